"""Autosaves: the battle with its journal, written after every command, offered back after a crash.

An autosave is a scenario file like any other (it opens, checks and
replays), kept in `<user data>/autosave/` (document/paths.py) and never
over the user's own file. Beside it a small note says which file it belongs
to (`source`, None for a battle never saved) and its name, so the next start
can offer it back even when the app was started on another file. A clean
quit or a save removes both.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from battlemap.document.log import LogEntry, part, phrase
from battlemap.schema import Scenario, save_scenario
from battlemap.schema.writing import atomic_write_text

NOTE_SUFFIX = ".source.json"
#: Log line kind of notes about autosaving.
AUTOSAVE = "autosave"
_FAILED = phrase("Autosave failed ({error}): play goes on, but save by hand to keep your work")


def autosave_failed_entry(error: Exception, round_number: int) -> LogEntry:
    """The log line of a failed autosave (`error.strerror`, else its text, stays as the OS says it)."""
    why = getattr(error, "strerror", None) or str(error)
    return LogEntry.phrased(AUTOSAVE, part(_FAILED, error=why), (), round_number)


@dataclass(frozen=True)
class Autosave:
    """An autosave on disk: its file, the file it belongs to (None: never saved), its battle's name."""

    path: Path
    source: Path | None
    name: str
    mtime: float

    def newer_than_source(self) -> bool:
        """True when it holds work the source file does not (or there is no source file)."""
        if self.source is None:
            return True
        try:
            return self.mtime > self.source.stat().st_mtime
        except OSError:
            return True  # the file is gone: the autosave is all there is


def note_path(autosave: Path) -> Path:
    return autosave.with_name(autosave.name + NOTE_SUFFIX)


def write_autosave(target: Path, scenario: Scenario, source: Path | None, name: str) -> None:
    """Write `scenario` to `target` atomically, then its note (OSError when the folder refuses)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    save_scenario(scenario, target)
    note = {"source": str(Path(source).absolute()) if source is not None else None, "name": name}
    atomic_write_text(note_path(target), json.dumps(note, ensure_ascii=False) + "\n")


def remove_autosave(target: Path) -> None:
    """Remove an autosave and its note; nothing there is fine."""
    for path in (target, note_path(target)):
        with contextlib.suppress(OSError):
            path.unlink()


def read_autosave(path: Path) -> Autosave | None:
    """The autosave at `path` with its note (None when the file is gone)."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return None
    source, name = None, path.name
    try:
        note = json.loads(note_path(path).read_text(encoding="utf-8"))
        if isinstance(note, dict):
            source = Path(note["source"]) if isinstance(note.get("source"), str) else None
            name = note["name"] if isinstance(note.get("name"), str) else name
    except (OSError, ValueError):
        pass  # no note: a battle never saved, named after the file
    return Autosave(path, source, name, mtime)


def autosaves_in(folder: Path) -> tuple[Autosave, ...]:
    """Every autosave left in `folder`'s autosave room, newest first."""
    found = []
    for path in (folder / "autosave").glob("*.autosave.json"):
        autosave = read_autosave(path)
        if autosave is not None:
            found.append(autosave)
    return tuple(sorted(found, key=lambda a: a.mtime, reverse=True))


def recovered_copy_path(autosave: Autosave, folder: Path) -> Path:
    """Where "keep both" writes the recovered battle: beside its file ("ford (recovered).json"), or
    in the data folder's `recovered/` for a battle never saved; never over an existing file."""
    if autosave.source is not None:
        base, stem = autosave.source.parent, autosave.source.stem
    else:
        base, stem = folder / "recovered", "untitled"
    candidate = base / f"{stem} (recovered).json"
    number = 2
    while candidate.exists():
        candidate = base / f"{stem} (recovered {number}).json"
        number += 1
    return candidate
