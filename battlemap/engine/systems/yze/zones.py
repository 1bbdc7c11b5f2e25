"""Year Zero zone features on the grid (RULES.md 2.2): cluttered ground, cramped passages.

A cell is cluttered when a zone tagged `cluttered` holds it or its terrain
has the field `mobility_roll` (the ruleset's `rough`). `enters_cluttered`
says whether a path steps from clear into cluttered ground; `cluttered_roll`
is the Mobility roll (Agility + Mobility, -1 per physical condition) that
entering asks: on a failure the token still enters but falls prone. The
framework's move effect has no hook for it, so the document calls these after
a move (see the report); the roll uses the state's seeded dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from battlemap.engine.attacks.models import extra_count, int_stat
from battlemap.engine.battle.events import POSTURE, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.dice import roll_pool
from battlemap.engine.systems.yze.odds import apply_pool_modifier
from battlemap.grid import Cell

CLUTTERED = "cluttered"
CRAMPED = "cramped"


def is_cluttered(state: BattleState, cell: Cell) -> bool:
    """True for a cell of a cluttered zone or of terrain asking a Mobility roll."""
    if not state.grid.in_bounds(cell):
        return False
    index = state.grid.index(cell)
    if any(CLUTTERED in z.tags and index in z.cells for z in state.zones):
        return True
    terrain = state.ruleset.terrain.get(state.terrain.terrain_id_at(index))
    return terrain is not None and terrain.fields.get("mobility_roll") is True


def enters_cluttered(state: BattleState, start: Cell, path: Sequence[Cell]) -> bool:
    """True when a step of the path goes from clear into cluttered ground."""
    cells = [start, *path]
    return any(is_cluttered(state, b) and not is_cluttered(state, a) for a, b in zip(cells, cells[1:]))


def cluttered_roll(state: BattleState, token_id: str) -> tuple[BattleState, tuple[Event, ...]]:
    """The Mobility roll for entering cluttered ground; a failure lays the token prone."""
    token = state.token(token_id)
    a, s, g = apply_pool_modifier(max(0, int_stat(token, "agility", 3)), max(0, int_stat(token, "mobility", 0)),
                                  0, -extra_count(token, "physical"))
    roll, dice = roll_pool(state.dice, a, s, g)
    after = replace(state, dice=dice)
    success = roll.successes >= 1
    events = [Event.of("mobility_roll", token_id, "enter_cluttered", None, roll=roll.text(),
                       faces=roll.faces, success=success)]
    if not success and token.posture != "prone":
        after = with_token(after, replace(after.token(token_id), posture="prone"))
        events.append(Event.of(POSTURE, token_id, "enter_cluttered", token_id, old=token.posture, new="prone"))
    return after, tuple(events)


def in_zone_tagged(state: BattleState, cell: Cell, tag: str) -> bool:
    """True for a cell of a zone tagged `tag` (cramped, dark ...)."""
    if not state.grid.in_bounds(cell):
        return False
    index = state.grid.index(cell)
    return any(tag in z.tags and index in z.cells for z in state.zones)


def passing_reasons(state: BattleState, token_id: str, path: Sequence[Cell]) -> list[Reason]:
    """A cramped zone lets no one pass people beside them: a path through a cell
    of a cramped zone that someone else stands in is refused (`cramped_no_passing`)."""
    reasons = []
    for step, cell in enumerate(path):
        if not in_zone_tagged(state, cell, CRAMPED):
            continue
        others = tuple(t.id for t in state.tokens_at(cell) if t.id != token_id)
        if others:
            reasons.append(Reason.of("cramped_no_passing", step=step, at=state.grid.to_offset(cell), by=others))
    return reasons
