"""The bundled samples in the interface language, in the real window: the default start in Russian
reads Russian names on the map, in the Turn Order and in the banner; File > New > From a sample
opens a sample in Traditional Chinese; a user's own file stays as written."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap import resources
from battlemap.document.recent import RecentFiles
from battlemap.ui.dialogs.new_battle import NewBattleDialog
from battlemap.ui.window.app import first_battle
from battlemap.ui.window.main_window import MainWindow
from battlemap.ui.words.languages import install_language

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]


@pytest.fixture
def speaking(qapp):
    """speaking(code): the interface language put in place as run_app does (taken away after)."""
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for language in reversed(installed):
        language.remove(qapp)


@pytest.fixture
def window_on(qtbot, tmp_path):
    def _open(document) -> MainWindow:
        window = MainWindow(document, RecentFiles(tmp_path / "config"))
        qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
        window.resize(1600, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit_map()
        return window

    return _open


def test_the_default_start_in_russian_reads_russian_names(speaking, window_on):
    speaking("ru")
    window = window_on(first_battle(None, "ru"))
    labels = {token_id: item.label for token_id, item in window.scene.token_items.items()}
    assert labels["b-arch"] == "СЛ" and labels["r-xbow"] == "КА" and labels["b-spear"] == "СК"
    rows = [window.turns.list.item(i).text() for i in range(window.turns.list.count())]
    assert any("Синие лучники" in row for row in rows) and any("Красные арбалетчики" in row for row in rows)
    assert not any("Blue" in row or "Red" in row for row in rows)
    assert window.view.turn_banner.text().startswith("Раунд 1 · Синие лучники (Синие)\n")
    assert window.windowTitle().startswith("Стычка у брода")
    assert window.notes.text.toPlainText().startswith("Синие удерживают хутор")


def test_file_new_from_a_sample_opens_it_in_traditional_chinese(speaking, window_on, qtbot):
    speaking("zh_TW")
    window = window_on(first_battle(None, "zh_TW"))
    seen = []

    def choose():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewBattleDialog):
            return
        seen.append([dialog.samples.item(i).text() for i in range(dialog.samples.count())])
        # On the radio button's circle: the button stretches across the form, its text does not.
        qtbot.mouseClick(dialog.sample, Qt.MouseButton.LeftButton, pos=QPoint(6, dialog.sample.height() // 2))
        barn = dialog.samples.findItems("鹽沼的穀倉（區域）", Qt.MatchFlag.MatchExactly)[0]
        dialog.samples.scrollToItem(barn)
        qtbot.mouseClick(dialog.samples.viewport(), Qt.MouseButton.LeftButton,
                         pos=dialog.samples.visualItemRect(barn).center())
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, choose)
    window.actions["new"].trigger()
    assert seen and "鹽沼的穀倉（區域）" in seen[0] and "渡口遭遇戰" in seen[0]
    state = window.state
    assert window.document.name == "鹽沼的穀倉（區域）", (window.document.name, seen)
    assert [zone.name for zone in state.zones][2] == "穀倉（黑暗）"
    assert window.scene.token_items["pickup"].label == "皮卡"
    assert "斥候" in window.view.turn_banner.text() and "紅方" in window.view.turn_banner.text()
    assert window.document.path is None  # Save asks where


def test_a_users_own_copy_of_a_sample_stays_english(speaking, window_on, tmp_path):
    speaking("ru")
    copy = tmp_path / "gurps-duel.json"
    shutil.copy(resources.scenario_file("gurps-duel.json"), copy)
    window = window_on(first_battle(str(copy), "ru"))
    assert window.state.token("ysolde").name == "Ysolde"
    assert window.scene.token_items["ysolde"].label == "Ys"
