"""View > Player View Screen > Projector Screen Width...: how wide the players' picture is, measured.

A projector's picture has no size the computer knows: the GM measures the
width of the lit picture on the table (or wall) once, in centimetres or
inches, and the window remembers it for that screen (`player_screen`). With
it, One Inch per Cell draws one cell 25.4 mm wide there. The dialog says the
pixels per inch that width gives, so a wrong entry shows before it is used.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel, QVBoxLayout,
    QWidget,
)

from battlemap.ui.map.player_camera import MM_PER_INCH, pixels_per_inch

CM, INCHES = "cm", "in"
_MM_PER = {CM: 10.0, INCHES: MM_PER_INCH}
#: A first guess when nothing was entered: a 2 m wide picture, a common projection on a table.
_GUESS_MM = 2000.0


class ScreenWidthDialog(QDialog):
    """The width of one screen's picture, in cm or inches; `width_mm()` and `unit()` after exec()."""

    def __init__(self, screen_name: str, screen_pixels: int, width_mm: float | None, unit: str = CM,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Projector Screen Width"))
        self._pixels = screen_pixels
        note = QLabel(self.tr(
            "Measure the width of the picture on {screen} ({pixels} pixels wide), where the players "
            "see it, and enter it once. One Inch per Cell then draws each cell one inch wide there."
        ).format(screen=screen_name, pixels=screen_pixels), self)
        note.setWordWrap(True)
        self.width = QDoubleSpinBox(self)
        self.width.setDecimals(2)
        self.width.setRange(1.0, 100_000.0)
        self.units = QComboBox(self)
        self.units.addItem(self.tr("cm"), CM)
        self.units.addItem(self.tr("inches"), INCHES)
        self.units.setCurrentIndex(max(0, self.units.findData(unit)))
        self.width.setValue((width_mm or _GUESS_MM) / _MM_PER[self.unit()])
        self.units.currentIndexChanged.connect(self._unit_changed)
        self.width.valueChanged.connect(self._show_density)
        self._unit_shown = self.unit()
        self.density = QLabel(self)
        row = QHBoxLayout()
        row.addWidget(self.width, 1)
        row.addWidget(self.units)
        form = QFormLayout()
        form.addRow(self.tr("Visible &width"), row)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(note)
        box.addLayout(form)
        box.addWidget(self.density)
        box.addWidget(self.buttons)
        self._show_density()

    def unit(self) -> str:
        """The unit the width is entered in: "cm" or "in"."""
        return self.units.currentData()

    def width_mm(self) -> float:
        """The entered width in millimetres."""
        return self.width.value() * _MM_PER[self.unit()]

    def _unit_changed(self) -> None:
        # The same length in the other unit: switching units does not change the width.
        mm = self.width.value() * _MM_PER[self._unit_shown]
        self._unit_shown = self.unit()
        self.width.setValue(mm / _MM_PER[self._unit_shown])

    def _show_density(self) -> None:
        self.density.setText(self.tr("{ppi} pixels per inch").format(
            ppi=f"{pixels_per_inch(self._pixels, self.width_mm()):.1f}"))
