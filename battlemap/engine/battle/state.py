"""The battle as the engine sees it: frozen tokens on a grid, with an occupancy index.

`engine/building.py` makes the first state of a scenario, resolving
everything it leaves to its ruleset once (grid defaults, templates, weapons,
terrain, the rule system), so the rules never touch pydantic models or
offset coordinates again. States are values: `with_token_moved` returns a
new state sharing everything that did not change and updating the occupancy
index only where the token was and is. This module depends on nothing above
it: the rule system is a value the state carries (`system`, its contract,
and `rules`, its parameterised rules).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from battlemap.engine.areas.templates import AreaTemplate
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.battle.map_notes import MapNotes
from battlemap.engine.battle.objectives import Objective, Outcome
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.grid import Cell, Grid
from battlemap.schema import GridSpec, Ruleset

if TYPE_CHECKING:
    from battlemap.engine.systems.base import SystemRules
    from battlemap.engine.systems.contract import System

Scalar = int | float | str | bool
_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class WeaponState:
    """A weapon as the rules read it: melee reach in cells, range in the grid unit."""

    id: str
    kind: str
    reach: tuple[int, ...] = ()
    range: float | None = None
    fields: Mapping[str, Scalar] = field(default_factory=lambda: _EMPTY, compare=False)


@dataclass(frozen=True, slots=True)
class OverwatchState:
    """A declared overwatch: toward a cell, `arc` degrees wide (0 = a line)."""

    toward: Cell
    arc: float = 0
    #: Order of declaration in the round (lower fires first); None = last.
    declared: int | None = None


@dataclass(frozen=True, slots=True)
class Tactical:
    """A token's tactical state (`state` in the file)."""

    overwatch: OverwatchState | None = None
    aiming: str | None = None
    #: Trigger of an armed Wait (e.g. "enters_reach").
    wait: str | None = None
    #: Id of the token this one grapples.
    grappling: str | None = None
    #: The token took its system's retreat action this turn.
    retreat: bool = False
    extra: Mapping[str, Any] = field(default_factory=lambda: _EMPTY, compare=False)


@dataclass(frozen=True, slots=True)
class TokenState:
    """One token with every field resolved (template and ruleset filled in)."""

    id: str
    name: str
    side: str
    cell: Cell
    footprint: tuple[Cell, ...]
    size: str = "medium"
    count: int = 1
    posture: str = "standing"
    facing: int = 0
    stats: Mapping[str, Scalar] = field(default_factory=lambda: _EMPTY, compare=False)
    weapons: tuple[WeaponState, ...] = ()
    readied: frozenset[str] = frozenset()
    conditions: frozenset[str] = frozenset()
    tactical: Tactical = Tactical()
    hidden: bool = False
    template: str | None = None
    #: The short label the map shows in place of the name's initials (None: initials).
    label: str | None = None
    #: Cells across the footprint (size and posture), for moving it.
    extent: int = 1

    def ready_weapons(self) -> tuple[WeaponState, ...]:
        """The weapons in hand and ready (only these attack, parry or threaten)."""
        return tuple(w for w in self.weapons if w.id in self.readied)

    def is_enemy_of(self, other: TokenState) -> bool:
        """Tokens of different sides are enemies."""
        return self.side != other.side


@dataclass(frozen=True, slots=True)
class ZoneState:
    """A named area (Year Zero zones, objectives) as flat cell indices."""

    id: str
    name: str
    cells: frozenset[int]
    tags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ItemState:
    """An item lying on the map (the file's `items`): its id, what it is, its cell, how many."""

    id: str
    item: str
    cell: Cell
    count: int = 1


