"""d20 mass combat: the charge's path and the bull rush's push (RULES.md 3.7-3.8).

Charge [S]: at least 2 x the squares you occupy, in a straight line, to the
nearest square to attack from (the target's own square in melee; in range
and sight for a ranged charge), not running past it; that square must not be
occupied (option `charge_blocked_by`, [A]). Squares occupied are read from the map
footprint (option `charge_min_by` "footprint", default: every unit up to
Gargantuan fills one 25 ft square, so 2 squares) or from the size's space
("space": Large 2, so 4) [A]. `charge_path_reasons` judges a path;
`systems/d20_mass/actions.action_reasons` routes charges and bull rushes to it.

Bull rush push [S]: on any hit, opposed STR (d20 + STR mod), +4 per size
above Medium, -4 per size below; the rusher +2 when charging (a bull rush
always is: it moves as a charge), the defender +4 when braced or with more
than two legs (stat `braced`). The rusher must exceed the defender [A, like
the attack]. Win: the defender is pushed back as many squares as the rusher
occupies (its size's space: Medium 1, Large 2), and that again per full 4
points of margin, never beyond the rusher's speed; on that follow-through
the rusher moves with it into its square. The push is forced movement: it
provokes from others, not between the two (systems/d20_mass/reactions).

Following is the rusher's choice [S: "如果你要继续撞着他一起移动", if you want to go on
moving with him]: the bull rush's action option `then` is `follow` (blank:
the default, pushing on as far as the margin allows and moving with the
victim on the follow-through) or `stay` (the victim is pushed back only the
squares the rusher occupies, the rusher stays where it is). Any other value
is refused (`unknown_purpose`, `follow_reasons`).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.crowd import DENSE, crowd_at
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import int_stat, option, stat
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.d20_mass.damage import DISABLED
from battlemap.engine.systems.d20_mass.odds import d20_opposed
from battlemap.engine.systems.d20_mass.reactions import forced_move

PUSH = "push"
SIZE_STEP = 4
CHARGING_BONUS = 2
BRACED_BONUS = 4
PUSH_MARGIN_STEP = 4
CHARGE_BLOCKED_BY = "dense"
#: The bull rush's action option saying whether the rusher goes on with the victim.
THEN = "then"
FOLLOW, STAY = "follow", "stay"
FOLLOW_CHOICES = (FOLLOW, STAY)


def _then(action) -> str:
    value = action.option(THEN)
    return str(value).strip().lower() if value is not None and str(value).strip() else FOLLOW


def follows(action) -> bool:
    """The rusher goes on with the victim (option `then` = follow, the default), else it stays."""
    return _then(action) != STAY


def follow_reasons(action) -> tuple[Reason, ...]:
    """Option `then` must be follow or stay (blank: follow)."""
    then = _then(action)
    return () if then in FOLLOW_CHOICES else (Reason.of("unknown_purpose", purpose=then, known=FOLLOW_CHOICES),)


def occupied_squares(state, token) -> int:
    """Squares a unit occupies: its footprint (default) or its size's space (option)."""
    if option(state.options, "charge_min_by", "footprint") == "space":
        size = state.ruleset.sizes.get(token.size)
        return max(1, int(size.space)) if size is not None else 1
    return max(1, token.extent)


def charge_path_reasons(state, actor_id: str, path, target: str | None = None,
                        weapon: str | None = None) -> tuple[Reason, ...]:
    """Why `path` is no charge at `target` (else at any enemy where it ends).

    Too short, not straight, not ending where the target can be attacked (its
    square in melee; in range and sight with a ranged `weapon`), running past
    the nearest such square, or ending in an occupied square (option
    `charge_blocked_by`).
    """
    actor = state.token(actor_id)
    cells = [actor.cell, *path]
    reasons = []
    need = 2 * occupied_squares(state, actor)
    if len(path) < need:
        reasons.append(Reason.of("charge_too_short", squares=len(path), need=need))
    steps = {_step(state, a, b) for a, b in zip(cells, cells[1:])}
    if len(steps) > 1:
        reasons.append(Reason.of("charge_not_straight"))
    if not path:
        return tuple(reasons)
    can_attack = _attack_judge(state, actor, target, weapon)
    if not can_attack(cells[-1]):
        reasons.append(Reason.of("charge_ends_without_enemy"))
    else:
        nearer = [i for i, cell in enumerate(path[:-1], start=1) if i >= need and can_attack(cell)]
        if nearer:
            reasons.append(Reason.of("charge_passes_nearest", at=state.grid.to_offset(path[nearer[0] - 1])))
        blocked = charge_end_blocked(state, actor, cells[-1])
        if blocked is not None:
            reasons.append(blocked)
    return tuple(reasons)


