"""Which options an action asks for: what its description names and its system's module reads."""

from __future__ import annotations

import pytest

from battlemap.document.action_options import OptionField, option_fields, parsed_options
from battlemap.document.battle import BattleDocument
from battlemap.resources import scenario_file


@pytest.fixture(scope="module")
def battles() -> dict[str, BattleDocument]:
    names = ("d20-skirmish", "fallout-alley", "gurps-duel", "yze-zones")
    return {n: BattleDocument.open(scenario_file(f"{n}.json")) for n in names}


@pytest.mark.parametrize(
    ("scenario", "actor", "action", "expected"),
    [
        ("fallout-alley", "doc", "delay", [("score", "")]),
        ("fallout-alley", "doc", "stabilise", [("remove", "")]),
        ("fallout-alley", "doc", "reload", [("rounds", ""), ("ammo", "")]),
        ("fallout-alley", "doc", "overwatch_dual", [("line2", "")]),  # not dual_penalty: a house rule
        ("gurps-duel", "ysolde", "long_action", [("task", "swallow"), ("count", "1"), ("rolled", ""), ("seconds", ""), ("item", "")]),
        ("gurps-duel", "ysolde", "ready", [("item", ""), ("reach", "")]),
        ("gurps-duel", "ysolde", "lift_heavy", [("weight", ""), ("hands", "")]),
        ("yze-zones", "kasia", "shoot", [("ammo", "0"), ("push", "no"), ("extra_hits", "")]),
        ("yze-zones", "kasia", "full_auto", [("targets", ""), ("push", "no")]),
        ("yze-zones", "kasia", "overwatch", []),
        ("d20-skirmish", "r-xbow", "total_defence", []),
    ],
    ids=["fallout-delay", "fallout-stabilise", "fallout-reload", "fallout-dual", "gurps-long",
         "gurps-ready", "gurps-lift", "yze-shoot", "yze-full-auto", "yze-overwatch", "d20-no-options"],
)
def test_the_fields_each_action_asks(battles, scenario, actor, action, expected):
    state = battles[scenario].state
    assert [(f.key, f.default) for f in option_fields(state, actor, action)] == expected


def test_d20_asks_the_weapon_only_when_there_is_a_choice(battles):
    state = battles["d20-skirmish"].state
    for token in state.tokens:
        keys = [f.key for f in option_fields(state, token.id, "attack")]
        assert keys == (["weapon"] if len(token.ready_weapons()) > 1 else [])


def test_an_unknown_action_asks_nothing(battles):
    assert option_fields(battles["yze-zones"].state, "kasia", "no_such_action") == ()


def test_blank_lines_are_left_out_and_values_trimmed():
    fields = (OptionField("task", "swallow"), OptionField("count", "1"), OptionField("rolled"))
    assert parsed_options(fields, {"task": " write_note ", "count": "2", "rolled": ""}) == (
        ("task", "write_note"), ("count", "2"))
    assert parsed_options(fields, {}) == (("task", "swallow"), ("count", "1"))
