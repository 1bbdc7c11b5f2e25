"""The [turn] and [actions] tables: vocabulary, cross references, the bundled catalogues."""

import copy
import tomllib

import pytest

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.schema import LoadError, ruleset_from_document
from battlemap.schema.actions import Cost, Effect


def raw(ruleset_id="d20-mass"):
    entry = resources.ruleset_file(ruleset_id)
    return tomllib.loads(entry.read_text(encoding="utf-8"))


def problems(document) -> list[str]:
    with pytest.raises(LoadError) as caught:
        ruleset_from_document(document, source="t.toml")
    return [str(p) for p in caught.value.problems]


@pytest.mark.parametrize("ruleset_id,kind,action,cost", [
    ("d20-mass", "d20_actions", "aim", Cost(swift=2)),
    ("yze", "slow_fast", "shoot", Cost(slow=1)),
    ("fallout-pnp", "ap_pool", "dodge", Cost(ap=1, from_next_turn=True)),
    ("gurps4e", "maneuver", "attack", Cost(maneuver=1)),
])
def test_bundled_rulesets_declare_their_economy(ruleset_id, kind, action, cost):
    ruleset = bundled_ruleset(ruleset_id)
    assert ruleset.turn.kind == kind
    assert ruleset.actions[action].cost == cost


def test_names_in_english_and_the_seed_language():
    languages = {"d20-mass": "zh-Hans", "yze": "zh-Hant", "fallout-pnp": "ru", "gurps4e": "zh-Hans"}
    for ruleset_id, language in languages.items():
        for action in bundled_ruleset(ruleset_id).actions.values():
            assert {"en", language} <= set(action.names)


def test_requirements_read_plain_or_with_values():
    action = bundled_ruleset("d20-mass").actions["opportunity_attack"]
    assert [(r.code, r.values) for r in action.requirements()] == [
        ("out_of_turn", ()), ("not_surprised", ()), ("ready_weapon", ()),
        ("condition_not_in", ("total_defence",)),
    ]


def _broken(change):
    document = copy.deepcopy(raw())
    change(document)
    return " | ".join(problems(document))


@pytest.mark.parametrize("change,message", [
    (lambda d: d["actions"]["attack"].update(cost={"slow": 1}), "cost slow is not paid in a d20_actions turn"),
    (lambda d: d["actions"]["attack"].update(group="fast"), "group 'fast' is not one of standard"),
    (lambda d: d["actions"]["stand_up"].update(effects=[{"set_posture": "flying"}]),
     "posture 'flying' is not in the postures table"),
    (lambda d: d["actions"]["stand_up"].update(requires=[{"code": "posture_in", "values": ["kneeling"]}]),
     "posture 'kneeling' is not in the postures table"),
    (lambda d: d.pop("turn"), "actions need a [turn] section"),
    (lambda d: d["actions"]["total_defence"].update(group="free"), "a free action has no cost"),
    (lambda d: d["actions"]["search"].update(group="standard"), "full_round group and full_round cost go together"),
    (lambda d: d["actions"]["move"].update(target="enemy"), "a move needs target path"),
    (lambda d: d["actions"]["attack"].update(target="none"), "an attack needs target enemy or token"),
    (lambda d: d["actions"]["attack"].update(requires=["on_horseback"]), "actions.attack.requires[0].code"),
    (lambda d: d["actions"]["attack"].update(requires=[{"code": "posture_in"}]), "requirement posture_in needs values"),
    (lambda d: d["actions"]["attack"].update(limits={"per_round": 0}), "actions.attack.limits.per_round"),
    (lambda d: d["actions"]["attack"].update(price=3), "actions.attack"),
    (lambda d: d["turn"].update(kind="initiative_cards"), "turn"),
    (lambda d: d["turn"].update(ap_stat="ap"), "turn.d20_actions.ap_stat"),
], ids=["cost-kind", "group", "effect-posture", "requires-posture", "no-turn", "free-with-cost",
        "full-round", "move-target", "attack-target", "unknown-requirement", "values-missing",
        "limit-zero", "unknown-field", "unknown-kind", "field-of-other-kind"])
def test_mistakes_are_reported(change, message):
    assert message in _broken(change)


@pytest.mark.parametrize("fields,message", [
    ({}, "exactly one of"),
    ({"set_posture": "prone", "add_condition": "x"}, "exactly one of"),
    ({"add_condition": "x", "value": 2}, "value goes with set_tactical or count_tactical only"),
    ({"count_tactical": "defend", "value": "two"}, "count_tactical adds a whole number"),
])
def test_an_effect_is_exactly_one_thing(fields, message):
    with pytest.raises(ValueError, match=message):
        Effect(**fields)


@pytest.mark.parametrize("fields,message", [
    ({"full_round": True, "swift": 1}, "full-round cost takes every slot"),
    ({"from_next_turn": True}, "from_next_turn applies to an ap cost"),
])
def test_cost_consistency(fields, message):
    with pytest.raises(ValueError, match=message):
        Cost(**fields)
