"""d20 mass combat: opportunity attacks that interrupt a move, and forced movement (RULES.md 3.7).

The framework's move books the reactions a path provokes; these functions
resolve them, as the seed says [S]:

- the opportunity attack interrupts: it is rolled with the mover in the
  square where it was provoked (the square it leaves, or enters); the mover
  then resumes its move, unless the attack left it disabled (瘫痪): then it
  stops in that square;
- forced movement (a bull rush's push) provokes opportunity attacks from
  others, but the rusher and its victim do not provoke each other, neither
  as the victim is pushed nor as the rusher follows it.

`move_with_opportunity_attacks(state, action)` plays a move-type action
(apply, then the interrupts) for the UI; `forced_move(state, mover, path,
exempt)` pushes a unit along a path with the interrupts, booking each
reactor's opportunity attack like a move does. Both are pure: the state
before is the undo.

Action trigger [S]: an enemy in your threatened area that aims, reloads or
uses certain talents provokes (option `aoo_action_triggers`, comma separated
action ids; default aim and `work_bolt`): `provoked_by_action` names the
enemies so provoked. It lives here, beside the other opportunity-attack
judgements, so `systems/d20_mass/moves` (the bull rush's push calls
`forced_move`) imports this module and nothing here imports moves. The
system hooks `systems/d20_mass/actions.action_reactions` / `resolve_reaction`
use `provoked_reactions(state, action)` (the opportunity attacks on offer
after the action, reason `provoked_by_action`) and `resolve_provoked(state,
reaction, mover)`: the reactor's opportunity attack of the round is booked
when rolled (a move books its own at the drop), refused when it can no longer
react; an aim cut short by a disabling attack is lost (the AoO "happens
before the target finishes its action"; a disabled target cannot resume).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from battlemap.engine.attacks.models import option
from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import INTERRUPT, TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.movement.threat import threatened_cells
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import DISABLED

OPPORTUNITY_ATTACK = "opportunity_attack"
FORCED = "forced_move"           # params: path (offsets), by, stopped
PROVOKED_BY_ACTION = "provoked_by_action"   # a Reaction's why; params: action
#: Opportunity attacks offered after an action (not along a path), rolled by `resolve_provoked`.
PROVOKED_CODES = frozenset({PROVOKED_BY_ACTION})
#: Actions that provoke in an enemy's threatened square (option `aoo_action_triggers`).
ACTION_TRIGGERS = "aim,work_bolt"


def move_with_opportunity_attacks(state, action: Action):
    """Apply a move-type `action`, then roll the opportunity attacks it provoked, in order.

    -> (state, events): the mover ends at the path's end, or where an
    opportunity attack disabled it.
    """
    path = tuple(action.path)
    reactions = preview_move(state, action.actor, path).reactions if path else ()
    outcome = apply(state, action)
    if not reactions:
        return outcome.state, outcome.events
    after, events, _ = _interrupts(outcome.state, action.actor, path, reactions, book=False)
    return after, (*outcome.events, *events)


def forced_move(state, mover_id: str, path: Iterable, exempt: Iterable[str] = (), *, by: str | None = None):
    """Move `mover_id` along `path` against its will; enemies but `exempt` get their opportunity attacks.

    -> (state, events, stopped): `stopped` is True when an attack disabled the
    mover before the path's end. Budgets and immobility do not apply (the
    move is forced); each opportunity attack is booked on its reactor.
    """
    path = tuple(path)
    if not path:
        return state, (), False
    exempt = frozenset(exempt)
    reactions = tuple(r for r in preview_move(state, mover_id, path, budget=float(len(path)) * 100).reactions
                      if r.by not in exempt and r.kind == OPPORTUNITY_ATTACK)
    after, events, stopped = _interrupts(state, mover_id, path, reactions, book=True)
    offsets = tuple(after.grid.to_offset(c) for c in path)
    forced = Event.of(FORCED, mover_id, FORCED, by, path=offsets, stopped=stopped,
                      to=after.grid.to_offset(after.token(mover_id).cell))
    return after, (forced, *events), stopped


def interrupt_path(state, mover_id: str, path, reactions):
    """Roll `reactions` (opportunity attacks along `path`) as interrupts, each booked on its reactor.

    -> (state, events, stopped): the mover at the path's end, or where an
    attack disabled it (`stopped`). Used by a charge's run.
    """
    return _interrupts(state, mover_id, tuple(path), reactions, book=True)


def _interrupts(state, mover_id: str, path: tuple, reactions, *, book: bool):
    """Roll each opportunity attack with the mover where it was provoked; stop it once disabled."""
    events = []
    system = state.rules
    key = str(system.param("reactions_spent_key"))
    for reaction in reactions:
        if reaction.kind != OPPORTUNITY_ATTACK or not state.has_token(reaction.by):
            continue
        reactor = state.token(reaction.by)
        if book:
            if system.cannot_react(reactor) is not None or system.reactions_left(state, reactor) == 0:
                continue
            state = with_spent_entries(state, reactor.id, {key: state.combat.spent_by(reactor.id, key) + 1})
        state = state.with_token_moved(mover_id, reaction.at)
        attack = Action(OPPORTUNITY_ATTACK, reactor.id, target=mover_id)
        state, rolled = resolve_attack(state, attack, "attack")
        disabled = DISABLED in state.token(mover_id).conditions
        events.extend(rolled)
        events.append(Event.of(INTERRUPT, reactor.id, OPPORTUNITY_ATTACK, mover_id,
                               at=state.grid.to_offset(reaction.at), resumed=not disabled))
        if disabled:
            return state, tuple(events), True
    return state.with_token_moved(mover_id, path[-1]), tuple(events), False


def provoked_by_action(state, actor_id: str, action_id: str) -> tuple[str, ...]:
    """Enemies whose opportunity attack an action (aim, reload) in their threatened square provokes."""
    triggers = {a.strip() for a in str(option(state.options, "aoo_action_triggers", ACTION_TRIGGERS)).split(",")}
    if action_id not in triggers:
        return ()
    actor = state.token(actor_id)
    system = state.rules
    here = {state.grid.index(c) for c in actor.footprint if state.grid.in_bounds(c)}
    found = []
    for enemy in state.enemies_of(actor):
        if system.cannot_react(enemy) is not None or system.reactions_left(state, enemy) == 0:
            continue
        if here & threatened_cells(state, enemy):
            found.append(enemy.id)
    return tuple(found)


def provoked_reactions(state, action: Action) -> tuple[Reaction, ...]:
    """The opportunity attacks playing `action` would provoke (aiming, reloading in a threatened square)."""
    if not state.has_token(action.actor):
        return ()
    reactors = provoked_by_action(state, action.actor, action.id)
    if not reactors:
        return ()
    cell = state.token(action.actor).cell
    why = Reason.of(PROVOKED_BY_ACTION, action=action.id)
    return tuple(Reaction(by, OPPORTUNITY_ATTACK, 0, cell, why) for by in reactors)


def interrupts(state, reaction: Reaction) -> bool:
    """An opportunity attack an action provokes comes before the action [S: "before the
    target finishes its action"]: the aim or reload waits, and a disabled unit loses it."""
    return reaction.why.code in PROVOKED_CODES


def resolve_provoked(state, reaction: Reaction, mover: str):
    """Roll an opportunity attack an action provoked -> (state, events); None for any other reaction.

    Raises ValueError when the reactor can no longer react (it already struck
    this round, or became unable since): the dock shows that refusal.
    """
    if reaction.why.code not in PROVOKED_CODES or not state.has_token(reaction.by):
        return None
    system, reactor = state.rules, state.token(reaction.by)
    unable = system.cannot_react(reactor)
    if unable is not None:
        raise ValueError(f"{reactor.name} cannot react ({unable})")
    if system.reactions_left(state, reactor) == 0:
        raise ValueError(f"{reactor.name} has no opportunity attack left this round")
    key = str(system.param("reactions_spent_key"))
    state = with_spent_entries(state, reactor.id, {key: state.combat.spent_by(reactor.id, key) + 1})
    state, events = resolve_attack(state, Action(OPPORTUNITY_ATTACK, reactor.id, target=mover), "attack")
    target = state.token(mover) if state.has_token(mover) else None
    cut_short = reaction.why.param("action") == "aim" and target is not None
    if cut_short and DISABLED in target.conditions and target.tactical.aiming is not None:
        state = with_token(state, replace(target, tactical=replace(target.tactical, aiming=None)))
        events = (*events, Event.of(TACTICAL, mover, "aim", None, key="aiming", value=None))
    return state, tuple(events)


__all__ = ["ACTION_TRIGGERS", "PROVOKED_BY_ACTION", "PROVOKED_CODES", "forced_move", "interrupt_path",
           "move_with_opportunity_attacks", "interrupts", "provoked_by_action", "provoked_reactions", "resolve_provoked"]
