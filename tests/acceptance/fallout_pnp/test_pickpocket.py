"""Fallout d100 homebrew (RULES.md 4.3 Pickpocket, 3 AP): only someone next to you and unaware of
you; a won reverse pickpocket makes the victim fail every SPECIAL check until the end of your turn."""

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import end_turn
from battlemap.engine.systems.fallout_pnp.checks import roll_check
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def street(text="Pv..", seed=1, **tokens):
    base = {"P": {"template": "wastelander", "stats": {"sleight_of_hand": 300}},
            "v": {"template": "raider", "stats": {"perception_skill": 0}}}
    for key, extra in tokens.items():
        base[key] = {**base[key], **extra}
    ids = [c for c in text if c.isalpha()]
    return battle(text, "fallout-pnp", tokens=base, combat={"round": 1, "order": ids, "active": "P"}, seed=seed)


def codes(state, action_id="pickpocket"):
    return [r.code for r in check(state, Action(action_id, "P", target="v"))]


@pytest.mark.parametrize("action_id", ["pickpocket", "plant_item"])
def test_pickpocketing_3_ap_only_next_to_the_victim(action_id):
    assert "requires_adjacent" in codes(street("P..v"), action_id)
    state = street()
    assert codes(state, action_id) == []
    assert apply(state, Action(action_id, "P", target="v")).state.combat.spent_by("P", "ap") == 3


@pytest.mark.parametrize("reading, sensed, sneaking, code", [
    ("sensed", True, False, "target_aware"),
    ("sensed", False, False, None),
    ("sneaking", False, False, "requires_stealth"),
    ("sneaking", False, True, None),
    ("gm", True, False, None),
], ids=["sensed-you", "unaware", "not-in-stealth", "in-stealth", "gm-judges"])
def test_only_against_someone_unaware_of_you(reading, sensed, sneaking, code):
    state = street(v={"state": {"sensed": "P"}} if sensed else {}, P={"state": {"sneaking": True}} if sneaking else {})
    found = [c for c in codes(with_options(state, pickpocket_unaware=reading))
             if c in ("target_aware", "requires_stealth")]
    assert found == ([code] if code else [])


def test_a_planted_victim_fails_every_special_check_until_the_end_of_your_turn():
    state = street()
    outcome = apply(state, Action("plant_item", "P", target="v"))
    assert [e.kind for e in outcome.events][-2:] == ["pickpocketed", "planted"]
    planted = outcome.state
    _, event = roll_check(with_options(planted, special_die=10), "v", "strength", 0)
    assert event.param("success") is False and event.param("planted") is True and event.param("need") == 6
    _, skill = roll_check(planted, "v", "guns", 0, "skill")
    assert "planted" not in dict(skill.params)  # only SPECIAL checks fail
    after, events = end_turn(planted, "P")
    assert [(e.kind, e.target) for e in events if e.kind == "planted_item_due"] == [("planted_item_due", "v")]
    assert "planted_by" not in after.token("v").tactical.extra
