"""Battle > Rules Options: every option of the battle's ruleset, its name and description in the
interface language, its value for this battle; OK makes the changes one undoable step.

A switch is a check box, a choice a list, a number a spin box, other text a
line. The values start as the battle has them (the ruleset's defaults under
the file's `options`); only what the GM changed is handed on
(`BattleDocument.set_options_command`).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit,
    QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from battlemap.engine.battle.state import BattleState
from battlemap.schema import Option
from battlemap.ui.words.named import is_source_language
from battlemap.ui.words.names import localized
from battlemap.ui.words.rule_option_texts import OPTION_CHOICES, SWITCH_WORDS

translate = QCoreApplication.translate
_LIMIT = 1_000_000


def option_name(option: Option) -> str:
    """The option's name in the interface language: the ruleset's own, else the pack's."""
    english = option.names["en"]
    own = localized(option.names, "")
    return own if own and own != english else translate("RuleOptionNames", english)


def option_description(option: Option) -> str:
    """The description in the interface language; outside English, the choices it explains
    ("none: ...; step: ...") named as the list names them."""
    if not option.description:
        return ""
    text = translate("RuleOptionDescriptions", option.description)
    if is_source_language():
        return text
    words = {str(c): choice_text(c) for c in option.choices or ()}
    if isinstance(option.default, bool):
        words = {"true": translate("RuleOptionChoices", SWITCH_WORDS[True]),
                 "false": translate("RuleOptionChoices", SWITCH_WORDS[False])}
    for spelt, word in words.items():
        text = re.sub(rf"(^|[\s(;,；（])({re.escape(spelt)})([:：])", lambda m, w=word: m[1] + w + m[3], text)
    return text


def choice_text(choice: object) -> str:
    """A choice as the list shows it: as the ruleset spells it in English, else in the interface
    language (a choice no pack knows: as spelt, with spaces)."""
    if is_source_language():
        return str(choice)
    known = OPTION_CHOICES.get(str(choice))
    return translate("RuleOptionChoices", known) if known else str(choice).replace("_", " ")


class RuleOptionsDialog(QDialog):
    """The battle's house rules, one row per option of its ruleset."""

    def __init__(self, state: BattleState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rule_options_dialog")
        self.setWindowTitle(self.tr("Rules Options"))
        self.state = state
        self.editors: dict[str, QWidget] = {}
        body = QWidget(self)
        form = QFormLayout(body)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, option in state.ruleset.options.items():
            editor = self._editor(option, state.options.get(key, option.default))
            editor.setObjectName(f"rule_option_{key}")
            self.editors[key] = editor
            label = QLabel(option_name(option), body)
            label.setBuddy(editor)
            form.addRow(label, editor)
            described = option_description(option)
            if described:
                note = QLabel(described, body)
                note.setWordWrap(True)
                note.setEnabled(False)  # the palette's quieter text: it explains, it is not a field
                editor.setToolTip(described)
                form.addRow("", note)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        intro = QLabel(self.tr("House rules of this battle, saved with it. Each change can be undone."), self)
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        self.resize(720, 640)

    def _editor(self, option: Option, value: object) -> QWidget:
        if isinstance(option.default, bool):
            box = QCheckBox(self)
            box.setChecked(bool(value))
            return box
        if option.choices is not None:
            combo = QComboBox(self)
            for choice in option.choices:
                combo.addItem(choice_text(choice), choice)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return combo
        if isinstance(option.default, int):
            spin = QSpinBox(self)
            spin.setRange(-_LIMIT, _LIMIT)
            spin.setValue(int(value))
            return spin
        if isinstance(option.default, float):
            real = QDoubleSpinBox(self)
            real.setRange(-_LIMIT, _LIMIT)
            real.setDecimals(2)
            real.setValue(float(value))
            return real
        return QLineEdit(str(value), self)

    def value(self, key: str) -> object:
        """The value the dialog shows for option `key`."""
        editor = self.editors[key]
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
            return editor.value()
        return editor.text()

    def set_value(self, key: str, value: object) -> None:
        """Set option `key` as the GM would (tests use it too)."""
        editor = self.editors[key]
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(editor.findData(value))
        elif isinstance(editor, (QSpinBox, QDoubleSpinBox)):
            editor.setValue(value)  # type: ignore[arg-type]
        else:
            editor.setText(str(value))

    def changes(self) -> dict[str, object]:
        """The options the GM changed, with their new values."""
        current = self.state.options
        return {key: self.value(key) for key in self.editors if self.value(key) != current.get(key)}
