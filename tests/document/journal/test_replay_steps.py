"""Battle > Replay: any step of the journal shown, nothing changed meanwhile, and going on from a step.

`show_step(k)` shows the battle after k records; while it does, changes and
saves are refused (`InReplay`). `continue_command` goes on from the step
shown: the later records leave the journal (and the log), as one step that
undo takes back.
"""

from __future__ import annotations

import pytest
from tests.document.doc_helpers import at
from tests.document.journal.facts import document_facts
from tests.document.journal.journal_helpers import CORRIDOR, open_in, read_json

from battlemap.document.battle import BattleDocument, InReplay


@pytest.fixture
def played(tmp_path):
    """The corridor after six records, and the document after each of them (the spearmen move on
    their own turn: the first Next Turn hands it to the knights, the second to them)."""
    doc = open_in(tmp_path, CORRIDOR)
    after = [document_facts(doc)]
    for make in (lambda: doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]),
                 lambda: doc.roll_reaction_command(doc.pending_reactions[0]),
                 lambda: doc.set_stat_command("spears", "level", "3"),
                 doc.next_turn_command,
                 doc.next_turn_command,
                 lambda: doc.move_command("spears", [at(doc, 1, 1)])):
        doc.apply(make())
        after.append(document_facts(doc))
    return doc, after


@pytest.mark.parametrize("step", [0, 1, 3, 5])
def test_a_step_shows_the_battle_after_that_many_records_and_leaving_shows_the_end(played, step):
    doc, after = played
    doc.show_step(step)
    assert doc.replay_step == step
    assert document_facts(doc) == after[step]
    doc.leave_replay()
    assert doc.replay_step is None and document_facts(doc) == after[-1]


def test_a_step_outside_the_journal_is_refused(played):
    doc, _ = played
    with pytest.raises(IndexError):
        doc.show_step(7)


def test_nothing_changes_during_replay(played, tmp_path):
    doc, after = played
    command = doc.next_turn_command()
    last = doc.journal[-1]
    doc.show_step(2)
    with pytest.raises(InReplay):
        doc.apply(command)
    with pytest.raises(InReplay):
        doc.revert(last)
    with pytest.raises(InReplay):
        doc.save(tmp_path / "during.json")
    assert not (tmp_path / "during.json").exists()
    doc.leave_replay()
    assert document_facts(doc) == after[-1]


@pytest.mark.parametrize("step", [0, 2, 4])
def test_going_on_from_a_step_drops_the_later_records_and_undo_brings_them_back(played, step):
    doc, after = played
    journal, records = doc.journal, doc.records
    doc.show_step(step)
    command = doc.continue_command()
    assert doc.replay_step is None
    doc.apply(command)
    assert document_facts(doc) == after[step]
    assert doc.journal == journal[:step] and doc.records == records[:step]
    doc.revert(command)
    assert document_facts(doc) == after[-1]
    assert doc.journal == journal and doc.records == records


def test_the_battle_goes_on_from_the_step_and_saves_only_the_records_kept(played, tmp_path):
    doc, _ = played
    doc.show_step(1)
    doc.apply(doc.continue_command())
    doc.apply(doc.skip_reaction_command(doc.pending_reactions[0]))
    saved = read_json(doc.save(tmp_path / "saved.json"))
    assert [r["do"] for r in saved["journal"]["records"]] == ["move", "react"]
    reopened = BattleDocument.open(tmp_path / "saved.json")
    assert reopened.journal_problem is None and document_facts(reopened) == document_facts(doc)


def test_there_is_nothing_to_go_on_from_at_the_end_or_outside_replay(played):
    doc, after = played
    assert doc.continue_command() is None
    doc.show_step(len(doc.journal))
    assert doc.continue_command() is None
    assert doc.replay_step is None and document_facts(doc) == after[-1]