def _attack_judge(state, actor, target: str | None, weapon: str | None):
    """cell -> can the charger attack from there: the target's square, or in range with a ranged weapon."""
    ranged = weapon is not None and any(w.id == weapon and w.kind != "melee" for w in actor.weapons)
    if target is None or not state.has_token(target):
        return lambda cell: any(actor.is_enemy_of(t) for t in state.tokens_at(cell))
    foe = state.token(target)
    if not ranged:
        return lambda cell: cell in foe.footprint

    def in_range(cell) -> bool:
        if not state.grid.in_bounds(cell):
            return False
        moved = state.with_token_moved(actor.id, cell)
        found = explain_attack(moved, actor.id, target, f"charge:{weapon}")
        return not any(r.code in ("out_of_range", "no_line_of_fire") for r in found.reasons)
    return in_range


def charge_end_blocked(state, actor, cell) -> Reason | None:
    """The seed's "if that square is occupied, you cannot charge", read by option `charge_blocked_by`.

    "dense" (default): the square's crowd is already dense (13+ medium units),
    no room to run in; "any_other": any unit but enemies already there (strict
    Saga reading: allies block); "never": units share squares, nothing blocks.
    """
    reading = option(state.options, "charge_blocked_by", CHARGE_BLOCKED_BY)
    if reading == "dense":
        crowd = crowd_at(state, cell)
        if crowd.density == DENSE:
            return Reason.of("charge_square_occupied", density=crowd.density, units=float(crowd.individuals))
    elif reading == "any_other":
        others = [t.id for t in state.tokens_at(cell) if t.id != actor.id and not actor.is_enemy_of(t)]
        if others:
            return Reason.of("charge_square_occupied", by=tuple(others))
    return None


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
    """Roll the push after a bull-rush hit; push the defender toward `action.cell` when given.

    Option `then` = stay: the defender goes back the rusher's own squares only, the
    rusher staying put; else (follow) the margin pushes it on and the rusher follows.
    """
    rusher, defender = state.token(action.actor), state.token(action.target)
    (mine, theirs), dice = state.dice.roll(2, 20)
    a = mine + push_bonus(state, rusher, rusher=True)
    d = theirs + push_bonus(state, defender, rusher=False)
    unit = max(1, int(_space(state, rusher)))
    squares = 0
    if a > d:
        speed = int(stat(rusher, "speed", 1.2) // 1)
        squares = min(unit * (1 + (a - d) // PUSH_MARGIN_STEP), max(unit, speed)) if follows(action) else unit
    after = replace(state, dice=dice)
    path = _pushed_path(after, defender, action.cell, squares) if squares and action.cell is not None else ()
    moved_to = path[-1] if path else None
    follow = bool(path) and squares > unit
    event = Event.of(PUSH, action.actor, action.id, action.target, faces=(mine, theirs), rusher=a, defender=d,
                     squares=squares, to=after.grid.to_offset(moved_to) if moved_to is not None else None,
                     then=FOLLOW if follows(action) else STAY)
    if not path:
        return after, (event,)
    return _push_along(after, rusher.id, defender.id, path, follow=follow, event=event)


def _push_along(state, rusher_id: str, victim_id: str, path, *, follow: bool, event):
    """The victim pushed along `path`, the rusher following on a follow-through; others get their AoOs.

    Forced movement provokes from everyone but the rusher and the victim,
    who never provoke each other [S] (systems/d20_mass/reactions.forced_move).
    """
    after, events, stopped = forced_move(state, victim_id, path, exempt={rusher_id}, by=rusher_id)
    if follow and after.has_token(rusher_id) and DISABLED not in after.token(rusher_id).conditions:
        end = after.token(victim_id).cell
        cut = path.index(end) + 1 if end in path else len(path)
        after, more, _ = forced_move(after, rusher_id, path[:cut], exempt={victim_id}, by=rusher_id)
        events = (*events, *more)
    return after, (event, *events)


def _space(state, token) -> float:
    size = state.ruleset.sizes.get(token.size)
    return float(size.space) if size is not None else 1.0


def _pushed_path(state, token, toward, squares: int) -> tuple:
    """Up to `squares` cells from the token toward `toward`, stopping before what blocks movement."""
    grid = state.grid
    (c, r), (tc, tr) = grid.to_offset(token.cell), grid.to_offset(toward)
    dc, dr = _sign(tc - c), _sign(tr - r)
    path = []
    for _ in range(squares):
        nxt = grid.from_offset(c + dc, r + dr)
        if (dc, dr) == (0, 0) or not grid.in_bounds(nxt) or state.terrain.blocks_move_by_index[grid.index(nxt)]:
            break
        path.append(nxt)
        c, r = c + dc, r + dr
    return tuple(path)


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


__all__ = ["charge_end_blocked", "charge_path_reasons", "follow_reasons", "follows", "occupied_squares", "push_chance",
           "push_check"]
