"""The Ruleset model: what `rulesets/<id>.toml` may say.

A ruleset is data (grid defaults, movement, sizes, terrain, postures, stats,
weapons, token templates, options, the turn budget and the action catalogue of
`schema/actions.py`); how an attack resolves lives in
`engine/systems/<system>.py`. Every table is keyed by an id and carries
localized `names`. Terrain and legend are merged over built-in defaults, so a
ruleset only lists what it changes, and the loaded model always holds the
complete tables.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from .actions import ActionDef, TurnRules, action_problems
from .problems import describe_value
from .types import FormatVersion, Char, Frozen, GridSide, Id, Ids, LongText, Names, Scalar, Unit, number

#: The rule system ids a ruleset may name, one per package in engine/systems/ (a test keeps
#: it equal to the registry). Read when a file is validated, so a test may add a stand-in.
SYSTEMS = ("gurps4e", "yze", "d20_mass", "fallout_pnp")
RULESET_FORMAT = "battlemap-ruleset"

#: Default terrain types of SCENARIO-FORMAT.md, under every ruleset's table.
DEFAULT_TERRAIN: dict[str, dict[str, Any]] = {
    "open": {"names": {"en": "Open ground"}},
    "wall": {"names": {"en": "Wall"}, "blocks_movement": True, "blocks_sight": True,
             "cover": "full", "edge": True},
    "low_wall": {"names": {"en": "Low wall"}, "cover": "partial", "edge": True},
    "rough": {"names": {"en": "Rough ground"}, "move_cost": 2},
    "door": {"names": {"en": "Door"}, "blocks_movement": True, "blocks_sight": True,
             "cover": "full", "door": True, "edge": True},
    # An opened door: toggling a door swaps it with this type and back.
    "open_door": {"names": {"en": "Open door"}, "door": True, "edge": True},
    "water": {"names": {"en": "Water"}, "move_cost": 2},
    "trees": {"names": {"en": "Trees"}, "move_cost": 2, "cover": "partial"},
}

#: Default legend of SCENARIO-FORMAT.md: map character -> terrain id.
DEFAULT_LEGEND: dict[str, str] = {
    ".": "open", "#": "wall", "+": "low_wall", "~": "rough",
    "D": "door", "d": "open_door", "w": "water", "T": "trees",
}

#: Size every ruleset must define: the size of a token that names none.
DEFAULT_SIZE = "medium"
#: Posture of a token that names none.
DEFAULT_POSTURE = "standing"


class RulesetGrid(Frozen):
    """Grid defaults for scenarios of this ruleset."""

    kind: Literal["square", "hex"]
    orientation: Literal["flat", "pointy"] | None = None
    cols: GridSide = 24
    rows: GridSide = 16
    cell: number(gt=0, le=1_000_000)  # type: ignore[valid-type]
    unit: Unit
    #: How a diagonal step on a square grid counts (ignored on hex grids).
    diagonal: Literal["chebyshev", "manhattan", "alternating", "euclidean"] = "chebyshev"

    @model_validator(mode="after")
    def _orientation_for_hex_only(self) -> RulesetGrid:
        if self.kind == "square" and self.orientation is not None:
            raise ValueError("orientation applies to hex grids only")
        return self


class Movement(Frozen):
    """How movement is counted and who may share or cross a cell."""

    #: Unit shown to users: "ft", "yd", "squares", "AP", "m" ...
    unit: Unit
    #: Cost of one open cell, in `unit`.
    cost_per_cell: number(gt=0, le=1_000_000)  # type: ignore[valid-type]
    enemies_block: bool = True
    allies_passable: bool = True
    #: Several tokens may end in one cell (d20 mass combat).
    stacking: bool = False
    max_tokens_per_cell: int | None = Field(default=None, ge=1, le=1_000_000)

    @model_validator(mode="after")
    def _limit_needs_stacking(self) -> Movement:
        if not self.stacking and self.max_tokens_per_cell not in (None, 1):
            raise ValueError("max_tokens_per_cell above 1 needs stacking = true")
        return self


class Size(Frozen):
    """A size category; d20's columns default to 0 for other systems."""

    names: Names
    #: Cells across the token's footprint.
    footprint: int = Field(default=1, ge=1, le=100)
    #: Crowd weight (d20 density: Medium 1, Large 2, Small 0.5).
    space: number(ge=0, le=10_000) = 1  # type: ignore[valid-type]
    dodge: int = Field(default=0, ge=-1000, le=1000)
    toughness: int = Field(default=0, ge=-1000, le=1000)
    grapple: int = Field(default=0, ge=-1000, le=1000)
    #: GURPS Size Modifier (0 for a human); 0 in other systems.
    sm: int = Field(default=0, ge=-1000, le=1000)


