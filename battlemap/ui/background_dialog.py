"""View > Background Image...: a picture under the grid, with its scale and offset.

The GM picks an image file and says how many map cells one image pixel
covers and where its top-left corner goes (in cells, from the map's
top-left corner), which is how battle map pictures are described ("70 px
per square"). The document keeps it for the session.
"""

from __future__ import annotations

from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from battlemap.document.background import Background
from battlemap.grid import Layout


class BackgroundDialog(QDialog):
    """Image file, pixels per cell, offset in cells; `background()` in world units."""

    def __init__(self, layout: Layout, current: Background | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Background image"))
        self._layout = layout
        self.path = QLineEdit(current.path if current else "", self)
        browse = QPushButton(self.tr("&Browse..."), self)
        browse.clicked.connect(self._browse)
        self.pixels_per_cell = self._spin(1.0, 10_000.0, 70.0)
        self.offset_x = self._spin(-10_000.0, 10_000.0, 0.0)
        self.offset_y = self._spin(-10_000.0, 10_000.0, 0.0)
        if current is not None:
            x0, y0, _, _ = layout.bounds()
            self.pixels_per_cell.setValue(layout.size / current.scale)
            self.offset_x.setValue((current.offset_x - x0) / layout.size)
            self.offset_y.setValue((current.offset_y - y0) / layout.size)
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
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout_box = QVBoxLayout(self)
        layout_box.addLayout(form)
        layout_box.addWidget(self.problem)
        layout_box.addWidget(self.buttons)

    def _spin(self, low: float, high: float, value: float) -> QDoubleSpinBox:
        box = QDoubleSpinBox(self)
        box.setRange(low, high)
        box.setDecimals(2)
        box.setValue(value)
        return box

    def _browse(self) -> None:
        formats = " ".join(f"*.{bytes(f).decode()}" for f in QImageReader.supportedImageFormats())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Background image"), self.path.text(),
                                              self.tr("Images ({formats})").format(formats=formats))
        if path:
            self.path.setText(path)

    def background(self) -> Background:
        """The picture as placed: world units per image pixel, offset in world units."""
        size = self._layout.size
        x0, y0, _, _ = self._layout.bounds()
        return Background(self.path.text().strip(), size / self.pixels_per_cell.value(),
                          x0 + self.offset_x.value() * size, y0 + self.offset_y.value() * size)

    def accept(self) -> None:
        """Close only on an image that loads."""
        if QImageReader(self.path.text().strip()).size().isEmpty():
            self.problem.setText(self.tr("{path} is not an image this system can read").format(
                path=self.path.text().strip() or self.tr("(no file)")))
            return
        super().accept()
