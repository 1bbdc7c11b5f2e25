"""Helpers for GUI tests: a mouse addressed by cell, and rendering the map to an image.

`Mouse` sends real QMouseEvents to the map view's viewport at the centres of
cells, the way a person drags: press, moves with the button held, release.
(qtbot.mouseMove cannot hold a button, so moves are sent as events.)
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication

from battlemap.grid import Cell


class Mouse:
    """Real mouse events on the map view of one window, addressed by cell."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.view = window.view
        self.viewport = window.view.viewport()

    def point(self, cell: Cell | tuple[int, int], offset: tuple[float, float] = (0, 0)) -> QPoint:
        """The viewport point of a cell's centre (cell given as a Cell or offset [col, row])."""
        scene = self.view.map_scene()
        if not isinstance(cell, Cell):
            cell = scene.layout.grid.from_offset(*cell)
        x, y = scene.layout.center(cell)
        return self.view.mapFromScene(QPointF(x + offset[0], y + offset[1]))

    def _send(self, kind, point: QPoint, button, buttons, modifiers) -> None:
        local = QPointF(point)
        event = QMouseEvent(kind, local, self.viewport.mapToGlobal(local), button, buttons, modifiers)
        QApplication.sendEvent(self.viewport, event)

    def press(self, cell, button=Qt.MouseButton.LeftButton, modifiers=Qt.KeyboardModifier.NoModifier):
        self._send(QEvent.Type.MouseButtonPress, self.point(cell), button, button, modifiers)

    def move(self, cell, buttons=Qt.MouseButton.LeftButton, modifiers=Qt.KeyboardModifier.NoModifier):
        self._send(QEvent.Type.MouseMove, self.point(cell), Qt.MouseButton.NoButton, buttons, modifiers)

    def press_point(self, point: QPoint, button=Qt.MouseButton.LeftButton,
                    modifiers=Qt.KeyboardModifier.NoModifier):
        self._send(QEvent.Type.MouseButtonPress, point, button, button, modifiers)

    def move_to_point(self, point: QPoint, buttons=Qt.MouseButton.NoButton,
                      modifiers=Qt.KeyboardModifier.NoModifier):
        self._send(QEvent.Type.MouseMove, point, Qt.MouseButton.NoButton, buttons, modifiers)

    def release_point(self, point: QPoint, button=Qt.MouseButton.LeftButton,
                      modifiers=Qt.KeyboardModifier.NoModifier):
        self._send(QEvent.Type.MouseButtonRelease, point, button, Qt.MouseButton.NoButton, modifiers)

    def release(self, cell, button=Qt.MouseButton.LeftButton, modifiers=Qt.KeyboardModifier.NoModifier):
        self._send(QEvent.Type.MouseButtonRelease, self.point(cell), button, Qt.MouseButton.NoButton,
                   modifiers)

    def drag(self, path, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        """Press on the first cell, move through the others with the button held, release on the last."""
        cells = list(path)
        self.press(cells[0], modifiers=modifiers)
        for cell in cells[1:]:
            self.move(cell, modifiers=modifiers)
        self.release(cells[-1], modifiers=modifiers)


def render(window) -> QImage:
    """The map view as a person sees it, rendered offscreen to an image."""
    view = window.view
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def pixel_at(window, image: QImage, cell, offset=(0.0, 0.0)) -> QColor:
    """The rendered colour at a cell's centre (plus an offset in world units)."""
    return image.pixelColor(Mouse(window).point(cell, offset))


def close_to(colour: QColor, expected: QColor | str, tolerance: int = 30) -> bool:
    """True when two colours differ by less than `tolerance` in every channel."""
    expected = QColor(expected)
    return all(
        abs(a - b) < tolerance
        for a, b in zip(colour.getRgb()[:3], expected.getRgb()[:3])
    )


def write_scenario(folder: Path, name: str, ruleset: str, rows: list[str], tokens: list[dict],
                   grid: dict | None = None, **extra) -> Path:
    """A small scenario file for one test (ASCII terrain rows, tokens at offset cells)."""
    document = {
        "format": "battlemap-scenario", "version": 1, "name": name, "ruleset": ruleset,
        "grid": {"cols": len(rows[0]), "rows": len(rows), **(grid or {})},
        "terrain": {"rows": rows}, "tokens": tokens, "seed": 7, **extra,
    }
    path = folder / f"{name}.json"
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


#: A d20 corridor: blue knights (2 squares a move) west of red spearmen, walls above and below.
CORRIDOR = (
    ["#########", ".........", "#########"],
    [
        {"id": "knights", "name": "Blue knights", "side": "blue", "at": [1, 1], "template": "cavalry"},
        {"id": "spears", "name": "Red spearmen", "side": "red", "at": [2, 1], "template": "spearmen"},
    ],
)


def make_active(window, token_id: str) -> None:
    """Pass turns (Battle > Next Turn) until `token_id` acts: only the active token moves and acts."""
    for _ in range(len(window.state.tokens) + 1):
        if window.state.combat.active == token_id:
            return
        window.push(window.document.next_turn_command())
    raise AssertionError(f"{token_id} never became active")
