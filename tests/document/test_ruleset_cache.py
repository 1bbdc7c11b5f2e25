"""The bundled rulesets' parsed TOML cached as JSON: the same ruleset, whatever the cache holds."""

from __future__ import annotations

import tomllib

import pytest

from battlemap import resources
from battlemap.document.ruleset_cache import FOLDER, ruleset_document
from battlemap.schema import LoadError, parse_ruleset, ruleset_from_document


def _text(ruleset_id: str) -> str:
    return resources.ruleset_file(ruleset_id).read_text(encoding="utf-8")


@pytest.mark.parametrize("ruleset_id", resources.ruleset_ids())
def test_a_cached_ruleset_is_the_ruleset_parsed_from_its_toml(tmp_path, ruleset_id):
    text = _text(ruleset_id)
    first = ruleset_document(text, source="r.toml", folder=tmp_path)
    assert len(list((tmp_path / FOLDER).iterdir())) == 1
    again = ruleset_document(text, source="r.toml", folder=tmp_path)
    assert first == again == tomllib.loads(text)
    assert ruleset_from_document(again, source="r.toml") == parse_ruleset(text, source="r.toml")


def test_an_unreadable_or_foreign_entry_is_parsed_again_and_replaced(tmp_path):
    text = _text("d20-mass")
    ruleset_document(text, source="r.toml", folder=tmp_path)
    (entry,) = (tmp_path / FOLDER).iterdir()
    for damaged in ("{not json", "[1, 2]", ""):
        entry.write_text(damaged, encoding="utf-8")
        assert ruleset_document(text, source="r.toml", folder=tmp_path) == tomllib.loads(text)
        assert entry.read_text(encoding="utf-8").startswith("{")


def test_an_edited_ruleset_never_reads_the_old_entry(tmp_path):
    text = _text("yze")
    ruleset_document(text, source="r.toml", folder=tmp_path)
    edited = text.replace('[grid]', '[grid]\n# edited', 1)
    assert edited != text
    assert ruleset_document(edited, source="r.toml", folder=tmp_path) == tomllib.loads(edited)
    assert len(list((tmp_path / FOLDER).iterdir())) == 2


def test_a_folder_that_cannot_be_written_still_parses(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert ruleset_document(_text("gurps4e"), source="r.toml", folder=blocked) == tomllib.loads(_text("gurps4e"))


def test_a_broken_text_still_says_why(tmp_path):
    with pytest.raises(LoadError):
        ruleset_document("[grid\n", source="r.toml", folder=tmp_path)
