"""Field types shared by the scenario and ruleset models.

Files are read strictly: a number in quotes, `1` for `true` or `3.0` for a
cell count are mistakes to report, not values to coerce. Models are frozen,
forbid unknown fields (typos are caught) and accept JSON arrays for their
tuple fields. Numbers that may be written either way (`25` or `2.5`) keep the
type they were written with, so a saved file reads like the one loaded.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    RootModel,
    Strict,
    StringConstraints,
    WithJsonSchema,
    model_validator,
)

from .limits import MAX_CELLS, MAX_GRID_SIDE
from .problems import describe_value

#: Identifiers: tokens, sides, table rows of a ruleset, zones, stats.
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$"
#: Language tags for localized names: `en`, `ru`, `zh-Hans`, `zh-Hant`.
LANGUAGE_PATTERN = r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"


class Frozen(BaseModel):
    """Base of every file model: immutable, strict, no unknown fields."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


#: The longest id and the longest short text (a name) a file holds.
MAX_ID_LENGTH, MAX_TEXT_LENGTH = 64, 200

Id = Annotated[str, StringConstraints(pattern=ID_PATTERN, max_length=MAX_ID_LENGTH)]
Ids = Annotated[tuple[Id, ...], Strict(False)]
Text = Annotated[str, StringConstraints(min_length=1, max_length=MAX_TEXT_LENGTH)]
LongText = Annotated[str, StringConstraints(max_length=100_000)]
Char = Annotated[str, StringConstraints(min_length=1, max_length=1)]
#: Longest short label a token shows on the map in place of its initials.
LABEL_MAX = 4
#: A token's short map label ("BSp", "A1"): 1 to LABEL_MAX characters, no spaces.
Label = Annotated[str, StringConstraints(min_length=1, max_length=LABEL_MAX, pattern=r"^\S+$")]
Unit = Annotated[str, StringConstraints(pattern=r"^\S{1,16}$")]

#: `[col, row]` offset coordinates; bounds are checked against the grid later.
Coordinate = Annotated[int, Field(ge=-MAX_GRID_SIDE, le=10 * MAX_GRID_SIDE)]
Cell = Annotated[tuple[Coordinate, Coordinate], Strict(False)]
Cells = Annotated[tuple[Cell, ...], Strict(False), Field(max_length=MAX_CELLS)]


def _grid_side(value: int) -> int:
    """Reject grid sizes above the cap with the reason, not just the limit."""
    if value > MAX_GRID_SIDE:
        raise ValueError(
            f"{value} is too large: grids are capped at {MAX_GRID_SIDE} cells a side "
            f"({MAX_CELLS:,} cells in all)"
        )
    return value


#: The `version` of a file once migrated: exactly the integer 1 (not true, not 1.0).
FormatVersion = Annotated[int, Field(ge=1, le=1, json_schema_extra={"const": 1})]

#: Columns or rows of a grid: at least 1, at most MAX_GRID_SIDE.
GridSide = Annotated[
    int,
    Field(ge=1, json_schema_extra={"maximum": MAX_GRID_SIDE}),
    AfterValidator(_grid_side),
]


def _number_validator(ge: float | None, gt: float | None, le: float | None):
    def check(value: Any) -> int | float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"expected a number, got {describe_value(value)}")
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError("expected a finite number")
        if ge is not None and value < ge:
            raise ValueError(f"must be at least {ge:g}, got {value!r}")
        if gt is not None and value <= gt:
            raise ValueError(f"must be greater than {gt:g}, got {value!r}")
        if le is not None and value > le:
            raise ValueError(f"must be at most {le:g}, got {value!r}")
        return value

    return check


def number(*, ge: float | None = None, gt: float | None = None, le: float | None = None):
    """A finite int or float, kept as written, within the given bounds."""
    schema: dict[str, Any] = {"type": "number"}
    if ge is not None:
        schema["minimum"] = ge
    if gt is not None:
        schema["exclusiveMinimum"] = gt
    if le is not None:
        schema["maximum"] = le
    return Annotated[
        int | float, PlainValidator(_number_validator(ge, gt, le)), WithJsonSchema(schema)
    ]


def _scalar(value: Any) -> int | float | str | bool:
    if isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    raise ValueError(f"expected a number, text or true/false, got {describe_value(value)}")


#: A stat value, option value or weapon column: number, text or boolean.
Scalar = Annotated[
    int | float | str | bool,
    PlainValidator(_scalar),
    WithJsonSchema({"type": ["integer", "number", "string", "boolean"]}),
]


def is_json_value(value: Any, depth: int = 0) -> bool:
    """True if value survives a JSON round trip (no dates, NaN or odd keys)."""
    if depth > 32:
        return False
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, (list, tuple)):
        return all(is_json_value(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_json_value(v, depth + 1) for k, v in value.items())
    return False


class Names(RootModel[dict[Annotated[str, StringConstraints(pattern=LANGUAGE_PATTERN)], Text]]):
    """Localized names by language tag; `en` is required and the fallback."""

    model_config = ConfigDict(
        frozen=True,
        strict=True,
        json_schema_extra={"required": ["en"], "propertyNames": {"pattern": LANGUAGE_PATTERN}},
    )

    @model_validator(mode="after")
    def _needs_english(self) -> Names:
        if "en" not in self.root:
            raise ValueError("names need an 'en' entry (the fallback language)")
        return self

    def __getitem__(self, language: str) -> str:
        return self.root[language]

    def __contains__(self, language: object) -> bool:
        return language in self.root

    def __iter__(self) -> Iterator[str]:  # type: ignore[override]
        return iter(self.root)

    def __len__(self) -> int:
        return len(self.root)

    def get(self, language: str, default: str | None = None) -> str | None:
        return self.root.get(language, default)

    def items(self):
        return self.root.items()

    def pick(self, language: str) -> str:
        """The name in `language`, else its base language (`zh` for `zh-Hans`), else English."""
        if language in self.root:
            return self.root[language]
        base = language.split("-")[0]
        for tag, name in self.root.items():
            if tag.split("-")[0] == base:
                return name
        return self.root["en"]

