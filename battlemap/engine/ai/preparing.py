"""Actions with no target a token may take first: the candidates to load, ready, aim or guard.

Every legal action with no target that is not an attack, nor an entry of the
attack group that only undoes one (Fallout's Cancel attack pays the attack's
AP again to take back a miss: worth it to stay hidden, never to strike
sooner), with the battle after it, in catalogue order.
"""

from __future__ import annotations

from collections.abc import Iterator

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.legality import legal_actions


def preparations(state: BattleState, token_id: str, *, reactions: bool = True
                 ) -> Iterator[tuple[Action, BattleState]]:
    """(action, the battle after it) for each legal action with no target the token may take
    first, in catalogue order (`reactions`: the reaction group's too)."""
    for option in legal_actions(state, token_id):
        if not prepares(option) or (not reactions and option.action_def.group == "reaction"):
            continue
        action = Action(option.id, token_id)
        try:
            after = apply(state, action).state
        except IllegalAction:
            continue
        yield action, after


def prepares(option) -> bool:
    """A legal action with no target that may prepare an attack: not an attack, nor an entry of
    the attack group that only undoes one (Fallout's Cancel attack pays the attack's AP again
    to take back a miss: worth it to stay hidden, never to strike sooner)."""
    definition = option.action_def
    return (option.legal and definition.target == "none" and not definition.attack()
            and definition.group != "attack")
