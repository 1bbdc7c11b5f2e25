"""The Scenario model: exactly the fields of SCENARIO-FORMAT.md (version 1).

The model holds what the file says, no more: grid fields left out stay None
(the ruleset supplies them, see `resolve.resolved_grid`), token fields left
out stay None (the template supplies them, see `resolve.resolve_token`). That
keeps load -> dump -> load an identity. Field order is the order of the
format document, which is the key order of saved files.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, ConfigDict, Field, Strict, model_validator

from .background import Background
from .lights import Lights
from .limits import (
    MAX_EDGES, MAX_GRID_SIDE, MAX_ITEMS, MAX_SEGMENTS, MAX_TEMPLATES, MAX_TOKENS, MAX_ZONES,
)
from .journal_records import JournalRecords
from .map_notes import MapNotes
from .objectives import MAX_OBJECTIVES, Objective
from .templates import AreaTemplate
from .types import (
    FormatVersion,
    Cell,
    Cells,
    Char,
    Label,
    Frozen,
    GridSide,
    Id,
    Ids,
    LongText,
    Scalar,
    Text,
    Unit,
    is_json_value,
    number,
)

SCENARIO_FORMAT = "battlemap-scenario"


class GridSettings(Frozen):
    """The scenario's grid; every field left out comes from the ruleset."""

    kind: Literal["square", "hex"] | None = None
    orientation: Literal["flat", "pointy"] | None = None
    cols: GridSide | None = None
    rows: GridSide | None = None
    #: The distance across a cell: 0.01 to 100,000 units (a 25 ft square, a 1 yd hex, a 2 m square);
    #: a vanishing cell (5e-324) would overflow distances and the scale bar.
    cell: number(ge=0.01, le=100_000) | None = None  # type: ignore[valid-type]
    unit: Unit | None = None


Row = Annotated[str, Field(max_length=MAX_GRID_SIDE)]


class EdgeFeature(Frozen):
    """A wall, low wall or door drawn on the edge between two adjacent cells."""

    between: Annotated[tuple[Cell, Cell], Strict(False)]
    type: Id


#: A point in map units (see `Segment`): any finite number; `battlemap check` keeps it on the map.
MapPoint = Annotated[tuple[number(), number()], Strict(False)]  # type: ignore[valid-type]


class Segment(Frozen):
    """A free wall, low wall, window or door: a segment from one map point to another.

    Points are in cell units with [0, 0] the top-left corner of cell 0,0; on hex
    grids, the grid's unit world coordinates (a hex's centre-to-corner radius is
    1, [0, 0] the top-left corner of the map's bounding box). The file says
    `from` and `to` (`from` is a Python keyword, hence the names here).
    """

    model_config = ConfigDict(serialize_by_alias=True, validate_by_alias=True, validate_by_name=False)

    start: MapPoint = Field(alias="from")
    end: MapPoint = Field(alias="to")
    type: Id


class Terrain(Frozen):
    """The map as text: one string per grid row, one character per cell,
    plus features drawn on edges between cells and free walls anywhere."""

    #: Character -> terrain id, merged over the ruleset's (and default) legend.
    legend: dict[Char, Id] = {}
    rows: Annotated[tuple[Row, ...], Strict(False), Field(max_length=MAX_GRID_SIDE)] = ()
    edges: Annotated[tuple[EdgeFeature, ...], Strict(False), Field(max_length=MAX_EDGES)] = ()
    segments: Annotated[tuple[Segment, ...], Strict(False), Field(max_length=MAX_SEGMENTS)] = ()


class Zone(Frozen):
    """A named area (Year Zero zones, objectives)."""

    id: Id
    name: Text | None = None
    cells: Cells = ()
    tags: Ids = ()


#: The highest declaration number a file holds (a later declaration ties it: engine/play/effects.py).
MAX_DECLARED = 1_000_000


