"""Notes on the map in the real window: pins added from the right-click menu, dragged, edited and
undone; strokes drawn in View > Draw on the Map; GM-only notes never on the Player View."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.ui.dialogs.note import NoteDialog
from battlemap.ui.map.note_items import GM_FLAG, PLAYERS_FLAG
from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.map.render_helpers import close, colour_at, hidden_scout_file
from tests.ui.ui_helpers import close_to, render

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]

#: Where a pin's flag is solid colour, from its foot (cells): clear of the pole and the GM badge.
FLAG = (0.14, -0.46)


def _answer_note(text: str, players: bool = False) -> None:
    """When the note dialog opens, type `text` (and tick Show to players) and press OK."""
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NoteDialog)
        dialog.edit.setPlainText(text)
        dialog.players_box.setChecked(players)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, fill)


def _scene_point(window, at, offset=(0.0, 0.0)):
    layout = window.scene.layout
    return (layout.origin[0] + layout.size * (at[0] + offset[0]),
            layout.origin[1] + layout.size * (at[1] + offset[1]))


def _view_point(window, at, offset=(0.0, 0.0)):
    return window.view.mapFromScene(QPointF(*_scene_point(window, at, offset)))


def _menu_at(window, at, offset=(0.0, 0.0)):
    point = _scene_point(window, at, offset)
    cell = window.scene.layout.cell_at(*point)
    return window.context_menu(cell, point)


def _flag_colour(window, at):
    return render(window).pixelColor(_view_point(window, at, FLAG))


def test_add_a_note_from_the_menu_see_it_drag_it_edit_it_and_undo(open_window, mouse_of):
    window = open_window()
    mouse = mouse_of(window)
    ground = _flag_colour(window, (13.5, 12.5))
    _answer_note("Pit trap\nDC 15 to spot")
    find_action(_menu_at(window, (13.5, 12.5)), "Add Note Here...").trigger()
    pin = window.state.map_notes.pins[0]
    assert (pin.at, pin.text, pin.players) == ((13.5, 12.5), "Pit trap\nDC 15 to spot", False)
    item = window.scene.notes.pins[pin.id]
    assert item.toolTip() == "Pit trap\nDC 15 to spot" and not item.label.isVisible()
    assert close_to(_flag_colour(window, (13.5, 12.5)), GM_FLAG) and not close_to(ground, GM_FLAG)
    # Dragged by its flag, two cells right: the pin moves, the token under nothing moves.
    tokens = window.state.tokens
    mouse.press_point(_view_point(window, pin.at, FLAG))
    mouse.move_to_point(_view_point(window, (14.5, 12.5), FLAG), buttons=Qt.MouseButton.LeftButton)
    mouse.move_to_point(_view_point(window, (15.5, 12.5), FLAG), buttons=Qt.MouseButton.LeftButton)
    mouse.release_point(_view_point(window, (15.5, 12.5), FLAG))
    moved = window.state.map_notes.pin(pin.id)
    assert abs(moved.at[0] - 15.5) < 0.05 and abs(moved.at[1] - 12.5) < 0.05
    assert window.state.tokens == tokens
    assert close_to(_flag_colour(window, moved.at), GM_FLAG)
    # Edit Note... from its own right-click menu.
    menu = _menu_at(window, moved.at, FLAG)
    assert action_texts(menu)[:3] == ["Edit Note...", "Show to Players", "Delete Note"]
    _answer_note("No trap after all")
    find_action(menu, "Edit Note...").trigger()
    assert window.state.map_notes.pin(pin.id).text == "No trap after all"
    assert window.scene.notes.pins[pin.id].toolTip() == "No trap after all"
    assert window.undo_stack.undoText() == "Edit note"
    window.undo_stack.undo()
    assert window.state.map_notes.pin(pin.id).text == "Pit trap\nDC 15 to spot"
    window.undo_stack.undo()
    assert window.state.map_notes.pin(pin.id).at == (13.5, 12.5)
    window.undo_stack.undo()
    assert window.state.map_notes.pins == () and window.scene.notes.pins == {}


def test_hovering_a_pin_shows_its_first_line(open_window, qtbot):
    window = open_window()
    window.push(window.document.add_pin_command((13.5, 12.5), "Pit trap\nDC 15 to spot"))
    item = window.scene.notes.pins["pin-1"]
    words = item.label.childItems()[0].text()
    assert words == "Pit trap"
    qtbot.mouseMove(window.view.viewport(), _view_point(window, (13.5, 12.5), FLAG))
    qtbot.waitUntil(item.label.isVisible, timeout=2000)


def test_draw_a_stroke_in_the_mode_and_undo_takes_it_away(open_window, mouse_of, qtbot):
    window = open_window()
    window.windowHandle().requestActivate()  # shortcuts go to the active window, as on a desktop
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    mouse = mouse_of(window)
    before = render(window).pixelColor(mouse.point((14, 12)))
    find_action(window.menuBar(), "&View", "Drawing &Colour", "Blue").trigger()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.actions["draw"].isChecked() and window.controller.mode is not None
    mouse.drag([(12, 12), (13, 12), (14, 12), (15, 12), (16, 12)])
    drawing = window.state.map_notes.drawings[0]
    assert drawing.colour == "#3060f0" and not drawing.players
    # A straight drag keeps its two ends only (the simplification), through the cell centres.
    assert len(drawing.points) == 2
    assert all(abs(a - b) < 0.05 for point, want in zip(drawing.points, ((12.5, 12.5), (16.5, 12.5)))
               for a, b in zip(point, want))
    assert close_to(render(window).pixelColor(mouse.point((14, 12))), "#3060f0", 40)
    assert window.state.tokens == window.document.state.tokens
    mouse.drag([(12, 10), (14, 11)])
    assert len(window.state.map_notes.drawings) == 2
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None and not window.actions["draw"].isChecked()
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert window.state.map_notes.drawings == ()
    assert close_to(render(window).pixelColor(mouse.point((14, 12))), before, 8)


def test_draw_on_the_map_has_the_d_key(open_window):
    window = open_window()
    assert window.actions["draw"].shortcut() == QKeySequence("D")


def test_a_gm_only_note_is_absent_from_the_player_view_until_shown(open_window, qtbot):
    window = open_window()
    document = window.document
    window.push(document.add_pin_command((13.5, 12.5), "Ambush here"))
    window.push(document.add_drawing_command([(2, 14.5), (8, 14.5)], width=0.5))
    player = window.show_player_view()
    qtbot.waitExposed(player)
    notes = player.map_scene().notes
    assert notes.pins == {} and notes.drawings == {}
    menu = _menu_at(window, (5, 14.5))
    assert action_texts(menu)[:2] == ["Show to Players", "Delete Drawing"]
    find_action(menu, "Show to Players").trigger()
    find_action(_menu_at(window, (13.5, 12.5), FLAG), "Show to Players").trigger()
    assert set(notes.pins) == {"pin-1"} and set(notes.drawings) == {"drawing-1"}
    assert notes.pins["pin-1"].toolTip() == "Ambush here"
    find_action(_menu_at(window, (13.5, 12.5), FLAG), "Hide from Players").trigger()
    assert notes.pins == {}
    window.undo_stack.undo()
    assert set(notes.pins) == {"pin-1"}
    find_action(_menu_at(window, (13.5, 12.5), FLAG), "Delete Note").trigger()
    assert notes.pins == {} and window.scene.notes.pins == {}


def _noted_ambush(folder):
    """The hidden-scout field with a GM-only stroke along row 0 and pin at (4, 1), and shown ones
    along row 3 and at (4, 3); each pin's flag is solid over its cell's centre."""
    path = hidden_scout_file(folder)
    document = BattleDocument.open(path)
    foot = (-FLAG[0], -FLAG[1])
    for make in (
        lambda: document.add_drawing_command([(0.1, 0.5), (3.9, 0.5)], colour="#3060f0", width=0.5),
        lambda: document.add_drawing_command([(0.1, 3.5), (3.9, 3.5)], colour="#3060f0", width=0.5,
                                             players=True),
        lambda: document.add_pin_command((4.5 + foot[0], 1.5 + foot[1]), "GM only"),
        lambda: document.add_pin_command((4.5 + foot[0], 3.5 + foot[1]), "For all", players=True),
    ):
        document.apply(make())
    document.save(path)
    return path, document.state.grid


def test_render_draws_gm_notes_on_the_gm_view_only_and_shown_ones_on_both(qapp, tmp_path):
    from PySide6.QtGui import QColor, QImage

    path, grid = _noted_ambush(tmp_path)
    gm_png, player_png = tmp_path / "gm.png", tmp_path / "player.png"
    assert main(["render", str(path), "--view", "gm", "--out", str(gm_png)]) == 0
    assert main(["render", str(path), "--view", "player", "--out", str(player_png)]) == 0
    gm, player = QImage(str(gm_png)), QImage(str(player_png))
    ground = colour_at(player, grid, 5, 0, offset=0)
    blue, violet, yellow = QColor("#3060f0"), QColor(GM_FLAG), QColor(PLAYERS_FLAG)
    for col in (1, 2):  # the GM's stroke (dashed: a dash lies on these centres or the next)
        assert close(colour_at(player, grid, col, 0, offset=0), ground)
    assert any(close(colour_at(gm, grid, col, 0, offset=0), blue, 30) for col in (0, 1, 2, 3))
    for col in (1, 2):  # the players' stroke
        assert close(colour_at(gm, grid, col, 3, offset=0), blue, 30)
        assert close(colour_at(player, grid, col, 3, offset=0), blue, 30)
    assert close(colour_at(gm, grid, 4, 1, offset=0), violet, 30)
    assert close(colour_at(player, grid, 4, 1, offset=0), ground)
    assert close(colour_at(gm, grid, 4, 3, offset=0), yellow, 30)
    assert close(colour_at(player, grid, 4, 3, offset=0), yellow, 30)
