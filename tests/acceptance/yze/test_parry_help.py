"""Year Zero parry limits and help (RULES.md 2.3, 2.6): parrying a weapon or a beast needs
a sturdy item, bare hands parry only a humanoid's unarmed attack; help is +1 die per
helper, at most +3, each helper spending an action of the helped action's type."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_round
from tests.engine.ascii_maps import battle

FISTS = {"template": "survivor", "readied": ["unarmed"]}
KNIFE = {"template": "survivor"}
FIGHTER, BARE_FIGHTER = {"template": "fighter"}, {"template": "fighter", "readied": ["unarmed"]}
WOLF = {"template": "wolf"}


def duel(a, b, active="A", text="Ab.."):
    combat = {"round": 1, "order": ["A", "b"], "active": active, "spent": {}}
    return battle(text, "yze", tokens={"A": a, "b": b}, combat=combat)


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("attacker, attack, parrier, roll", [
    (FIGHTER, "attack", FISTS, "9 dice"),
    (BARE_FIGHTER, "attack", FISTS, "7 dice vs 4 parry dice"),
    (FIGHTER, "attack", KNIFE, "9 dice vs 5 parry dice"),
    (WOLF, "attack", FISTS, "6 dice"),
    (WOLF, "trip", FISTS, "5 dice"),
    (WOLF, "attack", KNIFE, "6 dice vs 5 parry dice"),
    (FIGHTER, "attack", WOLF, "9 dice"),
], ids=["fists-vs-sword", "fists-vs-fists", "knife-vs-sword", "fists-vs-beast", "fists-vs-beast-trip",
        "knife-vs-beast", "claws-are-no-parrying-item"])
def test_parrying_a_weapon_or_a_beast_needs_a_sturdy_item(attacker, attack, parrier, roll):
    # Fighter: Strength 4 + Melee 3 (+2 sword); wolf: Strength 3 + Melee 2 (+1 claws);
    # survivor parry: Strength 3 + Melee 1 (+1 knife).
    assert explain_attack(duel(attacker, parrier), "A", "b", attack).roll == roll


@pytest.mark.parametrize("attacker, parrier, refused", [
    (FIGHTER, FISTS, ["parry_needs_sturdy_item"]),
    (WOLF, FISTS, ["parry_needs_sturdy_item"]),
    (BARE_FIGHTER, FISTS, []),
    (WOLF, KNIFE, []),
    (FIGHTER, KNIFE, []),
], ids=["bare-vs-sword", "bare-vs-beast", "bare-vs-bare", "knife-vs-beast", "knife-vs-sword"])
def test_a_declared_parry_needs_something_to_parry_with(attacker, parrier, refused):
    state = duel(attacker, parrier)
    reasons = check(state, Action("parry", "b", target="A"))
    assert codes(reasons) == refused
    if refused:
        assert reasons[0].param("against") == ("beast" if attacker is WOLF else "sword")


def team(helpers="CEFG"):
    text = "CAE\nFbG"  # every helper next to A
    order = ["A", *helpers, "b"]
    tokens = {"A": FIGHTER, "b": KNIFE, **{h: KNIFE for h in helpers}}
    return battle(text, "yze", tokens=tokens, combat={"round": 1, "order": order, "active": "A", "spent": {}})


def test_each_helper_adds_a_die_at_most_3():
    state = team()
    for helper, dice in zip("CEF", (10, 11, 12)):
        state = apply(state, Action("help_slow", helper, target="A")).state
        assert state.combat.spent_by(helper, "action.slow") == 1
        assert explain_attack(state, "A", "b").roll == f"{dice} dice vs 5 parry dice"
    assert codes(check(state, Action("help_slow", "G", target="A"))) == ["help_full"]


def test_fast_help_counts_only_on_a_fast_roll_and_waits_for_it():
    state = apply(team(), Action("help_fast", "C", target="A")).state
    assert state.combat.spent_by("C", "action.fast") == 1
    assert explain_attack(state, "A", "b").roll == "9 dice vs 5 parry dice"  # close combat is slow
    # A retreat (fast): Agility 3 + Mobility 2, +1 helper.
    assert explain_attack(state, "A", "b", "retreat").roll == "6 dice"
    after = apply(state, Action("close_combat", "A", target="b")).state
    assert after.token("A").tactical.extra["help"] == 1  # not used up by a slow roll


def test_helpers_of_one_roll_use_actions_of_the_same_type():
    state = apply(team(), Action("help_slow", "C", target="A")).state
    refused = check(state, Action("help_fast", "E", target="A"))
    assert codes(refused) == ["help_other_type"]
    assert refused[0].param("given") == "slow" and refused[0].param("offered") == "fast"
    assert check(state, Action("help_slow", "E", target="A")) == ()


def test_help_not_used_ends_with_the_round():
    state = apply(team(), Action("help_slow", "C", target="A")).state
    after, _ = begin_round(state)
    assert "help" not in after.token("A").tactical.extra
    assert "help_type" not in after.token("A").tactical.extra
