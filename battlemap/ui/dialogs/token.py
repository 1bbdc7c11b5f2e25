"""Edit a token: name, label, side, count, posture, facing, hidden, picture, checked before the dialog closes.

The dialog builds a `TokenEdit` and asks the document's `edit_problems` (the
same checks the command makes), so OK with a bad value keeps the dialog open
and says why, in words; an accepted dialog hands back one undoable command.
The picture row shows the token's image (a file, or `assets:` for a bundled
one), with a file picker to choose another and "No image" for the plain disc.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.option_choices import facing_choices
from battlemap.document.token_edit import TokenEdit, edit_problems, postures_of
from battlemap.schema.types import LABEL_MAX
from battlemap.ui.map.token_labels import map_labels
from battlemap.ui.words.names import localized, words_of
from battlemap.ui.words.options import choice_text
from battlemap.ui.words.reasons import reasons_text

#: Largest count a group token may be given in the dialog.
MAX_COUNT = 10_000
#: Picture files the file picker offers (what QImage reads everywhere).
IMAGE_FILTER = "*.png *.jpg *.jpeg *.bmp *.gif *.webp"


class TokenDialog(QDialog):
    """The fields of one token; `command()` is the edit as a document command."""

    def __init__(self, document: BattleDocument, token_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.token_id = document, token_id
        state = document.state
        token = state.token(token_id)
        self.setWindowTitle(self.tr("Edit {name}").format(name=token.name))
        self.name = QLineEdit(token.name, self)
        # Empty: the map shows the name's initials, numbered where they collide (the placeholder).
        self.label = QLineEdit(token.label or "", self)
        self.label.setMaxLength(LABEL_MAX + 4)  # a longer one is refused with its reason, not cut
        self.label.setPlaceholderText(map_labels(state).get(token_id, ""))
        self.side = QComboBox(self)
        self.side.setEditable(True)
        # Each side by its name (the file's `sides`), its id kept as the item's data; the file's
        # named sides are offered too, a side may have no token yet. Typing a new id makes a side.
        for side in dict.fromkeys([*(t.side for t in state.tokens), *state.sides]):
            self.side.addItem(state.side_name(side), side)
        self.side.setCurrentIndex(self.side.findData(token.side))
        self.count = QSpinBox(self)
        self.count.setRange(0, MAX_COUNT)  # 0 is refused with a reason, not silently clamped
        self.count.setValue(token.count)
        self.posture = QComboBox(self)
        for posture_id in postures_of(state):
            posture = state.ruleset.postures.get(posture_id)
            self.posture.addItem(localized(posture.names if posture else None, posture_id), posture_id)
        self.posture.setCurrentIndex(max(0, self.posture.findData(token.posture)))
        # A facing reads as a direction (arrow and word), never a bare number.
        self.facing = QComboBox(self)
        for value, label in facing_choices(state.grid, token.cell):
            self.facing.addItem(choice_text(label), int(value))
        self.facing.setCurrentIndex(max(0, self.facing.findData(token.facing)))
        self.hidden = QCheckBox(self.tr("Hidden from the players"), self)
        self.hidden.setChecked(token.hidden)
        self.image = QLineEdit(document.pictures.get(token_id, ""), self)
        self.image.setPlaceholderText(self.tr("No image: the coloured disc"))
        self.choose_image = QPushButton(self.tr("Choose..."), self)
        self.choose_image.clicked.connect(self.pick_image)
        self.no_image = QPushButton(self.tr("No image"), self)
        self.no_image.clicked.connect(self.image.clear)
        self.problems = QLabel(self)
        self.problems.setStyleSheet("color: #b3261e")
        self.problems.setWordWrap(True)
        self._layout()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&Label"), self.label)
        form.addRow(self.tr("&Side"), self.side)
        form.addRow(self.tr("&Count"), self.count)
        form.addRow(self.tr("&Posture"), self.posture)
        form.addRow(self.tr("&Facing"), self.facing)
        # Only as wide as its text: a click anywhere on the box's row toggles nothing else.
        self.hidden.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        form.addRow(self.hidden)
        picture = QHBoxLayout()
        picture.addWidget(self.image, 1)
        picture.addWidget(self.choose_image)
        picture.addWidget(self.no_image)
        form.addRow(self.tr("&Image"), picture)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)

    def edit(self) -> TokenEdit:
        """The values as entered."""
        # An empty picture field means no picture (the coloured disc), not an empty path.
        image = self.image.text().strip() or None
        return TokenEdit(self.name.text(), self.side_id(), self.count.value(),
                         self.posture.currentData(), self.facing.currentData(), self.hidden.isChecked(),
                         image, self.label.text().strip() or None)

    def side_id(self) -> str:
        """The side chosen: the id of the side whose name (or id) is typed, else the text as a new id."""
        text = self.side.currentText().strip()
        for index in range(self.side.count()):
            if text in (self.side.itemText(index), self.side.itemData(index)):
                return self.side.itemData(index)
        return text

    def pick_image(self) -> None:
        """Ask for a picture file; the field keeps its value when the GM cancels."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Token image"), self.image.text(),
            self.tr("Images ({patterns})").format(patterns=IMAGE_FILTER))
        if path:
            self.image.setText(path)

    def accept(self) -> None:
        """Close only when every value is valid; otherwise list why not."""
        state = self.document.state
        reasons = edit_problems(state, state.token(self.token_id), self.edit())
        if reasons:
            self.problems.setText(reasons_text(reasons, words_of(state)))
            return
        super().accept()

    def command(self) -> Command | Rejected:
        """The edit as one undoable command (Rejected no_change when nothing changed)."""
        return self.document.edit_token_command(self.token_id, self.edit())
