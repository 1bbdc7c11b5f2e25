"""Ground behind a closed door: reachable by walking up to it, opening it, and walking on.

A token's movement map stops at a shut door, so the cells behind it (a room
whose one-square door a large foe cannot pass) were never weighed unless the
door lay on the way to a goal. A person sees them: walk to the door, open it
(the catalogue's own action, what it costs), walk on with what is left. Here
each closed door (a cell, or on the edge between two; not locked) beside a
cell the token can reach, or beside it, gives one such way: the walk to the door, the opening action, and
the battle after both, from which the decision weighs the cells that opened.
No door kind is named: a door is terrain marked `door` that blocks the way,
opened by the first legal action aimed at it that leaves it open.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from battlemap.engine.ai.scoring import shut_doors_beside, still_shut
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.movement_map import MovementMap
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.legality import legal_actions
from battlemap.grid import Cell

#: Doors weighed per decision (the cheapest to reach first).
DOORS = 2


@dataclass(frozen=True, slots=True)
class Doorway:
    """One way through a closed door: walk `path` (maybe none) to beside it, play `opens` (aimed
    at `door`: the door cell, or the cell past a door on an edge)."""

    door: Cell
    path: tuple[Cell, ...]
    opens: Action
    #: The battle once the token stands beside the door and opened it.
    after: BattleState


def doorways(state: BattleState, me: TokenState, movement: MovementMap, walked) -> Iterator[Doorway]:
    """The ways through the closed doors nearest `me` (at most DOORS); `walked(path)` is the
    battle after `me` walks `path` (None when the rules refuse it)."""
    grid = state.grid
    start = grid.index(me.cell)
    beside: dict[Cell, tuple[float, int]] = {}  # the cell an opening aims at -> (cost, where from)
    for index in sorted(movement.ends | {start}):
        cost = 0.0 if index == start else movement.costs.get(index)
        if cost is None:
            continue
        for door in shut_doors_beside(state, grid.cell(index)):
            if door not in beside or beside[door][0] > cost:
                beside[door] = (cost, index)
    found = 0
    for door, (_, at) in sorted(beside.items(), key=lambda item: (item[1][0], grid.index(item[0]))):
        path = () if at == start else tuple(movement.path_to(grid.cell(at)) or ())
        there = state if at == start else walked(path) if path else None
        if there is None:
            continue
        way = opening(there, me.id, grid.cell(at), door)
        if way is not None:
            yield Doorway(door, path, *way)
            found += 1
            if found >= DOORS:
                return


def opening(state: BattleState, token_id: str, at: Cell, door: Cell) -> tuple[Action, BattleState] | None:
    """The first legal action aimed at `door` (a door cell, or the cell past a door on the edge
    from `at`) that leaves the way open, and the battle after it."""
    for option in legal_actions(state, token_id):
        if not option.legal or option.action_def.target != "cell" or option.action_def.attack():
            continue
        action = Action(option.id, token_id, cell=door)
        try:
            after = apply(state, action).state
        except IllegalAction:
            continue
        if not still_shut(after, at, door):
            return action, after
    return None
