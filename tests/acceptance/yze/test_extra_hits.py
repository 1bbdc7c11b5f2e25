"""Year Zero ammo dice (RULES.md 2.7, seed 彈藥骰): if the shot hits, each ammo-die six
buys +1 damage or an extra hit on the same target or a second target in the same
zone; an extra hit deals base damage, +1 for each further six spent on it."""

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.extra_hits import ExtraHit, allot, parse_extra_hits
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

PISTOL_DAMAGE = 2


def gunfight(row="A...bc", seed=0):
    shooter = {"template": "gunner", "weapons": ["pistol"], "readied": ["pistol"]}
    tokens = {"A": shooter, "b": {"template": "survivor"}, "c": {"template": "survivor"}}
    combat = {"round": 1, "order": ["A", "b", "c"], "active": "A"}
    return battle(row, "yze", tokens=tokens, combat=combat, seed=seed)


def shot(extra=None, ammo=2):
    options = [("ammo", str(ammo))] + ([("extra_hits", extra)] if extra else [])
    return Action("shoot", "A", target="b", options=tuple(options))


def _hit_with_sixes(extra, least=1, state_of=gunfight):
    """The first seed whose shot hits with at least `least` ammo sixes."""
    for seed in range(1500):
        out = apply(state_of(seed=seed), shot(extra))
        attack = out.of_kind("attack")[0]
        if attack.param("hit") and attack.param("ammo_faces").count(6) >= least:
            return out, attack
    raise AssertionError("no seed hits with ammo sixes")


@pytest.mark.parametrize("text, parsed", [
    ("c", (ExtraHit("c"),)), ("c+2", (ExtraHit("c", 2),)), ("b, c+1", (ExtraHit("b"), ExtraHit("c", 1))),
    (["c", "b+1"], (ExtraHit("c"), ExtraHit("b", 1))), (None, ()),
], ids=["one", "further-sixes", "two", "list", "none"])
def test_extra_hits_option_names_targets_and_further_sixes(text, parsed):
    assert parse_extra_hits(text) == parsed


@pytest.mark.parametrize("hits, sixes, paid, left", [
    ((ExtraHit("c"),), 2, (ExtraHit("c"),), 1),
    ((ExtraHit("c", 2),), 2, (ExtraHit("c", 1),), 0),
    ((ExtraHit("c"), ExtraHit("b")), 1, (ExtraHit("c"),), 0),
    ((ExtraHit("c"),), 0, (), 0),
    ((), 3, (), 3),
], ids=["one-hit-one-damage", "last-takes-the-rest", "in-order", "no-sixes", "all-damage"])
def test_ammo_sixes_pay_extra_hits_in_order_and_the_rest_is_damage(hits, sixes, paid, left):
    assert allot(hits, sixes) == (paid, left)


def test_an_ammo_six_buys_an_extra_hit_on_a_second_target_in_the_same_zone():
    out, attack = _hit_with_sixes("c")
    sixes = attack.param("ammo_faces").count(6)
    extra = out.of_kind("extra_hit")
    assert [(e.target, e.param("damage"), e.param("sixes")) for e in extra] == [("c", PISTOL_DAMAGE, 1)]
    by_target = {e.target: e.param("damage") for e in out.of_kind("damage")}
    assert by_target["b"] == PISTOL_DAMAGE + attack.param("successes") - 1 + sixes - 1
    assert by_target["c"] == PISTOL_DAMAGE


def test_an_extra_hit_deals_base_damage_plus_one_per_further_six():
    out, attack = _hit_with_sixes("b+1", least=2)
    extra = out.of_kind("extra_hit")
    assert [(e.target, e.param("damage"), e.param("sixes")) for e in extra] == [("b", PISTOL_DAMAGE + 1, 2)]
    assert [e.target for e in out.of_kind("damage")] == ["b", "b"]


def test_without_extra_hits_every_ammo_six_is_one_damage():
    out, attack = _hit_with_sixes(None)
    assert not out.of_kind("extra_hit")
    damage = out.of_kind("damage")[0].param("damage")
    assert damage == PISTOL_DAMAGE + attack.param("successes") - 1 + attack.param("ammo_faces").count(6)


def test_a_miss_buys_no_extra_hit():
    for seed in range(200):
        out = apply(gunfight(seed=seed), shot("c"))
        if not out.of_kind("attack")[0].param("hit") and 6 in out.of_kind("attack")[0].param("ammo_faces"):
            assert not out.of_kind("extra_hit") and not out.of_kind("damage")
            return
    raise AssertionError("no seed misses with an ammo six")


@pytest.mark.parametrize("row, extra, ammo, code", [
    ("A...b.......c", "c", 2, "extra_hit_other_zone"),
    ("A...bc", "c", 0, "extra_hits_need_ammo_dice"),
    ("A...bc", "z", 2, "unknown_target"),
    ("A...bC", "C", 2, "target_not_enemy"),
], ids=["other-zone", "no-ammo-dice", "unknown", "ally"])
def test_extra_hits_only_in_the_same_zone_with_ammo_dice(row, extra, ammo, code):
    state = gunfight(row) if "C" not in row else battle(
        row, "yze", tokens={"A": {"template": "gunner", "weapons": ["pistol"], "readied": ["pistol"]}},
        combat={"round": 1, "order": ["A", "b", "C"], "active": "A"})
    assert code in [r.code for r in check(state, shot(extra, ammo))]


def test_same_zone_extra_hits_are_legal():
    assert check(gunfight(), shot("c,b+1")) == ()


def test_option_off_keeps_ammo_sixes_to_damage():
    off = with_options(gunfight(), yze_ammo_extra_hits=False)
    assert "ammo_extra_hits_off" in [r.code for r in check(off, shot("c"))]
    assert check(off, shot()) == ()
    assert allot((ExtraHit("c"),), 2, enabled=False) == ((), 2)
