"""Year Zero attacks as rolled (RULES.md 2.4-2.7): sixes, damage, armour, cover, conditions,
aim, bows and crossbows, retreat, overwatch, special unarmed attacks, pushes."""

from dataclasses import replace

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.dice import PoolRoll, push, roll_pool
from tests.acceptance.seeded import first
from tests.engine.ascii_maps import battle

FIGHTER, SURVIVOR = {"template": "fighter"}, {"template": "survivor"}
HUNTER, GUNNER = {"template": "hunter"}, {"template": "gunner"}


def fight(text="Ab..", active="A", seed=0, a=FIGHTER, b=SURVIVOR, spent=None, **fields):
    combat = {"round": 1, "order": ["A", "b"], "active": active, "spent": spent or {}}
    return battle(text, "yze", tokens={"A": a, "b": b}, combat=combat, seed=seed, **fields)


def attack(outcome):
    return outcome.of_kind("attack")[0]


def damage(outcome):
    return outcome.of_kind("damage")[0]


def codes(reasons):
    return [r.code for r in reasons]


CLOSE = Action("close_combat", "A", target="b")
SHOOT = Action("shoot", "A", target="b")


def test_a_pool_counts_sixes_and_replays_from_the_seed():
    roll, after = roll_pool(DiceStream(7), 3, 2, 1)
    faces = DiceStream(7).roll(6, 6)[0]
    assert roll.faces == faces and roll.successes == faces.count(6)
    assert after == DiceStream(7, 6)


@pytest.mark.parametrize("lock, rerolled", [("attribute_gear", 3), ("all", 2)], ids=["skill-ones-reroll", "all-ones-lock"])
def test_a_push_rerolls_all_but_sixes_and_locked_banes(lock, rerolled):
    roll = PoolRoll(attribute=(1, 6, 3), skill=(1, 2), gear=(1,))
    pushed, stream = push(roll, DiceStream(3), lock)
    assert pushed.attribute[:2] == (1, 6) and pushed.gear == (1,)
    assert stream.position == rerolled
    with pytest.raises(ValueError):
        push(pushed, stream, lock)


def test_damage_is_weapon_damage_plus_one_per_extra_success():
    # Sword damage 2; the survivor has no armour: 2 net sixes deal 3.
    out = first(lambda s: fight(seed=s), CLOSE, lambda o: attack(o).param("successes") == 2)
    assert damage(out).param("damage") == 3 and damage(out).param("dealt") == 3
    assert out.state.token("b").tactical.extra["physical"] == 3


def test_armour_dice_stop_one_damage_per_six():
    armoured = {"template": "survivor", "stats": {"armor": 4}}
    out = first(lambda s: fight(seed=s, b=armoured), CLOSE, lambda o: bool(o.of_kind("damage")))
    event = damage(out)
    assert len(event.param("armour_faces")) == 4
    assert event.param("dealt") == max(0, event.param("damage") - event.param("armour_faces").count(6))


def test_armour_loses_a_step_per_bane_only_when_damage_gets_through():
    armoured = {"template": "survivor", "stats": {"armor": 4}}
    through = first(lambda s: fight(seed=s, b=armoured), CLOSE,
                    lambda o: bool(o.of_kind("damage")) and damage(o).param("dealt") > 0
                    and 1 in damage(o).param("armour_faces"))
    banes = damage(through).param("armour_faces").count(1)
    assert through.state.token("b").tactical.extra["armor_lost"] == banes == damage(through).param("armour_lost")
    # The next hit rolls the worn armour: 4 dice less the steps lost.
    worn = {"template": "survivor", "stats": {"armor": 4}, "state": {"armor_lost": 2}}
    again = first(lambda s: fight(seed=s, b=worn), CLOSE, lambda o: bool(o.of_kind("damage")))
    assert len(damage(again).param("armour_faces")) == 2
    stopped = first(lambda s: fight(seed=s, b=armoured), CLOSE,
                    lambda o: bool(o.of_kind("damage")) and damage(o).param("dealt") == 0
                    and 1 in damage(o).param("armour_faces"))
    assert "armor_lost" not in stopped.state.token("b").tactical.extra


