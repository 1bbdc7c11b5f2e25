"""Which options an action asks for: what its description names and its system's module reads."""

from __future__ import annotations

from dataclasses import replace

import pytest

from battlemap.engine.battle.modifiers import Named
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


def _choices(state, actor, action, key):
    field = next(f for f in option_fields(state, actor, action) if f.key == key)
    return [(value, str(label)) for value, label in field.choices]


@pytest.mark.parametrize(
    ("scenario", "actor", "action", "key", "expected"),
    [
        ("d20-skirmish", "b-spear", "attack", "weapon", [("spear", "Spear"), ("shield", "Shield"), ("unarmed", "Unarmed")]),
        ("d20-skirmish", "b-sword", "draw_weapon", "item", [("javelin", "Javelin")]),
        ("d20-skirmish", "b-spear", "grapple", "purpose", [("trip", "trip"), ("disarm", "disarm")]),
        ("d20-skirmish", "b-spear", "bull_rush", "then", [("follow", "follows"), ("stay", "stays")]),
        ("fallout-alley", "doc", "attack", "weapon", [("pistol_10mm", "10mm pistol")]),
        ("fallout-alley", "doc", "disarm", "skill", [("engineering", "Engineering"), ("sleight_of_hand", "Sleight of Hand")]),
        ("fallout-alley", "doc", "stabilise", "remove", [("bleeding", "bleeding"), ("burning", "burning"), ("dazed", "dazed"),
                                                        ("stunned", "stunned"), ("unconscious", "unconscious")]),
        ("fallout-alley", "doc", "swap_item", "item", [("combat_knife", "Combat knife"), ("improvised_item", "Item used on an enemy")]),
        ("fallout-alley", "doc", "drop_item", "item", [("pistol_10mm", "10mm pistol")]),
        ("fallout-alley", "doc", "pick_up", "item", [("ammo-1", "10mm rounds"), ("machete-1", "Machete"), ("stimpak-1", "stimpak")]),
        ("fallout-alley", "doc", "reload", "ammo", [("ammo-1", "10mm rounds")]),
        ("gurps-duel", "sir-aldric", "ready", "item", [("medium_shield", "Medium shield")]),
        ("gurps-duel", "sir-aldric", "wait", "then", [("attack", "Attack"), ("feint", "Feint"),
                                                     ("all_out_attack", "All-Out Attack (Determined)"), ("ready", "Ready")]),
        ("gurps-duel", "sir-aldric", "long_action_hurry", "stat", [("dx", "DX"), ("iq", "IQ")]),
        ("yze-zones", "kasia", "shoot", "push", [("no", "no"), ("yes", "yes")]),
        ("yze-zones", "kasia", "use_item", "item", [("rifle", "Rifle"), ("pistol", "Pistol")]),
        ("yze-zones", "kasia", "first_aid", "heal", [("physical", "physical damage"), ("mental", "stress")]),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_a_field_lists_what_the_battle_knows(battles, scenario, actor, action, key, expected):
    """The choices are ids the action reads, named as the ruleset names them."""
    got = _choices(battles[scenario].state, actor, action, key)
    assert [(v, label) for v, label in got] == [(v, label) for v, label in expected]


def test_year_zero_skills_are_its_twelve_and_unknown_stats_read_as_words(battles):
    state = battles["yze-zones"].state
    field = next(f for f in option_fields(state, "kasia", "use_item") if f.key == "skill")
    assert len(field.choices) == 12
    labels = dict(field.choices)
    assert isinstance(labels["melee"], Named) and labels["melee"].table == "stats"
    assert labels["might"] == "Might"  # no stat of the catalogue: words the window translates


def test_gurps_facing_is_the_hex_directions_as_arrows_and_words(battles):
    state = battles["gurps-duel"].state
    assert _choices(state, "sir-aldric", "turn", "face") == [
        ("0", "\u2191 north"), ("1", "\u2197 north-east"), ("2", "\u2198 south-east"),
        ("3", "\u2193 south"), ("4", "\u2199 south-west"), ("5", "\u2196 north-west")]


def test_gurps_facing_lists_nothing_on_a_square_map(battles):
    """The engine refuses any facing there (turning.face_reasons): only the usual one is left."""
    state = battles["gurps-duel"].state
    square = replace(state, grid=battles["d20-skirmish"].state.grid)
    assert _choices(square, "sir-aldric", "turn", "face") == []


def test_numbers_carry_the_engine_bounds(battles):
    fallout = battles["fallout-alley"].state
    bounds = {f.key: f.bounds for f in option_fields(fallout, "doc", "pick_up")}
    assert bounds["count"] == (1, 5)
    dodge = next(f for f in option_fields(fallout, "doc", "dodge") if f.key == "count")
    assert (dodge.bounds, dodge.default) == ((1, 5), "")
    gurps = battles["gurps-duel"].state
    long = {f.key: (f.bounds, f.default) for f in option_fields(gurps, "sir-aldric", "long_action")}
    assert long["count"] == ((1, 999), "1") and long["rolled"] == ((3, 18), "")


def test_every_field_a_system_declares_lists_something_known():
    from battlemap.document.option_choices import LISTS
    from battlemap.engine.systems.registry import SYSTEMS
    for system in SYSTEMS.values():
        fields = [*system.key_fields.values(), *(f for fs in system.action_fields.values() for f in fs)]
        assert {f.lists for f in fields} - {""} <= LISTS, system.id


def test_every_hint_is_words_not_ids(battles):
    for document in battles.values():
        state = document.state
        for action_id in state.ruleset.actions:
            for field in option_fields(state, state.tokens[0].id, action_id):
                assert "_" not in field.hint_text, (action_id, field.key, field.hint_text)
