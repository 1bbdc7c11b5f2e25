"""Cell picking: the next left click on the map chooses a cell for an action (overwatch).

A pointer mode like targeting: hovering does nothing but report the cell in
the status bar (the view does that already), a left click on a cell hands
it to `chosen` and ends the mode; Escape ends it without a cell.
"""

from __future__ import annotations

from collections.abc import Callable

from battlemap.document.tools import LEFT, PointerEvent
from battlemap.grid import Cell


class CellPickMode:
    """The pointer picks one cell; `chosen(cell)` runs on a click, `on_end()` always."""

    def __init__(self, chosen: Callable[[Cell], object], on_end: Callable[[], None]) -> None:
        self._chosen, self._on_end = chosen, on_end
        self._done = False

    def handle(self, event: PointerEvent) -> bool:
        """A left press on a cell picks it; everything else is swallowed while the mode is on."""
        if event.kind == "press" and event.button == LEFT and event.cell is not None:
            cell = event.cell
            self._finish()
            self._chosen(cell)
            return True
        return event.kind in ("move", "release") or event.button == LEFT

    def cancel(self) -> None:
        """Escape or another mode: end without a cell."""
        self._finish()

    def _finish(self) -> None:
        if not self._done:
            self._done = True
            self._on_end()
