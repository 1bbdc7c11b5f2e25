"""Fallout d100 system effects (`effects = [{system = "name"}]`) and legality the data cannot say.

Effects (each `name(state, action) -> (state, events)`, RULES.md 4.3):
- `delay`: Delay to the action option `score` (`systems/fallout_pnp/turns.delayed`;
  without one: one below the actor's РК);
- `interact`: open or close the door the action's cell points at, or hop the
  low fence there (the actor lands on that cell); a Large token with
  nothing there squeezes through the gap (event `squeezed`, then moves as usual);
- `squeeze`: the Huge / Gargantuan squeeze (event only, like Interact's);
- `help_up`: the targeted Knocked Down ally stands;
- `stabilise`: on the target (or the actor): option `remove` takes one of
  Bleeding, Burning, Dazed, Stunned, Unconscious off without a check;
  otherwise Medicine -50 on a Comatose patient;
- `climb`: the first 5 ft rolls STR -2 (failure: Knocked Down); a climber
  already holding on rolls at the start of its turn instead;
- `jump_high`: STR/2 ft; while climbing AGI -2, a failure falls (Knocked Down);
- `jump_long`: toward the action's cell (2 to 6 squares in a straight line),
  AGI -2 per 5 ft past 10; a failure lands at half the length, Knocked Down;
- `skill_check`: the catalogue check of quick scan, taunt, clear debris
  (a cleared debris cell becomes open ground);
- `sense`, `pickpocket`, `sneak`: the opposed checks of `systems/fallout_pnp/checks`
  (a successful Sneak makes earlier Senses forgotten, `systems/fallout_pnp/stealth`);
- `cancel_attack`: the missed round given back (`systems/fallout_pnp/ammo`).

The other effects live with their rules, and the effects table in
`systems/fallout_pnp/system.py` names each one's module: `dodge` (dodge: one
declaration of 1 to 5 AP until your next turn), `swap_items` (hands),
`pick_up` and `drop_item` (items: what lies on the map), `plant_item`
(pickpocket), `sneak_move` (stealth: running ends it), `reload` (ammo),
`burst_shots` (burst), `dual_overwatch` (dual), `dual_melee_overwatch`
(dual_melee), `prepare_mine` and `disarm` (mines), `set_up_weapon` and
`take_set_up_weapon` (setup), `shoot_thrown_item` (reactions: the target's
last throw across the actor's line, at -100); `open_large_door` is `interact`.

`action_reasons(state, action)` (called by `engine/play/legality.check`) adds the
system's reasons: a door or fence within 5 ft for Interact, the size of a
squeeze, a lower РК for Delay, a Knocked Down ally to help up, a patient to
stabilise, a straight 10-30 ft line for a long jump, a round loaded to attack, a
weapon not yet full to reload (from a pile within 5 ft, option `ammo`), an item
within 5 ft and a free hand to pick it up, an item in hand to drop, one Dodge of 1 to 5 AP until the next turn, 2 to Burst Limit shots for a burst overwatch, paired weapons and two lines for a dual overwatch,
no enemy seeing a token that Sneaks.

The drag's `path_reasons` (`systems/fallout_pnp/limits`): no Run while
climbing (a move past option `sneak_run_squares` squares is running).

Reaction hooks (`systems/fallout_pnp/reactions`): `path_reactions(state, token_id,
path)` adds the second lines of dual overwatches to a dragged path;
`action_reactions(state, action)` offers the shots at a thrown item crossing
a line and the overwatch an enemy acting on a line sets off;
`resolve_reaction(state, reaction, mover)` rolls a second line and a shot at
a thrown item (None: the shared resolvers).
"""

from __future__ import annotations

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.fallout_pnp import (
    ammo, burst, checks, dodge, dual, dual_melee, hands, items, limits, mines, pickpocket as pickpockets,
    reactions, setup, stealth, terrain,
)
from battlemap.engine.systems.fallout_pnp.turns import delay_reasons, delayed, rk_of

Result = tuple[BattleState, tuple[Event, ...]]
ROUGH, OPEN = "rough", "open"
FT_PER_SQUARE = 5


def _score(state: BattleState, action: Action) -> int | None:
    """The option `score`; without one, one below the actor's РК (let the next one act first)."""
    value = action.option("score")
    if value is None:
        return rk_of(state.token(action.actor)) - 1
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


# --- effects -------------------------------------------------------------------------
def delay(state: BattleState, action: Action) -> Result:
    """Delay the actor's turn to the option `score` (checked by `action_reasons`)."""
    return delayed(state, action.actor, int(_score(state, action)))


def interact(state: BattleState, action: Action) -> Result:
    """Toggle the door, hop the fence, or (Large) squeeze, at the action's cell."""
    token = state.token(action.actor)
    at = state.grid.to_offset(action.cell)
    spot = terrain.interact_spot(state, token, action.cell)
    if spot is None:
        return state, (Event.of("squeezed", token.id, action.id, None, at=at),)
    if spot.kind == "door":
        state, opened = terrain.toggle_door(state, spot)
        return state, (Event.of("door_opened" if opened else "door_closed", token.id, action.id, None, at=at),)
    state = state.with_token_moved(token.id, action.cell)
    return state, (Event.of("hopped", token.id, action.id, None, at=at),)


