"""Reading rendered map pictures: where a cell lands in a fitted picture, and its colour there."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from battlemap.grid import Layout
from battlemap.ui.map.scene import layout_for
from tests.ui.ui_helpers import write_scenario

#: Above a token's centre, inside its disc, clear of its initials (world units).
DISC_OFFSET = -18.0
#: A plain d20 field: blue knights in the open, a red scout hidden from the players at (4, 2).
HIDDEN_SCOUT = (
    ["......", "......", "......", "......"],
    [
        {"id": "knights", "name": "Blue knights", "side": "blue", "at": [1, 1], "template": "cavalry"},
        {"id": "scout", "name": "Red scout", "side": "red", "at": [4, 2], "template": "spearmen",
         "hidden": True},
    ],
)
HIDDEN_CELL = (4, 2)
VISIBLE_CELL = (1, 1)
EMPTY_CELL = (4, 0)


def hidden_scout_file(folder: Path) -> Path:
    return write_scenario(folder, "ambush", "d20-mass", *HIDDEN_SCOUT)


def _fitted(layout: Layout, width: int, height: int) -> tuple[float, float, float]:
    """(scale, scene centre x, y) of QGraphicsView.fitInView over the scene rect (2 px margin)."""
    x, y, w, h = layout.bounds()
    margin = 24.0  # the scene's margin around the map (scene.py)
    scene_w, scene_h = w + 2 * margin, h + 2 * margin
    scale = min((width - 4) / scene_w, (height - 4) / scene_h)
    return scale, x - margin + scene_w / 2, y - margin + scene_h / 2


def colour_at(image: QImage, grid, col: int, row: int, *, offset: float = DISC_OFFSET) -> QColor:
    """The picture's colour inside the disc a token on (col, row) would have."""
    layout = layout_for(grid)
    scale, cx, cy = _fitted(layout, image.width(), image.height())
    x, y = layout.center(grid.from_offset(col, row))
    px = image.width() / 2 + (x - cx) * scale
    py = image.height() / 2 + (y + offset - cy) * scale
    return image.pixelColor(round(px), round(py))


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a.getRgb()[:3], b.getRgb()[:3]))
