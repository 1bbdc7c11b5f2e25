"""docs/SCENARIO-FORMAT.md's `journal` section stays true: its example passes `check`, its table names every
record kind with every field, and the top-level table has a `journal` row."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from battlemap.cli import main
from battlemap.schema.records import KINDS, MODELS
from battlemap.schema.scenario import Scenario

PAGE = Path(__file__).resolve().parents[2] / "docs" / "SCENARIO-FORMAT.md"


def _section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    return text[text.index("## `journal`"):text.index("## Errors")]


def _rows() -> dict[str, str]:
    """Record kind -> its row of the section's table (the header row, `do`, left out)."""
    rows = re.finditer(r"^\| `(\w+)` \|.*$", _section(), re.M)
    return {m.group(1): m.group(0) for m in rows if m.group(1) != "do"}


def test_the_top_level_table_names_every_field_of_a_scenario_and_the_journal():
    top = PAGE.read_text(encoding="utf-8").split("## `grid`")[0]
    assert set(re.findall(r"^\| `(\w+)` \|", top, re.M)) == set(Scenario.model_fields)


def test_the_example_file_passes_check_with_its_journal(tmp_path, capsys):
    example = re.search(r"```json\n(.*?)```", _section(), re.S).group(1)
    path = tmp_path / "lane.json"
    path.write_text(example, encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert "journal of 3 record(s)" in capsys.readouterr().out


def test_the_table_lists_every_record_kind_in_the_models_order():
    assert list(_rows()) == list(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_each_row_names_every_field_of_its_kind(kind):
    row = _rows()[kind]
    # A field is named in the file as its alias where it has one (`from`, a Python keyword).
    names = [field.alias or name for name, field in MODELS[kind].model_fields.items()]
    missing = [name for name in names if name != "do" and f"`{name}`" not in row]
    assert not missing, f"docs/SCENARIO-FORMAT.md: the {kind} row does not name {missing}"
