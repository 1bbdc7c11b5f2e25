"""Writing an imported map: its picture beside the scenario, then the scenario, each atomically.

The picture goes first: a scenario is never left naming a picture that is
not there. A scenario write that fails takes back a picture it had just
written (one that was there before is left as it was).
"""

from __future__ import annotations

import json
from pathlib import Path

from battlemap.document.imports.uvtt import ImportedMap
from battlemap.schema import atomic_write_bytes, atomic_write_text


def write_imported(imported: ImportedMap, target: Path) -> None:
    """Write `imported` as the scenario `target` and its picture, if any, in the same folder (OSError passes)."""
    if not imported.picture_name:  # a Tiled map brings no picture
        atomic_write_text(target, json.dumps(imported.document, indent=2, ensure_ascii=False) + "\n")
        return
    picture = target.parent / imported.picture_name
    existed = picture.exists()
    atomic_write_bytes(picture, imported.picture)
    try:
        atomic_write_text(target, json.dumps(imported.document, indent=2, ensure_ascii=False) + "\n")
    except OSError:
        if not existed:
            picture.unlink(missing_ok=True)
        raise
