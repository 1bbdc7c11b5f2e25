"""The pointer mode of a "drag the path, then click the foe" action (GURPS Move and Attack).

A thin Qt-side wrapper of the document's `AdvanceTool`: while the path is
dragged the document's drag preview drives the usual overlays (reachable
cells, path, cost, reactions); after the release the status bar asks for
the foe, and a click on it pushes the action as one undoable step and ends
the mode. A refused click says why and leaves the mode on for another try;
Escape ends it with nothing played.
"""

from __future__ import annotations

from collections.abc import Callable

from battlemap.document.advance import AdvanceTool
from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import LEFT, PointerEvent


class AdvanceMode:
    """Drag, then click: `push(result)` gets the command; `on_path()` after the release."""

    def __init__(self, tool: AdvanceTool, push: Callable[[Command | Rejected], bool],
                 on_path: Callable[[], None], on_end: Callable[[], None]) -> None:
        self.tool = tool
        self._push, self._on_path, self._on_end = push, on_path, on_end
        self._done = False

    def handle(self, event: PointerEvent) -> bool:
        """Every left-button and move event is the mode's while it is on."""
        phase = self.tool.phase
        result = self.tool.handle(event)
        if phase == "path" and self.tool.phase == "target":
            self._on_path()
        if isinstance(result, Command):
            self._finish()
            self._push(result)
        elif isinstance(result, Rejected):
            self._push(result)
        return event.kind == "move" or event.button == LEFT

    def cancel(self) -> None:
        """Escape or another mode: the path is dropped, nothing is played."""
        self.tool.cancel()
        self._finish()

    def _finish(self) -> None:
        if not self._done:
            self._done = True
            self._on_end()
