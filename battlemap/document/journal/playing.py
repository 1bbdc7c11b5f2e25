"""A journal record played on a battle: the same command its builder made, or why not.

`play(document, record)` calls the document's own builder for the record's
kind, so a record played from a file, a script or a computer side is judged
exactly like the gesture that made it (the path walked again, the action's
requirements checked, the dice drawn from the battle's stream). A refusal
says which field of the record is at fault (`RecordRefused.field`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from battlemap.document.background import Background
from battlemap.document.commands import Command, Rejected
from battlemap.document.journal.recording import options_of
from battlemap.document.token_edit import TokenEdit
from battlemap.document.token_pictures import resolved
from battlemap.engine.battle.actions import Action
from battlemap.grid import Cell, Edge
from battlemap.schema.records import (
    ActionRecord, AttackRecord, BackgroundRecord, BringToFrontRecord, DeleteTokenRecord, DoorRecord,
    DuplicateTokenRecord, EdgeDoorRecord, EditTokenRecord, FogCellsRecord, FogRecord, FogSidesRecord,
    GmMoveRecord, HideTokenRecord, InitiativeRecord, MoveRecord,
    NextRoundRecord, NextTurnRecord, OrderRecord, OverwatchRecord, PaintRecord, PlaceTokenRecord, ReactRecord,
    Record, ResetBudgetRecord, ResetExploredRecord, SetConditionRecord, SetCountRecord, SetOptionsRecord, SetStatRecord,
    ZoneCellRecord, DrawSegmentRecord, MoveSegmentRecord, DeleteSegmentRecord, SegmentDoorRecord,
    ZoneCellRecord, PlaceTemplateRecord, RemoveTemplateRecord,
)
from battlemap.engine.areas.templates import template_of
from battlemap.engine.battle.state import SideState
from battlemap.schema.records import SetSidesRecord
from battlemap.schema.records import (
    AddDrawingRecord, AddPinRecord, DeleteDrawingRecord, DeletePinRecord, DrawingPlayersRecord, EditPinRecord,
    MovePinRecord, PinPlayersRecord,
)

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument


@dataclass(frozen=True)
class RecordRefused:
    """Why a record does not play: the field at fault (`token`, `path`, `offer`...) and the reasons."""

    field: str
    rejected: Rejected


def play(document: BattleDocument, record: Record) -> Command | RecordRefused:
    """The command `record` makes on `document` now (not applied), or why it makes none."""
    for key in ("token", "target"):
        token = getattr(record, key, None)
        if token is not None and not document.state.has_token(token):
            return RecordRefused(key, Rejected.of("unknown_token", token=token))
    result = _PLAYERS[type(record)](document, record)
    if isinstance(result, Command):
        return _explained(document, record, result)
    return RecordRefused(_field_of(record, result), result)


def _explained(document: BattleDocument, record: Record, command: Command) -> Command:
    """A computer side's step played again with its reason: the record's `why` kept on the
    command's record and worded as the log's first line (document/computer_why.py)."""
    if getattr(record, "why", None) is None or command.record is None:
        return command
    from battlemap.document.computer_why import why_line, with_why

    line = why_line(document.state, record)
    if line is None:
        return replace(command, record=command.record.model_copy(update={"why": record.why}))
    return with_why(document.state, command, line, record.why)


def _field_of(record: Record, rejected: Rejected) -> str:
    """The record field a refusal points at: the kind's main field, unless a reason names another."""
    for reason in rejected.reasons:
        if reason.code == "unknown_token" and hasattr(record, "token"):
            return "token"
    return _MAIN_FIELD.get(type(record), "do")


def _cell(document: BattleDocument, offset: tuple[int, int]) -> Cell:
    return document.state.grid.from_offset(*offset)


def _cells(document: BattleDocument, offsets) -> tuple[Cell, ...]:
    return tuple(_cell(document, o) for o in offsets)


# --- one player per kind ---------------------------------------------------------------
def _move(document: BattleDocument, record: MoveRecord) -> Command | Rejected:
    return document.move_command(record.token, _cells(document, record.path))


def _action(document: BattleDocument, record: ActionRecord) -> Command | Rejected:
    action = Action(record.action, record.token, target=record.targets[0] if record.targets else None,
                    cell=_cell(document, record.cell) if record.cell is not None else None,
                    path=_cells(document, record.path), options=options_of(record))
    return document.action_command(action)


def _attack(document: BattleDocument, record: AttackRecord) -> Command | Rejected:
    return document.attack_command(record.token, record.target, record.attack)


def _overwatch(document: BattleDocument, record: OverwatchRecord) -> Command | Rejected:
    return document.overwatch_command(record.action, record.token, _cell(document, record.toward),
                                      float(record.arc), options=options_of(record))


def _react(document: BattleDocument, record: ReactRecord) -> Command | Rejected:
    pending = document.pending_reactions
    if record.offer is not None:
        if record.offer >= len(pending):
            return Rejected.of("no_such_reaction", offer=record.offer, pending=len(pending))
        offer = pending[record.offer]
    else:
        found = [o for o in pending if (record.who is None or o.reaction.by == record.who)
                 and (record.kind is None or o.reaction.kind == record.kind)]
        if not found:
            return Rejected.of("no_such_reaction", who=record.who, kind=record.kind, pending=len(pending))
        offer = found[0]
    if record.roll:
        return document.roll_reaction_command(offer)
    return document.skip_reaction_command(offer)


def _place(document: BattleDocument, record: PlaceTokenRecord) -> Command | Rejected:
    return document.place_token_command(record.template, _cell(document, record.at), record.side,
                                        name=record.name)


