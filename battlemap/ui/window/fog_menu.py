"""Battle > Fog of War and its neighbours: the entries that drive the Player View's fog, and View > Fog Tint.

Fog of War (checkable) turns the battle's fog on or off; Fog Side lists the
battle's sides (as its tokens name them), each checkable: the Player View shows
what the checked sides see together (the party: several sides), one at least;
Reveal Cells, Hide Cells and Clear Cells start a pointer mode that marks dragged
rectangles of cells (Escape ends it), Clear cells giving them back to the sides'
sight; Clear All Fog Marks gives back every cell revealed or hidden by hand at
once; Reset Explored forgets what the side saw before. Every entry pushes a document command, so each is one undoable
step, journaled and autosaved; the checks follow the battle (undo, File > Open).
View > Fog Tint on GM Map shades, on the GM's own map, the cells the players cannot see.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from battlemap.document.battle import BattleDocument
from battlemap.document.fog_commands import fog_on_sides, sides_of
from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.controller import MapController
from battlemap.ui.modes.fog_cells import FogCellsMode
from battlemap.ui.window.fog_warm_up import FogWarmUp
from battlemap.ui.window.window_parts import BattleEditor, WindowWidget

translate = QCoreApplication.translate


class FogWindow(WindowWidget, BattleEditor, Protocol):
    """What the fog entries need of the window: its map controller (the GM's tint lives there)."""

    controller: MapController

    def mark_fog_cells(self, mark: str) -> FogCellsMode: ...


class FogMenu:
    """The fog entries of one window, kept in step with the battle it shows."""

    def __init__(self, window: FogWindow, battle: QMenu, view: QMenu, named: dict[str, QAction]) -> None:
        self.window = window
        self._document: BattleDocument | None = None
        #: Works out what the sides see before a fog command on a large map (fog_warm_up.py).
        self.warm = FogWarmUp(window.window())
        battle.addSeparator()
        menu = battle
        self.toggle = QAction(translate("Menus", "Fog of &War"), window.window())
        self.toggle.setCheckable(True)
        self.toggle.triggered.connect(self.set_fog)
        menu.addAction(self.toggle)
        self.sides = menu.addMenu(translate("Menus", "Fog &Side"))
        self.sides.aboutToShow.connect(self._fill_sides)
        self.reveal = menu.addAction(translate("Menus", "&Reveal Cells"))
        self.reveal.triggered.connect(lambda: window.mark_fog_cells("reveal"))
        self.hide = menu.addAction(translate("Menus", "&Hide Cells"))
        self.hide.triggered.connect(lambda: window.mark_fog_cells("hide"))
        self.clear = menu.addAction(translate("Menus", "&Clear Cells"))
        self.clear.triggered.connect(lambda: window.mark_fog_cells("clear"))
        self.clear_all = menu.addAction(translate("Menus", "Clear &All Fog Marks"))
        self.clear_all.triggered.connect(lambda: window.push(window.document.clear_fog_marks_command()))
        self.reset = menu.addAction(translate("Menus", "Reset &Explored"))
        self.reset.triggered.connect(lambda: window.push(window.document.reset_explored_command()))
        self.tint = QAction(translate("Menus", "Fog &Tint on GM Map"), window.window())
        self.tint.setCheckable(True)
        self.tint.setChecked(True)
        self.tint.toggled.connect(self._tint)
        view.addAction(self.tint)
        named.update(fog=self.toggle, fog_reveal=self.reveal, fog_hide=self.hide, fog_clear=self.clear,
                     fog_clear_all=self.clear_all, fog_reset=self.reset,
                     fog_tint=self.tint)
        self.bind(window.document)

    def bind(self, document: BattleDocument) -> None:
        """Follow `document` (the window's battle, again after File > Open); a battle whose fog
        is on shows its map first, and its fog once worked out (`hold`)."""
        if self._document is not None:
            self._document.state_changed.disconnect(self._follow)
        self._document = document
        document.state_changed.connect(self._follow)
        self.hold(document)
        self._follow(document.state)
        self._tint(self.tint.isChecked())
        if document.sight_warming:
            QTimer.singleShot(0, lambda: self._warm_opened(document))

    def hold(self, document: BattleDocument) -> None:
        """Before a battle's views are made: when its fog is on and long to work out, they cover
        everything (`sight_warming`) until the warm-up `bind` starts has worked it out."""
        fog = document.state.fog
        if fog.enabled and fog.sides and not self.warm.busy and self.warm.is_long(document, fog.sides):
            document.sight_warming = True

    def _warm_opened(self, document: BattleDocument) -> None:
        def shown() -> None:
            document.sight_warming = False
            document.sight_warmed.emit()

        if document is not self.window.document:  # another battle opened meanwhile
            shown()
            return
        self.warm.run(document, document.state.fog.sides, shown, cancellable=False)

    def set_fog(self, on: bool) -> bool:
        """Battle > Fog of War: on (once what its sides see is worked out) or off."""
        window = self.window
        if not on:
            return window.push(window.document.set_fog_command(False))
        self.toggle.setChecked(window.document.state.fog.enabled)  # checked once the command is in
        self._after_warm_up(fog_on_sides(window.document.state),
                            lambda: window.push(window.document.set_fog_command(True)))
        return True

    def _after_warm_up(self, sides, then) -> None:
        """`then` once what `sides` see is worked out (at once when short; never on Cancel)."""
        self.warm.run(self.window.document, sides, then)

    def _follow(self, state: BattleState) -> None:
        on = state.fog.enabled
        self.toggle.setChecked(on)
        for action in (self.reveal, self.hide, self.clear, self.reset):
            action.setEnabled(on)
        self.clear_all.setEnabled(on and bool(state.fog.revealed or state.fog.hidden))

    def _fill_sides(self) -> None:
        """One checkable entry per side of the battle's tokens; the fog's sides checked."""
        self.sides.clear()
        state = self.window.document.state
        for side in sides_of(state):
            action = QAction(state.side_name(side), self.sides)  # the id stays the data
            action.setCheckable(True)
            action.setChecked(state.fog.enabled and side in state.fog.sides)
            action.triggered.connect(lambda _=False, s=side: self.toggle_side(s))
            self.sides.addAction(action)

    def toggle_side(self, side: str) -> bool:
        """A side's entry: with fog off, show what `side` sees; else add it to the sides shown
        together, or take it away (never the last one: the entry stays checked)."""
        state = self.window.document.state
        if not state.fog.enabled:
            return self.choose_side(side)
        shown = state.fog.sides
        if side not in shown:
            wanted = [s for s in sides_of(state) if s in shown or s == side]
            wanted += [s for s in shown if s not in wanted]  # a side with no token left stays
        elif len(shown) > 1:
            wanted = [s for s in shown if s != side]
        else:
            return False
        self._after_warm_up(wanted, lambda: self.window.push(self.window.document.set_fog_sides_command(wanted)))
        return True

    def choose_side(self, side: str) -> bool:
        """Show what `side` sees (fog turned on first when it is off): one undoable step each,
        once what they show is worked out."""
        state = self.window.document.state
        sides = (side,) if state.fog.enabled else tuple(dict.fromkeys(fog_on_sides(state) + (side,)))
        self._after_warm_up(sides, lambda: self._show_side(side))
        return True

    def _show_side(self, side: str) -> bool:
        window = self.window
        if not window.document.state.fog.enabled and not window.push(window.document.set_fog_command(True)):
            return False
        if window.document.state.fog.sides == (side,):
            return True
        return window.push(window.document.set_fog_sides_command([side]))

    def _tint(self, on: bool) -> None:
        tint = self.window.controller.fog_tint
        tint.enabled = on
        tint.update(self.window.document.state)
