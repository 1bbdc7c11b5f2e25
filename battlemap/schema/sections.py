"""Validate a document section by section, keeping whatever is valid.

Pydantic rejects a whole document for one bad token. To report cross-field
problems (duplicate ids, tokens off the map) alongside the type errors, the
loader validates each top-level field on its own and, for lists and tables,
each entry on its own. Cross checks then run over the valid parts.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic.fields import FieldInfo

from .problems import unwrap_annotation


@dataclass(frozen=True)
class Sections:
    """The valid parts of a raw document.

    `values[name]` is the validated field; for tuple fields it is a dict
    index -> item and for dict fields a dict key -> item, holding only the
    entries that validated; for a nested model that failed, the Sections of
    its own fields. `complete` names the fields that validated
    entirely (present or defaulted), so cross references into a broken table
    are skipped rather than reported as unknown.
    """

    values: dict[str, Any] = field(default_factory=dict)
    complete: frozenset[str] = frozenset()

    def get(self, name: str, default: Any = None) -> Any:
        return self.values.get(name, default)


def sections_of_model(model: BaseModel) -> Sections:
    """Sections of an already valid model (every field complete)."""
    values = {}
    for name in type(model).model_fields:
        value = getattr(model, name)
        values[name] = dict(enumerate(value)) if isinstance(value, tuple) else value
    return Sections(values, frozenset(values))


def valid_sections(model: type[BaseModel], raw: dict[str, Any]) -> Sections:
    """Validate each field of `raw` against `model` on its own.

    A model-typed field that fails holds the Sections of its own fields, so a
    grid with a bad `kind` still gives its valid `cols` and `rows`.
    """
    values: dict[str, Any] = {}
    complete = set()
    for name, info in model.model_fields.items():
        if name not in raw:
            if not info.is_required():
                values[name] = _indexed(info.get_default(call_default_factory=True))
                complete.add(name)
            continue
        value = _validated(model, name, info, raw[name])
        if value is not _INVALID:
            values[name] = _indexed(value)
            complete.add(name)
            continue
        nested = _model_type(info.annotation)
        if nested is not None and isinstance(raw[name], dict):
            values[name] = valid_sections(nested, raw[name])
            continue
        entries = _valid_entries(model, name, raw[name])
        if entries is not None:
            values[name] = entries
    return Sections(values, frozenset(complete))


_INVALID = object()


def _validated(model: type[BaseModel], name: str, info: FieldInfo, value: Any) -> Any:
    """The validated field, else the same without unknown keys, else _INVALID.

    Dropping unknown keys lets a typo alone (reported by the full validation)
    not hide the field from the cross checks.
    """
    adapter = _adapter(model, name)
    for candidate in (value, _known_keys(info, value)):
        try:
            return adapter.validate_python(candidate)
        except ValidationError:
            continue
    return _INVALID


def _indexed(value: Any) -> Any:
    return dict(enumerate(value)) if isinstance(value, tuple) else value


def _valid_entries(model: type[BaseModel], name: str, raw_value: Any) -> dict | None:
    """The entries of a list or table field that validate on their own."""
    item = _item_adapter(model, name)
    if item is None:
        return None
    if isinstance(raw_value, list) and item[0] is tuple:
        pairs = enumerate(raw_value)
    elif isinstance(raw_value, dict) and item[0] is dict:
        pairs = ((k, v) for k, v in raw_value.items() if isinstance(k, str))
    else:
        return None
    entries = {}
    for key, value in pairs:
        try:
            entries[key] = item[1].validate_python(value)
        except ValidationError:
            try:
                entries[key] = item[1].validate_python(_known_keys_of(item[2], value))
            except ValidationError:
                continue
    return entries


@lru_cache(maxsize=None)
def _adapter(model: type[BaseModel], name: str) -> TypeAdapter:
    info = model.model_fields[name]
    return TypeAdapter(typing.Annotated[info.annotation, info], config=None)


@lru_cache(maxsize=None)
def _item_adapter(model: type[BaseModel], name: str) -> tuple[type, TypeAdapter, Any] | None:
    annotation = model.model_fields[name].annotation
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return tuple, TypeAdapter(args[0]), args[0]
    if origin is dict and len(args) == 2:
        return dict, TypeAdapter(args[1]), args[1]
    return None


def _known_keys(info: FieldInfo, value: Any) -> Any:
    """`value` without the keys its model does not know (they are reported anyway)."""
    return _known_keys_of(_model_type(info.annotation), value)


def _model_type(annotation: Any) -> type[BaseModel] | None:
    """The model class of `Model`, `Model | None` or `Annotated[Model, ...]`."""
    annotation = unwrap_annotation(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _known_keys_of(annotation: Any, value: Any) -> Any:
    if not (isinstance(value, dict) and isinstance(annotation, type)
            and issubclass(annotation, BaseModel)):
        return value
    if annotation.model_config.get("extra") == "allow":
        return value
    return {k: v for k, v in value.items() if k in annotation.model_fields}
