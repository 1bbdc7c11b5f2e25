"""The status bar's line about the cell under the pointer, which never moves the bar's layout.

Its text changes on every cell the pointer enters. A label as wide as its
text would change the status bar's layout each time, and the bar, the main
window under it and the dock tabs would repaint with it (half of a drag
step's time on a 1920 px window). So the label only ever grows: once it is
as wide as the longest line so far, a new line repaints the label alone.
It is as tall as a line mixing scripts from the start: a Chinese or Russian
cell name is taller than the Latin one, and the bar growing would move the
map up a pixel.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

#: A line of Latin, Cyrillic and Chinese letters: the tallest a cell's description gets.
_MIXED_SCRIPTS = "Ag Щ 国"


class CellStatus(QLabel):
    """A label of a fixed size (a widget whose size cannot change asks for no layout when its
    text changes), made wider only for a line longer than any before, as tall as every script."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(_MIXED_SCRIPTS)
        self.setFixedSize(0, self.sizeHint().height())
        self.clear()

    def show_line(self, text: str) -> None:
        """Show `text`; the label widens (one layout) only for a line longer than any before."""
        if text == self.text():
            return
        self.setText(text)
        wanted = self.sizeHint().width()
        if wanted > self.width():
            self.setFixedWidth(wanted)
