"""A battle state from a scenario and its ruleset: the one place a battle is built.

Everything a scenario leaves to its ruleset is resolved here once (grid
defaults, templates, weapons, terrain, zones, the rule system from the
registry, the items lying on the map), so the rules read frozen values only. It sits above the systems
(it asks the registry), so `state.py` depends on nothing above it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from battlemap.engine.areas.templates import template_of
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.battle.map_notes import Drawing, MapNotes, Pin
from battlemap.engine.battle.state import (
    BattleState, CombatState, FogState, ItemState, SideState, OverwatchState, Tactical, TokenState, WeaponState, ZoneState,
)
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.battle.objectives import Outcome, objective_of
from battlemap.engine.systems.registry import option_values, rules_for, system_of
from battlemap.grid import Cell, Grid, make_grid
from battlemap.schema import Ruleset, Scenario, Token, resolve_token, resolved_grid


def build_state(scenario: Scenario, ruleset: Ruleset, *, terrain: TerrainMap | None = None) -> BattleState:
    """The state of a scenario that loaded cleanly against `ruleset`.

    `terrain` is the scenario's own terrain when the caller has built it already:
    opening a file builds it once, and on a big map that is the costly part.
    """
    spec = resolved_grid(scenario, ruleset)
    grid = make_grid(
        spec.kind, spec.cols, spec.rows,
        orientation=spec.orientation or "flat", diagonal=spec.diagonal,
    )
    if terrain is None:
        terrain = TerrainMap.from_scenario(scenario, ruleset, grid)
    elif terrain.grid != grid:
        raise ValueError(f"the terrain given is of another grid ({terrain.grid.cols}x{terrain.grid.rows})")
    else:
        grid = terrain.grid  # one grid object: its cell table is built once, not per copy
    tokens = tuple(token_state(t, ruleset, grid) for t in scenario.tokens)
    combat = scenario.combat
    options = option_values(ruleset, scenario.options)  # the battle's house rules over the defaults
    return BattleState(
        grid=grid,
        spec=spec,
        ruleset=ruleset,
        system=system_of(ruleset.system),
        rules=rules_for(ruleset, options),
        terrain=terrain,
        tokens=tokens,
        occupancy=_occupancy(grid, tokens),
        zones=tuple(_zone(z, grid) for z in scenario.zones),
        items=tuple(ItemState(i.id, i.item, grid.from_offset(*i.at), i.count) for i in scenario.items),
        combat=_combat(combat) if combat is not None else CombatState(),
        fog=_fog(scenario.fog, grid) if scenario.fog is not None else FogState(),
        templates=tuple(template_of(t, grid) for t in scenario.templates),
        map_notes=map_notes_of(scenario.map_notes),
        sides=MappingProxyType({side: _side(side, entry) for side, entry in scenario.sides.items()}),
        objectives=tuple(objective_of(entry, n) for n, entry in enumerate(scenario.objectives)),
        dice=DiceStream(
            scenario.seed if scenario.seed is not None else 0,
            combat.dice_position if combat is not None else 0,
        ),
        options=MappingProxyType(options),
    )


def _side(side: str, entry) -> SideState:
    return SideState(side, entry.name, entry.played_by, entry.temperament or "steady")


def _zone(zone, grid: Grid) -> ZoneState:
    cells = frozenset(grid.index(c) for c in _cells(grid, zone.cells) if grid.in_bounds(c))
    return ZoneState(zone.id, zone.name or zone.id, cells, tuple(zone.tags))


def _fog(fog, grid: Grid) -> FogState:
    def indices(offsets) -> frozenset[int]:
        return frozenset(grid.index(c) for c in _cells(grid, offsets) if grid.in_bounds(c))

    return FogState(fog.enabled, tuple(fog.sides), indices(fog.explored), indices(fog.revealed),
                    indices(fog.hidden))


def map_notes_of(notes) -> MapNotes:
    """The file's `map_notes` as the battle holds them (none: no notes)."""
    if notes is None:
        return MapNotes()
    pins = tuple(Pin(p.id, (float(p.at[0]), float(p.at[1])), p.text, p.players) for p in notes.pins)
    drawings = tuple(Drawing(d.id, tuple((float(x), float(y)) for x, y in d.points), d.colour,
                             float(d.width), d.players) for d in notes.drawings)
    return MapNotes(pins, drawings)


def _combat(combat) -> CombatState:
    spent = MappingProxyType({k: MappingProxyType(dict(v)) for k, v in combat.spent.items()})
    decided = combat.outcome
    outcome = Outcome(decided.winner, decided.reason, decided.objective) if decided is not None else None
    return CombatState(round=combat.round, order=tuple(combat.order), active=combat.active, spent=spent,
                       held=MappingProxyType(dict(combat.held)), outcome=outcome)


def token_state(token: Token, ruleset: Ruleset, grid: Grid) -> TokenState:
    """A scenario token resolved against its template and the ruleset."""
    resolved = resolve_token(token, ruleset)
    anchor = grid.from_offset(*token.at)
    size = ruleset.sizes.get(resolved.size)
    posture = ruleset.postures.get(resolved.posture)
    extent = max(size.footprint if size else 1, posture.footprint if posture else 1)
    weapons = tuple(
        WeaponState(w, entry.kind, tuple(entry.reach), entry.range, MappingProxyType(dict(entry.fields)))
        for w in resolved.weapons
        if (entry := ruleset.weapons.get(w)) is not None
    )
    return TokenState(
        id=token.id,
        name=token.name or token.id,
        side=token.side,
        cell=anchor,
        footprint=grid.footprint(anchor, extent, token.facing),
        size=resolved.size,
        count=resolved.count,
        posture=resolved.posture,
        facing=token.facing,
        stats=resolved.stats,
        weapons=weapons,
        readied=frozenset(resolved.readied),
        conditions=frozenset(token.conditions),
        tactical=_tactical(token, grid),
        hidden=token.hidden,
        template=token.template,
        label=token.label,
        extent=extent,
    )


def _tactical(token: Token, grid: Grid) -> Tactical:
    state = token.state
    extra = dict(state.model_extra or {})
    overwatch = None
    if state.overwatch is not None:
        o = state.overwatch
        overwatch = OverwatchState(grid.from_offset(*o.toward), float(o.arc), o.declared)
    grappling = extra.get("grappling")
    return Tactical(
        overwatch=overwatch,
        aiming=state.aiming,
        wait=state.wait.trigger if state.wait is not None else None,
        grappling=grappling if isinstance(grappling, str) else None,
        retreat=extra.get("retreat") is True,
        extra=MappingProxyType(extra),
    )


def _cells(grid: Grid, offsets) -> list[Cell]:
    return [grid.from_offset(c[0], c[1]) for c in offsets]


def _occupancy(grid: Grid, tokens: tuple[TokenState, ...]) -> Mapping[int, tuple[str, ...]]:
    occupancy: dict[int, tuple[str, ...]] = {}
    for token in tokens:
        for c in token.footprint:
            if grid.in_bounds(c):
                index = grid.index(c)
                occupancy[index] = (*occupancy.get(index, ()), token.id)
    return MappingProxyType(occupancy)
