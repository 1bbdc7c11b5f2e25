"""The computer plays its side in the window: step by step with its reasons in the log; the
player sets its pace, plays a step by hand, or takes the turn over with Escape."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.ui_helpers import make_active

BRIDGE = "d20-bridge.json"  # red is the computer's (the file's sides.red.played_by)


def _active(window, qtbot):
    """The window has the keyboard, as on a desktop (shortcuts go to the active window)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _pace(window, pace: str) -> None:
    window.actions[f"computer_pace_{pace}"].trigger()


def test_a_computer_turn_plays_itself_with_its_reasons_in_the_log(open_window, qtbot):
    window = open_window(BRIDGE)
    _pace(window, "fast")
    first = len(window.log_dock.lines())
    make_active(window, "r-xbow")
    # The crossbowmen's turn plays without a click and passes to the next token.
    qtbot.waitUntil(lambda: window.state.combat.active != "r-xbow", timeout=15000)
    lines = window.log_dock.lines()[first:]
    assert any("Red crossbowmen" in line and "%" in line for line in lines), lines
    assert window.state.combat.active == "b-spear"
    assert "computer" not in window.statusBar().currentMessage()  # its turn is over: its message too
    assert window.undo_stack.count() >= 3  # each step one undoable command, as a person's


def test_step_by_step_waits_for_play_one_step(open_window, qtbot):
    window = _active(open_window(BRIDGE), qtbot)
    _pace(window, "step")
    make_active(window, "r-xbow")
    qtbot.wait(300)
    assert window.state.combat.active == "r-xbow" and window.actions["computer_step"].isEnabled()
    before = window.undo_stack.count()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.undo_stack.count() == before + 1  # exactly one step


def test_escape_takes_the_turn_over(open_window, qtbot):
    window = _active(open_window(BRIDGE), qtbot)
    _pace(window, "slow")
    make_active(window, "r-xbow")
    assert window.actions["computer_take_over"].isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.actions["computer_take_over"].isEnabled()
    assert "You play this turn" in window.statusBar().currentMessage()
    before = window.undo_stack.count()
    qtbot.wait(2500)  # longer than the slow pace: nothing is played for the person
    assert window.undo_stack.count() == before and window.state.combat.active == "r-xbow"
    # The person ends the turn; the computer's next token plays again by itself.
    _pace(window, "fast")
    window.actions["next_turn"].trigger()
    make_active(window, "r-spear")
    qtbot.waitUntil(lambda: window.state.combat.active != "r-spear", timeout=15000)


def test_a_side_played_by_people_never_moves_alone(open_window, qtbot):
    window = open_window("d20-skirmish.json")  # every side a person's
    _pace(window, "fast")
    make_active(window, "r-xbow")
    before = window.undo_stack.count()
    qtbot.wait(400)
    assert window.undo_stack.count() == before and not window.actions["computer_step"].isEnabled()


def test_the_toolbar_step_button_plays_one_step(open_window, qtbot):
    window = open_window(BRIDGE)
    _pace(window, "step")
    make_active(window, "r-xbow")
    step = window.actions["computer_step"]
    button = window.actions.measure.toolbar.widgetForAction(step)
    assert button is not None and button.isEnabled()
    before = window.undo_stack.count()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.undo_stack.count() == before + 1
