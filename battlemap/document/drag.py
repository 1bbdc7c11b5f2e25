"""A token being dragged: the live verdict while it is in the air, and the path kept at the release.

`DragSession` wraps the engine's `DragContext` (built once at press: the
movement map, the enemies that can react, the watched cells). Each hover
walks one path through those tables and shows a frozen `DragPreview`: the
engine's `MovePreview` of that path with the drag's tables. Hovering the cell
already judged does no work. The path is the cheapest one by default, or,
freehand, the cells the pointer went through; a cell out of reach is judged
along the straight way to it up to its first step out of reach, so the
verdict says what is in the way (engine/movement/pointer_paths.py).

The press is what a user waits for, so the tables can be built before it:
`prepare(token_id)`, called while the pointer rests on a token, builds them
for the battle now and hands them to `ready` (the overlays turn them into
shading, still hidden); the next `begin` of that token on that very battle
takes them instead of building its own. A prepared drag is used once: any
other battle, token or rehearsal builds afresh.

The session knows only what it is given: where to read the battle now and
where its previews go. A document drives it, and so does an action's
rehearsal of the battle (document/advance.py). The release hands back a
`DrawnPath`, and `DrawnPath.stands` alone decides whether its verdict still
holds when the path is committed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.drag import DragContext, start_drag
from battlemap.engine.movement.pointer_paths import freehand_trail, straight_toward
from battlemap.engine.movement.preview import MovePreview
from battlemap.engine.play.drag_moves import DragMove
from battlemap.grid import Cell


@dataclass(frozen=True)
class DragPreview:
    """What the overlays show during a drag.

    `move` is the engine's verdict on the path: its cells after the token's
    own, cost, remaining and budget in its unit, every reason it is refused,
    the reactions it provokes. `reachable` (flat index -> cost of ending
    there), `threatened` and `watched` (flat index -> ids of the enemies
    reacting there) are built once per drag and are the *same objects* in
    every preview of that drag, so a view can skip repainting them by identity.
    """

    move: MovePreview
    reachable: Mapping[int, float]
    threatened: Mapping[int, tuple[str, ...]]
    watched: Mapping[int, tuple[str, ...]]
    #: The cell under the pointer (None right after the press).
    target: Cell | None = None
    freehand: bool = False
    #: What the drop plays under the rules (the system's move action, a plain move, or why
    #: the token may not move); None when the session does not judge it (an action's rehearsal).
    how: DragMove | None = None
    #: The GM's move: the drop puts the token there, no rules asked (Ctrl held).
    gm: bool = False


@dataclass(frozen=True)
class DrawnPath:
    """The path a drag drew, the engine's verdict on it, and the battle it was drawn on."""

    # A whole battle state: left out of repr, which would print every table.
    battle: BattleState = field(repr=False)
    move: MovePreview

    def stands(self, battle: BattleState) -> bool:
        """True when the verdict still speaks for `battle`: the very battle the path was drawn on.

        States are immutable, so the same object means nothing changed. Any
        other battle (an undo under the pointer, a change the drag did not
        hear of) needs the path judged again, or the drag given up.
        """
        return battle is self.battle


@dataclass(frozen=True)
class _Prepared:
    """A drag built ahead of its press: for `token_id` on `battle` exactly."""

    battle: BattleState = field(repr=False)
    token_id: str
    context: DragContext = field(repr=False)
    tables: tuple[Mapping, Mapping, Mapping] = field(repr=False)
    how: DragMove | None
    first: MovePreview

    def fits(self, battle: BattleState, token_id: str) -> bool:
        return battle is self.battle and token_id == self.token_id


