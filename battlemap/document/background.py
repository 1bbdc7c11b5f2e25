"""A picture under the map (a battle map drawing), as the GM placed it, saved with the scenario.

In the file (`background` in SCENARIO-FORMAT.md) the path is relative to the
scenario file's folder; the document keeps it resolved against that folder,
so the view can load it whatever the working directory, and turns it back
into a relative path for whichever file it saves to. Scale is image pixels
per map cell, the offset is in cells from the map's top-left corner: the
units a GM measures a scanned map in, whatever the grid's world units are.
Changing it is one undoable step, like any other edit
(document/background_commands.py).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from battlemap.engine.battle.modifiers import Reason


@dataclass(frozen=True)
class Background:
    """A picture under the grid: its file, image pixels per cell, offset in cells, opacity."""

    path: str
    scale: float = 1.0
    offset_x: float = 0.0
    offset_y: float = 0.0
    opacity: float = 1.0

    def problems(self) -> tuple[Reason, ...]:
        """Why it cannot be shown or saved (every reason at once)."""
        reasons = []
        if not self.path.strip():
            reasons.append(Reason.of("no_image"))
        if not math.isfinite(self.scale) or self.scale <= 0:
            reasons.append(Reason.of("invalid_scale", scale=self.scale))
        if not (math.isfinite(self.offset_x) and math.isfinite(self.offset_y)):
            reasons.append(Reason.of("invalid_offset"))
        if not 0.0 <= self.opacity <= 1.0:
            reasons.append(Reason.of("invalid_opacity", opacity=self.opacity))
        return tuple(reasons)

    @classmethod
    def from_file(cls, entry: Any, folder: Path | None) -> Background | None:
        """The scenario's `background` model (or None), its path resolved against `folder`."""
        if entry is None:
            return None
        path = Path(entry.path)
        if not path.is_absolute() and folder is not None:
            path = folder / path
        x, y = entry.offset
        # normpath: "saves/../maps/a.png" and "maps/a.png" are one picture, and compare equal.
        return cls(os.path.normpath(path), float(entry.scale), float(x), float(y), float(entry.opacity))

    def file_entry(self, folder: Path | None) -> dict[str, Any]:
        """The `background` object of a file saved in `folder` (path relative to it when it can be)."""
        path = self.path
        if folder is not None and Path(path).is_absolute():
            try:
                path = Path(os.path.relpath(path, folder)).as_posix()
            except ValueError:  # another drive on Windows: keep it absolute
                pass
        return {"path": path, "scale": _plain(self.scale), "offset": [_plain(self.offset_x), _plain(self.offset_y)],
                "opacity": _plain(self.opacity)}


def _plain(value: float) -> float | int:
    """Whole numbers written as ints (70, not 70.0), like a hand-written file."""
    return int(value) if float(value).is_integer() else value
