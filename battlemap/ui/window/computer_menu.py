"""Battle > Computer: play the computer's next step by hand, take its turn over, and its pace."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.state import BattleState
from battlemap.ui.window.computer_play import PACES, ComputerPlayer, ComputerWindow

translate = QCoreApplication.translate


def _pace_name(pace: str) -> str:
    return {
        "fast": translate("Menus", "&Fast"),
        "normal": translate("Menus", "&Normal"),
        "slow": translate("Menus", "&Slow"),
        "step": translate("Menus", "Step by S&tep"),
    }[pace]


class ComputerMenu:
    """The Computer submenu of Battle, and the player that follows the battle."""

    def __init__(self, window: ComputerWindow, menu: QMenu, named: dict[str, QAction]) -> None:
        self._document: BattleDocument | None = None
        self.player = ComputerPlayer(window, window.window())
        sub = menu.addMenu(translate("Menus", "&Computer"))
        self.step = QAction(translate("Menus", "Play One &Step"), window.window())
        self.step.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.step.triggered.connect(self.player.play_step)
        sub.addAction(self.step)
        # Escape takes over only while the computer has the move, so it never steals Escape from
        # a drag, targeting or a drawing mode of the person's own turn.
        self.take_over = QAction(translate("Menus", "&Take Over This Turn"), window.window())
        self.take_over.setShortcut(QKeySequence("Escape"))
        self.take_over.triggered.connect(self._take_over)
        window.window().addAction(self.take_over)
        sub.addAction(self.take_over)
        pace = sub.addMenu(translate("Menus", "&Pace"))
        group = QActionGroup(pace)
        for key in PACES:
            action = QAction(_pace_name(key), pace)
            action.setCheckable(True)
            action.setChecked(key == self.player.pace)
            action.triggered.connect(lambda _=False, k=key: self.player.set_pace(k))
            group.addAction(action)
            pace.addAction(action)
            named[f"computer_pace_{key}"] = action
        named["computer_step"] = self.step
        named["computer_take_over"] = self.take_over
        self.bind(window.document)

    def bind(self, document: BattleDocument) -> None:
        """Follow `document` (the window's battle was replaced)."""
        self.player.bind(document)
        if self._document is not None:
            self._document.state_changed.disconnect(self._enable)
        self._document = document
        document.state_changed.connect(self._enable)
        self._enable(document.state)

    def _take_over(self) -> None:
        if self.player.take_over():
            self._enable(None)  # Escape goes back to the map: the person's drags and modes

    def _enable(self, _state: BattleState | None) -> None:
        has_move = self.player.has_move()
        self.step.setEnabled(has_move)
        self.take_over.setEnabled(has_move)