def test_the_fourth_physical_condition_breaks():
    hurt = {"template": "survivor", "state": {"physical": 3}}
    out = first(lambda s: fight(seed=s, b=hurt), CLOSE, lambda o: bool(o.of_kind("damage")))
    assert {"broken", "critical_injury"} <= out.state.token("b").conditions
    assert codes(check(out.state, Action("parry", "b", target="A"))) == ["actor_cannot_act"]


def test_each_physical_condition_costs_a_die_on_strength_and_agility():
    hurt = {"template": "fighter", "state": {"physical": 2}}
    e = explain_attack(fight(a=hurt), "A", "b")
    assert {m.id: m.value for m in e.modifiers}["conditions"] == -2
    assert e.roll == "7 dice vs 5 parry dice"


def test_cover_rolls_like_armour_against_shots_only():
    # Low wooden wall: cover 6 dice before armour.
    out = first(lambda s: fight("A.+.b", seed=s, a=GUNNER), SHOOT, lambda o: bool(o.of_kind("damage")))
    assert len(damage(out).param("cover_faces")) == 6
    melee = first(lambda s: fight(seed=s), CLOSE, lambda o: bool(o.of_kind("damage")))
    assert damage(melee).param("cover_faces") == ()


def test_aim_adds_2_and_is_used_up_by_the_shot():
    aimed = apply(fight("A...b", a=GUNNER), Action("aim", "A", target="b")).state
    assert explain_attack(aimed, "A", "b").roll == "11 dice"
    assert apply(aimed, SHOOT).state.token("A").tactical.aiming is None


def test_aim_is_lost_by_any_other_action():
    aimed = apply(fight("A...b", a=GUNNER), Action("aim", "A", target="b")).state
    # Even a free action: "anything other than shooting".
    assert apply(aimed, Action("drop_prone", "A")).state.token("A").tactical.aiming is None
    grid = aimed.grid
    moved = apply(aimed, Action("move", "A", path=(grid.from_offset(1, 0),))).state
    assert moved.token("A").tactical.aiming is None


def test_aim_is_lost_on_damage():
    aiming = {"template": "survivor", "state": {"aiming": "A"}}
    out = first(lambda s: fight(seed=s, b=aiming), CLOSE, lambda o: damage_dealt(o))
    assert out.state.token("b").tactical.aiming is None


def damage_dealt(outcome):
    return bool(outcome.of_kind("damage")) and damage(outcome).param("dealt") > 0


def test_a_scope_aim_is_slow_and_gives_3_in_all():
    after = apply(fight("A...b", a=GUNNER), Action("scope_aim", "A", target="b")).state
    assert {m.id: m.value for m in explain_attack(after, "A", "b").modifiers}["aim"] == 3
    assert codes(check(after, SHOOT)) == ["budget_exceeded"]


def test_a_bow_is_prepared_as_a_fast_action_before_the_next_shot():
    shot = apply(fight("A...b", a=HUNTER), SHOOT).state
    assert "weapon_not_prepared" in codes(check(_next_round(shot), SHOOT))
    prepared = apply(_next_round(shot), Action("prepare_bow", "A")).state
    assert check(prepared, SHOOT) == ()


def test_any_other_action_unprepares_the_bow():
    grid = fight().grid
    moved = apply(fight("A...b", a=HUNTER), Action("move", "A", path=(grid.from_offset(1, 0),))).state
    assert "weapon_not_prepared" in codes(check(moved, SHOOT))


def test_a_crossbow_is_cocked_with_a_slow_action():
    xbow = {"template": "hunter", "weapons": ["crossbow"], "readied": ["crossbow"]}
    shot = _next_round(apply(fight("A...b", a=xbow), SHOOT).state)
    assert "crossbow_not_cocked" in codes(check(shot, SHOOT))
    cocked = apply(shot, Action("cock_crossbow", "A")).state
    assert codes(check(cocked, SHOOT)) == ["budget_exceeded"]


def test_a_single_shot_firearm_is_reloaded_with_a_slow_action():
    rifle = {"template": "gunner", "weapons": ["hunting_rifle"], "readied": ["hunting_rifle"]}
    shot = _next_round(apply(fight("A...b", a=rifle), SHOOT).state)
    assert "weapon_not_loaded" in codes(check(shot, SHOOT))
    assert "unloaded" not in apply(shot, Action("reload", "A")).state.token("A").tactical.extra


def _next_round(state):
    return replace(state, combat=replace(state.combat, spent={}))
