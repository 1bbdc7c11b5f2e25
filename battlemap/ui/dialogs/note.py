"""Add Note Here... and Edit Note...: a note's text (several lines) and whether the players see it.

OK is greyed while the text is blank: a note needs something to say.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from battlemap.schema.map_notes import MAX_NOTE_TEXT


class NoteDialog(QDialog):
    """The note's `text()` and `players()` after exec(); `editing`: no check box (the menu toggles it)."""

    def __init__(self, text: str = "", players: bool = False, *, editing: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit Note") if editing else self.tr("Add Note"))
        self.edit = QPlainTextEdit(self)
        self.edit.setPlainText(text)
        self.edit.setTabChangesFocus(True)
        self.edit.setPlaceholderText(self.tr("What the GM wants to remember here"))
        self.players_box = QCheckBox(self.tr("&Show to players"), self)
        self.players_box.setChecked(players)
        self.players_box.setVisible(not editing)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("&Note (the map shows its first line):"), self))
        box.itemAt(0).widget().setBuddy(self.edit)
        box.addWidget(self.edit)
        box.addWidget(self.players_box)
        box.addWidget(self.buttons)
        self.edit.textChanged.connect(self._enable_ok)
        self._enable_ok()
        self.resize(380, 240)

    def _enable_ok(self) -> None:
        text = self.edit.toPlainText()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(text.strip()) and len(text) <= MAX_NOTE_TEXT)

    def text(self) -> str:
        return self.edit.toPlainText().rstrip()

    def players(self) -> bool:
        return self.players_box.isChecked()
