"""Rendering benchmarks: a full repaint of a big map, and one drag step with its repaint.

`render_bench()` builds the bench map of `battlemap.bench.maps` (200 x 200
cells, 1000 tokens by default), shows it in a 1920 x 1080 map view under
whatever Qt platform runs (the offscreen one for `battlemap bench --render`),
and times, per sample:

- `repaint_fit_ms`: a full repaint of the viewport with the whole map in view;
- `repaint_play_ms`: a full repaint at 100 % zoom (cells at play size), centred
  on the mover;
- `drag_step_ms`: one pointer move of a drag to the next cell of the bench
  path (the document's `preview_move`, the overlays updated) plus the
  repaint of what changed (the pending update, as on the next frame), at
  100 % zoom.

Medians are in milliseconds; the issue's targets are at most 10 ms for a
repaint and 3 ms for a drag step. Timings are reported, never asserted.

Every sample is followed by one of a yardstick, `reference_ms`: a stock
QGraphicsView of the same size over plain square items repainting a
512 x 512 pixel region (a millisecond or so, like a drag step). Load on a
shared machine slows both alike, so `vs_reference` (our median over the
yardstick's) compares runs where the milliseconds alone cannot. The CPU
time of the GUI thread (`cpu_ms`) is reported beside each median: time
the thread spent waiting for a core is not in it.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene, QGraphicsView

from battlemap.bench.maps import MapSpec, generate
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.library import resolve_ruleset
from battlemap.schema import scenario_from_document
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.view import MapView

VIEW_SIZE = (1920, 1080)
REPAINT_TARGET_MS = 10.0
DRAG_STEP_TARGET_MS = 3.0
#: The yardstick's repainted region, in the middle of the view.
REFERENCE_REGION = QRect(704, 284, 512, 512)
_REFERENCE_CELL = 64


@dataclass(frozen=True)
class RenderBench:
    """Median milliseconds of each measure, and how many samples each took."""

    map_label: str
    tokens: int
    repaint_fit_ms: float
    repaint_play_ms: float
    drag_step_ms: float
    samples: int
    #: The yardstick's median over the same run (see the module docstring).
    reference_ms: float = 0.0
    #: Median CPU time of the GUI thread per sample: repaint_fit, repaint_play, drag_step.
    cpu_ms: tuple[float, float, float] = (0.0, 0.0, 0.0)

    def vs_reference(self, ms: float) -> float | None:
        """`ms` over the yardstick's median (None when there is none)."""
        return ms / self.reference_ms if self.reference_ms > 0 else None

    def as_json(self) -> dict[str, object]:
        """`{"render.square200.drag_step": {"median_ms", "target_ms", "samples", "cpu_ms",
        "reference_ms", "vs_reference"}, ...}` for `battlemap bench --render`."""
        rows = (("repaint_fit", self.repaint_fit_ms, REPAINT_TARGET_MS),
                ("repaint_play", self.repaint_play_ms, REPAINT_TARGET_MS),
                ("drag_step", self.drag_step_ms, DRAG_STEP_TARGET_MS))
        return {f"render.{self.map_label}.{name}": {
                    "median_ms": round(ms, 4), "target_ms": target, "samples": self.samples,
                    "cpu_ms": round(cpu, 4), "reference_ms": round(self.reference_ms, 4),
                    "vs_reference": _rounded(self.vs_reference(ms))}
                for (name, ms, target), cpu in zip(rows, self.cpu_ms)}


def _rounded(ratio: float | None) -> float | None:
    return None if ratio is None else round(ratio, 3)


