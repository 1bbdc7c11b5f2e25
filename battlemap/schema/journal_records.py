"""A journal's records as a scenario field, read by `records.py` only when a file has some.

The record models (some fifty, one per kind of command) cost about a
twentieth of the app's start to build, and a battle without a journal (the
default one, a new one) never needs them. So `Journal.records` is validated
and written through this type: an empty list is taken as is, anything else
goes to a `TypeAdapter` over `records.Record`, built on first use, with the
same problems at the same places (`journal.records[3].path`).
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any

from pydantic import (
    Field,
    PlainSerializer,
    PlainValidator,
    SerializationInfo,
    Strict,
    TypeAdapter,
)

from .limits import MAX_RECORDS


@cache
def records_adapter() -> TypeAdapter:
    """The validator and writer of a tuple of records (schema/records.py, imported here)."""
    from .records import Record

    return TypeAdapter(Annotated[tuple[Record, ...], Strict(False), Field(max_length=MAX_RECORDS)])


def _validated(value: Any) -> tuple[Any, ...]:
    if isinstance(value, (list, tuple)) and not value:
        return ()
    return records_adapter().validate_python(value)


def _written(value: tuple[Any, ...], info: SerializationInfo) -> Any:
    if not value:
        return [] if info.mode == "json" else ()
    return records_adapter().dump_python(
        value, mode=info.mode, by_alias=info.by_alias, exclude_unset=info.exclude_unset,
        exclude_defaults=info.exclude_defaults, exclude_none=info.exclude_none,
        round_trip=info.round_trip)


#: `tuple[Record, ...]` in a file model, its models imported when a record is read or written.
JournalRecords = Annotated[tuple[Any, ...], PlainValidator(_validated),
                           PlainSerializer(_written)]
