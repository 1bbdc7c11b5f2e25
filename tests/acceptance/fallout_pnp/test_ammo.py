"""Fallout d100 homebrew (RULES.md 4.3 Reload, Cancel attack, Overwatch bursts): rounds loaded,
spent by attacks and bursts, reloaded any number at a time, given back by Cancel attack."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check, legal_actions
from battlemap.engine.systems.fallout_pnp.ammo import capacity, loaded
from battlemap.engine.systems.fallout_pnp.overwatch import overwatch_attack, overwatch_reasons, shots
from tests.engine.ascii_maps import battle


def fight(seed=1, rounds=None, weapon="pistol_10mm", **extra):
    state = {f"rounds.{weapon}": rounds} if rounds is not None else {}
    state.update(extra)
    tokens = {"A": {"template": "wastelander", "weapons": [weapon, "fists"], "readied": [weapon], "state": state},
              "c": {"template": "raider"}}
    combat = {"round": 1, "order": ["A", "c"], "active": "A"}
    return battle("A....c", "fallout-pnp", tokens=tokens, combat=combat, seed=seed)


def rounds_of(state, weapon="pistol_10mm"):
    token = state.token("A")
    return loaded(token, next(w for w in token.weapons if w.id == weapon))


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("weapon, full", [("pistol_10mm", 12), ("smg_10mm", 30), ("hunting_rifle", 5),
                                          ("light_machine_gun", 60), ("fists", None), ("frag_grenade", None)])
def test_weapon_capacity_from_the_ruleset(weapon, full):
    state = fight(weapon=weapon)
    assert capacity(next(w for w in state.token("A").weapons if w.id == weapon)) == full


def test_a_scenario_token_starts_fully_loaded():
    assert rounds_of(fight()) == 12 and "rounds.pistol_10mm" not in fight().token("A").tactical.extra


def test_an_attack_spends_one_round():
    after = apply(fight(), Action("attack", "A", target="c")).state
    assert rounds_of(after) == 11 and after.token("A").tactical.extra["rounds.pistol_10mm"] == 11


def test_an_empty_weapon_cannot_attack():
    reasons = check(fight(rounds=0), Action("attack", "A", target="c"))
    assert codes(reasons) == ["out_of_ammo"] and reasons[0].param("need") == 1


@pytest.mark.parametrize("options, after", [((("rounds", "3"),), 3), ((), 12), ((("rounds", "50"),), 12)],
                         ids=["three-rounds", "full-load", "never-past-capacity"])
def test_reload_any_number_of_rounds(options, after):
    outcome = apply(fight(rounds=0), Action("reload", "A", options=options))
    assert rounds_of(outcome.state) == after and outcome.events[-1].param("added") == after
    assert outcome.state.combat.spent_by("A", "ap") == 2


def test_reload_needs_at_least_one_round():
    assert "reload_at_least_one" in codes(check(fight(rounds=4), Action("reload", "A", options=(("rounds", "0"),))))


def test_reloading_a_full_weapon_is_refused_magazine_full():
    reasons = check(fight(), Action("reload", "A"))
    assert codes(reasons) == ["magazine_full"] and reasons[0].param("capacity") == 12


@pytest.mark.parametrize("rounds, refused", [(None, True), (12, True), (11, False), (0, False)],
                         ids=["full-by-default", "twelve-of-twelve", "one-short", "empty"])
def test_reload_is_offered_only_when_the_weapon_is_not_full(rounds, refused):
    state = fight(rounds=rounds)
    # Reload takes no target, so the menu's verdict is the whole check.
    assert legal_actions(state, "A").option("reload").legal is not refused
    assert bool(check(state, Action("reload", "A"))) is refused


def test_reload_needs_a_weapon_with_a_capacity():
    state = fight(weapon="frag_grenade")
    assert "nothing_to_reload" in codes(check(state, Action("reload", "A", options=(("weapon", "frag_grenade"),))))


@pytest.mark.parametrize("rounds, expected_shots", [(None, 2), (1, 1)], ids=["two-shots", "one-round-left"])
def test_a_burst_spends_a_round_per_shot_and_no_more_than_loaded(rounds, expected_shots):
    state = fight(rounds=rounds, weapon="smg_10mm")
    state = apply(state, Action("overwatch_burst", "A", cell=state.grid.from_offset(5, 0))).state
    assert shots(state, "A") == expected_shots
    after, events = overwatch_attack(state, "A", "c")
    assert len([e for e in events if e.kind == "attack"]) == expected_shots
    assert rounds_of(after, "smg_10mm") == (rounds or 30) - expected_shots


def test_an_empty_weapon_cannot_fire_its_overwatch():
    state = fight(rounds=0)
    state = apply(state, Action("overwatch", "A", cell=state.grid.from_offset(5, 0))).state
    assert "out_of_ammo" in codes(overwatch_reasons(state, "A", "c"))


def test_cancel_a_missed_attack_gives_the_round_back():
    need = int(explain_attack(fight(), "A", "c").probability * 100)
    seed = next(s for s in range(1, 5000) if need < die_face(s, 0, 100) < 96)
    missed = apply(fight(seed=seed), Action("attack", "A", target="c")).state
    assert rounds_of(missed) == 11 and "missed_attack" in missed.token("A").conditions
    outcome = apply(missed, Action("cancel_attack", "A"))
    assert rounds_of(outcome.state) == 12 and outcome.events[-1].param("refunded") == 1
    assert outcome.state.combat.spent_by("A", "ap") == 8  # the same 4 AP again
    assert "missed_weapon" not in outcome.state.token("A").tactical.extra


def test_a_critical_miss_keeps_its_round_spent():
    seed = next(s for s in range(1, 5000) if die_face(s, 0, 100) >= 96)
    missed = apply(fight(seed=seed), Action("attack", "A", target="c")).state
    assert rounds_of(missed) == 11 and "missed_weapon" not in missed.token("A").tactical.extra
    assert "requires_condition_in" in codes(check(missed, Action("cancel_attack", "A")))
