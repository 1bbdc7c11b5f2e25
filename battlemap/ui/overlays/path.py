"""The path of a token being dragged: the cells, the line, cost, budget, reactions, why not.

Built from stock items only: each path cell is one small polygon item, each
step of the line one line item, the cost label a text on a rectangle that
ignores the zoom (it stays readable), and each reaction a small marker at its
cell with a tooltip and a short label naming who reacts. A hover keeps the
cells, steps and markers it shares with the previous path and replaces only
the rest, so Qt repaints a few cells around the path's tip, not the bounding
box of the whole path; nothing here paints in Python. Items are recycled
(markers too) and the label is retyped only when its text changes: a drag
step sets a few positions rather than building items from Python.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from battlemap.engine.movement.preview import MovePreview
from battlemap.grid import Cell, Layout
from battlemap.ui.map.palette import (
    PATH_ILLEGAL,
    PATH_LEGAL,
    REACTION_MARK,
)
from battlemap.ui.map.token_item import initials
from battlemap.ui.overlays.path_parts import PathCells, Recycler, StepLines
from battlemap.ui.words.costs import amount_text
from battlemap.ui.words.reasons import reaction_sentence, reasons_text

PATH_Z = 30.0
PATH_CELLS_Z = 8.0
_LABEL_FONT_PX = 13
# Reaction markers made up front (a path rarely provokes more).
_MARKERS_RESERVED = 6


def cost_label(preview: MovePreview, names: Mapping[str, str]) -> str:
    """The label at the path's end: cost and what is left, or why the cell is refused."""
    if preview.remaining < 0:
        # "0 left" beside "only 2.4 left" read as a contradiction: say how far over.
        text = QCoreApplication.translate("PathOverlay", "{cost}, {over} over").format(
            cost=amount_text(preview.cost, preview.unit), over=amount_text(-preview.remaining, preview.unit)
        )
    else:
        text = QCoreApplication.translate("PathOverlay", "{cost}, {left} left").format(
            cost=amount_text(preview.cost, preview.unit), left=amount_text(preview.remaining, preview.unit)
        )
    if not preview.legal:
        text += "\n" + reasons_text(preview.reasons, dict(names))
    return text


#: Screen pixels between a label growing upward and the point it stands on.
_ABOVE_GAP = 3.0


class ScreenLabel(QGraphicsRectItem):
    """Text on a dark rounded box, the same size on screen at every zoom."""

    def __init__(self, parent: QGraphicsItem | None = None, *, above: bool = False) -> None:
        super().__init__(parent)
        #: True: the box grows upward from its position (its bottom-left there), else downward.
        self.above = above
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setBrush(QBrush(QColor(20, 20, 20, 210)))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self._text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(_LABEL_FONT_PX)
        font.setBold(True)
        self._text.setFont(font)
        self._text.setBrush(QBrush(Qt.GlobalColor.white))

    def set_text(self, text: str, colour: QColor) -> None:
        if text == self._text.text() and colour == self._text.brush().color():
            return  # a drag step often keeps the label: no new layout, no repaint
        self._text.setText(text)
        self._text.setBrush(QBrush(colour))
        box = self._text.boundingRect()
        top = -(box.height() + 6 + _ABOVE_GAP) if self.above else 0.0
        self.setRect(QRectF(0, top, box.width() + 10, box.height() + 6))
        self._text.setPos(5, top + 3)

    def text(self) -> str:
        return self._text.text()


def _step_pen(layout: Layout, legal: bool) -> QPen:
    pen = QPen(QColor(PATH_LEGAL if legal else PATH_ILLEGAL))
    pen.setWidthF(layout.size * 0.12)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


class _MarkerKey(NamedTuple):
    """What one reaction marker shows: where, its place in the path's order, its sentence, who."""

    at: Cell
    number: int
    tip: str
    initials: str


