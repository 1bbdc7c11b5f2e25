"""The only layer that imports PySide6 and pyqtgraph."""
