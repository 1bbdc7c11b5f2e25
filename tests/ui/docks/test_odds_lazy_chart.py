"""The Odds dock builds its chart (and imports pyqtgraph) only when it is first shown."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.window.context_menu import find_action

pytestmark = pytest.mark.gui


def test_the_odds_dock_charts_the_attack_once_targeting_shows_it(open_window, mouse_of):
    window = open_window()
    assert window.odds.chart is None  # behind the Inspector's tab: nothing charted yet
    window.document.select("r-xbow")
    cell = window.state.grid.from_offset(4, 11)
    find_action(window.context_menu(cell), "Attack Blue knights with Red crossbowmen...").trigger()
    mouse_of(window).move((8, 9), buttons=Qt.MouseButton.NoButton)  # hover Blue swordsmen
    assert window.odds.isVisible() and window.odds.chance_text == "50 %"
    distribution = window.odds.explanation.distribution
    bars = window.odds.bars.opts
    assert list(bars["x"]) == list(distribution.outcomes())
    assert window.odds.chart.plot.isVisible()
    hits = [x for x, brush in zip(bars["x"], bars["brushes"]) if brush.color().name() == "#2e9a4b"]
    assert sum(float(distribution[x]) for x in hits) == pytest.approx(0.5)


def test_raising_the_odds_tab_shows_its_empty_chart(open_window, qtbot):
    window = open_window()
    window.odds.raise_()
    qtbot.waitUntil(lambda: window.odds.chart is not None)
    assert window.odds.chart.plot.isVisible() and window.odds.bars is None


_BUILD_THE_WINDOW = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from battlemap.document.battle import BattleDocument
    from battlemap.document.recent import RecentFiles
    from battlemap.ui.window.app import build_window
    window = build_window(BattleDocument.open(None), RecentFiles())
    window.show()
    app.processEvents()
    print("after the window:", "pyqtgraph" in sys.modules)
    window.odds.raise_()
    app.processEvents()
    print("after the Odds dock:", "pyqtgraph" in sys.modules)
""")


def test_pyqtgraph_waits_for_the_odds_dock(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", _BUILD_THE_WINDOW], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["after the window: False", "after the Odds dock: True"]


def test_with_no_line_of_fire_the_dock_says_so_and_what_a_bar_means(open_window, tmp_path):
    """A wall between them: no formula to roll, the dock says there is no line of fire."""
    from battlemap.engine.attacks.explain import explain_attack
    from tests.ui.ui_helpers import write_scenario

    rows = [".....", "..#..", "....."]
    tokens = [{"id": "a", "name": "Red archers", "side": "red", "at": [0, 1], "template": "archers"},
              {"id": "b", "name": "Blue spearmen", "side": "blue", "at": [4, 1], "template": "spearmen"}]
    window = open_window(path=write_scenario(tmp_path, "wall", "d20-mass", rows, tokens))
    explanation = explain_attack(window.state, "a", "b")
    assert not explanation.line_of_fire.clear
    window.odds.show_explanation(explanation)
    assert window.odds.roll.text() == "No line of fire: full cover between them."
    assert "green bars hit" in window.odds.legend.text()
