"""The main window's menus: File, Edit, Battle, View, Help. Every entry does its real thing.

Entries are translated in the context "Menus". View > Language stores the
interface language for the next start (`translations`): menus and docks are
built once, in the language installed when the app started.

Undo and Redo come from the QUndoStack (their text names the step, they grey
out when there is nothing to undo). Overlay and decoration toggles keep
their checked state across File > Open: `rebind` applies them to the new
battle's map.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QScreen, QUndoStack
from PySide6.QtWidgets import QMenu, QMenuBar

from battlemap.ui.docks.inspector import InspectorDock
from battlemap.ui.docks.legend import LegendDock
from battlemap.ui.docks.log import LogDock
from battlemap.ui.docks.notes import NotesDock
from battlemap.ui.docks.objectives import ObjectivesDock
from battlemap.ui.docks.odds import OddsDock
from battlemap.ui.docks.reactions import ReactionsDock
from battlemap.ui.docks.turns import TurnDock
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.player_view import PlayerView, available_screens, screen_label
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.render_image import GM_VIEW, PLAYER_VIEW
from battlemap.ui.map.view import MapView
from battlemap.ui.modes.fog_cells import FogCellsMode
from battlemap.ui.overlays.toggled import COVER, CROWD, OVERWATCH, THREAT_OVERLAY
from battlemap.ui.window.background_align import BackgroundAligner
from battlemap.ui.window.file_actions import FileActions, untitled
from battlemap.ui.window.fog_menu import FogMenu
from battlemap.ui.window.help_menu import add_help_menu
from battlemap.ui.window.import_map import import_map
from battlemap.ui.window.measure_tools import MeasureTools
from battlemap.ui.window.notes_menu import add_notes_menu
from battlemap.ui.window.player_screen import PlayerScreen
from battlemap.ui.window.computer_menu import ComputerMenu
from battlemap.ui.window.wall_menu import WallMenu
from battlemap.ui.window.window_parts import BattleEditor, WindowWidget
from battlemap.ui.words.cjk_font import (
    bundled_font_in_use, is_chinese, menu_note_text, needs_bundled_font, with_fallback)
from battlemap.ui.words.languages import LANGUAGES, open_settings, store_language, stored_language

translate = QCoreApplication.translate


@dataclass
class WindowActions:
    """The actions tests and shortcuts reach by name."""

    undo: QAction
    redo: QAction
    by_name: dict[str, QAction] = field(default_factory=dict)
    overlays: dict[str, QAction] = field(default_factory=dict)
    #: Battle > Fog of War and its entries (fog_menu.py).
    fog: FogMenu | None = None
    #: Battle > Measure and Place Area Template, and their toolbar (measure_tools.py).
    measure: MeasureTools | None = None
    #: Battle > Draw Wall and Wall Kind (wall_menu.py).
    walls: WallMenu | None = None
    #: View > Align Background by Hand and its toolbar (background_align.py).
    background: BackgroundAligner | None = None
    #: Battle > Computer and the player of the computer's sides (computer_menu.py).
    computer: ComputerMenu | None = None

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def rebind(self, window: MenuBarWindow) -> None:
        """Apply the checked overlays to the window's (new) map."""
        for overlay, action in self.overlays.items():
            if action.isChecked():
                window.controller.set_overlay(overlay, True)
        if self.fog is not None:
            self.fog.bind(window.document)
        if self.computer is not None:
            self.computer.bind(window.document)


class MenuBarWindow(WindowWidget, BattleEditor, Protocol):
    """What the menus need of the window: its map and docks, its history, its file actions."""

    undo_stack: QUndoStack
    files: FileActions
    view: MapView
    controller: MapController
    inspector: InspectorDock
    odds: OddsDock
    log_dock: LogDock
    turns: TurnDock
    reactions: ReactionsDock
    notes: NotesDock
    objectives: ObjectivesDock
    legend: LegendDock
    player_screen: PlayerScreen
    scene: MapScene

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's name)

    def close(self) -> bool: ...

    def choose_background(self) -> bool: ...

    def show_player_view(self, screen: QScreen | None = None) -> PlayerView: ...

    def close_player_view(self) -> None: ...

    def start_replay(self) -> bool: ...

    def choose_rule_options(self) -> bool: ...

    def choose_sides(self) -> bool: ...

    def mark_fog_cells(self, mark: str) -> FogCellsMode: ...


def _action(window: MenuBarWindow, menu: QMenu, text: str, slot: Callable, shortcut=None,
            *, checkable: bool = False, checked: bool = False) -> QAction:
    action = QAction(text, window.window())
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if checkable:
        action.setCheckable(True)
        action.setChecked(checked)
        action.toggled.connect(slot)
    else:
        action.triggered.connect(slot)
    menu.addAction(action)
    return action


