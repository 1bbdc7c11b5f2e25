"""The main window: the map over a BattleDocument, its docks, menus and one undo stack.

Every change goes through `push`: a document Command becomes one step on the
QUndoStack (redo applies it, undo reverts it), a Rejected becomes a status
bar message saying why. The window's modified flag is the undo stack's
clean state. Views follow the document's signals, never each other.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow

from battlemap import __version__
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.recent import RecentFiles
from battlemap.engine.state import BattleState
from battlemap.grid import Cell
from battlemap.ui.cell_status import describe_cell
from battlemap.ui.context_menu import map_menu
from battlemap.ui.file_actions import FileActions
from battlemap.ui.inspector_dock import InspectorDock
from battlemap.ui.log_dock import LogDock
from battlemap.ui.map_controller import MapController
from battlemap.ui.map_scene import MapScene
from battlemap.ui.map_view import MapView
from battlemap.ui.menus import build_menus
from battlemap.ui.odds_dock import OddsDock
from battlemap.ui.reason_text import reasons_text
from battlemap.ui.targeting import TargetingMode
from battlemap.ui.undo import push


class MainWindow(QMainWindow):
    """The GM's window on one battle; File > Open or New replaces the battle."""

    def __init__(self, document: BattleDocument, recent: RecentFiles | None = None) -> None:
        super().__init__()
        self.document = document
        self.undo_stack = QUndoStack(self)
        self.scene = MapScene(document.state)
        self.view = MapView(self.scene, self)
        self.setCentralWidget(self.view)
        self.controller = MapController(document, self.scene, self.view, self.push)
        self.files = FileActions(self, recent)
        self.log_dock = LogDock(self)
        self.inspector = InspectorDock(self)
        self.odds = OddsDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.inspector)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.tabifyDockWidget(self.inspector, self.odds)
        self.inspector.raise_()
        self._bind_docks()
        self._cell_label = QLabel(self)
        self.statusBar().addPermanentWidget(self._cell_label)
        self.view.cell_hovered.connect(self._show_cell)
        self.view.context_requested.connect(self.show_context_menu)
        self.actions = build_menus(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.show_title()
        self.resize(1280, 860)
        self.statusBar().showMessage(self._summary())
        # Fit once the window has its real size.
        QTimer.singleShot(0, self.view.fit_map)

    # --- the battle -------------------------------------------------------------------
    @property
    def state(self) -> BattleState:
        """The engine's state of the battle shown."""
        return self.document.state

    def set_document(self, document: BattleDocument) -> None:
        """Show another battle: new scene, docks rebound, history cleared."""
        self.controller.unbind()
        self.document = document
        self.undo_stack.clear()
        self.scene = MapScene(document.state)
        self.view.set_map_scene(self.scene)
        self.controller = MapController(document, self.scene, self.view, self.push)
        self._bind_docks()
        self.odds.show_explanation(None)
        self.actions.rebind(self)
        self.show_title()
        self.statusBar().showMessage(self._summary())
        self.view.fit_map()

    def _bind_docks(self) -> None:
        self.log_dock.bind(self.document)
        self.inspector.bind(self.document)

    def push(self, result: Command | Rejected | None) -> bool:
        """Do a command as one undoable step, or say why it was refused; True when done."""
        if isinstance(result, Command):
            push(self.undo_stack, self.document, result)
            return True
        if isinstance(result, Rejected):
            names = {t.id: t.name for t in self.state.tokens}
            self.statusBar().showMessage(reasons_text(result.reasons, names).replace("\n", "; "), 8000)
        return False

    # --- map interactions ------------------------------------------------------------
    def context_menu(self, cell: Cell):
        """The right-click menu of a cell (its top token's entries first)."""
        self.controller.cancel()
        return map_menu(self, cell)

    def show_context_menu(self, cell: Cell, where: QPoint) -> None:
        self.context_menu(cell).exec(where)

    def start_targeting(self, attacker: str, target: str | None = None) -> TargetingMode:
        """Aim an attack from `attacker` (pre-aimed at `target`): the pointer picks the target."""
        mode = TargetingMode(self.document, self.scene, self.odds, attacker,
                             lambda: self.controller.set_mode(None))
        self.controller.set_mode(mode)
        self.statusBar().showMessage(
            self.tr("Aiming from {name}: point at a target, click to keep it, Escape to stop.").format(
                name=self.state.token(attacker).name))
        if target is not None:
            mode.aim(target)
        return mode

    # --- window chrome -------------------------------------------------------------------
    def show_title(self) -> None:
        self.setWindowTitle(f"{self.document.name}[*] - Battlemap {__version__}")
        self.setWindowModified(not self.undo_stack.isClean())

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _summary(self) -> str:
        state = self.state
        grid, spec = state.grid, state.spec
        return self.tr("{ruleset} - {kind} {cols}x{rows}, {cell} {unit} per cell - {n} tokens").format(
            ruleset=state.ruleset.id, kind=grid.kind, cols=grid.cols, rows=grid.rows,
            cell=f"{spec.cell:g}", unit=spec.unit, n=len(state.tokens),
        )

    def _show_cell(self, cell: Cell | None) -> None:
        self._cell_label.setText("" if cell is None else describe_cell(self.state, cell))

    @property
    def cell_status(self) -> str:
        """The status bar's text about the cell under the pointer."""
        return self._cell_label.text()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.files.maybe_save():
            self.controller.unbind()
            event.accept()
        else:
            event.ignore()
