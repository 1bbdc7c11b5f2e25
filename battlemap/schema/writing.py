"""Write scenarios: stable, readable JSON, saved atomically.

The text leaves out every field equal to its default, keeps the key order of
SCENARIO-FORMAT.md, and puts short lists of numbers on one line (`"at": [3,
4]`) so a saved file reads like a hand-written one and diffs well. Saving
writes a temporary file beside the target, flushes it to disk and renames it
over the target: a crash mid-save leaves the old file whole, and the
temporary file such a crash left is removed by the next save of the same file.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from glob import escape as glob_escape
from pathlib import Path
from typing import Any

from .scenario import Scenario

#: Lists whose one-line form fits in this many characters stay on one line.
INLINE_WIDTH = 72


def dump_scenario(scenario: Scenario) -> str:
    """The scenario as JSON text (2-space indent, trailing newline)."""
    document = scenario.model_dump(mode="json", exclude_defaults=True)
    return format_json(document) + "\n"


def save_scenario(scenario: Scenario, path: str | os.PathLike[str]) -> None:
    """Write the scenario to `path` atomically (see atomic_write_text)."""
    atomic_write_text(path, dump_scenario(scenario))


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Replace `path` with `text` (UTF-8) so it is either old or new, never half."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace `path` with `data` so it is either old or new, never half (an exported picture too).

    The temporary file lives in the target's folder (a rename across file
    systems is not atomic) and is removed if anything fails.
    """
    target = Path(path)
    handle, temp_name = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp_name, _mode_for(target))
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)
    _remove_leftovers(target)


def _remove_leftovers(target: Path) -> None:
    """Temporary files an earlier save of `target` left when it was killed mid-write."""
    for leftover in target.parent.glob(f".{glob_escape(target.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            leftover.unlink()


def _mode_for(target: Path) -> int:
    """Keep the permissions of the file being replaced; 0o644 for a new file."""
    try:
        return target.stat().st_mode & 0o777
    except FileNotFoundError:
        return 0o644


def _sync_folder(folder: Path) -> None:
    """Flush the rename itself to disk where the OS allows opening folders."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some file systems refuse fsync on folders; the rename is done
    finally:
        os.close(descriptor)


def format_json(value: Any, indent: int = 0, *, is_map: bool = False) -> str:
    """JSON with objects one key per line and short flat lists on one line.

    `is_map` keeps a list on several lines whatever its length: terrain rows
    stay one per line so the map reads as a map.
    """
    if isinstance(value, dict):
        if not value:
            return "{}"
        pad = "  " * (indent + 1)
        items = [
            f"{pad}{json.dumps(k, ensure_ascii=False)}: "
            f"{format_json(v, indent + 1, is_map=k == 'rows')}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + "  " * indent + "}"
    if isinstance(value, list):
        inline = None if is_map else _inline(value)
        if inline is not None:
            return inline
        pad = "  " * (indent + 1)
        items = [f"{pad}{format_json(v, indent + 1)}" for v in value]
        return "[\n" + ",\n".join(items) + "\n" + "  " * indent + "]"
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def _inline(values: list[Any]) -> str | None:
    """One-line form of a list of scalars or of short scalar lists, if it is short."""
    def flat(item: Any) -> bool:
        return not isinstance(item, (dict, list))

    if not all(flat(v) or (isinstance(v, list) and all(map(flat, v))) for v in values):
        return None
    text = json.dumps(values, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))
    return text if len(text) <= INLINE_WIDTH else None
