"""d20 mass combat: the charge and the bull rush as one action, move then strike (RULES.md 3.7-3.8).

The seed's charge is one standard action: "move your speed, and at the end
of the move make one basic melee or ranged attack" at +2 [S]; the bull rush
is a charge with the body [S]. In play the GM drags the path and clicks the
foe (the window's path-then-target mode, system effect `move_then_attack`,
an Action with both `path` and `target`). In order:

1. the path is run like a move (its cost booked); each opportunity attack it
   provokes interrupts it where it was provoked, booked on its reactor, and
   a unit it disables stops there and strikes no one [S: "the AoO happens
   before the target finishes its action"] (`systems/d20_mass/reactions`);
2. the unit is `charging` (`bull_rushing`): Dodge -2 and nothing but free
   actions and reactions until its next turn [S];
3. entering the target's square to melee [S]: the charger rolls d20 +
   initiative (-4 for a bull rush) against the defender's initiative + 10
   (`systems/d20_mass/turns.melee_entry`); the defender's blow is its opportunity
   attack of the round [A: "entering would provoke one, but both sides get to
   strike, so initiative decides who strikes first"]: no contest when it
   cannot react or has none left;
4. the winner strikes first; the other strikes afterwards unless disabled.
   The charge's attack is `charge` (+2), the bull rush's `bull_rush` (unarmed,
   STR, then the push check away from the rusher, along its last step);
5. a big bull-rusher then strikes the further targets option `targets`
   names, each with its own blow and push (`systems/d20_mass/rush`).

`charge_reasons(state, action)` adds what `check` cannot see of a system
effect: the path judged like a move, the charge's own path rules
(`systems/d20_mass/moves.charge_path_reasons`) and the attack from the path's end.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import MOVED, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import DISABLED
from battlemap.engine.systems.d20_mass.double_move import one_move_allowance
from battlemap.engine.systems.d20_mass.moves import charge_path_reasons, follow_reasons
from battlemap.engine.systems.d20_mass.reactions import OPPORTUNITY_ATTACK, interrupt_path
from battlemap.engine.systems.d20_mass.rush import further_rush_targets, rush_targets_reasons
from battlemap.engine.systems.d20_mass.turns import melee_entry

#: Catalogue entry -> (the attack it strikes with, the condition it leaves).
CHARGES = {"charge": ("charge", "charging"), "bull_rush": ("bull_rush", "bull_rushing")}
_FAR = 100   # a cell far along the rush's direction: the push only reads the direction


def charge_reasons(state, action) -> tuple[Reason, ...]:
    """Why this charge (path and target) cannot be played: the path as a move, the charge rules, the strike."""
    path = tuple(action.path)
    weapon = _weapon(action)
    reasons = list(charge_path_reasons(state, action.actor, path, target=action.target, weapon=weapon))
    if path:
        # The run is the charge's own, a move action's worth: never a double move.
        budget = one_move_allowance(state, state.token(action.actor))
        reasons.extend(preview_move(state, action.actor, path, budget=budget).reasons)
    if action.target is not None and state.has_token(action.target) and path:
        moved = state.with_token_moved(action.actor, path[-1])
        attack = CHARGES[action.id][0]
        spec = f"{attack}:{weapon}" if weapon else attack
        reasons.extend(r for r in explain_attack(moved, action.actor, action.target, spec).reasons
                       if r.code not in ("attacker_cannot_act", "out_of_range", "no_line_of_fire"))
    reasons.extend(rush_targets_reasons(state, action))
    if action.id == "bull_rush":
        reasons.extend(follow_reasons(action))
    return tuple(dict.fromkeys(reasons))


def move_then_attack(state, action):
    """Play a charge or bull rush: run the path (interrupted by AoOs), then the melee entry, then the blows."""
    attack, condition = CHARGES[action.id]
    strike = _strike_action(state, action, attack)
    after, events = _run(state, action)
    me = after.token(action.actor)
    after = with_token(after, replace(me, conditions=me.conditions | {condition}))
    if DISABLED in me.conditions:
        return after, events
    first, contested = action.actor, _enters_to_melee(after, action)
    if contested:
        after, contest = melee_entry(after, action.actor, action.target, bull_rush=action.id == "bull_rush")
        first = contest[0].param("first")
        events = (*events, *contest)
    if first == action.target:
        after, blow = defender_strikes(after, action.target, action.actor)
        events = (*events, *blow)
        if DISABLED in after.token(action.actor).conditions:
            return after, events
    after, rolled = resolve_attack(after, strike, attack)
    events = (*events, *rolled)
    if contested and first == action.actor:
        after, blow = defender_strikes(after, action.target, action.actor)
        events = (*events, *blow)
    return _further_rushes(state, after, action, events)


def _further_rushes(before, after, action, events):
    """A big rusher's blows at the further targets of option `targets`, each with its own push
    (`systems/d20_mass/rush`); the directions are read on the state `before` the run."""
    for target in further_rush_targets(action) if action.id == "bull_rush" else ():
        if DISABLED in after.token(action.actor).conditions:
            break
        if not after.has_token(target):
            continue
        strike = _strike_action(before, replace(action, target=target), "bull_rush")
        after, rolled = resolve_attack(after, strike, "bull_rush")
        events = (*events, *rolled)
    return after, events


def defender_strikes(state, defender_id: str, mover_id: str):
    """The defender's blow of a melee entry: its opportunity attack, booked; nothing if it is disabled or spent."""
    if not (state.has_token(defender_id) and state.has_token(mover_id)):
        return state, ()
    system, defender = state.rules, state.token(defender_id)
    if system.cannot_react(defender) is not None or system.reactions_left(state, defender) == 0:
        return state, ()
    key = str(system.param("reactions_spent_key"))
    state = with_spent_entries(state, defender_id, {key: state.combat.spent_by(defender_id, key) + 1})
    return resolve_attack(state, Action(OPPORTUNITY_ATTACK, defender_id, target=mover_id), "attack")