class TerrainType(Frozen):
    """A kind of ground or obstacle drawn with one legend character."""

    names: Names
    #: Movement cost factor (2 = double cost).
    move_cost: number(gt=0, le=1000) = 1  # type: ignore[valid-type]
    blocks_movement: bool = False
    blocks_sight: bool = False
    cover: Literal["none", "partial", "full"] = "none"
    #: A door: blocks while closed, can be opened.
    door: bool = False
    #: May be drawn on a cell edge (walls, doors) as well as in a cell.
    edge: bool = False
    #: System-specific columns (Year Zero cover armour rating ...).
    fields: dict[Id, Scalar] = {}


class Posture(Frozen):
    """A body posture and what it does to movement and occupied cells."""

    names: Names
    move_factor: number(ge=0, le=100) = 1  # type: ignore[valid-type]
    #: Absolute cap on movement per turn in movement units (GURPS lying down: 1 yd).
    move_max: number(ge=0, le=1_000_000) | None = None  # type: ignore[valid-type]
    footprint: int = Field(default=1, ge=1, le=100)


class StatDef(Frozen):
    """A token stat: its type, default and bounds; token stats are checked against it."""

    names: Names
    type: Literal["int", "float", "str", "bool"]
    default: Scalar | None = None
    min: number() | None = None  # type: ignore[valid-type]
    max: number() | None = None  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _consistent(self) -> StatDef:
        if (self.min is not None or self.max is not None) and self.type not in ("int", "float"):
            raise ValueError(f"min/max apply to int and float stats, not {self.type}")
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError(f"min {self.min} is above max {self.max}")
        if self.default is not None:
            error = stat_value_error(self, self.default)
            if error:
                raise ValueError(f"default: {error}")
        return self


def stat_value_error(stat: StatDef, value: Any) -> str | None:
    """Why `value` is not a valid value of `stat`, or None if it is."""
    expected = {"int": (int,), "float": (int, float), "str": (str,), "bool": (bool,)}[stat.type]
    if isinstance(value, bool) and stat.type != "bool" or not isinstance(value, expected):
        return f"expected {_type_words[stat.type]}, got {value!r}"
    if stat.min is not None and value < stat.min:
        return f"{value!r} is below the minimum {stat.min}"
    if stat.max is not None and value > stat.max:
        return f"{value!r} is above the maximum {stat.max}"
    return None


_type_words = {"int": "a whole number", "float": "a number", "str": "text", "bool": "true or false"}


class Weapon(Frozen):
    """A weapon: melee reach in cells ([0] = own cell) and/or a range."""

    names: Names
    kind: Literal["melee", "ranged", "thrown"]
    reach: tuple[int, ...] = Field(default=(), strict=False, max_length=100)
    #: Longest range, in the grid unit (ft, yd, m).
    range: number(gt=0, le=1_000_000) | None = None  # type: ignore[valid-type]
    #: System-specific columns (damage, ST, Acc, AP cost ...).
    fields: dict[Id, Scalar] = {}

    @model_validator(mode="after")
    def _reach_or_range(self) -> Weapon:
        if any(r < 0 or r > 100 for r in self.reach):
            raise ValueError("reach lists cells from 0 (own cell) to 100")
        if self.kind == "melee" and not self.reach:
            raise ValueError("a melee weapon needs a reach, e.g. reach = [1]")
        if self.kind != "melee" and self.range is None:
            raise ValueError(f"a {self.kind} weapon needs a range")
        return self


