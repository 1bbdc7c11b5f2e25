"""Fallout d100 homebrew: mines that know their cell (RULES.md 4.3 Use item, Disarm).

"Prepare mines (a mine arms only if someone is in its radius at the end of
your turn)": Prepare a mine (2 AP) puts it in a cell within 5 ft of you and
keeps that cell in your tactical extras (`mine_prepared` = [col, row]); at
the end of your turn (`systems/fallout_pnp/turns.end_turn`) it joins your armed mines
(`mine_armed`, a list of [col, row]), so it never goes off during the turn
it was laid. Disarm (6 AP) at a cell holding an armed mine rolls Sneak, then
Engineering (option `skill`: `sleight_of_hand`) at the option `penalty` (the
explosive's crafting penalty, 0 by default); either way the mine is gone
from its owner's list: disarmed, or set off. A cell without a known mine is a
trap for the GM to judge (event `disarm_trap`).

"Mines do not go off while being prepared, unless someone is in their radius
at the end of your turn": a mine that arms with a token (anyone, its layer
too) within option `mine_radius` ft of its cell (default 0: in its own 5 ft
square) goes off at once (`set_off_at_arming`: event `mine_set_off` naming
who is caught; the damage is the explosive's, the GM's to roll: the seed
has no mine table) and is no longer armed.

Mines are the GM's secret: `gm_marks` lists the armed and the prepared ones
for the GM's map (never the players' view).
"""

from __future__ import annotations

from battlemap.engine.attacks.models import option
from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.marks import MINE_ARMED, MINE_PREPARED, GmMark
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.fallout_pnp.ammo import with_extras
from battlemap.engine.systems.fallout_pnp.checks import disarm_mine
from battlemap.engine.systems.fallout_pnp.terrain import near

MINE_RADIUS = 0
FT_PER_SQUARE = 5
PREPARED = "mine_prepared"
ARMED = "mine_armed"


def prepare_reasons(state, action) -> list[Reason]:
    """The mine goes in a cell within 5 ft that is not a wall."""
    token = state.token(action.actor)
    at = state.grid.to_offset(action.cell) if action.cell is not None else None
    if not near(state, token, action.cell):
        return [Reason.of("mine_too_far", at=at)]
    if state.terrain.blocks_move_by_index[state.grid.index(action.cell)]:
        return [Reason.of("blocked_terrain", at=at)]
    return []


def prepare(state, action):
    """Lay the mine: its cell is kept until it arms at the end of the turn."""
    at = list(state.grid.to_offset(action.cell))
    state = with_extras(state, action.actor, {PREPARED: at})
    return state, (Event.of("mine_prepared", action.actor, action.id, None, at=tuple(at)),)


def armed_cells(token) -> list[list[int]]:
    """The cells of the token's armed mines (entries a file wrote as no [col, row] are no mine)."""
    found = token.tactical.extra.get(ARMED)
    if not isinstance(found, (list, tuple)):
        return []
    return [list(cell) for cell in map(_offset, found) if cell is not None]


def _offset(value) -> tuple[int, int] | None:
    """`value` as a [col, row] cell, or None when it is anything else (`3`, `[2, "x"]`, `[1]`)."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return None
    return int(value[0]), int(value[1])


def arm_prepared(state, token_id: str):
    """End of turn: the prepared mine arms in its cell. (state, the cell armed or None)."""
    token = state.token(token_id)
    cell = _offset(token.tactical.extra.get(PREPARED))
    if cell is None:
        return state, None
    state = with_extras(state, token_id, {PREPARED: None, ARMED: [*armed_cells(token), list(cell)]})
    return state, tuple(cell)


def set_off_at_arming(state, token_id: str, at):
    """The mine just armed at `at` (col, row) goes off if a token is in its radius: (state, events)."""
    grid = state.grid
    squares = int(option(state.options, "mine_radius", MINE_RADIUS)) // FT_PER_SQUARE
    centre = grid.from_offset(*at)
    caught = tuple(t.id for t in state.tokens
                   if any(grid.in_bounds(c) and reach_distance(grid, centre, c) <= squares for c in t.footprint))
    if not caught:
        return state, ()
    left = [c for c in armed_cells(state.token(token_id)) if c != list(at)]
    state = with_extras(state, token_id, {ARMED: left or None})
    return state, (Event.of("mine_set_off", token_id, "end_turn", None, at=tuple(at), caught=caught),)


def owner_of_mine(state, at: list[int]) -> str | None:
    """Whose armed mine lies at offset `at`, or None."""
    return next((t.id for t in state.tokens if at in armed_cells(t)), None)


def disarm(state, action):
    """Sneak, then Engineering or Sleight of Hand at the penalty; the mine is gone either way."""
    at = list(state.grid.to_offset(action.cell))
    owner = owner_of_mine(state, at)
    if owner is None:
        return state, (Event.of("disarm_trap", action.actor, action.id, None, at=tuple(at)),)
    try:
        penalty = int(action.option("penalty", 0))
    except (TypeError, ValueError):
        penalty = 0
    state, events = disarm_mine(state, action.actor, penalty, str(action.option("skill", "engineering")))
    left = [c for c in armed_cells(state.token(owner)) if c != at]
    state = with_extras(state, owner, {ARMED: left or None})
    return state, events


def gm_marks(state) -> tuple[GmMark, ...]:
    """Every token's armed mines, then the one it is laying (arms at the end of its turn)."""
    grid, marks = state.grid, []
    for token in state.tokens:
        for at in armed_cells(token):
            marks.append(GmMark(MINE_ARMED, grid.from_offset(*at), token.id))
        laid = token.tactical.extra.get(PREPARED)
        if isinstance(laid, (list, tuple)) and len(laid) == 2:
            marks.append(GmMark(MINE_PREPARED, grid.from_offset(*laid), token.id))
    return tuple(marks)
