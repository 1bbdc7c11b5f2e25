"""Journal records: every command a user makes, as a plain data record (SCENARIO-FORMAT.md, `journal`).

A record is a JSON object whose `do` names the kind; the other fields are
what the command needs, in the file's own terms (offset `[col, row]` cells,
token ids as written). The models check the shape only: whether the token
exists, the path is legal or the action allowed is for the battle to say
when the record is played (`document/journal/`), which names the record's
index and the reason. Records are part of the scenario format and versioned
with it: a new kind or a new optional field is an extension; changing what
a field means takes a version bump and a migration of the records too.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import ConfigDict, Field, Strict, ValidationError, ValidatorFunctionWrapHandler, WrapValidator

from .background import Background
from .templates import AreaTemplate
from .map_notes import Colour, NoteText, Point
from .limits import MAX_DRAWING_POINTS
from .types import Cell, Cells, Frozen, Id, Ids, Label, Scalar, Text, number

Options = Annotated[dict[Annotated[str, Field(max_length=64)], Scalar], Field(max_length=64)]
Path = Annotated[tuple[Cell, ...], Strict(False), Field(max_length=10_000)]


class WhyReason(Frozen):
    """One reason of a computer side's step: a code of engine/ai and its parameters."""

    code: Id
    params: Options = {}


class ComputerWhy(Frozen):
    """Why a computer side took a step, as codes (the log words them in the reader's language):
    what it `says` (`advances`, `attacks`, `ends_turn`, `reacts`, `passes`...), the token that
    took it, the reaction's `kind` for a reaction, and the reasons in order."""

    says: Id
    token: Id | None = None
    kind: Id | None = None
    reasons: Annotated[tuple[WhyReason, ...], Strict(False), Field(max_length=32)] = ()


class MoveRecord(Frozen):
    """A token moved along `path` (the cells after its own, as `preview --path` takes them)."""

    do: Literal["move"]
    token: Id
    path: Annotated[Path, Field(min_length=1)]
    #: Set on the steps a computer side took: why (SCENARIO-FORMAT.md, `journal`).
    why: ComputerWhy | None = None


class GmMoveRecord(Frozen):
    """The GM put a token at `to`, asking no rules (no budget, no path, no turn, no reaction)."""

    do: Literal["gm_move"]
    token: Id
    to: Cell


class SetConditionRecord(Frozen):
    """The GM set (`on` true) or cleared a condition on a token by hand."""

    do: Literal["set_condition"]
    token: Id
    condition: Id
    on: bool


class SetCountRecord(Frozen):
    """The GM set a count the system keeps on a token (Year Zero damage) by hand."""

    do: Literal["set_count"]
    token: Id
    key: Id
    value: Scalar


class ResetBudgetRecord(Frozen):
    """The GM refreshed what a token spent this turn (its actions, movement, reactions)."""

    do: Literal["reset_budget"]
    token: Id


class ActionRecord(Frozen):
    """An action of the ruleset's catalogue: at `targets` (one token), a `cell`, or along a `path`."""

    do: Literal["action"]
    token: Id
    action: Id
    targets: Annotated[Ids, Field(max_length=1)] = ()
    cell: Cell | None = None
    path: Path = ()
    options: Options = {}
    why: ComputerWhy | None = None


class AttackRecord(Frozen):
    """The GM's quick attack roll: `token` attacks `target` with the attack model's own attack."""

    do: Literal["attack"]
    token: Id
    target: Id
    #: The attack model's action (absent: its plain attack).
    attack: Id | None = None


class OverwatchRecord(Frozen):
    """An overwatch declared toward `toward`, `arc` degrees wide (0: the ruleset's shape)."""

    do: Literal["overwatch"]
    token: Id
    action: Id
    toward: Cell
    arc: number(ge=0, le=360) = 0  # type: ignore[valid-type]
    options: Options = {}


class ReactRecord(Frozen):
    """A reaction on offer rolled (`roll` true) or skipped: by its index among the pending
    offers (`offer`, as `battlemap run` prints them), or by `who` reacts and its `kind`."""

    do: Literal["react"]
    offer: Annotated[int, Field(ge=0, le=10_000)] | None = None
    who: Id | None = None
    kind: Id | None = None
    roll: bool
    why: ComputerWhy | None = None


class NextTurnRecord(Frozen):
    do: Literal["next_turn"]
    why: ComputerWhy | None = None


class NextRoundRecord(Frozen):
    do: Literal["next_round"]
    why: ComputerWhy | None = None


class InitiativeRecord(Frozen):
    """Roll the turn order the system's way (seeded dice)."""

    do: Literal["initiative"]


class OrderRecord(Frozen):
    """The GM set the turn order by hand."""

    do: Literal["order"]
    order: Ids


