"""In the window: Next Turn lets waiting reactions lapse (undo offers them again); Save keeps them out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.document.battle import BattleDocument
from tests.ui.ui_helpers import CORRIDOR, write_scenario

pytestmark = pytest.mark.gui

OFFER = "Red spearmen: an opportunity attack on Blue knights at 2,1"


@pytest.fixture
def provoked(open_window, mouse_of, tmp_path):
    """The knights rode past the spearmen (d20 corridor): their opportunity attack waits in the dock."""
    window = open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))
    mouse_of(window).drag([(1, 1), (2, 1), (3, 1)])
    assert window.reactions.lines() == [OFFER]
    return window


@pytest.mark.parametrize("button", ["next_turn", "next_round"], ids=["next-turn", "next-round"])
def test_next_turn_lets_the_offer_lapse_and_undo_offers_it_again(provoked, qtbot, button):
    lines = len(provoked.log_dock.lines())
    qtbot.mouseClick(getattr(provoked.turns, button), Qt.MouseButton.LeftButton)
    assert provoked.reactions.lines() == []
    assert provoked.reactions.empty_label.isVisibleTo(provoked.reactions)
    assert provoked.log_dock.lines()[lines] == f"[round 1] {OFFER}: lapsed"
    qtbot.keyClick(provoked, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert provoked.reactions.lines() == [OFFER] and len(provoked.log_dock.lines()) == lines


def test_an_offer_waiting_at_a_save_is_on_offer_again_after_reopening(provoked, tmp_path, qtbot):
    target = tmp_path / "saved.json"
    assert provoked.files.save_to(target)
    assert not any("lapses" in line for line in provoked.log_dock.lines())
    assert provoked.reactions.lines() == [OFFER]
    qtbot.mouseClick(provoked.reactions.rows[0].roll_button, Qt.MouseButton.LeftButton)
    assert provoked.reactions.lines() == []
    provoked.set_document(BattleDocument.open(target))  # the journal kept it on offer
    assert provoked.reactions.lines() == [OFFER] and provoked.state.token("knights").cell == (
        provoked.state.grid.from_offset(3, 1))