@dataclass(frozen=True, slots=True)
class FogState:
    """Fog of war on the Player View (the file's `fog`): on or off, whose sight it shows,
    and the cells (flat indices) seen before, uncovered and covered by the GM's hand."""

    enabled: bool = False
    sides: tuple[str, ...] = ()
    explored: frozenset[int] = frozenset()
    revealed: frozenset[int] = frozenset()
    hidden: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class SideState:
    """A side as the file's `sides` describes it; its tokens name it by `id`."""

    id: str
    #: What the window calls the side; None: its id.
    name: str | None = None
    #: "person" or "computer": who plays the side's turns and answers its reactions.
    played_by: str = "person"
    #: A computer side's weighing of harm dealt against harm taken: aggressive, steady, cautious.
    temperament: str = "steady"

    @property
    def computer(self) -> bool:
        return self.played_by == "computer"


@dataclass(frozen=True, slots=True)
class CombatState:
    """Round, turn order, active token, and what each token spent this turn/round."""

    round: int = 1
    order: tuple[str, ...] = ()
    active: str | None = None
    spent: Mapping[str, Mapping[str, float]] = field(default_factory=lambda: _EMPTY)
    #: Objective id -> rounds in a row its zone was held (hold_zone) or reached (reach_zone)
    #: as a round ended (engine/objectives/tally.py); an objective left out counts 0.
    held: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    #: The battle's result once the judge declared it (kept: the fight may go on by hand).
    outcome: Outcome | None = None

    def spent_by(self, token_id: str, key: str) -> float:
        """How much of `key` (e.g. "ap", "move", "reactions") `token_id` spent."""
        return float(self.spent.get(token_id, _EMPTY).get(key, 0))


class DerivedCache:
    """Results derived from one terrain and system, shared by the states that keep both.

    Threat and watched cells depend on a token's own fields and the terrain
    only, so a state made by moving one token reuses every other token's
    entries; a state with other terrain (a door opened) or another system
    starts afresh: the cache notices by identity. It is bounded, so a long
    session does not accumulate positions forever.
    """

    __slots__ = ("_owner", "_table")
    LIMIT = 50_000

    def __init__(self) -> None:
        self._owner: tuple[object, object] | None = None
        self._table: dict[object, Any] = {}

    def get(self, terrain: object, system: object, key: object, compute: Callable[[], Any]) -> Any:
        """The value for `key`, computed on first use for this terrain and system."""
        owner = self._owner
        if owner is None or owner[0] is not terrain or owner[1] is not system:
            self._owner, self._table = (terrain, system), {}
        table = self._table
        if key not in table:
            if len(table) >= self.LIMIT:
                table.clear()
            table[key] = compute()
        return table[key]


