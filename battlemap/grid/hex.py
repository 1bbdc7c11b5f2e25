"""The hex grid: axial cells, flat ("odd-q" offsets) or pointy ("odd-r" offsets)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from battlemap.grid.base import GridBase
from battlemap.grid.cell import HEX_ORIENTATIONS, Cell, Corner
from battlemap.grid.hexmath import (
    FLAT_DIRECTIONS,
    POINTY_DIRECTIONS,
    axial_distance,
    axial_to_oddq,
    axial_to_oddr,
    oddq_to_axial,
    oddr_to_axial,
    unit_center,
    unit_to_axial,
)
from battlemap.grid.hextrace import walk_hex
from battlemap.grid.trace import Step, exact, to_integers


class HexGrid(GridBase):
    """A ``cols`` x ``rows`` hex map in offset layout, computed in axial coordinates.

    Directions (6, clockwise): flat 0 = N side (N, NE, SE, S, SW, NW); pointy
    0 = NE side (NE, E, SE, SW, W, NW). Unit world coordinates use a
    centre-to-corner radius of 1 with the map's bounding box at (0, 0).
    """

    kind = "hex"
    diagonal = None  # no diagonal rule: every hex step costs the same
    directions = 6

    def __init__(self, cols: int, rows: int, orientation: str = "flat") -> None:
        if orientation not in HEX_ORIENTATIONS:
            raise ValueError(
                f"unknown hex orientation {orientation!r}; expected one of {HEX_ORIENTATIONS}"
            )
        super().__init__(cols, rows)
        self.orientation = orientation
        self._deltas = FLAT_DIRECTIONS if orientation == "flat" else POINTY_DIRECTIONS
        self._diagonal = (False,) * 6
        self._side_directions = tuple(range(6))
        flat = orientation == "flat"
        self._to_axial = oddq_to_axial if flat else oddr_to_axial
        self._to_offset = axial_to_oddq if flat else axial_to_oddr

    def __repr__(self) -> str:
        return f"HexGrid({self.cols}, {self.rows}, orientation={self.orientation!r})"

    # --- coordinates ------------------------------------------------------------
    def from_offset(self, col: int, row: int) -> Cell:
        """Offset [col, row] ("odd-q" flat, "odd-r" pointy) to axial."""
        return Cell(*self._to_axial(col, row))

    def to_offset(self, cell: Cell) -> tuple[int, int]:
        """Axial to offset [col, row]."""
        return self._to_offset(cell.q, cell.r)

    def center(self, cell: Cell) -> tuple[float, float]:
        """Centre in unit world coordinates."""
        return unit_center(cell.q, cell.r, self.orientation)

    # --- metric -----------------------------------------------------------------
    def distance(self, a: Cell, b: Cell) -> int:
        """Hex steps between a and b."""
        return axial_distance(a.q, a.r, b.q, b.r)

    def _steps(self, a: Cell, b: Cell) -> int:
        return axial_distance(a.q, a.r, b.q, b.r)

    def _window(self, center: Cell, radius: int) -> Iterable[Cell]:
        if (2 * radius + 1) ** 2 > 2 * self.size:
            return self._cells()  # the hexagon is larger than the map: scan the map
        q, r = center
        return (
            Cell(q + dq, r + dr)
            for dq in range(-radius, radius + 1)
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
        )

    # --- corners and footprints -------------------------------------------------
    def corners_of(self, cell: Cell) -> tuple[Corner, ...]:
        """Corner d lies between directions d and d + 1: clockwise, like Layout.polygon."""
        around = [self.neighbor(cell, d) for d in range(6)]
        return tuple(Corner.of(cell, around[d], around[(d + 1) % 6]) for d in range(6))

    def footprint(self, anchor: Cell, extent: int, facing: int = 0) -> tuple[Cell, ...]:
        """Cells covered by a token ``extent`` hexes across, sorted by (row, col).

        Odd extents 2k+1 cover the hexagon of radius k around ``anchor`` (1 ->
        1 hex, 3 -> 7, 5 -> 19). Even extents 2k cover that hexagon of radius
        k-1 twice, around ``anchor`` and around its neighbour in ``facing``:
        2 -> anchor + the hex ahead (a human lying down in GURPS), 4 -> 10
        hexes, 4 long and 3 wide. Cells may be off the map.
        """
        if extent < 1:
            raise ValueError(f"a footprint extent is at least 1, got {extent}")
        radius = (extent - 1) // 2
        centres = [anchor] if extent % 2 else [anchor, self.neighbor(anchor, facing)]
        covered = {
            Cell(c.q + dq, c.r + dr)
            for c in centres
            for dq in range(-radius, radius + 1)
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
        }
        return tuple(sorted(covered, key=lambda c: self.to_offset(c)[::-1]))

    # --- lines ------------------------------------------------------------------
    def _walk(self, a: Cell, b: Cell) -> Iterator[Step]:
        return walk_hex((a.q, a.r, -a.q - a.r), (b.q, b.r, -b.q - b.r), 1, start=a)

    def _walk_points(self, p0: tuple[float, float], p1: tuple[float, float]) -> Iterator[Step]:
        q0, r0 = (exact(v) for v in unit_to_axial(p0[0], p0[1], self.orientation))
        q1, r1 = (exact(v) for v in unit_to_axial(p1[0], p1[1], self.orientation))
        d, (aq, ar, bq, br) = to_integers(q0, r0, q1, r1)
        return walk_hex((aq, ar, -aq - ar), (bq, br, -bq - br), d)