class DragSession:
    """The drag of one token at a time (Qt-free).

    `battle()` is the battle now, read at the press and by `stands`;
    `show(preview)` gets every new preview, and None when the drag ends.
    """

    def __init__(self, battle: Callable[[], BattleState],
                 show: Callable[[DragPreview | None], None],
                 judge: Callable[[BattleState, str], DragMove] | None = None,
                 ready: Callable[[DragPreview], None] | None = None) -> None:
        self._battle, self._show_preview, self._judge = battle, show, judge
        #: Told of each prepared drag, as the preview its press will show first.
        self._ready_to = ready
        self._ready: _Prepared | None = None
        self._how: DragMove | None = None
        self._gm = False
        self._context: DragContext | None = None
        self._drawn_on: BattleState | None = None
        self._preview: DragPreview | None = None
        self._key: tuple[Cell, bool, bool] | None = None
        self._trail: tuple[Cell, ...] = ()
        self._tables: tuple[Mapping, Mapping, Mapping] | None = None

    @property
    def active(self) -> bool:
        """True while a token is being dragged."""
        return self._context is not None

    @property
    def preview(self) -> DragPreview | None:
        """The latest preview (None when no drag is active)."""
        return self._preview

    def begin(self, token_id: str, *, judged_on: BattleState | None = None) -> DragPreview:
        """Pick up `token_id`: reachable cells, threatened cells, watched cells.

        The paths are judged on `judged_on` when given (an action's rehearsal
        of the battle now, document/advance.py), else on the battle now.
        """
        if self.active:
            self.cancel()
        self._drawn_on = self._battle()
        ready, self._ready = self._ready, None
        if judged_on is None and ready is not None and ready.fits(self._drawn_on, token_id):
            prepared = ready
        else:
            prepared = self._build(judged_on if judged_on is not None else self._drawn_on, self._drawn_on,
                                   token_id)
        self._context, self._tables, self._how = prepared.context, prepared.tables, prepared.how
        self._key, self._trail = None, ()
        self._gm = False
        return self._show(prepared.first, None, False)

    def prepare(self, token_id: str) -> None:
        """Build the drag of `token_id` on the battle now, for a press that may come.

        Nothing changes on the map until `begin`; the `ready` callback gets
        the preview the press would show. A second call for the same token
        and battle does nothing; the battle or token changing makes it stale.
        """
        if self.active:
            return
        battle = self._battle()
        if self._ready is not None and self._ready.fits(battle, token_id):
            return
        if not battle.has_token(token_id):
            return
        self._ready = self._build(battle, battle, token_id)
        if self._ready_to is not None:
            reachable, threatened, watched = self._ready.tables
            self._ready_to(DragPreview(self._ready.first, reachable, threatened, watched,
                                       how=self._ready.how))

    def _build(self, judged_on: BattleState, battle: BattleState, token_id: str) -> _Prepared:
        """The drag's tables judged on `judged_on`, and how the drop plays on `battle` (now)."""
        context = start_drag(judged_on, token_id)
        movement = context.movement
        costs = movement.costs  # what movement.best[i][0] reads, without its tuple per cell
        ends = movement.ends
        reachable = MappingProxyType(dict(zip(ends, map(float, map(costs.__getitem__, ends)))))
        how = self._judge(battle, token_id) if self._judge is not None else None
        return _Prepared(battle, token_id, context, (reachable, context.threatened(), context.watched()),
                         how, context.preview(()))

    def hover(self, cell: Cell, *, freehand: bool = False, gm: bool = False) -> DragPreview:
        """Judge the move to `cell`; the same cell and mode as last time costs nothing.

        `gm`: the GM's move (no rules); the verdict is still shown, the label says the GM's.
        """
        context = self._require()
        key = (cell, freehand, gm)
        if key == self._key and self._preview is not None:
            return self._preview
        self._key = key
        self._gm = gm
        if freehand:
            self._trail = freehand_trail(context.movement, self._trail, cell)
            move = context.preview(self._trail)
        else:
            cheapest = context.path_to(cell)
            # A freehand trail switched on later starts from the path shown, if it is one.
            self._trail = cheapest or ()
            move = context.preview(cheapest if cheapest is not None
                                   else straight_toward(context.movement, cell))
        return self._show(move, cell, freehand)

    def stands(self) -> bool:
        """True while a drag is on and the battle is still the one it was begun on."""
        drawn = self._drawn()
        return drawn is not None and drawn.stands(self._battle())

    def take_path(self) -> DrawnPath | None:
        """End the drag without moving: the path drawn so far, for the caller to commit.

        The document turns it into a move (`BattleDocument.drop_command`);
        Move and Attack in GURPS walks it as part of the attack (the action
        command plays it). None when no drag is on.
        """
        drawn = self._drawn()
        if drawn is not None:
            self._finish()
        return drawn

    def cancel(self) -> None:
        """Drop the token back where it was (Escape); nothing changes."""
        if self._context is not None:
            self._finish()

    def _require(self) -> DragContext:
        if self._context is None:
            raise RuntimeError("no drag in progress: call begin(token_id) first")
        return self._context

    def _drawn(self) -> DrawnPath | None:
        if self._drawn_on is None or self._preview is None:
            return None
        return DrawnPath(self._drawn_on, self._preview.move)

    def _show(self, move: MovePreview, cell: Cell | None, freehand: bool) -> DragPreview:
        reachable, threatened, watched = self._tables or ({}, {}, {})
        preview = DragPreview(move, reachable, threatened, watched, target=cell, freehand=freehand,
                              how=self._how, gm=self._gm)
        if preview != self._preview:
            self._preview = preview
            self._show_preview(preview)
        return self._preview

    def _finish(self) -> None:
        self._context = self._drawn_on = self._preview = self._key = self._tables = self._how = None
        self._trail, self._gm = (), False
        self._show_preview(None)