class PlaceTokenRecord(Frozen):
    """A new token of `template` for `side` at `at` (its id is made from side and template)."""

    do: Literal["place_token"]
    template: Id
    at: Cell
    side: Id
    name: Text | None = None


class DeleteTokenRecord(Frozen):
    do: Literal["delete_token"]
    token: Id


class HideTokenRecord(Frozen):
    do: Literal["hide_token"]
    token: Id
    hidden: bool


class EditTokenRecord(Frozen):
    """The token's Edit dialog: every field it sets (the picture as the file writes it)."""

    do: Literal["edit_token"]
    token: Id
    name: Text
    side: Id
    count: Annotated[int, Field(ge=1, le=1_000_000)]
    posture: Id
    facing: Annotated[int, Field(ge=0, le=11)]
    hidden: bool
    image: Annotated[str, Field(min_length=1, max_length=4096)] | None = None
    #: The short map label (None: the name's initials).
    label: Label | None = None


class DuplicateTokenRecord(Frozen):
    do: Literal["duplicate_token"]
    token: Id


class BringToFrontRecord(Frozen):
    do: Literal["bring_to_front"]
    token: Id


class SetStatRecord(Frozen):
    """A stat set by hand in the Inspector (`value` as typed, or a number)."""

    do: Literal["set_stat"]
    token: Id
    key: Id
    value: Scalar


class PaintRecord(Frozen):
    """Terrain `terrain` painted on `cells`."""

    do: Literal["paint"]
    cells: Annotated[Cells, Field(min_length=1)]
    terrain: Id


class DoorRecord(Frozen):
    """The door in cell `at` opened or closed."""

    do: Literal["door"]
    at: Cell


class EdgeDoorRecord(Frozen):
    """The door on the edge `between` two cells opened or closed."""

    do: Literal["edge_door"]
    between: Annotated[tuple[Cell, Cell], Strict(False)]


#: A point in map units, as `terrain.segments` gives them.
MapPoint = Annotated[tuple[number(), number()], Strict(False)]  # type: ignore[valid-type]
#: A free wall's place in `terrain.segments`.
SegmentIndex = Annotated[int, Field(ge=0, le=1_000_000)]


class DrawSegmentRecord(Frozen):
    """A free wall of terrain `type` drawn from one map point to another (added at the list's end)."""

    model_config = ConfigDict(serialize_by_alias=True, validate_by_alias=True, validate_by_name=False)

    do: Literal["draw_segment"]
    start: MapPoint = Field(alias="from")
    end: MapPoint = Field(alias="to")
    type: Id


class MoveSegmentRecord(Frozen):
    """End `end` (0: from, 1: to) of free wall `segment` moved to the map point `to`."""

    do: Literal["move_segment"]
    segment: SegmentIndex
    end: Literal[0, 1]
    to: MapPoint


class DeleteSegmentRecord(Frozen):
    """Free wall `segment` deleted (those after it move up one place)."""

    do: Literal["delete_segment"]
    segment: SegmentIndex


class SegmentDoorRecord(Frozen):
    """The door segment `segment` opened or closed."""

    do: Literal["segment_door"]
    segment: SegmentIndex


class ZoneCellRecord(Frozen):
    """Cell `at` added to zone `zone` (`add` true) or taken out of it."""

    do: Literal["zone_cell"]
    zone: Id
    at: Cell
    add: bool


class SetOptionsRecord(Frozen):
    """House rules changed (Battle > Rules Options): ruleset option id -> its new value."""

    do: Literal["set_options"]
    options: Annotated[dict[Id, Scalar], Field(min_length=1, max_length=1000)]


class SideChoice(Frozen):
    """One side as Battle > Sides leaves it: its name, who plays it, a computer side's temperament."""

    name: Text | None = None
    played_by: Literal["person", "computer"] = "person"
    temperament: Literal["aggressive", "steady", "cautious"] = "steady"


class SetSidesRecord(Frozen):
    """Battle > Sides: each side listed with its name, who plays it and its temperament."""

    do: Literal["set_sides"]
    sides: Annotated[dict[Id, SideChoice], Field(min_length=1, max_length=1000)]


class BackgroundRecord(Frozen):
    """The picture under the map placed (as the file's `background` object) or taken away (null)."""

    do: Literal["background"]
    background: Background | None = None


class FogRecord(Frozen):
    """Fog of war on the Player View turned on (`on` true) or off."""

    do: Literal["fog"]
    on: bool


class FogSidesRecord(Frozen):
    """The fog of war shows what these sides see."""

    do: Literal["fog_sides"]
    sides: Annotated[Ids, Field(min_length=1, max_length=1000)]


class FogCellsRecord(Frozen):
    """Cells marked by hand: `reveal` (always shown), `hide` (never shown) or `clear` (as sight has them)."""

    do: Literal["fog_cells"]
    cells: Annotated[Cells, Field(min_length=1)]
    mark: Literal["reveal", "hide", "clear"]


