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
