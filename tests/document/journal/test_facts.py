"""The journal tests' yardstick: battle facts tell apart what the engine's own equality does not."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from tests.document.doc_helpers import at
from tests.document.journal.facts import battle_facts

from battlemap.document.edits import with_terrain, with_token_replaced


def test_battles_differing_only_in_a_stat_or_a_tactical_extra_differ_in_facts(lane):
    state = lane.state
    blue = state.token("blue")
    stat = with_token_replaced(state, replace(blue, stats=MappingProxyType({**blue.stats, "speed": 9})))
    extra = with_token_replaced(state, replace(blue, tactical=replace(
        blue.tactical, extra=MappingProxyType({"mood": "grim"}))))
    assert stat.tokens == state.tokens and extra.tokens == state.tokens  # the engine's equality skips them
    assert battle_facts(stat) != battle_facts(state)
    assert battle_facts(extra) != battle_facts(state)


def test_terrain_painted_back_as_it_was_has_the_same_facts(lane):
    state = lane.state
    index = state.grid.index(at(lane, 0, 0))
    there_and_back = with_terrain(with_terrain(state, {index: "rough"}), {index: "open"})
    assert battle_facts(there_and_back) == battle_facts(state)
    assert battle_facts(with_terrain(state, {index: "rough"})) != battle_facts(state)
