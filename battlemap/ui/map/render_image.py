"""A picture of the map: the GM's view or the players', drawn off screen to PNG bytes.

`battlemap render` and File > Export Image both draw through `map_picture`,
so a picture shows what a freshly opened view shows: a MapView over the GM's
scene (hidden tokens, the items lying on the map, coordinates) or a
PlayerView (neither), fitted to the picture, with nothing of the moment on it
(no selection, drag, targeting or View-menu overlay). The view is built only
to be drawn: shown with WA_DontShowOnScreen, so Qt gives its viewport the
picture's size without a window ever reaching a screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QFrame

from battlemap.document.battle import BattleDocument
from battlemap.ui.map.palette import MAP_BACKGROUND
from battlemap.ui.map.player_view import PlayerView
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.token_images import TokenImages
from battlemap.ui.map.view import MapView
from battlemap.ui.words.languages import chosen_language, install_language, open_settings

GM_VIEW = "gm"
PLAYER_VIEW = "player"
VIEWS = (GM_VIEW, PLAYER_VIEW)
DEFAULT_SIZE = (1920, 1080)


@dataclass(frozen=True)
class MapPicture:
    """One drawn view: the PNG file's bytes and what is on it."""

    png: bytes
    width: int
    height: int
    view: str
    #: The side (or sides, joined by commas) whose fog of war covers the picture; None: no fog drawn.
    fog_side: str | None = None


def map_picture(document: BattleDocument, view: str, size: tuple[int, int] = DEFAULT_SIZE,
                *, side: str | None = None) -> MapPicture:
    """Draw `view` ("gm" or "player") of the battle at `size` pixels; `side`: the players' fog."""
    if view not in VIEWS:
        raise ValueError(f"unknown view {view!r}; known: {', '.join(VIEWS)}")
    widget, _scene = _built_view(document, view)  # the scene lives while it is drawn
    try:
        fog_side = show_side(widget, side) if isinstance(widget, PlayerView) else None
        image = _drawn(widget, size)
    finally:
        widget.close()  # a PlayerView stops following the document
        widget.deleteLater()
    return MapPicture(png_bytes(image), image.width(), image.height(), view, fog_side)


def show_side(view: PlayerView, side: str | None) -> str | None:
    """The one place `--side` reaches the Player View: fog of war on for what `side` sees
    (`A,B`: those sides together; whatever the file says; the caller has checked the sides
    against the battle's). Returns the sides whose fog covers the picture: `side`, else the
    battle's own fog sides when its fog is on, else None (no fog drawn)."""
    if side is not None:
        view.set_fog_sides(tuple(side.split(",")))
        return side
    fog = view.document.state.fog
    return ",".join(fog.sides) if fog.enabled and fog.sides else None


def _built_view(document: BattleDocument, view: str) -> tuple[MapView, MapScene]:
    """A fresh view of the battle (and its scene, kept alive while it is drawn)."""
    if view == PLAYER_VIEW:
        player = PlayerView(document)
        return player, player.map_scene()
    scene = MapScene(document.state, images=TokenImages.of_document(document))
    scene.features.set_background(document.background, scene.grid_item)
    return MapView(scene), scene


def _drawn(view: MapView, size: tuple[int, int]) -> QImage:
    """The view fitted to `size` pixels and drawn into an image of that size."""
    width, height = size
    view.setFrameShape(QFrame.Shape.NoFrame)  # the viewport is the whole picture
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    view.resize(width, height)
    view.show()  # sends the pending resize: the viewport takes the picture's size
    view.fit_map()
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(MAP_BACKGROUND))
    painter = QPainter(image)
    try:
        painter.setRenderHints(view.renderHints())
        view.render(painter, QRectF(0, 0, width, height), view.viewport().rect())
    finally:
        painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    """The image as a PNG file's bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("the picture could not be encoded as PNG")
    buffer.close()
    return bytes(data.data())


def render_headless(document: BattleDocument, view: str, size: tuple[int, int], *,
                    side: str | None = None, language: str | None = None) -> MapPicture:
    """`battlemap render`: the picture in `language` (default: the window's), on any Qt platform."""
    app = QApplication.instance() or QApplication(["battlemap"])
    installed = install_language(app, chosen_language(language, open_settings()))
    try:
        return map_picture(document, view, size, side=side)
    finally:
        installed.remove(app)
