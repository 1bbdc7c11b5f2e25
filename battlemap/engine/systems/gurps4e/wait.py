"""A triggered Wait (RULES.md 1.3, 1.8): the waiting fighter acts out of turn.

GURPS has no attacks of opportunity; a fighter who took Wait names a trigger
(`enters_reach`, `leaves_reach`, `moves_in_reach`), and when a move meets
it (the drag preview reports a `wait` reaction) the waiter takes Attack,
Feint, All-Out Attack or Ready at once, out of turn. The catalogue holds
these as the reaction entries `wait_attack`, `wait_feint`,
`wait_all_out_attack` and `wait_ready` (cost: the Wait's one reaction,
requirement `out_of_turn`, an armed Wait); their `waited` effect disarms the
Wait and records the maneuver taken, which fixes the waiter's defences until
its next turn (an All-Out Attack from a Wait leaves no active defence).

The waiter moves as that maneuver allows before it acts (B366 [X]): the
attack entries carry a `path` like Move and Attack (`systems/gurps4e/advance`,
drawn with the window's drag-then-click tool): Attack and Feint a step (1 yd),
All-Out Attack up to half Move, forward only (`wait_move_reasons`). An armed
waiter out of its turn gets a drag budget of half Move for that path
(`Gurps4eRules.movement_budget`).

Arming names what the trigger sets off (B366: "exactly what your action
will be"): the option `then` of the Wait entries (attack, feint,
all_out_attack or ready; default attack), kept as the extra `wait_then`
(`plan_wait`). Rolling the `wait` reaction in the Reactions dock plays that
entry in place at the mover (`resolve_reaction`, the document's hook).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import TACTICAL, Event, Outcome
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.turning import forward_facing

#: Out-of-turn entry -> the maneuver it is.
WAIT_MANEUVER = MappingProxyType({
    "wait_attack": "attack", "wait_feint": "feint", "wait_all_out_attack": "all_out_attack",
    "wait_ready": "ready",
})
#: Maneuver -> its out-of-turn entry.
WAIT_ENTRY = MappingProxyType({maneuver: entry for entry, maneuver in WAIT_MANEUVER.items()})
WAIT_THEN, THEN_OPTION, DEFAULT_THEN = "wait_then", "then", "attack"
#: The entries whose move is a step (the rest of the attacks: half Move forward).
STEP_ENTRIES = frozenset({"wait_attack", "wait_feint", "wait_ready"})


def wait_entry(action_id: str) -> str:
    """The out-of-turn entry of a maneuver id ("attack" -> "wait_attack"); entries map to themselves."""
    if action_id in WAIT_MANEUVER:
        return action_id
    if action_id in WAIT_ENTRY:
        return WAIT_ENTRY[action_id]
    raise ValueError(f"a triggered Wait takes Attack, Feint, All-Out Attack or Ready, not {action_id!r}")


def take_wait_action(state, waiter: str, action: Action) -> Outcome:
    """Play `action` (a maneuver id or its `wait_*` entry) for `waiter` out of turn.

    -> Outcome(state, events); IllegalAction with every reason when it cannot
    (no armed Wait, the waiter's own turn, no ready weapon, stunned ...);
    ValueError for a maneuver a Wait cannot take. The state before is the undo.
    """
    played = replace(action, id=wait_entry(action.id), actor=waiter)
    return apply(state, played)


def waited(state, action):
    """The Wait is spent; the maneuver it took fixes the waiter's defences until its next turn."""
    token = state.token(action.actor)
    maneuver = WAIT_MANEUVER.get(action.id, action.id)
    extra = {**{k: v for k, v in token.tactical.extra.items() if k != WAIT_THEN}, "maneuver": maneuver}
    tactical = replace(token.tactical, wait=None, extra=MappingProxyType(extra))
    event = Event.of(TACTICAL, token.id, action.id, action.target, key="wait", value=None, maneuver=maneuver)
    return with_token(state, replace(token, tactical=tactical)), (event,)


def plan_wait(state, action):
    """System effect of the Wait entries: keep the option `then` (what the trigger sets off)."""
    token = state.token(action.actor)
    then = planned(action.option(THEN_OPTION))
    extra = {**token.tactical.extra, WAIT_THEN: then}
    tactical = replace(token.tactical, extra=MappingProxyType(extra))
    event = Event.of(TACTICAL, token.id, action.id, None, key=WAIT_THEN, value=then)
    return with_token(state, replace(token, tactical=tactical)), (event,)


def planned(value) -> str:
    """The maneuver named by an option `then` (a maneuver id or its entry; default attack).

    ValueError for one a Wait cannot take (the catalogue check reports it as `bad_wait_plan`)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return DEFAULT_THEN
    return WAIT_MANEUVER[wait_entry(str(value).strip().lower())]


def plan_reasons(action):
    """`bad_wait_plan` for an option `then` that is not Attack, Feint, All-Out Attack or Ready."""
    try:
        planned(action.option(THEN_OPTION))
    except ValueError:
        return [Reason.of("bad_wait_plan", then=action.option(THEN_OPTION),
                          allowed=tuple(sorted(WAIT_ENTRY)))]
    return []


def wait_move_reasons(state, action):
    """The move of a triggered entry: a step for Attack and Feint, half Move forward for All-Out Attack."""
    if action.id not in WAIT_MANEUVER or not action.path:
        return []
    token = state.token(action.actor)
    if action.id in STEP_ENTRIES:
        step = int(state.rules.param("step_yards"))
        if len(action.path) > step:
            return [Reason.of("wait_moves_a_step", maneuver=WAIT_MANEUVER[action.id], moved=len(action.path),
                              step=step)]
        return []
    spent = state.combat.spent_by(token.id, str(state.rules.param("move_spent_key")))
    half = int(state.rules._allowance(token) // 2)
    found = []
    if spent + len(action.path) > half:
        found.append(Reason.of("all_out_attack_too_far", moved=spent + len(action.path), half_move=half))
    if state.grid.kind == "hex":
        _, wrong = forward_facing(state.grid, token.cell, token.facing, tuple(action.path))
        if wrong is not None:
            found.append(Reason.of("not_forward", step=wrong, facing=token.facing))
    return found


def resolve_reaction(state, reaction, mover):
    """The document's hook: a `wait` reaction rolled plays what the Wait named, at the mover,
    from where the waiter stands -> (state, events); None for any other kind."""
    if reaction.kind != "wait":
        return None
    waiter = state.token(reaction.by)
    then = waiter.tactical.extra.get(WAIT_THEN)
    then = then if isinstance(then, str) and then in WAIT_ENTRY else DEFAULT_THEN
    target = None if then == "ready" else mover
    outcome = take_wait_action(state, reaction.by, Action(then, reaction.by, target=target))
    return outcome.state, outcome.events
