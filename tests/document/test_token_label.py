"""A token's short map label: set in the file or the Edit dialog, journalled, saved, checked."""

from __future__ import annotations

import json

import pytest
from tests.document.doc_helpers import LANE, write_scenario

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.token_edit import TokenEdit


def _with_label(label):
    document = json.loads(json.dumps(LANE))
    document["tokens"][0]["label"] = label
    return document


def _edit(doc, token_id, **changes):
    return doc.edit_token_command(token_id, TokenEdit(**(doc.token_edit(token_id).__dict__ | changes)))


def test_a_label_in_the_file_opens_saves_and_reopens(open_doc, tmp_path):
    doc = open_doc(_with_label("G1"))
    token = doc.state.tokens[0]
    assert token.label == "G1"
    reopened = BattleDocument.open(doc.save(tmp_path / "again.json"))
    assert reopened.state.token(token.id).label == "G1"
    saved = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert saved["tokens"][0]["label"] == "G1"


def test_a_label_set_in_the_edit_is_one_journalled_step_that_saves(open_doc, tmp_path):
    doc = open_doc()
    token_id = doc.state.tokens[0].id
    command = _edit(doc, token_id, label="Cap")
    assert isinstance(command, Command) and "label" in command.log[0].text
    doc.apply(command)
    assert doc.state.token(token_id).label == "Cap"
    assert doc.journal[-1].record.label == "Cap"
    reopened = BattleDocument.open(doc.save(tmp_path / "edited.json"))
    assert reopened.state.token(token_id).label == "Cap"
    doc.revert(command)
    assert doc.state.token(token_id).label is None


@pytest.mark.parametrize("label", ["", "Longer", "A 1"], ids=["empty", "too-long", "space"])
def test_the_edit_refuses_a_bad_label_with_its_reason(open_doc, label):
    doc = open_doc()
    result = _edit(doc, doc.state.tokens[0].id, label=label)
    assert isinstance(result, Rejected)
    assert [r.code for r in result.reasons] == ["invalid_label"]


@pytest.mark.parametrize(("label", "said"), [("", "at least 1 character"), ("TOOLONG", "at most 4 characters")],
                         ids=["empty", "too-long"])
def test_check_refuses_a_bad_label_naming_the_field(tmp_path, capsys, label, said):
    path = write_scenario(tmp_path, _with_label(label))
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "tokens[0].label" in out and said in out
