"""The Log dock: every action and reaction of the battle, exportable as text.

It mirrors the document's log through `log_added` / `log_removed` (undo
takes a command's lines back out), one list row per entry, reactions in
orange, the modifiers behind a number in the row's tooltip.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.document.log import REACTION, LogEntry
from battlemap.schema import atomic_write_text

_REACTION_COLOUR = "#b35a00"


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
        item = QListWidgetItem(self.tr("[round {n}] {text}").format(n=entry.round, text=entry.text))
        if entry.kind == REACTION:
            item.setForeground(QBrush(QColor(_REACTION_COLOUR)))
        if entry.modifiers:
            item.setToolTip("\n".join(f"{m.signed():>4}  {m.label}" for m in entry.modifiers))
        self.list.addItem(item)
        self._entries.append(entry)
        self.list.scrollToBottom()

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
        """Write the log as plain text (atomically)."""
        assert self.document is not None
        atomic_write_text(path, self.document.export_log_text())

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
