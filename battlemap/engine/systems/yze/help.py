"""Year Zero help (RULES.md 2.3, [X rolling]): +1 die per helper, at most +3, and a
helper spends an action of the same type as the helped one.

The catalogue's `help_slow` and `help_fast` cost the helper a slow or a fast
action and leave on the ally a count (`help`) and the type (`help_type`). The
helped roll is the ally's next roll whose action is of that type: the
catalogue's actions rolling that attack (`roll_types`: close combat and shots
are slow, a retreat or a grapple attack fast). A roll of the other type
neither counts the help nor uses it up. All helpers of one roll help with the
same type of action (`help_other_type` otherwise). Help not used by the end
of the round goes with the helpers' actions (`systems/yze/turns.start_round`).
"""

from __future__ import annotations

from battlemap.engine.attacks.models import extra_count
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState

HELP, HELP_TYPE = "help", "help_type"
HELP_ACTIONS = {"help_slow": "slow", "help_fast": "fast"}
HELP_MAX = 3


def roll_types(state: BattleState, attack: str) -> frozenset[str]:
    """The action groups (slow, fast) of the catalogue's actions that roll `attack`."""
    return frozenset(
        definition.group for definition in state.ruleset.actions.values()
        if any(effect.attack == attack for effect in definition.effects)
    )


def helpers_for(state: BattleState, token, attack: str) -> int:
    """The helpers counted on `token`'s roll of `attack` (0 when their type differs). Only text names a
    type: whatever else a file wrote under `help_type` is as if it named none."""
    kind = token.tactical.extra.get(HELP_TYPE)
    if isinstance(kind, str) and kind not in roll_types(state, attack):
        return 0
    return min(HELP_MAX, extra_count(token, HELP))


def spent_help(state: BattleState, token, attack: str) -> dict[str, object]:
    """The extras a roll of `attack` clears: the help it counted, none otherwise."""
    return {HELP: None, HELP_TYPE: None} if helpers_for(state, token, attack) else {}


def help_reasons(state: BattleState, action: Action) -> list[Reason]:
    """A second helper must help with an action of the first one's type."""
    kind = HELP_ACTIONS.get(action.id)
    if kind is None or action.target is None or not state.has_token(action.target):
        return []
    given = state.token(action.target).tactical.extra.get(HELP_TYPE)
    if isinstance(given, str) and extra_count(state.token(action.target), HELP) and given != kind:
        return [Reason.of("help_other_type", given=given, offered=kind)]
    return []
