"""An area template as a battle value, and what it covers on a battle's map.

A template is placed at the centre of its `origin` cell; a cone or a line
points from there to the centre of its `toward` cell (a circle and a square
ignore it: a square is centred on the origin, its sides along the grid's
axes). `size` is in the grid's unit (ft, yd, m): a circle's radius, a cone's
or a line's length, a square's side. A cone's aperture (`angle`, degrees)
defaults to the ruleset option `cone_angle` when the ruleset has one, else
90; a line's `width` to the option `line_width` (in the grid's unit), else
one cell. A template covers the cells whose centre lies inside it or on its
boundary (`shapes.py`), and the tokens with any footprint cell covered.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from battlemap.engine.areas.shapes import Shape, cell_pitch, covered, direction_between
from battlemap.grid import Cell, Grid

#: A cone's aperture when neither the template nor the ruleset says (degrees).
DEFAULT_CONE_ANGLE = 90.0
#: The ruleset options that may set a cone's aperture and a line's width.
CONE_ANGLE_OPTION, LINE_WIDTH_OPTION = "cone_angle", "line_width"
#: Shapes that point somewhere (they need a `toward` cell other than the origin).
POINTED = ("cone", "line")


@dataclass(frozen=True, slots=True)
class AreaTemplate:
    """A template on the map (the file's `templates` entry)."""

    id: str
    shape: str
    origin: Cell
    size: float
    toward: Cell | None = None
    #: A cone's aperture in degrees (None: the ruleset's or 90).
    angle: float | None = None
    #: A line's width in the grid's unit (None: the ruleset's or one cell).
    width: float | None = None
    #: Whether the Player View draws it too.
    show_players: bool = False


def cone_angle(template: AreaTemplate, options: Mapping[str, object]) -> float:
    """The cone's aperture: the template's, the ruleset option's, or 90 degrees."""
    if template.angle is not None:
        return float(template.angle)
    value = options.get(CONE_ANGLE_OPTION)
    return float(value) if _is_number(value) else DEFAULT_CONE_ANGLE


def line_width(template: AreaTemplate, options: Mapping[str, object], cell_size: float) -> float:
    """The line's width in the grid's unit: the template's, the ruleset option's, or one cell."""
    if template.width is not None:
        return float(template.width)
    value = options.get(LINE_WIDTH_OPTION)
    return float(value) if _is_number(value) else cell_size


def shape_of(grid: Grid, cell_size: float, template: AreaTemplate,
             options: Mapping[str, object] = {}) -> Shape:
    """The template as a shape in unit world coordinates."""
    scale = cell_pitch(grid) / cell_size  # world units per grid unit
    toward = template.toward if template.toward is not None else template.origin
    pointed = template.shape in POINTED
    return Shape(
        kind=template.shape,
        origin=grid.center(template.origin),
        length=template.size * scale,
        direction=direction_between(grid, template.origin, toward) if pointed else (0.0, 0.0),
        width=line_width(template, options, cell_size) * scale if template.shape == "line" else 0.0,
        angle=cone_angle(template, options),
    )


def covered_cells(grid: Grid, cell_size: float, template: AreaTemplate,
                  options: Mapping[str, object] = {}) -> tuple[Cell, ...]:
    """The on-map cells the template covers, in index order."""
    return covered(grid, shape_of(grid, cell_size, template, options))


def covered_tokens(state, cells: tuple[Cell, ...]) -> tuple[str, ...]:
    """The ids of the tokens with a footprint cell among `cells`, in the battle's order."""
    grid = state.grid
    indices = {grid.index(c) for c in cells}
    ids = {token_id for i in indices for token_id in state.occupancy.get(i, ())}
    return tuple(t.id for t in state.tokens if t.id in ids)


def template_cover(state, template: AreaTemplate) -> tuple[tuple[Cell, ...], tuple[str, ...]]:
    """The cells and token ids `template` covers in `state`."""
    cells = covered_cells(state.grid, state.spec.cell, template, state.options)
    return cells, covered_tokens(state, cells)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0


# --- the file's entries ------------------------------------------------------------------
def template_of(entry, grid: Grid) -> AreaTemplate:
    """A file's `templates` entry (schema.templates.AreaTemplate) as the battle's value."""
    toward = grid.from_offset(*entry.toward) if entry.toward is not None else None
    return AreaTemplate(entry.id, entry.shape, grid.from_offset(*entry.origin), entry.size, toward,
                        entry.angle, entry.width, entry.show_players)


def template_document(template: AreaTemplate, grid: Grid) -> dict[str, object]:
    """The file's entry of `template` (fields at their defaults left out)."""
    document: dict[str, object] = {"id": template.id, "shape": template.shape,
                                   "from": list(grid.to_offset(template.origin))}
    if template.toward is not None:
        document["toward"] = list(grid.to_offset(template.toward))
    document["size"] = template.size
    for name in ("angle", "width"):
        if getattr(template, name) is not None:
            document[name] = getattr(template, name)
    if template.show_players:
        document["show_players"] = True
    return document


def templates_at(state, cell: Cell) -> tuple[AreaTemplate, ...]:
    """The battle's templates that cover `cell` or start there, newest first (a right-click's)."""
    found = [t for t in state.templates
             if t.origin == cell or cell in covered_cells(state.grid, state.spec.cell, t, state.options)]
    return tuple(reversed(found))
