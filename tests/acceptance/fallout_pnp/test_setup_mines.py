"""Fallout d100 homebrew (RULES.md 4.3): Set up weapon (5 AP, one per 5 ft space, half the burst
penalty) and mines that know their cell (arming at the end of your turn, disarming at 6 AP)."""

from dataclasses import replace

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check, legal_actions
from battlemap.engine.systems.fallout_pnp.turns import end_turn
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

LMG = "light_machine_gun"


def gunner(text="A.....r", seed=1, **tokens):
    base = {"A": {"template": "raider", "weapons": [LMG, "pistol_10mm"], "readied": [LMG]},
            "B": {"template": "wastelander"}, "r": {"template": "raider"}}
    base.update(tokens)
    ids = [c for c in text if c.isalpha()]
    return battle(text, "fallout-pnp", tokens=base, combat={"round": 1, "order": ids, "active": "A"}, seed=seed)


def set_up(state, weapon=None):
    return Action("set_up_weapon", "A", options=(("weapon", weapon),) if weapon else ())


def codes(reasons):
    return [r.code for r in reasons]


def burst_mod(state):
    return {m.id: m.value for m in explain_attack(state, "A", "r", f"overwatch_burst:{LMG}").modifiers}["burst"]


def test_set_up_weapon_5_ap_keeps_the_weapon_and_its_cell():
    state = gunner()
    outcome = apply(state, set_up(state))
    extra = outcome.state.token("A").tactical.extra
    assert extra["weapon_set_up"] == LMG and extra["set_up_at"] == [0, 0]
    assert outcome.state.combat.spent_by("A", "ap") == 5


def test_only_weapons_that_allow_it_are_set_up():
    state = gunner(A={"template": "raider", "weapons": ["pistol_10mm"], "readied": ["pistol_10mm"]})
    assert "weapon_cannot_be_set_up" in codes(check(state, set_up(state)))


def test_one_set_up_weapon_per_5_ft_space():
    left_behind = {"template": "wastelander", "state": {"weapon_set_up": LMG, "set_up_at": [0, 0]}}
    state = gunner("AB....r", B=left_behind)
    assert "space_has_set_up_weapon" in codes(check(state, set_up(state)))


def test_a_burst_takes_the_burst_penalty():
    assert burst_mod(gunner()) == -10


def test_a_set_up_weapon_takes_half_the_burst_penalty():
    state = gunner()
    state = apply(state, set_up(state)).state
    assert burst_mod(state) == -5
    assert burst_mod(with_options(state, burst_penalty=20)) == -10


def test_set_up_weapon_takes_no_target_and_the_menu_entry_is_judged_by_check():
    state = gunner()
    assert state.ruleset.actions["set_up_weapon"].target == "none"
    assert legal_actions(state, "A").option("set_up_weapon").legal and not check(state, set_up(state))


@pytest.mark.parametrize("weapon, refused", [(LMG, False), ("pistol_10mm", True)], ids=["lmg-allows", "pistol-does-not"])
def test_only_a_weapon_whose_fields_allow_it_is_set_up(weapon, refused):
    state = gunner(A={"template": "raider", "weapons": [LMG, "pistol_10mm"], "readied": [LMG, "pistol_10mm"]})
    assert ("weapon_cannot_be_set_up" in codes(check(state, set_up(state, weapon)))) is refused


def test_away_from_its_cell_the_set_up_weapon_takes_the_whole_penalty():
    state = gunner()
    state = apply(state, set_up(state)).state
    assert burst_mod(state.with_token_moved("A", state.grid.from_offset(1, 0))) == -10


def left_for_b(b_token=None):
    """A sets the machine gun up at (0, 0) and walks off; B steps into that space on its turn."""
    state = gunner(text="AB....r", B=b_token or {"template": "wastelander", "readied": []})
    state = apply(state, set_up(state)).state
    state = state.with_token_moved("A", state.grid.from_offset(2, 0))
    state = state.with_token_moved("B", state.grid.from_offset(0, 0))
    return replace(state, combat=replace(state.combat, active="B"))