class Overwatch(Frozen):
    """A line of fire toward a cell; `arc` degrees widen it to a cone."""

    toward: Cell
    arc: number(ge=0, le=360) = 0  # type: ignore[valid-type]
    #: Order of declaration within a round: lower fires first.
    declared: int | None = Field(default=None, ge=0, le=MAX_DECLARED)


class Wait(Frozen):
    """A held action and the event that releases it."""

    trigger: Text


class TokenState(Frozen):
    """Tactical state: documented keys are checked, other keys kept as JSON."""

    model_config = ConfigDict(extra="allow")

    overwatch: Overwatch | None = None
    #: Id of the token being aimed at.
    aiming: Id | None = None
    wait: Wait | None = None

    @model_validator(mode="after")
    def _extras_are_json(self) -> TokenState:
        for key, value in (self.model_extra or {}).items():
            if not is_json_value(value):
                raise ValueError(
                    f"state.{key} must be plain JSON (text, numbers, true/false, lists, objects)"
                )
        return self


#: Prefix of a token image bundled with Battlemap (under assets/).
ASSET_PREFIX = "assets:"


def _image_names_a_file(value: str) -> str:
    if not value.removeprefix(ASSET_PREFIX).strip():
        raise ValueError("must name an image file (a path, or assets:<path>)")
    return value


TokenImage = Annotated[str, Field(min_length=1, max_length=4096), AfterValidator(_image_names_a_file)]


class Token(Frozen):
    """A unit on the map; fields left out come from its template."""

    id: Id
    name: Text | None = None
    #: What the map shows on the disc in place of the name's initials (1-4 characters, no spaces).
    label: Label | None = None
    side: Id
    at: Cell
    template: Id | None = None
    size: Id | None = None
    count: int | None = Field(default=None, ge=1, le=1_000_000)
    posture: Id | None = None
    #: Hex side or square direction, 0 = up/north, clockwise.
    facing: int = Field(default=0, ge=0, le=7)
    stats: dict[Id, Scalar] = {}
    weapons: Ids | None = None
    readied: Ids | None = None
    conditions: Ids = ()
    state: TokenState = TokenState()
    hidden: bool = False
    #: A picture drawn in the token's disc: a path relative to the scenario
    #: file, or "assets:<path>" for a bundled asset (e.g. "assets:tokens/knight.png").
    image: TokenImage | None = None


class Side(Frozen):
    """How the window names a side, keyed in `Scenario.sides` by the side id its tokens use.

    One entry per side, so what a later version says about a side (who plays it)
    joins its name here rather than in a table of its own.
    """

    #: The side's display name ("Blue", "Синие"); the id is shown when left out.
    name: Text | None = None
    #: Who plays the side: a person at the table, or the computer (by the same rules).
    played_by: Literal["person", "computer"] = "person"
    #: How a computer side weighs harm dealt against harm taken; left out: "steady".
    temperament: Literal["aggressive", "steady", "cautious"] | None = None


#: The most sides a file names (a side per token at most, and then some to spare).
MAX_SIDES = 1000


class MapItem(Frozen):
    """An item lying on the map (dropped, thrown, put there): what it is, where, how many."""

    id: Id
    #: What the item is: a weapon of the ruleset, ammunition, any other thing the ruleset's rules name.
    item: Id
    at: Cell
    count: int = Field(default=1, ge=1, le=1_000_000)


Spent = dict[Id, number(ge=0, le=1_000_000)]  # type: ignore[valid-type]
#: The last round a file holds (the battle refuses to go past it: document/turns.py).
MAX_ROUND = 1_000_000


class BattleOutcome(Frozen):
    """Who won (null: a draw), why (a stable code: an objective's kind, last_side_standing...), by which objective."""

    winner: Id | None = None
    reason: Id
    objective: Id | None = None


