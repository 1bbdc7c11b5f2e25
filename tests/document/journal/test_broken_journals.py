"""A journal that does not replay: the battle opens as far as it goes, or as the file's top level holds it.

A record that does not play stops the replay there: the battle is the one
the records before it made (log, offers and undo history included) and
`journal_problem` names the record. A journal that plays through but does
not reach the file's top level (the file was edited by hand) is set aside:
the battle opens as the top level holds it.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from tests.document.doc_helpers import at
from tests.document.journal.facts import document_facts
from tests.document.journal.journal_helpers import CORRIDOR, open_in, read_json

from battlemap.document.battle import BattleDocument


@pytest.fixture
def saved(tmp_path):
    """The corridor after four records (a move that provokes, a skip, a stat, the next turn), saved;
    and the document after each record, to compare with."""
    doc = open_in(tmp_path, CORRIDOR)
    after = [document_facts(doc)]
    for make in (lambda: doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]),
                 lambda: doc.skip_reaction_command(doc.pending_reactions[0]),
                 lambda: doc.set_stat_command("spears", "level", "3"),
                 doc.next_turn_command):
        doc.apply(make())
        after.append(document_facts(doc))
    return doc.save(tmp_path / "saved.json"), after


def _edited(path, change) -> None:
    document = read_json(path)
    change(document)
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.parametrize("broken", [1, 2, 3])
def test_a_journal_failing_at_record_n_opens_at_the_battle_after_the_records_before(saved, broken):
    path, after = saved
    _edited(path, lambda d: d["journal"]["records"].__setitem__(broken, {"do": "delete_token", "token": "ghost"}))
    doc = BattleDocument.open(path)
    problem = doc.journal_problem
    assert (problem.index, problem.kind, problem.field) == (broken, "delete_token", "token")
    assert [r.code for r in problem.reasons] == ["unknown_token"]
    assert problem.describe() == f"journal record {broken} (delete_token): token: unknown_token (token ghost)"
    assert _without_the_note(doc) == after[broken]
    assert doc.log[-1].text == (f"The journal stops at record {broken} (delete_token, token: unknown_token "
                                "(token ghost)); the battle opens as the records before it left it")
    assert len(doc.journal) == broken


def _without_the_note(doc):
    """The document's facts without the log's last line, the note saying where the journal stopped."""
    facts = document_facts(doc)
    return replace(facts, log=facts.log[:-1])


def test_the_battle_opened_short_of_a_broken_record_undoes_to_the_start(saved):
    path, after = saved
    _edited(path, lambda d: d["journal"]["records"].__setitem__(3, {"do": "react", "offer": 4, "roll": True}))
    doc = BattleDocument.open(path)
    assert doc.journal_problem.index == 3 and doc.journal_problem.field == "offer"
    for command in reversed(doc.journal):
        doc.revert(command)
    assert _without_the_note(doc) == after[0]  # the note belongs to no command: undo leaves it


def test_a_hand_edited_top_level_sets_the_journal_aside_and_opens_the_top_level(saved):
    path, _ = saved
    _edited(path, lambda d: d["tokens"][1].__setitem__("at", [6, 1]))
    doc = BattleDocument.open(path)
    problem = doc.journal_problem
    assert problem.index is None and [r.code for r in problem.reasons] == ["journal_mismatch"]
    assert "does not reach the battle in the file" in problem.describe()
    assert doc.state.grid.to_offset(doc.state.token("spears").cell) == (6, 1)
    assert doc.state.token("spears").stats["level"] == 3  # the rest as the top level holds it
    assert doc.journal == () and doc.pending_reactions == ()
    assert [e.text for e in doc.log] == ["The journal does not reach the battle in the file (edited by hand?); "
                                         "the battle opens as the file holds it, its journal set aside"]


def test_after_a_mismatch_the_next_save_starts_a_journal_from_the_top_level(saved, tmp_path):
    path, _ = saved
    _edited(path, lambda d: d["tokens"][1].__setitem__("at", [6, 1]))
    doc = BattleDocument.open(path)
    doc.apply(doc.move_command("knights", [at(doc, 2, 1)]))
    again = read_json(doc.save(tmp_path / "again.json"))
    assert again["journal"]["start"]["tokens"][1]["at"] == [6, 1]
    assert again["journal"]["records"] == [{"do": "move", "token": "knights", "path": [[2, 1]]}]
    assert BattleDocument.open(tmp_path / "again.json").journal_problem is None


def test_a_journal_that_replays_has_no_problem(saved):
    path, after = saved
    doc = BattleDocument.open(path)
    assert doc.journal_problem is None and document_facts(doc) == after[-1]
