"""No English reaches the window in another language: every sample, played for a few turns, read
back from what the widgets show (menus and their tips, docks, trees, lists, the log, the status
bar, the turn banner, the undo entries, the map's labels and tooltips, the dialogs), not from the
packs.

What may stay English is what the user or the scenario typed (token, zone and side names, the
notes, which a language's sample translation replaces when the window opens a sample), proper
names (Battlemap, GURPS, Fallout PnP, Year Zero Engine), key names (Ctrl+Home) and the
language menu's own "English". Anything else of three Latin letters or more is a string that
missed its translation, and the test names it with the widget it was found in.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QDockWidget, QGraphicsSimpleTextItem, QGraphicsTextItem, QGroupBox,
    QLabel, QLineEdit, QListView, QMenu, QPlainTextEdit, QTabBar, QTableView, QTextEdit, QTreeView,
)

from battlemap import resources
from battlemap.document.action_options import asked_fields
from battlemap.document.commands import Command
from battlemap.ui.dialogs.background import BackgroundDialog
from battlemap.ui.dialogs.new_battle import NewBattleDialog
from battlemap.ui.dialogs.options import OptionsDialog
from battlemap.ui.dialogs.rule_options import RuleOptionsDialog
from battlemap.ui.dialogs.screen_width import ScreenWidthDialog
from battlemap.ui.dialogs.token import TokenDialog
from battlemap.ui.window.context_menu import map_menu
from battlemap.ui.map.token_labels import map_labels
from battlemap.ui.words import languages as translations
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.names import localized

pytestmark = pytest.mark.gui
_popup_notices = pytest.mark.qt_log_ignore("This plugin does not support")

SAMPLES = ("d20-skirmish.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json")
LANGUAGES = ("ru", "zh_CN", "zh_TW")
#: Names that read the same in every language, and key names as Qt writes them.
PROPER = frozenset({
    "Battlemap", "GURPS", "Fallout", "PnP", "Year", "Zero", "Engine", "English", "Ctrl", "Shift",
    "Alt", "Home", "End", "Esc", "Del", "Space", "Enter", "Return", "Tab", "Backspace", "Ins",
    "PgUp", "PgDown", "Left", "Right", "Up", "Down", "SPECIAL", "SRD", "RULES", "README",
})
#: Fields of the battle and ruleset files a rule's description names, spelt as the file spells them
#: (the GM types them there).
FILE_FIELDS = frozenset({"unsuitable", "suited", "carried", "blast_radius", "extra_hits", "seconds"})
_WORD = re.compile(r"[A-Za-z][A-Za-z_]{2,}")
#: A projector as the system names it (the width dialog says which screen it measures).
SCREEN = "HDMI-1"


@pytest.fixture
def language(qapp, tmp_path, monkeypatch):
    """language(code): the app in `code`, as `battlemap --lang code` starts it."""
    monkeypatch.setattr(translations, "config_folder", lambda: tmp_path)
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


def shown_text(label: QLabel) -> str:
    """What a label shows: a rich-text label's words, not its markup (`<p style=...>`)."""
    text = label.text()
    if label.textFormat() == Qt.TextFormat.PlainText or not GuiQt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


