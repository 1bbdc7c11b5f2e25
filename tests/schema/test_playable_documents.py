"""Every document `check` accepts plays: it opens, previews a move for each token, plays a turn, saves,
and reopens as the same battle (issue #15's property; the documents come from the loader's strategies)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.library import bundled_ruleset, resolve_ruleset
from battlemap.engine.movement.preview import preview_move
from battlemap.schema import LoadError, scenario_from_document
from tests.document.journal.facts import battle_facts
from tests.schema.scenario_strategies import scenarios

RULESETS = ("d20-mass", "fallout-pnp", "gurps4e", "yze")


def _accepted(document: dict) -> bool:
    try:
        scenario_from_document(json.loads(json.dumps(document)), source="x.json", ruleset_resolver=resolve_ruleset)
    except LoadError:
        return False
    return True


@pytest.mark.parametrize("ruleset_id", RULESETS)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_accepted_document_opens_previews_plays_saves_and_reopens_the_same(tmp_path_factory, ruleset_id,
                                                                                  data):
    document = data.draw(scenarios(bundled_ruleset(ruleset_id)))
    if not _accepted(document):
        return  # check refuses it: nothing to play
    folder = tmp_path_factory.mktemp("battle")
    path = folder / "battle.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    doc = BattleDocument.open(path)
    for token in doc.state.tokens:
        doc.drag_move(token.id)  # what the drag label would say
        for cell in doc.state.grid.neighbors(token.cell)[:1]:
            preview_move(doc.state, token.id, (cell,))
    turn = doc.next_turn_command()
    if isinstance(turn, Command):
        doc.apply(turn)
    reopened = BattleDocument.open(doc.save(folder / "saved.json"))
    assert reopened.journal_problem is None
    assert battle_facts(reopened.state) == battle_facts(doc.state)
