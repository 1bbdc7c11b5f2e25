"""Stats typed by the GM: read by the ruleset's stat table, bounds checked, one undo step."""

from __future__ import annotations

import pytest

from battlemap.document.commands import Command, Rejected
from battlemap.document.stat_edit import parse_stat, set_stat_command


@pytest.mark.parametrize(
    ("key", "text", "expected"),
    [
        ("speed", "6", 6.0),
        ("speed", " 2.5 ", 2.5),
        ("level", "12", 12),
        ("speed", "fast", ("stat_not_float",)),
        ("level", "3.5", ("stat_not_int",)),
        ("level", "31", ("stat_above_max",)),
        ("speed", "-1", ("stat_below_min",)),
        ("speed", "inf", ("stat_not_float",)),
        ("charisma_of_the_moon", "3", ("unknown_stat",)),
    ],
    ids=["float", "float-spaces", "int", "word-for-number", "fraction-for-int", "above-max",
         "below-min", "infinite", "unknown-stat"],
)
def test_parse_stat_by_type_and_bounds(lane, key, text, expected):
    value = parse_stat(lane.state, "blue", key, text)
    if isinstance(expected, tuple):
        assert isinstance(value, Rejected) and value.codes() == expected
    else:
        assert value == expected and type(value) is type(expected)


def test_setting_a_stat_is_undoable_and_changes_the_budget(lane):
    before = lane.state
    command = set_stat_command(lane.state, "blue", "speed", "6")
    assert isinstance(command, Command)
    lane.apply(command)
    assert lane.state.token("blue").stats["speed"] == 6.0
    assert command.log[0].text == "Blue spearmen: speed 4 -> 6"
    lane.revert(command)
    assert lane.state == before and lane.state.token("blue").stats["speed"] == 4


def test_setting_the_same_value_changes_nothing(lane):
    assert set_stat_command(lane.state, "red", "level", str(lane.state.token("red").stats["level"])
                            ).codes() == ("no_change",)


def test_a_set_stat_survives_save_and_reopen(lane, tmp_path):
    from battlemap.document.battle import BattleDocument

    lane.apply(set_stat_command(lane.state, "red", "speed", "3.5"))
    reopened = BattleDocument.open(lane.save(tmp_path / "stats.json"))
    assert reopened.state.token("red").stats["speed"] == 3.5
