"""The GM's notes on the map as undoable commands: pins and drawings added, changed, removed.

Each builder returns the state after as a `Command` (its record is stamped by
the document); points are map points in cell units (`engine/battle/map_notes`),
kept to four decimals so the file writes back exactly what the battle holds.
Nothing is logged: a note is the GM's own, and the log is read aloud at the table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import part, phrase
from battlemap.document.strokes import rounded
from battlemap.engine.battle.map_notes import Drawing, MapNotes, Pin, Point
from battlemap.engine.battle.state import BattleState
from battlemap.schema.limits import MAX_DRAWING_POINTS, MAX_DRAWINGS, MAX_NOTE_POINTS, MAX_PINS
from battlemap.schema.map_notes import COLOUR_PATTERN, MAX_NOTE_TEXT
from battlemap.schema.note_checks import map_extent

#: What the Edit menu calls these steps (translated there, as the log's phrases are).
ADD_PIN = phrase("Add note")
EDIT_PIN = phrase("Edit note")
MOVE_PIN = phrase("Move note")
DELETE_PIN = phrase("Delete note")
SHOW_PIN = phrase("Show note to players")
HIDE_PIN = phrase("Hide note from players")
ADD_DRAWING = phrase("Draw on the map")
DELETE_DRAWING = phrase("Delete drawing")
SHOW_DRAWING = phrase("Show drawing to players")
HIDE_DRAWING = phrase("Hide drawing from players")


def on_map(state: BattleState, point: Sequence[float]) -> bool:
    grid = state.grid
    width, height = map_extent(grid.kind, grid.orientation, grid.cols, grid.rows)
    return 0 <= point[0] <= width and 0 <= point[1] <= height


def _with(state: BattleState, notes: MapNotes) -> BattleState:
    return replace(state, map_notes=notes)


def _text_refused(text: str) -> Rejected | None:
    if not text.strip():
        return Rejected.of("empty_note")
    if len(text) > MAX_NOTE_TEXT:
        return Rejected.of("note_too_long", most=MAX_NOTE_TEXT)
    return None


def _id_refused(notes: MapNotes, note_id: str) -> Rejected | None:
    if notes.pin(note_id) is not None or notes.drawing(note_id) is not None:
        return Rejected.of("duplicate_note", note=note_id)
    return None


def add_pin_command(state: BattleState, at: Sequence[float], text: str, *, players: bool = False,
                    pin_id: str | None = None) -> Command | Rejected:
    """A pin with `text` at map point `at` (a new id unless `pin_id` is given)."""
    notes = state.map_notes
    if not on_map(state, at):
        return Rejected.of("note_off_map")
    refused = _text_refused(text) or (_id_refused(notes, pin_id) if pin_id else None)
    if refused is not None:
        return refused
    if len(notes.pins) >= MAX_PINS:
        return Rejected.of("too_many_notes", most=MAX_PINS)
    pin = Pin(pin_id or notes.free_id("pin"), rounded(at), text, players)
    return Command(part(ADD_PIN), state, _with(state, notes.with_pin(pin)))


def _pin_change(state: BattleState, pin_id: str, title: str, **changes) -> Command | Rejected:
    pin = state.map_notes.pin(pin_id)
    if pin is None:
        return Rejected.of("unknown_note", note=pin_id)
    changed = replace(pin, **changes)
    if changed == pin:
        return Rejected.of("no_change")
    return Command(part(title), state, _with(state, state.map_notes.with_pin(changed)))


def edit_pin_command(state: BattleState, pin_id: str, text: str) -> Command | Rejected:
    refused = _text_refused(text)
    return refused or _pin_change(state, pin_id, EDIT_PIN, text=text)


def move_pin_command(state: BattleState, pin_id: str, to: Sequence[float]) -> Command | Rejected:
    if not on_map(state, to):
        return Rejected.of("note_off_map")
    return _pin_change(state, pin_id, MOVE_PIN, at=rounded(to))


def pin_players_command(state: BattleState, pin_id: str, players: bool) -> Command | Rejected:
    return _pin_change(state, pin_id, SHOW_PIN if players else HIDE_PIN, players=players)


def delete_pin_command(state: BattleState, pin_id: str) -> Command | Rejected:
    if state.map_notes.pin(pin_id) is None:
        return Rejected.of("unknown_note", note=pin_id)
    return Command(part(DELETE_PIN), state, _with(state, state.map_notes.without_pin(pin_id)))


def add_drawing_command(state: BattleState, points: Sequence[Point], *, colour: str = "#e04040",
                        width: float = 0.1, players: bool = False,
                        drawing_id: str | None = None) -> Command | Rejected:
    """A stroke through `points` (already simplified: see `strokes.Stroke`)."""
    notes = state.map_notes
    kept = tuple(rounded(p) for p in points)
    if len(kept) < 2:
        return Rejected.of("stroke_too_short")
    if len(kept) > MAX_DRAWING_POINTS:
        return Rejected.of("stroke_too_long", most=MAX_DRAWING_POINTS)
    off = next((p for p in kept if not on_map(state, p)), None)
    if off is not None:
        return Rejected.of("note_off_map")
    if not re.fullmatch(COLOUR_PATTERN, colour) or not 0.01 <= width <= 2:
        raise ValueError(f"a stroke needs a #rrggbb colour and a width of 0.01 to 2 cells: {colour!r}, {width!r}")
    refused = _id_refused(notes, drawing_id) if drawing_id else None
    if refused is not None:
        return refused
    total = sum(len(d.points) for d in notes.drawings) + len(kept)
    if len(notes.drawings) >= MAX_DRAWINGS or total > MAX_NOTE_POINTS:
        return Rejected.of("too_many_notes", most=MAX_DRAWINGS)
    drawing = Drawing(drawing_id or notes.free_id("drawing"), kept, colour, float(width), players)
    return Command(part(ADD_DRAWING), state, _with(state, notes.with_drawing(drawing)))


def drawing_players_command(state: BattleState, drawing_id: str, players: bool) -> Command | Rejected:
    drawing = state.map_notes.drawing(drawing_id)
    if drawing is None:
        return Rejected.of("unknown_note", note=drawing_id)
    if drawing.players == players:
        return Rejected.of("no_change")
    notes = state.map_notes.with_drawing(replace(drawing, players=players))
    return Command(part(SHOW_DRAWING if players else HIDE_DRAWING), state, _with(state, notes))


def delete_drawing_command(state: BattleState, drawing_id: str) -> Command | Rejected:
    if state.map_notes.drawing(drawing_id) is None:
        return Rejected.of("unknown_note", note=drawing_id)
    return Command(part(DELETE_DRAWING), state, _with(state, state.map_notes.without_drawing(drawing_id)))
