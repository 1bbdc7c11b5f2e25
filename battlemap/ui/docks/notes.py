"""The Notes dock: the scenario's GM notes, what the sample battles say to try.

Notes are the GM's (the player view never shows them); a scenario without
notes says so rather than showing an empty panel.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QPlainTextEdit, QWidget

from battlemap.document.battle import BattleDocument


class NotesDock(QDockWidget):
    """Read-only text of the open scenario's `notes`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Notes"), parent)
        self.setObjectName("notes_dock")
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.setWidget(self.text)

    def bind(self, document: BattleDocument) -> None:
        """Show `document`'s scenario notes."""
        notes = document.opened.scenario.notes
        self.text.setPlainText(notes.strip() if notes else self.tr("This scenario has no notes."))
