"""Facing along a dragged move, and what sideways or backward steps cost (B386-B387 [X]; RULES.md 1.2).

Each step of a move goes into one of the six hexes around the mover, seen
from its facing at that moment:

| step into | costs | facing after it |
|---|---|---|
| the hex straight ahead | 1 yd | unchanged |
| a front-side hex (ahead left or right) | 1 yd | turned to face it (forward moves turn the mover) |
| a side hex (behind left or right) | 2 yd (a sidestep) | unchanged |
| the hex straight behind | 2 yd (backing up) | unchanged |

`path_extra_cost` gives the extra yards (1 per sideways or backward step)
for a Move-type maneuver (Move, Move and Attack, Increased Dodge, or a drag
before any maneuver, which is a Move); a step maneuver's one step costs
nothing extra whatever its direction, and an All-Out Attack moves forward
only. `after_move` is the document's hook after a dropped move: the mover
ends facing as its steps turned it, so a later All-Out Attack judges
"forward" from there. Option `facing_after_move`: `forward_steps` (default,
the table), `last_step` (face the direction of the last step, whatever it
was), `keep` (the old facing; the GM turns with the `turn` entry).
"""

from __future__ import annotations

from battlemap.engine.systems.gurps4e.turning import ALL_OUT_ATTACK, MOVE_TURNING, taken, turn_to

HEX_SIDES = 6
FORWARD_STEPS, LAST_STEP, KEEP = "forward_steps", "last_step", "keep"
READINGS = (FORWARD_STEPS, LAST_STEP, KEEP)


def _direction(grid, at, nxt) -> int | None:
    return next((d for d in range(HEX_SIDES) if grid.neighbor(at, d) == nxt), None)


def step_arc(facing: int, direction: int) -> str:
    """ahead, front_side, side or back: where a step in `direction` goes, seen from `facing`."""
    turn = (direction - facing) % HEX_SIDES
    return {0: "ahead", 1: "front_side", 5: "front_side", 2: "side", 4: "side", 3: "back"}[turn]


def walk(grid, cell, facing: int, path, *, turning: bool = True):
    """((arc of each step, ...), final facing) of a walk from `cell` facing `facing` along `path`
    (cells after `cell`); `turning` False keeps the facing throughout."""
    arcs, at = [], cell
    for nxt in path:
        direction = _direction(grid, at, nxt)
        if direction is None:
            arcs.append("none")
        else:
            arc = step_arc(facing, direction)
            arcs.append(arc)
            if turning and arc == "front_side":
                facing = direction
        at = nxt
    return tuple(arcs), facing


def _reading(state) -> str:
    value = state.options.get("facing_after_move", FORWARD_STEPS)
    return value if value in READINGS else FORWARD_STEPS


def path_extra_cost(state, token_id: str, path) -> float:
    """Extra yards a dragged `path` (cells after the token's own) costs for its sideways and
    backward steps: 1 each under a Move-type maneuver or before any; 0 for a step maneuver,
    an All-Out Attack (forward only), a square grid, or no path."""
    if state.grid.kind != "hex" or not path:
        return 0.0
    token = state.token(token_id)
    maneuver = taken(state, token)
    if maneuver is not None and (maneuver not in MOVE_TURNING or maneuver.startswith(ALL_OUT_ATTACK)):
        return 0.0
    arcs, _ = walk(state.grid, token.cell, token.facing, tuple(path), turning=_reading(state) != KEEP)
    return float(sum(1 for arc in arcs if arc in ("side", "back")))


def after_move(state, token_id: str, path):
    """The document's hook after a move is applied: `path` is every cell the token stood on, its
    start first; the token turns as its steps turned it (option `facing_after_move`) -> (state, events)."""
    cells = tuple(path)
    if state.grid.kind != "hex" or len(cells) < 2 or not state.has_token(token_id):
        return state, ()
    token = state.token(token_id)
    reading = _reading(state)
    if reading == KEEP:
        return state, ()
    if reading == LAST_STEP:
        facing = _direction(state.grid, cells[-2], cells[-1])
    else:
        _, facing = walk(state.grid, cells[0], token.facing, cells[1:])
    if facing is None:
        return state, ()
    return turn_to(state, token_id, facing, "move")
