"""The GM's notes in the window's menus: View > Draw on the Map and its colours, and the
right-click entries of a pin, a drawing and a point on the map.

Right-click on a pin: Edit Note..., Show to Players / Hide from Players,
Delete Note; on a drawing: Show to Players / Hide from Players, Delete
Drawing; anywhere on the map: Add Note Here... Entries are translated in
the context "ContextMenu", the View menu's in "Menus".
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from battlemap.document.strokes import drawing_at, pin_at, rounded
from battlemap.ui.modes.notes import PIN_REACH, SWATCHES, DrawMode, NotesWindow, map_point

translate = QCoreApplication.translate
#: How near (cells) a right-click must be to a stroke to offer its entries.
STROKE_REACH = 0.15


class NoteMenuWindow(NotesWindow, Protocol):
    def add_note(self, at: tuple[float, float]) -> bool: ...

    def edit_note(self, pin_id: str) -> bool: ...

    def start_drawing(self) -> DrawMode: ...


def swatch_names() -> dict[str, str]:
    """Swatch name -> the menu's word for it."""
    return {"red": translate("Menus", "Red"), "blue": translate("Menus", "Blue"),
            "green": translate("Menus", "Green"), "yellow": translate("Menus", "Yellow"),
            "black": translate("Menus", "Black"), "white": translate("Menus", "White")}


def add_notes_menu(window, menu: QMenu, named: dict[str, QAction]) -> None:
    """View > Draw on the Map (D) and View > Drawing Colour (the swatches, one checked)."""
    draw = QAction(translate("Menus", "&Draw on the Map"), window.window())
    draw.setShortcut(QKeySequence("D"))
    draw.setCheckable(True)
    draw.triggered.connect(lambda on: window.start_drawing() if on else window.controller.cancel())
    menu.addAction(draw)
    named["draw"] = draw
    colours = menu.addMenu(translate("Menus", "Drawing &Colour"))
    group = QActionGroup(colours)
    words = swatch_names()
    for index, (name, colour) in enumerate(SWATCHES):
        action = QAction(words[name], colours)
        action.setCheckable(True)
        action.setChecked(index == 0)
        action.setData(colour)
        group.addAction(action)
        colours.addAction(action)
        named[f"colour_{name}"] = action
    window.drawing_colours = group


def add_note_entries(window: NoteMenuWindow, menu: QMenu, point: tuple[float, float] | None) -> None:
    """The entries of the pin or drawing under `point` (a scene point), first in the menu."""
    if point is None:
        return
    scene = window.view.map_scene()
    at = map_point(scene.layout, QPointF(*point))
    notes, document = scene.state.map_notes, window.document
    pin = pin_at(notes, at, PIN_REACH) or pin_at(notes, (at[0] - 0.16, at[1] + 0.45), PIN_REACH)
    drawing = None if pin is not None else drawing_at(notes, at, STROKE_REACH)
    if pin is not None:
        _add(menu, translate("ContextMenu", "Edit Note..."), lambda: window.edit_note(pin.id))
        _players_entry(window, menu, pin.players, lambda on: document.pin_players_command(pin.id, on))
        _add(menu, translate("ContextMenu", "Delete Note"),
             lambda: window.push(document.delete_pin_command(pin.id)))
        menu.addSeparator()
    elif drawing is not None:
        _players_entry(window, menu, drawing.players,
                       lambda on: document.drawing_players_command(drawing.id, on))
        _add(menu, translate("ContextMenu", "Delete Drawing"),
             lambda: window.push(document.delete_drawing_command(drawing.id)))
        menu.addSeparator()


def add_note_here(window: NoteMenuWindow, menu: QMenu, point: tuple[float, float] | None) -> None:
    """Add Note Here...: a pin where the right-click was (`point`: a scene point)."""
    if point is None:
        return
    at = rounded(map_point(window.view.map_scene().layout, QPointF(*point)))
    _add(menu, translate("ContextMenu", "Add Note Here..."), lambda: window.add_note(at))


def _players_entry(window: NoteMenuWindow, menu: QMenu, shown: bool, command) -> None:
    if shown:
        _add(menu, translate("ContextMenu", "Hide from Players"), lambda: window.push(command(False)))
    else:
        _add(menu, translate("ContextMenu", "Show to Players"), lambda: window.push(command(True)))


def _add(menu: QMenu, text: str, slot) -> QAction:
    action = QAction(text, menu)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action
