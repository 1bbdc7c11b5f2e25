"""GURPS postures (RULES.md 1.2 occupancy, 1.6 Posture table [X]): hexes, modifiers, movement;
and R5, picking up from the ground, judged through check()."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from tests.engine.ascii_maps import battle

#: RULES.md 1.6 Posture table: melee attack, active defence, to be hit by ranged, Move 5 ->
#: yards (normal, x2/3, x1/3, x1/3, none, 1 yd/s); 1.2: lying down and crawling fill 2 hexes.
POSTURES = [
    ("standing", 0, 0, 0, 5, 1),
    ("crouching", -2, 0, -2, 3, 1),
    ("kneeling", -2, -2, -2, 1, 1),
    ("crawling", -4, -3, -2, 1, 2),
    ("sitting", -2, -2, -2, 0, 1),
    ("prone", -4, -3, -2, 1, 2),
]


def scene(posture, text=".......\n...Ab..\n.......\nc......", **a):
    tokens = {"A": {"template": "swordsman", "facing": 2, "posture": posture, **a},
              "b": {"template": "swordsman", "facing": 5}, "c": {"template": "archer", "facing": 1}}
    return battle(text, "gurps4e", tokens=tokens, seed=7)


def value(explained, modifier):
    return {m.id: m.value for m in explained.modifiers}.get(modifier, 0)


@pytest.mark.parametrize("posture, melee, defence, ranged, yards, hexes", POSTURES, ids=[p[0] for p in POSTURES])
def test_posture_table_rules_1_6(posture, melee, defence, ranged, yards, hexes):
    state = scene(posture)
    token = state.token("A")
    assert len(token.footprint) == hexes
    assert state.rules.movement_budget(state, token) == yards
    assert value(explain_attack(state, "A", "b", "attack"), "attacker_posture") == melee
    # The defence term is written as its effect on the attacker: defence -3 is +3 to hit.
    assert value(explain_attack(state, "b", "A", "attack"), "defence_posture") == -defence
    assert value(explain_attack(state, "c", "A", "attack"), "target_posture") == ranged


@pytest.mark.parametrize("action_id, posture, hexes", [
    ("crawl", "crawling", 2), ("lie_down", "prone", 2), ("kneel", "kneeling", 1),
], ids=["crawl", "lie_down", "kneel"])
def test_changing_posture_changes_the_hexes_filled(action_id, posture, hexes):
    state = scene("standing")
    after = apply(state, Action(action_id, "A")).state
    token = after.token("A")
    assert (token.posture, len(token.footprint)) == (posture, hexes)
    assert all(after.occupancy[after.grid.index(c)] == ("A",) for c in token.footprint)


def test_crawling_attacks_at_reach_c_only():
    state = scene("crawling")
    assert "crawling_reach_c_only" in [r.code for r in explain_attack(state, "A", "b", "attack").reasons]
    assert "crawling_reach_c_only" in [r.code for r in check(state, Action("attack", "A", target="b"))]


# --- R5: picking up from the ground -------------------------------------------------------------

@pytest.mark.parametrize("posture, arms, legal", [
    ("standing", 1, False), ("crouching", 1, False), ("kneeling", 1, True), ("crawling", 1, True),
    ("sitting", 1, True), ("prone", 1, True), ("standing", 2, True),
], ids=lambda v: str(v))
def test_r5_pick_up_needs_a_low_posture_unless_arms_of_2_yd(posture, arms, legal):
    state = scene(posture, readied=[], stats={"arm_length": arms})
    reasons = check(state, Action("pick_up", "A", options=(("item", "broadsword"),)))
    if legal:
        assert reasons == ()
    else:
        (reason,) = reasons
        assert (reason.code, reason.param("posture"), reason.param("arm_length")) == (
            "pick_up_needs_low_posture", posture, 1)


def test_r5_a_kneeling_fighter_picks_the_item_up_ready():
    state = scene("kneeling", readied=[])
    after = apply(state, Action("pick_up", "A", options=(("item", "broadsword"),))).state
    assert after.token("A").readied == frozenset({"broadsword"})
