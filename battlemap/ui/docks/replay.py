"""Battle > Replay: a scrubber over the battle's journal; the map, the log and the player view follow.

The dock moves the document to a step (`BattleDocument.show_step`): every
view redraws from the document's signals, the Player View too, so a table
can watch the last round again. First, back, forward, last (Ctrl+Home,
Ctrl+Left, Ctrl+Right, Ctrl+End) and a slider;
the line under them says which step and what it did. Nothing changes the
battle while replay is on (the window refuses commands); leaving at an
earlier step offers to continue from there (one undoable command that drops
the later records), or to go back to the end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, QToolButton, QVBoxLayout, QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.ui.docks.log import shown_text, shown_title


class ReplayDock(QDockWidget):
    """The replay controls; hidden until Battle > Replay."""

    #: The user asked to leave replay (the Leave button or the dock's close button).
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Replay"), parent)
        self.setObjectName("replay_dock")
        self.document: BattleDocument | None = None
        body = QWidget(self)
        self.first = self._button(body, QStyle.StandardPixmap.SP_MediaSkipBackward, self.tr("First step"),
                                  "Ctrl+Home", lambda: self.go(0))
        self.back = self._button(body, QStyle.StandardPixmap.SP_MediaSeekBackward, self.tr("Step back"),
                                 "Ctrl+Left", lambda: self.go(self.step - 1))
        self.forward = self._button(body, QStyle.StandardPixmap.SP_MediaSeekForward, self.tr("Step forward"),
                                    "Ctrl+Right", lambda: self.go(self.step + 1))
        self.last = self._button(body, QStyle.StandardPixmap.SP_MediaSkipForward, self.tr("Last step"),
                                 "Ctrl+End", lambda: self.go(self.steps))
        self.slider = QSlider(Qt.Orientation.Horizontal, body)
        self.slider.setPageStep(1)
        self.slider.valueChanged.connect(self.go)
        self.leave = QPushButton(self.tr("&Leave Replay"), body)
        self.leave.clicked.connect(self.leave_requested.emit)
        self.where = QLabel(body)
        self.where.setWordWrap(True)
        row = QHBoxLayout()
        for widget in (self.first, self.back, self.slider, self.forward, self.last, self.leave):
            row.addWidget(widget)
        layout = QVBoxLayout(body)
        layout.addLayout(row)
        layout.addWidget(self.where)
        self.setWidget(body)

    def _button(self, parent: QWidget, icon: QStyle.StandardPixmap, tip: str, key: str,
                clicked: Callable[[], None]) -> QToolButton:
        button = QToolButton(parent)
        button.setIcon(self.style().standardIcon(icon))
        # A window-wide key while the dock shows (an action of the dock, as menus' keys are).
        action = QAction(tip, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(clicked)
        self.addAction(action)
        shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
        button.setToolTip(f"{tip} ({shown})")
        button.setAccessibleName(tip)
        button.clicked.connect(clicked)
        return button

    # --- state ----------------------------------------------------------------------
    @property
    def steps(self) -> int:
        return len(self.document.journal) if self.document is not None else 0

    @property
    def step(self) -> int:
        step = self.document.replay_step if self.document is not None else None
        return self.steps if step is None else step

    def begin(self, document: BattleDocument) -> None:
        """Replay `document` from the step it is at (its end)."""
        self.document = document
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.steps)
        self.slider.setValue(self.steps)
        self.slider.blockSignals(False)
        document.show_step(self.steps)
        self._describe()
        self.show()

    def go(self, step: int) -> None:
        """Show the battle after `step` records (clamped to the journal)."""
        if self.document is None or self.document.replay_step is None:
            return
        step = max(0, min(self.steps, step))
        if step != self.document.replay_step:
            self.document.show_step(step)
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self._describe()

    def _describe(self) -> None:
        step, steps = self.step, self.steps
        for button, enabled in ((self.first, step > 0), (self.back, step > 0),
                                (self.forward, step < steps), (self.last, step < steps)):
            button.setEnabled(enabled)
        if step == 0:
            what = self.tr("the start of the journal")
        else:
            command = self.document.journal[step - 1]
            ruleset = self.document.state.ruleset
            what = shown_text(command.log[0], ruleset) if command.log else shown_title(command, ruleset)
        self.where.setText(self.tr("Step {step} of {steps}: {what}").format(step=step, steps=steps, what=what))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """The dock's own close button asks to leave replay, like the Leave button."""
        if self.document is not None and self.document.replay_step is not None:
            event.ignore()
            self.leave_requested.emit()
            return
        super().closeEvent(event)
