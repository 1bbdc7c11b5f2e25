"""The scene of a battle: one grid item, zones and edge walls, one item per token, the items
lying on the map (GM only), overlays.

The scene is built from the engine's `BattleState` and kept in step with it by
`sync(state)`, which touches only the tokens that changed (a drag moves one
item, it does not rebuild a thousand).

Map-sized layers (a drag's shading) keep a device-coordinate cache: in a
view's own paint Qt caches just the viewport's part of them, but when the
scene is rendered elsewhere (`render()` to an image) it would cache them
whole, hundreds of megabytes at play zoom on a big map. `render()` here, and
the view's, paint them uncached instead (`caches_off()`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from battlemap.document.opened import collector_paused
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.grid import Layout
from battlemap.ui.map.features import MapFeatures
from battlemap.ui.map.grid_item import GridItem
from battlemap.ui.map.map_items import MapItems
from battlemap.ui.map.token_images import TokenImages
from battlemap.ui.map.token_item import DETAIL_DISC, DETAIL_FULL, DETAIL_LABEL, TokenItem
from battlemap.ui.map.token_looks import sides_in_order, token_look

# World units per cell: large enough that text sizes in world units are sane.
SQUARE_SIZE = 64.0
HEX_RADIUS = 37.0
_MARGIN = 24.0
# On-screen token diameters (pixels) below which initials, then badges, stop reading.
_LABEL_MIN_PX = 18.0
_BADGES_MIN_PX = 30.0


def layout_for(grid) -> Layout:
    """The world layout of a grid (the only place pixels appear)."""
    return Layout(grid, HEX_RADIUS if grid.kind == "hex" else SQUARE_SIZE)


def detail_for(diameter_px: float) -> int:
    """Level of detail of a token drawn `diameter_px` pixels wide."""
    if diameter_px >= _BADGES_MIN_PX:
        return DETAIL_FULL
    if diameter_px >= _LABEL_MIN_PX:
        return DETAIL_LABEL
    return DETAIL_DISC


def changed_cells(old, new) -> list[int] | None:
    """Flat indices whose terrain differs between two terrain maps (None: rebuild all)."""
    if old.types != new.types or len(old.palette) != len(new.palette):
        return None
    return [i for i, (a, b) in enumerate(zip(old.palette, new.palette)) if a != b]


class MapScene(QGraphicsScene):
    """The scene of one battle; token items are looked up by token id."""

    def __init__(self, state: BattleState, *, show_hidden: bool = True,
                 images: TokenImages | None = None) -> None:
        super().__init__()
        self.state = state
        #: The pictures tokens show in their discs (token id -> file), read once per file.
        self.images = images if images is not None else TokenImages()
        #: False for the players' view: hidden tokens get no item at all.
        self.show_hidden = show_hidden
        self.layout = layout_for(state.grid)
        self.grid_item = GridItem(self.layout, state.terrain.terrain_id_at)
        self.addItem(self.grid_item)
        self.token_items: dict[str, TokenItem] = {}
        self._selected: frozenset[str] = frozenset()
        self._detail = DETAIL_FULL
        self._sides = sides_in_order(state)
        # Thousands of items on a big battle: the collector would walk the battle's
        # millions of values again and again as they are made (see collector_paused).
        with collector_paused():
            for token in self.shown_tokens(state):
                self._add_token(token)
            self._restack(state)
            self.features = MapFeatures(self, self.layout, state)
            #: Items lying on the map: the GM's scene only.
            self.map_items = MapItems(self, self.layout, state) if show_hidden else None
        x, y, w, h = self.layout.bounds()
        self.setSceneRect(x - _MARGIN, y - _MARGIN, w + 2 * _MARGIN, h + 2 * _MARGIN)

    # --- map-sized caches -------------------------------------------------------------
    @contextmanager
    def caches_off(self) -> Iterator[None]:
        """Paint the map-sized cached layers (`viewport_cached` items) without their caches."""
        cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
        layers = [item for item in self.items(Qt.SortOrder.AscendingOrder)
                  if getattr(item, "viewport_cached", False) and item.cacheMode() == cached]
        for item in layers:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        try:
            yield
        finally:
            for item in layers:
                item.setCacheMode(cached)

    def render(self, painter: QPainter, target: QRectF = QRectF(), source: QRectF = QRectF(),
               mode: Qt.AspectRatioMode = Qt.AspectRatioMode.KeepAspectRatio) -> None:
        """QGraphicsScene.render, with the map-sized layers painted uncached (see the module doc)."""
        with self.caches_off():
            super().render(painter, target, source, mode)

    # --- tokens -------------------------------------------------------------------
    def shown_tokens(self, state: BattleState) -> tuple[TokenState, ...]:
        """The tokens this scene draws: all of them for the GM, the visible ones for players."""
        if self.show_hidden:
            return state.tokens
        return tuple(t for t in state.tokens if not t.hidden)

    def token_center(self, token: TokenState) -> QPointF:
        """World centre of a token: the middle of its footprint's bounding box."""
        xs, ys = [], []
        for cell in token.footprint:
            for x, y in self.layout.polygon(cell):
                xs.append(x)
                ys.append(y)
        return QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)

    def token_radius(self, token: TokenState) -> float:
        """Radius of a token's disc: most of its footprint's narrower side."""
        xs, ys = [], []
        for cell in token.footprint:
            for x, y in self.layout.polygon(cell):
                xs.append(x)
                ys.append(y)
        fill = 0.84 if self.layout.grid.kind == "square" else 0.9
        return min(max(xs) - min(xs), max(ys) - min(ys)) / 2 * fill

    def _add_token(self, token: TokenState) -> TokenItem:
        item = TokenItem(token.id, token_look(self.state, token, self._sides), self.token_radius(token))
        item.setPos(self.token_center(token))
        item.set_picture(self.images.picture(token.id))
        item.set_detail(self._detail)
        item.set_selected_ring(token.id in self._selected)
        self.addItem(item)
        self.token_items[token.id] = item
        return item

    def set_pictures(self, images: TokenImages) -> None:
        """Show other token pictures (an edit or its undo); items without a change keep theirs."""
        old, self.images = self.images, images
        images.missing.extend(p for p in old.missing if p not in images.missing)
        for token_id, item in self.token_items.items():
            if old.references.get(token_id) != images.references.get(token_id):
                item.set_picture(images.picture(token_id))

    def sync(self, state: BattleState) -> None:
        """Bring the scene in step with a new state, touching only what changed."""
        old, self.state = self.state, state
        if state.terrain is not old.terrain:
            self.grid_item.set_terrain(state.terrain.terrain_id_at, changed_cells(old.terrain, state.terrain))
        self.features.sync(state)  # zones and edges: it redraws only what changed
        if self.map_items is not None:
            self.map_items.sync(state)
        self._sides = sides_in_order(state)
        shown = self.shown_tokens(state)
        live = {t.id for t in shown}
        for token_id in [i for i in self.token_items if i not in live]:
            self.removeItem(self.token_items.pop(token_id))
        for token in shown:
            item = self.token_items.get(token.id)
            if item is None:
                self._add_token(token)
                continue
            if old.has_token(token.id) and old.token(token.id) is token:
                continue
            if item.radius != self.token_radius(token):
                self.removeItem(self.token_items.pop(token.id))
                self._add_token(token)
                continue
            item.setPos(self.token_center(token))
            item.set_look(token_look(state, token, self._sides))
        self._restack(state)

    def _restack(self, state: BattleState) -> None:
        # Later tokens draw on top (bring to front moves a token to the end).
        for order, token in enumerate(state.tokens):
            item = self.token_items.get(token.id)
            if item is None:  # hidden from this scene
                continue
            z = 10.0 + order / max(1, len(state.tokens))
            if item.zValue() != z:
                item.setZValue(z)

    # --- selection and level of detail ---------------------------------------------------
    def select(self, token_ids: frozenset[str] | set[str]) -> None:
        """Show the selection ring on exactly these tokens."""
        wanted = frozenset(token_ids)
        for token_id in self._selected ^ wanted:
            item = self.token_items.get(token_id)
            if item is not None:
                item.set_selected_ring(token_id in wanted)
        self._selected = wanted

    @property
    def selected(self) -> frozenset[str]:
        return self._selected

    def set_zoom(self, pixels_per_unit: float) -> None:
        """Tell the items the current zoom, so labels and badges hide when unreadable."""
        diameter = 2 * self._base_radius() * pixels_per_unit
        detail = detail_for(diameter)
        if detail == self._detail:
            return
        self._detail = detail
        for item in self.token_items.values():
            item.set_detail(detail)

    @property
    def detail(self) -> int:
        return self._detail

    def _base_radius(self) -> float:
        return self.layout.size * (0.42 if self.layout.grid.kind == "square" else 0.78)
