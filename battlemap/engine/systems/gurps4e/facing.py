"""GURPS facing and hex arcs (RULES.md 1.2; B385-B386 [X]): front, side, back.

A token faces one of the six hex directions (`facing`, the grid's
neighbour direction). Seen from the defender, the angle between its facing
and the attacker decides the arc: the three hexes ahead and the wedge they
open (under 90 degrees) are the front, the two hexes beside the back corners
(up to 150 degrees) the sides, the hex straight behind and its wedge the
back. A far hex exactly on a boundary goes to the defender's better arc
([A], the hexes on the line between two arcs).

What the arc does to the defence (option `gurps_facing_arcs`, default on):
from a side hex the active defence is at -2; from behind there is none.
"""

from __future__ import annotations

import math

FRONT, SIDE, BACK = "front", "side", "back"
FRONT_LIMIT, SIDE_LIMIT = 90.0, 150.0
SIDE_DEFENCE = -2
_EPS = 1e-6


def arc_of(grid, defender_cell, facing: int, attacker_cell) -> str:
    """The defender's arc the attacker stands in (front for the same hex)."""
    if attacker_cell == defender_cell:
        return FRONT
    ox, oy = grid.center(defender_cell)
    fx, fy = grid.center(grid.neighbor(defender_cell, facing % 6))
    ax, ay = grid.center(attacker_cell)
    angle = _angle((fx - ox, fy - oy), (ax - ox, ay - oy))
    if angle <= FRONT_LIMIT + _EPS:
        return FRONT
    if angle <= SIDE_LIMIT + _EPS:
        return SIDE
    return BACK


def _angle(u, v) -> float:
    dot = u[0] * v[0] + u[1] * v[1]
    norm = math.hypot(*u) * math.hypot(*v)
    return math.degrees(math.acos(max(-1.0, min(1.0, dot / norm))))


def token_arc(state, defender, attacker) -> str:
    """The arc of `defender` that `attacker` attacks from (hex grids; square grids: front)."""
    if state.grid.kind != "hex":
        return FRONT
    return arc_of(state.grid, defender.cell, defender.facing, attacker.cell)
