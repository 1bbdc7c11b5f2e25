"""d20 mass combat: the charge's path, the bull rush's push, and actions that provoke (RULES.md 3.7-3.8).

Charge [S]: at least 2 x the squares you occupy, in a straight line, to the
nearest square to attack from. Squares occupied are read from the map
footprint (option `charge_min_by` "footprint", default: every unit up to
Gargantuan fills one 25 ft square, so 2 squares) or from the size's space
("space": Large 2, so 4) [A]. `charge_path_reasons` judges a path; the
framework's check() has no system hook yet, so the UI asks it (see report).

Bull rush push [S]: on any hit, opposed STR (d20 + STR mod), +4 per size
above Medium, -4 per size below; the rusher +2 when charging (a bull rush
always is: it moves as a charge), the defender +4 when braced or with more
than two legs (stat `braced`). The rusher must exceed the defender [A, like
the attack]. Win: the defender is pushed back as many squares as the rusher
occupies (its size's space: Medium 1, Large 2), and that again per full 4
points of margin, never beyond the rusher's speed.

Action triggers [S]: aiming or reloading (`work_bolt`) in an enemy's
threatened square provokes its opportunity attack (option
`aoo_action_triggers`, comma separated action ids).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attack_models import int_stat, option, stat
from battlemap.engine.events import Event
from battlemap.engine.modifiers import Reason
from battlemap.engine.odds import d20_opposed
from battlemap.engine.threat import threatened_cells

PUSH = "push"
SIZE_STEP = 4
CHARGING_BONUS = 2
BRACED_BONUS = 4
PUSH_MARGIN_STEP = 4
ACTION_TRIGGERS = "aim,work_bolt"


def occupied_squares(state, token) -> int:
    """Squares a unit occupies: its footprint (default) or its size's space (option)."""
    if option(state.options, "charge_min_by", "footprint") == "space":
        size = state.ruleset.sizes.get(token.size)
        return max(1, int(size.space)) if size is not None else 1
    return max(1, token.extent)


def charge_path_reasons(state, actor_id: str, path) -> tuple[Reason, ...]:
    """Why `path` is no charge: too short, not straight, or not ending where an enemy can be attacked."""
    actor = state.token(actor_id)
    cells = [actor.cell, *path]
    reasons = []
    need = 2 * occupied_squares(state, actor)
    if len(path) < need:
        reasons.append(Reason.of("charge_too_short", squares=len(path), need=need))
    steps = {_step(state, a, b) for a, b in zip(cells, cells[1:])}
    if len(steps) > 1:
        reasons.append(Reason.of("charge_not_straight"))
    end = cells[-1]
    if path and not any(actor.is_enemy_of(t) for t in state.tokens_at(end)):
        reasons.append(Reason.of("charge_ends_without_enemy"))
    return tuple(reasons)


def _step(state, a, b) -> tuple[int, int]:
    (ac, ar), (bc, br) = state.grid.to_offset(a), state.grid.to_offset(b)
    return bc - ac, br - ar


def _size_index(state, token) -> int:
    order = list(state.ruleset.sizes)
    return order.index(token.size) - order.index("medium") if token.size in order and "medium" in order else 0


def push_bonus(state, token, *, rusher: bool) -> int:
    """STR mod, +/-4 per size from Medium, +2 for the (charging) rusher, +4 for a braced defender."""
    bonus = int_stat(token, "str_mod") - SIZE_STEP * _size_index(state, token)
    if rusher:
        return bonus + CHARGING_BONUS
    return bonus + (BRACED_BONUS if token.stats.get("braced") is True else 0)


def push_chance(state, rusher, defender):
    """Exact chance the rusher wins the push check (must exceed the defender)."""
    return d20_opposed(push_bonus(state, rusher, rusher=True), push_bonus(state, defender, rusher=False))


def push_check(state, action):
    """Roll the push after a bull-rush hit; push the defender toward `action.cell` when given."""
    rusher, defender = state.token(action.actor), state.token(action.target)
    (mine, theirs), dice = state.dice.roll(2, 20)
    a = mine + push_bonus(state, rusher, rusher=True)
    d = theirs + push_bonus(state, defender, rusher=False)
    squares = 0
    if a > d:
        unit = max(1, int(_space(state, rusher)))
        speed = int(stat(rusher, "speed", 1.2) // 1)
        squares = min(unit * (1 + (a - d) // PUSH_MARGIN_STEP), max(unit, speed))
    after = replace(state, dice=dice)
    moved_to = None
    if squares and action.cell is not None:
        moved_to = _pushed_cell(after, defender, action.cell, squares)
        after = after.with_token_moved(defender.id, moved_to)
    event = Event.of(PUSH, action.actor, action.id, action.target, faces=(mine, theirs), rusher=a, defender=d,
                     squares=squares, to=after.grid.to_offset(moved_to) if moved_to is not None else None)
    return after, (event,)


def _space(state, token) -> float:
    size = state.ruleset.sizes.get(token.size)
    return float(size.space) if size is not None else 1.0


def _pushed_cell(state, token, toward, squares: int):
    """Up to `squares` cells from the token toward `toward`, stopping before what blocks movement."""
    grid = state.grid
    (c, r), (tc, tr) = grid.to_offset(token.cell), grid.to_offset(toward)
    dc, dr = _sign(tc - c), _sign(tr - r)
    at = token.cell
    for _ in range(squares):
        nxt = grid.from_offset(c + dc, r + dr)
        if not grid.in_bounds(nxt) or state.terrain.blocks_move_by_index[grid.index(nxt)]:
            break
        at, c, r = nxt, c + dc, r + dr
    return at


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def provoked_by_action(state, actor_id: str, action_id: str) -> tuple[str, ...]:
    """Enemies whose opportunity attack an action (aim, reload) in their threatened square provokes."""
    triggers = {a.strip() for a in str(option(state.options, "aoo_action_triggers", ACTION_TRIGGERS)).split(",")}
    if action_id not in triggers:
        return ()
    actor = state.token(actor_id)
    system = state.system
    here = {state.grid.index(c) for c in actor.footprint if state.grid.in_bounds(c)}
    found = []
    for enemy in state.enemies_of(actor):
        if system.cannot_react(enemy) is not None or system.reactions_left(state, enemy) == 0:
            continue
        if here & threatened_cells(state, enemy):
            found.append(enemy.id)
    return tuple(found)


__all__ = ["charge_path_reasons", "occupied_squares", "provoked_by_action", "push_chance", "push_check"]
