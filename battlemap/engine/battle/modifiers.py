"""Value types that explain the engine's verdicts: modifiers and reasons.

Every number the engine adds to a roll is a `Modifier`, so the UI can list
them, the log can record them and the tests can assert them one by one. Every
"no" is a `Reason`: a stable code plus parameters. Only the UI turns a reason
into a (translated) sentence, so the engine never formats prose.

A modifier's `label` is its English words (what `battlemap explain`, the log's
record and the tests read). A modifier made with `Modifier.worded` also keeps
the English template the label was filled from and its parameters, so the UI
can show it in the interface language (`ui/words/modifiers.py`); a ruleset
entry or a word inside it (a weapon, a posture, a range band) is a `Named`
parameter that the UI names in its own language. Every template is
registered with `wording()` at import time, so a test can check the UI lists
them all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

#: Every template a worded modifier can be built from (filled by `wording`).
TEMPLATES: set[str] = set()


def wording(template: str) -> str:
    """Register `template` as a modifier's words (the UI lists it for translation) and return it."""
    TEMPLATES.add(template)
    return template


@dataclass(frozen=True)
class Named:
    """An entry named inside words: its `table` (``weapons``, ``postures``, ``bands``...), `id` and
    English name. English text says `english`; a window names the entry in its own language."""

    table: str
    id: str
    english: str

    def __str__(self) -> str:
        return self.english


def _english(value: object) -> object:
    return value.english if isinstance(value, Named) else value


@dataclass(frozen=True)
class Modifier:
    """One explained term of a roll, e.g. ``Modifier("range", "Range 7 yd", -3,
    "gurps4e:range_table")``.

    `id` is stable (tests and house rules refer to it), `label` is what the
    table reads, `source` names the rule or table the number came from.
    """

    id: str
    label: str
    value: int | Fraction
    source: str = ""
    #: The registered English template `label` was filled from ("" when the label is plain words),
    #: and its parameters; neither takes part in equality, so the label alone says what it reads.
    template: str = field(default="", compare=False, repr=False)
    params: tuple[tuple[str, object], ...] = field(default=(), compare=False, repr=False)

    @classmethod
    def worded(cls, id: str, template: str, value: int | Fraction, source: str = "",
               **params: object) -> Modifier:
        """A modifier whose label is `template` filled with `params` (their English words):
        ``Modifier.worded("range_band", RANGE_BAND, -1, "yze", band=Named("bands", "long", "long"))``."""
        if template not in TEMPLATES:
            raise ValueError(f"modifier template not registered with wording(): {template!r}")
        label = template.format(**{k: _english(v) for k, v in params.items()})
        return cls(id, label, value, source, template, tuple(params.items()))

    def __post_init__(self) -> None:
        if not self.id:
            raise ValueError("a modifier needs a non-empty id")
        # bool is an int subclass; a True modifier is always a bug upstream.
        if isinstance(self.value, bool) or not isinstance(self.value, (int, Fraction)):
            raise TypeError(f"modifier {self.id!r}: value must be int or Fraction, got {self.value!r}")

    def signed(self) -> str:
        """The value with an explicit sign, as a modifier list shows it: "+2", "-3", "+0"."""
        text = str(self.value)
        return text if self.value < 0 else "+" + text


def total(mods: Iterable[Modifier]) -> int | Fraction:
    """Sum of the modifiers' values; an integral result is returned as an int."""
    result: int | Fraction = sum((m.value for m in mods), 0)
    if isinstance(result, Fraction) and result.denominator == 1:
        return int(result)
    return result


@dataclass(frozen=True)
class Reason:
    """A stable reason code with parameters, e.g. why a move is illegal.

    Parameters are kept as a tuple of (key, value) pairs sorted by key, so two
    reasons built from the same keywords in any order are equal and hashable
    (values must be hashable: use tuples, not lists).
    """

    code: str
    params: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        if not self.code:
            raise ValueError("a reason needs a non-empty code")

    @classmethod
    def of(cls, code: str, **params: object) -> Reason:
        """``Reason.of("blocked_by_wall", at=(3, 4))``."""
        return cls(code, tuple(sorted(params.items())))

    def param(self, key: str, default: object = None) -> object:
        """The value of parameter `key`, or `default` when the reason lacks it."""
        for name, value in self.params:
            if name == key:
                return value
        return default

    def as_dict(self) -> dict[str, object]:
        """The parameters as a fresh dict, for formatting a translated sentence."""
        return dict(self.params)

    def __str__(self) -> str:
        args = ", ".join(f"{name}={value!r}" for name, value in self.params)
        return f"{self.code}({args})"


def describe_reason(reason: Reason) -> str:
    """A reason as a readable English line (the headless commands' words): `blocked_edge (step 2, at 3,4)`."""
    params = ", ".join(f"{k} {_words(v)}" for k, v in reason.params)
    return f"{reason.code} ({params})" if params else reason.code


def _words(value: object) -> str:
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]},{value[1]}"
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value)
    return str(value)
