"""The bundled samples in the interface language: their own words written in as they open.

A sample is an English file; `assets/scenarios/translations/<sample>.<lang>.json`
holds its title, notes and the names of its sides, zones and tokens in one
language (README.md there says how to add one). Opening a bundled sample in a
language that has them writes those words into the document before it is
checked, so the battle is the one its author would have typed in that
language, and the GM saves it as such. Only bundled samples are ever
translated, and only when a caller names a language: a user's own file opens
as written, and the engine and the headless commands keep the English sample.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from battlemap import resources
from battlemap.schema import Problem, LoadError
from battlemap.schema.sample_words import SampleWords, parse_sample_words


def sample_words(sample: str, language: str | None) -> SampleWords | None:
    """The words of bundled sample `sample` (file name) in `language`; None when it has none."""
    if not language:
        return None
    entry = resources.sample_words_file(sample, language)
    if entry is None:
        return None
    words = parse_sample_words(entry.read_bytes(), source=f"translations/{entry.name}")
    if words.sample != sample or words.language != language:
        raise LoadError((Problem(entry.name, "sample", f"holds {words.sample} in {words.language}, "
                                 f"not {sample} in {language}"),))
    return words


def with_words(raw: dict[str, Any], words: SampleWords) -> dict[str, Any]:
    """A copy of the sample document `raw` with `words` in place of its own (ids a translation
    does not know keep their English: a token added since still opens)."""
    document = copy.deepcopy(raw)
    for field in ("name", "notes"):
        if getattr(words, field) is not None:
            document[field] = getattr(words, field)
    for key, names in (("tokens", words.tokens), ("zones", words.zones)):
        for entry in document.get(key, ()):
            if isinstance(entry, dict) and entry.get("id") in names:
                entry["name"] = names[entry["id"]]
    if words.sides:
        sides = document.setdefault("sides", {})
        for side, name in words.sides.items():
            sides[side] = {**sides.get(side, {}), "name": name}
    return document


def sample_title(entry: Any, language: str | None) -> str:
    """What File > New calls bundled sample `entry` (a file): its name in `language`'s words,
    else its own name, else its file name."""
    words = sample_words(entry.name, language)
    if words is not None and words.name:
        return words.name
    try:
        name = json.loads(entry.read_bytes()).get("name")
    except (OSError, ValueError, AttributeError):
        name = None
    return name if isinstance(name, str) and name else entry.name
