"""Year Zero basic full auto at other targets (RULES.md 2.7, 2.9): the second and third
attacks may go at another target; option `full_auto_other_zones` (default true) lets
them switch zones, false keeps them in the first target's zone."""

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.full_auto import burst_targets
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

MAP = "A...b.c" + "." * 5 + "e"


def volley(seed=0, **options):
    gun = {"template": "gunner", "weapons": ["assault_rifle"], "readied": ["assault_rifle"]}
    tokens = {"A": gun, **{t: {"template": "survivor"} for t in "bce"}}
    combat = {"round": 1, "order": ["A", "b", "c", "e"], "active": "A"}
    state = battle(MAP, "yze", tokens=tokens, combat=combat, seed=seed)
    return with_options(state, yze_broken_at=100, **options)


def burst(targets):
    return Action("full_auto", "A", target="b", options=(("targets", targets),))


def codes(reasons):
    return [r.code for r in reasons]


def test_the_burst_names_a_target_per_attack_the_last_one_serving_for_the_rest():
    assert burst_targets(Action("full_auto", "A", target="b")) == ("b", "b", "b")
    assert burst_targets(burst("c")) == ("b", "c", "c")
    assert burst_targets(burst("c,e")) == ("b", "c", "e")


def test_the_second_and_third_attacks_go_at_the_other_targets_while_they_hit():
    seen = set()
    for seed in range(300):
        out = apply(volley(seed), burst("c,e"))
        attacks = out.of_kind("attack")
        assert [a.target for a in attacks] == ["b", "c", "e"][:len(attacks)]
        seen.add(len(attacks))
    assert seen == {1, 2, 3}


def test_full_auto_may_switch_zones_by_default():
    assert check(volley(), burst("e")) == ()


def test_without_other_zones_the_burst_stays_in_the_first_targets_zone():
    state = volley(full_auto_other_zones=False)
    # c is 4 m from b (Short: the same zone); e is 16 m away (Medium: another zone).
    assert check(state, burst("c")) == ()
    assert codes(check(state, burst("e"))) == ["full_auto_other_zone"]


def test_the_burst_refuses_a_friend_or_a_stranger():
    assert codes(check(volley(), burst("A"))) == ["target_not_enemy"]
    assert codes(check(volley(), burst("z"))) == ["unknown_target"]
