"""Each turn start is logged once, in every system (the table hears "Bill's turn begins" once)."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument

SAMPLES = ("d20-skirmish.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json")


@pytest.mark.parametrize("sample", SAMPLES)
def test_a_turn_starts_once_in_the_log(sample):
    document = BattleDocument.open(resources.scenario_file(sample))
    for _ in range(2 * len(document.state.tokens) + 1):  # past a round's end too
        before = len(document.log)
        document.apply(document.next_turn_command())
        state = document.state
        name = state.token(state.combat.active).name
        lines = [e.text for e in document.log[before:]]
        starts = [t for t in lines if name in t and ("turn begins" in t or "acts" in t)]
        assert len(starts) == 1, lines
