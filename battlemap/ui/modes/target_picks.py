"""Further targets picked on the map for an action's option `targets` (Ctrl+click).

d20 mass combat's double and triple attacks and a big unit's bull rush strike
more units than the one clicked; Year Zero's full-auto burst goes on at
others. Instead of typing their ids in the options form, the GM Ctrl+clicks
them in targeting mode or in the target phase of a drag-then-click action:
`TargetPicks` keeps them in the order picked, draws a numbered ring on each
(the order the blows go in) and a label at the actor listing them, and tells
the window the new status line. The click on the main target then plays the
action with `targets` filled (document/action_options.py `with_targets`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsSimpleTextItem

from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.palette import TARGET_LINE
from battlemap.ui.map.scene import MapScene
from battlemap.ui.overlays.path import ScreenLabel

PICK_Z = 32.0  # over the aiming line and its label: the picks stay readable while aiming


def picks_text(state: BattleState, picks: tuple[str, ...]) -> str:
    """"Further targets: 1 Red spearmen, 2 Red archers" (none yet: how to pick them)."""
    if not picks:
        return QCoreApplication.translate("TargetPicks", "Further targets: none (Ctrl+click to add)")
    names = ", ".join(f"{n} {state.token(t).name if state.has_token(t) else t}"
                      for n, t in enumerate(picks, start=1))
    return QCoreApplication.translate("TargetPicks", "Further targets: {names}").format(names=names)


def picking_prompt(action: str, state: BattleState, picks: tuple[str, ...]) -> str:
    """The status line while picking: what is picked, then how to add, play or stop."""
    return QCoreApplication.translate(
        "TargetPicks", "{action}: {picked}. Ctrl+click a token to add or remove it; "
        "click the main target to act, Escape to stop.").format(action=action, picked=picks_text(state, picks))


class PickBadge:
    """One picked token's mark: a ring round its square and its number in the order picked."""

    def __init__(self, scene: MapScene, number: int, centre: tuple[float, float], shift: int) -> None:
        size = scene.layout.size
        pen = QPen(QColor(TARGET_LINE))
        pen.setWidthF(size * 0.08)
        pen.setStyle(Qt.PenStyle.DashLine)
        radius = size * 0.52
        self.ring = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        self.ring.setPen(pen)
        self.ring.setPos(centre[0], centre[1])
        badge = size * 0.22
        self.disc = QGraphicsEllipseItem(QRectF(-badge, -badge, 2 * badge, 2 * badge))
        self.disc.setBrush(QBrush(QColor(TARGET_LINE)))
        self.disc.setPen(QPen(Qt.PenStyle.NoPen))
        # Several picks in one square (d20 units share squares): their badges step to the right.
        self.disc.setPos(centre[0] - size * 0.35 + shift * badge * 2.2, centre[1] - size * 0.35)
        self.number = QGraphicsSimpleTextItem(str(number), self.disc)
        font = QFont()
        font.setPixelSize(max(1, int(size * 0.3)))
        font.setBold(True)
        self.number.setFont(font)
        self.number.setBrush(QBrush(Qt.GlobalColor.white))
        box = self.number.boundingRect()
        self.number.setPos(-box.width() / 2, -box.height() / 2)
        for item in self.items():
            item.setZValue(PICK_Z)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(item)

    def items(self) -> tuple[QGraphicsItem, ...]:
        return (self.ring, self.disc)

    def text(self) -> str:
        return self.number.text()

    def remove(self) -> None:
        for item in self.items():
            if item.scene() is not None:
                item.scene().removeItem(item)


class TargetPicks:
    """The further targets of `actor`'s action: picked in order, marked, listed.

    `on_change(picks)` is called after every pick or unpick (the window's
    status line); `label` at the actor lists them on the map.
    """

    def __init__(self, scene: MapScene, state: Callable[[], BattleState], actor: str,
                 on_change: Callable[[tuple[str, ...]], None] | None = None) -> None:
        self.scene, self._state, self.actor, self._on_change = scene, state, actor, on_change
        self.picks: tuple[str, ...] = ()
        self.badges: dict[str, PickBadge] = {}
        self.label = ScreenLabel()
        self.label.setZValue(PICK_Z + 1)
        self.label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self.label)
        self.redraw()

    def show(self, picks: tuple[str, ...]) -> tuple[str, ...]:
        """Mark `picks` (picked elsewhere, as a drag-then-click tool does) and tell `on_change`."""
        if picks != self.picks:
            self.picks = picks
            self.redraw()
            if self._on_change is not None:
                self._on_change(self.picks)
        return self.picks

    def redraw(self) -> None:
        """Badges on the picked tokens, numbered in order; the label at the actor."""
        for badge in self.badges.values():
            badge.remove()
        self.badges = {}
        state, layout = self._state(), self.scene.layout
        in_cell: dict[object, int] = {}
        for number, token in enumerate(self.picks, start=1):
            if not state.has_token(token):
                continue
            cell = state.token(token).cell
            shift = in_cell.get(cell, 0)
            in_cell[cell] = shift + 1
            self.badges[token] = PickBadge(self.scene, number, layout.center(cell), shift)
        self.label.set_text(picks_text(state, self.picks), QColor(Qt.GlobalColor.white))
        if state.has_token(self.actor):
            x, y = layout.center(state.token(self.actor).cell)
            self.label.setPos(x - layout.size * 0.5, y + layout.size * 0.55)

    def remove(self) -> None:
        """Take the marks and the label off the map."""
        for badge in self.badges.values():
            badge.remove()
        self.badges = {}
        if self.label.scene() is not None:
            self.label.scene().removeItem(self.label)
