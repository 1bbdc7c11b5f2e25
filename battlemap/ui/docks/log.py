"""The Log dock: every action and reaction of the battle, exportable as text.

It mirrors the document's log through `log_added` / `log_removed` (undo
takes a command's lines back out), one list row per entry, reactions in
orange, the modifiers behind a number in the row's tooltip.

Each line is shown in the interface language: an entry's template goes
through `QCoreApplication.translate("Log", ...)` (the templates are listed for
lupdate in `ui/words/log_phrases.py`) and is filled with its parameters; an entry
without a template, or whose translation does not fit its parameters, shows
its English text. Export writes the lines as shown.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout,
    QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.log import REACTION, LogEntry, export_lines
from battlemap.schema import Ruleset, atomic_write_text
from battlemap.ui.words.modifiers import modifier_row, modifier_text
from battlemap.ui.words.named import names_of

_REACTION_COLOUR = "#b35a00"


def translate_log(template: str) -> str:
    """A log template in the interface language (context "Log")."""
    return QCoreApplication.translate("Log", template)


def shown_text(entry: LogEntry, ruleset: Ruleset | None = None) -> str:
    """The entry's sentence in the interface language, else its English text; the entries it
    names (actions, weapons, conditions, costs) in that language, as the menus show them
    (`ui/words/named.py`)."""
    try:
        return entry.shown(translate_log, names_of(ruleset))
    except (KeyError, IndexError, ValueError):  # a translation naming a placeholder it does not have
        return entry.text


def shown_title(command: Command, ruleset: Ruleset | None = None) -> str:
    """A command's name for the Edit menu and the replay list, in the interface language (its
    title is a log phrase, translated as the log's lines are), else its English label."""
    if command.title is None:
        return command.label
    try:
        return command.title.render(translate_log, names_of(ruleset))
    except (KeyError, IndexError, ValueError):
        return command.label


class LogDock(QDockWidget):
    """A list of the document's log entries with an Export button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Log"), parent)
        self.setObjectName("log_dock")
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.export_button = QPushButton(self.tr("&Export as Text..."), self)
        self.export_button.clicked.connect(self.export_dialog)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.list)
        layout.addWidget(self.export_button)
        self.setWidget(body)
        self.document: BattleDocument | None = None
        self._entries: list[LogEntry] = []

    def bind(self, document: BattleDocument) -> None:
        """Show this document's log and follow it."""
        self.unbind()
        self.document = document
        self.list.clear()
        self._entries = []
        for entry in document.log:
            self._add(entry)
        document.log_added.connect(self._add)
        document.log_removed.connect(self._remove)

    def unbind(self) -> None:
        if self.document is not None:
            self.document.log_added.disconnect(self._add)
            self.document.log_removed.disconnect(self._remove)
            self.document = None

    def _add(self, entry: LogEntry) -> None:
        item = QListWidgetItem(self._line(entry))
        if entry.kind == REACTION:
            item.setForeground(QBrush(QColor(_REACTION_COLOUR)))
        if entry.modifiers:
            ruleset = self.document.state.ruleset if self.document is not None else None
            item.setToolTip("\n".join(modifier_row(m, ruleset) for m in entry.modifiers))
        self.list.addItem(item)
        self._entries.append(entry)
        self.list.scrollToBottom()

    def _line(self, entry: LogEntry) -> str:
        ruleset = self.document.state.ruleset if self.document is not None else None
        return self.tr("[round {n}] {text}").format(n=entry.round, text=shown_text(entry, ruleset))

    def _remove(self, entry: LogEntry) -> None:
        for row in range(len(self._entries) - 1, -1, -1):
            if self._entries[row] is entry:
                del self._entries[row]
                self.list.takeItem(row)
                return

    def lines(self) -> list[str]:
        """The rows as shown (what tests and a person read)."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def export_to(self, path: str | Path) -> None:
        """Write the log as plain text (atomically), each line as the dock shows it."""
        assert self.document is not None
        ruleset = self.document.state.ruleset
        atomic_write_text(path, export_lines(self.document.log, self._line,
                                             lambda modifier: modifier_text(modifier, ruleset)))

    def export_dialog(self) -> None:
        if self.document is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export log"), self.tr("{name} log.txt").format(name=self.document.name), self.tr("Text files (*.txt)")
        )
        if not path:
            return
        try:
            self.export_to(path)
        except OSError as error:
            QMessageBox.critical(self, self.tr("Cannot export the log"), str(error))
