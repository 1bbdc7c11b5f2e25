"""The optional `background` of a scenario: a picture under the grid, validated, round-tripped."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from battlemap.schema import dump_scenario, new_scenario, parse_scenario
from tests.schema.schema_helpers import bundled

PLACED = {"path": "maps/cave.png", "scale": 70, "offset": [-0.5, 1.25], "opacity": 0.6}


def test_a_background_round_trips_exactly():
    first = new_scenario("d20-mass", background=PLACED)
    text = dump_scenario(first)
    again = parse_scenario(text, source="t.json", ruleset_resolver=bundled)
    assert again == first
    assert dump_scenario(again) == text
    assert again.background.scale == 70
    assert again.background.offset == (-0.5, 1.25)


def test_a_background_left_out_stays_out_of_the_file():
    assert "background" not in dump_scenario(new_scenario("d20-mass"))


def test_defaults_fill_a_path_only_background():
    background = new_scenario("d20-mass", background={"path": "map.png"}).background
    assert (background.scale, background.offset, background.opacity) == (1.0, (0, 0), 1.0)


@pytest.mark.parametrize(("field", "value", "where"), [
    ("scale", 0, "background.scale"),
    ("scale", -3, "background.scale"),
    ("path", "", "background.path"),
    ("opacity", 1.5, "background.opacity"),
    ("offset", [1], "background.offset.1"),
    ("zoom", 2, "background.zoom"),
], ids=["zero-scale", "negative-scale", "empty-path", "opacity-over-1", "offset-one-number", "unknown-field"])
def test_a_bad_background_is_refused_naming_the_field(field, value, where):
    with pytest.raises(ValidationError) as refused:
        new_scenario("d20-mass", background={**PLACED, field: value})
    assert where in str(refused.value)
