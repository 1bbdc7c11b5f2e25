"""Small battles for the judge: the d20 sample's ford, two blue and two red units, objectives to taste."""

from __future__ import annotations

import json
from dataclasses import replace

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.play.effects import with_token
from battlemap.schema import parse_scenario

#: Two a side: blue west of the ford (cols 10-11, rows 5-8), red east of it.
TOKENS = [
    {"id": "b1", "name": "Captain Reyes", "side": "blue", "template": "spearmen", "at": [6, 6]},
    {"id": "b2", "name": "Blue swords", "side": "blue", "template": "swordsmen", "at": [6, 8]},
    {"id": "r1", "name": "Red spears", "side": "red", "template": "spearmen", "at": [16, 6]},
    {"id": "r2", "name": "Red militia", "side": "red", "template": "militia", "at": [16, 8]},
]


def scenario_doc(objectives=(), *, tokens=TOKENS, combat=None) -> dict:
    doc = json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))
    doc["tokens"] = list(tokens)
    doc["objectives"] = list(objectives)
    doc["combat"] = combat or {"order": [t["id"] for t in tokens], "active": tokens[0]["id"]}
    return doc


def battle(objectives=(), **kwargs) -> BattleState:
    """The battle of `scenario_doc`, as the engine builds it."""
    doc = scenario_doc(objectives, **kwargs)
    scenario = parse_scenario(json.dumps(doc), source="judge.json", ruleset_resolver=resolve_ruleset)
    return build_state(scenario, resolve_ruleset(scenario.ruleset))


def fallen(state: BattleState, *token_ids: str, condition: str = "disabled") -> BattleState:
    """`state` with each token taken out of the fight by `condition`."""
    for token_id in token_ids:
        token = state.token(token_id)
        state = with_token(state, replace(token, conditions=token.conditions | {condition}))
    return state


def moved(state: BattleState, token_id: str, col: int, row: int) -> BattleState:
    return state.with_token_moved(token_id, state.grid.from_offset(col, row))


def next_round(state: BattleState) -> BattleState:
    """The state after the document's Next Round (the round ends: zone objectives count it)."""
    from battlemap.document.turns import next_round_command

    return next_round_command(state).after
