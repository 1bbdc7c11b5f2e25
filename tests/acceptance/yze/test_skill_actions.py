"""Year Zero actions that are skill rolls (RULES.md 2.3): take cover (fast; cover in the
zone; a Mobility roll only with option take_cover_roll), first aid (slow, Healing, target
broken), persuade (slow, Persuasion, the opponent hears you), use an item (fast); and
mental conditions (-1 per condition on Wits and Empathy rolls, the 4th breaks)."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.damage import add_conditions, condition_penalty
from battlemap.engine.systems.yze.skills import cover_taken, skill_roll
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def codes(reasons):
    return [r.code for r in reasons]


def scene(text, seed=0, **tokens):
    ids = [c for c in text if c.isalpha() and c not in "DdwT"]
    combat = {"round": 1, "order": ids, "active": ids[0], "spent": {}}
    tokens = {i: tokens.get(i, {"template": "survivor"}) for i in ids}
    return battle(text, "yze", tokens=tokens, combat=combat, seed=seed)


def cover(state, col=1, actor="A"):
    return Action("take_cover", actor, cell=state.grid.from_offset(col, 0))


def test_take_cover_is_a_fast_action_needing_cover_in_reach():
    state = scene("A+T.....b")
    out = apply(state, cover(state))
    # The low wooden wall beside A: cover rating 6.
    assert cover_taken(out.state, "A") == 6 and out.of_kind("mobility_roll") == ()
    assert out.state.combat.spent_by("A", "action.fast") == 1
    assert codes(check(state, cover(state, 2))) == ["no_cover_there"]  # the trees are 2 squares off
    assert codes(check(scene("A.......b"), cover(state))) == ["no_cover_there"]


@pytest.mark.parametrize(("terrain", "rating"), [("h", 3), ("D", 4), ("T", 5), ("+", 6), ("#", 8)],
                         ids=["furniture", "wooden-door", "tree-trunk", "wooden-wall", "stone-wall"])
def test_cover_ratings_are_the_seed_table(terrain, rating):
    state = scene("A" + ("." if terrain == "h" else terrain) + "......b")
    if terrain == "h":
        ids = [state.terrain.terrain_id_at(i) for i in range(state.grid.size)]
        ids[1] = "furniture"
        state = replace(state, terrain=TerrainMap.build(state.grid, state.ruleset, ids, {}))
    assert cover_taken(apply(state, cover(state)).state, "A") == rating


def test_taken_cover_rolls_like_armour_against_shots():
    state = scene("+A......b", b={"template": "gunner"})
    covered = apply(state, cover(state, 0)).state
    hits = 0
    for seed in range(60):
        shot = replace(covered, combat=replace(covered.combat, active="b", spent={}),
                       dice=replace(covered.dice, seed=seed))
        out = apply(shot, Action("shoot", "b", target="A"))
        for damage in out.of_kind("damage"):
            assert len(damage.param("cover_faces")) == 6
            hits += 1
    assert hits > 0


def test_moving_gives_taken_cover_up():
    state = scene("+A......b")
    covered = apply(state, cover(state, 0)).state
    assert cover_taken(covered, "A") == 6
    moved = apply(covered, Action("move", "A", path=(state.grid.from_offset(2, 0),)))
    assert cover_taken(moved.state, "A") == 0


def test_with_take_cover_roll_a_failed_mobility_roll_finds_no_cover():
    seen = set()
    for seed in range(30):
        state = with_options(scene("A+......b", seed), take_cover_roll=True)
        out = apply(state, cover(state))
        (roll,) = out.of_kind("mobility_roll")
        assert cover_taken(out.state, "A") == (6 if roll.param("success") else 0)
        seen.add(roll.param("success"))
    assert seen == {True, False}


def test_first_aid_is_slow_and_only_for_the_broken():
    state = scene("AB", A={"template": "medic"}, B={"template": "survivor", "state": {"physical": 4},
                                                    "conditions": ["broken"]})
    assert check(state, Action("first_aid", "A", target="B")) == ()
    healthy = scene("AB", A={"template": "medic"})
    assert codes(check(healthy, Action("first_aid", "A", target="B"))) == ["target_not_broken"]


def test_first_aid_heals_a_condition_per_six_and_the_patient_gets_up():
    seen = set()
    for seed in range(30):
        state = scene("AB", seed, A={"template": "medic"},
                      B={"template": "survivor", "state": {"physical": 4}, "conditions": ["broken"]})
        out = apply(state, Action("first_aid", "A", target="B"))
        (roll,) = out.of_kind("healing_roll")
        # Medic: Empathy 4 + Healing 3 = 7 dice.
        assert len(roll.param("faces")) == 7
        patient = out.state.token("B")
        sixes = roll.param("faces").count(6)
        assert patient.tactical.extra.get("physical", 0) == max(0, 4 - sixes)
        assert ("broken" in patient.conditions) == (sixes == 0)
        seen.add(sixes > 0)
        assert out.state.combat.spent_by("A", "action.slow") == 1
    assert seen == {True, False}


def test_persuasion_needs_an_opponent_who_hears_you():
    near = scene("A....b", A={"template": "medic"})
    assert check(near, Action("persuade", "A", target="b")) == ()
    far = scene("A" + "." * 20 + "b", A={"template": "medic"})
    assert codes(check(far, Action("persuade", "A", target="b"))) == ["cannot_hear_you"]
    out = apply(near, Action("persuade", "A", target="b"))
    (roll,) = out.of_kind("persuasion_roll")
    # Medic: Empathy 4 + Persuasion 2 = 6 dice.
    assert len(roll.param("faces")) == 6
    assert (out.state.token("b").tactical.extra.get("persuaded") == "A") == roll.param("success")


def test_using_an_item_is_a_fast_action():
    state = scene("AB.c")
    assert codes(check(state, Action("use_item", "A", target="A"))) == ["item_missing"]
    far = Action("use_item", "A", target="c", options=(("item", "flare"),))
    assert codes(check(state, far)) == ["not_engaged"]
    out = apply(state, Action("use_item", "A", target="B", options=(("item", "flare"),)))
    assert out.of_kind("item_used")[0].param("item") == "flare"
    assert out.state.combat.spent_by("A", "action.fast") == 1


@pytest.mark.parametrize(("attribute", "mental", "physical", "dice"), [
    ("empathy", 2, 0, 1 + 3 - 2), ("wits", 1, 3, 3 - 1), ("agility", 3, 1, 3 + 1 - 1),
], ids=["empathy-mental", "wits-mental-only", "agility-physical-only"])
def test_mental_conditions_cost_wits_and_empathy_dice_physical_ones_strength_and_agility(
        attribute, mental, physical, dice):
    state = scene("A.b", A={"template": "survivor", "stats": {"persuasion": 1},
                            "state": {"mental": mental, "physical": physical}})
    skill = {"empathy": "persuasion", "wits": "observation", "agility": "mobility"}[attribute]
    roll, _ = skill_roll(state, "A", attribute, skill)
    assert len(roll.faces) == dice
    assert condition_penalty(state.token("A"), attribute) == (mental if attribute in ("wits", "empathy") else physical)


def test_the_fourth_mental_condition_breaks():
    state = scene("A.b", A={"template": "survivor", "state": {"mental": 3}})
    after, events = add_conditions(state, "b", "fear", "A", "mental", 1)
    assert {"broken", "mental_critical_injury"} <= after.token("A").conditions
    assert [e.param("condition") for e in events[-2:]] == ["broken", "mental_critical_injury"]
    assert "broken" not in add_conditions(scene("A.b"), "b", "fear", "A", "mental", 3)[0].token("A").conditions


def test_a_pushed_empathy_roll_costs_a_mental_condition_per_attribute_bane():
    seen = set()
    for seed in range(80):
        state = scene("A....b", seed, A={"template": "medic"})
        roll, after = skill_roll(state, "A", "empathy", "persuasion", pushed=True)
        token = after.token("A")
        if not roll.pushed:
            assert roll.successes >= 1 and "mental" not in token.tactical.extra
            continue
        banes = roll.attribute.count(1)
        assert token.tactical.extra.get("mental", 0) == banes
        assert "physical" not in token.tactical.extra
        seen.add(banes > 0)
    assert seen == {True, False}


def test_taken_cover_loses_a_step_per_bane_when_damage_gets_past_it():
    state = scene("+A......b", b={"template": "gunner"})
    covered = apply(state, cover(state, 0)).state
    worn = 0
    for seed in range(80):
        shot = replace(covered, combat=replace(covered.combat, active="b", spent={}),
                       dice=replace(covered.dice, seed=seed))
        out = apply(shot, Action("shoot", "b", target="A"))
        for hit in out.of_kind("damage"):
            faces = hit.param("cover_faces")
            passed = hit.param("damage") - faces.count(6) > 0
            expected = 6 - faces.count(1) if passed else 6
            assert cover_taken(out.state, "A") == expected
            worn += expected < 6
    assert worn > 0
