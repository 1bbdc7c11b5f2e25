"""The GM's notes on the map as the battle holds them: text pins and freehand drawings.

Points are in the grid's unit world coordinates (the file's cell units, see
schema/map_notes.py): a `Layout` turns them into scene points by its size
and origin alone. The rules never read notes; they live in the state so a
command's before and after carry them, and undo, replay and saving follow.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Pin:
    """A text pin at `at`; `players`: the Player View shows it too."""

    id: str
    at: Point
    text: str
    players: bool = False


@dataclass(frozen=True, slots=True)
class Drawing:
    """A freehand stroke through `points`, `width` cell units wide, in `colour` (#rrggbb)."""

    id: str
    points: tuple[Point, ...]
    colour: str = "#e04040"
    width: float = 0.1
    players: bool = False


@dataclass(frozen=True, slots=True)
class MapNotes:
    """Every pin and drawing, in the order made (later ones drawn on top)."""

    pins: tuple[Pin, ...] = ()
    drawings: tuple[Drawing, ...] = ()

    def pin(self, pin_id: str) -> Pin | None:
        return next((p for p in self.pins if p.id == pin_id), None)

    def drawing(self, drawing_id: str) -> Drawing | None:
        return next((d for d in self.drawings if d.id == drawing_id), None)

    def shown(self, players: bool) -> MapNotes:
        """The notes a view draws: all for the GM, those shown to players for the Player View."""
        if not players:
            return self
        return MapNotes(tuple(p for p in self.pins if p.players), tuple(d for d in self.drawings if d.players))

    def with_pin(self, pin: Pin) -> MapNotes:
        """`pin` in place of the pin with its id, or added last."""
        if self.pin(pin.id) is None:
            return replace(self, pins=(*self.pins, pin))
        return replace(self, pins=tuple(pin if p.id == pin.id else p for p in self.pins))

    def without_pin(self, pin_id: str) -> MapNotes:
        return replace(self, pins=tuple(p for p in self.pins if p.id != pin_id))

    def with_drawing(self, drawing: Drawing) -> MapNotes:
        if self.drawing(drawing.id) is None:
            return replace(self, drawings=(*self.drawings, drawing))
        return replace(self, drawings=tuple(drawing if d.id == drawing.id else d for d in self.drawings))

    def without_drawing(self, drawing_id: str) -> MapNotes:
        return replace(self, drawings=tuple(d for d in self.drawings if d.id != drawing_id))

    def free_id(self, prefix: str) -> str:
        """The first `prefix-N` no pin or drawing has (`pin-1`, `pin-2`...)."""
        taken = {p.id for p in self.pins} | {d.id for d in self.drawings}
        n = 1
        while f"{prefix}-{n}" in taken:
            n += 1
        return f"{prefix}-{n}"
