"""A picture under the map (a battle map drawing), as the GM placed it for this session.

The scenario format has no field for it yet, so the document keeps it for
the session only: the file's path, the world units one image pixel covers
(`scale`; a map cell is 64 world units wide on squares), and where the
image's top-left corner sits in world units.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from battlemap.engine.modifiers import Reason


@dataclass(frozen=True)
class Background:
    """A picture under the grid: its file, world units per image pixel, and its offset."""

    path: str
    scale: float = 1.0
    offset_x: float = 0.0
    offset_y: float = 0.0

    def problems(self) -> tuple[Reason, ...]:
        """Why it cannot be shown (a scale that is not a positive number, an offset not finite)."""
        reasons = []
        if not math.isfinite(self.scale) or self.scale <= 0:
            reasons.append(Reason.of("invalid_scale", scale=self.scale))
        if not (math.isfinite(self.offset_x) and math.isfinite(self.offset_y)):
            reasons.append(Reason.of("invalid_offset"))
        return tuple(reasons)
