"""Battle > Place Area Template...: the shape and its size, before it is placed on the map.

Circle (a burst: the size is its radius), cone (its length; its angle),
line (its length; its width) and square (its side), all in the grid's unit
(ft, yd, m). The angle starts at the ruleset's (`cone_angle` option) or 90
degrees, the width at the ruleset's (`line_width`) or one cell. "Show on
the Player View" draws the template there too.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QVBoxLayout, QWidget,
)

from battlemap.engine.areas.templates import AreaTemplate, cone_angle, line_width
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell
from battlemap.schema.templates import MAX_TEMPLATE_SIZE


class AreaTemplateDialog(QDialog):
    """Shape, size, angle, width and whether the players see it; `choice()` after exec()."""

    def __init__(self, state: BattleState, last: AreaTemplate | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Place Area Template"))
        spec, probe = state.spec, AreaTemplate("", "cone", Cell(0, 0), 1)
        self.shape = QComboBox(self)
        for shape, text in (("circle", self.tr("Circle (burst)")), ("cone", self.tr("Cone")),
                            ("line", self.tr("Line")), ("square", self.tr("Square"))):
            self.shape.addItem(text, shape)
        self.size = self._spin(spec.unit, spec.cell * 3)
        self.angle = QDoubleSpinBox(self)
        self.angle.setRange(1.0, 360.0)
        self.angle.setSuffix(self.tr(" degrees"))
        self.angle.setValue(cone_angle(probe, state.options))
        self.width = self._spin(spec.unit, line_width(probe, state.options, spec.cell))
        self.players = QCheckBox(self.tr("Show on the &Player View"), self)
        if last is not None:
            self.shape.setCurrentIndex(max(0, self.shape.findData(last.shape)))
            self.size.setValue(last.size)
            self.angle.setValue(last.angle or self.angle.value())
            self.width.setValue(last.width or self.width.value())
            self.players.setChecked(last.show_players)
        self.form = QFormLayout()
        self.form.addRow(self.tr("&Shape"), self.shape)
        self.form.addRow(self.tr("Si&ze (radius, length or side)"), self.size)
        self.form.addRow(self.tr("&Angle"), self.angle)
        self.form.addRow(self.tr("&Width"), self.width)
        self.form.addRow(self.players)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(self.form)
        box.addWidget(buttons)
        self.shape.currentIndexChanged.connect(self._shape_changed)
        self._shape_changed()

    def _spin(self, unit: str, value: float) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setDecimals(2)
        spin.setRange(0.01, MAX_TEMPLATE_SIZE)
        spin.setSuffix(f" {unit}")
        spin.setValue(value)
        return spin

    def _shape_changed(self) -> None:
        shape = self.shape.currentData()
        self.form.setRowVisible(self.angle, shape == "cone")
        self.form.setRowVisible(self.width, shape == "line")

    def choice(self) -> AreaTemplate:
        """The template chosen, not yet placed (no id, origin 0,0: the pointer places it)."""
        shape = self.shape.currentData()
        return AreaTemplate(
            "", shape, Cell(0, 0), self.size.value(),
            angle=self.angle.value() if shape == "cone" else None,
            width=self.width.value() if shape == "line" else None,
            show_players=self.players.isChecked(),
        )
