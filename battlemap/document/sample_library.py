"""The scenario library File > New shows: each bundled sample with its words, sides and picture,
and who plays which side in a new battle made from it.

A sample's own file says who plays each side (`sides.<id>.played_by`: the
solo-ready ones give one side to the computer). The player picks again when
starting it: one side for themselves against the computer, or every side
played at the table. That choice is written into the new battle's `sides`, so
it is saved with it and Battle > Sides changes it later.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from battlemap import resources
from battlemap.document.opened import OpenedScenario
from battlemap.document.sample_words import sample_title, sample_words
from battlemap.schema.scenario import Side

PERSON, COMPUTER = "person", "computer"


@dataclass(frozen=True)
class LibrarySide:
    """A side of a sample as File > New lists it."""

    id: str
    #: Its name in the interface language's words; the id when the sample names it not.
    name: str
    played_by: str = PERSON


@dataclass(frozen=True)
class LibraryObjective:
    """An objective of a sample as File > New words it: its kind and the names it points at."""

    side: str
    kind: str
    #: The file's own name for it, when it gives one.
    name: str | None = None
    zone: str = ""
    target: str = ""
    rounds: int = 0
    token: str = ""


@dataclass(frozen=True)
class LibraryEntry:
    """One sample battle of the library."""

    #: The sample's file name in assets/scenarios (what `resources.scenario_file` takes).
    file: str
    title: str
    ruleset: str
    notes: str
    sides: tuple[LibrarySide, ...]
    #: The picture's bytes (PNG), or None when the sample has none.
    thumbnail: bytes | None = None
    objectives: tuple[LibraryObjective, ...] = ()

    def side_name(self, side: str) -> str:
        return next((s.name for s in self.sides if s.id == side), side)

    @property
    def solo_side(self) -> str | None:
        """The side the file leaves to a person when it gives the others to the computer: the
        solo player's side by default; None when no side is the computer's."""
        if not any(side.played_by == COMPUTER for side in self.sides):
            return None
        return next((side.id for side in self.sides if side.played_by == PERSON), None)


def library_entries(language: str | None = None) -> tuple[LibraryEntry, ...]:
    """Every bundled sample, in file-name order, in `language`'s words where it has them."""
    return tuple(_entry(file, language) for file in resources.scenario_files())


def _entry(file: Any, language: str | None) -> LibraryEntry:
    raw = json.loads(file.read_bytes())
    words = sample_words(file.name, language)
    title = sample_title(file, language)
    notes = (words.notes if words and words.notes else None) or raw.get("notes") or ""
    named = raw.get("sides") or {}
    ids = list(dict.fromkeys([*(t.get("side") for t in raw.get("tokens", ()) if t.get("side")), *named]))
    sides = tuple(
        LibrarySide(side, (words.sides.get(side) if words else None) or named.get(side, {}).get("name") or side,
                    named.get(side, {}).get("played_by", PERSON))
        for side in ids
    )
    thumbnail = resources.sample_thumbnail_file(file.name)
    return LibraryEntry(file.name, title, raw.get("ruleset", ""), notes, sides,
                        thumbnail.read_bytes() if thumbnail is not None else None,
                        _objectives(raw, words, sides))


def _objectives(raw: dict[str, Any], words: Any, sides: tuple[LibrarySide, ...]) -> tuple[LibraryObjective, ...]:
    """The sample's objectives with the names of what they point at, in the language's words."""
    def named(key: str, entries: list[Any], found: str | None) -> str:
        translated = getattr(words, key, {}) if words else {}
        if found in translated:
            return translated[found]
        entry = next((e for e in entries if isinstance(e, dict) and e.get("id") == found), {})
        return entry.get("name") or found or ""

    side_names = {s.id: s.name for s in sides}
    return tuple(
        LibraryObjective(
            side=entry.get("side", ""), kind=entry.get("kind", ""), name=entry.get("name"),
            zone=named("zones", raw.get("zones", []), entry.get("zone")),
            target=side_names.get(entry.get("target"), entry.get("target") or ""),
            rounds=int(entry.get("rounds", 0) or 0),
            token=named("tokens", raw.get("tokens", []), entry.get("token")),
        )
        for entry in raw.get("objectives", ()) if isinstance(entry, dict)
    )


def with_player(opened: OpenedScenario, you_play: str | None) -> OpenedScenario:
    """The new battle with side `you_play` played by a person and every other side by the
    computer; `you_play` None: every side played by people at the table."""
    scenario = opened.scenario
    sides = {t.side for t in scenario.tokens} | set(scenario.sides)
    chosen = {}
    for side in sorted(sides):
        entry = scenario.sides.get(side) or Side()
        played_by = PERSON if you_play is None or side == you_play else COMPUTER
        chosen[side] = entry.model_copy(update={"played_by": played_by})
    return replace(opened, scenario=scenario.model_copy(update={"sides": chosen}))