def can_strike_back(state, defender_id: str) -> bool:
    """The defender could strike at a unit entering its square: it threatens it and can still react."""
    system, defender = state.rules, state.token(defender_id)
    return (bool(system.threat_reach(defender)) and system.cannot_react(defender) is None
            and system.reactions_left(state, defender) != 0)


def _run(state, action):
    """The path as a move: cost booked, each opportunity attack rolled where it was provoked."""
    path = tuple(action.path)
    preview = preview_move(state, action.actor, path)
    key = str(state.rules.param("move_spent_key"))
    after = with_spent_entries(state, action.actor, {key: state.combat.spent_by(action.actor, key) + preview.cost})
    reactions = tuple(r for r in preview.reactions if r.kind == OPPORTUNITY_ATTACK)
    moved = Event.of(MOVED, action.actor, action.id, None, path=path, cost=preview.cost, unit=preview.unit,
                     reactions=tuple((r.by, r.kind) for r in reactions))
    after, interrupts, _ = interrupt_path(after, action.actor, path, reactions)
    return after, (moved, *interrupts)


def _enters_to_melee(state, action) -> bool:
    """The charger stands in the target's square with a melee blow, and the defender can strike back."""
    if not state.has_token(action.target) or _ranged(state, action):
        return False
    in_square = state.token(action.actor).cell in state.token(action.target).footprint
    return in_square and can_strike_back(state, action.target)


def _strike_action(state, action, attack: str) -> Action:
    """The blow at the end: the catalogue action, with the push's direction for a bull rush.

    The push goes on along the rush's last step (read on the state before the run).
    """
    strike = replace(action, path=())
    if attack != "bull_rush" or not action.path or action.target is None:
        return strike
    cells = (state.token(action.actor).cell, *action.path)
    (ac, ar), (bc, br) = (state.grid.to_offset(c) for c in cells[-2:])
    tc, tr = state.grid.to_offset(state.token(action.target).cell)
    return replace(strike, cell=state.grid.from_offset(tc + _FAR * (bc - ac), tr + _FAR * (br - ar)))


def _weapon(action) -> str | None:
    weapon = action.option("weapon")
    return str(weapon) if weapon is not None else None


def _ranged(state, action) -> bool:
    weapon = _weapon(action)
    actor = state.token(action.actor)
    return weapon is not None and any(w.id == weapon and w.kind != "melee" for w in actor.weapons)


__all__ = ["CHARGES", "can_strike_back", "charge_reasons", "defender_strikes", "move_then_attack"]
