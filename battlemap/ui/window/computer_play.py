"""The computer's sides played in the window: a step at a time, after a pause the player sets.

After every change of the battle, when the computer has the next step (its
token's turn, or a reaction its side answers), a timer waits the pace and
pushes that step as the window pushes a person's command: one undo step, the
journal, autosave and the log as for a person (the step's first log line says
why, document/computer.py). Escape takes over: the computer leaves the turn it
was playing to the person at the table (it plays its side again from its next
turn); Battle > Computer > Play One Step plays one step by hand, and the Step
by Step pace waits for that every time.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QStatusBar, QWidget

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.engine.objectives.judge import outcome
from battlemap.engine.battle.state import BattleState
from battlemap.ui.words.languages import open_settings

#: The paces a player may choose, in milliseconds between two steps; None: only by hand.
PACES: dict[str, int | None] = {"fast": 150, "normal": 700, "slow": 2000, "step": None}
DEFAULT_PACE = "normal"
PACE_KEY = "computer/pace"


def _computer(state: BattleState, side: str) -> bool:
    entry = state.sides.get(side)
    return entry is not None and entry.computer


class ComputerWindow(Protocol):
    """What the computer needs of the window: its battle, a way to push, its status bar."""

    document: BattleDocument

    def push(self, result: Command | Rejected | None) -> bool: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)

    def window(self) -> QWidget: ...


class ComputerPlayer(QObject):
    """Plays the sides the battle gives the computer (`sides.<id>.played_by`)."""

    def __init__(self, window: ComputerWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._document: BattleDocument | None = None
        stored = open_settings().value(PACE_KEY)
        self.pace = stored if isinstance(stored, str) and stored in PACES else DEFAULT_PACE
        #: The turn (round, token) a person took over with Escape: the computer leaves it alone.
        self.taken_over: tuple[int, str] | None = None
        #: The status bar message the computer last showed (cleared when its turn is over).
        self._said: str | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.play_step)
        self.bind(window.document)

    def bind(self, document: BattleDocument) -> None:
        """Follow `document` (File > Open or New replaced the battle)."""
        if self._document is not None:
            self._document.state_changed.disconnect(self._changed)
        self._document = document
        self.taken_over = None
        document.state_changed.connect(self._changed)
        self._changed(document.state)

    def set_pace(self, pace: str) -> None:
        """Wait `pace` between steps from now on (kept for the next start)."""
        self.pace = pace
        open_settings().setValue(PACE_KEY, pace)
        self.timer.stop()
        self._changed(self._window.document.state)

    # --- whose move ----------------------------------------------------------------------
    def has_move(self) -> bool:
        """True when the next step of the battle is the computer's to play."""
        document = self._window.document
        state = document.state
        # Most battles are people's alone: that answer needs no judge, run after every command.
        if not any(side.computer for side in state.sides.values()):
            return False
        if document.replay_step is not None or outcome(state) is not None:
            return False
        for offer in document.pending_reactions:
            by = offer.reaction.by
            if state.has_token(by) and _computer(state, state.token(by).side):
                return True
        active = state.combat.active
        if active is None or not state.has_token(active) or not _computer(state, state.token(active).side):
            return False
        return self.taken_over != (state.combat.round, active)

    def _changed(self, _state: BattleState) -> None:
        if not self.has_move():
            self.timer.stop()
            self._unsay()
            return
        wait = PACES[self.pace]
        if wait is not None and not self.timer.isActive():
            self.timer.start(wait)
            self._say(QCoreApplication.translate(
                "Computer", "The computer is playing: Escape takes over this turn."))
        elif wait is None:
            self._say(QCoreApplication.translate(
                "Computer", "The computer's move: Battle > Computer > Play One Step, or Escape to play it yourself."))

    # --- playing -------------------------------------------------------------------------
    def play_step(self) -> bool:
        """Play the computer's next step now; True when one was played."""
        self.timer.stop()
        if QApplication.activeModalWidget() is not None:
            self.timer.start(PACES[self.pace] or 250)  # a dialog is open: ask again after it
            return False
        if not self.has_move():
            return False
        # The computer's planner (engine/ai) is imported with its first step: a battle played by
        # people never needs it, and the window's start does not wait for it.
        from battlemap.document.computer import computer_step

        step = computer_step(self._window.document)
        if step is None:
            return False
        return self._window.push(step.command)

    def take_over(self) -> bool:
        """Escape: the person plays the rest of the computer's current turn; True when there was one."""
        state = self._window.document.state
        active = state.combat.active
        if not self.has_move() or active is None:
            return False
        self.timer.stop()
        self.taken_over = (state.combat.round, active)
        self._say(QCoreApplication.translate(
            "Computer", "You play this turn: the computer plays its side again from its next turn."))
        return True

    def _say(self, text: str) -> None:
        self._said = text
        self._window.statusBar().showMessage(text, 8000)

    def _unsay(self) -> None:
        """The computer's turn is over: its message goes (another one stays)."""
        bar = self._window.statusBar()
        if self._said is not None and bar.currentMessage() == self._said:
            bar.clearMessage()
        self._said = None
