"""Problems found in a file, and the one exception that carries all of them.

A load never stops at the first mistake: it collects every problem (file,
field path such as `tokens[3].at`, message) so a hand-written scenario is
fixed in one pass, like python-chess reporting every board error at once.
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, RootModel, ValidationError

_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a file.

    `path` names the field (`tokens[3].at`, `terrain.rows[2]`), "" when the
    problem concerns the whole file (bad JSON, empty file).
    """

    file: str
    path: str
    message: str

    def __str__(self) -> str:
        if self.path:
            return f"{self.file}: {self.path}: {self.message}"
        return f"{self.file}: {self.message}"


class LoadError(Exception):
    """A file could not be loaded; `problems` lists every reason (at least one)."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        if not self.problems:
            raise ValueError("LoadError needs at least one problem")
        super().__init__("\n".join(str(p) for p in self.problems))


def join_path(parts: Sequence[str | int]) -> str:
    """`("tokens", 3, "at")` -> `tokens[3].at`; odd keys are quoted: `legend["#"]`."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        elif _IDENTIFIER.match(part):
            text += f".{part}" if text else part
        else:
            text += f"[{_quote(part)}]"
    return text


def _quote(key: str) -> str:
    escaped = key.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def problems_from_validation(
    error: ValidationError, *, source: str, model: type[BaseModel]
) -> list[Problem]:
    """Turn pydantic's errors into Problems with field paths and plain messages.

    `model` is the validated class: unknown fields are matched against the
    fields of the model they appear in, to suggest the intended name.
    """
    problems = []
    for detail in error.errors(include_url=False):
        loc = list(detail["loc"])
        message = _message(detail, loc, model)
        loc = _without_tags(model, loc)
        if loc and loc[-1] == "[key]":
            loc = loc[:-1]
            message = f"bad key {describe_value(detail.get('input'))}: {message}"
        problems.append(Problem(source, join_path(loc), message))
    return problems


def _message(detail: dict[str, Any], loc: Sequence[str | int], model: type[BaseModel]) -> str:
    kind = detail["type"]
    if kind == "missing":
        return "required field is missing"
    if kind == "extra_forbidden":
        return _unknown_field(loc, model)
    if kind == "string_pattern_mismatch":
        return (
            f"{describe_value(detail.get('input'))} is not a valid name here "
            "(letters, digits, '_', '-', '.', starting with a letter or digit)"
        )
    message = str(detail["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        if message.startswith(prefix):
            return message[len(prefix):]
    return f"{message[0].lower()}{message[1:]}, got {describe_value(detail.get('input'))}"


def _unknown_field(loc: Sequence[str | int], model: type[BaseModel]) -> str:
    name = str(loc[-1]) if loc else ""
    owner = _model_at(model, loc[:-1])
    if owner is None:
        return f"unknown field '{name}'"
    known = list(owner.model_fields)
    import difflib  # here: only a misspelt name needs it, and it is not free to import at start

    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    hint = f"; did you mean '{close[0]}'?" if close else f"; expected one of: {', '.join(known)}"
    return f"unknown field '{name}'{hint}"


def _model_at(model: type[BaseModel], loc: Sequence[str | int]) -> type[BaseModel] | None:
    """The model class reached by following loc through field annotations."""
    current: Any = model
    for part in loc:
        current = unwrap_annotation(current)
        member = _tagged_member(current, part)
        if member is not None:
            current = member
            continue
        if isinstance(current, type) and issubclass(current, BaseModel):
            if issubclass(current, RootModel):
                current = current.model_fields["root"].annotation
                current = _item_type(unwrap_annotation(current))
                continue
            field = current.model_fields.get(str(part))
            if field is None:
                return None
            current = field.annotation
        else:
            current = _item_type(current)
        if current is None:
            return None
    current = unwrap_annotation(current)
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _tagged_member(annotation: Any, part: str | int) -> type[BaseModel] | None:
    """The member of a tagged union (`kind: Literal[...]`) that pydantic's path names by its tag."""
    if typing.get_origin(annotation) not in (typing.Union, types.UnionType) or not isinstance(part, str):
        return None
    for member in typing.get_args(annotation):
        if isinstance(member, type) and issubclass(member, BaseModel) and "kind" in member.model_fields:
            if part in typing.get_args(member.model_fields["kind"].annotation):
                return member
    return None


def _without_tags(model: type[BaseModel], loc: list[str | int]) -> list[str | int]:
    """`loc` without the tags pydantic puts in a tagged union's path: the file has no such level,
    so `objectives[0].hold_zone.zone` reads `objectives[0].zone`."""
    kept = []
    for n, part in enumerate(loc):
        if isinstance(part, str) and n and isinstance(loc[n - 1], int):
            owner = _annotation_at(model, loc[:n])
            if _tagged_member(unwrap_annotation(owner), part) is not None:
                continue
        kept.append(part)
    return kept


def _annotation_at(model: type[BaseModel], loc: Sequence[str | int]) -> Any:
    """The annotation reached by following `loc` (None when it leaves the models)."""
    current: Any = model
    for part in loc:
        current = unwrap_annotation(current)
        member = _tagged_member(current, part)
        if member is not None:
            current = member
        elif isinstance(current, type) and issubclass(current, BaseModel) and not issubclass(current, RootModel):
            field = current.model_fields.get(str(part))
            if field is None:
                return None
            current = field.annotation
        else:
            current = _item_type(current)
        if current is None:
            return None
    return current


def unwrap_annotation(annotation: Any) -> Any:
    """Strip Annotated[...] and Optional[...] down to the interesting type."""
    while True:
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            annotation = typing.get_args(annotation)[0]
        elif origin in (typing.Union, types.UnionType):
            args = [a for a in typing.get_args(annotation) if a is not type(None)]
            if len(args) != 1:
                return annotation
            annotation = args[0]
        else:
            return annotation


def _item_type(annotation: Any) -> Any:
    """Element type of tuple[X, ...] / list[X], value type of dict[K, V]."""
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (tuple, list) and args:
        return args[0]
    if origin is dict and len(args) == 2:
        return args[1]
    return None


def describe_value(value: Any) -> str:
    """A bad value as shown in messages: short, never a whole list or object."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    if value is None:
        return "null"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
