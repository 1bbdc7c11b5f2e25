"""Which importer reads a file, told by its suffix (and, for `.json`, by Tiled's `"type": "map"`)."""

from __future__ import annotations

from pathlib import Path

from battlemap.document.imports.uvtt import ImportedMap

UVTT_SUFFIXES = (".dd2vtt", ".df2vtt", ".uvtt")
TILED_SUFFIXES = (".tmx", ".tmj", ".json")
SUFFIXES = UVTT_SUFFIXES + TILED_SUFFIXES


def importable(path: Path) -> bool:
    """Whether `path` is a kind of map Battlemap imports (a `.json` only when it is a Tiled map)."""
    from battlemap.document.imports.tiled_reading import is_tiled_json

    suffix = path.suffix.lower()
    return suffix in SUFFIXES and (suffix != ".json" or is_tiled_json(path))


def imported_map(source: Path, *, stem: str, ruleset_id: str) -> ImportedMap:
    """The scenario for the map `source` (LoadError naming the field); call `importable` first."""
    if source.suffix.lower() in UVTT_SUFFIXES:
        from battlemap.document.imports.uvtt import converted, read_uvtt

        return converted(read_uvtt(source), source=source.name, stem=stem, ruleset_id=ruleset_id)
    from battlemap.document.imports.tiled import converted_tiled
    from battlemap.document.imports.tiled_reading import read_tiled

    return converted_tiled(read_tiled(source), source=source.name, stem=stem, ruleset_id=ruleset_id)
