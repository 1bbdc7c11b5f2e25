"""d20 mass combat, RULES.md 3.5 (objects' load) and 3.10 (the reach of Large units)."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.threat import threatened_cells
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_round
from battlemap.engine.systems.d20_mass.objects import load_object, overload
from tests.engine.ascii_maps import battle

CART = {"stats": {"object": "mobile", "heavy_load": 100}, "weapons": [], "readied": []}


def field(**tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle("Ab..\n....\n....", "d20-mass", tokens=tokens, combat=combat, seed=2)


@pytest.mark.parametrize("load, level, condition", [
    (100, 0, None), (101, 1, "wounded"), (200, 1, "wounded"), (201, 2, "disabled"),
], ids=["at-heavy", "above-heavy", "twice-heavy", "above-twice"])
def test_an_object_above_its_heavy_load_steps_down_at_once_above_twice_is_disabled(load, level, condition):
    state = field(b=CART)
    after, events = load_object(state, "b", load)
    assert overload(after.token("b")) == level
    assert after.token("b").stats["load"] == load
    if condition is None:
        assert events == () and not after.token("b").conditions
    else:
        assert condition in after.token("b").conditions
        assert (events[0].param("was"), events[0].param("condition")) == ("healthy", condition)


def test_an_overloaded_object_steps_down_again_every_round_while_overloaded():
    state, _ = load_object(field(b=CART), "b", 150)
    assert "wounded" in state.token("b").conditions
    state, events = begin_round(state)
    assert "disabled" in state.token("b").conditions
    assert [(e.kind, e.param("was"), e.param("condition")) for e in events if e.kind == "overload"] == [
        ("overload", "wounded", "disabled")]
    unloaded, _ = load_object(field(b=CART), "b", 90)
    assert not begin_round(unloaded)[0].token("b").conditions


def test_load_is_an_objects_rule_only():
    state = field(b={"stats": {"heavy_load": 100}})
    after, events = load_object(state, "b", 500)
    assert events == () and not after.token("b").conditions


def test_a_large_unit_reaches_its_own_25_ft_square_only():
    # Large (10 ft reach) fits inside a 25 ft square: no threat on, no blow at, the next square.
    state = battle("A.\nb.", "d20-mass", tokens={"A": {"template": "ogre"}})
    ogre = state.token("A")
    assert threatened_cells(state, ogre) == frozenset({state.grid.index(ogre.cell)})
    assert [r.code for r in explain_attack(state, "A", "b").reasons] == ["out_of_range"]


def test_a_colossal_unit_reaches_every_square_it_covers():
    state = battle("A..\n...\n...", "d20-mass", tokens={"A": {"template": "ogre", "size": "colossal"}})
    giant = state.token("A")
    assert threatened_cells(state, giant) == frozenset(state.grid.index(c) for c in giant.footprint)
    assert len(giant.footprint) == 4


# --- the GM's load_object action -------------------------------------------------------------
@pytest.mark.parametrize("actor, load, reasons", [
    ("b", "150", []), ("b", "0", []), ("b", "", ["load_not_a_number"]), ("b", "heavy", ["load_not_a_number"]),
    ("b", "-5", ["load_negative"]), ("A", "150", ["not_an_object"]),
], ids=["150", "unload", "blank", "words", "negative", "a-unit"])
def test_the_load_object_action_takes_a_number_on_an_object(actor, load, reasons):
    state = field(b=CART)
    assert [r.code for r in check(state, Action("load_object", actor, options=(("load", load),)))] == reasons


def test_loading_an_object_in_play_logs_the_load_and_steps_its_condition_down():
    outcome = apply(field(b=CART), Action("load_object", "b", options=(("load", "150"),)))
    loaded = outcome.of_kind("loaded")[0]
    assert (loaded.param("load"), loaded.param("was"), loaded.param("heavy")) == (150, 0, 100)
    assert outcome.state.token("b").stats["load"] == 150 and "wounded" in outcome.state.token("b").conditions
    assert [(e.param("was"), e.param("condition")) for e in outcome.of_kind("overload")] == [("healthy", "wounded")]
