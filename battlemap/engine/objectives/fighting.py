"""Who still fights: a token not fallen or routed by its system's rules, and the sides in the battle.

A token is out of the fight when its system's rules say so
(`SystemRules.out_of_fight`: dead, unconscious, disabled, broken, routed...);
passing states (stunned, surprised) keep it in. The sides in the battle are
every side a token on the map or an objective names; a `sides` entry with no
token yet is a side still to be placed, not one beaten.
"""

from __future__ import annotations

from battlemap.engine.battle.state import BattleState, TokenState


def still_fights(state: BattleState, token: TokenState) -> bool:
    """True while `token` is neither fallen nor routed."""
    return state.rules.out_of_fight(token) is None


def fighters(state: BattleState, side: str) -> tuple[TokenState, ...]:
    """The tokens of `side` that still fight, in map order."""
    return tuple(t for t in state.tokens if t.side == side and still_fights(state, t))


def sides_in_battle(state: BattleState) -> tuple[str, ...]:
    """Every side tokens or objectives name, in that order of first mention."""
    named: dict[str, None] = {}
    for token in state.tokens:
        named.setdefault(token.side)
    for objective in state.objectives:
        named.setdefault(objective.side)
        if objective.target:
            named.setdefault(objective.target)
    return tuple(named)


def fighting_sides(state: BattleState) -> tuple[str, ...]:
    """The sides in the battle with a token that still fights."""
    standing = {t.side for t in state.tokens if still_fights(state, t)}
    return tuple(s for s in sides_in_battle(state) if s in standing)
