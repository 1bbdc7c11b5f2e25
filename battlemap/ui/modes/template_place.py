"""Placing an area template (Battle > Place Area Template...): click its origin, turn it, click.

A pointer mode. The template chosen in the dialog (shape, size, angle,
width) follows the pointer as a dashed preview; a click fixes its origin at
that cell's centre. A circle or a square is placed by that click; a cone or
a line then turns toward the cell under the pointer and a second click
places it (a click back on the origin does not: it has no direction there).
`status(text)` is told the cells and tokens the preview covers as it moves.
Escape ends the mode with nothing placed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from battlemap.document.tools import LEFT, PointerEvent
from battlemap.engine.areas.templates import POINTED, AreaTemplate, template_cover
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell
from battlemap.ui.map.scene import MapScene
from battlemap.ui.overlays.templates import PREVIEW_COLOUR, TemplateDrawing


class TemplatePlaceMode:
    """The pointer places one template; `place(template)` runs once, `on_end()` always."""

    def __init__(self, scene: MapScene, state_of: Callable[[], BattleState], choice: AreaTemplate,
                 template_id: str, place: Callable[[AreaTemplate], object], on_end: Callable[[], None],
                 status: Callable[[tuple[Cell, ...], tuple[str, ...]], None] | None = None) -> None:
        self._state_of, self._place, self._on_end = state_of, place, on_end
        self._status = status
        #: The template as it would be placed now (`choice`: the dialog's shape and measures).
        self.template = replace(choice, id=template_id)
        #: True once the origin is fixed (a cone or a line is turning).
        self.anchored = False
        self.preview = TemplateDrawing(scene, scene.layout, PREVIEW_COLOUR, dashed=True)
        self.preview.hide()
        self._done = False

    def handle(self, event: PointerEvent) -> bool:
        if event.kind == "move" and event.cell is not None:
            self._follow(event.cell)
            return True
        if event.kind == "press" and event.button == LEFT and event.cell is not None:
            if not self.anchored:
                self._follow(event.cell)
                if self.template.shape in POINTED:
                    self.anchored = True
                    return True
                self._finish()
            elif event.cell != self.template.origin:
                self._follow(event.cell)
                self._finish()
            return True
        return event.kind in ("move", "release") or event.button == LEFT

    def _follow(self, cell: Cell) -> None:
        """The preview at the pointer (before the origin click) or turned toward it (after)."""
        template = self.template
        if self.anchored:
            if cell == template.origin:
                return
            template = replace(template, toward=cell)
        else:
            toward = Cell(cell.q + 1, cell.r) if template.shape in POINTED else None
            template = replace(template, origin=cell, toward=toward)
        self.template = template
        state = self._state_of()
        self.preview.show(state, template)
        if self._status is not None:
            self._status(*template_cover(state, template))

    def _finish(self) -> None:
        template = self.template
        self._end()
        self._place(template)

    def cancel(self) -> None:
        """Escape or another mode: nothing is placed."""
        self._end()

    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        self.preview.remove()
        self._on_end()
