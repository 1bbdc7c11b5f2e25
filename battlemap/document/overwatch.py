"""Declaring overwatch by drawing it: press at the token, drag toward where it watches.

`OverwatchSketch` is the Qt-free gesture: it follows the cells the pointer
crosses and measures the sweep of their directions from the watcher. The
last cell is where the overwatch looks; a sweep wider than `MIN_SWEEP`
degrees is its arc, a narrower one leaves the arc to the ruleset
(`overwatch_arc`: 0 means a line, YZE watches a 90 degree cone).
`overwatch_command` plays the ruleset's overwatch action (its cost, its
declaration order) and writes the drawn arc into the token's tactical
state, as one undoable step.
"""

from __future__ import annotations

import math
from dataclasses import replace

from battlemap.document.action_commands import action_command
from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_token_replaced
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, OverwatchState
from battlemap.grid import Cell

#: A sweep narrower than this (degrees) is a pointer that wobbled, not an arc.
#: A pointer on a straight line still crosses cells up to half a cell off it, which reads as
#: up to ~9 degrees each side at NEAR_CELLS: twice that stays under this.
MIN_SWEEP = 30.0
#: Cells this close to the watcher (centre to centre, in cells) do not count toward the sweep:
#: their directions are coarse (45 degree steps next to the token).
NEAR_CELLS = 3.0


class OverwatchSketch:
    """The pointer's path from the watcher's cell: where it points and how wide it swept."""

    def __init__(self, state: BattleState, watcher: str) -> None:
        self._grid = state.grid
        self.watcher = watcher
        self.origin = state.token(watcher).cell
        self.toward: Cell | None = None
        self._angles: list[float] = []

    def _angle(self, cell: Cell) -> float:
        (ox, oy), (x, y) = self._grid.center(self.origin), self._grid.center(cell)
        return math.degrees(math.atan2(y - oy, x - ox))

    def follow(self, cell: Cell) -> bool:
        """The pointer is over `cell`; True when the sketch changed."""
        if cell == self.origin or cell == self.toward or not self._grid.in_bounds(cell):
            return False
        self.toward = cell
        (ox, oy), (x, y) = self._grid.center(self.origin), self._grid.center(cell)
        if math.hypot(x - ox, y - oy) > NEAR_CELLS:
            self._angles.append(self._angle(cell))
        return True

    @property
    def arc(self) -> float:
        """Twice the widest swing of the pointer away from the final direction; 0 below MIN_SWEEP.

        Sweep out to one edge of the arc and come back to its middle to release.
        """
        if self.toward is None:
            return 0.0
        final = self._angle(self.toward)
        widest = max((abs((a - final + 180) % 360 - 180) for a in self._angles), default=0.0)
        sweep = min(360.0, 2 * widest)
        return round(sweep) if sweep >= MIN_SWEEP else 0.0


def overwatch_command(state: BattleState, action_id: str, watcher: str, toward: Cell,
                      arc: float, *, options: tuple[tuple[str, object], ...] = ()) -> Command | Rejected:
    """Play overwatch action `action_id` of `watcher` toward `toward` with `arc` degrees (0: the ruleset's).

    `options` go with the action (a dual overwatch's second line, `line2`).
    """
    played = action_command(state, Action(action_id, watcher, cell=toward, options=options))
    if not isinstance(played, Command):
        return played
    token = played.after.token(watcher)
    if token.tactical.overwatch is None or arc <= 0:
        return played
    watching = replace(token.tactical.overwatch, arc=float(arc))
    drawn = replace(token, tactical=replace(token.tactical, overwatch=watching))
    return replace(played, after=with_token_replaced(played.after, drawn))


def declares_overwatch(action_def) -> bool:
    """True when a catalogue action sets the token's overwatch (it is drawn, not clicked)."""
    return any(getattr(effect, "set_tactical", None) == "overwatch" for effect in action_def.effects)


def sketched_state(state: BattleState, sketch: OverwatchSketch) -> BattleState:
    """The state as if the sketch were declared now (for previewing the cells it would watch)."""
    token = state.token(sketch.watcher)
    if sketch.toward is None:
        return state
    watching = OverwatchState(sketch.toward, sketch.arc, None)
    return with_token_replaced(state, replace(token, tactical=replace(token.tactical, overwatch=watching)))
