"""Reactions along a path: who attacks the mover, at which step, where, and why.

Every step of the path is judged, never only its end. For each step the
mover's cells before and after are compared with each enemy's threatened
cells (the system decides which of leaving, entering or passing provokes),
with the reach an armed Wait watches, and with the cells each overwatch
watches (entering, crossing a line diagonally, or, where the system says so,
starting to move inside it). Each enemy reacts at most once per kind to one
move, only while it has reactions left this round, and never when it cannot
react; allies never react.

Steps are numbered from 1 (the move into the path's first cell). A reaction
provoked by leaving a cell happens `at` that cell; one provoked by entering,
`at` the entered cell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import check_path
from battlemap.engine.movement.reactors import Reactor, ReactorIndex
from battlemap.engine.systems.base import OVERWATCH, WAIT, Trigger, wait_trigger
from battlemap.grid import Cell

_LAST = 1 << 30


@dataclass(frozen=True, slots=True)
class Reaction:
    """A reaction the move provokes: `by` whom, what `kind`, at which `step` and cell, `why`."""

    by: str
    kind: str
    step: int
    at: Cell
    why: Reason


class _Found(NamedTuple):
    step: int
    phase: int
    declared: int
    order: int
    reaction: Reaction


def reactions_along(
    index: ReactorIndex, rules: MoveRules, anchors: Sequence[int], *, retreat: bool
) -> tuple[Reaction, ...]:
    """Every reaction the path provokes, in the order they resolve.

    `anchors` are the flat indices of the mover's anchor before the path
    and after each step (-1 for a step off the map, which provokes nothing).
    """
    found: list[_Found] = []
    fired: set[tuple[int, str]] = set()
    system = index.state.rules
    for step in range(1, len(anchors)):
        a, b = anchors[step - 1], anchors[step]
        if a < 0 or b < 0:
            continue
        fa, fb = rules.footprint(a) or (a,), rules.footprint(b) or (b,)
        last = step == len(anchors) - 1
        slots = {s for x in (*fa, *fb) for s in index.near(x)}
        for slot in sorted(slots):
            reactor = index.reactor(slot)
            if reactor.threat and (slot, "threat") not in fired:
                trigger = _judge(system, reactor.threat, fa, fb, last, retreat)
                if trigger is not None:
                    fired.add((slot, "threat"))
                    found.append(_found(system.reaction_kind, reactor, step, trigger, fa, fb, index))
            if reactor.wait and (slot, WAIT) not in fired:
                trigger = wait_trigger(
                    reactor.token.tactical.wait or "",
                    before=_touches(reactor.wait, fa), after=_touches(reactor.wait, fb),
                )
                if trigger is not None:
                    fired.add((slot, WAIT))
                    found.append(_found(WAIT, reactor, step, trigger, fa, fb, index))
        _overwatch_step(index, rules, step, a, b, fa, fb, fired, found)
    found.sort(key=lambda f: f[:4])
    return tuple(f.reaction for f in found)


def _touches(cells: frozenset[int], footprint: Sequence[int]) -> bool:
    return any(x in cells for x in footprint)


def _judge(system, cells, fa, fb, last: bool, retreat: bool) -> Trigger | None:
    return system.movement_trigger(
        before=_touches(cells, fa),
        after=_touches(cells, fb),
        entered=any(x in cells and x not in fa for x in fb),
        left=any(x in cells and x not in fb for x in fa),
        last=last,
        retreat=retreat,
    )


def _found(kind, reactor: Reactor, step, trigger: Trigger, fa, fb, index: ReactorIndex) -> _Found:
    cells = reactor.threat if kind != WAIT else reactor.wait
    footprint = fa if trigger.at_start else fb
    at = next((x for x in footprint if x in cells), footprint[0])
    reaction = Reaction(reactor.token.id, kind, step, index.grid.cell(at), Reason.of(trigger.why))
    return _Found(step, 0 if trigger.at_start else 1, _LAST, reactor.order, reaction)


def _overwatch_step(index, rules, step, a, b, fa, fb, fired, found) -> None:
    """Overwatches the step sets off: entering, crossing, or (first step) moving inside the line."""
    watch = index.watch
    if not watch:
        return
    before, after = _watchers_of(index, fa), _watchers_of(index, fb)
    crossing = _crossing(index, rules, a, b)
    if not (before or after or crossing):
        return  # the step touches no watched cell: the common case, kept cheap
    system = index.state.rules
    hits: list[tuple[int, str, bool]] = []  # (slot, why, at_start)
    for slot in after:
        if slot not in before:  # moving along inside a line is not entering it
            hits.append((slot, "enters_line", False))
    for slot in crossing:
        hits.append((slot, "crosses_line", False))
    if step == 1 and system.param("overwatch_fires_on_start"):
        for slot in before:
            hits.append((slot, "moves_in_line", True))
    # Declaration order first; for one watcher, the earliest moment (the start cell) wins.
    ranked = sorted(
        (_declared(index, slot), slot, not at_start, why)
        for slot, why, at_start in hits
        if (slot, OVERWATCH) not in fired
    )
    seen: set[int] = set()
    first_only = bool(system.param("overwatch_first_only"))
    for declared, slot, later, why in ranked:
        at_start = not later
        if slot in seen:
            continue
        seen.add(slot)
        fired.add((slot, OVERWATCH))
        if first_only and len(seen) > 1:
            continue  # a shared line: only the first declared shoots this mover
        token, order = index.watchers[slot]
        if system.overwatch_uses_reach(token):
            why = why.replace("line", "reach")
        footprint = fa if at_start else fb
        at = next((x for x in footprint if slot in index.watch.get(x, ())), footprint[0])
        phase = -1 if system.param("overwatch_before_others") else (0 if at_start else 1)
        reaction = Reaction(token.id, OVERWATCH, step, index.grid.cell(at), Reason.of(why))
        found.append(_Found(step, phase, declared, order, reaction))


def _watchers_of(index: ReactorIndex, footprint: Sequence[int]) -> list[int]:
    watch = index.watch
    if len(footprint) == 1:
        return list(watch.get(footprint[0], ()))  # already in slot order
    return sorted({s for x in footprint for s in watch.get(x, ())})


def _crossing(index: ReactorIndex, rules: MoveRules, a: int, b: int) -> list[int]:
    """Overwatch lines a diagonal step crosses at a corner without entering them."""
    if not index.watch:
        return []
    for n, _, diagonal in rules.adjacency[a]:
        if n == b and diagonal:
            grid = index.grid
            ca, cb = grid.cell(a), grid.cell(b)
            sides = [Cell(ca.q, cb.r), Cell(cb.q, ca.r)]
            if not all(grid.in_bounds(s) for s in sides):
                return []
            first, second = (set(index.watch.get(grid.index(s), ())) for s in sides)
            return sorted(first & second)
    return []


def _declared(index: ReactorIndex, slot: int) -> int:
    token, _ = index.watchers[slot]
    declared = token.tactical.overwatch.declared if token.tactical.overwatch else None
    return _LAST if declared is None else declared


def reactions_for_path(
    state: BattleState, token_id: str, path: Sequence[Cell], *, retreat: bool | None = None
) -> tuple[Reaction, ...]:
    """The reactions an explicit path provokes (builds the indices for one call)."""
    mover = state.token(token_id)
    rules = MoveRules(state, mover)
    anchors = check_path(rules, path).anchors
    index = ReactorIndex.of(state, mover)
    if retreat is None:
        retreat = mover.tactical.retreat
    return reactions_along(index, rules, anchors, retreat=retreat)
