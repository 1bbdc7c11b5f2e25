"""GURPS turning (B386-B387 [X]; RULES.md 1.2, 1.3): which changes of facing are free,
which cost movement, and which the maneuver forbids.

| maneuver taken this turn | a change of facing |
|---|---|
| none yet (a drag before it is a Move: priced as one) | free, any facing; it counts as turning *before* the move, so a Move, Move and Attack or All-Out Defense (Increased Dodge) taken after pays 1 yd per hex-side, and an All-Out Attack or a maneuver without movement is refused (`turned_before_maneuver`) |
| a step maneuver (Attack, Aim, Evaluate, Feint, Ready, Concentrate, All-Out Defense but Increased Dodge) | free, any facing: a step's cost does not matter (B387) |
| Move, Move and Attack, All-Out Defense (Increased Dodge) | at the end of the move free: any facing when the move used no more than half its movement, else one hex-side; each further hex-side costs 1 yd (turning before or during a move) |
| All-Out Attack (any) | only by moving forward: entering a front-side hex turns to face it (`forward_facing`) |
| Do Nothing, Change Posture, Wait | none: they allow no movement |

Hex-sides are counted the short way round (turning 180 degrees is 3). The
catalogue's free entry `turn` (option `face`) plays it on the map; the
option `face` of Move, Move and Attack and the All-Out Attacks is judged by
the same rule after their path. Kept in the tactical extras for the turn:
`turned_before` (hex-sides turned before the maneuver) and `turned_free`
(hex-sides of the free end-of-move turn used), both cleared as the turn begins.

The option `face` is read here for every entry that has it (`facing_option`,
`face_reasons`: a hex direction 0-5, the grid's neighbour order), and
`turn_to` turns a token without pricing the turn (an All-Out Attack's forward
steps, the facing a dropped move ends with). The moving modules
(`systems/gurps4e/advance`, `systems/gurps4e/move_facing`) import these, and
turning imports neither of them.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.events import TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.effects import with_token

HEX_SIDES = 6
FACE = "face"
ANY_FACING = 3
TURNED_BEFORE, TURNED_FREE = "turned_before", "turned_free"
#: Maneuvers whose move pays for turning before or during it (B387 Movement Point Costs).
MOVE_TURNING = frozenset({"move", "move_and_attack", "all_out_defense_dodge"})
#: Maneuvers that allow no movement, hence no turning.
NO_MOVEMENT = frozenset({"do_nothing", "wait", "wait_leaves_reach", "wait_moves_in_reach", "stand_up",
                         "crouch", "kneel", "sit", "crawl", "lie_down"})
ALL_OUT_ATTACK = "all_out_attack"


def hex_sides(old: int, new: int) -> int:
    """Hex-sides between two facings, the short way round (0-3)."""
    turn = (new - old) % HEX_SIDES
    return min(turn, HEX_SIDES - turn)


def facing_option(action) -> int | None:
    """The option `face` as a direction 0-5 (int or digit text), None when absent; -1 if malformed."""
    value = action.option(FACE)
    if value is None:
        return None
    if isinstance(value, bool):
        return -1
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    return value if isinstance(value, int) and 0 <= value < HEX_SIDES else -1


def face_reasons(state, action):
    """`bad_facing` for a `face` option that is no hex direction (square maps: none allowed)."""
    facing = facing_option(action)
    if facing is None:
        return []
    if facing < 0 or state.grid.kind != "hex":
        return [Reason.of("bad_facing", face=action.option(FACE), allowed=tuple(range(HEX_SIDES)))]
    return []


def _count(token, key: str) -> int:
    value = token.tactical.extra.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def taken(state, token) -> str | None:
    """The maneuver `token` took this turn, None before it chose one."""
    if not state.combat.spent_by(token.id, "action.maneuver"):
        return None
    value = token.tactical.extra.get("maneuver")
    return value if isinstance(value, str) else ""


def turning_under(state, token, moved: float) -> str | None:
    """The maneuver a turn now falls under: the one taken, else a Move when the token was
    already dragged this turn (before a maneuver a drag is a Move), else None."""
    found = taken(state, token)
    if found is None and moved > 0:
        return "move"
    return found


def turn_price(state, token, facing: int, *, maneuver: str | None, moved: float, left: float | None = None):
    """(yards of movement the turn costs, reasons it is refused) for turning `token` to `facing`
    under `maneuver` (None: none chosen yet) after `moved` yards of this turn's move, with
    `left` yards still to spend (default: the token's movement budget now)."""
    sides = hex_sides(token.facing, facing)
    if sides == 0 or maneuver is None:
        return 0, []
    if maneuver.startswith(ALL_OUT_ATTACK):
        return 0, [Reason.of("all_out_attack_turns_by_moving_forward", maneuver=maneuver, hex_sides=sides)]
    if maneuver in NO_MOVEMENT:
        return 0, [Reason.of("maneuver_allows_no_turn", maneuver=maneuver, hex_sides=sides)]
    if maneuver not in MOVE_TURNING:
        return 0, []
    full = state.rules._allowance(token)
    points = full if maneuver != "all_out_defense_dodge" else float(int(full // 2))
    allowed = ANY_FACING if moved * 2 <= points else 1
    free = max(0, allowed - _count(token, TURNED_FREE))
    cost = max(0, sides - free)
    if left is None:
        left = state.rules.movement_budget(state, token)
    if cost > left + 1e-9:
        return cost, [Reason.of("turn_needs_movement", hex_sides=sides, free=free, cost=cost, left=left)]
    return cost, []


def turn_reasons(state, action):
    """The free entry `turn`: its option `face` must be a hex direction the maneuver lets it take."""
    facing = facing_option(action)
    if facing is None:
        return [Reason.of("face_required", allowed=tuple(range(HEX_SIDES)))]
    bad = face_reasons(state, action)
    if bad:
        return bad
    token = state.token(action.actor)
    moved = state.combat.spent_by(token.id, str(state.rules.param("move_spent_key")))
    return turn_price(state, token, facing, maneuver=turning_under(state, token, moved), moved=moved)[1]


def turn(state, action):
    """System effect of `turn`: face the option `face`, pay what it costs, count what it used."""
    facing = facing_option(action)
    if facing is None or facing < 0:
        return state, ()
    return turned(state, action.actor, facing, action.id)


def turned(state, token_id: str, facing: int, action_id: str):
    """`token_id` turned to `facing`, the movement it costs booked -> (state, events)."""
    token = state.token(token_id)
    sides = hex_sides(token.facing, facing)
    if sides == 0:
        return state, ()
    key = str(state.rules.param("move_spent_key"))
    moved = state.combat.spent_by(token_id, key)
    maneuver = turning_under(state, token, moved)
    cost, _ = turn_price(state, token, facing, maneuver=maneuver, moved=moved)
    extra = dict(token.tactical.extra)
    if maneuver is None:
        extra[TURNED_BEFORE] = _count(token, TURNED_BEFORE) + sides
    elif maneuver in MOVE_TURNING:
        extra[TURNED_FREE] = _count(token, TURNED_FREE) + sides - cost
    old = token.facing
    footprint = state.grid.footprint(token.cell, token.extent, facing)
    token = replace(token, facing=facing, footprint=footprint,
                    tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    state = with_token(state, token)
    if cost:
        state = with_spent_entries(state, token_id, {key: moved + cost})
    event = Event.of(TACTICAL, token_id, action_id, None, key="facing", value=facing, old=old,
                     hex_sides=sides, cost=cost)
    return state, (event,)


def turn_to(state, token_id: str, facing: int, action_id: str):
    """The token turned to `facing` (its footprint follows); one event, none if unchanged."""
    token = state.token(token_id)
    if token.facing == facing:
        return state, ()
    footprint = state.grid.footprint(token.cell, token.extent, facing)
    after = replace(token, facing=facing, footprint=footprint)
    event = Event.of(TACTICAL, token_id, action_id, None, key="facing", value=facing, old=token.facing)
    return with_token(state, after), (event,)


def before_maneuver_reasons(state, action):
    """A maneuver without movement or an All-Out Attack after turning before it (see the table)."""
    token = state.token(action.actor)
    sides = _count(token, TURNED_BEFORE)
    if not sides or taken(state, token) is not None:
        return []
    definition = state.ruleset.actions.get(action.id)
    if definition is None or not definition.cost.maneuver:
        return []
    if action.id in NO_MOVEMENT or action.id.startswith(ALL_OUT_ATTACK):
        return [Reason.of("turned_before_maneuver", maneuver=action.id, hex_sides=sides)]
    return []


def turned_before(token) -> int:
    """Hex-sides turned before the maneuver: a Move-type maneuver pays them in yards."""
    return _count(token, TURNED_BEFORE)


def forward_facing(grid, cell, facing: int, path):
    """(final facing, 1-based step that is not forward or None) of an All-Out Attack's move:
    each step goes into a front hex and turns to face it (straight ahead keeps the facing)."""
    at = cell
    for step, nxt in enumerate(path, start=1):
        direction = next((d for d in (facing, (facing - 1) % HEX_SIDES, (facing + 1) % HEX_SIDES)
                          if grid.neighbor(at, d) == nxt), None)
        if direction is None:
            return facing, step
        facing, at = direction, nxt
    return facing, None