class Reader:
    """Every text the window shows, each with where it was seen."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def note(self, where: str, text: str | None) -> None:
        if text:
            self.seen.setdefault(text, where)

    def window(self, window, tag: str) -> None:
        for label in window.findChildren(QLabel):
            self.note(f"{tag} label", shown_text(label))
            self.note(f"{tag} tooltip", label.toolTip())
        for button in window.findChildren(QAbstractButton):
            self.note(f"{tag} button", button.text())
            self.note(f"{tag} tooltip", button.toolTip())
        for dock in window.findChildren(QDockWidget):
            self.note(f"{tag} dock title", dock.windowTitle())
        for group in window.findChildren(QGroupBox):
            self.note(f"{tag} group", group.title())
        for bar in window.findChildren(QTabBar):
            for i in range(bar.count()):
                self.note(f"{tag} tab", bar.tabText(i))
        for box in window.findChildren(QComboBox):
            for i in range(box.count()):
                self.note(f"{tag} list", box.itemText(i))
        for edit in window.findChildren(QTextEdit) + window.findChildren(QPlainTextEdit):
            self.note(f"{tag} text", edit.toPlainText())
        for view in window.findChildren(QTreeView) + window.findChildren(QListView) + window.findChildren(QTableView):
            self.model(view, f"{tag} {type(view).__name__}")
        for action in window.menuBar().actions():
            if action.menu():
                self.menu(action.menu(), f"{tag} menu {action.text()}")
        self.note(f"{tag} status bar", window.statusBar().currentMessage())

    def widget(self, widget, tag: str) -> None:
        """A dialog: its title and every label, button, list and text in it."""
        self.note(f"{tag} title", widget.windowTitle())
        for label in widget.findChildren(QLabel):
            self.note(f"{tag} label", shown_text(label))
            self.note(f"{tag} tooltip", label.toolTip())
        for button in widget.findChildren(QAbstractButton):
            self.note(f"{tag} button", button.text())
            self.note(f"{tag} tooltip", button.toolTip())
        for box in widget.findChildren(QComboBox):
            for i in range(box.count()):
                self.note(f"{tag} list", box.itemText(i))
        for edit in widget.findChildren(QLineEdit):
            self.note(f"{tag} hint", edit.placeholderText())
            self.note(f"{tag} tooltip", edit.toolTip())
        for group in widget.findChildren(QGroupBox):
            self.note(f"{tag} group", group.title())

    def scene(self, window, tag: str) -> None:
        """What the map draws in words: labels, badges, banners and their tooltips."""
        for item in window.view.scene().items():
            self.note(f"{tag} map tooltip", item.toolTip())
            if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
                text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
                self.note(f"{tag} map text", text)

    def model(self, view, where: str) -> None:
        model = view.model()
        if model is None:
            return

        def rows(parent: QModelIndex, depth: int) -> None:
            try:
                columns = model.columnCount(parent)
            except TypeError:  # a list's model keeps columnCount private: one column
                columns = 1
            for r in range(model.rowCount(parent)):
                for c in range(columns):
                    index = model.index(r, c, parent)
                    self.note(where, str(model.data(index) or ""))
                    self.note(f"{where} tooltip", str(model.data(index, Qt.ItemDataRole.ToolTipRole) or ""))
                    if c == 0 and depth < 3:
                        rows(index, depth + 1)

        rows(QModelIndex(), 0)

    def menu(self, menu: QMenu, where: str) -> None:
        menu.aboutToShow.emit()  # menus filled as they open
        for action in menu.actions():
            self.note(where, action.text())
            if action.toolTip() != action.text().replace("&", ""):
                self.note(f"{where} tooltip", action.toolTip())
            if action.menu():
                self.menu(action.menu(), f"{where} > {action.text()}")


def _played(window, qapp, turns: int = 5) -> None:
    """A few turns as a GM plays them: the active token attacks an enemy, reactions are rolled."""
    document = window.document
    for _ in range(turns):
        state = document.state
        active = state.combat.active
        if active and state.has_token(active):
            side = state.token(active).side
            for enemy in [t.id for t in state.tokens if t.side != side]:
                result = document.attack_command(active, enemy)
                if isinstance(result, Command):
                    window.push(result)
                    for offer in document.pending_reactions:
                        rolled = document.roll_reaction_command(offer)
                        if isinstance(rolled, Command):
                            window.push(rolled)
                    break
        turn = document.next_turn_command()
        if isinstance(turn, Command):
            window.push(turn)
        qapp.processEvents()


def _dialogs(window, reader: Reader, tag: str) -> None:
    """The dialogs a GM opens on this battle: each token's Edit and every action's option form,
    the rules options, New Battle, the background and the projector's width."""
    state = window.document.state
    dialogs = [(f"{tag} rules options", RuleOptionsDialog(state, window)),
               (f"{tag} new battle", NewBattleDialog(window)),
               (f"{tag} background", BackgroundDialog(None, window)),
               (f"{tag} screen width", ScreenWidthDialog(SCREEN, 1920, None, parent=window))]
    for token in state.tokens:
        dialogs.append((f"{tag} edit {token.id}", TokenDialog(window.document, token.id, window)))
        for action_id in state.ruleset.actions:
            fields = asked_fields(state, token.id, action_id)
            if fields:
                title = localized(state.ruleset.actions[action_id].names, action_id)
                dialogs.append((f"{tag} {action_id} form", OptionsDialog(title, fields, window)))
    for where, dialog in dialogs:
        reader.widget(dialog, where)
        dialog.deleteLater()


def _typed(window) -> list[str]:
    """What the scenario's author typed, longest first: it may stay in the file's language."""
    state = window.document.state
    typed = {t.name for t in state.tokens} | {t.side for t in state.tokens}
    typed |= {state.side_name(t.side) for t in state.tokens}
    typed |= {item.item for item in state.items} | {item.id for item in state.items}  # an item that is no weapon has no name but its id
    typed |= {z.name for z in state.zones} | {window.document.name}
    notes = window.document.opened.scenario.notes
    typed |= {notes.strip()} if notes else set()
    typed |= {entry.name for entry in resources.scenario_files()}  # the sample files by name
    typed |= set(map_labels(state).values()) | {SCREEN}  # labels made of the names; the screen's own name
    return sorted((t for t in typed if t), key=len, reverse=True)


def _english(text: str, typed: list[str]) -> list[str]:
    for words in typed:  # whole words only: a label "DM" is no part of "README"
        text = re.sub(rf"(?<![A-Za-z]){re.escape(words)}(?![A-Za-z])", " ", text)
    return [w for w in _WORD.findall(text) if w not in PROPER and w not in FILE_FIELDS]


@_popup_notices
@pytest.mark.parametrize("code", LANGUAGES)
def test_no_english_reaches_the_window(language, open_window, qapp, code):
    language(code)
    reader = Reader()
    typed_everywhere: list[str] = []
    for sample in SAMPLES:
        window = open_window(sample)
        window.resize(1600, 1000)
        reader.window(window, sample)
        _dialogs(window, reader, sample)
        for token in window.document.state.tokens:
            reader.menu(map_menu(window, token.cell), f"{sample} token menu {token.id}")
            window.document.select(token.id)
            qapp.processEvents()
            reader.window(window, f"{sample} selected {token.id}")
            reader.scene(window, f"{sample} selected {token.id}")
        _played(window, qapp)
        reader.window(window, f"{sample} played")
        reader.scene(window, f"{sample} played")
        typed_everywhere += _typed(window)
    typed = sorted(set(typed_everywhere), key=len, reverse=True)
    english = {text: (where, words) for text, where in reader.seen.items()
               if (words := _english(text, typed))}
    assert english == {}, "\n".join(f"{where}: {text!r} ({', '.join(words)})"
                                    for text, (where, words) in sorted(english.items(), key=lambda kv: kv[1][0]))


def test_the_reader_finds_english():
    """The check itself: an untranslated word is found, a typed name and a key name are not."""
    typed = ["Blue archers"]
    assert _english("Следующий ход (Blue archers)", typed) == []
    assert _english("Первый шаг (Ctrl+Home)", typed) == []
    assert _english("Мастер ставит «prone» на Blue archers", typed) == ["prone"]
    assert resources.scenario_file(SAMPLES[0]) is not None
