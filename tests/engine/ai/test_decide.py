"""The computer's decisions: legal steps, reasons, the same battle deciding the same way."""

from __future__ import annotations

import pytest

from battlemap.document.battle import BattleDocument
from battlemap.engine.ai.decide import decide
from battlemap.engine.ai.plans import ATTACKS, ENDS_TURN
from battlemap.engine.ai.reactions import answer
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.legality import check

SAMPLES = ("d20-skirmish", "fallout-alley", "gurps-duel", "yze-zones")


def _open(name: str) -> BattleDocument:
    return BattleDocument.open(f"assets/scenarios/{name}.json")


@pytest.mark.parametrize("name", SAMPLES)
def test_the_active_tokens_decision_is_legal_and_says_why(name):
    state = _open(name).state
    active = state.combat.active
    decision = decide(state, active)
    assert decision.token == active
    if decision.action is not None:
        assert check(state, decision.action) == ()
    if decision.what != ENDS_TURN:
        assert decision.reasons, "a step that does something says why"


@pytest.mark.parametrize("name", SAMPLES)
def test_the_same_battle_decides_the_same_way(name):
    first, second = _open(name).state, _open(name).state
    active = first.combat.active
    assert decide(first, active) == decide(second, active)


def test_ysolde_who_has_aimed_shoots_sir_aldric_with_the_exact_chance():
    state = _open("gurps-duel").state
    decision = decide(state, "ysolde")
    assert decision.what == ATTACKS
    assert decision.action.target == "sir-aldric"
    hit = next(r for r in decision.reasons if r.code == "hit_chance")
    assert 1 <= hit.param("percent") <= 100


def test_a_reaction_that_cannot_hit_is_let_pass_and_one_that_can_is_rolled():
    state = _open("gurps-duel").state
    far = Reaction("grim", "wait", 1, state.token("bran").cell, Reason.of("enters_reach"))
    assert answer(state, far, "bran").roll  # a held action is taken when it fires
    beside = state.grid.neighbors(state.token("grim").cell)[0]
    near = Reaction("grim", "opportunity_attack", 1, beside, Reason.of("leaves_reach"))
    assert answer(state, near, "bran").roll
    away = Reaction("grim", "opportunity_attack", 1, state.token("ysolde").cell, Reason.of("leaves_reach"))
    assert not answer(state, away, "sir-aldric").roll
