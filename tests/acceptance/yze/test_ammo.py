"""Year Zero ammunition (RULES.md 2.7): ammo dice up to min(RoF, rounds - 1), their sixes
buy damage but never hit, rounds used = sum + 1; full auto up to three attacks, supply roll."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.ammo import roll_ammo, supply_roll
from battlemap.engine.systems.yze.odds import ammo_dice_allowed
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def gunfight(weapon="pistol", seed=0, state=None):
    shooter = {"template": "gunner", "weapons": [weapon], "readied": [weapon], "state": state or {}}
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle("A...b", "yze", tokens={"A": shooter, "b": {"template": "survivor"}}, combat=combat, seed=seed)


def shot(ammo=0):
    return Action("shoot", "A", target="b", options=(("ammo", str(ammo)),) if ammo else ())


def event(outcome):
    return outcome.of_kind("attack")[0]


@pytest.mark.parametrize("rof, rounds, allowed", [(2, 15, 2), (6, 4, 3), (2, 1, 0), (5, 0, 0)],
                         ids=["rof-limits", "rounds-limit", "last-round-none", "empty"])
def test_ammo_dice_at_most_rof_and_rounds_minus_one(rof, rounds, allowed):
    assert ammo_dice_allowed(rof, rounds) == allowed


def test_a_shot_without_ammo_dice_uses_one_round():
    after = apply(gunfight(), shot()).state
    assert after.token("A").tactical.extra["rounds"] == 14


def test_ammo_dice_use_their_sum_plus_one_rounds():
    out = apply(gunfight(seed=3), shot(ammo=5))
    faces = event(out).param("ammo_faces")
    assert len(faces) == 2  # pistol RoF 2
    assert event(out).param("rounds") == out.state.token("A").tactical.extra["rounds"] == max(0, 15 - sum(faces) - 1)


def test_ammo_dice_that_reach_the_rounds_left_empty_the_magazine():
    for seed in range(200):
        out = apply(gunfight(seed=seed, state={"rounds": 3}), shot(ammo=2))
        if sum(event(out).param("ammo_faces")) + 1 >= 3:
            assert out.state.token("A").tactical.extra["rounds"] == 0
            assert "out_of_ammo" in [r.code for r in check(_fresh(out.state), shot())]
            return
    raise AssertionError("no seed empties the magazine")


def _fresh(state):
    return replace(state, combat=replace(state.combat, spent={}))


def test_ammo_sixes_do_not_hit_but_each_adds_one_damage():
    for seed in range(400):
        out = apply(gunfight(seed=seed), shot(ammo=2))
        e = event(out)
        assert e.param("hit") == (e.param("faces").count(6) >= 1)
        if e.param("hit") and e.param("ammo_faces").count(6):
            damage = out.of_kind("damage")[0].param("damage")
            assert damage == 2 + e.param("successes") - 1 + e.param("ammo_faces").count(6)
            return
    raise AssertionError("no seed hits with an ammo six")


def test_a_reload_fills_the_magazine():
    empty = gunfight(state={"rounds": 0})
    assert "out_of_ammo" in [r.code for r in check(empty, shot())]
    assert "rounds" not in apply(empty, Action("reload", "A")).state.token("A").tactical.extra


def test_full_auto_needs_a_full_auto_weapon():
    assert "not_full_auto" in [r.code for r in check(gunfight(), Action("full_auto", "A", target="b"))]


def test_full_auto_attacks_again_while_it_hits_three_at_most_then_rolls_supply():
    seen = set()
    for seed in range(300):
        tough = with_options(gunfight("assault_rifle", seed=seed), yze_broken_at=100)
        out = apply(tough, Action("full_auto", "A", target="b"))
        attacks = out.of_kind("attack")
        hits = [a.param("hit") for a in attacks]
        assert 1 <= len(attacks) <= 3 and all(hits[:-1])
        if len(attacks) < 3:
            assert hits[-1] is False
        (supply,) = out.of_kind("supply_roll")
        assert supply.param("supply") == 4 - supply.param("faces").count(1)
        seen.add(len(attacks))
    assert seen == {1, 2, 3}


def test_a_supply_roll_loses_one_per_one_rolled_at_most_six_dice():
    faces, left, stream = supply_roll(DiceStream(9), 8)
    assert len(faces) == 6 and left == 8 - faces.count(1) and stream.position == 6


@pytest.mark.parametrize("rounds", [5, 7, 9], ids=["five", "seven", "nine"])
def test_ammo_dice_summing_to_the_rounds_left_empty_the_magazine(rounds):
    """Seed: if the ammo dice's sum equals or exceeds the rounds left, the magazine is
    emptied; otherwise sum + 1 rounds are used."""
    shooter = gunfight(state={"rounds": rounds}).token("A")
    pistol = next(w for w in shooter.weapons if w.id == "pistol")
    seen = set()
    for seed in range(300):
        roll, _ = roll_ammo(DiceStream(seed), shooter, pistol, 2)
        total = sum(roll.faces)
        assert roll.rounds_after == (0 if total >= rounds else max(0, rounds - total - 1))
        seen.add(total >= rounds)
    assert seen == {True, False}
