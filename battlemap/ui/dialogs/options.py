"""A small form for an action's options: a list, a number or a line per option, hint as tooltip.

The fields come from `battlemap.document.action_options` (what the ruleset
describes and the system reads, with what the battle lists for them). A
field with choices is a list (not editable) whose first entry is the usual
one, so accepting the form unchanged plays the action as before; the rest
read in the interface language while the action gets their ids. A field
with bounds is a number (its lowest entry the usual one when the action has
a default of its own); anything else stays a line of text. The form opens
window-modal without blocking (`open`), and hands the (key, value) pairs to
a callback when the GM accepts, so the action then plays as usual.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget,
)

from battlemap.document.action_options import OptionField, parsed_options
from battlemap.schema import Ruleset
from battlemap.ui.words.options import choice_text, hint_text, key_label, usual_text

Options = tuple[tuple[str, str], ...]
Editor = QComboBox | QSpinBox | QLineEdit


class OptionsDialog(QDialog):
    """The options of one action: a row per option, OK plays, Cancel drops the action."""

    def __init__(self, title: str, fields: tuple[OptionField, ...], parent: QWidget | None = None,
                 ruleset: Ruleset | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options_dialog")
        self.setWindowTitle(self.tr("{action}: options").format(action=title))
        self.fields = fields
        # The ruleset names weapons and stats in the interface language: the window's battle's
        # unless one is handed in.
        self.ruleset = ruleset or getattr(getattr(parent, "state", None), "ruleset", None)
        self.edits: dict[str, Editor] = {}
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("What is left as it is plays as usual."), self))
        for field in fields:
            editor = self._editor(field)
            editor.setObjectName(f"option_{field.key}")
            editor.setToolTip(hint_text(field))
            self.edits[field.key] = editor
            form.addRow(key_label(field.key), editor)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _editor(self, field: OptionField) -> Editor:
        if field.choices or field.lists:
            return self._list(field)
        if field.bounds is not None:
            return self._number(field)
        edit = QLineEdit(field.default, self)
        edit.setPlaceholderText(hint_text(field))
        return edit

    def _list(self, field: OptionField) -> QComboBox:
        box = QComboBox(self)
        box.setEditable(False)
        if not field.default:
            box.addItem(usual_text(), "")
        for value, label in field.choices:
            box.addItem(choice_text(label, self.ruleset), value)
        box.setCurrentIndex(max(0, box.findData(field.default)))
        return box

    def _number(self, field: OptionField) -> QSpinBox:
        low, high = field.bounds or (0, 0)
        spin = QSpinBox(self)
        if not field.default.strip():
            low -= 1  # one below the engine's range: the action's own default
            spin.setSpecialValueText(usual_text())
        spin.setRange(low, high)
        spin.setValue(int(field.default) if field.default.strip().lstrip("-").isdigit() else low)
        return spin

    def value(self, key: str) -> str:
        """What the row of `key` holds, as the action reads it ("" for the usual one)."""
        editor = self.edits[key]
        if isinstance(editor, QComboBox):
            return str(editor.currentData() or "")
        if isinstance(editor, QSpinBox):
            usual = bool(editor.specialValueText()) and editor.value() == editor.minimum()
            return "" if usual else str(editor.value())
        return editor.text()

    def set_value(self, key: str, value: str) -> None:
        """Pick or type `value` in the row of `key` (what the GM does; tests use it too)."""
        editor = self.edits[key]
        if isinstance(editor, QComboBox):
            index = editor.findData(value)
            if index < 0:
                raise ValueError(f"{key}: no entry {value!r} in {[editor.itemData(i) for i in range(editor.count())]}")
            editor.setCurrentIndex(index)
        elif isinstance(editor, QSpinBox):
            editor.setValue(editor.minimum() if value.strip() == "" else int(value))
        else:
            editor.setText(value)

    def options(self) -> Options:
        """The (key, value) pairs filled in, blanks left out."""
        return parsed_options(self.fields, {key: self.value(key) for key in self.edits})


def ask_options(parent: QWidget, title: str, fields: tuple[OptionField, ...],
                then: Callable[[Options], None]) -> OptionsDialog:
    """Open the form (without blocking); on OK call `then` with the options chosen."""
    dialog = OptionsDialog(title, fields, parent)
    dialog.accepted.connect(lambda: then(dialog.options()))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
