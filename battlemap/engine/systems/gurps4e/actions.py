"""GURPS legality the catalogue cannot say, and the system effects it names (RULES.md 1.3-1.5).

`action_reasons(state, action)` (called by engine/legality.check) adds:

| reason | rule |
|---|---|
| `stunned_do_nothing_only` | a stunned fighter may only Do Nothing (B420; 1.3 "recover from stun") |
| `lost_balance` | a critical failure's lost balance: nothing else until the next turn (B556 7, 13) |
| `not_loaded` | Aim with a weapon that fired its Shots column's shots and is not yet reloaded by its Readies (R7: the longbow aims on the third turn; `systems/gurps4e/loading`) |
| `not_forward`, `all_out_attack_too_far` | All-Out Attack: up to half Move, forward only (into the front arc) |
| `shield_takes_db_turns` | a shield or cloak takes DB turns (R8): use ready_shield, not one Ready |
| `item_on_ground` | a dropped item is picked up (R5: pick_up), not drawn |
| `item_broken` | a broken weapon cannot be readied (B556 3, 4, 17, 18) |
| `arm_strained` | a strained shoulder: that weapon unusable for 30 minutes (B556 15) |
| `no_armed_wait` | the out-of-turn entries need a Wait armed on the fighter's own turn |
| `crouch_only_at_turn_start` | crouching is free only before anything else this turn |
| `pick_up_needs_low_posture` | R5: from the ground kneeling, crawling, sitting or lying, unless the arms are 2 yd (stat `arm_length`) |
| path, `bad_facing`, the attack's reasons from the path's end | Move and Attack, All-Out Attack with a `path` (`systems/gurps4e/advance`) |
| `already_retreated`, `no_retreat_hex`, `retreat_hex_not_away` | an attack whose option `retreat` makes the target retreat (`systems/gurps4e/retreat`) |
| `out_of_reach`, `both_must_stand_still`, `giver_must_ready_first`, `one_item_per_exchange`, `item_missing` | handing over (R4, `systems/gurps4e/exchange`): the giver's step after holding out breaks it; nothing held out refuses the take |
| `face_required`, `maneuver_allows_no_turn`, `all_out_attack_turns_by_moving_forward`, `turn_needs_movement`, `turned_before_maneuver` | turning (`turn`, option `face`; `systems/gurps4e/turning`) |
| `wait_moves_a_step`, `bad_wait_plan` | a triggered Wait moves as its maneuver allows; what a Wait sets off (`systems/gurps4e/wait`) |
| `already_retreated`, `bad_retreat_hex` | the defender's own `defend_retreating` (`systems/gurps4e/retreat`) |
| `must_stand_still`, `out_of_reach`, `bad_reach`, `one_reach_step_per_ready`, `no_grip_weapon` | R3 table or rack, R10 grips (`systems/gurps4e/items`) |
| `no_fast_draw_skill`, `fast_draw_failed_use_ready` | Fast-Draw, R9's exception (`systems/gurps4e/items`) |
| `unknown_task`, `bad_hurry_stat`, `hurry_only_at_the_start` | R14: a long action hurried by DX or IQ (`systems/gurps4e/hurry`) |
| `unknown_task`, `stat_not_int`, `stat_below_min` | R13: a long action's task, and its options `seconds` (the GM's length), `count`, `rolled` whole numbers from 1 (`systems/gurps4e/exchange`) |
| `rof_below_5`, `zone_is_own_hex`, `bad_shots`, `zone_hex_not_beside`, `zone_out_of_range` | Suppression Fire's zone (`systems/gurps4e/suppression`) |
| `weight_required`, `bad_hands`, `too_heavy_for_one_hand`, `too_heavy` | 1.5 rows 1-2: a heavy object by Basic Lift (`systems/gurps4e/lift`) |
| `off_map`, `blocked_terrain`, `occupied` | a posture that fills two hexes (lying down, crawling) needs the hex ahead free (1.2, `systems/gurps4e/footprint`) |

System effects defined here: `aim` (an aim at another target starts over),
`evaluate` (tied to one foe); the others live with their rules (the effects
table in `systems/gurps4e/system.py` names each one's module).
`take_wait_action(state, waiter, action)` plays a triggered Wait;
`resolve_reaction(state, reaction, mover)` is the document's hook that rolls
a `wait` reaction as the maneuver the Wait named and a `suppression_fire`
burst. The drag's hooks are `suppression.path_reactions` (the Suppression
Fire zones a path enters) and `move_facing.after_move` / `path_extra_cost`
(facing after a dropped move, the extra yards of sideways and backward steps).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import extra_count, int_stat
from battlemap.engine.battle.events import TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.advance import (
    ATTACKS_OF, FACING_ENTRIES, advance_reasons, facing_price_reasons,
)
from battlemap.engine.systems.gurps4e.defence import maneuver_of
from battlemap.engine.systems.gurps4e.exchange import (
    LONG_ACTION_ENTRIES, handover_reasons, hold_out_reasons, long_action_reasons, took_handed_path_reasons,
)
from battlemap.engine.systems.gurps4e.footprint import posture_reasons
from battlemap.engine.systems.gurps4e.hurry import hurry_reasons
from battlemap.engine.systems.gurps4e.items import (
    fast_draw_reasons, grip_reasons, place_reasons, ready_reach_reasons,
)
from battlemap.engine.systems.gurps4e.lift import lift_reasons
from battlemap.engine.systems.gurps4e.loading import not_loaded_reason
from battlemap.engine.systems.gurps4e.ready import GROUND, shield_ready_turns
from battlemap.engine.systems.gurps4e.retreat import declare_reasons, retreat_reasons
from battlemap.engine.systems.gurps4e.suppression import (
    KIND as SUPPRESSION_FIRE, suppression_attack,
    suppression_reasons,
)
from battlemap.engine.systems.gurps4e.turning import before_maneuver_reasons, face_reasons, forward_facing, turn_reasons
from battlemap.engine.systems.gurps4e.wait import (
    plan_reasons,
    resolve_reaction as resolve_wait,
    wait_move_reasons,
)

DO_NOTHING = "do_nothing"
#: What a stunned fighter may still do: Do Nothing, and defend (retreating too) at -4.
DEFENDING = frozenset({DO_NOTHING, "defend_retreating"})
ALL_OUT_ATTACKS = frozenset({"all_out_attack", "all_out_attack_double", "all_out_attack_feint",
                             "all_out_attack_strong", "all_out_attack_suppression"})
#: Entries whose effect readies an item from the person (one Ready).
READY_ENTRIES = frozenset({"ready", "pick_up", "wait_ready", "fast_draw"})
WAIT_ENTRIES = frozenset({"wait_attack", "wait_feint", "wait_all_out_attack", "wait_ready"})
FREE_CROUCH = "crouch_free"
#: The Wait maneuvers that arm a trigger (option `then`: what it sets off).
ARMING_WAITS = frozenset({"wait", "wait_leaves_reach", "wait_moves_in_reach"})
#: R5: the postures that reach the ground, and the arm length (yd) that reaches it standing.
PICK_UP_POSTURES, LONG_ARMS = frozenset({"kneeling", "crawling", "sitting", "prone"}), 2
#: Tactical extras: the item lying where it was dropped, broken weapons, lost balance.
DROPPED, BROKEN, STRAINED, LOST_BALANCE = "dropped", "broken", "strained", "lost_balance"
AIM_TURNS, EVALUATE, EVALUATE_TARGET, BRACED = "aim_turns", "evaluate", "evaluate_target", "braced"


def action_reasons(state, action):
    """Every GURPS-only reason `action` is illegal now (see the module doc)."""
    actor = state.token(action.actor)
    reasons = []
    if "stunned" in actor.conditions and action.id not in DEFENDING:
        reasons.append(Reason.of("stunned_do_nothing_only", action=action.id))
    if actor.tactical.extra.get(LOST_BALANCE) is True and action.id != "defend_retreating":
        reasons.append(Reason.of("lost_balance", action=action.id))
    if action.id == "aim":
        reasons.extend(_aim_reasons(actor, action))
    if action.id in ALL_OUT_ATTACKS:
        reasons.extend(all_out_attack_move_reasons(state, actor.id, action.path))
    if action.id == "all_out_attack_suppression":
        reasons.extend(suppression_reasons(state, action))
    if action.id in READY_ENTRIES:
        reasons.extend(_ready_reasons(actor, action))
        reasons.extend(_place_reasons(state, actor, action))
    if action.id == "long_action_hurry":
        reasons.extend(hurry_reasons(state, action))
    if action.id in LONG_ACTION_ENTRIES:
        reasons.extend(long_action_reasons(state, action))
    if action.id == "lift_heavy":
        reasons.extend(lift_reasons(state, action))
    if action.id == "fast_draw":
        reasons.extend(fast_draw_reasons(state, action))
    if action.id in ("grip_long", "grip_short"):
        reasons.extend(grip_reasons(state, action, action.id == "grip_long"))
    if action.id in WAIT_ENTRIES and actor.tactical.wait is None:
        reasons.append(Reason.of("no_armed_wait"))
    if action.id == FREE_CROUCH and (state.combat.spent_by(actor.id, "action.maneuver")
                                     or state.combat.spent_by(actor.id, str(state.rules.param("move_spent_key")))):
        reasons.append(Reason.of("crouch_only_at_turn_start"))
    if action.id == "hold_out":
        reasons.extend(hold_out_reasons(state, action))
    if action.id == "take_handed":
        reasons.extend(handover_reasons(state, action))
    if action.id in ATTACKS_OF:
        reasons.extend(advance_reasons(state, action))
        reasons.extend(wait_move_reasons(state, action))
    elif action.id in FACING_ENTRIES:
        reasons.extend(_move_face_reasons(state, action))
    if action.id == "turn":
        reasons.extend(turn_reasons(state, action))
    if action.id in ARMING_WAITS:
        reasons.extend(plan_reasons(action))
    if action.id == "defend_retreating":
        reasons.extend(declare_reasons(state, action))
    reasons.extend(before_maneuver_reasons(state, action))
    if action.id == "pick_up":
        reasons.extend(pick_up_reasons(actor))
    reasons.extend(posture_reasons(state, action))
    reasons.extend(retreat_reasons(state, action))
    return reasons


def _move_face_reasons(state, action):
    """A Move's option `face`: a hex direction, and what turning at the end of its path costs."""
    bad = face_reasons(state, action)
    if bad or not action.path:
        return bad if bad else facing_price_reasons(state, action, 0.0)
    preview = preview_move(state, action.actor, action.path)
    return facing_price_reasons(state, action, preview.cost)


