"""Where the Player View looks: the whole map, an area the GM chose, or one inch per cell.

A projector over the table shows what the GM decides, not what the players
scroll to. The camera is a small value the Player View keeps and applies
again whenever its window changes size (full screen on the projector, a
window dragged wider), so the area the GM showed stays shown until the
next fit:

- `FIT`: the whole map (the view's own `fitted` keeps it on resize);
- `AREA`: a rectangle of the scene, fitted (aspect kept);
- `INCH`: a fixed zoom at which one cell is one inch on the screen, for
  miniatures on a table-top projection (centre kept when it is applied);
- `FREE`: a zoom of the view's own (a wheel over it): nothing is kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from battlemap.grid import Layout
from battlemap.ui.map.decor import MapRulers

FIT, AREA, INCH, FREE = "fit", "area", "inch", "free"
MM_PER_INCH = 25.4


def pixels_per_inch(screen_pixels: float, screen_mm: float) -> float:
    """Pixels per inch of a screen `screen_pixels` wide whose picture is `screen_mm` wide."""
    if not screen_mm > 0:
        raise ValueError(f"a screen needs a positive width, got {screen_mm!r} mm")
    return screen_pixels / (screen_mm / MM_PER_INCH)


def cell_pitch(layout: Layout) -> float:
    """World distance across one cell: a square's side, a hex's width across the flats (what a
    one-inch hex mat measures)."""
    return MapRulers.of(layout).pitch


def inch_zoom(screen_pixels: float, screen_mm: float, layout: Layout) -> float:
    """The zoom (screen pixels per world unit) at which one cell of `layout` is one inch wide."""
    return pixels_per_inch(screen_pixels, screen_mm) / cell_pitch(layout)


@dataclass(frozen=True)
class Camera:
    """What the Player View shows; `area` is (x, y, w, h) in the scene for AREA, `zoom` for INCH."""

    kind: str = FIT
    area: tuple[float, float, float, float] | None = None
    zoom: float | None = None

    @classmethod
    def showing(cls, rect: QRectF) -> Camera:
        return cls(AREA, area=(rect.x(), rect.y(), rect.width(), rect.height()))

    @classmethod
    def inch_per_cell(cls, zoom: float) -> Camera:
        return cls(INCH, zoom=zoom)

    @property
    def rect(self) -> QRectF | None:
        return None if self.area is None else QRectF(*self.area)
