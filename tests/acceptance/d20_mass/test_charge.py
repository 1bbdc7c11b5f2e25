"""d20 mass combat, RULES.md 3.7-3.8: the charge and bull rush as one action (drag the path, click the foe)."""

from __future__ import annotations

import pytest

from battlemap.document.advance import moves_then_targets
from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn
from battlemap.engine.systems.d20_mass.entry import entered
from tests.document.doc_helpers import write_scenario
from tests.engine.ascii_maps import battle

RUNNER = {"template": "swordsmen", "stats": {"speed": 6}}
#: Any hit disables this charger (Toughness far below zero).
FRAIL = {"template": "swordsmen", "stats": {"speed": 6, "toughness_bonus": -30}}
DEADLY = {"template": "militia", "stats": {"attack": 40}}
HARMLESS = {"template": "militia", "stats": {"attack": -40}}


def fight(text, seed=5, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle(text, "d20-mass", tokens=tokens, combat=combat, seed=seed)


def _path(state, *columns):
    return tuple(state.grid.from_offset(c, 0) for c in columns)


@pytest.mark.parametrize("action_id", ["charge", "bull_rush", "grapple_move"])
def test_the_window_plays_a_charge_as_drag_the_path_then_click_the_foe(action_id):
    state = fight("A..b")
    assert moves_then_targets(state.ruleset.actions[action_id])
    assert "target_missing" in [r.code for r in check(state, Action(action_id, "A", path=_path(state, 1, 2, 3)))]


def test_a_charger_disabled_by_an_opportunity_attack_on_the_way_stops_there_and_strikes_no_one():
    state = fight("A.b.c", A=FRAIL, b=DEADLY, c=HARMLESS)
    outcome = apply(state, Action("charge", "A", target="c", path=_path(state, 1, 2, 3, 4)))
    assert [e.actor for e in outcome.events if e.kind == "attack"] == ["b"]
    assert outcome.state.token("A").cell == state.grid.from_offset(2, 0)
    assert {"disabled", "charging"} <= outcome.state.token("A").conditions
    assert not outcome.of_kind("melee_entry")


def test_a_defender_first_in_the_contest_that_disables_the_charger_takes_its_blow_away():
    for seed in range(40):
        state = fight("A..b", seed=seed, A=FRAIL, b=DEADLY)
        outcome = apply(state, Action("charge", "A", target="b", path=_path(state, 1, 2, 3)))
        (entry,) = outcome.of_kind("melee_entry")
        # Initiative 0 each: the charger strikes first on d20 > 10, a tie (10) goes to the defender.
        assert entry.param("need") == 10 and entry.param("first") == ("A" if entry.param("faces")[0] > 10 else "b")
        if entry.param("first") == "b":
            assert [e.actor for e in outcome.events if e.kind == "attack"] == ["b"]
            assert "disabled" in outcome.state.token("A").conditions
            return
    raise AssertionError("the defender never struck first")


def test_no_contest_when_the_defender_cannot_strike_back():
    state = fight("A..b", A=RUNNER, b={"template": "militia", "conditions": ["total_defence"]})
    outcome = apply(state, Action("charge", "A", target="b", path=_path(state, 1, 2, 3)))
    assert not outcome.of_kind("melee_entry")
    assert [e.actor for e in outcome.events if e.kind == "attack"] == ["A"]


def test_a_charge_played_from_the_document_is_one_undoable_step(tmp_path):
    scenario = {"format": "battlemap-scenario", "version": 1, "name": "run", "ruleset": "d20-mass",
                "grid": {"cols": 5, "rows": 1},
                "tokens": [{"id": "A", "name": "Blue knights", "side": "blue", "at": [0, 0], "template": "cavalry"},
                           {"id": "b", "name": "Red levy", "side": "red", "at": [2, 0], "template": "militia"}],
                "combat": {"round": 1, "order": ["A", "b"], "active": "A"}, "seed": 3}
    doc = BattleDocument.open(write_scenario(tmp_path, scenario), data_folder=tmp_path / "data")
    before = doc.state
    doc.apply(doc.action_command(Action("charge", "A", target="b", path=_path(before, 1, 2))))
    assert doc.state.token("A").cell == before.grid.from_offset(2, 0)
    assert any(line.text.startswith("Blue knights attacks Red levy") for line in doc.log)


# --- entering a square to melee after a plain move: the Attack settles who strikes first --------
def _entered(seed, b=None, moved=1.0):
    """A has moved into b's square this turn; b never hits and no blow disables it (Toughness 32)."""
    tough = {**HARMLESS, "stats": {**HARMLESS["stats"], "toughness_bonus": 30}}
    combat = {"round": 1, "order": ["A", "b"], "active": "A", "spent": {"A": {"move": moved}}}
    return battle("A.b", "d20-mass", combat=combat, seed=seed,
                  tokens={"A": {"template": "swordsmen", "at": [2, 0]}, "b": b or tough})


@pytest.mark.parametrize("first, order", [("A", ["A", "b"]), ("b", ["b", "A"])], ids=["attacker-first", "defender-first"])
def test_entering_to_melee_the_contest_decides_who_strikes_first_and_both_strike(first, order):
    for seed in range(40):
        outcome = apply(_entered(seed), Action("attack", "A", target="b"))
        (entry,) = outcome.of_kind("melee_entry")
        # Initiative 0 each: d20 + 0 must exceed 0 + 10; a tie goes to the defender.
        assert entry.param("first") == ("A" if entry.param("faces")[0] > 10 else "b")
        if entry.param("first") == first:
            assert [e.actor for e in outcome.events if e.kind == "attack"] == order
            assert outcome.state.combat.spent_by("b", "reactions") == 1   # its blow is its opportunity attack
            # Once per target and turn (another attack this turn is a plain one); cleared as A's next turn begins.
            assert outcome.state.token("A").tactical.extra["entry_contested"] == "b"
            assert not entered(outcome.state, Action("attack", "A", target="b"), "attack")
            assert "entry_contested" not in begin_turn(outcome.state, "A")[0].token("A").tactical.extra
            return
    raise AssertionError(f"{first} never struck first")


@pytest.mark.parametrize("b, moved", [({**HARMLESS, "conditions": ["total_defence"]}, 1.0), (None, 0.0)],
                         ids=["defender-cannot-react", "attacker-did-not-move"])
def test_no_contest_when_the_defender_cannot_strike_or_the_attacker_entered_nothing(b, moved):
    outcome = apply(_entered(1, b=b, moved=moved), Action("attack", "A", target="b"))
    assert not outcome.of_kind("melee_entry") and [e.actor for e in outcome.of_kind("attack")] == ["A"]
