"""What every part of the window (menus, context menus, file actions) needs of it.

The parts type against Protocols, not the MainWindow class, so none of them
imports the module that builds them: each part names the few members it
uses, and the window is the one thing that has them all. These two are the
members every part shares; each part adds its own (`ActionMenuWindow`,
`MapMenuWindow`, `FileWindow`, `MenuBarWindow`).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QStatusBar, QWidget

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.engine.battle.state import BattleState


class WindowWidget(Protocol):
    """The window as a Qt widget: the parent of what the parts build, and its status bar."""

    # A Protocol cannot also say "is a QWidget", so the parts ask for the widget
    # itself: QWidget.window() of a top-level window is that window.
    def window(self) -> QWidget: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)


class BattleEditor(Protocol):
    """The battle on screen and the one way to change it: `push` a command."""

    document: BattleDocument

    @property
    def state(self) -> BattleState: ...

    def push(self, result: Command | Rejected | None) -> bool: ...
