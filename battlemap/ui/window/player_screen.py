"""View > Player View Screen: what the GM puts on the players' screen, and how large.

The GM's commands for the projector, in the context "PlayerScreen":

- Fit Players' View to Map: the whole map there;
- Show Players This Area: exactly what the GM's own map shows now;
- Show Players an Area: drag a rectangle on the GM's map (`modes/area_pick`);
- One Inch per Cell: one cell 25.4 mm wide on the Player View's screen,
  from the picture's width the GM measured once (Projector Screen Width...,
  remembered per screen name); unchecking it goes back to what was shown;
- Large Print: token labels, badges, the banner and the scale bar 1.6 times
  larger there, remembered for the next start;
- Show Enemies' Health: unchecked, the players see the health gauges of their
  own sides only (the fog's sides). Remembered in the settings, not the battle:
  whether players read their foes' wounds is how a GM runs the table, like large
  print, and should not have to be set again in every battle file.

The commands of what it shows open the Player View when it is closed; large
print waits for it. An area or scale
stays through resizes until the next fit (`map/player_camera`).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRectF, QSettings
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QScreen
from PySide6.QtWidgets import QMenu

from battlemap.ui.dialogs.screen_width import CM, ScreenWidthDialog
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.player_camera import INCH, Camera, inch_zoom
from battlemap.ui.map.player_view import PlayerView, screen_label
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.view import MapView
from battlemap.ui.modes.area_pick import AreaPickMode
from battlemap.ui.window.window_parts import WindowWidget
from battlemap.ui.words.languages import open_settings

translate = QCoreApplication.translate

#: How much larger large print draws the Player View's texts and badges.
LARGE_PRINT = 1.6
LARGE_PRINT_KEY = "player_view/large_print"
ENEMY_HEALTH_KEY = "player_view/enemy_health"
WIDTH_KEY = "player_view/screen_width_mm"
UNIT_KEY = "player_view/screen_width_unit"


def _screen_key(screen: QScreen) -> str:
    """A screen's settings key: its name, without the separators QSettings reads as groups."""
    name = screen.name() or "screen"
    return "".join("_" if c in "/\\" else c for c in name)


def stored_width(settings: QSettings, screen: QScreen) -> float | None:
    """The measured width (mm) of `screen`'s picture, None when never entered."""
    value = settings.value(f"{WIDTH_KEY}/{_screen_key(screen)}")
    try:
        mm = float(value) if value is not None else None
    except (TypeError, ValueError):
        return None
    return mm if mm is not None and mm > 0 else None


def store_width(settings: QSettings, screen: QScreen, mm: float, unit: str) -> None:
    settings.setValue(f"{WIDTH_KEY}/{_screen_key(screen)}", mm)
    settings.setValue(UNIT_KEY, unit)
    settings.sync()


def is_large_print(settings: QSettings) -> bool:
    return str(settings.value(LARGE_PRINT_KEY, "false")).lower() == "true"


def shows_enemy_health(settings: QSettings) -> bool:
    """Whether the players see other sides' health (default: yes, as before the choice existed)."""
    return str(settings.value(ENEMY_HEALTH_KEY, "true")).lower() == "true"


class PlayerScreenWindow(WindowWidget, Protocol):
    """What the commands need of the window: its map, its pointer, the Player View when open."""

    view: MapView
    scene: MapScene
    controller: MapController
    player_view: PlayerView | None