def _edit(document: BattleDocument, record: EditTokenRecord) -> Command | Rejected:
    image = resolved(record.image, document.folder) if record.image is not None else None
    edit = TokenEdit(record.name, record.side, record.count, record.posture, record.facing, record.hidden,
                     image, record.label)
    return document.edit_token_command(record.token, edit)


def _stat(document: BattleDocument, record: SetStatRecord) -> Command | Rejected:
    value = record.value
    text = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return document.set_stat_command(record.token, record.key, text)


def _edge_door(document: BattleDocument, record: EdgeDoorRecord) -> Command | Rejected:
    a, b = (_cell(document, c) for c in record.between)
    return document.toggle_edge_door_command(Edge.of(a, b))


def _background(document: BattleDocument, record: BackgroundRecord) -> Command | Rejected:
    return document.background_command(Background.from_file(record.background, document.folder))


_PLAYERS: dict[type, Callable[[BattleDocument, Record], Command | Rejected]] = {
    MoveRecord: _move,
    GmMoveRecord: lambda d, r: d.gm_move_command(r.token, _cell(d, r.to)),
    SetConditionRecord: lambda d, r: d.set_condition_command(r.token, r.condition, r.on),
    ResetBudgetRecord: lambda d, r: d.reset_budget_command(r.token),
    SetCountRecord: lambda d, r: d.set_count_command(r.token, r.key, str(r.value)),
    ActionRecord: _action,
    AttackRecord: _attack,
    OverwatchRecord: _overwatch,
    ReactRecord: _react,
    NextTurnRecord: lambda d, r: d.next_turn_command(),
    NextRoundRecord: lambda d, r: d.next_round_command(),
    InitiativeRecord: lambda d, r: d.initiative_command(),
    OrderRecord: lambda d, r: d.set_order_command(r.order),
    PlaceTokenRecord: _place,
    DeleteTokenRecord: lambda d, r: d.delete_token_command(r.token),
    HideTokenRecord: lambda d, r: d.set_hidden_command(r.token, r.hidden),
    EditTokenRecord: _edit,
    DuplicateTokenRecord: lambda d, r: d.duplicate_token_command(r.token),
    BringToFrontRecord: lambda d, r: d.bring_to_front_command(r.token),
    SetStatRecord: _stat,
    PaintRecord: lambda d, r: d.paint_terrain_command(_cells(d, r.cells), r.terrain),
    DoorRecord: lambda d, r: d.toggle_door_command(_cell(d, r.at)),
    EdgeDoorRecord: _edge_door,
    DrawSegmentRecord: lambda d, r: d.draw_segment_command(tuple(r.start), tuple(r.end), r.type),
    MoveSegmentRecord: lambda d, r: d.move_segment_end_command(r.segment, r.end, tuple(r.to)),
    DeleteSegmentRecord: lambda d, r: d.delete_segment_command(r.segment),
    SegmentDoorRecord: lambda d, r: d.toggle_segment_door_command(r.segment),
    ZoneCellRecord: lambda d, r: d.zone_cell_command(r.zone, _cell(d, r.at), add=r.add),
    BackgroundRecord: _background,
    SetOptionsRecord: lambda d, r: d.set_options_command(r.options),
    SetSidesRecord: lambda d, r: d.set_sides_command({
        side: SideState(side, c.name, c.played_by, c.temperament) for side, c in r.sides.items()}),
    FogRecord: lambda d, r: d.set_fog_command(r.on),
    FogSidesRecord: lambda d, r: d.set_fog_sides_command(r.sides),
    FogCellsRecord: lambda d, r: d.fog_cells_command(_cells(d, r.cells), r.mark),
    ResetExploredRecord: lambda d, r: d.reset_explored_command(),
    PlaceTemplateRecord: lambda d, r: d.place_template_command(template_of(r.template, d.state.grid)),
    RemoveTemplateRecord: lambda d, r: d.remove_template_command(r.template),
    AddPinRecord: lambda d, r: d.add_pin_command(r.at, r.text, players=r.players, pin_id=r.id),
    EditPinRecord: lambda d, r: d.edit_pin_command(r.pin, r.text),
    MovePinRecord: lambda d, r: d.move_pin_command(r.pin, r.to),
    DeletePinRecord: lambda d, r: d.delete_pin_command(r.pin),
    PinPlayersRecord: lambda d, r: d.pin_players_command(r.pin, r.players),
    AddDrawingRecord: lambda d, r: d.add_drawing_command(r.points, colour=r.colour, width=float(r.width),
                                                         players=r.players, drawing_id=r.id),
    DeleteDrawingRecord: lambda d, r: d.delete_drawing_command(r.drawing),
    DrawingPlayersRecord: lambda d, r: d.drawing_players_command(r.drawing, r.players),
}

#: The field a refusal of each kind points at when no reason names another.
_MAIN_FIELD: dict[type, str] = {
    MoveRecord: "path", GmMoveRecord: "to", SetConditionRecord: "condition", ResetBudgetRecord: "token",
    SetCountRecord: "value", ActionRecord: "action", AttackRecord: "target", OverwatchRecord: "toward",
    ReactRecord: "offer", OrderRecord: "order", PlaceTokenRecord: "at", EditTokenRecord: "token",
    SetStatRecord: "value", PaintRecord: "cells", DoorRecord: "at", EdgeDoorRecord: "between",
    ZoneCellRecord: "zone", BackgroundRecord: "background", SetOptionsRecord: "options", SetSidesRecord: "sides",
    FogRecord: "on", FogSidesRecord: "sides", FogCellsRecord: "cells",
    PlaceTemplateRecord: "template", RemoveTemplateRecord: "template",
    AddPinRecord: "at", EditPinRecord: "pin", MovePinRecord: "to", DeletePinRecord: "pin", PinPlayersRecord: "pin",
    AddDrawingRecord: "points", DeleteDrawingRecord: "drawing", DrawingPlayersRecord: "drawing",
}
