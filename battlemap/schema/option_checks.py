"""A scenario's `options` (house rules for this battle) against its ruleset's options.

Each key must be an option of the ruleset, and its value of the option's
type (a whole or decimal number, text, true or false, as its default is)
and one of its choices when it lists them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .ruleset import Option, Ruleset

Finding = tuple[tuple[Any, ...], str]


def option_problems(options: Mapping[str, Any], ruleset: Ruleset | None) -> Iterator[Finding]:
    """Every problem of `options` (field path, message); nothing to judge without a ruleset."""
    if ruleset is None:
        return
    for key, value in options.items():
        option = ruleset.options.get(key)
        if option is None:
            known = ", ".join(sorted(ruleset.options)) or "none"
            yield ("options", key), f"ruleset '{ruleset.id}' has no option '{key}' (its options: {known})"
            continue
        wrong = value_problem(option, value)
        if wrong is not None:
            yield ("options", key), wrong


def value_problem(option: Option, value: Any) -> str | None:
    """Why `value` cannot be `option`'s value, or None when it can."""
    expected = kind_of(option.default)
    if kind_of(value) != expected:
        return f"expected {_WORDS[expected]} like the default {option.default!r}, got {value!r}"
    if option.choices is not None and value not in option.choices:
        return f"{value!r} is not one of {', '.join(repr(c) for c in option.choices)}"
    return None


def kind_of(value: Any) -> str:
    """An option value's type as the file writes it: bool, number or str."""
    if isinstance(value, bool):
        return "bool"
    return "number" if isinstance(value, (int, float)) else "str"


_WORDS = {"bool": "true or false", "number": "a number", "str": "text"}
