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
"""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.engine.actions import Action
from battlemap.engine.apply import apply
from battlemap.engine.budgets import with_spent_entries
from battlemap.engine.events import Event
from battlemap.engine.preview import preview_move
from battlemap.engine.resolvers import resolve_attack
from battlemap.engine.systems.d20_mass_damage import DISABLED

OPPORTUNITY_ATTACK = "opportunity_attack"
INTERRUPT = "interrupt"          # params: at (offset), resumed
FORCED = "forced_move"           # params: path (offsets), by, stopped


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


def _interrupts(state, mover_id: str, path: tuple, reactions, *, book: bool):
    """Roll each opportunity attack with the mover where it was provoked; stop it once disabled."""
    events = []
    system = state.system
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


__all__ = ["forced_move", "move_with_opportunity_attacks"]