class PlayerScreen:
    """The GM's commands for the Player View; `add_menu` builds them, `dress` readies a new view."""

    def __init__(self, window: PlayerScreenWindow) -> None:
        self._window = window
        self._named: dict[str, QAction] = {}
        self._before_inch = Camera()
        self.area_mode: AreaPickMode | None = None

    # --- the menu -----------------------------------------------------------------------
    def add_menu(self, view_menu: QMenu, named: dict[str, QAction]) -> QMenu:
        """View > Player View Screen; its actions join `named` (which holds "player_view")."""
        self._named = named
        menu = view_menu.addMenu(translate("PlayerScreen", "Player View &Screen"))
        entries = (
            ("fit_players", translate("PlayerScreen", "&Fit Players' View to Map"), self.fit, "Ctrl+Shift+F"),
            ("show_players_area", translate("PlayerScreen", "Show Players &This Area"), self.show_this_area,
             "Ctrl+Shift+A"),
            ("pick_players_area", translate("PlayerScreen", "Show Players an &Area (Drag on the Map)"),
             self.pick_area, None),
        )
        for name, text, slot, key in entries:
            named[name] = self._add(menu, text, slot, key)
        menu.addSeparator()
        named["inch_per_cell"] = self._add(menu, translate("PlayerScreen", "One &Inch per Cell"),
                                           self.set_inch_per_cell, checkable=True)
        named["screen_width"] = self._add(menu, translate("PlayerScreen", "Projector Screen &Width..."),
                                          self.ask_width)
        menu.addSeparator()
        named["large_print"] = self._add(menu, translate("PlayerScreen", "&Large Print"), self.set_large_print,
                                         checkable=True, checked=is_large_print(open_settings()))
        named["enemy_health"] = self._add(menu, translate("PlayerScreen", "Show &Enemies' Health"),
                                          self.set_enemy_health, checkable=True,
                                          checked=shows_enemy_health(open_settings()))
        return menu

    def _add(self, menu: QMenu, text: str, slot, key=None, *, checkable=False, checked=False) -> QAction:
        action = QAction(text, self._window.window())
        if key is not None:
            action.setShortcut(QKeySequence(key))
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def dress(self, view: PlayerView) -> None:
        """A Player View just opened: large print as chosen, the inch check following its camera."""
        view.set_print_scale(LARGE_PRINT if self._named["large_print"].isChecked() else 1.0)
        view.set_enemy_health(self._named["enemy_health"].isChecked())
        view.camera_changed.connect(self._camera_changed)
        view.closed.connect(lambda: self._check_inch(False))

    # --- what the players see ---------------------------------------------------------------
    def player_view(self) -> PlayerView:
        """The Player View, opened (as a window) when it is closed."""
        if self._window.player_view is None:
            self._named["player_view"].setChecked(True)
        view = self._window.player_view
        assert view is not None
        return view

    def fit(self) -> None:
        """The whole map on the players' screen."""
        self.player_view().fit_map()

    def show_this_area(self) -> None:
        """What the GM's map shows now, on the players' screen."""
        self.show_area(self._window.view.visible_rect())

    def show_area(self, rect: QRectF) -> None:
        self.player_view().look(Camera.showing(rect))

    def pick_area(self) -> AreaPickMode:
        """The GM drags a rectangle on the map; the players are shown it (Escape: nothing)."""
        window = self._window

        def ended() -> None:
            self.area_mode = None
            window.controller.set_mode(None)
            window.statusBar().clearMessage()

        self.area_mode = AreaPickMode(window.scene, self.show_area, ended)
        window.controller.set_mode(self.area_mode)
        window.statusBar().showMessage(translate(
            "PlayerScreen", "Drag over the area to show the players; Escape to stop."))
        return self.area_mode

    # --- one inch per cell ------------------------------------------------------------------
    def set_inch_per_cell(self, on: bool) -> None:
        view = self.player_view()
        if not on:
            if view.camera.kind == INCH:
                view.look(self._before_inch)  # back to the area or map shown before
            return
        screen = view.screen()
        mm = stored_width(open_settings(), screen)
        if mm is None:
            if not self.ask_width():
                self._check_inch(False)
                return
            if view.camera.kind == INCH:
                return  # ask_width applied it
            mm = stored_width(open_settings(), screen)
        if view.camera.kind != INCH:
            self._before_inch = view.camera
        view.look(Camera.inch_per_cell(inch_zoom(screen.geometry().width(), mm, view.map_scene().layout)))

    def ask_width(self) -> bool:
        """The measured width of the Player View's screen (the primary one while it is closed)."""
        view = self._window.player_view
        screen = view.screen() if view is not None else QGuiApplication.primaryScreen()
        settings = open_settings()
        dialog = ScreenWidthDialog(screen_label(screen), screen.geometry().width(), stored_width(settings, screen),
                                   str(settings.value(UNIT_KEY, CM)), self._window.window())
        if not dialog.exec():
            return False
        store_width(settings, screen, dialog.width_mm(), dialog.unit())
        if self._named["inch_per_cell"].isChecked() and view is not None:
            self.set_inch_per_cell(True)  # the new width, at once
        return True

    def _camera_changed(self, camera: Camera) -> None:
        self._check_inch(camera.kind == INCH)

    def _check_inch(self, on: bool) -> None:
        action = self._named["inch_per_cell"]
        if action.isChecked() != on:
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)

    # --- large print ------------------------------------------------------------------------
    def set_enemy_health(self, on: bool) -> None:
        settings = open_settings()
        settings.setValue(ENEMY_HEALTH_KEY, on)
        settings.sync()
        view = self._window.player_view
        if view is not None:
            view.set_enemy_health(on)

    def set_large_print(self, on: bool) -> None:
        settings = open_settings()
        settings.setValue(LARGE_PRINT_KEY, on)
        settings.sync()
        view = self._window.player_view
        if view is not None:
            view.set_print_scale(LARGE_PRINT if on else 1.0)