def squeeze(state: BattleState, action: Action) -> Result:
    """A Huge or Gargantuan token squeezes through the gap at the action's cell."""
    at = state.grid.to_offset(action.cell)
    return state, (Event.of("squeezed", action.actor, action.id, None, at=at),)


def help_up(state: BattleState, action: Action) -> Result:
    """The Knocked Down ally stands up (2 AP of the helper)."""
    ally = state.token(str(action.target))
    after = checks.stand_up(state, ally.id)
    return after, (Event.of("helped_up", action.actor, action.id, ally.id, posture="standing"),)


def stabilise(state: BattleState, action: Action) -> Result:
    """One effect per action: remove the option `remove`, or Medicine -50 on a Comatose patient."""
    remove = action.option("remove")
    return checks.stabilise(state, action.actor, action.target or action.actor,
                            str(remove) if remove is not None else None)


def climb(state: BattleState, action: Action) -> Result:
    """Start climbing with STR -2 and the option `surface` (a hard surface: e.g. -2 more; failure:
    Knocked Down), kept for the rechecks at the start of each turn; already climbing: 5 ft more."""
    token = state.token(action.actor)
    if "climbing" in token.conditions:
        return state, (Event.of("climbed", token.id, action.id, None, feet=FT_PER_SQUARE),)
    surface = _surface(action)
    state = ammo.with_extras(state, token.id, {checks.CLIMB_SURFACE: surface or None})
    return checks.climb_check(state, token.id, surface)


def _surface(action: Action) -> int:
    """The option `surface`: the extra STR penalty of a hard surface (0 when blank or not a number)."""
    try:
        return -abs(int(action.option("surface") or 0))
    except (TypeError, ValueError):
        return 0


def jump_high(state: BattleState, action: Action) -> Result:
    """Up STR/2 ft; a climber rolls AGI -2 and falls (Knocked Down) on a failure."""
    token = state.token(action.actor)
    feet = checks.high_jump_ft(token)
    if "climbing" not in token.conditions:
        return state, (Event.of("jumped", token.id, action.id, None, feet=feet, knocked_down=False),)
    state, event = checks.action_check(state, token.id, "jump_high")
    if event.param("success"):
        return state, (event, Event.of("jumped", token.id, action.id, None, feet=feet, knocked_down=False))
    state = checks.knock_down(state, token.id)
    return state, (event, Event.of("fell", token.id, action.id, None, knocked_down=True))


def _line(state, token, cell):
    """(column step, row step, squares) of a straight line from the token to `cell`, or None."""
    (c0, r0), (c1, r1) = state.grid.to_offset(token.cell), state.grid.to_offset(cell)
    dc, dr = c1 - c0, r1 - r0
    if (dc, dr) == (0, 0) or (dc and dr and abs(dc) != abs(dr)):
        return None
    squares = max(abs(dc), abs(dr))
    return (dc > 0) - (dc < 0), (dr > 0) - (dr < 0), squares


def jump_long(state: BattleState, action: Action) -> Result:
    """Jump to the action's cell: AGI -2 per 5 ft past 10; a failure lands halfway, Knocked Down."""
    token = state.token(action.actor)
    step_c, step_r, squares = _line(state, token, action.cell)
    state, events = checks.long_jump(state, token.id, squares * FT_PER_SQUARE)
    landed = squares if not state.token(token.id).conditions & {"knocked_down"} else squares // 2
    c0, r0 = state.grid.to_offset(token.cell)
    for back in range(landed, 0, -1):  # the nearest free square along the line
        cell = state.grid.from_offset(c0 + step_c * back, r0 + step_r * back)
        if not state.tokens_at(cell):
            return state.with_token_moved(token.id, cell), events
    return state, events


def skill_check(state: BattleState, action: Action) -> Result:
    """The catalogue's check for the action (quick scan PER, taunt CHA -4, clear debris STR -4)."""
    state, event = checks.action_check(state, action.actor, action.id)
    if action.id == "clear_debris" and event.param("success") and action.cell is not None:
        index = state.grid.index(action.cell)
        if state.terrain.terrain_id_at(index) == ROUGH:
            state = terrain.with_terrain(state, {index: OPEN})
            return state, (event, Event.of("debris_cleared", action.actor, action.id, None,
                                           at=state.grid.to_offset(action.cell)))
    return state, (event,)


def sense(state: BattleState, action: Action) -> Result:
    """Perception against the target's last Sneak result."""
    return checks.sense(state, action.actor, str(action.target))


def pickpocket(state: BattleState, action: Action) -> Result:
    """Sleight of Hand against the target's Perception."""
    return checks.pickpocket(state, action.actor, str(action.target))


def sneak(state: BattleState, action: Action) -> Result:
    """The Sneak roll a later Sense is made against; a success makes earlier Senses forgotten."""
    state, events = checks.sneak_check(state, action.actor)
    state, more = stealth.after_sneak(state, action.actor, events)
    return state, events + more


