"""The Odds dock's bar chart of an outcome distribution: the one module that imports pyqtgraph.

pyqtgraph and numpy take most of a second to import, so the Odds dock
imports this module only when its chart is first shown or first has bars to
draw (`OddsDock`), never at start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication  # PySide6 before pyqtgraph: pyqtgraph binds the first loaded
from PySide6.QtWidgets import QWidget

import pyqtgraph as pg

from battlemap.engine.attacks.distribution import Distribution

_HIT = "#2e9a4b"
_MISS = "#8a8f98"


class OddsChart:
    """A pyqtgraph plot of chance (%) per outcome, hits in green."""

    def __init__(self, parent: QWidget) -> None:
        self.plot = pg.PlotWidget(parent)
        self.plot.setBackground("w")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        self.plot.setLabel("left", QCoreApplication.translate("OddsDock", "chance of the result (%)"))
        self.plot.setLabel("bottom", QCoreApplication.translate("OddsDock", "result of the roll"))
        self.plot.setMinimumHeight(140)
        self.bars: pg.BarGraphItem | None = None

    def draw(self, distribution: Distribution | None, threshold: int | None) -> None:
        """Chart `distribution` (None: clear), outcomes >= `threshold` as hits."""
        if self.bars is not None:
            self.plot.removeItem(self.bars)
            self.bars = None
        if distribution is None:
            return
        outcomes = list(distribution.outcomes())
        heights = [float(p) * 100 for _, p in distribution.items()]
        brushes = [pg.mkBrush(_HIT if threshold is not None and o >= threshold else _MISS) for o in outcomes]
        self.bars = pg.BarGraphItem(x=outcomes, height=heights, width=0.8, brushes=brushes, pen=None)
        self.plot.addItem(self.bars)
        self.plot.setYRange(0, max(heights) * 1.1 if heights else 1, padding=0)