def test_others_may_equip_a_set_up_weapon_for_free_with_free_hands():
    state = left_for_b()
    take = Action("take_set_up_weapon", "B")
    assert check(state, take) == ()
    after = apply(state, take).state
    b, a = after.token("B"), after.token("A")
    assert LMG in b.readied and LMG not in {w.id for w in a.weapons}
    assert after.combat.spent_by("B", "ap") == 0
    assert b.tactical.extra["weapon_set_up"] == LMG and b.tactical.extra["set_up_at"] == [0, 0]
    assert {m.id: m.value for m in explain_attack(after, "B", "r", f"overwatch_burst:{LMG}").modifiers}[
        "burst"] == -5  # still set up: half the burst penalty


@pytest.mark.parametrize("b_token, code", [
    ({"template": "wastelander"}, "hands_not_free"),
], ids=["holding-a-pistol"])
def test_a_set_up_weapon_needs_free_hands(b_token, code):
    assert code in codes(check(left_for_b(b_token), Action("take_set_up_weapon", "B")))


def test_no_set_up_weapon_in_your_space_nothing_to_take():
    state = gunner(text="AB....r", B={"template": "wastelander", "readied": []})
    state = replace(state, combat=replace(state.combat, active="B"))
    assert "no_set_up_weapon_here" in codes(check(state, Action("take_set_up_weapon", "B")))


# --- mines ---------------------------------------------------------------------------------------
def test_a_mine_goes_within_5_ft():
    state = gunner()
    assert "mine_too_far" in codes(check(state, Action("prepare_mine", "A", cell=state.grid.from_offset(3, 0))))


def test_a_prepared_mine_knows_its_cell_and_arms_at_the_end_of_the_turn():
    state = gunner(text="A.....r\n.......")
    state = apply(state, Action("prepare_mine", "A", cell=state.grid.from_offset(1, 0))).state
    assert state.token("A").tactical.extra["mine_prepared"] == [1, 0]
    state, _ = end_turn(state, "A")
    state = apply(state, Action("prepare_mine", "A", cell=state.grid.from_offset(0, 1))).state
    state, events = end_turn(state, "A")
    assert state.token("A").tactical.extra["mine_armed"] == [[1, 0], [0, 1]]
    assert "mine_prepared" not in state.token("A").tactical.extra


@pytest.mark.parametrize("good, outcome", [(True, "mine_disarmed"), (False, "mine_triggered")],
                         ids=["disarmed", "set-off"])
def test_disarming_a_mine_6_ap_sneak_then_engineering(good, outcome):
    ok = (lambda f: f <= 20) if good else (lambda f: f > 20)
    seed = next(s for s in range(1, 5000) if all(ok(die_face(s, p, 100)) for p in (0, 1)))
    mine_layer = {"template": "raider", "state": {"mine_armed": [[2, 0]]}}
    state = gunner("AB....r", seed=seed, r=mine_layer)
    result = apply(state, Action("disarm", "A", cell=state.grid.from_offset(2, 0), options=(("penalty", "-10"),)))
    assert result.events[-1].kind == outcome and result.events[1].param("need") == 20  # Sneak 30 - 10
    assert "mine_armed" not in result.state.token("r").tactical.extra
    assert result.state.combat.spent_by("A", "ap") == 6


def test_disarming_where_no_mine_is_known_is_a_trap_for_the_gm():
    state = gunner()
    result = apply(state, Action("disarm", "A", cell=state.grid.from_offset(1, 0)))
    assert result.events[-1].kind == "disarm_trap" and result.state.dice.position == 0


def test_the_gm_map_is_told_of_every_mine_laid_and_armed_and_of_none_once_disarmed():
    from battlemap.engine.battle.marks import GmMark, gm_marks

    state = gunner(text="A.....r\n.......")
    grid = state.grid
    assert gm_marks(state) == ()
    state = apply(state, Action("prepare_mine", "A", cell=grid.from_offset(1, 0))).state
    assert gm_marks(state) == (GmMark("mine_prepared", grid.from_offset(1, 0), "A"),)
    state, _ = end_turn(state, "A")
    assert gm_marks(state) == (GmMark("mine_armed", grid.from_offset(1, 0), "A"),)
    state = apply(state, Action("disarm", "A", cell=grid.from_offset(1, 0))).state
    assert gm_marks(state) == ()