def cancel_attack(state: BattleState, action: Action) -> Result:
    """The missed attack is undone: its round goes back into the weapon (a thrown weapon back into the
    hand, off the map), and Stealth is kept."""
    state = items.take_back_throw(state, action)
    state, events = ammo.refund_missed(state, action)
    state, more = stealth.after_cancel(state, action.actor)
    return state, events + more


# --- legality --------------------------------------------------------------------------
def action_reasons(state: BattleState, action: Action) -> list[Reason]:
    """The system's reasons `action` is illegal (empty: nothing against it here)."""
    judge = _JUDGES.get(action.id)
    reasons = judge(state, action) if judge is not None else []
    if action.id in limits.OVERWATCH_ENTRIES:
        reasons = [*limits.overwatch_once(state, action), *reasons]
    return reasons


def _attack_reasons(state, action) -> list[Reason]:
    """An attack needs a round in a weapon that counts them."""
    if action.target is None or not state.has_token(action.target):
        return []
    weapon_id = action.option("weapon")
    spec = f"attack:{weapon_id}" if weapon_id else "attack"
    token = state.token(action.actor)
    weapon = ammo.weapon_of(token, explain_attack(state, action.actor, action.target, spec).weapon)
    return ammo.ammo_reasons(token, weapon) if weapon is not None else []


def _delay_reasons(state, action) -> list[Reason]:
    score = _score(state, action)
    if score is None:
        return [Reason.of("score_not_a_number", score=action.option("score"))]
    # own turn and the once-per-round limit are the framework's reasons already
    return [r for r in delay_reasons(state, action.actor, score)
            if r.code in ("delay_not_lower", "delay_not_at_turn_start")]


def _help_up_reasons(state, action) -> list[Reason]:
    if action.target is None or not state.has_token(action.target):
        return []
    if "knocked_down" not in state.token(action.target).conditions:
        return [Reason.of("target_not_knocked_down", target=action.target)]
    return []


def _stabilise_reasons(state, action) -> list[Reason]:
    patient_id = action.target or action.actor
    if not state.has_token(patient_id):
        return []
    healer, patient = state.token(action.actor), state.token(patient_id)
    reasons = []
    if patient_id != action.actor and distance(state, healer, patient) > 1:
        reasons.append(Reason.of("requires_adjacent", target=patient_id))
    remove = action.option("remove")
    if remove is not None:
        if remove not in checks.STABILISE_REMOVES or remove not in patient.conditions:
            reasons.append(Reason.of("nothing_to_remove", condition=remove, target=patient_id))
    elif "comatose" not in patient.conditions:
        reasons.append(Reason.of("target_not_comatose", target=patient_id))
    return reasons


def _jump_long_reasons(state, action) -> list[Reason]:
    if action.cell is None:
        return [Reason.of("requires_cell")]
    line = _line(state, state.token(action.actor), action.cell)
    if line is None:
        return [Reason.of("jump_not_straight", at=state.grid.to_offset(action.cell))]
    feet = line[2] * FT_PER_SQUARE
    if not checks.LONG_JUMP_FT <= feet <= checks.LONG_JUMP_MAX_FT:
        return [Reason.of("jump_length", feet=feet, min=checks.LONG_JUMP_FT, max=checks.LONG_JUMP_MAX_FT)]
    at = state.grid.to_offset(action.cell)
    if state.terrain.blocks_move_by_index[state.grid.index(action.cell)]:
        return [Reason.of("blocked_terrain", at=at)]
    others = [t.id for t in state.tokens_at(action.cell) if t.id != action.actor]
    return [Reason.of("occupied", at=at, by=tuple(others))] if others else []


_JUDGES = {
    "attack": _attack_reasons,
    "reload": items.reload_reasons,
    "dodge": dodge.dodge_reasons,
    "pick_up": items.pick_up_reasons,
    "drop_item": items.drop_reasons,
    "cancel_attack": items.cancel_throw_reasons,
    "overwatch_dual": dual.dual_reasons,
    "overwatch_burst": burst.burst_reasons,
    "overwatch_dual_melee": dual_melee.dual_melee_reasons,
    "prepare_mine": mines.prepare_reasons,
    "set_up_weapon": setup.set_up_reasons,
    "take_set_up_weapon": setup.take_reasons,
    "swap_item": hands.swap_reasons,
    "shoot_thrown_item": reactions.shoot_item_reasons,
    "delay": _delay_reasons,
    "sneak": stealth.sneak_reasons,
    "interact": terrain.interact_reasons,
    "interact_large_door": terrain.large_door_reasons,
    "squeeze_huge": lambda state, action: terrain.squeeze_reasons(state, action, "huge"),
    "squeeze_gargantuan": lambda state, action: terrain.squeeze_reasons(state, action, "gargantuan"),
    "help_up": _help_up_reasons,
    "pickpocket": pickpockets.pickpocket_reasons,
    "plant_item": pickpockets.pickpocket_reasons,
    "stabilise": _stabilise_reasons,
    "jump_long": _jump_long_reasons,
}
