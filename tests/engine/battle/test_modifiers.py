"""Modifiers and reasons: the values that explain every number and every "no"."""

from dataclasses import FrozenInstanceError
from fractions import Fraction

import pytest

from battlemap.engine.battle.modifiers import Modifier, Reason, total

RANGE_7YD = Modifier("range", "Range 7 yd", -3, "gurps4e:range_table")
AIM = Modifier("aim", "Aim", 2)


@pytest.mark.parametrize(
    ("mods", "expected"),
    [
        pytest.param([], 0, id="empty-is-zero"),
        pytest.param([RANGE_7YD, AIM], -1, id="range-plus-aim"),
        pytest.param([AIM, Modifier("half", "Half", Fraction(1, 2))], Fraction(5, 2), id="fraction-stays"),
        pytest.param(
            [Modifier("a", "A", Fraction(1, 2)), Modifier("b", "B", Fraction(3, 2))],
            2,
            id="integral-fraction-is-int",
        ),
    ],
)
def test_total_sums_values(mods, expected):
    result = total(mods)
    assert result == expected
    assert type(result) is type(expected)


def test_total_accepts_any_iterable():
    assert total(m for m in (RANGE_7YD, RANGE_7YD)) == -6


@pytest.mark.parametrize(
    ("value", "text"),
    [
        pytest.param(2, "+2", id="positive"),
        pytest.param(-3, "-3", id="negative"),
        pytest.param(0, "+0", id="zero"),
        pytest.param(Fraction(1, 2), "+1/2", id="half"),
        pytest.param(Fraction(-1, 2), "-1/2", id="minus-half"),
    ],
)
def test_signed_shows_the_sign(value, text):
    assert Modifier("m", "M", value).signed() == text


def test_modifier_keeps_its_source_and_is_frozen():
    assert RANGE_7YD.source == "gurps4e:range_table"
    assert AIM.source == ""
    with pytest.raises(FrozenInstanceError):
        RANGE_7YD.value = 0  # type: ignore[misc]


@pytest.mark.parametrize("value", [True, 1.5, "2"], ids=["bool", "float", "str"])
def test_modifier_rejects_non_exact_values(value):
    with pytest.raises(TypeError):
        Modifier("m", "M", value)


def test_modifier_needs_an_id():
    with pytest.raises(ValueError):
        Modifier("", "M", 1)


def test_reason_of_formats_code_and_params():
    reason = Reason.of("blocked_by_wall", at=(3, 4))
    assert str(reason) == "blocked_by_wall(at=(3, 4))"
    assert reason.code == "blocked_by_wall"
    assert reason.params == (("at", (3, 4)),)


def test_reason_without_params():
    assert str(Reason("out_of_budget")) == "out_of_budget()"


def test_reason_params_are_order_independent_and_hashable():
    one = Reason.of("too_far", cost=7, budget=5)
    other = Reason.of("too_far", budget=5, cost=7)
    assert one == other
    assert len({one, other}) == 1
    assert str(one) == "too_far(budget=5, cost=7)"


def test_reason_param_lookup():
    reason = Reason.of("provokes", by="orc-1", step=2)
    assert reason.param("by") == "orc-1"
    assert reason.param("step") == 2
    assert reason.param("missing") is None
    assert reason.param("missing", 0) == 0
    assert reason.as_dict() == {"by": "orc-1", "step": 2}


def test_reason_needs_a_code():
    with pytest.raises(ValueError):
        Reason.of("")
