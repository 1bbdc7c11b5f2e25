"""Measuring on the map (Battle > Measure, R): the ruler the document shows on every view.

Two ways, as other battle maps do:
- press on a cell and drag: the ruler runs from its centre to the cell under
  the pointer; releasing the button ends the measurement;
- click a cell (release where it was pressed): the ruler follows the pointer
  with no button held, each further click fixes a waypoint there and starts
  a new leg; clicking the last point again ends it.
Escape ends it either way. Nothing is saved and nothing goes on the undo
stack: the ruler lives in the document (`BattleDocument.set_ruler`) only so
the Player View draws it too while it is held.
"""

from __future__ import annotations

from collections.abc import Callable

from battlemap.document.battle import BattleDocument
from battlemap.document.tools import LEFT, PointerEvent
from battlemap.engine.areas.measure import Ruler


class RulerMode:
    """The pointer measures; `on_end()` runs once when the measurement ends."""

    def __init__(self, document: BattleDocument, on_end: Callable[[], None]) -> None:
        self._document, self._on_end = document, on_end
        self.ruler: Ruler | None = None
        #: True once a click (not a drag) started the ruler: clicks add waypoints.
        self.clicking = False
        self._held = False
        self._done = False

    def handle(self, event: PointerEvent) -> bool:
        if event.kind == "press" and event.button == LEFT and event.cell is not None:
            self._held = True
            if self.ruler is None:
                self._show(Ruler((event.cell, event.cell)))
            elif event.cell == self._last_fixed():
                self._end()  # the last point clicked again
            else:
                self._show(self.ruler.with_waypoint(event.cell))
            return True
        if event.kind == "move" and self.ruler is not None and event.cell is not None:
            self._show(self.ruler.to(event.cell))
            return True
        if event.kind == "release" and event.button == LEFT and self._held:
            self._held = False
            if self.ruler is not None and not self.clicking:
                if self.ruler.end == self.ruler.start:
                    self.clicking = True  # a click: the ruler follows the pointer
                else:
                    self._end()  # a drag: released, measured
            return True
        return event.kind in ("move", "release") or event.button == LEFT

    def _last_fixed(self) -> object:
        assert self.ruler is not None
        return self.ruler.cells[-2]

    def _show(self, ruler: Ruler) -> None:
        self.ruler = ruler
        self._document.set_ruler(ruler)

    def cancel(self) -> None:
        """Escape or another mode: the measurement ends."""
        self._end()

    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        self._document.set_ruler(None)
        self._on_end()