class Reference:
    """The yardstick: a stock view of plain squares, nothing of ours, repainting one region."""

    def __init__(self) -> None:
        self.scene = QGraphicsScene()
        width, height = VIEW_SIZE
        shades = (QBrush(QColor("#7a8c5a")), QBrush(QColor("#8a9c6a")))
        for row in range(height // _REFERENCE_CELL + 1):
            for col in range(width // _REFERENCE_CELL + 1):
                item = QGraphicsRectItem(col * _REFERENCE_CELL, row * _REFERENCE_CELL,
                                         _REFERENCE_CELL, _REFERENCE_CELL)
                item.setBrush(shades[(row + col) % 2])
                item.setPen(QPen(QColor("#404040")))
                self.scene.addItem(item)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.view.resize(*VIEW_SIZE)
        self.view.show()
        QApplication.processEvents()

    def step(self) -> None:
        """Repaint the fixed region now."""
        self.view.viewport().repaint(REFERENCE_REGION)

    def close(self) -> None:
        self.view.close()
        self.view.deleteLater()
        self.scene.deleteLater()


class _Stage:
    """A map view of one battle at 1920 x 1080, with its controller, shown."""

    def __init__(self, document: BattleDocument) -> None:
        self.document = document
        self.scene = MapScene(document.state)
        self.view = MapView(self.scene)
        self.view.resize(*VIEW_SIZE)
        self.view.show()
        self.controller = MapController(document, self.scene, self.view, self._push)
        QApplication.processEvents()

    def _push(self, result) -> None:
        if isinstance(result, Command):
            self.document.apply(result)

    def repaint(self) -> None:
        """Paint the whole viewport now."""
        self.view.viewport().repaint()

    def paint_pending(self) -> None:
        """Paint what the last change marked dirty (what Qt does on the next frame)."""
        QApplication.processEvents()

    def mouse(self, kind: QEvent.Type, col: int, row: int, buttons) -> None:
        layout = self.scene.layout
        x, y = layout.center(layout.grid.from_offset(col, row))
        point = QPointF(self.view.mapFromScene(QPointF(x, y)))
        button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
        event = QMouseEvent(kind, point, self.view.viewport().mapToGlobal(point), button, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.view.viewport(), event)

    def close(self) -> None:
        self.controller.unbind()
        self.view.close()
        self.view.deleteLater()
        self.scene.deleteLater()
        QApplication.processEvents()


def _elapsed_ms(call: Callable[[], object]) -> tuple[float, float]:
    """(wall, GUI thread CPU) milliseconds of one call."""
    start, cpu = time.perf_counter_ns(), time.thread_time_ns()
    call()
    return (time.perf_counter_ns() - start) / 1e6, (time.thread_time_ns() - cpu) / 1e6


class _Timer:
    """Times our calls, each sample followed by one of the yardstick (when there is one)."""

    def __init__(self, reference: Callable[[], object] | None = None) -> None:
        self._reference = reference
        self.reference_times: list[float] = []
        #: The CPU median of each `median_ms` call, in order.
        self.cpu_medians: list[float] = []

    def median_ms(self, call: Callable[[], object], samples: int) -> float:
        """The wall median of `call` over `samples` (its CPU median goes to `cpu_medians`)."""
        call()  # warm: first paints build tiles and caches
        times, cpu = [], []
        for _ in range(samples):
            wall, thread = _elapsed_ms(call)
            times.append(wall)
            cpu.append(thread)
            if self._reference is not None:
                self.reference_times.append(_elapsed_ms(self._reference)[0])
        self.cpu_medians.append(statistics.median(cpu))
        return statistics.median(times)

    @property
    def reference_ms(self) -> float:
        return statistics.median(self.reference_times) if self.reference_times else 0.0


def bench_document(spec: MapSpec) -> tuple[BattleDocument, str, tuple[tuple[int, int], ...]]:
    """The bench map of `spec` as an open battle, its mover and its drag path (offsets)."""
    bench = generate(spec)
    scenario = scenario_from_document(bench.document, source=spec.label, ruleset_resolver=resolve_ruleset)
    document = BattleDocument.new(scenario, name=spec.label)
    return document, bench.mover, bench.path


def render_bench(kind: str = "square", cols: int = 200, rows: int = 200, tokens: int = 1000,
                 samples: int = 31) -> RenderBench:
    """Time a full repaint (fitted and at 100 %) and a drag step on a generated map."""
    app = QApplication.instance() or QApplication([])
    del app  # kept alive by Qt; named only so it is created before any widget
    spec = MapSpec(kind, cols, rows, tokens)
    document, mover, path = bench_document(spec)
    reference = Reference()
    stage = _Stage(document)
    timer = _Timer(reference.step)
    try:
        reference.step()  # warm
        stage.view.fit_map()
        fit = timer.median_ms(stage.repaint, samples)
        stage.view.zoom_actual()
        start = document.state.token(mover).cell
        stage.view.centerOn(*stage.scene.layout.center(start))
        play = timer.median_ms(stage.repaint, samples)
        drag = _drag_steps(stage, document, mover, path, samples, timer)
    finally:
        stage.close()
        reference.close()
    fit_cpu, play_cpu, drag_cpu = timer.cpu_medians
    return RenderBench(spec.label, tokens, fit, play, drag, samples, timer.reference_ms,
                       (fit_cpu, play_cpu, drag_cpu))


def _drag_steps(stage: _Stage, document: BattleDocument, mover: str,
                path: tuple[tuple[int, int], ...], samples: int, timer: _Timer) -> float:
    """Median of one drag step (pointer to the next path cell, rules, repaint)."""
    grid = document.state.grid
    col, row = grid.to_offset(document.state.token(mover).cell)
    held = Qt.MouseButton.LeftButton
    stage.mouse(QEvent.Type.MouseButtonPress, col, row, held)
    # Walk out along the path and back, so every step crosses into a new cell.
    walk = list(path) + list(reversed(path[:-1]))
    position = [0]

    def step() -> None:
        position[0] = (position[0] + 1) % len(walk)
        c, r = walk[position[0]]
        stage.mouse(QEvent.Type.MouseMove, c, r, held)
        stage.paint_pending()

    try:
        return timer.median_ms(step, samples)
    finally:
        stage.controller.cancel()
