"""A second overwatch line the file wrote wrongly is no line: the battle still drags, previews and saves."""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument


@pytest.mark.parametrize("second", [[3], [2, "x"], [None], "3,4", [True, 1], [99, 99]],
                         ids=["one-number", "a-word", "null", "text", "a-boolean", "off-the-map"])
def test_a_malformed_second_line_is_ignored_not_a_crash(tmp_path, capsys, second):
    document = {
        "format": "battlemap-scenario", "version": 1, "ruleset": "fallout-pnp", "grid": {"cols": 8, "rows": 4},
        "tokens": [
            {"id": "gun", "side": "blue", "at": [0, 1], "template": "gunslinger",
             "state": {"overwatch": {"toward": [7, 1]}, "overwatch_second": second}},
            {"id": "rx", "side": "red", "at": [4, 3], "template": "raider"},
        ],
        "combat": {"order": ["rx", "gun"], "active": "rx"},
    }
    path = tmp_path / "alley.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert main(["preview", str(path), "rx", "--path", "4,2 4,1 4,0"]) == 0
    doc = BattleDocument.open(path)
    doc.apply(doc.move_command("rx", [doc.state.grid.from_offset(4, 2), doc.state.grid.from_offset(4, 1)]))
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()