class Template(Frozen):
    """A token template: the stats and weapons a token starts from."""

    names: Names
    size: Id = DEFAULT_SIZE
    count: int = Field(default=1, ge=1, le=1_000_000)
    stats: dict[Id, Scalar] = {}
    weapons: Ids = ()
    readied: Ids = ()


class Option(Frozen):
    """A reading chosen where the rules are ambiguous, or a house-rule switch."""

    names: Names
    description: LongText = ""
    default: Scalar
    choices: tuple[Scalar, ...] | None = Field(default=None, strict=False, min_length=1)

    @model_validator(mode="after")
    def _default_is_a_choice(self) -> Option:
        if self.choices is not None:
            if self.default not in self.choices:
                raise ValueError(f"default {self.default!r} is not one of the choices")
            if len({_kind(c) for c in (*self.choices, self.default)}) > 1:
                raise ValueError("choices and default must all have the same type")
        return self


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    return "number" if isinstance(value, (int, float)) else "str"


def _list_systems(schema: dict[str, Any]) -> None:
    """The JSON Schema of `Ruleset.system` lists the ids as an enum, so editors complete them."""
    schema["enum"] = list(SYSTEMS)


def _either(ids: tuple[str, ...]) -> str:
    """`'a', 'b' or 'c'`: the allowed ids as a sentence lists them."""
    quoted = [f"'{i}'" for i in ids]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"


class Ruleset(Frozen):
    """A whole ruleset file (format "battlemap-ruleset", version 1)."""

    format: Literal["battlemap-ruleset"]
    version: FormatVersion
    id: Id
    #: Rule system: its package in engine/systems/, one of `SYSTEMS`.
    system: str = Field(json_schema_extra=_list_systems)
    names: Names
    description: LongText = ""
    grid: RulesetGrid
    movement: Movement
    sizes: dict[Id, Size] = Field(min_length=1)
    terrain: dict[Id, TerrainType] = {}
    legend: dict[Char, Id] = {}
    postures: dict[Id, Posture] = {}
    stats: dict[Id, StatDef] = {}
    weapons: dict[Id, Weapon] = {}
    templates: dict[Id, Template] = {}
    default_template: Id | None = None
    options: dict[Id, Option] = {}
    #: How a turn is budgeted (schema/actions.py); None: no action catalogue.
    turn: TurnRules | None = None
    #: The action catalogue: what a token may do, its cost, requirements, effects.
    actions: dict[Id, ActionDef] = {}

    @field_validator("system", mode="before")
    @classmethod
    def _known_system(cls, value: Any) -> Any:
        """One of `SYSTEMS` as they are now (not as they were when the class was made)."""
        if isinstance(value, str) and value in SYSTEMS:
            return value
        raise ValueError(f"input should be {_either(SYSTEMS)}, got {describe_value(value)}")

    @model_validator(mode="before")
    @classmethod
    def _merge_defaults(cls, data: Any) -> Any:
        return with_default_tables(data)

    @model_validator(mode="after")
    def _actions_refer_to_tables(self) -> Ruleset:
        found = [f"{'.'.join(map(str, path))}: {message}"
                 for path, message in action_problems(self.turn, self.actions, self.postures)]
        if found:
            raise ValueError("; ".join(found))
        return self


def with_default_tables(data: Any) -> Any:
    """The raw ruleset with terrain and legend merged over the built-in defaults.

    Terrain entries merge field by field (`[terrain.rough] move_cost = 3`
    keeps the default names); a file's legend entry replaces the default one.
    """
    if not isinstance(data, dict):
        return data
    merged = dict(data)
    terrain = data.get("terrain", {})
    if isinstance(terrain, dict):
        table: dict[Any, Any] = {k: dict(v) for k, v in DEFAULT_TERRAIN.items()}
        for key, entry in terrain.items():
            base = table.get(key, {})
            table[key] = {**base, **entry} if isinstance(entry, dict) else entry
        merged["terrain"] = table
    legend = data.get("legend", {})
    if isinstance(legend, dict):
        merged["legend"] = {**DEFAULT_LEGEND, **legend}
    return merged