class Combat(Frozen):
    """Where the fight stands: round, turn order, active token, budgets spent."""

    round: int = Field(default=1, ge=1, le=MAX_ROUND)
    order: Ids = ()
    active: Id | None = None
    spent: dict[Id, Spent] = {}
    #: Dice rolled so far from `seed`, so a reopened fight rolls on, not again.
    dice_position: int = Field(default=0, ge=0, le=10**12)
    #: Objective id -> round ends in a row its zone was held or reached (hold_zone, reach_zone).
    held: dict[Id, Annotated[int, Field(ge=0, le=MAX_ROUND)]] = {}
    #: The result once the battle was decided (it stands while the fight goes on by hand).
    outcome: BattleOutcome | None = None


class Fog(Frozen):
    """Fog of war on the Player View (off by default): whose sight it shows, and what was seen."""

    enabled: bool = False
    #: The side or sides whose view the Player View shows (their tokens' sight together).
    sides: Ids = ()
    #: Cells the shown sides saw before: drawn dimmed when no longer in sight.
    explored: Cells = ()
    #: Cells the GM uncovered by hand (always shown) and covered by hand (never shown).
    revealed: Cells = ()
    hidden: Cells = ()


class Scenario(Frozen):
    """A whole scenario file (format "battlemap-scenario", version 1)."""

    format: Literal["battlemap-scenario"]
    version: FormatVersion
    name: Text | None = None
    ruleset: Id
    #: House rules of this battle: ruleset option id -> value (checked against the ruleset).
    options: Annotated[dict[Id, Scalar], Field(max_length=1000)] = {}
    grid: GridSettings = GridSettings()
    terrain: Terrain | None = None
    #: The limits on sizes (limits.py) are checked on the raw document before validation, with
    #: a message saying why; these bounds repeat them for scenarios built in code and the JSON Schema.
    zones: Annotated[tuple[Zone, ...], Strict(False), Field(max_length=MAX_ZONES)] = ()
    tokens: Annotated[tuple[Token, ...], Strict(False), Field(max_length=MAX_TOKENS)] = ()
    #: Side id (as tokens spell it) -> how the window shows it; a side may have no token yet.
    sides: Annotated[dict[Id, Side], Field(max_length=MAX_SIDES)] = {}
    #: What each side fights for (objectives.py), checked at the end of each round.
    objectives: Annotated[tuple[Objective, ...], Strict(False), Field(max_length=MAX_OBJECTIVES)] = ()
    items: Annotated[tuple[MapItem, ...], Strict(False), Field(max_length=MAX_ITEMS)] = ()
    combat: Combat | None = None
    seed: int | None = Field(default=None, ge=0, le=2**63 - 1)
    notes: LongText | None = None
    background: Background | None = None
    #: Lights the map was drawn with (an imported Universal VTT map's): kept, not yet played.
    lights: Lights = ()
    fog: Fog | None = None
    #: Area templates on the map (circles, cones, lines, squares), in the order they were placed.
    templates: Annotated[tuple[AreaTemplate, ...], Strict(False), Field(max_length=MAX_TEMPLATES)] = ()
    #: The GM's text pins and freehand drawings on the map (map_notes.py).
    map_notes: MapNotes | None = None
    journal: Journal | None = None


class Journal(Frozen):
    """How the battle got here: the battle as it stood when the journal began, and every
    command made since, in order. Replaying `records` from `start` reaches the top level."""

    #: A whole scenario document of its own (format, version, seed), without a journal.
    start: Scenario
    #: The records (records.Record), validated by journal_records.py: their models load only here.
    records: JournalRecords = ()

    @model_validator(mode="after")
    def _start_has_no_journal(self) -> Journal:
        if self.start.journal is not None:
            raise ValueError("start: the battle a journal starts from has no journal of its own")
        return self


Scenario.model_rebuild()


def new_scenario(ruleset: str, **fields: Any) -> Scenario:
    """A valid empty scenario for `ruleset` (fields override), for code and tests."""
    return Scenario.model_validate(
        {"format": SCENARIO_FORMAT, "version": 1, "ruleset": ruleset, **fields}
    )

