"""A bundled sample's own words in one language: the model of assets/scenarios/translations/*.json.

A sample scenario is written in English; a translation file gives, for one
language, the words of that sample a player reads (title, notes, and the
names of its sides, zones and tokens, each by its id). The document layer
(`document/sample_words.py`) writes them into the sample as it opens, as if
its author had typed them. Files are data: a malformed one is a LoadError
naming the field, like any file Battlemap reads.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, ValidationError

from .problems import LoadError, Problem
from .reading import parse_document
from .types import Frozen, Id, LongText, Text

SAMPLE_WORDS_FORMAT = "battlemap-sample-words"

Names = Annotated[dict[Id, Text], Field(max_length=2000)]


class SampleWords(Frozen):
    """The words of one sample (`sample`, its file name) in one interface language."""

    format: Literal["battlemap-sample-words"]
    #: The sample's file name in assets/scenarios (`d20-skirmish.json`).
    sample: Annotated[str, Field(min_length=1, max_length=200)]
    #: An interface language of the app: `ru`, `zh_CN`, `zh_TW`.
    language: Annotated[str, Field(pattern=r"^[a-z]{2,3}(_[A-Z]{2})?$")]
    name: Text | None = None
    notes: LongText | None = None
    #: Side id -> its name; zone id -> its name; token id -> its name.
    sides: Names = {}
    zones: Names = {}
    tokens: Names = {}


def parse_sample_words(text: str | bytes, *, source: str) -> SampleWords:
    """A translation file's words; LoadError naming each bad field."""
    raw = parse_document(text, source=source, fmt="json")
    try:
        return SampleWords.model_validate(raw)
    except ValidationError as error:
        raise LoadError(tuple(
            Problem(source, ".".join(str(part) for part in issue["loc"]) , issue["msg"])
            for issue in error.errors(include_url=False)
        )) from None
