"""A bench-only switch: print when the map is first painted, then quit (`battlemap bench --render`).

With `BATTLEMAP_BENCH_FIRST_PAINT=1` (`battlemap.bench.switch`) in its environment, `battlemap` opens as
usual and, once the map view has painted for the first time, prints
`FIRST_PAINT_LINE` on stdout and leaves the event loop. The bench spawns it
and times from the spawn to that line: the user's wait from launch to the
first painted map. Nothing else changes, and the variable is never set in use
(docs/BENCH.md); its name and line are in `battlemap.bench.switch`.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from battlemap.bench.switch import FIRST_PAINT_LINE


class _FirstPaint(QObject):
    """Watches a widget's paint events; after the first, reports and quits."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._done = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            # Reported on the next turn of the loop: after this paint reached the window.
            QTimer.singleShot(0, _report)
        return False


def _report() -> None:
    print(FIRST_PAINT_LINE, flush=True)
    sys.stdout.flush()
    QApplication.quit()


def watch(widget: QWidget) -> None:
    """Report `widget`'s first paint and quit (call before the event loop starts)."""
    _FirstPaint(widget)
