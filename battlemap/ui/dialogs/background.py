"""View > Background Image...: a picture under the grid, with its scale, offset and opacity.

The GM picks an image file and says how many image pixels make one map cell
and where its top-left corner goes (in cells, from the map's top-left
corner), which is how battle map pictures are described ("70 px per
square"), and how opaque it is. The change is one undoable step and is
saved with the scenario (`background`). Align by Hand closes the dialog
with ALIGN: the window applies the picture, then the GM drags it into place
(View > Align Background by Hand...); the numbers here then show the result.
"""

from __future__ import annotations

from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QDoubleSpinBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QVBoxLayout, QWidget,
)

from battlemap.document.background import Background
from battlemap.document.background_fit import RESOLUTION

#: The dialog's result when the GM asks to align the picture by hand.
ALIGN = 2


class BackgroundDialog(QDialog):
    """Image file, pixels per cell, offset in cells, opacity: the scenario's `background`."""

    def __init__(self, current: Background | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Background image"))
        self.path = QLineEdit(current.path if current else "", self)
        browse = QPushButton(self.tr("&Browse..."), self)
        browse.clicked.connect(self._browse)
        self.pixels_per_cell = self._spin(1.0, 10_000.0, 70.0)
        self.offset_x = self._spin(-10_000.0, 10_000.0, 0.0)
        self.offset_y = self._spin(-10_000.0, 10_000.0, 0.0)
        self.opacity = self._spin(0.0, 1.0, 1.0)
        self.opacity.setSingleStep(0.1)
        if current is not None:
            self.pixels_per_cell.setValue(current.scale)
            self.offset_x.setValue(current.offset_x)
            self.offset_y.setValue(current.offset_y)
            self.opacity.setValue(current.opacity)
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #b3261e")
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        form = QFormLayout()
        form.addRow(self.tr("&Image"), row)
        form.addRow(self.tr("&Pixels per cell"), self.pixels_per_cell)
        form.addRow(self.tr("Offset &across (cells)"), self.offset_x)
        form.addRow(self.tr("Offset &down (cells)"), self.offset_y)
        form.addRow(self.tr("&Opacity"), self.opacity)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.align = self.buttons.addButton(self.tr("Align by &Hand"), QDialogButtonBox.ButtonRole.ActionRole)
        self.align.setToolTip(self.tr("Drag the picture into place on the map, and scale it by two points"))
        self.align.clicked.connect(self._align)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout_box = QVBoxLayout(self)
        layout_box.addLayout(form)
        layout_box.addWidget(self.problem)
        layout_box.addWidget(self.buttons)

    def _spin(self, low: float, high: float, value: float) -> QDoubleSpinBox:
        box = QDoubleSpinBox(self)
        box.setRange(low, high)
        box.setDecimals(RESOLUTION)  # a picture aligned by hand shows (and keeps) its exact numbers
        box.setValue(value)
        return box

    def _browse(self) -> None:
        formats = " ".join(f"*.{bytes(f).decode()}" for f in QImageReader.supportedImageFormats())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Background image"), self.path.text(),
                                              self.tr("Images ({formats})").format(formats=formats))
        if path:
            self.path.setText(path)

    def background(self) -> Background:
        """The picture as placed: image pixels per cell, offset in cells, opacity."""
        return Background(self.path.text().strip(), self.pixels_per_cell.value(),
                          self.offset_x.value(), self.offset_y.value(), self.opacity.value())

    def _loads(self) -> bool:
        """Whether the image loads; if not, the dialog says so."""
        if QImageReader(self.path.text().strip()).size().isEmpty():
            self.problem.setText(self.tr("{path} is not an image this system can read").format(
                path=self.path.text().strip() or self.tr("(no file)")))
            return False
        return True

    def accept(self) -> None:
        """Close only on an image that loads."""
        if self._loads():
            super().accept()

    def _align(self) -> None:
        """Close with ALIGN on an image that loads: the window applies it and starts aligning by hand."""
        if self._loads():
            self.done(ALIGN)
