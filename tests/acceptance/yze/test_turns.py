"""Year Zero initiative (RULES.md 2.6, 2.8): cards 1-10 drawn once, lowest first, shared NPC
cards, picked cards for surprise, the bottom cards for the ambushed, swaps."""

from dataclasses import replace

import pytest

from battlemap.engine.play.initiative import has_initiative, roll_initiative
from battlemap.engine.systems.registry import system_of
from battlemap.engine.systems.yze.surprise import ambush_rolls, sneak_roll
from battlemap.engine.systems.yze.turns import card_of, swap_cards, swap_reasons
from tests.engine.ascii_maps import battle


def crowd(text="AB.ck.mn", seed=0, **tokens):
    return battle(text, "yze", tokens=tokens, seed=seed)


def cards(state):
    return {t.id: card_of(state, t.id) for t in state.tokens}


def test_yze_decides_the_turn_order():
    assert has_initiative(system_of("yze"))


@pytest.mark.parametrize("seed", range(5))
def test_cards_1_to_10_are_dealt_once_and_the_lowest_acts_first(seed):
    state, events = roll_initiative(crowd(seed=seed))
    dealt = cards(state)
    assert len(set(dealt.values())) == 6 and set(dealt.values()) <= set(range(1, 11))
    assert list(state.combat.order) == sorted(dealt, key=dealt.get)
    assert state.combat.active == state.combat.order[0]
    assert [e.param("card") for e in events] == sorted(dealt.values())


def test_the_deal_replays_from_the_seed():
    assert cards(roll_initiative(crowd(seed=4))[0]) == cards(roll_initiative(crowd(seed=4))[0])


def test_an_npc_group_shares_one_card():
    group = {"state": {"card_group": "raiders"}}
    state, _ = roll_initiative(crowd(c=group, k=group, m=group))
    dealt = cards(state)
    assert dealt["c"] == dealt["k"] == dealt["m"]
    order = list(state.combat.order)
    assert order.index("k") == order.index("c") + 1 == order.index("m") - 1


def test_a_surprising_attacker_picks_its_card():
    state, _ = roll_initiative(crowd(A={"state": {"pick_card": 1}}))
    assert card_of(state, "A") == 1 and state.combat.active == "A"
    assert "pick_card" not in state.token("A").tactical.extra


def test_the_ambushed_get_the_bottom_cards_from_10_up():
    ambushed = {"state": {"ambushed": True}}
    for seed in range(6):
        state, _ = roll_initiative(crowd(seed=seed, c=ambushed, k=ambushed, m=ambushed))
        assert {card_of(state, t) for t in "ckm"} == {8, 9, 10}


def test_more_than_ten_fighters_draw_from_a_bigger_deck():
    state, _ = roll_initiative(crowd("ABCEFGHIJKLM"))
    assert sorted(cards(state).values()) == list(range(1, 13))


def test_a_swap_gives_the_card_and_the_turn_to_one_who_has_not_acted():
    state, _ = roll_initiative(crowd(seed=1))
    first, later = state.combat.order[0], state.combat.order[3]
    before = cards(state)
    after, (event,) = swap_cards(state, first, later)
    assert card_of(after, first) == before[later] and card_of(after, later) == before[first]
    assert after.combat.active == later and after.combat.order[0] == later
    assert event.param("gave") == before[first]
    # The one swapped in must act now: it cannot swap its new card again this round.
    assert [r.code for r in swap_reasons(after, later, first)] == ["swapped_this_round"]


def test_no_swap_after_acting():
    state, _ = roll_initiative(crowd(seed=1))
    first, later = state.combat.order[0], state.combat.order[1]
    acted = replace(state, combat=replace(state.combat, spent={first: {"action.fast": 1}}))
    assert [r.code for r in swap_reasons(acted, first, later)] == ["already_acted"]
    with pytest.raises(ValueError):
        swap_cards(acted, first, later)


def test_draw_several_keep_the_best_and_shuffle_the_rest_back():
    quick = {"state": {"draw_cards": 2}}
    kept = [card_of(roll_initiative(crowd(seed=s, A=quick))[0], "A") for s in range(40)]
    plain = [card_of(roll_initiative(crowd(seed=s))[0], "A") for s in range(40)]
    assert sum(kept) < sum(plain)
    for seed in range(10):
        state, _ = roll_initiative(crowd(seed=seed, A=quick))
        assert len(set(cards(state).values())) == 6
        assert state.token("A").tactical.extra["draw_cards"] == 2  # a talent stays


def test_a_successful_sneak_picks_any_card_a_failure_is_noticed():
    # Hunter: Agility 4 + Stealth 2, -2 to reach Engaged: 4 dice.
    outcomes = set()
    for seed in range(30):
        state, (event,) = sneak_roll(crowd(seed=seed, A={"template": "hunter"}), "A", card=1)
        assert len(event.param("faces")) == 4
        outcomes.add(event.param("success"))
        if event.param("success"):
            assert card_of(roll_initiative(state)[0], "A") == 1
        else:
            assert "pick_card" not in state.token("A").tactical.extra
    assert outcomes == {True, False}


def test_ambush_victims_who_fail_observation_take_the_bottom_cards():
    for seed in range(10):
        state, events = ambush_rolls(crowd(seed=seed), ("c", "k", "m"), well_prepared=True)
        # Wits 3 + Observation 0, -2 when well prepared: 1 die.
        assert all(len(e.param("faces")) == 1 for e in events)
        failed = [e.actor for e in events if not e.param("success")]
        dealt, _ = roll_initiative(state)
        bottom = sorted(range(1, 11))[10 - len(failed):]
        assert sorted(card_of(dealt, t) for t in failed) == bottom
