"""The end of a turn with something left to spend: an action that makes the token harder to hurt.

A token with nothing better to do (no attack it can pay, no way worth walking)
would end its turn with its budget unspent; a person spends it on whatever
keeps the enemies off until the next turn: Fallout's Defend (2 AP, -20 to
every attack on you until your next turn). No action is named here: each
legal action with no target (preparing.py) is weighed by the threat the
enemies pose at the token's cell after it (scoring.threat, every enemy's
chance judged again on the battle after it) and the one that lowers it most
is taken, when it lowers it enough to be worth a move of the hand; not one
that changes the token's posture (dropping prone costs the next turn a move).
"""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.engine.ai import scoring
from battlemap.engine.ai.attacks import fresh_turn, main_entry, strike
from battlemap.engine.ai.fighting import gap
from battlemap.engine.ai.plans import PREPARES, Decision, Why
from battlemap.engine.ai.preparing import preparations
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.legality import legal_actions

#: The threat must fall by this share, and by this many chances of a hit, to be worth the action.
SHARE, LEAST = 0.1, 0.05


def end_of_turn(state: BattleState, me: TokenState, enemies: Sequence[TokenState],
                foes: Sequence[scoring.Foe], dealt: float = 1.0, taken: float = 1.0) -> Decision | None:
    """What to spend the rest of the turn on: a held attack (watch) or a guard, the one worth
    more in the harm's units (`dealt`, `taken`: the side's weights)."""
    guarded, watched = guard(state, me, enemies, foes), watch(state, me, enemies)
    if guarded is None or watched is None:
        return guarded or watched
    return watched if dealt * watched.score >= taken * guarded.score else guarded


#: A held shot counts this much of one taken now (the enemy may not cross the line).
HELD = 0.5


def watch(state: BattleState, me: TokenState, enemies: Sequence[TokenState]) -> Decision | None:
    """An attack held for the enemies' turn (an action of the attack group aimed at a direction:
    Overwatch), aimed at the nearest enemy the token could hit on a fresh turn: the first such
    in catalogue order that the rules let it take now."""
    entry = main_entry(state)
    if entry is None:
        return None
    fresh = fresh_turn(state, me.id)
    near = sorted(enemies, key=lambda e: (gap(state, me, e), e.id))[:3]
    for enemy in near:
        struck = strike(fresh, Action(entry, me.id, target=enemy.id))
        if struck is None:
            continue
        for option in legal_actions(state, me.id):
            definition = option.action_def
            if not option.legal or definition.target != "direction" or definition.group != "attack":
                continue
            action = Action(option.id, me.id, cell=enemy.cell)
            try:
                apply(state, action)
            except IllegalAction:
                continue
            reasons = (Why.of("holds_fire", target=enemy.id, percent=round(float(struck.chance) * 100)),)
            return Decision(me.id, PREPARES, (), action, reasons, HELD * struck.harm)
    return None


def guard(state: BattleState, me: TokenState, enemies: Sequence[TokenState],
          foes: Sequence[scoring.Foe]) -> Decision | None:
    """The action with no target that lowers the threat on `me` most before its turn ends
    (its score: the harm it spares, in the harm's units)."""
    now = _threat(state, me, foes)
    if now <= LEAST:
        return None
    best, lowest = None, now * (1 - SHARE)
    for action, after in preparations(state, me.id, reactions=False):
        moved = after.token(me.id)
        if moved.cell != me.cell or moved.posture != me.posture:
            continue  # dropping prone shelters now and costs the next turn a move to get up
        then = _threat(after, moved, scoring.foes_of(after, moved, _still(after, enemies)))
        if then < lowest - 1e-9 and now - then >= LEAST:
            best, lowest = action, then
    if best is None:
        return None
    less = round(100 * (now - lowest) / now)
    spared = scoring.HARM_PER_HIT * (now - lowest)
    return Decision(me.id, PREPARES, (), best, (Why.of("guards_self", percent=less),), spared)


def _threat(state: BattleState, me: TokenState, foes: Sequence[scoring.Foe]) -> float:
    _, who = scoring.threat(state, me, me.cell, foes)
    taken, _ = scoring.sheltered(state, me, foes, who)
    return taken


def _still(state: BattleState, enemies: Sequence[TokenState]) -> tuple[TokenState, ...]:
    return tuple(state.token(e.id) for e in enemies if state.has_token(e.id))
