"""Area templates on the real window: place and turn with the mouse, the covered tokens listed,
shown to players or not, removed from the right-click menu, undone, saved and reopened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.engine.areas.templates import AreaTemplate
from battlemap.grid import Cell
from battlemap.ui.dialogs.area_template import AreaTemplateDialog
from battlemap.ui.modes.template_place import TemplatePlaceMode
from battlemap.ui.window.context_menu import action_texts, find_action

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]

#: A 75 ft cone (three 25 ft squares), 90 degrees wide, kept off the Player View.
CONE = AreaTemplate("", "cone", Cell(0, 0), 75, angle=90)


def _place_cone(window, mouse, toward=(8, 6), choice=CONE):
    mode = window.actions.measure.place_template(choice)
    assert isinstance(window.controller.mode, TemplatePlaceMode)
    mouse.move((11, 6), buttons=Qt.MouseButton.NoButton)
    mouse.press((11, 6))  # the origin
    mouse.release((11, 6))
    mouse.move((14, 6), buttons=Qt.MouseButton.NoButton)  # turned east: the red spearmen
    assert "Red spearmen" in window.statusBar().currentMessage()
    mouse.move(toward, buttons=Qt.MouseButton.NoButton)  # turned west
    status = window.statusBar().currentMessage()
    mouse.press(toward)
    mouse.release(toward)
    return mode, status


def test_place_and_turn_a_cone_lists_who_it_covers(open_window, mouse_of):
    window = open_window()
    mouse = mouse_of(window)
    _, status = _place_cone(window, mouse)
    assert "Blue spearmen" in status and "Red spearmen" not in status
    assert window.controller.mode is None
    (template,) = window.state.templates
    assert (template.shape, template.origin, template.toward, template.size) == ("cone", Cell(11, 6), Cell(8, 6), 75)
    assert window.log_dock.lines()[-1] == "[round 1] Cone of 75 ft placed at 11,6: 10 cells, covering Blue spearmen"
    drawing = window.scene.templates.drawings[template]
    assert window.state.grid.index(Cell(8, 6)) in drawing.covered and drawing.outline.isVisible()


def test_remove_from_the_right_click_menu_and_undo(open_window, mouse_of):
    window = open_window()
    _place_cone(window, mouse_of(window))
    menu = window.context_menu(Cell(9, 6))
    assert "Remove Template: Cone 75 ft at 11,6" in action_texts(menu)
    find_action(menu, "Remove Template: Cone 75 ft at 11,6").trigger()
    assert window.state.templates == () and window.scene.templates.ids() == ()
    window.undo_stack.undo()
    assert window.scene.templates.ids() == ("t1",)
    window.undo_stack.undo()
    assert window.state.templates == ()


def test_the_player_view_shows_only_templates_shown_to_players(open_window, mouse_of):
    window = open_window()
    players = window.show_player_view()
    mouse = mouse_of(window)
    _place_cone(window, mouse)
    window.actions.measure.place_template(AreaTemplate("", "circle", Cell(0, 0), 25, show_players=True))
    mouse.move((3, 3), buttons=Qt.MouseButton.NoButton)
    mouse.press((3, 3))
    mouse.release((3, 3))
    assert [t.shape for t in window.state.templates] == ["cone", "circle"]
    assert window.scene.templates.ids() == ("t1", "t2")
    assert players.map_scene().templates.ids() == ("t2",)
    window.close_player_view()


def test_saved_and_reopened_the_template_is_back(open_window, mouse_of, tmp_path):
    window = open_window()
    _place_cone(window, mouse_of(window))
    target = tmp_path / "cone.json"
    assert window.files.save_to(target)
    assert window.files.open_path(target)
    (template,) = window.state.templates
    assert (template.id, template.origin, template.toward) == ("t1", Cell(11, 6), Cell(8, 6))
    assert window.scene.templates.ids() == ("t1",)
    window.undo_stack.undo()  # the journal came back with it: the placing is a step to undo
    assert window.state.templates == ()


def test_escape_places_nothing(open_window, mouse_of, qtbot):
    window = open_window()
    mouse = mouse_of(window)
    window.actions.measure.place_template(CONE)
    mouse.move((11, 6), buttons=Qt.MouseButton.NoButton)
    mouse.press((11, 6))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None and window.state.templates == ()
    assert not window.undo_stack.canUndo()


def test_the_dialog_offers_the_angle_for_a_cone_and_the_width_for_a_line(open_window, qtbot):
    window = open_window()
    dialog = AreaTemplateDialog(window.state, parent=window)
    qtbot.addWidget(dialog)
    assert dialog.angle.value() == 90 and dialog.width.value() == 25  # 90 degrees, one cell
    dialog.shape.setCurrentIndex(dialog.shape.findData("line"))
    assert dialog.form.isRowVisible(dialog.width) and not dialog.form.isRowVisible(dialog.angle)
    dialog.size.setValue(100)
    dialog.players.setChecked(True)
    choice = dialog.choice()
    assert (choice.shape, choice.size, choice.width, choice.angle, choice.show_players) == ("line", 100, 25, None, True)
    assert window.actions["place_template"].shortcut().toString() == "T"