@dataclass(frozen=True)
class BattleState:
    """Everything the rules read about a battle at one moment."""

    grid: Grid
    spec: GridSpec
    ruleset: Ruleset
    #: The rule system's contract: its hooks, attack model, effects and readings.
    system: System
    #: Its movement, threat and reaction rules with the ruleset's options as parameters.
    rules: SystemRules
    terrain: TerrainMap
    tokens: tuple[TokenState, ...]
    #: Flat cell index -> ids of the tokens covering it (only occupied cells).
    occupancy: Mapping[int, tuple[str, ...]]
    zones: tuple[ZoneState, ...] = ()
    #: Items lying on the map (dropped, thrown, put there), in the file's order.
    items: tuple[ItemState, ...] = ()
    combat: CombatState = CombatState()
    #: Fog of war on the Player View (off unless the file or the GM turns it on).
    fog: FogState = FogState()
    #: Area templates on the map (circles, cones, lines, squares), in the order they were placed.
    templates: tuple[AreaTemplate, ...] = ()
    #: The GM's text pins and freehand drawings (the rules never read them).
    map_notes: MapNotes = MapNotes()
    #: Side id -> what the file says of it (its name); a side left out is shown by its id.
    sides: Mapping[str, SideState] = field(default_factory=lambda: _EMPTY)
    #: What each side fights for (the file's `objectives`), in the file's order.
    objectives: tuple[Objective, ...] = ()
    dice: DiceStream = DiceStream(0)
    #: The ruleset options' resolved values.
    options: Mapping[str, Scalar] = field(default_factory=lambda: _EMPTY)
    #: Geometry derived from terrain and tokens (kept by `with_token_moved`).
    cache: DerivedCache = field(default_factory=DerivedCache, compare=False, repr=False)

    # --- queries ----------------------------------------------------------------
    def memo(self, key: object, compute: Callable[[], Any]) -> Any:
        """A value derived from terrain, system and the tokens named in `key`, cached."""
        return self.cache.get(self.terrain, self.rules, key, compute)

    @cached_property
    def derived(self) -> dict[object, Any]:
        """Scratch space for values derived from this exact state (e.g. reactor indices)."""
        return {}

    @cached_property
    def _positions(self) -> Mapping[str, int]:
        return {t.id: i for i, t in enumerate(self.tokens)}

    def token(self, token_id: str) -> TokenState:
        """The token with this id (KeyError naming it when there is none)."""
        try:
            return self.tokens[self._positions[token_id]]
        except KeyError:
            raise KeyError(f"no token {token_id!r} in this battle") from None

    def side_name(self, side: str) -> str:
        """How the window shows `side`: its name from the file's `sides`, else the id itself."""
        entry = self.sides.get(side)
        return entry.name if entry is not None and entry.name else side

    def has_token(self, token_id: str) -> bool:
        """True when a token with this id is on the map."""
        return token_id in self._positions

    def tokens_at(self, cell: Cell) -> tuple[TokenState, ...]:
        """Tokens covering `cell` (several where the ruleset allows stacking)."""
        if not self.grid.in_bounds(cell):
            return ()
        return tuple(self.token(i) for i in self.occupancy.get(self.grid.index(cell), ()))

    def items_at(self, cell: Cell) -> tuple[ItemState, ...]:
        """The items lying on `cell`, in the map's order."""
        return tuple(i for i in self.items if i.cell == cell)

    def enemies_of(self, token: TokenState | str) -> tuple[TokenState, ...]:
        """Every token of another side."""
        me = self.token(token) if isinstance(token, str) else token
        return tuple(t for t in self.tokens if t.side != me.side)

    @cached_property
    def cells_by_side(self) -> Mapping[str, frozenset[int]]:
        """Side -> flat indices covered by that side's tokens."""
        side_of = {t.id: t.side for t in self.tokens}
        found: dict[str, set[int]] = {}
        for index, ids in self.occupancy.items():
            for token_id in ids:
                found.setdefault(side_of[token_id], set()).add(index)
        return MappingProxyType({side: frozenset(cells) for side, cells in found.items()})

    def enemy_cells(self, side: str) -> frozenset[int]:
        """Flat indices covered by tokens not of `side`."""
        cells: set[int] = set()
        for other, covered in self.cells_by_side.items():
            if other != side:
                cells |= covered
        return frozenset(cells)

    # --- changes ------------------------------------------------------------------
    def with_token_moved(self, token_id: str, cell: Cell) -> BattleState:
        """A new state with the token's anchor at `cell` (occupancy updated where it changed)."""
        old = self.token(token_id)
        footprint = self.grid.footprint(cell, old.extent, old.facing)
        moved = replace(old, cell=cell, footprint=footprint)
        tokens = list(self.tokens)
        tokens[self._positions[token_id]] = moved
        occupancy = dict(self.occupancy)
        for c in old.footprint:
            if self.grid.in_bounds(c):
                index = self.grid.index(c)
                left = tuple(i for i in occupancy.get(index, ()) if i != token_id)
                if left:
                    occupancy[index] = left
                else:
                    occupancy.pop(index, None)
        for c in footprint:
            if self.grid.in_bounds(c):
                index = self.grid.index(c)
                occupancy[index] = (*occupancy.get(index, ()), token_id)
        return replace(self, tokens=tuple(tokens), occupancy=MappingProxyType(occupancy))
