"""What each system shows for a token's place in the order, and what a budget still pays."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.engine.play.budgets import ApBudget, D20Budget, ManeuverBudget, SlowFastBudget, label, remaining
from battlemap.engine.play.initiative import initiative_score, roll_initiative


@pytest.mark.parametrize(("budget", "left"), [
    (D20Budget(1, 1, 1), "standard + move + swift"),
    (D20Budget(1, 1, 1, used_move=1), "standard + swift"),
    (D20Budget(1, 1, 1, used_standard=1), "move + swift"),
    (D20Budget(1, 1, 1, used_move=2), "swift"),
    (D20Budget(1, 1, 1, used_standard=1, used_move=1, used_swift=1), "free"),
    (D20Budget(1, 1, 1, used_standard=1, used_move=1, used_swift=1, full_round=True), "free"),
    (SlowFastBudget(2, 1), "slow + fast"),
    (SlowFastBudget(2, 1, used_fast=1), "slow"),
    (SlowFastBudget(2, 1, used_slow=1), "fast"),
    (ManeuverBudget(1), "1 maneuver"),
    (ManeuverBudget(1, used=1), "free"),
], ids=lambda v: v if isinstance(v, str) else type(v).__name__)
def test_what_a_budget_still_pays_in_its_own_words(budget, left):
    assert label(remaining(budget)) == left


def test_an_ap_pool_leaves_its_words_to_the_movement_budget():
    assert remaining(ApBudget(10, spent=3)) is None


def _state(name: str):
    return BattleDocument.open(str(resources.scenario_file(name))).state


def test_d20_keeps_each_units_rolled_total_which_orders_the_turns():
    state = _state("d20-skirmish.json")
    assert all(initiative_score(state, t.id) is None for t in state.tokens)
    after, events = roll_initiative(state)
    totals = {e.actor: e.param("total") for e in events}
    assert {t.id: initiative_score(after, t.id) for t in after.tokens} == totals
    ordered = [initiative_score(after, t) for t in after.combat.order]
    assert ordered == sorted(ordered, reverse=True)


@pytest.mark.parametrize(("name", "key"), [
    ("fallout-alley.json", "rk"), ("yze-zones.json", "card"), ("gurps-duel.json", "basic_speed"),
])
def test_every_system_shows_the_number_that_set_its_order(name, key):
    after, events = roll_initiative(_state(name))
    for event in events:
        shown = initiative_score(after, event.actor)
        if key == "basic_speed":
            assert shown == event.param("basic_speed")
        else:
            assert shown == event.param(key)


def test_the_rolled_totals_survive_save_and_reopen(tmp_path):
    document = BattleDocument.open(str(resources.scenario_file("d20-skirmish.json")))
    command = document.initiative_command()
    document.apply(command)
    totals = {t.id: initiative_score(document.state, t.id) for t in document.state.tokens}
    path = document.save(tmp_path / "rolled.json")
    again = BattleDocument.open(str(path))
    assert {t.id: initiative_score(again.state, t.id) for t in again.state.tokens} == totals
    assert None not in totals.values()