class ResetExploredRecord(Frozen):
    """What the fog's sides saw before forgotten (what they see now stays explored)."""

    do: Literal["reset_explored"]


class PlaceTemplateRecord(Frozen):
    """An area template put on the map (the file's `templates` entry it becomes)."""

    do: Literal["place_template"]
    template: AreaTemplate


class RemoveTemplateRecord(Frozen):
    """The area template `template` (its id) taken off the map."""

    do: Literal["remove_template"]
    template: Id
class AddPinRecord(Frozen):
    """A text pin put on the map at `at` (a map point in cell units); `id` left out: the next free one."""

    do: Literal["add_pin"]
    id: Id | None = None
    at: Point
    text: NoteText
    players: bool = False


class EditPinRecord(Frozen):
    """The pin's text rewritten."""

    do: Literal["edit_pin"]
    pin: Id
    text: NoteText


class MovePinRecord(Frozen):
    """The pin dragged to `to`."""

    do: Literal["move_pin"]
    pin: Id
    to: Point


class DeletePinRecord(Frozen):
    do: Literal["delete_pin"]
    pin: Id


class PinPlayersRecord(Frozen):
    """The pin shown on the Player View (`players` true) or kept to the GM's map."""

    do: Literal["pin_players"]
    pin: Id
    players: bool


class AddDrawingRecord(Frozen):
    """A freehand stroke drawn through `points` (as kept: already simplified)."""

    do: Literal["add_drawing"]
    id: Id | None = None
    points: Annotated[tuple[Point, ...], Strict(False), Field(min_length=2, max_length=MAX_DRAWING_POINTS)]
    colour: Colour = "#e04040"
    width: number(ge=0.01, le=2) = 0.1  # type: ignore[valid-type]
    players: bool = False


class DeleteDrawingRecord(Frozen):
    do: Literal["delete_drawing"]
    drawing: Id


class DrawingPlayersRecord(Frozen):
    """The drawing shown on the Player View (`players` true) or kept to the GM's map."""

    do: Literal["drawing_players"]
    drawing: Id
    players: bool


#: Every record model, in the order SCENARIO-FORMAT.md lists them.
RECORD_MODELS = (
    MoveRecord, ActionRecord, AttackRecord, OverwatchRecord, ReactRecord, NextTurnRecord,
    NextRoundRecord, InitiativeRecord, OrderRecord, PlaceTokenRecord, DeleteTokenRecord,
    HideTokenRecord, EditTokenRecord, DuplicateTokenRecord, BringToFrontRecord, SetStatRecord,
    PaintRecord, DoorRecord, EdgeDoorRecord, ZoneCellRecord, BackgroundRecord, SetOptionsRecord,
    SetSidesRecord, GmMoveRecord, SetConditionRecord, ResetBudgetRecord, SetCountRecord,
    FogRecord, FogSidesRecord, FogCellsRecord, ResetExploredRecord,
    DrawSegmentRecord, MoveSegmentRecord, DeleteSegmentRecord, SegmentDoorRecord,
    PlaceTemplateRecord, RemoveTemplateRecord,
    AddPinRecord, EditPinRecord, MovePinRecord, DeletePinRecord, PinPlayersRecord,
    AddDrawingRecord, DeleteDrawingRecord, DrawingPlayersRecord,
)


def _at_own_fields(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    """A record's problems at its own fields (`records[3].path`, `records[3].do`), not under its kind's
    tag (`records[3].move.path`), which reads like a field named `move` that no record has."""
    try:
        return handler(value)
    except ValidationError as error:
        kind = value.get("do") if isinstance(value, dict) else None
        raise ValidationError.from_exception_data(
            error.title, [_at_field(detail, kind) for detail in error.errors(include_url=False)]) from None


def _at_field(detail: Any, kind: Any) -> Any:
    loc, found = tuple(detail["loc"]), {"type": detail["type"], "input": detail["input"]}
    if detail["type"] == "union_tag_not_found":
        return {"type": "missing", "loc": ("do",), "input": detail["input"]}
    if detail["type"] == "union_tag_invalid":
        loc, found["input"] = ("do",), kind
    elif loc and isinstance(kind, str) and loc[0] == kind:
        loc = loc[1:]
    if "ctx" in detail:
        found["ctx"] = detail["ctx"]
    return {**found, "loc": loc}


Record = Annotated[Union[RECORD_MODELS], Field(discriminator="do"),  # type: ignore[valid-type]
                   WrapValidator(_at_own_fields)]

#: Record kind (`do`) -> its model.
MODELS: dict[str, type[Frozen]] = {
    model.model_fields["do"].annotation.__args__[0]: model  # type: ignore[union-attr]
    for model in RECORD_MODELS
}
#: Every record kind, in that order.
KINDS = tuple(MODELS)
