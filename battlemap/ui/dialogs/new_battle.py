"""File > New: an empty map for a ruleset, or a copy of a bundled sample battle."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QRadioButton, QSpinBox,
    QVBoxLayout, QWidget,
)

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.document.new_battles import empty_battle, sample_battle
from battlemap.document.opened import OpenedScenario
from battlemap.document.sample_words import sample_title
from battlemap.schema import MAX_CELLS, MAX_GRID_SIDE
from battlemap.ui.words.languages import language_of
from battlemap.ui.words.names import localized


class NewBattleDialog(QDialog):
    """Choose an empty map (ruleset, grid kind, size) or a sample; `battle(name)` opens it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New battle"))
        self.empty = QRadioButton(self.tr("&Empty map"), self)
        self.sample = QRadioButton(self.tr("From a &sample"), self)
        self.empty.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.empty)
        group.addButton(self.sample)
        self.ruleset = QComboBox(self)
        for ruleset_id in resources.ruleset_ids():
            ruleset = bundled_ruleset(ruleset_id)
            self.ruleset.addItem(localized(ruleset.names if ruleset else None, ruleset_id), ruleset_id)
        self.kind = QComboBox(self)
        kinds = (
            (self.tr("Squares"), ("square", None)),
            (self.tr("Hexes, flat top"), ("hex", "flat")),
            (self.tr("Hexes, pointy top"), ("hex", "pointy")),
        )
        for text, data in kinds:
            self.kind.addItem(text, data)
        self.cols = self._side(24)
        self.rows = self._side(16)
        # Each side at most what keeps the map within MAX_CELLS cells, given the other side:
        # a map the loader would refuse cannot be asked for.
        self.cols.valueChanged.connect(lambda cols: self.rows.setMaximum(_most_across(cols)))
        self.rows.valueChanged.connect(lambda rows: self.cols.setMaximum(_most_across(rows)))
        self.samples = QComboBox(self)
        language = language_of(QLocale())
        for entry in resources.scenario_files():
            # Each sample by its title in the interface language, its file name in the tooltip.
            self.samples.addItem(sample_title(entry, language), entry)
            self.samples.setItemData(self.samples.count() - 1, entry.name, Qt.ItemDataRole.ToolTipRole)
        form = QFormLayout()
        form.addRow(self.empty)
        form.addRow(self.tr("Ruleset"), self.ruleset)
        form.addRow(self.tr("Grid"), self.kind)
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.tr("Rows"), self.rows)
        form.addRow(self.sample)
        form.addRow(self.tr("Sample"), self.samples)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.empty.toggled.connect(self._enable)
        self._enable(True)

    def _side(self, value: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setRange(1, MAX_GRID_SIDE)
        box.setValue(value)
        return box

    def _enable(self, empty: bool) -> None:
        for widget in (self.ruleset, self.kind, self.cols, self.rows):
            widget.setEnabled(empty)
        self.samples.setEnabled(not empty)

    def battle(self, name: str) -> OpenedScenario:
        """The battle chosen, called `name` until saved (call after the dialog was accepted)."""
        if self.sample.isChecked():
            # In the interface language's words where the sample has them (document/sample_words.py).
            return sample_battle(str(self.samples.currentData()), name, language=language_of(QLocale()))
        kind, orientation = self.kind.currentData()
        return empty_battle(
            self.ruleset.currentData(), kind, self.cols.value(), self.rows.value(),
            name=name, orientation=orientation,
        )


def _most_across(other: int) -> int:
    """The longest side a map may have beside a side of `other` cells."""
    return min(MAX_GRID_SIDE, MAX_CELLS // max(1, other))
