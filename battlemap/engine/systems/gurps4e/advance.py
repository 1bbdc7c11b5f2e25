"""GURPS maneuvers that move and then attack in one turn (RULES.md 1.3), and turning (1.2).

Move and Attack (full Move; melee -4 with skill at most 9, ranged -2 or the
Bulk; no Parry until the next turn) and every All-Out Attack (up to half
Move, forward only; Suppression Fire sprays a zone instead: `systems/gurps4e/suppression`) carry their move as the Action's `path`. The catalogue
names the system effect `move_then_attack`: the path is walked exactly like
a Move (`effects` move "path": cost booked, Wait triggers met, judged by
`preview_move` and with it `systems/gurps4e/actions.path_reasons`), the optional
`face` is taken, then the maneuver's attacks are rolled from the new hex.

`advance_reasons(state, action)` (called from `action_reasons`, so by
`check`) judges the same: the path by `preview_move`, then each attack by
`explain_attack` as if the fighter already stood at the path's end.

Facing (option `face`, a hex direction 0-5, the grid's neighbour order,
read by `systems/gurps4e/turning`): a Move or the move of these maneuvers may
end facing any direction (B385-B386 [X]: turning is part of moving); the side
and back arcs (`systems/gurps4e/facing`) then follow the new facing.
"""

from __future__ import annotations

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.effects import apply_effect
from battlemap.engine.systems.gurps4e.turning import (
    face_reasons, facing_option, forward_facing, turn_price, turn_to, turned, turned_before,
)
from battlemap.schema.actions import Effect

#: The attacks each path-carrying maneuver rolls, in order (attack-model ids).
ATTACKS_OF = {
    "move_and_attack": ("move_and_attack",),
    "all_out_attack": ("all_out_attack",),
    "all_out_attack_double": ("all_out_attack_double", "all_out_attack_double"),
    "all_out_attack_feint": ("feint", "all_out_attack_feint"),
    "all_out_attack_strong": ("all_out_attack_strong",),
    # A triggered Wait moves as the maneuver it becomes allows, then acts (systems/gurps4e/wait).
    "wait_attack": ("attack",),
    "wait_feint": ("feint",),
    "wait_all_out_attack": ("all_out_attack",),
}
#: Entries that move forward only, turning as they enter a front-side hex (systems/gurps4e/turning).
FORWARD_ONLY = frozenset(a for a in ATTACKS_OF if a.startswith(("all_out_attack", "wait_all_out_attack")))
#: Entries whose option `face` turns the fighter at the end of its move.
FACING_ENTRIES = frozenset(ATTACKS_OF) | {"move"}
_MOVE = Effect(move="path")


def advance_reasons(state, action):
    """The path judged like a drag, then the attacks judged from its last hex."""
    reasons = list(face_reasons(state, action))
    moved, cost = state, 0.0
    if action.path:
        preview = preview_move(state, action.actor, action.path)
        if not preview.legal:
            return reasons + list(preview.reasons)
        moved, cost = state.with_token_moved(action.actor, preview.path[-1]), preview.cost
    if not reasons:
        reasons.extend(facing_price_reasons(state, action, cost))
    if action.target is None or not state.has_token(action.target):
        return reasons
    weapon = action.option("weapon")
    first = ATTACKS_OF[action.id][0]
    spec = f"{first}:{weapon}" if weapon else first
    explained = explain_attack(moved, action.actor, action.target, spec)
    reasons.extend(r for r in explained.reasons if r.code != "attacker_cannot_act")
    return reasons


def facing_price_reasons(state, action, path_cost: float = 0.0):
    """The option `face` at the end of the move judged by `systems/gurps4e/turning`: an All-Out Attack
    faces only where its forward steps turned it; a Move-type maneuver pays past its free turn."""
    facing = facing_option(action)
    if facing is None or facing < 0:
        return []
    token = state.token(action.actor)
    if action.id in FORWARD_ONLY:
        final, _ = forward_facing(state.grid, token.cell, token.facing, action.path)
        if facing == final:
            return []
        return [Reason.of("all_out_attack_turns_by_moving_forward", maneuver=action.id, face=facing,
                          facing=final)]
    if action.id not in ("move", "move_and_attack"):
        return []
    spent = state.combat.spent_by(token.id, str(state.rules.param("move_spent_key")))
    # Before the maneuver is taken the budget is a Move's: what the path leaves of it.
    left = state.rules.movement_budget(state, token) - path_cost
    _, found = turn_price(state, token, facing, maneuver=action.id,
                          moved=spent + path_cost + turned_before(token), left=left)
    return found


def face(state, action):
    """System effect: take the action's `face` option after its move (nothing without one),
    paying what `systems/gurps4e/turning` says the turn costs."""
    facing = facing_option(action)
    if facing is None or facing < 0:
        return state, ()
    return turned(state, action.actor, facing, action.id)


def move_then_attack(state, action):
    """System effect: walk the path (if any), turn (option `face`; an All-Out Attack turns by
    its forward steps), then roll the attacks."""
    events = []
    start = state.token(action.actor)
    if action.path:
        state, moved = apply_effect(state, action, _MOVE)
        events.extend(moved)
    if action.id in FORWARD_ONLY:
        final, _ = forward_facing(state.grid, start.cell, start.facing, action.path)
        state, turning = turn_to(state, action.actor, final, action.id)
    else:
        state, turning = face(state, action)
    events.extend(turning)
    for attack in ATTACKS_OF[action.id]:
        state, rolled = resolve_attack(state, action, attack)
        events.extend(rolled)
    return state, tuple(events)