def build_menus(window: MenuBarWindow) -> WindowActions:
    """Fill the window's menu bar; returns the actions by name."""
    stack = window.undo_stack
    undo = stack.createUndoAction(window.window(), translate("Menus", "&Undo"))
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = stack.createRedoAction(window.window(), translate("Menus", "&Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
    actions = WindowActions(undo, redo)
    _file_menu(window, actions)
    edit = window.menuBar().addMenu(translate("Menus", "&Edit"))
    edit.addAction(undo)
    edit.addAction(redo)
    edit.addSeparator()
    actions.by_name["delete"] = _action(window, edit, translate("Menus", "&Delete Selected Token or Wall"),
                                        lambda: delete_selected(window), QKeySequence.StandardKey.Delete)
    battle = _battle_menu(window, actions)
    view = _view_menu(window, actions)
    actions.fog = FogMenu(window, battle, view, actions.by_name)
    add_help_menu(window.menuBar(), window.window(), actions.by_name)
    actions.measure = MeasureTools(window, battle, actions.by_name)
    # The computer's Step beside the map tools: a player stepping through its turn clicks it often.
    actions.measure.toolbar.addSeparator()
    actions.measure.toolbar.addAction(actions.computer.step)
    return actions


def delete_selected(window: MenuBarWindow) -> None:
    """Edit > Delete (the Delete key): the selected free wall, else the selected token, one undoable step."""
    wall = window.controller.walls.selected
    if wall is not None:
        window.push(window.document.delete_segment_command(wall))
        return
    selected = window.document.selection
    if selected is None or not window.state.has_token(selected):
        window.statusBar().showMessage(translate("Menus", "Select a token to delete first."), 4000)
        return
    window.push(window.document.delete_token_command(selected))


def _file_menu(window: MenuBarWindow, actions: WindowActions) -> None:
    files = window.files
    menu = window.menuBar().addMenu(translate("Menus", "&File"))
    named = actions.by_name
    named["new"] = _action(window, menu, translate("Menus", "&New..."), lambda: new_battle(window),
                           QKeySequence.StandardKey.New)
    named["open"] = _action(window, menu, translate("Menus", "&Open..."), files.open_dialog,
                            QKeySequence.StandardKey.Open)
    named["import_map"] = _action(window, menu, translate("Menus", "&Import Map..."),
                                  lambda: import_map(window.window(), files))
    menu.addMenu(files.recent_menu)
    menu.addSeparator()
    named["save"] = _action(window, menu, translate("Menus", "&Save"), files.save, QKeySequence.StandardKey.Save)
    named["save_as"] = _action(window, menu, translate("Menus", "Save &As..."), files.save_as, "Ctrl+Shift+S")
    named["export_log"] = _action(window, menu, translate("Menus", "&Export Log..."),
                                  lambda: window.log_dock.export_dialog())
    images = menu.addMenu(translate("Menus", "Export &Image"))
    named["export_gm_image"] = _action(window, images, translate("Menus", "&GM View..."),
                                       lambda: files.export_image(GM_VIEW))
    named["export_player_image"] = _action(window, images, translate("Menus", "&Player View..."),
                                           lambda: files.export_image(PLAYER_VIEW))
    menu.addSeparator()
    named["quit"] = _action(window, menu, translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit)


def new_battle(window: MenuBarWindow) -> None:
    """File > New: ask for an empty map or a sample, then replace the battle."""
    from battlemap.ui.dialogs.new_battle import NewBattleDialog  # here: the start does not show it

    dialog = NewBattleDialog(window.window())
    if dialog.exec():
        window.files.new_from(dialog.battle(untitled()))


def _battle_menu(window: MenuBarWindow, actions: WindowActions) -> QMenu:
    menu = window.menuBar().addMenu(translate("Menus", "&Battle"))
    named = actions.by_name
    named["next_turn"] = _action(window, menu, translate("Menus", "Next &Turn"),
                                 lambda: window.push(window.document.next_turn_command()), "Ctrl+T")
    named["next_round"] = _action(window, menu, translate("Menus", "Next &Round"),
                                  lambda: window.push(window.document.next_round_command()), "Ctrl+R")
    menu.addSeparator()
    actions.walls = WallMenu(window, menu, named)
    menu.addSeparator()
    actions.computer = ComputerMenu(window, menu, named)
    menu.addSeparator()
    named["rule_options"] = _action(window, menu, translate("Menus", "Rules &Options..."),
                                    window.choose_rule_options)
    named["sides"] = _action(window, menu, translate("Menus", "&Sides..."), window.choose_sides)
    named["replay"] = _action(window, menu, translate("Menus", "Re&play..."), window.start_replay,
                              "Ctrl+Shift+R")
    return menu


def _view_menu(window: MenuBarWindow, actions: WindowActions) -> QMenu:
    view = window.view
    menu = window.menuBar().addMenu(translate("Menus", "&View"))
    named = actions.by_name
    named["zoom_in"] = _action(window, menu, translate("Menus", "Zoom &In"), lambda: view.zoom_by(1.25),
                               QKeySequence.StandardKey.ZoomIn)
    named["zoom_out"] = _action(window, menu, translate("Menus", "Zoom &Out"), lambda: view.zoom_by(0.8),
                                QKeySequence.StandardKey.ZoomOut)
    named["fit"] = _action(window, menu, translate("Menus", "&Fit Map"), view.fit_map, "Ctrl+0")
    named["actual"] = _action(window, menu, translate("Menus", "&Actual Size"), view.zoom_actual, "Ctrl+1")
    menu.addSeparator()
    named["coordinates"] = _action(window, menu, translate("Menus", "&Coordinates"),
                                   lambda on: _decoration(window, "show_coordinates", on),
                                   "Ctrl+Shift+C", checkable=True, checked=True)
    named["scale_bar"] = _action(window, menu, translate("Menus", "&Scale Bar"),
                                 lambda on: _decoration(window, "show_scale_bar", on),
                                 checkable=True, checked=True)
    named["player_view"] = _action(window, menu, translate("Menus", "&Player View"),
                                   lambda on: window.show_player_view() if on else window.close_player_view(),
                                   "Ctrl+Shift+P", checkable=True)
    screens = menu.addMenu(translate("Menus", "Player View &Full Screen On"))
    screens.aboutToShow.connect(lambda: fill_screens(window, screens, named["player_view"]))
    fill_screens(window, screens, named["player_view"])
    window.player_screen.add_menu(menu, named)
    named["background"] = _action(window, menu, translate("Menus", "&Background Image..."),
                                  window.choose_background)
    actions.background = BackgroundAligner(window, menu, named)
    named["no_background"] = _action(window, menu, translate("Menus", "&Remove Background Image"),
                                     lambda: window.push(window.document.background_command(None)))
    add_notes_menu(window, menu, named)
    menu.addSeparator()
    for overlay, text, key in (
        (COVER, translate("Menus", "Co&ver"), "Ctrl+Shift+V"),
        (CROWD, translate("Menus", "C&rowd Density"), "Ctrl+Shift+D"),
        (THREAT_OVERLAY, translate("Menus", "&Threat of the Other Side"), "Ctrl+Shift+T"),
        (OVERWATCH, translate("Menus", "Over&watch Lines"), "Ctrl+Shift+W"),
    ):
        action = _action(window, menu, text, lambda on, o=overlay: window.controller.set_overlay(o, on),
                         key, checkable=True)
        actions.overlays[overlay] = action
        named[overlay] = action
    menu.addSeparator()
    for dock in (window.inspector, window.odds, window.log_dock, window.turns, window.reactions, window.notes,
                 window.legend, window.objectives):
        menu.addAction(dock.toggleViewAction())
    menu.addSeparator()
    _language_menu(window, menu, actions)
    return menu


def _language_menu(window: MenuBarWindow, view: QMenu, actions: WindowActions) -> None:
    """View > Language: the system's or one of ours, checked as stored; applies on restart."""
    menu = view.addMenu(translate("Menus", "&Language"))
    group = QActionGroup(menu)
    stored = stored_language(open_settings())
    entries = [(None, translate("Menus", "System Language")), *LANGUAGES.items()]
    for code, name in entries:
        action = QAction(name, menu)
        action.setCheckable(True)
        action.setChecked(code == stored)
        action.triggered.connect(lambda _=False, c=code: choose_language(window, c))
        group.addAction(action)
        menu.addAction(action)
        actions.by_name[f"language_{code or 'system'}"] = action
    menu.addSeparator()
    note = menu.addAction(translate("Menus", "Takes effect when Battlemap starts again"))
    note.setEnabled(False)
    if bundled_font_in_use() is not None:
        menu.addAction(menu_note_text()).setEnabled(False)
    menu.aboutToShow.connect(lambda: _readable_names(menu, actions))


def _readable_names(menu: QMenu, actions: WindowActions) -> None:
    """Each Chinese language's name in a font that writes it, even in another interface language."""
    for code in filter(is_chinese, LANGUAGES):
        action = actions.by_name[f"language_{code}"]
        if needs_bundled_font(code):
            action.setFont(with_fallback(menu.font(), code))


def choose_language(window: MenuBarWindow, language: str | None) -> None:
    """Store the interface language (None: the system's) and say when it applies."""
    store_language(open_settings(), language)
    name = LANGUAGES[language] if language is not None else translate("Menus", "the system language")
    window.statusBar().showMessage(
        translate("Menus", "Battlemap will use {language} when it starts again.").format(language=name), 10000)


def fill_screens(window: MenuBarWindow, menu: QMenu, player_view: QAction) -> None:
    """One entry per screen: the players' view full screen there (`player_view`: View > Player View)."""
    menu.clear()
    for screen in available_screens():
        action = QAction(screen_label(screen), menu)
        action.triggered.connect(lambda _=False, s=screen: _player_full_screen(window, player_view, s))
        menu.addAction(action)


def _player_full_screen(window: MenuBarWindow, player_view: QAction, screen: QScreen) -> None:
    player_view.setChecked(True)  # opens it windowed first
    window.show_player_view(screen)


def _decoration(window: MenuBarWindow, flag: str, on: bool) -> None:
    setattr(window.view, flag, on)
    window.view.viewport().update()
