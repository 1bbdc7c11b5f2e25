"""Reactions still on offer when the turn or round ends lapse; the file never holds them."""

from __future__ import annotations

import pytest
from tests.document.doc_helpers import at, write_scenario

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Change, Command
from tests.document.test_reactions import CORRIDOR

OFFER = "Red spearmen: an opportunity attack on Blue knights at 2,1"


@pytest.fixture
def provoked(tmp_path) -> BattleDocument:
    """The corridor after the knights rode past the spearmen: one opportunity attack on offer."""
    doc = BattleDocument.open(write_scenario(tmp_path, CORRIDOR), data_folder=tmp_path / "data")
    doc.apply(doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]))
    assert len(doc.pending_reactions) == 1
    return doc


@pytest.mark.parametrize(
    ("ending", "then"),
    [("next_turn_command", "Blue knights: turn begins"), ("next_round_command", "Round 2 begins: Blue knights acts")],
    ids=["next-turn", "next-round"],
)
def test_ending_the_turn_lets_the_offer_lapse_and_undo_offers_it_again(provoked, ending, then):
    offers, lines = provoked.pending_reactions, len(provoked.log)
    command = getattr(provoked, ending)()
    assert isinstance(command, Command) and command.pending == Change(offers, ())
    provoked.apply(command)
    assert provoked.pending_reactions == ()
    assert provoked.log[lines].text == f"{OFFER}: lapsed"  # before the turn's own lines
    assert provoked.log[lines + 1].text == then
    provoked.revert(command)
    assert provoked.pending_reactions == offers and len(provoked.log) == lines


def test_nothing_on_offer_leaves_the_turn_command_as_it_was(tmp_path):
    doc = BattleDocument.open(write_scenario(tmp_path, CORRIDOR))
    command = doc.next_turn_command()
    assert isinstance(command, Command) and command.pending is None
    assert not any("lapsed" in entry.text for entry in command.log)


def test_saving_keeps_offers_through_the_journal(provoked, tmp_path):
    target = tmp_path / "saved.json"
    lines = len(provoked.log)
    provoked.save(target)
    assert len(provoked.log) == lines  # nothing lapses: no warning line
    reopened = BattleDocument.open(target)
    assert reopened.pending_reactions == provoked.pending_reactions
    assert [e.text for e in reopened.log] == [e.text for e in provoked.log]
    assert reopened.state.grid.to_offset(reopened.state.token("knights").cell) == (3, 1)
    reopened.apply(reopened.skip_reaction_command(reopened.pending_reactions[0]))
    reopened.apply(reopened.next_turn_command())  # and the battle goes on
    assert reopened.state.combat.round >= 1


def test_offers_lapse_on_reopen_only_when_the_journal_cannot_hold_them(provoked, tmp_path):
    # A command without a record (none of the builders makes one) leaves the journal out.
    provoked.apply(Command("by hand", provoked.state, provoked.state))
    target = tmp_path / "saved.json"
    provoked.save(target)
    assert provoked.log[-1].text == f"{OFFER}: not saved, lapses when the file is reopened"
    assert "opportunity" not in target.read_text(encoding="utf-8")
    assert BattleDocument.open(target).pending_reactions == ()


def test_undo_across_a_save_with_offers_still_works(provoked, tmp_path):
    hide = provoked.set_hidden_command("spears", True)
    provoked.apply(hide)
    provoked.save(tmp_path / "saved.json")
    provoked.revert(hide)
    assert len(provoked.pending_reactions) == 1
    provoked.apply(provoked.roll_reaction_command(provoked.pending_reactions[0]))
    assert provoked.pending_reactions == ()
