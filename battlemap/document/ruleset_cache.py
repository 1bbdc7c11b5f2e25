"""The bundled rulesets' parsed TOML, kept as JSON in the user's cache folder.

Parsing a bundled ruleset's TOML takes some 10-16 ms of every start (tomllib
is pure Python); the same document read back as JSON takes under 1 ms. The
cache file is named after the SHA-256 of the TOML text, so an edited or
upgraded ruleset never reads an old entry; an entry that cannot be read or
is not a JSON object is ignored and written again, atomically. The document
read back is validated exactly like a freshly parsed one: the cache spares
the parse only. Nothing is written when the folder cannot be.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from battlemap.document.paths import cache_folder
from battlemap.schema import atomic_write_text
from battlemap.schema.reading import parse_document

FOLDER = "rulesets"


def ruleset_document(text: str, *, source: str, folder: Path | None = None) -> dict[str, Any]:
    """The parsed TOML document of a bundled ruleset, from the cache when it holds it.

    LoadError (from the parser) when the text is not a valid document.
    """
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    path = (folder if folder is not None else cache_folder()) / FOLDER / f"{digest}.json"
    cached = _read(path)
    if cached is not None:
        return cached
    document = parse_document(text, source=source)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(document, ensure_ascii=False))
    except (OSError, TypeError, ValueError):  # a read-only folder, or a value JSON cannot hold
        pass
    return document


def _read(path: Path) -> dict[str, Any] | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return document if isinstance(document, dict) else None
