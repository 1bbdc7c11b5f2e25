"""Year Zero overwatch against an action, not only a move (RULES.md 2.6; seed 戒備射擊:
"you may fire at targets in the chosen direction at any point in the turn order, and
your shot resolves before every other action, even one already declared; for
example, if an enemy in your direction declares that it fires its weapon, you
may shoot first").

`action_reactions(state, action)` (the framework's hook, engine/play/provoked.py): when
a token plays a catalogue action (a shot, an aim, a first aid ...) while it
stands in the watched direction of an enemy's overwatch, that enemy is offered
its overwatch shot (kind `overwatch`, rolled by the shared resolver as the
catalogue's `overwatch_shot`). The offer is judged with the engine's own
`check` of that shot, so everything the shot needs holds: the kept slow
action, a ranged weapon ready, the target in the arc and in range.

`interrupts` says that shot comes first: the document holds the action until
the shot is rolled or skipped, then plays it if it is still legal (a broken
actor's action is lost). Should a shot still be rolled after the action cost
the watcher its overwatch, `resolve_reaction` gives the shot back the
overwatch the watcher held when the action was declared (kept in the offer's
reason), fires, and ends the overwatch again as the damage did.

Mutual overwatch (`systems/yze/duel`): an overwatch shot at a token whose own
overwatch covers the shooter offers that token its shot back (kind
`overwatch_duel`), and interrupts too: the shot is held while the opposed Shoot
roll (no action) comes first and says who fires first; the other fires second,
when it still can (option `yze_duel_second_shot`).

Moves are left to the path reactions (preview_move finds overwatch along a
dragged path), and out-of-turn actions (a parry, help, another overwatch
shot) provoke nothing: they are reactions themselves.
"""

from __future__ import annotations

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, OverwatchState
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.attack import OVERWATCH_SHOT
from battlemap.engine.systems.yze.combat import free_attack
from battlemap.engine.systems.yze.duel import DUEL, disarmed, duel_reactions, resolve_duel, with_overwatch

OVERWATCH = "overwatch"
BEFORE_ACTION = "overwatch_before_action"
#: Actions that are reactions themselves, or moves judged along their path.
_NOT_PROVOKING = frozenset({"overwatch_shot", "parry", "help_slow", "help_fast"})


def action_reactions(state: BattleState, action: Action) -> tuple[Reaction, ...]:
    """Every overwatch shot the action offers, one per watcher, in the turn order."""
    if not state.has_token(action.actor):
        return ()
    if action.id == OVERWATCH_SHOT:
        return duel_reactions(state, action)
    if action.id in _NOT_PROVOKING:
        return ()
    definition = state.ruleset.actions.get(action.id)
    if definition is None or definition.target == "path":
        return ()
    actor = state.token(action.actor)
    watchers = [t for t in state.tokens if t.tactical.overwatch is not None and t.is_enemy_of(actor)]
    if not watchers:
        return ()
    order = {t: i for i, t in enumerate(state.combat.order)}
    watchers.sort(key=lambda t: order.get(t.id, len(order)))
    return tuple(Reaction(w.id, OVERWATCH, 0, actor.cell, _why(state, w, action)) for w in watchers
                 if not check(state, Action("overwatch_shot", w.id, target=actor.id)))


def _why(state: BattleState, watcher, action: Action) -> Reason:
    """The reason, holding the watcher's overwatch as declared (to fire it if the action ended it)."""
    watch = watcher.tactical.overwatch
    return Reason.of(BEFORE_ACTION, action=action.id, toward=state.grid.to_offset(watch.toward), arc=watch.arc)


def _rearmed(state: BattleState, reaction: Reaction) -> tuple[BattleState, bool]:
    """The reactor with its overwatch as declared (True: the action had ended it)."""
    watcher = state.token(reaction.by)
    if watcher.tactical.overwatch is not None:
        return state, False
    col, row = reaction.why.param("toward")
    watch = OverwatchState(state.grid.from_offset(col, row), float(reaction.why.param("arc") or 0))
    return with_overwatch(state, reaction.by, watch), True


def interrupts(state: BattleState, reaction: Reaction) -> bool:
    """An overwatch shot answering an action resolves before it (seed: "your shot resolves
    before every other action, even one already declared"); so does a mutual overwatch's
    shot back: its opposed roll comes before either shot and says who fires first."""
    return reaction.kind == DUEL or (reaction.kind == OVERWATCH and reaction.why.code == BEFORE_ACTION)


def resolve_reaction(state: BattleState, reaction: Reaction, mover: str):
    """An overwatch shot the action already ended: fired with the overwatch as declared,
    which then ends again; any other overwatch shot as the catalogue's `overwatch_shot`.
    A duel: the opposed roll before either shot, the reactor's shot if it won
    (`systems/yze/duel.resolve_duel`). A free attack for leaving Engaged
    (`systems/yze/combat.free_attack`). Anything else: None (the shared resolver)."""
    if reaction.kind == DUEL:
        return resolve_duel(state, reaction, mover)
    if reaction.kind == "free_attack":
        return free_attack(state, reaction.by, mover, "free_attack")
    if reaction.kind != OVERWATCH:
        return None
    armed, lost = _rearmed(state, reaction) if reaction.why.code == BEFORE_ACTION else (state, False)
    outcome = apply(armed, Action("overwatch_shot", reaction.by, target=mover))
    if not lost:
        return outcome.state, outcome.events
    after, ended = disarmed(outcome.state, reaction.by)
    return after, (*outcome.events, *ended)
