"""Year Zero mutual overwatch (RULES.md 2.6; seed 戒備射擊: "if you and an enemy are on
overwatch at each other and both choose to fire at each other, an opposed Shoot roll
decides who fires first; the roll counts as no action for either side").

A token X plays its overwatch shot at Y while Y's own overwatch covers X and Y could
fire back: X's shot is held (`systems/yze/provoked.interrupts`, the document holds the
action) and Y is offered its shot back (kind `overwatch_duel`, `duel_reactions`).
Skipped, X fires alone. Rolled (`resolve_duel`), the opposed Shoot roll comes first,
before either shot (`systems/yze/combat.overwatch_duel`; a tie goes to the earlier
declaration), and its winner fires first:

- Y won: Y's shot is rolled at once (its kept slow action); X's held shot goes on
  after it, when X still can (not broken).
- X won: nothing is rolled yet but the duel; Y is marked to fire second
  (`FIRES_SECOND`), X's held shot goes on, and the catalogue's effect after every
  overwatch shot (`{system = "overwatch_duel_second"}`, `second_shot`) rolls Y's shot
  back at X, when Y still can.

Damage ends an overwatch, so whether the first shot's damage stops the second is a
reading, option `yze_duel_second_shot`: `unless_broken` (default) the loser fires
second unless the first shot broke it, its overwatch standing for that one shot and
ending right after; `unless_damaged` any damage from the first shot ends the loser's
overwatch, as damage always does, and with it the second shot.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.models import option
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, OverwatchState
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.attack import OVERWATCH_SHOT
from battlemap.engine.systems.yze.combat import overwatch_duel
from battlemap.engine.systems.yze.damage import BROKEN, with_extra

Result = tuple[BattleState, tuple[Event, ...]]
DUEL = "overwatch_duel"
#: Tactical extra of the duel's loser when the winner's shot is still to come:
#: {"at": the winner, "toward": [col, row], "arc": degrees} (its overwatch as it stood).
FIRES_SECOND = "duel_fires_second"
#: Tactical extra of a duel's loser whose overwatch stands only for its held shot.
KEPT = "duel_overwatch_kept"
SECOND_SHOT = "yze_duel_second_shot"
UNLESS_BROKEN, UNLESS_DAMAGED = "unless_broken", "unless_damaged"


def duel_reactions(state: BattleState, action: Action) -> tuple[Reaction, ...]:
    """An overwatch shot at a token whose own overwatch covers the shooter, and that could
    fire back now: that token's shot back, offered before the shot (kind `overwatch_duel`)."""
    if action.id != OVERWATCH_SHOT or action.target is None or not state.has_token(action.target):
        return ()
    target = state.token(action.target)
    watch = target.tactical.overwatch
    if watch is None or check(state, _shot(target.id, action.actor)):
        return ()
    why = Reason.of(DUEL, action=action.id, toward=state.grid.to_offset(watch.toward), arc=watch.arc)
    return (Reaction(target.id, DUEL, 0, state.token(action.actor).cell, why),)


def resolve_duel(state: BattleState, reaction: Reaction, shooter: str) -> Result:
    """The opposed Shoot roll, before either shot; the winner fires first (see above).

    `shooter` played the held overwatch shot, `reaction.by` is firing back. When
    the one firing back can no longer fire (its overwatch ended while the offer
    waited), there is no duel: the held shot goes on alone.
    """
    back = reaction.by
    reasons = check(state, _shot(back, shooter))
    if reasons:
        return state, (Event.of("cannot_fire_back", back, OVERWATCH_SHOT, shooter, why=reasons[0].code),)
    first, state, rolled = overwatch_duel(state, shooter, back)
    if first == back:
        watch = state.token(shooter).tactical.overwatch
        outcome = apply(state, _shot(back, shooter))
        return _kept_for_its_shot(outcome.state, shooter, watch), (*rolled, *outcome.events)
    watch = state.token(back).tactical.overwatch
    mark = {"at": shooter, "toward": list(state.grid.to_offset(watch.toward)), "arc": watch.arc}
    return with_token(state, with_extra(state.token(back), **{FIRES_SECOND: mark})), rolled


def second_shot(state: BattleState, action: Action) -> Result:
    """After an overwatch shot (the catalogue's effect `overwatch_duel_second`): a duel's
    loser whose overwatch stood only for this shot loses it now; a loser marked to fire
    second at this shooter fires back, when it still can."""
    events: list[Event] = []
    shooter = state.token(action.actor)
    if shooter.tactical.extra.get(KEPT):
        state = with_token(state, with_extra(shooter, **{KEPT: None}))
        state, ended = disarmed(state, shooter.id)
        events.extend(ended)
    if action.target is None or not state.has_token(action.target):
        return state, tuple(events)
    back = state.token(action.target)
    mark = back.tactical.extra.get(FIRES_SECOND)
    if not isinstance(mark, dict) or mark.get("at") != action.actor:
        return state, tuple(events)
    state = with_token(state, with_extra(back, **{FIRES_SECOND: None}))
    armed, lost = state, False
    if state.token(back.id).tactical.overwatch is None and _keeps_overwatch(state):
        watch = OverwatchState(state.grid.from_offset(*mark["toward"]), float(mark.get("arc") or 0))
        armed, lost = with_overwatch(state, back.id, watch), True
    reasons = check(armed, _shot(back.id, action.actor))
    if reasons:
        why = reasons[0].code
        return state, (*events, Event.of("cannot_fire_back", back.id, OVERWATCH_SHOT, action.actor, why=why))
    outcome = apply(armed, _shot(back.id, action.actor))
    after, shot = outcome.state, outcome.events
    if lost:
        after, ended = disarmed(after, back.id)
        shot = (*shot, *ended)
    return after, (*events, *shot)


def _kept_for_its_shot(state: BattleState, token_id: str, watch: OverwatchState | None) -> BattleState:
    """The first shot's damage ended the loser's overwatch: under `unless_broken` it stands
    for the held shot (marked `KEPT`, ended by `second_shot`), unless the loser broke."""
    token = state.token(token_id)
    if watch is None or token.tactical.overwatch is not None or BROKEN in token.conditions:
        return state
    if not _keeps_overwatch(state):
        return state
    state = with_overwatch(state, token_id, watch)
    return with_token(state, with_extra(state.token(token_id), **{KEPT: True}))


def _keeps_overwatch(state: BattleState) -> bool:
    return str(option(state.options, SECOND_SHOT, UNLESS_BROKEN)) != UNLESS_DAMAGED


def with_overwatch(state: BattleState, token_id: str, watch: OverwatchState) -> BattleState:
    """The token on overwatch `watch` again."""
    token = state.token(token_id)
    return with_token(state, replace(token, tactical=replace(token.tactical, overwatch=watch)))


def disarmed(state: BattleState, token_id: str) -> Result:
    """The token's overwatch ends (an event says so)."""
    token = state.token(token_id)
    state = with_token(state, replace(token, tactical=replace(token.tactical, overwatch=None)))
    return state, (Event.of(TACTICAL, token_id, OVERWATCH_SHOT, None, key="overwatch", value=None),)


def _shot(by: str, at: str) -> Action:
    return Action(OVERWATCH_SHOT, by, target=at)
