"""The threat of an enemy counts the blows its budget leaves after its walk (engine/ai/blows.py)."""

from __future__ import annotations

from battlemap.document.battle import BattleDocument
from battlemap.engine.ai import scoring
from battlemap.engine.ai.attacks import chance
from battlemap.engine.ai.blows import blows_left, strike_steps
from battlemap.engine.ai.decide import decide
from battlemap.engine.ai.plans import ATTACKS, PREPARES
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.legality import check
from battlemap.grid import Cell
from battlemap.schema import scenario_from_document

OPEN = ["." * 20] * 7


def _battle(rows, tokens):
    document = {
        "format": "battlemap-scenario", "version": 1, "name": "blows", "ruleset": "fallout-pnp",
        "grid": {"kind": "square", "cols": len(rows[0]), "rows": len(rows), "cell": 5, "unit": "ft"},
        "terrain": {"rows": rows}, "tokens": tokens,
        "combat": {"round": 1, "order": [t["id"] for t in tokens], "active": tokens[0]["id"]},
    }
    return BattleDocument.new(scenario_from_document(document, source="test"), name="blows").state


def _doc_and_mutant(rows=OPEN, mutant=(12, 3)):
    return _battle(rows, [{"id": "doc", "side": "blue", "at": [2, 3], "template": "wastelander"},
                          {"id": "mutant", "side": "red", "at": list(mutant), "template": "brute"}])


def test_a_super_mutant_that_must_walk_far_lands_no_blow_and_one_beside_its_target_lands_two():
    state = _doc_and_mutant()
    me = state.token("doc")
    foes = scoring.foes_of(state, me, [state.token("mutant")])
    far, _ = scoring.threat(state, me, Cell(4, 3), foes)  # seven squares to walk of its 9 AP: no 4 AP left
    half, _ = scoring.threat(state, me, Cell(6, 3), foes)  # five squares, then one blow
    near, who = scoring.threat(state, me, Cell(10, 3), foes)  # beside it: two blows of its 9 AP
    assert far == 0
    assert near == 2 * half > 0
    assert who == ("mutant",)


def test_a_super_mutant_a_step_away_is_feared_at_its_own_chance_and_its_sledgehammers_weight():
    state = _doc_and_mutant(mutant=(4, 3))
    foe = scoring.foes_of(state, state.token("doc"), [state.token("mutant")])[0]
    beside = state.with_token_moved("mutant", Cell(3, 3))
    assert foe.chance == chance(beside, "mutant", "doc") > scoring.GUESS  # 80 melee - AC 5
    assert foe.weight > 1  # 3d6 on 30 HP: a harder hit than a typical one


def test_a_large_foe_does_not_reach_a_token_behind_a_one_square_gap():
    rows = ["....#.....", "....#.....", "..........", "....#.....", "....#....."]
    state = _battle(rows, [{"id": "doc", "side": "blue", "at": [1, 2], "template": "wastelander"},
                           {"id": "mutant", "side": "red", "at": [7, 2], "template": "brute"}])
    field = strike_steps(state, state.token("mutant"), 1)
    assert state.grid.index(Cell(1, 2)) not in field  # the 2x2 mutant cannot pass the gap at (4, 2)
    assert state.grid.index(Cell(5, 2)) in field


def test_a_shooter_standing_still_with_ten_ap_counts_two_shots_of_four():
    state = _doc_and_mutant()
    assert blows_left(state, state.token("doc"), Action("attack", "doc", target="mutant")) == 2


def test_a_pistol_against_a_super_mutants_hide_focuses_first_then_shoots():
    state = _doc_and_mutant()
    decision = decide(state, "doc")
    assert decision.what == PREPARES
    assert check(state, decision.action) == ()
    assert state.ruleset.actions[decision.action.id].group == "focus"
    assert decision.reasons[0].param("target") == "mutant"


def test_a_rifle_with_ap_for_two_shots_shoots_rather_than_focus():
    state = _battle(OPEN, [{"id": "jacobs", "side": "blue", "at": [2, 3], "template": "sniper"},
                           {"id": "raider", "side": "red", "at": [12, 3], "template": "raider"}])
    decision = decide(state, "jacobs")
    assert decision.what == ATTACKS
    assert decision.action.target == "raider"


def test_a_shooter_with_ap_left_and_a_mutant_closing_steps_back_out_of_its_reach_before_ending_its_turn():
    from battlemap.engine.ai.plans import FALLS_BACK
    from battlemap.engine.play.budgets import with_spent_entries

    state = with_spent_entries(_doc_and_mutant(mutant=(7, 3)), "doc", {"ap": 8})  # two shots fired
    me = state.token("doc")
    foes = scoring.foes_of(state, me, [state.token("mutant")])
    assert scoring.threat(state, me, me.cell, foes)[0] > 0  # four squares for the mutant, then a blow
    decision = decide(state, "doc")
    assert decision.what == FALLS_BACK
    assert scoring.threat(state, me, decision.path[-1], foes)[0] == 0


def test_a_shooter_who_missed_never_pays_again_to_cancel_the_miss():
    from battlemap.engine.ai.preparing import prepares
    from battlemap.engine.play.budgets import with_spent_entries
    from battlemap.engine.play.legality import legal_actions

    state = _battle(OPEN, [{"id": "doc", "side": "blue", "at": [2, 3], "template": "wastelander",
                            "conditions": ["missed_attack"]},
                           {"id": "raider", "side": "red", "at": [12, 3], "template": "raider"}])
    state = with_spent_entries(state, "doc", {"ap": 4})
    options = {o.id: o for o in legal_actions(state, "doc")}
    assert options["cancel_attack"].legal  # legal: the same 4 AP again, the miss taken back
    assert not prepares(options["cancel_attack"])
    assert prepares(options["focus"])
    decision = decide(state, "doc")
    assert decision.action is None or decision.action.id != "cancel_attack"
