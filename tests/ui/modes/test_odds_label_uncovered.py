"""On every sample, nothing covers the odds label at the target while aiming or advancing: neither
the target token's tooltip (shown by a real tooltip event where the pointer hovers on the token)
nor the dragged path's cost label. Rectangles are compared on the screen, at the fitted zoom and
zoomed in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import Mouse

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]

SAMPLES = ("d20-skirmish.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json")
#: Where in the target's cell the pointer rests (fractions of the layout's size from its centre).
HOVERS = ((0.0, 0.0), (-0.3, -0.3), (0.3, -0.3), (-0.3, 0.3), (0.3, 0.3))


def _on_screen(window, label) -> QRect:
    """A label that ignores the view's transformations, as a rectangle of global screen pixels."""
    view = window.view
    top_left = view.viewport().mapToGlobal(view.mapFromScene(label.scenePos())) + label.rect().topLeft().toPoint()
    return QRect(top_left, label.rect().size().toSize())


def _tooltip(window, point: QPoint) -> QRect | None:
    """Hover `point` (viewport) and ask for its tooltip as Qt does: the tooltip's screen rectangle."""
    Mouse(window).move_to_point(point)
    viewport = window.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    QApplication.processEvents()
    tips = [w for w in QApplication.topLevelWidgets() if w.metaObject().className() == "QTipLabel" and w.isVisible()]
    return tips[0].geometry() if tips else None


def _pairs(window):
    """Each token of the first side against every token of another side."""
    tokens = window.state.tokens
    first = tokens[0].side
    return [(a.id, t.id) for a in tokens if a.side == first for t in tokens if t.side != first][:6]


@pytest.mark.parametrize("zoom", [1.0, 2.0])
@pytest.mark.parametrize("sample", SAMPLES)
def test_the_token_tooltip_never_covers_the_odds_label_while_aiming(open_window, sample, zoom):
    window = open_window(sample)
    window.view.zoom_by(zoom)
    checked = 0
    for attacker, target in _pairs(window):
        mode = window.start_targeting(attacker, target)
        label = mode.label
        if not label.isVisible():
            window.controller.cancel()
            continue
        cell = window.state.token(target).cell
        window.view.centerOn(*window.scene.layout.center(cell))
        QApplication.processEvents()
        odds = _on_screen(window, label)
        size = window.scene.layout.size
        for dx, dy in HOVERS:
            x, y = window.scene.layout.center(cell)
            tip = _tooltip(window, window.view.mapFromScene(QPointF(x + dx * size, y + dy * size)))
            if tip is not None:
                checked += 1
                assert not tip.intersects(_on_screen(window, label)), (sample, attacker, target, dx, dy)
            QToolTip.hideText()
        assert _on_screen(window, label) == odds  # hovering the target kept it aimed, the label in place
        window.controller.cancel()
    assert checked, "no tooltip was shown: the test would prove nothing"


def test_the_path_label_never_covers_the_odds_label_when_advancing(open_window):
    """GURPS Move and Attack: the path dragged (its cost label shown), then the foe hovered."""
    window = open_window("gurps-duel.json")
    window.push(window.document.next_turn_command())  # Sir Aldric acts
    find_action(window.context_menu(window.state.token("sir-aldric").cell), "Maneuvers",
                "Move and Attack  (1 maneuver)").trigger()
    window.options_dialog.accept()
    mouse = Mouse(window)
    path = [(5, 7), (5, 6), (5, 5), (5, 4), (6, 4), (7, 3)]
    mouse.press(path[0])
    for cell in path[1:]:
        mouse.move(cell)
    mode = window.controller.mode
    for foe_cell in ((8, 3), (7, 4), (8, 4)):
        mouse.move(foe_cell)  # still dragging: the path label shows, the odds label does not yet
        marks = getattr(mode, "marks", None)
        path_label = window.controller.drag.path._label
        if marks is not None and marks.label.isVisible() and path_label.isVisible():
            assert not _on_screen(window, path_label).intersects(_on_screen(window, marks.label))
    mouse.move(path[-1])
    mouse.release(path[-1])
    mouse.move((8, 3))  # the foe hovered: its odds from the path's end
    marks = mode.marks
    assert marks is not None and marks.label.isVisible()
    path_label = window.controller.drag.path._label
    assert not path_label.isVisible() or not _on_screen(window, path_label).intersects(
        _on_screen(window, marks.label))
    tip = _tooltip(window, mouse.point((8, 3)))
    assert tip is None or not tip.intersects(_on_screen(window, marks.label))
