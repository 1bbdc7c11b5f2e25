"""Recent files: the last scenarios opened or saved, most recent first.

Stored as versioned JSON (`{"version": 1, "files": [...]}`) in the user
config folder. A file written by a newer Battlemap is read as empty and
never overwritten, so going back to an older version loses nothing; a
damaged file is read as empty and replaced on the next change. Paths are
compared resolved (absolute, no `..`, links followed), so one scenario appears once however it was named.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from battlemap.document.paths import config_folder
from battlemap.document.signal import Signal
from battlemap.schema import atomic_write_text

VERSION = 1
LIMIT = 10
FILE_NAME = "recent-files.json"


class RecentFiles:
    """The recent-files list, kept in `folder` (default: the user config folder)."""

    #: Emitted with the new list (tuple of Path) after every change.
    changed = Signal(tuple)

    def __init__(self, folder: Path | None = None, *, limit: int = LIMIT) -> None:
        self.path = (folder if folder is not None else config_folder()) / FILE_NAME
        self.limit = limit
        self._files, self.writable = _read(self.path)
        self._files = self._files[:limit]

    def files(self) -> tuple[Path, ...]:
        """The recent files, most recent first."""
        return self._files

    def add(self, path: str | os.PathLike[str]) -> None:
        """Put `path` first (moving it up if listed), keep at most `limit`, save."""
        entry = _normal(path)
        files = (entry, *(f for f in self._files if f != entry))[: self.limit]
        self._set(files)

    def remove(self, path: str | os.PathLike[str]) -> None:
        """Drop `path` (e.g. a file that no longer opens)."""
        entry = _normal(path)
        if entry in self._files:
            self._set(tuple(f for f in self._files if f != entry))

    def clear(self) -> None:
        """Forget every recent file."""
        self._set(())

    def _set(self, files: tuple[Path, ...]) -> None:
        if files == self._files:
            return
        self._files = files
        if self.writable:
            self._write(files)
        self.changed.emit(files)

    def _write(self, files: tuple[Path, ...]) -> None:
        """Save the list; a settings folder that cannot be written keeps it in memory only."""
        document = {"version": VERSION, "files": [str(f) for f in files]}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")
        except OSError:
            # A menu convenience is not worth an error dialog; the next change retries.
            return


def _normal(path: str | os.PathLike[str]) -> Path:
    return Path(path).expanduser().resolve()


def _read(path: Path) -> tuple[tuple[Path, ...], bool]:
    """(files, writable): a newer version reads as () and is not to be overwritten."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return (), True
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return (), True
    if not isinstance(document, dict):
        return (), True
    version = document.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        return (), False
    files = document.get("files")
    if version != VERSION or not isinstance(files, list):
        return (), True
    found: list[Path] = []
    for item in files:
        if isinstance(item, str) and item and (entry := _normal(item)) not in found:
            found.append(entry)
    return tuple(found), True
