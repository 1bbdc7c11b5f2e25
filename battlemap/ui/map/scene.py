"""The scene of a battle: one grid item, zones and edge walls, one item per token, the items
lying on the map and the GM-only marks (an armed mine; GM only), overlays.

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
from battlemap.ui.map.gm_marks import GmMarkItems
from battlemap.ui.map.grid_item import GridItem
from battlemap.ui.map.map_items import MapItems
from battlemap.ui.map.note_items import NoteItems
from battlemap.ui.map.token_images import TokenImages
from battlemap.ui.map.stacks import STACKED_SCALE, slot_offset, stack_slots
from battlemap.ui.map.token_item import DETAIL_DISC, DETAIL_FULL, DETAIL_LABEL, TokenItem
from battlemap.ui.map.token_labels import map_labels
from battlemap.ui.map.token_looks import sides_in_order, token_look
from battlemap.ui.map.turn_marker import TurnMarker
from battlemap.ui.overlays.templates import TemplateLayer

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
        #: How much larger than normal token labels and badges are drawn (large print: 1.6).
        self.print_scale = 1.0
        #: The sides whose health gauges are drawn; None: every side's (the Player View may hide enemies').
        self.health_sides: frozenset[str] | None = None
        self.layout = layout_for(state.grid)
        self.grid_item = GridItem(self.layout, state.terrain.terrain_id_at)
        self.addItem(self.grid_item)
        self.token_items: dict[str, TokenItem] = {}
        self._selected: frozenset[str] = frozenset()
        self._detail = DETAIL_FULL
        self._sides = sides_in_order(state)
        self._labels_key: tuple = ()
        self._labels: dict[str, str] = {}
        self._labels = self._labels_of(state)
        self._stacks = stack_slots(self.shown_tokens(state))
        # Thousands of items on a big battle: the collector would walk the battle's
        # millions of values again and again as they are made (see collector_paused).
        with collector_paused():
            for token in self.shown_tokens(state):
                self._add_token(token)
            self._restack(state)
            #: The halo of the token whose turn it is (none when this scene does not draw it).
            self.turn_marker = TurnMarker()
            self.addItem(self.turn_marker)
            self._mark_turn(state)
            self.features = MapFeatures(self, self.layout, state)
            #: Area templates: all on the GM's scene, those shown to players on theirs.
            self.templates = TemplateLayer(self, self.layout, state, players=not show_hidden)
            #: Items lying on the map: the GM's scene only.
            self.map_items = MapItems(self, self.layout, state) if show_hidden else None
            #: GM-only marks (an armed mine): the GM's scene only, like the items.
            self.gm_marks = GmMarkItems(self, self.layout, state) if show_hidden else None
            #: The GM's pins and drawings: all of them here, those shown to players in their scene.
            self.notes = NoteItems(self, self.layout, state, gm=show_hidden)
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

    def token_position(self, token: TokenState) -> QPointF:
        """Where a token's disc is drawn: its centre, shifted by its place in a stack."""
        dx, dy = slot_offset(self._stacks.get(token.id), self.token_radius(token))
        return self.token_center(token) + QPointF(dx, dy)

    def _place(self, item: TokenItem, token: TokenState) -> None:
        item.setPos(self.token_position(token))
        item.setScale(STACKED_SCALE if token.id in self._stacks else 1.0)

    def _labels_of(self, state: BattleState) -> dict[str, str]:
        """The map labels (token_labels), worked out again only when a name, label or hidden flag changed."""
        key = tuple((t.id, t.name, t.label, t.hidden) for t in state.tokens)
        if key != self._labels_key:
            self._labels_key, self._labels = key, map_labels(state)
        return self._labels

    def label_of(self, token_id: str) -> str:
        """The label a token shows on this map."""
        return self._labels.get(token_id, "")

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
        look = self._look(self.state, token, self._labels.get(token.id, ""))
        item = TokenItem(token.id, look, self.token_radius(token), self.print_scale)
        self._place(item, token)
        item.set_picture(self.images.picture(token.id))
        item.set_detail(self._detail)
        item.set_selected_ring(token.id in self._selected)
        self.addItem(item)
        self.token_items[token.id] = item
        return item

    def _look(self, state: BattleState, token: TokenState, label: str):
        shown = self.health_sides is None or token.side in self.health_sides
        return token_look(state, token, self._sides, label, show_health=shown)

    def set_health_sides(self, sides: frozenset[str] | None) -> None:
        """Draw the health of these sides' tokens only (None: every token's)."""
        if sides == self.health_sides:
            return
        self.health_sides = sides
        for token in self.shown_tokens(self.state):
            item = self.token_items.get(token.id)
            if item is not None:
                item.set_look(self._look(self.state, token, self._labels.get(token.id, "")))

    def set_print_scale(self, print_scale: float) -> None:
        """Draw token labels and badges `print_scale` times their normal size (large print: 1.6)."""
        if print_scale == self.print_scale:
            return
        self.print_scale = print_scale
        for token in self.shown_tokens(self.state):  # items size their texts once, when built
            self.removeItem(self.token_items.pop(token.id))
            self._add_token(token)
        self._restack(self.state)
        self._mark_turn(self.state)

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
        self.templates.sync(state)
        if self.map_items is not None:
            self.map_items.sync(state)
        if self.gm_marks is not None:
            self.gm_marks.sync(state)
        self.notes.sync(state)
        self._sides = sides_in_order(state)
        shown = self.shown_tokens(state)
        old_labels, old_stacks = self._labels, self._stacks
        labels, self._stacks = self._labels_of(state), stack_slots(shown)
        live = {t.id for t in shown}
        for token_id in [i for i in self.token_items if i not in live]:
            self.removeItem(self.token_items.pop(token_id))
        for token in shown:
            item = self.token_items.get(token.id)
            if item is None:
                self._add_token(token)
                continue
            if old.has_token(token.id) and old.token(token.id) is token \
                    and labels.get(token.id) == old_labels.get(token.id) \
                    and self._stacks.get(token.id) == old_stacks.get(token.id):
                continue  # neither it nor its label nor its place in a stack changed
            if item.radius != self.token_radius(token):
                self.removeItem(self.token_items.pop(token.id))
                self._add_token(token)
                continue
            self._place(item, token)
            item.set_look(self._look(state, token, labels.get(token.id, "")))
        self._restack(state)
        self._mark_turn(state)

    def _mark_turn(self, state: BattleState) -> None:
        """The turn marker around the active token's item (a hidden one only in the GM's scene)."""
        active = state.combat.active
        item = self.token_items.get(active) if active is not None else None
        self.turn_marker.follow(active, item, item.radius if item is not None else 0.0)

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
        self.turn_marker.set_zoom(pixels_per_unit)
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
