"""The GM's measuring tools: Battle > Measure (R), Battle > Place Area Template... (T), a toolbar.

Measure starts the ruler mode (`modes/ruler.py`); Place Area Template asks
the shape and size (`dialogs/area_template.py`), then the pointer places it
(`modes/template_place.py`) as one undoable step. Both take the map's
pointer through the window's controller, like the other modes.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from battlemap.document.template_commands import next_template_id
from battlemap.engine.areas.templates import AreaTemplate
from battlemap.grid import Cell
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.scene import MapScene
from battlemap.ui.modes.ruler import RulerMode
from battlemap.ui.modes.template_place import TemplatePlaceMode
from battlemap.ui.window.window_parts import BattleEditor, WindowWidget

translate = QCoreApplication.translate


class MeasureWindow(WindowWidget, BattleEditor, Protocol):
    """What the tools need of the window: its map's controller and scene."""

    controller: MapController
    scene: MapScene


class MeasureTools:
    """The two actions, their toolbar, and the modes they start."""

    def __init__(self, window: MeasureWindow, menu: QMenu, named: dict[str, QAction]) -> None:
        self._window = window
        #: The last template chosen: the dialog starts from it.
        self.last: AreaTemplate | None = None
        parent = window.window()
        self.measure = QAction(translate("Menus", "&Measure"), parent)
        self.measure.setShortcut(QKeySequence("R"))
        self.measure.setToolTip(translate("Menus", "Measure a distance on the map (R)"))
        self.measure.triggered.connect(self.start_ruler)
        self.template = QAction(translate("Menus", "Place Area &Template..."), parent)
        self.template.setShortcut(QKeySequence("T"))
        self.template.setToolTip(translate("Menus", "Place a circle, cone, line or square on the map (T)"))
        self.template.triggered.connect(lambda: self.place_template())
        menu.addSeparator()
        menu.addAction(self.measure)
        menu.addAction(self.template)
        named["measure"], named["place_template"] = self.measure, self.template
        self.toolbar = QToolBar(translate("Menus", "Tools"), parent)
        self.toolbar.setObjectName("tools")
        self.toolbar.addAction(self.measure)
        self.toolbar.addAction(self.template)
        if isinstance(parent, QMainWindow):
            parent.addToolBar(self.toolbar)

    def start_ruler(self) -> RulerMode:
        """Measure: drag from a cell, or click cells for waypoints; Escape ends it."""
        window = self._window
        mode = RulerMode(window.document, self._ended)
        window.controller.set_mode(mode)
        window.statusBar().showMessage(translate(
            "Menus", "Measure: drag from a cell, or click cells to add waypoints (click the last one again "
            "to end); Escape to stop."))
        return mode

    def place_template(self, choice: AreaTemplate | None = None) -> TemplatePlaceMode | None:
        """The dialog (unless `choice` is given), then the pointer places the template."""
        window = self._window
        if choice is None:
            from battlemap.ui.dialogs.area_template import AreaTemplateDialog

            dialog = AreaTemplateDialog(window.state, self.last, window.window())
            if not dialog.exec():
                return None
            choice = dialog.choice()
        self.last = choice
        mode = TemplatePlaceMode(window.scene, lambda: window.state, choice, next_template_id(window.state),
                                 self._place, self._ended, self._show_cover)
        window.controller.set_mode(mode)
        window.statusBar().showMessage(self._prompt())
        return mode

    def _prompt(self) -> str:
        return translate("Menus", "Place the template: click its origin cell (a cone or a line: then click "
                                  "where it points); Escape to stop.")

    def _place(self, template: AreaTemplate) -> None:
        self._window.push(self._window.document.place_template_command(template))

    def _show_cover(self, cells: tuple[Cell, ...], tokens: tuple[str, ...]) -> None:
        state = self._window.state
        names = ", ".join(state.token(t).name for t in tokens)
        if names:
            text = translate("Menus", "Covers {n} cells: {names}").format(n=len(cells), names=names)
        else:
            text = translate("Menus", "Covers {n} cells, no token").format(n=len(cells))
        self._window.statusBar().showMessage(f"{text} - {self._prompt()}")

    def _ended(self) -> None:
        self._window.controller.set_mode(None)
