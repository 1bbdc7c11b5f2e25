"""Autosave: after every change of the history, a moment later, the battle and its journal
go to the user data folder (document/autosaves.py), off the drag's hot path.

The history changing (a push, an undo, a redo) starts a short single-shot
timer, so a burst of commands writes once. A history back at its clean state
(just saved, or undone to the file) needs no autosave: it is removed. A
failed write (full disk, read-only folder) is said once, in the status bar
and the log, and play goes on; the next success clears the warning.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QUndoStack

from battlemap.document.battle import BattleDocument
from battlemap.schema import LoadError
from battlemap.ui.window.window_parts import WindowWidget

#: How long after the last change the autosave is written (ms): after a burst, once.
DELAY_MS = 400


class AutosaveWindow(WindowWidget, Protocol):
    document: BattleDocument
    undo_stack: QUndoStack


class Autosaver(QObject):
    """Writes the window's battle to its autosave a moment after each change."""

    def __init__(self, window: AutosaveWindow) -> None:
        super().__init__(window.window())
        self.window = window
        self.failed = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.write_now)
        window.undo_stack.indexChanged.connect(lambda _index: self.timer.start())

    def write_now(self) -> None:
        """Autosave at once (the timer's work; a quit flushes a pending one through here too)."""
        self.timer.stop()
        document, stack = self.window.document, self.window.undo_stack
        if document.replay_step is not None:
            return  # replay shows the past; the battle itself has not changed
        if stack.isClean():
            document.discard_autosave()
            return
        try:
            document.autosave()
        except (OSError, ValueError, LoadError) as error:  # a full disk, a read-only folder; never a crash
            self._failed(document, error)
            return
        self.failed = False

    def _failed(self, document: BattleDocument, error: Exception) -> None:
        if self.failed:
            return  # said once; play goes on
        self.failed = True
        document.note_autosave_failed(error)
        self.window.statusBar().showMessage(self.tr(
            "Autosave failed: {error}. Save by hand to keep your work.").format(
                error=getattr(error, "strerror", None) or str(error)), 15000)

    def discard(self) -> None:
        """A clean quit or a battle closed on purpose: no autosave is left behind."""
        self.timer.stop()
        self.window.document.discard_autosave()
