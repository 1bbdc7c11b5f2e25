"""A small form for an action's options: one line per key, pre-filled, hint as placeholder.

The fields come from `battlemap.document.action_options` (what the ruleset
describes and the system reads); the form only edits their text. It opens
window-modal without blocking (`open`), and hands the (key, value) pairs to
a callback when the GM accepts, so the action then plays as usual.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from battlemap.document.action_options import OptionField, parsed_options
from battlemap.ui.words.options import hint_text, key_label

Options = tuple[tuple[str, str], ...]


class OptionsDialog(QDialog):
    """The options of one action: key = value lines, OK plays, Cancel drops the action."""

    def __init__(self, title: str, fields: tuple[OptionField, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options_dialog")
        self.setWindowTitle(self.tr("{action}: options").format(action=title))
        self.fields = fields
        self.edits: dict[str, QLineEdit] = {}
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Leave a line blank for the usual choice."), self))
        for field in fields:
            edit = QLineEdit(field.default, self)
            edit.setObjectName(f"option_{field.key}")
            hint = hint_text(field)
            edit.setPlaceholderText(hint)
            edit.setToolTip(hint)
            self.edits[field.key] = edit
            form.addRow(key_label(field.key), edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def set_value(self, key: str, value: str) -> None:
        """Type `value` into the line of `key` (what the GM does; tests use it too)."""
        self.edits[key].setText(value)

    def options(self) -> Options:
        """The (key, value) pairs filled in, blanks left out."""
        return parsed_options(self.fields, {k: e.text() for k, e in self.edits.items()})


def ask_options(parent: QWidget, title: str, fields: tuple[OptionField, ...],
                then: Callable[[Options], None]) -> OptionsDialog:
    """Open the form (without blocking); on OK call `then` with the options chosen."""
    dialog = OptionsDialog(title, fields, parent)
    dialog.accepted.connect(lambda: then(dialog.options()))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
