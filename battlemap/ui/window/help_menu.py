"""Help: the keyboard and mouse reference, the README's "In the window" section, About Battlemap.

The keys are read from the window's own actions when the reference opens (each
action with a shortcut, under the menu that holds it), so the list cannot fall
behind a new entry; what the map does with the mouse and with keys that are
no menu entry (Escape, Space + drag, Shift and Ctrl while dragging) is listed
after them, in the interface language.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QMenu, QMenuBar, QMessageBox, QTableWidget, QTableWidgetItem, QTextBrowser,
    QVBoxLayout, QWidget,
)

import battlemap

translate = QCoreApplication.translate

#: What the map does with no menu entry: (what you do, what it does), context "Help".
MAP_GESTURES: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Help", "Drag a token"),
     QT_TRANSLATE_NOOP("Help", "moves it by the rules: its path, the cost and who reacts show before the drop")),
    (QT_TRANSLATE_NOOP("Help", "Shift + drag a token"), QT_TRANSLATE_NOOP("Help", "a freehand path")),
    (QT_TRANSLATE_NOOP("Help", "Ctrl + drag a token"),
     QT_TRANSLATE_NOOP("Help", "the GM's move: anywhere it can stand, no rules")),
    (QT_TRANSLATE_NOOP("Help", "Right-click a token or a cell"),
     QT_TRANSLATE_NOOP("Help", "its actions, or the cell's terrain, doors, zones and new tokens")),
    (QT_TRANSLATE_NOOP("Help", "Click a target while targeting"), QT_TRANSLATE_NOOP("Help", "rolls the attack")),
    (QT_TRANSLATE_NOOP("Help", "Ctrl + click while targeting"),
     QT_TRANSLATE_NOOP("Help", "adds or removes a further target")),
    (QT_TRANSLATE_NOOP("Help", "Escape"), QT_TRANSLATE_NOOP("Help", "cancels a drag, targeting or a drawing mode")),
    (QT_TRANSLATE_NOOP("Help", "Middle button, or Space + drag"), QT_TRANSLATE_NOOP("Help", "pans the map")),
    (QT_TRANSLATE_NOOP("Help", "Arrow keys"), QT_TRANSLATE_NOOP("Help", "pan the map")),
    (QT_TRANSLATE_NOOP("Help", "Mouse wheel"), QT_TRANSLATE_NOOP("Help", "zooms in and out")),
    (QT_TRANSLATE_NOOP("Help", "Drag a wall's end"),
     QT_TRANSLATE_NOOP("Help", "moves it, snapped to a cell corner when near one")),
    (QT_TRANSLATE_NOOP("Help", "Click a wall"), QT_TRANSLATE_NOOP("Help", "selects it (Delete deletes it)")),
    (QT_TRANSLATE_NOOP("Help", "Delete"), QT_TRANSLATE_NOOP("Help", "deletes the selected token or wall")),
    (QT_TRANSLATE_NOOP("Help", "Drag while aligning the background"),
     QT_TRANSLATE_NOOP("Help", "moves the picture; after Scale by Two Points, drops a point of it on a grid corner")),
    (QT_TRANSLATE_NOOP("Help", "Enter while aligning the background"),
     QT_TRANSLATE_NOOP("Help", "keeps the picture where it is (Escape puts it back)")),
)


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str, str]]:
    """Every entry of the menus that has a shortcut: (menu path, entry, keys), in menu order."""
    found: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{path} > {_plain(action.text())}")
            elif not action.isSeparator() and action.shortcuts():
                keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
                found.append((path, _plain(action.text()), keys))

    for action in bar.actions():
        if action.menu() is not None:
            walk(action.menu(), _plain(action.text()))
    return found


def _plain(text: str) -> str:
    """A menu text without its mnemonic ("&File" -> "File", "文件(&F)" -> "文件")."""
    return re.sub(r"\(&\w\)|&(?=\S)", "", text).replace("...", "").strip()


class KeysDialog(QDialog):
    """Help > Keyboard and Mouse: the menu shortcuts, read from the menus, and the map's gestures."""

    def __init__(self, bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keys_dialog")
        self.setWindowTitle(translate("Help", "Keyboard and Mouse"))
        rows = [(keys, f"{path} > {entry}") for path, entry, keys in menu_shortcuts(bar)]
        rows += [(translate("Help", what), translate("Help", does)) for what, does in MAP_GESTURES]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([translate("Help", "Keys or mouse"), translate("Help", "What it does")])
        for row, (keys, does) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(does))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 620)

    def texts(self) -> list[tuple[str, str]]:
        """The rows as shown (tests read them)."""
        return [(self.table.item(r, 0).text(), self.table.item(r, 1).text()) for r in range(self.table.rowCount())]


def readme_text() -> str:
    """The README: the source checkout's file, else the installed package's description."""
    checkout = Path(battlemap.__file__).resolve().parent.parent / "README.md"
    if checkout.is_file():
        return checkout.read_text(encoding="utf-8")
    from importlib import metadata  # only when Help is asked and no checkout is there: never at start

    try:
        return metadata.metadata("battlemap").get_payload() or ""  # type: ignore[attr-defined]
    except (metadata.PackageNotFoundError, AttributeError):
        return ""


def window_section(readme: str) -> str:
    """The README's "In the window" section (its heading included), or "" when there is none."""
    found = re.search(r"^## In the window\n.*?(?=^## |\Z)", readme, re.S | re.M)
    return found.group(0) if found else ""


class ReadmeDialog(QDialog):
    """Help > In the Window: the README's section on using the window (the README is in English)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readme_dialog")
        self.setWindowTitle(translate("Help", "In the Window (README)"))
        self.browser = QTextBrowser(self)
        section = window_section(readme_text())
        if section:
            self.browser.setMarkdown(section)
        else:
            self.browser.setPlainText(translate("Help", "The README is not installed with this copy of Battlemap."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(820, 680)


def about_text() -> str:
    return translate(
        "Help", "<b>Battlemap {version}</b><p>A battle map that knows the rules: GURPS 4e, the Year Zero "
        "Engine, d20 mass combat and a Fallout d100 ruleset, judged at every step of a move.</p>"
        "<p>MIT licence. Qt {qt} through PySide6. The bundled Chinese font is a subset of Noto Sans CJK "
        "(SIL Open Font Licence).</p>").format(version=battlemap.__version__, qt=pyside_version)


def add_help_menu(bar: QMenuBar, parent: QWidget, named: dict[str, QAction]) -> QMenu:
    """Help at the menu bar's end: Keyboard and Mouse (F1), In the Window, About Battlemap."""
    menu = bar.addMenu(translate("Menus", "&Help"))
    keys = menu.addAction(translate("Menus", "&Keyboard and Mouse..."))
    keys.setShortcut(QKeySequence.StandardKey.HelpContents)
    keys.triggered.connect(lambda: _shown(parent, KeysDialog(bar, parent)))
    readme = menu.addAction(translate("Menus", "&In the Window (README)..."))
    readme.triggered.connect(lambda: _shown(parent, ReadmeDialog(parent)))
    menu.addSeparator()
    about = menu.addAction(translate("Menus", "&About Battlemap"))
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(lambda: QMessageBox.about(parent, translate("Help", "About Battlemap"), about_text()))
    named.update(help_keys=keys, help_readme=readme, help_about=about)
    return menu


def _shown(parent: QWidget, dialog: QDialog) -> QDialog:
    """Open `dialog` without blocking, kept on the parent so tests and the GM can reach it."""
    dialog.finished.connect(dialog.deleteLater)
    parent.help_dialog = dialog  # type: ignore[attr-defined]
    dialog.open()
    return dialog


