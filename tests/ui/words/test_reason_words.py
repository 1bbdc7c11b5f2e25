"""A greyed action's reason names postures and conditions in the interface language, not by their ids."""

from __future__ import annotations

import pytest

from battlemap.ui.window.context_menu import find_action
from tests.ui.words.test_translations_gui import language  # noqa: F401 (fixture)

pytestmark = pytest.mark.gui


def test_the_reason_a_stand_up_is_greyed_names_the_postures_in_russian(language, open_window):  # noqa: F811
    language("ru")
    window = open_window()  # d20 skirmish: the crossbowmen at 18,3 stand
    cell = window.state.grid.from_offset(18, 3)
    stand_up = find_action(window.context_menu(cell), "Действия перемещения", "Встать  (перемещение)")
    assert not stand_up.isEnabled()
    tip = stand_up.toolTip()
    assert "Лёжа" in tip and "prone" not in tip and "standing" not in tip