class ReactionMarker(QGraphicsEllipseItem):
    """A small disc at a provoking step, "! XY" naming who reacts, the sentence as its tooltip."""

    def __init__(self, layout: Layout, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._layout = layout
        self._radius = radius = layout.size * 0.2
        self.setBrush(QBrush(QColor(REACTION_MARK)))
        self.setPen(QPen(QColor("#1b1b1b"), radius * 0.2))
        self._tag = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(max(1, round(radius * 1.2)))
        font.setBold(True)
        self._tag.setFont(font)
        self._tag.setBrush(QBrush(QColor("#1b1b1b")))

    def show_reaction(self, key: _MarkerKey) -> None:
        """Place the marker for the `key.number`th reaction of the path, at cell `key.at`."""
        radius, size = self._radius, self._layout.size
        x, y = self._layout.center(key.at)
        # Several reactions at one cell fan out so each stays visible.
        self.setPos(x + radius * 1.1 * (key.number % 3) - radius * 0.5, y - size * 0.3)
        # Over the path's line (its steps are at 0), later reactions over earlier ones.
        if self.zValue() != 1 + key.number:
            self.setZValue(1 + key.number)
        self.setToolTip(key.tip)
        text = f"! {key.initials}"
        if text != self._tag.text():
            self._tag.setText(text)
            box = self._tag.boundingRect()
            self._tag.setPos(-box.width() / 2, -box.height() / 2)
            half = max(radius, box.width() / 2 + radius * 0.3)
            self.setRect(QRectF(-half, -radius, 2 * half, 2 * radius))


class PathOverlay(QGraphicsPathItem):
    """The dragged path: a line through the cells' centres (its steps), markers and a label.

    Its shaded cells are a separate item (`cells`) below the tokens; whoever
    adds the overlay to a scene adds `cells` too.
    """

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self._layout = layout
        self.setZValue(PATH_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The path's cells tint the ground under the tokens; the line and markers go on top.
        self.cells = PathCells(layout, QBrush(QColor(255, 255, 255, 70)), PATH_CELLS_Z)
        self._steps = StepLines(self)
        self._label = ScreenLabel(self)
        self._pens = {legal: _step_pen(layout, legal) for legal in (True, False)}
        self._markers: Recycler[_MarkerKey, ReactionMarker] = Recycler(
            lambda: ReactionMarker(layout, self), ReactionMarker.show_reaction)
        self._markers.reserve(_MARKERS_RESERVED)
        self._tips: dict[tuple, str] = {}
        self.setVisible(False)

    def show_preview(self, start: Cell, preview: MovePreview, names: Mapping[str, str], *,
                     heading: str = "", allowed: bool = True) -> None:
        """Draw the engine's verdict on a path (cells, cost, what is left, why not, reactions) from `start`.

        `heading` is the label's first line: what the drop plays (the system's move action and
        its cost, the GM's move) or why the token may not move at all (`allowed` false).
        """
        layout, grid = self._layout, self._layout.grid
        cells = [start, *preview.path]
        self.cells.set_cells({grid.index(c) for c in preview.path if grid.in_bounds(c)})
        centres = [layout.center(cell) for cell in cells]
        legal = bool(preview.legal) and allowed
        self._steps.set_steps(list(zip(centres, centres[1:])), self._pens[legal])
        text = cost_label(preview, names)
        self._label.set_text(f"{heading}\n{text}" if heading else text,
                             QColor(Qt.GlobalColor.white) if legal else QColor("#ffb3a8"))
        self._place_label(*centres[-1])
        self._show_reactions(preview.reactions, names)
        self.setVisible(True)

    def _place_label(self, end_x: float, end_y: float) -> None:
        """The label right of the path's tip; left of it when the right would run past the
        view's edge (a long Russian line near a dock); when neither side has room, as far right as
        the view shows it whole, below the tip so it does not hide the cell the token goes to."""
        gap = self._layout.size * 0.45
        x, y = end_x + gap, end_y - gap
        views = self.scene().views() if self.scene() is not None else []
        if views:
            view = views[0]
            width = self._label.rect().width() / (view.transform().m11() or 1.0)
            shown = view.mapToScene(view.viewport().rect()).boundingRect()
            if x + width > shown.right():
                if end_x - gap - width >= shown.left():
                    x = end_x - gap - width
                else:
                    x, y = max(shown.left(), shown.right() - width), end_y + gap
        self._label.setPos(x, y)

    def _show_reactions(self, reactions: Sequence, names: Mapping[str, str]) -> None:
        """Keep the markers of reactions still provoked; move spare ones to the new, hide the rest."""
        keys = []
        for number, reaction in enumerate(reactions):
            who = names.get(reaction.by, reaction.by)
            keys.append(_MarkerKey(reaction.at, number, self._tip(reaction, who), initials(who)))
        self._markers.show(keys)

    def _tip(self, reaction, who: str) -> str:
        """The marker's sentence (cached: the same few reactions come back step after step)."""
        key = (reaction.kind, who, reaction.why.code, reaction.step)
        tip = self._tips.get(key)
        if tip is None:
            tip = self._tips[key] = reaction_sentence(reaction.kind, who, reaction.why.code, reaction.step)
        return tip

    def clear(self) -> None:
        """Hide the path (drag ended or cancelled)."""
        self._show_reactions((), {})
        self.cells.set_cells(())
        self._steps.set_steps([], self._pens[True])
        self._tips.clear()  # names may differ in the next drag
        self.setVisible(False)

    # --- what tests and the status bar read -----------------------------------------------
    @property
    def label_text(self) -> str:
        return self._label.text() if self.isVisible() else ""

    @property
    def marker_tips(self) -> tuple[str, ...]:
        return tuple(m.toolTip() for m in self._markers.items.values())

    @property
    def path_cells(self) -> frozenset[int]:
        return self.cells.cells