def pick_up_reasons(actor):
    """R5: from the ground only kneeling, crawling, sitting or lying, unless the arms are 2 yd long."""
    arms = int_stat(actor, "arm_length", 1)
    if actor.posture not in PICK_UP_POSTURES and arms < LONG_ARMS:
        yield Reason.of("pick_up_needs_low_posture", posture=actor.posture, arm_length=arms,
                        postures=tuple(sorted(PICK_UP_POSTURES)))


def _aim_reasons(actor, action):
    """R7: a bow shot and not reloaded cannot Aim (the longbow aims on the third turn)."""
    named = action.option("weapon")
    for weapon in actor.ready_weapons():
        if weapon.kind == "melee" or (named is not None and weapon.id != named):
            continue
        unloaded = not_loaded_reason(actor, weapon)
        if unloaded is not None:
            yield unloaded
        return


def all_out_attack_move_reasons(state, token_id: str, path=()):
    """All-Out Attack moves up to half Move, forward only: the move already made this
    turn and each step of `path` (into one of the three front hexes of the facing, which
    turns to face the hex entered: `systems/gurps4e/turning.forward_facing`).

    The drag after an All-Out Attack should call this with its path (a framework hook).
    """
    token = state.token(token_id)
    spent = state.combat.spent_by(token_id, str(state.rules.param("move_spent_key")))
    half = int(state.rules._allowance(token) // 2)
    if spent + len(path) > half:
        yield Reason.of("all_out_attack_too_far", moved=spent + len(path), half_move=half)
    if state.grid.kind == "hex":
        _, wrong = forward_facing(state.grid, token.cell, token.facing, tuple(path))
        if wrong is not None:
            yield Reason.of("not_forward", step=wrong, facing=token.facing)


def path_reasons(state, token_id: str, path):
    """What a drag's path breaks that only GURPS knows: after an All-Out Attack the
    move is forward only and at most half Move (`all_out_attack_move_reasons`);
    after taking a handed item no step (R4, `exchange.took_handed_path_reasons`).

    For the drag preview to call (a framework hook like `action_reasons`).
    """
    maneuver = maneuver_of(state.token(token_id))  # text only: a file may have written a list there
    found = took_handed_path_reasons(state, token_id, tuple(path))
    if maneuver not in ALL_OUT_ATTACKS or not state.combat.spent_by(token_id, "action.maneuver"):
        return found
    return [*found, *all_out_attack_move_reasons(state, token_id, tuple(path))]


def resolve_reaction(state, reaction, mover):
    """The Reactions dock's hook: a Suppression Fire burst at the mover, or the Wait's maneuver."""
    if reaction.kind == SUPPRESSION_FIRE:
        return suppression_attack(state, reaction.by, mover)
    return resolve_wait(state, reaction, mover)


def _ready_reasons(actor, action):
    """R8: shields by DB turns; R5: a dropped item from the ground; a broken one not at all."""
    item = action.option("item")
    if item is None:
        item = next((w.id for w in actor.weapons if w.id not in actor.readied), None)
    weapon = next((w for w in actor.weapons if w.id == item), None)
    if weapon is None:
        return
    db = weapon.fields.get("db")
    if isinstance(db, int) and not isinstance(db, bool):
        turns = shield_ready_turns(db, buckler=weapon.fields.get("buckler") is True)
        if turns > 1:
            yield Reason.of("shield_takes_db_turns", item=item, turns=turns, use="ready_shield")
    if item in _listed(actor, BROKEN):
        yield Reason.of("item_broken", item=item)
    elif item in _listed(actor, STRAINED):
        yield Reason.of("arm_strained", item=item)
    elif item in _listed(actor, DROPPED) and action.id != "pick_up":
        yield Reason.of("item_on_ground", item=item, source=GROUND, use="pick_up")


def _place_reasons(state, actor, action):
    """R3 (a table or rack: standing still, within reach) and R10 (option reach of the weapon readied)."""
    item = action.option("item")
    if item is None:
        item = next((w.id for w in actor.weapons if w.id not in actor.readied), None)
    found = list(place_reasons(state, actor, item)) if item is not None else []
    return found + list(ready_reach_reasons(actor, action))


def _listed(token, key: str) -> tuple[str, ...]:
    value = token.tactical.extra.get(key)
    return tuple(value) if isinstance(value, (list, tuple)) else ()


def aim(state, action):
    """Aim at the action's target: a turn more at the same target, else the count starts over;
    option `braced` (yes) rests the weapon for +1 (kept while the aim lasts)."""
    token = state.token(action.actor)
    turns = extra_count(token, AIM_TURNS) + 1 if token.tactical.aiming == action.target else 1
    extra = {k: v for k, v in token.tactical.extra.items() if k != BRACED}
    extra[AIM_TURNS] = turns
    if str(action.option(BRACED, "") or "").strip().lower() in ("yes", "true", "1"):
        extra[BRACED] = True  # resting the weapon: +1 (B364 [X])
    tactical = replace(token.tactical, aiming=action.target, extra=MappingProxyType(extra))
    event = Event.of(TACTICAL, token.id, action.id, action.target, key="aiming", value=action.target,
                     aim_turns=turns)
    return _with(state, replace(token, tactical=tactical)), (event,)


def evaluate(state, action):
    """Evaluate the action's target: consecutive turns on one foe add up (max +3 is the attack's)."""
    token = state.token(action.actor)
    same = token.tactical.extra.get(EVALUATE_TARGET) == action.target
    turns = extra_count(token, EVALUATE) + 1 if same else 1
    extra = {**token.tactical.extra, EVALUATE: turns, EVALUATE_TARGET: action.target}
    tactical = replace(token.tactical, extra=MappingProxyType(extra))
    event = Event.of(TACTICAL, token.id, action.id, action.target, key="evaluate", value=turns)
    return _with(state, replace(token, tactical=tactical)), (event,)


def _with(state, token):
    return with_token(state, token)
