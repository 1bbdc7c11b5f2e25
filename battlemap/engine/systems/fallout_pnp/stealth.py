"""Fallout d100 homebrew: Sneak, the Sneak Attack, and who knows about it (RULES.md 4.3).

"2 AP, once per round: Stealth, but only if enemies do not see you and your
position is not obvious. Running breaks it." "Sense: Perception against the
target's last Sneak result; a win means the target's Sneak Attack does not
apply to you, unless it goes into Stealth again and succeeds." The seed leaves
open how sight is judged, what running is, and what a Sneak Attack gives [A]:

| option | default | reading |
|---|---|---|
| `sneak_sight` | `sight` | an enemy sees you when nothing that blocks sight stands between any of its cells and yours (`threat.sees`); `line_of_fire`: when it has a line of fire to you that is not full cover (tokens and low walls hide too) |
| `sneak_run_squares` | `5` | there is no Run action: a single move of more than 5 squares (25 ft) is running and breaks Stealth; 0: moving never breaks it |
| `sneak_attack_bonus` | `20` | a Sneak Attack (an attack from Stealth on a target that has not Sensed you) gets +20 hit chance; 0: none |
| `sneak_attack_needs_success` | `true` | only a successful Sneak roll gives a Sneak Attack (a failed one still spends the action) |
| `attack_breaks_sneak` | `true` | an attack ends Stealth; Cancel attack restores it ("you do not leave Stealth") |
| `sneak_obvious` | `adjacent` | "your position is not obvious": an enemy (able to react) within 5 ft knows where you are, seen or not (reason `position_obvious`); `gm`: only sight is judged, the rest is the GM's call |

Beyond that, "obvious" (a lit target, a trail of blood) is the GM's call. An enemy that cannot react
(unconscious, dead) sees nothing. A successful Sneak makes every earlier Sense
of this token forgotten (`sensed` cleared where it names it).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.attacks.models import option
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.threat import sees
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.fallout_pnp.attack import SNEAKING, sneak_attack_applies

SENSED = "sensed"
SNEAK_RUN_SQUARES = 5
#: A cancellable miss from Stealth: Cancel attack gives Stealth back.
MISSED_SNEAKING = "missed_sneaking"


def _with_extras(state, token_id: str, changes: dict[str, object]):
    token = state.token(token_id)
    extra = {k: v for k, v in {**token.tactical.extra, **changes}.items() if v is not None}
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def seen_by(state, token_id: str) -> tuple[str, ...]:
    """The enemies of `token_id` that see it (option `sneak_sight`), in map order."""
    token, grid = state.token(token_id), state.grid
    mine = [grid.index(c) for c in token.footprint if grid.in_bounds(c)]
    by_fire = option(state.options, "sneak_sight", "sight") == "line_of_fire"
    found = []
    for enemy in state.enemies_of(token):
        if state.rules.cannot_react(enemy) is not None:
            continue
        if by_fire:
            seen = line_of_fire(state, enemy.id, token.id).clear
        else:
            theirs = [grid.index(c) for c in enemy.footprint if grid.in_bounds(c)]
            seen = any(sees(state, a, b) for a in theirs for b in mine)
        if seen:
            found.append(enemy.id)
    return tuple(found)


def obvious_to(state, token_id: str) -> tuple[str, ...]:
    """The enemies (able to react) within 5 ft of `token_id`, to whom its position is obvious
    (option `sneak_obvious` "adjacent"; "gm": nobody)."""
    if option(state.options, "sneak_obvious", "adjacent") != "adjacent":
        return ()
    token = state.token(token_id)
    return tuple(e.id for e in state.enemies_of(token)
                 if state.rules.cannot_react(e) is None and distance(state, token, e) <= 1)


def sneak_reasons(state, action) -> list[Reason]:
    """Sneak only while no enemy sees you (`seen_by_enemy`) and your position is not obvious
    (`position_obvious`: an enemy next to you), each naming who."""
    reasons = []
    watchers = seen_by(state, action.actor)
    if watchers:
        reasons.append(Reason.of("seen_by_enemy", by=watchers))
    near = obvious_to(state, action.actor)
    if near:
        reasons.append(Reason.of("position_obvious", by=near))
    return reasons


def after_sneak(state, token_id: str, events):
    """A successful Sneak: every Sense that found this token is forgotten."""
    if not events or not events[-1].param("success"):
        return state, ()
    forgot = tuple(t.id for t in state.tokens if t.tactical.extra.get(SENSED) == token_id)
    for other in forgot:
        state = _with_extras(state, other, {SENSED: None})
    return state, ((Event.of("sense_forgotten", token_id, "sneak", None, by=forgot),) if forgot else ())


def sneak_move(state, action):
    """After a move: more than `sneak_run_squares` squares in one move is running, and ends Stealth."""
    token = state.token(action.actor)
    limit = int(option(state.options, "sneak_run_squares", SNEAK_RUN_SQUARES))
    if not token.tactical.extra.get(SNEAKING) or not limit or len(action.path) <= limit:
        return state, ()
    state = _with_extras(state, token.id, {SNEAKING: None})
    return state, (Event.of("stealth_broken", token.id, action.id, None, why="running", squares=len(action.path)),)


def after_attack(state, attacker_id: str, *, cancellable: bool):
    """An attack ends Stealth (option `attack_breaks_sneak`); a cancellable miss remembers it."""
    token = state.token(attacker_id)
    if not token.tactical.extra.get(SNEAKING) or not option(state.options, "attack_breaks_sneak", True):
        return state, ()
    state = _with_extras(state, attacker_id, {SNEAKING: None, MISSED_SNEAKING: True if cancellable else None})
    return state, (Event.of("stealth_broken", attacker_id, "attack", None, why="attack"),)


def after_cancel(state, token_id: str):
    """Cancel attack: "you do not leave Stealth"."""
    if not state.token(token_id).tactical.extra.get(MISSED_SNEAKING):
        return state, ()
    state = _with_extras(state, token_id, {MISSED_SNEAKING: None, SNEAKING: True})
    return state, (Event.of("stealth_kept", token_id, "cancel_attack", None),)


def knows_of(state, token_id: str, attacker_id: str) -> bool:
    """Whether `token_id` knows where the attacker is: it Sensed it (since its last successful Sneak)."""
    return state.token(token_id).tactical.extra.get(SENSED) == attacker_id


def take_the_hit_reasons(state, protector_id: str, attacker_id: str, target_id: str) -> list[Reason]:
    """Take the Hit is refused against a Sneak Attack that neither the target nor the protector knew of.

    If the target knew, it is no Sneak Attack on it; if the protector (not the
    target) knew, it may still take it."""
    if not sneak_attack_applies(state, state.token(attacker_id), state.token(target_id)):
        return []
    if knows_of(state, protector_id, attacker_id):
        return []
    return [Reason.of("sneak_attack_unknown", attacker=attacker_id, target=target_id)]
