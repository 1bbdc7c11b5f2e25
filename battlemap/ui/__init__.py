"""The only layer that imports PySide6 and pyqtgraph."""

from battlemap.ui.pyside_start import faster_feature_check

# First, before any module of this layer imports Qt: every later import is checked faster.
faster_feature_check()
