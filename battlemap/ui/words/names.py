"""Localized names from ruleset data, in the language Qt's locale asks for.

Ruleset entries carry `names` by language tag with `en` as the fallback; the
UI shows the entry closest to the user's locale.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from battlemap.schema import Names


def preferred_languages() -> tuple[str, ...]:
    """Language tags to try, most preferred first, ending with the `en` fallback."""
    locale = QLocale()
    tags: list[str] = []
    for tag in (*locale.uiLanguages(), locale.bcp47Name()):
        parts = tag.replace("_", "-").split("-")
        for candidate in (tag, "-".join(parts[:2]), parts[0]):
            if candidate and candidate not in tags:
                tags.append(candidate)
    tags.append("en")
    return tuple(tags)


def localized(names: Names | None, fallback: str) -> str:
    """The best name for the user's locale, or `fallback` when there are no names."""
    if names is None:
        return fallback
    for tag in preferred_languages():
        text = names.get(tag)
        if text:
            return text
    return fallback


def words_of(state) -> dict[str, str]:
    """Ids a reason or label may carry, as the window shows them: the ruleset's actions, postures,
    weapons, sizes and terrain by their names in the interface language, and tokens by their names (a token id
    wins over a ruleset id it happens to share). In English a sentence keeps the id's own lower-case
    words ("only while prone"), not the capitalised name a menu shows."""
    ruleset = state.ruleset
    words: dict[str, str] = {}
    for table in (ruleset.actions, ruleset.terrain, ruleset.sizes, ruleset.weapons, ruleset.postures):
        for key, entry in table.items():
            plain = key.replace("_", " ")
            name = localized(entry.names, plain)
            words[key] = plain if entry.names is None or name == entry.names.get("en") else name
    words.update({t.id: t.name for t in state.tokens})
    return words
