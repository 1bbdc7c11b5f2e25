"""GURPS turn order (RULES.md 1.9): descending Basic Speed, ties by DX then a die, fixed for the fight."""

from dataclasses import replace

from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.play.initiative import has_initiative, roll_initiative
from battlemap.engine.systems.registry import system_of
from tests.engine.ascii_maps import battle


def fighters(**stats):
    tokens = {k: {"template": "swordsman", "stats": v} for k, v in stats.items()}
    return battle("".join(stats), "gurps4e", tokens=tokens, seed=3)


def test_gurps_has_its_own_initiative_rule():
    assert has_initiative(system_of("gurps4e"))


def test_basic_speed_initiative_descending():
    state = fighters(A={"basic_speed": 5.0}, B={"basic_speed": 6.25}, c={"basic_speed": 5.5})
    after, events = roll_initiative(state)
    assert after.combat.order == ("B", "c", "A")
    assert after.combat.active == "B"
    assert [e.param("rank") for e in events] == [1, 2, 3]
    assert after.dice == state.dice  # nobody tied: no die rolled


def test_speed_ties_go_to_the_higher_dx():
    state = fighters(A={"basic_speed": 5.75, "dx": 11}, B={"basic_speed": 5.75, "dx": 13})
    assert roll_initiative(state)[0].combat.order == ("B", "A")


def test_speed_and_dx_ties_roll_a_die_seeded_and_replayed():
    state = fighters(A={"basic_speed": 5.75, "dx": 12}, B={"basic_speed": 5.75, "dx": 12})
    after, events = roll_initiative(state)
    faces = {e.actor: e.param("tie_die") for e in events}
    assert all(1 <= f <= 6 for f in faces.values())
    first = after.combat.order[0]
    assert faces[first] >= max(faces.values())
    assert after.dice == DiceStream(state.dice.seed, 2)
    assert roll_initiative(state)[0].combat.order == after.combat.order
    orders = {roll_initiative(replace(state, dice=DiceStream(s)))[0].combat.order for s in range(20)}
    assert orders == {("A", "B"), ("B", "A")}


def test_the_order_is_fixed_for_the_fight():
    state = fighters(A={"basic_speed": 5.0}, B={"basic_speed": 6.0})
    after, _ = roll_initiative(state)
    later = replace(after, combat=replace(after.combat, round=5))
    assert later.combat.order == after.combat.order == ("B", "A")


def _with(state, token_id, **fields):
    from battlemap.engine.play.effects import with_token

    return with_token(state, replace(state.token(token_id), **fields))


def test_a_wait_never_triggered_is_lost_at_the_next_turn():
    from battlemap.engine.systems.gurps4e.turns import start_turn

    state = fighters(A={}, b={})
    state = _with(state, "A", tactical=replace(state.token("A").tactical, wait="enters_reach"))
    after, events = start_turn(state, "A")
    assert after.token("A").tactical.wait is None
    assert events[0].param("why") == "not_triggered"


def test_stunned_rolls_ht_to_recover_at_the_turn():
    from battlemap.engine.systems.gurps4e.turns import start_turn

    state = fighters(A={"ht": 11}, b={})
    state = _with(state, "A", conditions=frozenset({"stunned"}))
    recovered = set()
    for seed in range(30):
        after, events = start_turn(replace(state, dice=DiceStream(seed)), "A")
        check = events[0]
        assert check.param("recovered") == (check.param("roll") <= 11)
        assert ("stunned" in after.token("A").conditions) != check.param("recovered")
        recovered.add(check.param("recovered"))
    assert recovered == {True, False}


def test_a_feint_lasts_until_the_feinters_next_turn():
    from types import MappingProxyType

    from battlemap.engine.systems.gurps4e.turns import start_turn

    state = fighters(A={}, b={})
    feinted = replace(state.token("b").tactical, extra=MappingProxyType({"feint.A": 3, "feint_round.A": 1}))
    state = _with(state, "b", tactical=feinted)
    next_round = replace(state, combat=replace(state.combat, round=2))
    assert start_turn(next_round, "A")[0].token("b").tactical.extra["feint.A"] == 3
    later = replace(state, combat=replace(state.combat, round=3))
    assert "feint.A" not in start_turn(later, "A")[0].token("b").tactical.extra


def test_next_turn_through_the_engine_ends_what_lasts_until_the_fighters_next_turn():
    from battlemap.engine.play.turns import begin_turn

    state = battle("Ab", "gurps4e", seed=3, tokens={
        "A": {"template": "swordsman", "state": {"wait": {"trigger": "enters_reach"}, "lost_balance": True}},
        "b": {"template": "spearman"}})
    after, events = begin_turn(state, "A")
    token = after.token("A")
    assert after.combat.active == "A"
    assert token.tactical.wait is None and "lost_balance" not in token.tactical.extra
    assert [(e.param("key"), e.param("value")) for e in events] == [("wait", None), ("lost_balance", None)]
