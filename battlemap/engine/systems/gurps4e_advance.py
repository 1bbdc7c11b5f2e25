"""GURPS maneuvers that move and then attack in one turn (RULES.md 1.3), and turning (1.2).

Move and Attack (full Move; melee -4 with skill at most 9, ranged -2 or the
Bulk; no Parry until the next turn) and every All-Out Attack (up to half
Move, forward only) carry their move as the Action's `path`. The catalogue
names the system effect `move_then_attack`: the path is walked exactly like
a Move (`effects` move "path": cost booked, Wait triggers met, judged by
`preview_move` and with it `gurps4e_actions.path_reasons`), the optional
`face` is taken, then the maneuver's attacks are rolled from the new hex.

`advance_reasons(state, action)` (called from `action_reasons`, so by
`check`) judges the same: the path by `preview_move`, then each attack by
`explain_attack` as if the fighter already stood at the path's end.

Facing (option `face`, a hex direction 0-5, the grid's neighbour order):
a Move or the move of these maneuvers may end facing any direction
(B385-B386 [X]: turning is part of moving); the side and back arcs
(`gurps4e_facing`) then follow the new facing.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.effects import apply_effect, with_token
from battlemap.engine.events import TACTICAL, Event
from battlemap.engine.explain import explain_attack
from battlemap.engine.modifiers import Reason
from battlemap.engine.preview import preview_move
from battlemap.engine.resolvers import resolve_attack
from battlemap.schema.actions import Effect

#: The attacks each path-carrying maneuver rolls, in order (attack-model ids).
ATTACKS_OF = {
    "move_and_attack": ("move_and_attack",),
    "all_out_attack": ("all_out_attack",),
    "all_out_attack_double": ("all_out_attack_double", "all_out_attack_double"),
    "all_out_attack_feint": ("feint", "all_out_attack_feint"),
    "all_out_attack_strong": ("all_out_attack_strong",),
    "all_out_attack_suppression": ("all_out_attack_suppression",),
}
#: Entries whose option `face` turns the fighter at the end of its move.
FACING_ENTRIES = frozenset(ATTACKS_OF) | {"move"}
FACE = "face"
HEX_SIDES = 6
_MOVE = Effect(move="path")


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


def advance_reasons(state, action):
    """The path judged like a drag, then the attacks judged from its last hex."""
    reasons = list(face_reasons(state, action))
    moved = state
    if action.path:
        preview = preview_move(state, action.actor, action.path)
        if not preview.legal:
            return reasons + list(preview.reasons)
        moved = state.with_token_moved(action.actor, preview.path[-1])
    if action.target is None or not state.has_token(action.target):
        return reasons
    weapon = action.option("weapon")
    first = ATTACKS_OF[action.id][0]
    spec = f"{first}:{weapon}" if weapon else first
    explained = explain_attack(moved, action.actor, action.target, spec)
    reasons.extend(r for r in explained.reasons if r.code != "attacker_cannot_act")
    return reasons


def turn_to(state, token_id: str, facing: int, action_id: str):
    """The token turned to `facing` (its footprint follows); one event, none if unchanged."""
    token = state.token(token_id)
    if token.facing == facing:
        return state, ()
    footprint = state.grid.footprint(token.cell, token.extent, facing)
    turned = replace(token, facing=facing, footprint=footprint)
    event = Event.of(TACTICAL, token_id, action_id, None, key="facing", value=facing, old=token.facing)
    return with_token(state, turned), (event,)


def face(state, action):
    """System effect: take the action's `face` option after its move (nothing without one)."""
    facing = facing_option(action)
    if facing is None or facing < 0:
        return state, ()
    return turn_to(state, action.actor, facing, action.id)


def move_then_attack(state, action):
    """System effect: walk the path (if any), turn (option `face`), then roll the attacks."""
    events = []
    if action.path:
        state, moved = apply_effect(state, action, _MOVE)
        events.extend(moved)
    state, turned = face(state, action)
    events.extend(turned)
    for attack in ATTACKS_OF[action.id]:
        state, rolled = resolve_attack(state, action, attack)
        events.extend(rolled)
    return state, tuple(events)
