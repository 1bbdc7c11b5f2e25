"""What the headless commands share: a scenario file opened as a battle.

A user's mistake (a bad file, an unknown token) becomes a CommandError whose
message is printed as it is, with exit status 1: never a traceback.
"""

from __future__ import annotations

from battlemap.document.library import resolve_ruleset
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.schema import LoadError, load_scenario


class CommandError(Exception):
    """A user mistake on the command line: the message is printed, exit 1."""


def load_state(path: str) -> BattleState:
    """The battle of a scenario file (CommandError listing its problems)."""
    try:
        scenario = load_scenario(path, ruleset_resolver=resolve_ruleset)
    except LoadError as error:
        lines = [f"{path}: {len(error.problems)} problem(s)"]
        lines += [f"  {problem}" for problem in error.problems]
        raise CommandError("\n".join(lines)) from None
    ruleset = resolve_ruleset(scenario.ruleset)
    if ruleset is None:
        raise CommandError(f"{path}: unknown ruleset {scenario.ruleset!r}")
    return build_state(scenario, ruleset)


def load_battle(path: str, token_id: str) -> BattleState:
    """The battle of a scenario file, checked to hold `token_id` (CommandError otherwise)."""
    state = load_state(path)
    if not state.has_token(token_id):
        known = ", ".join(t.id for t in state.tokens) or "none"
        raise CommandError(f"{path}: no token {token_id!r} (tokens: {known})")
    return state
