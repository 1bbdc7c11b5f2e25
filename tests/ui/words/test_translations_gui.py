"""The real window in Simplified Chinese and in Russian: menus, costs and ruleset names as a user sees them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from battlemap.cli import main
from battlemap.ui.window.context_menu import action_texts
from battlemap.ui.window.main_window import MainWindow
from battlemap.ui.words import languages as translations
from battlemap.ui.words.languages import install_language, open_settings, store_language, stored_language

pytestmark = pytest.mark.gui
# A real popup under the offscreen platform: its notices are not faults of ours.
_popup_notices = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def language(qapp, tmp_path, monkeypatch):
    """language(code): start the app in `code` as `battlemap --lang code` does; settings in tmp_path."""
    monkeypatch.setattr(translations, "config_folder", lambda: tmp_path)
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


def _right_click_menus(mouse, cell) -> dict[str, list[str]]:
    """Right-click a cell for real; the popup's submenus by title, each with its entries."""
    seen: dict[str, list[str]] = {}

    def read_popup() -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            seen.update({a.text(): action_texts(a.menu()) for a in popup.actions() if a.menu()})
            popup.close()

    QTimer.singleShot(0, read_popup)
    point = mouse.point(cell)
    QApplication.sendEvent(mouse.viewport, QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, mouse.viewport.mapToGlobal(point)))
    return seen


def _first_menu_clicked(qtbot, window) -> str:
    """Click the menu bar's first title for real; the title of the menu that pops up."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(bar.actions()[0]).center())
    popup = QApplication.activePopupWidget()
    assert isinstance(popup, QMenu)
    title = popup.title()
    popup.close()
    return title


@_popup_notices
def test_in_simplified_chinese(language, open_window, mouse_of, qtbot):
    language("zh_CN")
    window = open_window()  # the d20 skirmish: its ruleset names things in zh-Hans
    assert [a.text() for a in window.menuBar().actions()] == ["文件(&F)", "编辑(&E)", "战斗(&B)", "视图(&V)", "帮助(&H)"]
    assert _first_menu_clicked(qtbot, window) == "文件(&F)"
    menus = _right_click_menus(mouse_of(window), (18, 3))  # Red crossbowmen
    assert "瞄准  (迅捷 ×2)" in menus["迅捷动作"]  # Aim (2 swift): the ruleset's name, our cost
    assert "攻击  (标准)" in menus["标准动作"]
    assert "从倒下中站起  (移动)" in menus["移动动作"]
    assert "借机攻击  (反应)" in menus["反应"]


@_popup_notices
def test_in_russian(language, open_window, mouse_of, qtbot):
    language("ru")
    window = open_window("fallout-alley.json")  # Fallout PnP: its ruleset names things in ru
    assert [a.text() for a in window.menuBar().actions()] == ["&Файл", "&Правка", "&Бой", "&Вид", "&Справка"]
    assert _first_menu_clicked(qtbot, window) == "&Файл"
    menus = _right_click_menus(mouse_of(window), (10, 0))  # Knight Jacobs
    assert "Отступление  (3 ОД)" in menus["Перемещение"]  # Retreat (3 AP)
    assert "Уклонение  (1 ОД из следующего хода)" in menus["Реакции"]  # Dodge (1 AP from next turn)
    assert "Оборона  (2 ОД)" in menus["Защита"]


@_popup_notices
def test_the_d20_token_menu_names_its_actions_in_russian(language, open_window, mouse_of):
    language("ru")
    window = open_window()  # the ruleset's own Russian names, with the interface's cost words
    menus = _right_click_menus(mouse_of(window), (18, 3))
    assert "Прицелиться  (быстрых: 2)" in menus["Быстрые действия"]


def test_view_language_stores_the_choice_for_the_next_start(language, open_window, tmp_path):
    language("zh_CN")
    window = open_window()
    assert window.actions["language_system"].isChecked()
    window.actions["language_ru"].trigger()
    assert window.actions["language_ru"].isChecked() and not window.actions["language_system"].isChecked()
    assert stored_language(open_settings(tmp_path)) == "ru"
    assert window.statusBar().currentMessage() == "Battlemap 下次启动时将使用Русский。"
    window.actions["language_system"].trigger()
    assert stored_language(open_settings(tmp_path)) is None
    assert window.statusBar().currentMessage() == "Battlemap 下次启动时将使用系统语言。"


def _run_battlemap(args: list[str]) -> list[str]:
    """`battlemap ARGS` for real: the menu bar titles of the window it opens, then it is closed."""
    seen: list[str] = []

    def close_windows() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.extend(a.text() for a in widget.menuBar().actions())
                widget.setWindowModified(False)
                widget.hide()
                widget.deleteLater()
        QApplication.instance().quit()

    QTimer.singleShot(200, close_windows)
    assert main(args) == 0
    return seen


@pytest.mark.parametrize(("stored", "args", "titles"), [
    (None, ["--lang", "ru"], ["&Файл", "&Правка", "&Бой", "&Вид", "&Справка"]),
    ("zh_TW", [], ["檔案(&F)", "編輯(&E)", "戰鬥(&B)", "檢視(&V)", "說明(&H)"]),
    ("zh_TW", ["--lang", "zh_CN"], ["文件(&F)", "编辑(&E)", "战斗(&B)", "视图(&V)", "帮助(&H)"]),
    ("ru", ["--lang", "en"], ["&File", "&Edit", "&Battle", "&View", "&Help"]),
], ids=["lang-option", "stored-choice", "option-beats-stored", "english-on-request"])
def test_battlemap_starts_in_the_chosen_language(qtbot, monkeypatch, tmp_path, stored, args, titles):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if stored is not None:
        store_language(open_settings(), stored)
    assert _run_battlemap(args) == titles
    assert QCoreApplication.translate("Menus", "&File") == "&File"  # the packs leave with the window


def test_battlemap_opens_with_its_own_window_icon(qtbot, monkeypatch, tmp_path):
    """The taskbar and window title show Battlemap's icon, from the same SVG the desktop file names."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    sizes: list = []
    QTimer.singleShot(150, lambda: sizes.extend(QApplication.windowIcon().availableSizes()
                                                 or [QApplication.windowIcon().actualSize(QSize(64, 64))]))
    assert _run_battlemap([]) == ["&File", "&Edit", "&Battle", "&View", "&Help"]
    assert sizes and sizes[0].width() > 0
    assert QApplication.desktopFileName() == "battlemap"
