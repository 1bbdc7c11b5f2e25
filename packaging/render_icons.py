"""Render packaging/icons/battlemap.svg to the PNG sizes desktops ask for.

Writes packaging/icons/hicolor/<N>x<N>/apps/battlemap.png, the layout of the
freedesktop hicolor theme, so an install copies the tree as it is. Run it
after editing the SVG (QtSvg ships in PySide6-Essentials):

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent / "icons"
SVG = ICONS / "battlemap.svg"
#: The hicolor sizes desktops look up for application icons.
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    """Where the PNG of one size lives."""
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / "battlemap.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon at `size` x `size` pixels on a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Render every size; exit 1 when the SVG does not load."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    for size in SIZES:
        target = png_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(target), "PNG"):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ICONS.parent.parent))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
