"""A command builder's arguments as its journal record (schema/records.py).

Cells become offset `[col, row]` pairs, as the file and `preview --path`
write them; picture paths stay as the document holds them (absolute) until
the journal is written, where `for_folder` makes them relative to the file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from battlemap.document.background import Background
from battlemap.document.token_edit import TokenEdit
from battlemap.document.token_pictures import file_reference
from battlemap.engine.battle.actions import Action
from battlemap.grid import Cell, Edge, Grid
from battlemap.engine.areas.templates import AreaTemplate, template_document
from battlemap.schema.templates import AreaTemplate as TemplateEntry

if TYPE_CHECKING:  # the annotations' record types; the models load with the first record
    from battlemap.schema import records


def _records():
    """schema/records.py, imported on the first record made: a battle without a journal
    command (the app's start) never builds its models (schema/journal_records.py)."""
    from battlemap.schema import records

    return records


def warm_up() -> None:
    """Build the record models and their file reader and writer now, so that the first
    command's record (or autosave) finds them built: the window calls this once, soon
    after its first paint, while the map is being looked at."""
    from battlemap.schema.journal_records import records_adapter

    records_adapter()


def offset(grid: Grid, cell: Cell) -> tuple[int, int]:
    return tuple(grid.to_offset(cell))  # type: ignore[return-value]


def offsets(grid: Grid, cells: Iterable[Cell]) -> tuple[tuple[int, int], ...]:
    return tuple(offset(grid, c) for c in cells)


def move(grid: Grid, token: str, path: Sequence[Cell]) -> records.MoveRecord:
    return _records().MoveRecord(do="move", token=token, path=offsets(grid, path))


def gm_move(grid: Grid, token: str, cell: Cell) -> records.GmMoveRecord:
    return _records().GmMoveRecord(do="gm_move", token=token, to=offset(grid, cell))


def set_condition(token: str, condition: str, on: bool) -> records.SetConditionRecord:
    return _records().SetConditionRecord(do="set_condition", token=token, condition=condition, on=on)


def set_count(token: str, key: str, value: object) -> records.SetCountRecord:
    return _records().SetCountRecord(do="set_count", token=token, key=key, value=value)


def reset_budget(token: str) -> records.ResetBudgetRecord:
    return _records().ResetBudgetRecord(do="reset_budget", token=token)


def action(grid: Grid, played: Action) -> records.ActionRecord:
    return _records().ActionRecord(
        do="action", token=played.actor, action=played.id,
        targets=(played.target,) if played.target is not None else (),
        cell=offset(grid, played.cell) if played.cell is not None else None,
        path=offsets(grid, played.path), options=dict(played.options),
    )


def attack(attacker: str, target: str, attack_action: str | None = None) -> records.AttackRecord:
    return _records().AttackRecord(do="attack", token=attacker, target=target, attack=attack_action)


def overwatch(grid: Grid, action_id: str, watcher: str, toward: Cell, arc: float,
              options: Iterable[tuple[str, object]]) -> records.OverwatchRecord:
    return _records().OverwatchRecord(do="overwatch", token=watcher, action=action_id, toward=offset(grid, toward),
                           arc=arc, options=dict(options))


def react(index: int, roll: bool) -> records.ReactRecord:
    return _records().ReactRecord(do="react", offer=index, roll=roll)


def next_turn() -> records.NextTurnRecord:
    return _records().NextTurnRecord(do="next_turn")


def next_round() -> records.NextRoundRecord:
    return _records().NextRoundRecord(do="next_round")


def initiative() -> records.InitiativeRecord:
    return _records().InitiativeRecord(do="initiative")


def order(ids: Sequence[str]) -> records.OrderRecord:
    return _records().OrderRecord(do="order", order=tuple(ids))


def place_token(grid: Grid, template: str, cell: Cell, side: str, name: str | None) -> records.PlaceTokenRecord:
    return _records().PlaceTokenRecord(do="place_token", template=template, at=offset(grid, cell), side=side, name=name)


def delete_token(token: str) -> records.DeleteTokenRecord:
    return _records().DeleteTokenRecord(do="delete_token", token=token)


def hide_token(token: str, hidden: bool) -> records.HideTokenRecord:
    return _records().HideTokenRecord(do="hide_token", token=token, hidden=hidden)


def edit_token(token: str, edit: TokenEdit) -> records.EditTokenRecord:
    return _records().EditTokenRecord(do="edit_token", token=token, name=edit.name, side=edit.side, count=edit.count,
                           posture=edit.posture, facing=edit.facing, hidden=edit.hidden, image=edit.image,
                           label=edit.label)


def duplicate_token(token: str) -> records.DuplicateTokenRecord:
    return _records().DuplicateTokenRecord(do="duplicate_token", token=token)


def bring_to_front(token: str) -> records.BringToFrontRecord:
    return _records().BringToFrontRecord(do="bring_to_front", token=token)


def set_stat(token: str, key: str, value: object) -> records.SetStatRecord:
    return _records().SetStatRecord(do="set_stat", token=token, key=key, value=value)


def paint(grid: Grid, cells: Iterable[Cell], terrain: str) -> records.PaintRecord:
    return _records().PaintRecord(do="paint", cells=offsets(grid, cells), terrain=terrain)


def door(grid: Grid, cell: Cell) -> records.DoorRecord:
    return _records().DoorRecord(do="door", at=offset(grid, cell))


def edge_door(grid: Grid, edge: Edge) -> records.EdgeDoorRecord:
    return _records().EdgeDoorRecord(do="edge_door", between=(offset(grid, edge.a), offset(grid, edge.b)))


def draw_segment(start: tuple[float, float], end: tuple[float, float], terrain: str) -> records.DrawSegmentRecord:
    return _records().DrawSegmentRecord.model_validate(
        {"do": "draw_segment", "from": list(start), "to": list(end), "type": terrain}, strict=False)


def move_segment(index: int, end: int, point: tuple[float, float]) -> records.MoveSegmentRecord:
    return _records().MoveSegmentRecord(do="move_segment", segment=index, end=end, to=tuple(point))


def delete_segment(index: int) -> records.DeleteSegmentRecord:
    return _records().DeleteSegmentRecord(do="delete_segment", segment=index)


def segment_door(index: int) -> records.SegmentDoorRecord:
    return _records().SegmentDoorRecord(do="segment_door", segment=index)


def zone_cell(grid: Grid, zone: str, cell: Cell, add: bool) -> records.ZoneCellRecord:
    return _records().ZoneCellRecord(do="zone_cell", zone=zone, at=offset(grid, cell), add=add)


def set_sides(sides) -> records.SetSidesRecord:
    """Battle > Sides' record: every side listed, as the dialog left it."""
    records = _records()
    return records.SetSidesRecord(do="set_sides", sides={
        side: records.SideChoice(name=entry.name, played_by=entry.played_by, temperament=entry.temperament)
        for side, entry in sides.items()})


def set_options(changes: Mapping[str, object]) -> records.SetOptionsRecord:
    return _records().SetOptionsRecord(do="set_options", options=dict(changes))


def fog(on: bool) -> records.FogRecord:
    return _records().FogRecord(do="fog", on=on)


def fog_sides(sides: Sequence[str]) -> records.FogSidesRecord:
    return _records().FogSidesRecord(do="fog_sides", sides=tuple(sides))


def fog_cells(grid: Grid, cells: Iterable[Cell], mark: str) -> records.FogCellsRecord:
    return _records().FogCellsRecord(do="fog_cells", cells=offsets(grid, cells), mark=mark)


def reset_explored() -> records.ResetExploredRecord:
    return _records().ResetExploredRecord(do="reset_explored")


def add_pin(pin) -> records.AddPinRecord:
    return _records().AddPinRecord(do="add_pin", id=pin.id, at=pin.at, text=pin.text, players=pin.players)


def edit_pin(pin_id: str, text: str) -> records.EditPinRecord:
    return _records().EditPinRecord(do="edit_pin", pin=pin_id, text=text)


def move_pin(pin_id: str, to) -> records.MovePinRecord:
    return _records().MovePinRecord(do="move_pin", pin=pin_id, to=tuple(to))


def delete_pin(pin_id: str) -> records.DeletePinRecord:
    return _records().DeletePinRecord(do="delete_pin", pin=pin_id)


def pin_players(pin_id: str, players: bool) -> records.PinPlayersRecord:
    return _records().PinPlayersRecord(do="pin_players", pin=pin_id, players=players)


def add_drawing(drawing) -> records.AddDrawingRecord:
    return _records().AddDrawingRecord(do="add_drawing", id=drawing.id, points=drawing.points, colour=drawing.colour,
                            width=drawing.width, players=drawing.players)


def delete_drawing(drawing_id: str) -> records.DeleteDrawingRecord:
    return _records().DeleteDrawingRecord(do="delete_drawing", drawing=drawing_id)


def drawing_players(drawing_id: str, players: bool) -> records.DrawingPlayersRecord:
    return _records().DrawingPlayersRecord(do="drawing_players", drawing=drawing_id, players=players)


def background(picture: Background | None) -> records.BackgroundRecord:
    entry = picture.file_entry(None) if picture is not None else None
    return _records().BackgroundRecord.model_validate({"do": "background", "background": entry}, strict=False)


def as_json(record: records.Record) -> dict[str, Any]:
    """The record as the file writes it (fields left at their defaults left out)."""
    return record.model_dump(mode="json", exclude_defaults=True) | {"do": record.do}


def for_folder(record: records.Record, folder: Any) -> records.Record:
    """`record` as a file saved in `folder` writes it: picture paths relative to that folder."""
    if isinstance(record, _records().BackgroundRecord) and record.background is not None:
        entry = record.background
        return record.model_copy(update={"background": entry.model_copy(
            update={"path": file_reference(entry.path, folder)})})
    if isinstance(record, _records().EditTokenRecord) and record.image is not None:
        return record.model_copy(update={"image": file_reference(record.image, folder)})
    return record


def options_of(record: records.ActionRecord | records.OverwatchRecord) -> tuple[tuple[str, object], ...]:
    """The record's options as an action holds them (sorted key, value pairs)."""
    options: Mapping[str, object] = record.options
    return tuple(sorted(options.items()))


def place_template(grid: Grid, template: AreaTemplate) -> records.PlaceTemplateRecord:
    entry = TemplateEntry.model_validate(template_document(template, grid), strict=False)
    return _records().PlaceTemplateRecord(do="place_template", template=entry)


def remove_template(template_id: str) -> records.RemoveTemplateRecord:
    return _records().RemoveTemplateRecord(do="remove_template", template=template_id)
