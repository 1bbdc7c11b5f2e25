"""View > Align Background by Hand...: the picture under the map moved and scaled with the pointer.

The entry (and the Background dialog's Align by Hand button) starts the
pointer mode (`modes/background_align.py`) and shows a toolbar: Scale by
Two Points, Done (Enter) and Cancel (Escape). The status bar says what to
do at each step. Done pushes the new placement as one undoable step, the
same `background` command and journal record the dialog's numbers make, so
the dialog shows the new values; Cancel puts the picture back.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from battlemap.document.background import Background
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.scene import MapScene
from battlemap.ui.modes.background_align import (
    FIRST_POINT, MOVING, SCALED, SECOND_POINT, TOO_CLOSE, BackgroundAlignMode)
from battlemap.ui.window.window_parts import BattleEditor, WindowWidget

translate = QCoreApplication.translate


class AlignWindow(WindowWidget, BattleEditor, Protocol):
    """What aligning needs of the window: its map's controller and scene."""

    controller: MapController
    scene: MapScene


def step_text(step: str, background: Background) -> str:
    """What the status bar says at each step of aligning the picture (short: the cell shown beside it)."""
    if step == FIRST_POINT:
        return translate("Menus", "Point 1 of 2: drag a point of the picture (a corner of its grid) onto its "
                                  "grid corner. Escape puts the picture back.")
    if step == SECOND_POINT:
        return translate("Menus", "Point 2 of 2: drag another point of the picture, far from the first, onto "
                                  "its grid corner.")
    if step == TOO_CLOSE:
        return translate("Menus", "No scale from that corner: drop the second point on another corner, the "
                                  "same way from the first as on the picture.")
    if step == SCALED:
        return translate("Menus", "Scaled to {scale} pixels per cell. Drag to move it; Enter keeps it, Escape "
                                  "puts it back.").format(scale=f"{background.scale:.2f}")
    return translate("Menus", "Drag the picture to move it, or Scale by Two Points. Enter keeps it, Escape "
                              "puts it back.")


class BackgroundAligner:
    """The menu entry, the toolbar shown while aligning, and the mode they drive."""

    def __init__(self, window: AlignWindow, menu: QMenu, named: dict[str, QAction]) -> None:
        self._window = window
        self.mode: BackgroundAlignMode | None = None
        parent = window.window()
        self.start_action = QAction(translate("Menus", "Align Background by &Hand..."), parent)
        self.start_action.triggered.connect(lambda: self.start())
        menu.addAction(self.start_action)
        self.two_points = QAction(translate("Menus", "Scale by &Two Points"), parent)
        self.two_points.setToolTip(translate(
            "Menus", "Drop two points of the picture on two grid corners: the scale follows"))
        self.two_points.triggered.connect(self._two_points)
        self.done = QAction(translate("Menus", "&Done"), parent)
        self.done.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
        self.done.triggered.connect(self._done)
        self.cancel = QAction(translate("Menus", "&Cancel"), parent)
        self.cancel.triggered.connect(lambda: window.controller.cancel())
        self.toolbar = QToolBar(translate("Menus", "Background Alignment"), parent)
        self.toolbar.setObjectName("background_alignment")
        for action in (self.two_points, self.done, self.cancel):
            self.toolbar.addAction(action)
        if isinstance(parent, QMainWindow):
            parent.addToolBar(self.toolbar)
        self._shown(False)
        named.update(align_background=self.start_action, align_two_points=self.two_points,
                     align_done=self.done, align_cancel=self.cancel)

    def _shown(self, on: bool) -> None:
        self.toolbar.setVisible(on)
        for action in (self.two_points, self.done, self.cancel):
            action.setEnabled(on)

    def start(self) -> BackgroundAlignMode | None:
        """The pointer moves and scales the picture until Done or Escape (None: no picture shown)."""
        window = self._window
        background = window.document.background
        if background is None or window.scene.features.background_item is None:
            window.statusBar().showMessage(translate(
                "Menus", "Choose a background image first (View > Background Image...)."), 6000)
            return None
        self.mode = BackgroundAlignMode(window.scene, background, self._step, self._ended)
        window.controller.set_mode(self.mode)
        window.document.background_changed.connect(self._changed_elsewhere)
        self._shown(True)
        self._step(MOVING)
        return self.mode

    def _step(self, step: str) -> None:
        if self.mode is not None:
            self._window.statusBar().showMessage(step_text(step, self.mode.background))

    def _two_points(self) -> None:
        if self.mode is not None:
            self.mode.start_two_points()

    def _done(self) -> None:
        if self.mode is not None:
            self.mode.done()

    def _changed_elsewhere(self, background: Background | None) -> None:
        """Undo (or a replayed step) changed the picture meanwhile: the hand placement no longer applies."""
        if self.mode is not None:
            self._window.controller.cancel()
            if background is not None:  # the map already shows it; the cancel put back the old placement
                self._window.scene.features.place_background(background)

    def _ended(self, placed: Background | None) -> None:
        mode, self.mode = self.mode, None
        window = self._window
        window.document.background_changed.disconnect(self._changed_elsewhere)
        if mode is not None and window.controller.mode is mode:
            window.controller.set_mode(None)
        self._shown(False)
        window.statusBar().clearMessage()
        if placed is not None and placed != window.document.background:
            window.push(window.document.background_command(placed))
