"""What first aid, persuasion and using an item change (RULES.md 2.3; the SRD's
weapons-and-damage 恢復, rolling-and-pushing 說服 and 談判位置): damage or stress healed
per six, the broken back up; the bargaining position, resisting (Insight) and
interrogation (Stamina +1); an item's skill roll with its gear dice."""

import pytest

from battlemap.document.action_options import option_fields
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from tests.engine.ascii_maps import battle

MEDIC = {"template": "medic"}


def scene(text, seed=0, **tokens):
    ids = [c for c in text if c.isalpha()]
    combat = {"round": 1, "order": ids, "active": ids[0], "spent": {}}
    tokens = {i: tokens.get(i, {"template": "survivor"}) for i in ids}
    return battle(text, "yze", tokens=tokens, combat=combat, seed=seed)


def codes(reasons):
    return [r.code for r in reasons]


def broken(**state):
    return {"template": "survivor", "state": state, "conditions": ["broken"]}


def test_first_aid_heals_stress_when_stress_broke_the_patient():
    for seed in range(20):
        out = apply(scene("AB", seed, A=MEDIC, B=broken(mental=4, physical=1)), Action("first_aid", "A", target="B"))
        (roll,) = out.of_kind("healing_roll")
        sixes = roll.param("faces").count(6)
        patient = out.state.token("B").tactical.extra
        assert patient.get("mental", 0) == max(0, 4 - sixes) and patient.get("physical") == 1
        assert ("broken" in out.state.token("B").conditions) == (sixes == 0)


def test_first_aid_option_heal_picks_damage_or_stress_and_the_other_kind_keeps_them_broken():
    for seed in range(20):
        state = scene("AB", seed, A=MEDIC, B=broken(mental=4, physical=4))
        out = apply(state, Action("first_aid", "A", target="B", options=(("heal", "physical"),)))
        sixes = out.of_kind("healing_roll")[0].param("faces").count(6)
        assert out.state.token("B").tactical.extra.get("physical", 0) == max(0, 4 - sixes)
        assert "broken" in out.state.token("B").conditions  # four mental conditions still break
    assert [f.key for f in option_fields(state, "A", "first_aid")] == ["heal", "push"]


def test_first_aid_reaches_the_dying_too():
    state = scene("AB", A=MEDIC, B={"template": "survivor", "conditions": ["dying"]})
    assert check(state, Action("first_aid", "A", target="B")) == ()


@pytest.mark.parametrize(("b_state", "position", "expected"), [
    ({}, "0", 6), ({"physical": 1}, "0", 7), ({"mental": 2}, "-2", 5), ({}, "2", 8),
], ids=["plain", "hurt-opponent-plus-1", "stressed-and-bad-position", "gm-position-plus-2"])
def test_the_bargaining_position_adds_or_removes_dice(b_state, position, expected):
    state = scene("A..b", A=MEDIC, b={"template": "survivor", "state": b_state})
    out = apply(state, Action("persuade", "A", target="b", options=(("position", position),)))
    (roll,) = out.of_kind("persuasion_roll")
    # Medic: Empathy 4 + Persuasion 2 = 6 dice.
    assert len(roll.param("faces")) == expected
    assert sum(m.value for m in roll.modifiers) == expected - 6


def test_holding_the_opponent_captive_is_plus_1_being_held_minus_1():
    held = scene("Ab", A=MEDIC, b={"template": "survivor", "state": {"captive_of": "A"}})
    assert len(apply(held, Action("persuade", "A", target="b")).of_kind("persuasion_roll")[0].param("faces")) == 7
    holds_you = scene("Ab", A={"template": "medic", "state": {"captive_of": "b"}})
    assert len(apply(holds_you, Action("persuade", "A", target="b")).of_kind("persuasion_roll")[0]
               .param("faces")) == 5


def test_a_resisting_opponent_opposes_with_insight_and_each_six_cancels_one():
    seen = set()
    for seed in range(40):
        state = scene("A..b", seed, A=MEDIC, b={"template": "survivor", "stats": {"insight": 2}})
        out = apply(state, Action("persuade", "A", target="b", options=(("resist", "yes"),)))
        (against,) = out.of_kind("insight_roll")
        (roll,) = out.of_kind("persuasion_roll")
        # Empathy 3 + Insight 2 = 5 dice against the medic's 6.
        assert len(against.param("faces")) == 5
        won = roll.param("faces").count(6) - against.param("faces").count(6) >= 1
        assert roll.param("success") == won
        assert (out.state.token("b").tactical.extra.get("persuaded") == "A") == won
        seen.add(won)
    assert seen == {True, False}


def test_an_interrogation_is_opposed_by_stamina_at_plus_1():
    state = scene("Ab", A=MEDIC, b={"template": "survivor", "stats": {"stamina": 1}})
    out = apply(state, Action("persuade", "A", target="b", options=(("interrogate", "yes"),)))
    assert len(out.of_kind("stamina_roll")[0].param("faces")) == 3 + 1
    assert len(out.of_kind("persuasion_roll")[0].param("faces")) == 6 + 1
    assert codes(check(state, Action("persuade", "A", target="b", options=(("position", "lots"),)))) == [
        "bad_position"]


def test_using_an_item_rolls_its_skill_with_its_gear_dice():
    state = scene("AB", A=MEDIC)
    out = apply(state, Action("use_item", "A", target="B",
                              options=(("item", "medkit"), ("skill", "healing"), ("bonus", "2"))))
    (roll,) = out.of_kind("healing_roll")
    # Empathy 4 + Healing 3 + 2 gear dice.
    assert len(roll.param("faces")) == 9
    assert out.of_kind("item_used")[0].param("success") == (roll.param("faces").count(6) >= 1)
    assert codes(check(state, Action("use_item", "A", target="A",
                                     options=(("item", "x"), ("skill", "juggling"))))) == ["unknown_skill"]
    assert [f.key for f in option_fields(state, "A", "use_item")] == ["item", "skill", "bonus", "push"]


def test_a_stressful_situation_costs_the_stress_the_insight_sixes_do_not_cancel():
    seen = set()
    for seed in range(30):
        state = scene("A.b", seed, A={"template": "medic", "stats": {"insight": 1}})
        out = apply(state, Action("face_stress", "A", options=(("stress", "3"),)))
        (roll,) = out.of_kind("insight_roll")
        # Empathy 4 + Insight 1 = 5 dice; torture is 3 potential stress.
        assert len(roll.param("faces")) == 5
        left = max(0, 3 - roll.param("faces").count(6))
        assert out.state.token("A").tactical.extra.get("mental", 0) == left
        assert out.state.combat.spent_by("A", "action.fast") == 0
        seen.add(left)
    assert len(seen) >= 2
    assert codes(check(scene("A.b"), Action("face_stress", "A", options=(("stress", "0"),)))) == ["bad_stress"]
