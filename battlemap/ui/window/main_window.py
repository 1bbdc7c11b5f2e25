"""The main window: the map over a BattleDocument, its docks, menus and one undo stack.

Every change goes through `push`: a document Command becomes one step on the
QUndoStack (redo applies it, undo reverts it), a Rejected becomes a status
bar message saying why. The window's modified flag is the undo stack's
clean state. Views follow the document's signals, never each other.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QScreen, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMessageBox

from battlemap import __version__
from battlemap.document.advance import AdvanceTool
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.log import cell_label
from battlemap.document.recent import RecentFiles
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell
from battlemap.ui.docks.inspector import InspectorDock
from battlemap.ui.docks.legend import LegendDock
from battlemap.ui.docks.log import LogDock
from battlemap.ui.docks.notes import NotesDock
from battlemap.ui.docks.objectives import ObjectivesDock
from battlemap.ui.docks.odds import OddsDock
from battlemap.ui.docks.reactions import ReactionsDock
from battlemap.ui.docks.turns import TurnDock
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.player_view import PlayerView
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.token_images import TokenImages
from battlemap.ui.map.view import MapView
from battlemap.ui.modes.advance import AdvanceMode
from battlemap.ui.modes.cell_pick import CellPickMode
from battlemap.ui.modes.fog_cells import FogCellsMode
from battlemap.ui.modes.notes import SWATCHES, DrawMode, PinDragger
from battlemap.ui.modes.overwatch import OverwatchDrawMode
from battlemap.ui.modes.targeting import AimMarks, TargetingMode
from battlemap.ui.window.autosaver import Autosaver
from battlemap.ui.window.cell_status import CellStatus
from battlemap.ui.window.file_actions import FileActions
from battlemap.ui.window.menus import build_menus
from battlemap.ui.window.player_screen import PlayerScreen
from battlemap.ui.window.status_bar import describe_cell
from battlemap.ui.window.undo import push, restore_history
from battlemap.ui.words.languages import open_settings
from battlemap.ui.words.names import localized, words_of
from battlemap.ui.words.costs import amount_text
from battlemap.ui.words.reasons import reasons_text

if TYPE_CHECKING:  # the dialogs and the Replay dock are imported when first opened, not at start
    from battlemap.ui.dialogs.options import OptionsDialog
    from battlemap.ui.docks.replay import ReplayDock


#: QSettings keys of the window's geometry and dock layout.
GEOMETRY_KEY = "window/geometry"
LAYOUT_KEY = "window/layout"


class MainWindow(QMainWindow):
    """The GM's window on one battle; File > Open or New replaces the battle."""

    def __init__(self, document: BattleDocument, recent: RecentFiles | None = None) -> None:
        super().__init__()
        self.document = document
        self.undo_stack = QUndoStack(self)
        self.scene = MapScene(document.state, images=TokenImages.of_document(document))
        self.view = MapView(self.scene, self)
        self.setCentralWidget(self.view)
        self.controller = MapController(document, self.scene, self.view, self.push, self._drop_refused)
        self.files = FileActions(self, recent)
        self.log_dock = LogDock(self)
        self.inspector = InspectorDock(self)
        self.odds = OddsDock(self)
        self.turns = TurnDock(self)
        self.reactions = ReactionsDock(self)
        self.notes = NotesDock(self)
        self.legend = LegendDock(self)
        self.objectives = ObjectivesDock(self)
        #: The Replay dock, built when first asked for (`replay`): it is hidden at start.
        self._replay: ReplayDock | None = None
        self.player_view: PlayerView | None = None
        #: The GM's commands for the Player View (View > Player View Screen).
        self.player_screen = PlayerScreen(self)
        #: The options form of the action being taken, while it is open (see action_menu.take).
        self.options_dialog: OptionsDialog | None = None
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.inspector)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.turns)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.reactions)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.legend)
        self.tabifyDockWidget(self.legend, self.objectives)
        # The legend gets room for a map's dozen rows; the turn order needs fewer lines than it is given.
        self.resizeDocks([self.turns, self.reactions, self.legend], [3, 1, 4], Qt.Orientation.Vertical)
        self.tabifyDockWidget(self.inspector, self.odds)
        self.tabifyDockWidget(self.inspector, self.notes)
        self.inspector.raise_()
        self._turn_of: BattleDocument | None = None
        self._active: str | None = None
        self._bind_docks()
        self.turns.token_chosen.connect(self.show_token)
        self._cell_label = CellStatus(self)
        self.statusBar().addPermanentWidget(self._cell_label)
        self.view.cell_hovered.connect(self._show_cell)
        self.view.context_requested.connect(self.show_context_menu)
        #: View > Drawing Colour's swatches (set by the menus).
        self.drawing_colours = None
        #: A left drag on a pin moves it, when no pointer mode has the map.
        self.pin_dragger = PinDragger(self, lambda: self.controller.mode is None
                                      and self.document.replay_step is None)
        self.actions = build_menus(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        restore_history(self.undo_stack, document)
        self.autosaver = Autosaver(self)
        self.show_title()
        self.resize(1280, 860)
        self._restore_layout()
        self.statusBar().showMessage(self._summary() + self._missing_images())
        self._warn_journal()
        # Fit once the window has its real size.
        QTimer.singleShot(0, self.view.fit_map)

    # --- the battle -------------------------------------------------------------------
    @property
    def state(self) -> BattleState:
        """The engine's state of the battle shown."""
        return self.document.state

    def set_document(self, document: BattleDocument) -> None:
        """Show another battle: new scene, docks rebound, the history its journal holds."""
        self.controller.unbind()
        if self.document.replay_step is not None:
            self.document.leave_replay()
        self._hide_replay()
        self.autosaver.timer.stop()
        self.document = document
        if self.actions.fog is not None:
            self.actions.fog.hold(document)  # a large map's fog is worked out after the map shows
        restore_history(self.undo_stack, document)
        self.scene = MapScene(document.state, images=TokenImages.of_document(document))
        self.view.set_map_scene(self.scene)
        self.controller = MapController(document, self.scene, self.view, self.push, self._drop_refused)
        self._bind_docks()
        if self.player_view is not None:
            self.player_view.set_document(document)
        self.odds.show_explanation(None)
        self.actions.rebind(self)
        self.show_title()
        self.statusBar().showMessage(self._summary() + self._missing_images())
        self._warn_journal()
        self.view.fit_map()

    def _warn_journal(self) -> None:
        """Say in the status bar when the file's journal did not replay (the log has the details)."""
        problem = self.document.journal_problem
        if problem is None:
            return
        if problem.index is None:
            text = self.tr("The journal does not reach the battle in the file: it opens as the file holds it "
                           "(see the log).")
        else:
            text = self.tr("The journal stops at record {index}: the battle opens as the records before it "
                           "left it (see the log).").format(index=problem.index)
        self.statusBar().showMessage(text, 30000)

    def _bind_docks(self) -> None:
        self.log_dock.bind(self.document)
        self.inspector.bind(self.document, self.push)
        self.turns.bind(self.document, self.push)
        self.reactions.bind(self.document, self.push)
        self.notes.bind(self.document)
        self.legend.bind(self.document)
        self.objectives.bind(self.document)
        if self.document.state.objectives:  # a battle fought for objectives shows them first
            self.objectives.raise_()
        else:
            self.legend.raise_()
        self._follow_turns(self.document)

    def _follow_turns(self, document: BattleDocument) -> None:
        """When the turn passes (Next Turn, a new round, undo), select the token and bring it into view."""
        if self._turn_of is not None:
            self._turn_of.state_changed.disconnect(self._turn_changed)
        self._turn_of, self._active = document, document.state.combat.active
        document.state_changed.connect(self._turn_changed)

    def _turn_changed(self, state: BattleState) -> None:
        active = state.combat.active
        if active == self._active:
            return
        self._active = active
        if active is not None and state.has_token(active):
            self.document.select(active)
            self.view.reveal_token(active)

    def show_token(self, token_id: str) -> None:
        """Select a token and centre the map on it (a Turn Order row clicked)."""
        if not self.state.has_token(token_id):
            return
        self.document.select(token_id)
        self.view.centre_on_token(token_id)

    def push(self, result: Command | Rejected | None) -> bool:
        """Do a command as one undoable step, or say why it was refused; True when done."""
        if result is not None and self.document.replay_step is not None:
            self.statusBar().showMessage(self.tr("Replay is on: leave it to change the battle."), 8000)
            return False
        if isinstance(result, Command):
            push(self.undo_stack, self.document, result)
            return True
        if isinstance(result, Rejected):
            names = words_of(self.state)
            self.statusBar().showMessage(reasons_text(result.reasons, names).replace("\n", "; "), 8000)
        return False

    # --- map interactions ------------------------------------------------------------
    def context_menu(self, cell: Cell, point: tuple[float, float] | None = None):
        """The right-click menu of a cell (its top token's entries first; `point`: where, in world units)."""
        # Imported at the first right-click: the menu, its action forms and their widgets are not
        # needed to show the map (some 17 ms of the start).
        from battlemap.ui.window.context_menu import map_menu

        self.controller.cancel()
        return map_menu(self, cell, point)

    def show_context_menu(self, cell: Cell, where: QPoint) -> None:
        at = self.view.mapToScene(self.view.viewport().mapFromGlobal(where))
        self.context_menu(cell, (at.x(), at.y())).exec(where)

    def start_targeting(self, attacker: str, target: str | None = None,
                        action_id: str | None = None, *,
                        options: tuple[tuple[str, object], ...] = ()) -> TargetingMode:
        """Aim from `attacker` (pre-aimed at `target`): a click on a token plays the action.

        `action_id` names a catalogue action with a token target; without it
        the click rolls the attack (`resolve_attack`).
        """
        resolve = self.resolve_attack
        attack = None
        if action_id is not None:
            attack = self.state.ruleset.actions[action_id].attack()
            resolve = lambda a, t: self.push(  # noqa: E731
                self.document.action_command(Action(action_id, a, target=t, options=options)))
        mode = TargetingMode(self.document, self.scene, self.odds, attacker,
                             self._mode_ended, resolve, attack=attack, options=options, entry=action_id)
        self.controller.set_mode(mode)
        self.statusBar().showMessage(
            self.tr("Aiming from {name}: point at a target, click to act, Escape to stop.").format(
                name=self.state.token(attacker).name))
        if target is not None:
            mode.aim(target)
        return mode

    def _drop_refused(self, token_id: str, refused: Rejected) -> None:
        """A drop the rules refuse: the status bar says why (push did), and so does the log."""
        names = words_of(self.state)
        self.document.note_refused_move(token_id, reasons_text(refused.reasons, names).replace("\n", "; "))

    def _mode_ended(self) -> None:
        """A pointer mode is over: moving tokens again, and its prompt leaves the status bar."""
        self.controller.set_mode(None)
        self.statusBar().clearMessage()

    def pick_cell(self, actor: str, action_id: str, name: str, *,
                  options: tuple[tuple[str, object], ...] = ()) -> CellPickMode:
        """The next click on the map picks the cell of `actor`'s action (overwatch toward it)."""
        def chosen(cell: Cell) -> None:
            self.push(self.document.action_command(Action(action_id, actor, cell=cell, options=options)))

        mode = CellPickMode(chosen, lambda: self.controller.set_mode(None))
        self.controller.set_mode(mode)
        self.statusBar().showMessage(
            self.tr("{action}: click a cell, Escape to stop.").format(action=name))
        return mode

    def start_gm_move(self, token_id: str) -> CellPickMode:
        """The token menu's GM Move: the next click puts the token on that cell, asking no rules
        (as a Ctrl+drag does)."""
        mode = CellPickMode(lambda cell: self.push(self.document.gm_move_command(token_id, cell)),
                            self._mode_ended)
        self.controller.set_mode(mode)
        self.statusBar().showMessage(self.tr(
            "GM move of {name}: click the cell it goes to (no rules), Escape to stop.").format(
                name=self.state.token(token_id).name))
        return mode

    def mark_fog_cells(self, mark: str) -> FogCellsMode:
        """Battle > Reveal Cells / Hide Cells / Clear Cells: each rectangle dragged on the map is shown
        to the players ("reveal"), hidden from them ("hide") or given back to their sight ("clear")
        as one undoable step, until Escape."""
        colour = {"reveal": "#f0d040", "hide": "#40a0f0"}.get(mark, "#e0e0e0")
        mode = FogCellsMode(self.scene, self.scene.layout,
                            lambda cells: self.push(self.document.fog_cells_command(cells, mark)),
                            self._mode_ended, colour=colour)
        self.controller.set_mode(mode)
        if mark == "reveal":
            text = self.tr("Reveal cells: drag a rectangle of cells to show the players, Escape to stop.")
        elif mark == "hide":
            text = self.tr("Hide cells: drag a rectangle of cells to hide from the players, Escape to stop.")
        else:
            text = self.tr("Clear cells: drag a rectangle of cells to give back to the players' sight, "
                           "Escape to stop.")
        self.statusBar().showMessage(text)
        return mode

    def add_note(self, at: tuple[float, float]) -> bool:
        """Add Note Here...: the note's text and whether the players see it, then a pin at `at`
        (a map point, cell units) as one undoable step."""
        from battlemap.ui.dialogs.note import NoteDialog

        dialog = NoteDialog(parent=self)
        if not dialog.exec():
            return False
        return self.push(self.document.add_pin_command(at, dialog.text(), players=dialog.players()))

    def edit_note(self, pin_id: str) -> bool:
        """Edit Note...: the pin's text rewritten, one undoable step."""
        from battlemap.ui.dialogs.note import NoteDialog

        pin = self.state.map_notes.pin(pin_id)
        if pin is None:
            return False
        dialog = NoteDialog(pin.text, pin.players, editing=True, parent=self)
        if not dialog.exec():
            return False
        return self.push(self.document.edit_pin_command(pin_id, dialog.text()))

    def start_drawing(self) -> DrawMode:
        """View > Draw on the Map: each left drag draws a stroke in the chosen colour, until Escape."""
        checked = self.drawing_colours.checkedAction() if self.drawing_colours is not None else None
        colour = checked.data() if checked is not None else SWATCHES[0][1]

        def ended() -> None:
            self._mode_ended()
            self.actions["draw"].setChecked(False)

        mode = DrawMode(self, colour, ended)
        self.controller.set_mode(mode)
        self.actions["draw"].setChecked(True)
        self.statusBar().showMessage(self.tr(
            "Drawing on the map: drag to draw a line (for the GM only: right-click it to show it to the "
            "players), Escape to stop."))
        return mode

    def start_advance(self, actor: str, action_id: str, name: str, *,
                      options: tuple[tuple[str, object], ...] = ()) -> AdvanceMode:
        """Drag `actor`'s path, then click the foe: the action plays both as one undoable step."""
        tool = AdvanceTool(self.document, action_id, actor, options=options)

        def ask_target() -> None:
            kept = tool.preview
            if kept is None or not kept.path:
                self.statusBar().showMessage(self.tr(
                    "{action} where {name} stands: click the foe, Escape to stop.").format(
                        action=name, name=self.state.token(actor).name))
                return
            self.statusBar().showMessage(self.tr(
                "{action} from {cell} ({cost}): click the foe, Escape to stop.").format(
                    action=name, cell=cell_label(self.state, kept.path[-1]), cost=amount_text(kept.cost, kept.unit)))

        mode = AdvanceMode(tool, self.push, ask_target, self._mode_ended,
                           make_marks=lambda: AimMarks(self.scene, self.odds))
        self.controller.set_mode(mode)
        self.statusBar().showMessage(self.tr(
            "{action}: drag {name} along its path, then click the foe; Escape to stop.").format(
                action=name, name=self.state.token(actor).name))
        return mode

    def draw_overwatch(self, actor: str, action_id: str, name: str, *,
                       options: tuple[tuple[str, object], ...] = ()) -> OverwatchDrawMode:
        """Press at `actor` and drag toward where it watches (sweep for an arc); a click picks a cell."""
        def declare(toward: Cell, arc: float) -> None:
            self.push(self.document.overwatch_command(action_id, actor, toward, arc, options=options))

        mode = OverwatchDrawMode(self.scene, lambda: self.state, actor, declare,
                                 lambda: self.controller.set_mode(None))
        self.controller.set_mode(mode)
        self.statusBar().showMessage(self.tr(
            "{action}: drag from {name} toward the watched direction (sweep for an arc), "
            "or click a cell; Escape to stop.").format(action=name, name=self.state.token(actor).name))
        return mode

    def resolve_attack(self, attacker: str, target: str) -> bool:
        """Roll `attacker`'s attack on `target` as one undoable step (the log says how it went)."""
        return self.push(self.document.attack_command(attacker, target))

    def edit_token(self, token_id: str) -> bool:
        """Token > Edit...: the dialog, then its change as one undoable step."""
        from battlemap.ui.dialogs.token import TokenDialog

        dialog = TokenDialog(self.document, token_id, self)
        if not dialog.exec():
            return False
        return self.push(dialog.command())

    def choose_rule_options(self) -> bool:
        """Battle > Rules Options...: the battle's house rules; the changes as one undoable step."""
        from battlemap.ui.dialogs.rule_options import RuleOptionsDialog

        dialog = RuleOptionsDialog(self.state, self)
        if not dialog.exec():
            return False
        changes = dialog.changes()
        return bool(changes) and self.push(self.document.set_options_command(changes))

    def choose_sides(self) -> bool:
        """Battle > Sides...: each side's name, who plays it and its temperament, as one undoable step."""
        from battlemap.ui.dialogs.sides import SidesDialog

        dialog = SidesDialog(self.state, self)
        if not dialog.exec():
            return False
        command = self.document.set_sides_command(dialog.sides())
        return self.push(command)

    def choose_background(self) -> bool:
        """View > Background Image...: a picture under the grid, one undoable step, saved with the file.

        Align by Hand applies the dialog's picture (when it changed), then the pointer places it."""
        from battlemap.ui.dialogs.background import ALIGN, BackgroundDialog

        dialog = BackgroundDialog(self.document.background, self)
        result = dialog.exec()
        if not result:
            return False
        chosen = dialog.background()
        pushed = chosen != self.document.background and self.push(self.document.background_command(chosen))
        if result == ALIGN and self.actions.background is not None:
            return self.actions.background.start() is not None or pushed
        return pushed

    def show_player_view(self, screen: QScreen | None = None) -> PlayerView:
        """The players' window on this battle: full screen on `screen`, or a window."""
        if self.player_view is None:
            self.player_view = PlayerView(self.document)
            self.player_view.resize(960, 640)
            self.player_view.closed.connect(self._player_view_closed)
            self.player_screen.dress(self.player_view)
        self.player_view.show_on(screen)
        return self.player_view

    def close_player_view(self) -> None:
        if self.player_view is not None:
            self.player_view.close()

    def _player_view_closed(self) -> None:
        view, self.player_view = self.player_view, None
        if view is not None:
            view.deleteLater()
        self.actions["player_view"].setChecked(False)

    # --- replay -------------------------------------------------------------------------
    @property
    def replay(self) -> ReplayDock:
        """The Replay dock (at the bottom, hidden until Battle > Replay), built the first time it
        is asked for: its module and its Qt types load then, not before the first paint."""
        if self._replay is None:
            from battlemap.ui.docks.replay import ReplayDock

            dock = ReplayDock(self)
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
            self.restoreDockWidget(dock)  # where the last session's layout had it, if it did
            dock.hide()
            dock.leave_requested.connect(self.leave_replay)
            self._replay = dock
        return self._replay

    def _hide_replay(self) -> None:
        if self._replay is not None:
            self._replay.hide()

    def start_replay(self) -> bool:
        """Battle > Replay: scrub through the journal (the map, log and player view follow)."""
        if self.document.replay_step is not None:
            return True
        if not self.document.journal:
            self.statusBar().showMessage(self.tr("Nothing to replay yet: the journal is empty."), 8000)
            return False
        self.controller.cancel()
        self._undo_enabled(False)
        self.replay.begin(self.document)
        self.replay.raise_()
        return True

    def leave_replay(self) -> bool:
        """End replay; at an earlier step, offer to continue from it. False when the user stays."""
        document = self.document
        step = document.replay_step
        if step is None:
            return True
        if step < len(document.journal):
            answer = self._ask_continue(step, len(document.journal) - step)
            if answer == QMessageBox.StandardButton.Cancel:
                return False
            if answer == QMessageBox.StandardButton.Yes:
                command = document.continue_command()
                self._end_replay()
                return self.push(command)
        document.leave_replay()
        self._end_replay()
        return True

    def _ask_continue(self, step: int, later: int) -> QMessageBox.StandardButton:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Leave replay"),
                          self.tr("Continue the battle from step {step}?").format(step=step),
                          QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(self.tr(
            "The {n} later steps are dropped (Edit > Undo brings them back). "
            "Back to the End leaves the battle as it was.").format(n=later))
        go_on = box.addButton(self.tr("&Continue from Here"), QMessageBox.ButtonRole.YesRole)
        end = box.addButton(self.tr("&Back to the End"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(end)
        box.exec()
        clicked = box.clickedButton()
        if clicked is go_on:
            return QMessageBox.StandardButton.Yes
        if clicked is end:
            return QMessageBox.StandardButton.No
        return QMessageBox.StandardButton.Cancel

    def _end_replay(self) -> None:
        self.replay.hide()
        self._undo_enabled(True)

    def _undo_enabled(self, enabled: bool) -> None:
        self.actions.undo.setEnabled(enabled and self.undo_stack.canUndo())
        self.actions.redo.setEnabled(enabled and self.undo_stack.canRedo())

    # --- window chrome -------------------------------------------------------------------
    def show_title(self) -> None:
        self.setWindowTitle(self.tr("{name}[*] - Battlemap {version}").format(
            name=self.document.name, version=__version__))
        self.setWindowModified(not self.undo_stack.isClean())

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _summary(self) -> str:
        """The battle in one line, in the interface language: "d20 mass combat - square grid 24x16, 25 ft
        per cell - 8 tokens"."""
        state = self.state
        grid, spec = state.grid, state.spec
        kind = self.tr("hex grid") if grid.kind == "hex" else self.tr("square grid")
        return self.tr("{ruleset} - {kind} {cols}x{rows}, {cell} per cell - {n} tokens").format(
            ruleset=localized(state.ruleset.names, state.ruleset.id), kind=kind, cols=grid.cols,
            rows=grid.rows, cell=amount_text(spec.cell, spec.unit), n=len(state.tokens),
        )

    def _missing_images(self) -> str:
        """Notes naming pictures that could not be read (tokens show plain discs, the grid shows no
        picture under it), and pictures the file names outside its own folder."""
        notes = []
        missing = self.scene.images.missing
        if missing:
            names = ", ".join(Path(path).name for path in missing)
            notes.append(self.tr("token images not found: {files}").format(files=names))
        background = self.document.background
        if background is not None and self.scene.features.background_item is None:
            notes.append(self.tr("background image not found: {file}").format(file=Path(background.path).name))
        outside = self.document.pictures_outside_folder()
        if outside:
            notes.append(self.tr("pictures outside the battle's folder: {files}").format(files=", ".join(outside)))
        return "".join(" - " + note for note in notes)

    def _show_cell(self, cell: Cell | None) -> None:
        self._cell_label.show_line("" if cell is None else describe_cell(self.state, cell))

    @property
    def cell_status(self) -> str:
        """The status bar's text about the cell under the pointer."""
        return self._cell_label.text()

    def _restore_layout(self) -> None:
        """The window's size, place and docks as the last session left them (QSettings)."""
        settings = open_settings()
        geometry, layout = settings.value(GEOMETRY_KEY), settings.value(LAYOUT_KEY)
        if geometry is not None:
            self.restoreGeometry(geometry)
        if layout is not None:
            self.restoreState(layout)
        self._hide_replay()  # replay is never where a battle opens

    def _store_layout(self) -> None:
        settings = open_settings()
        settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        settings.setValue(LAYOUT_KEY, self.saveState())
        settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.document.replay_step is not None:  # quitting keeps the battle as it is, not a step
            self.document.leave_replay()
            self._end_replay()
        if self.files.maybe_save():
            self.autosaver.discard()  # a clean quit: saved, or discarded on purpose
            self._store_layout()
            self.controller.unbind()
            self.close_player_view()
            event.accept()
        else:
            event.ignore()
