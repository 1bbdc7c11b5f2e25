"""Cross-field checks of a scenario: terrain against the grid and legend,
tokens against the map and the ruleset (a token covering several cells shares
none with another token unless the ruleset stacks or the other rides in it),
turn order against the tokens.

They run over the parts that validated (see `sections`), so one bad token
does not hide a terrain row of the wrong length. Checks that need the grid
size run when it is known: given in the file, or supplied by the ruleset.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from battlemap.grid import make_grid

from .fog_checks import fog_problems
from .item_checks import item_problems
from .note_checks import note_problems
from .problems import Problem, join_path
from .option_checks import option_problems
from .resolve import resolve_token
from .ruleset import Ruleset
from .ruleset_checks import known_names, stat_problems
from .scenario import GridSettings, Terrain, Token
from .segment_checks import segment_problems
from .sections import Sections
from .objective_checks import objective_problems
from .template_checks import template_problems

Finding = tuple[tuple[str | int, ...], str]


@dataclass(frozen=True)
class _Context:
    parts: Sections
    ruleset: Ruleset | None
    #: (cols, rows) when known.
    dims: tuple[int, int] | None
    kind: str | None
    #: Ids of every token in the file, valid or not (no cascade of "unknown token").
    token_ids: frozenset[str]
    #: Token index -> id as written.
    ids_by_index: dict[int, str]

    def on_map(self, cell: tuple[int, ...]) -> bool:
        if self.dims is None:
            return True
        return 0 <= cell[0] < self.dims[0] and 0 <= cell[1] < self.dims[1]

    def off_map(self, cell: tuple[int, ...]) -> str:
        cols, rows = self.dims or (0, 0)
        return (
            f"[{cell[0]}, {cell[1]}] is off the map "
            f"({cols}x{rows}: cols 0-{cols - 1}, rows 0-{rows - 1})"
        )


def scenario_problems(
    parts: Sections, ruleset: Ruleset | None, *, source: str, token_ids: dict[int, str]
) -> list[Problem]:
    """Every cross-field problem of a scenario, with field paths.

    `token_ids` are the ids as written (index -> id), including tokens that
    failed validation, so their ids still count as known and as taken.
    """
    context = _context(parts, ruleset, token_ids)
    found = [
        *_grid_problems(context),
        *_terrain_problems(context),
        *_zone_problems(context),
        *_token_problems(context),
        *_overlap_problems(context),
        *item_problems(context),
        *template_problems(context),
        *objective_problems(context),
        *fog_problems(context),
        *note_problems(context, _grid_field(parts, "orientation", ruleset.grid if ruleset else None)),
        *_combat_problems(context),
        *_options_problems(context),
    ]
    return [Problem(source, join_path(path), message) for path, message in found]


def _context(parts: Sections, ruleset: Ruleset | None, token_ids: dict[int, str]) -> _Context:
    default = ruleset.grid if ruleset is not None else None
    cols = _grid_field(parts, "cols", default)
    rows = _grid_field(parts, "rows", default)
    dims = (cols, rows) if cols and rows else None
    kind = _grid_field(parts, "kind", default)
    return _Context(parts, ruleset, dims, kind, frozenset(token_ids.values()), token_ids)


def _grid_field(parts: Sections, name: str, default: object | None) -> object | None:
    """A grid field from the file, else the ruleset; None when unknown or invalid.

    A grid that failed validation still offers the fields that did validate.
    """
    grid = parts.get("grid")
    if isinstance(grid, GridSettings):
        value = getattr(grid, name)
    elif isinstance(grid, Sections) and name in grid.complete:
        value = grid.get(name)
    else:
        return None
    if value is None and default is not None:
        value = getattr(default, name)
    return value


def _grid_problems(context: _Context) -> Iterator[Finding]:
    if context.kind == "square" and _grid_field(context.parts, "orientation", None) is not None:
        yield ("grid", "orientation"), "orientation applies to hex grids only"


def _terrain_problems(context: _Context) -> Iterator[Finding]:
    terrain: Terrain | None = (
        context.parts.get("terrain") if "terrain" in context.parts.complete else None
    )
    if terrain is None:
        return
    yield from _row_size_problems(terrain.rows, context.dims)
    yield from _edge_problems(context, terrain)
    yield from segment_problems(
        terrain.segments, kind=context.kind, dims=context.dims, ruleset=context.ruleset,
        orientation=_grid_field(context.parts, "orientation", _ruleset_grid(context)))
    if context.ruleset is None:
        return  # the ruleset's legend may define more characters: nothing to judge
    legend = {**context.ruleset.legend, **terrain.legend}
    for index, row in enumerate(terrain.rows):
        yield from _unknown_characters(index, row, legend)
    known = context.ruleset.terrain
    for char, terrain_id in terrain.legend.items():
        if terrain_id not in known:
            yield ("terrain", "legend", char), (
                f"terrain '{terrain_id}' is not defined by ruleset "
                f"{context.ruleset.id}" + known_names(known)
            )


def _edge_problems(context: _Context, terrain: Terrain) -> Iterator[Finding]:
    """Edge features join two adjacent on-map cells with a terrain that may sit on an edge."""
    for index, edge in enumerate(terrain.edges):
        a, b = edge.between
        for end, cell in enumerate((a, b)):
            if not context.on_map(cell):
                yield ("terrain", "edges", index, "between", end), context.off_map(cell)
        orientation = _grid_field(context.parts, "orientation", _ruleset_grid(context))
        if not _adjacent(context.kind, orientation, a, b):
            yield ("terrain", "edges", index, "between"), (
                f"[{a[0]}, {a[1]}] and [{b[0]}, {b[1]}] do not share an edge"
            )
        if context.ruleset is None:
            continue
        known = context.ruleset.terrain
        if edge.type not in known:
            yield ("terrain", "edges", index, "type"), (
                f"terrain '{edge.type}' is not defined by ruleset {context.ruleset.id}"
                + known_names(known)
            )
        elif not known[edge.type].edge:
            yield ("terrain", "edges", index, "type"), (
                f"terrain '{edge.type}' cannot be drawn on an edge "
                f"(its ruleset entry has edge = false)"
            )


def _ruleset_grid(context: _Context) -> object | None:
    return context.ruleset.grid if context.ruleset is not None else None


def _adjacent(
    kind: object, orientation: object, a: tuple[int, ...], b: tuple[int, ...]
) -> bool:
    """Side-sharing neighbours in offset coordinates: square, odd-q (flat hex)
    or odd-r (pointy hex, which is odd-q with the axes swapped)."""
    if kind != "hex":
        return abs(b[0] - a[0]) + abs(b[1] - a[1]) == 1
    if orientation == "pointy":
        return _hex_offset_adjacent(a[::-1], b[::-1])
    return _hex_offset_adjacent(a, b)


def _hex_offset_adjacent(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    # odd-q: odd columns are shoved down half a cell.
    dc, dr = b[0] - a[0], b[1] - a[1]
    if dc == 0:
        return abs(dr) == 1
    if abs(dc) != 1:
        return False
    return dr in ((0, 1) if a[0] % 2 else (-1, 0))


def _row_size_problems(rows: tuple[str, ...], dims: tuple[int, int] | None) -> Iterator[Finding]:
    if not rows:
        return
    if dims is not None and len(rows) != dims[1]:
        yield ("terrain", "rows"), f"{len(rows)} rows, expected {dims[1]} (the grid's rows)"
    if dims is not None:
        width, what = dims[0], "the grid's cols"
    else:
        width = Counter(len(row) for row in rows).most_common(1)[0][0]
        what = "the width of most rows"
    for index, row in enumerate(rows):
        if len(row) != width:
            yield ("terrain", "rows", index), (
                f"row {index} has {len(row)} characters, expected {width} ({what})"
            )


def _unknown_characters(index: int, row: str, legend: dict[str, str]) -> Iterator[Finding]:
    """One problem per unknown character of a row, naming its first column."""
    columns: dict[str, list[int]] = {}
    for col, char in enumerate(row):
        if char not in legend:
            columns.setdefault(char, []).append(col)
    for char, cols in columns.items():
        also = ""
        if len(cols) > 1:
            shown = ", ".join(str(c) for c in cols[1:6])
            also = f" (also at col {shown}{', ...' if len(cols) > 6 else ''})"
        yield ("terrain", "rows", index), (
            f"col {cols[0]}: unknown terrain character {char!r} (not in the legend){also}"
        )


def _zone_problems(context: _Context) -> Iterator[Finding]:
    seen: dict[str, int] = {}
    for index, zone in context.parts.get("zones", {}).items():
        if zone.id in seen:
            yield ("zones", index, "id"), f"duplicate zone id '{zone.id}' (also zones[{seen[zone.id]}])"
        seen.setdefault(zone.id, index)
        off = [j for j, cell in enumerate(zone.cells) if not context.on_map(cell)]
        if off:
            more = f", and {len(off) - 1} more cells" if len(off) > 1 else ""
            yield ("zones", index, "cells", off[0]), context.off_map(zone.cells[off[0]]) + more


def _token_problems(context: _Context) -> Iterator[Finding]:
    seen: dict[str, int] = {}
    for index, token_id in sorted(context.ids_by_index.items()):
        if token_id in seen:
            yield ("tokens", index, "id"), (
                f"duplicate token id '{token_id}' (also tokens[{seen[token_id]}])"
            )
        seen.setdefault(token_id, index)
    for index, token in context.parts.get("tokens", {}).items():
        at = ("tokens", index)
        if not context.on_map(token.at):
            yield (*at, "at"), context.off_map(token.at)
        if context.kind == "hex" and token.facing > 5:
            yield (*at, "facing"), f"a hex token faces 0-5, got {token.facing}"
        yield from _state_problems(context, token, at)
        if context.ruleset is not None:
            yield from _token_ruleset_problems(context.ruleset, token, at)


def _overlap_problems(context: _Context) -> Iterator[Finding]:
    """A token whose footprint covers more than one cell (its size or posture) shares none
    of them with another token, unless the ruleset lets tokens share a cell."""
    ruleset = context.ruleset
    if ruleset is None or context.dims is None or context.kind not in ("square", "hex"):
        return
    if ruleset.movement.stacking:
        return
    orientation = _grid_field(context.parts, "orientation", ruleset.grid) or "flat"
    grid = make_grid(str(context.kind), *context.dims, orientation=str(orientation),
                     diagonal=ruleset.grid.diagonal or "chebyshev")
    covering: list[tuple[int, Token, tuple]] = []
    for index, token in sorted(context.parts.get("tokens", {}).items()):
        if context.kind == "hex" and token.facing > 5:
            continue  # reported by _token_problems
        cells = tuple(grid.to_offset(c) for c in grid.footprint(
            grid.from_offset(*token.at), _extent(ruleset, token), token.facing))
        covering.append((index, token, cells))
    # Earlier tokens by the cells they cover, split by width: a pair is found through a
    # shared cell, never by trying every pair (thousands of tokens made that quadratic).
    singles: dict[tuple, list[int]] = {}
    wides: dict[tuple, list[int]] = {}
    for k, (_, _, cells) in enumerate(covering):
        met = {j for cell in cells for j in wides.get(cell, ())}
        if len(cells) > 1:  # single cells sharing one: the movement rules' business
            met.update(j for cell in cells for j in singles.get(cell, ()))
        for j in sorted(met):
            token, other = covering[k][1], covering[j][1]
            if _aboard(token, other) or _aboard(other, token):
                continue  # a rider stands on its vehicle's cells
            yield _overlap(ruleset, covering[k], covering[j])
        for cell in cells:
            (wides if len(cells) > 1 else singles).setdefault(cell, []).append(k)


def _overlap(ruleset: Ruleset, later: tuple[int, Token, tuple], earlier: tuple[int, Token, tuple]) -> Finding:
    """The problem of two tokens sharing a cell, named at the wide one (the later when both are)."""
    (index, token, cells), (other_index, other, other_cells) = later, earlier
    shared = sorted(set(cells) & set(other_cells))
    if len(cells) == 1:  # name the wide one
        index, token, cells, other_index, other = other_index, other, other_cells, index, token
    col, row = shared[0]
    return ("tokens", index, "at"), (
        f"token '{token.id}' covers {len(cells)} cells ({_why_wide(ruleset, token)}, facing "
        f"{token.facing}); [{col}, {row}] is also covered by token '{other.id}' (tokens[{other_index}])"
    )


#: The tactical state key naming the vehicle a token rides in (Year Zero's `in_vehicle`,
#: engine/systems/yze/vehicles.py): a rider boards standing on one of the vehicle's cells.
ABOARD = "in_vehicle"


def _aboard(rider: Token, vehicle: Token) -> bool:
    return (rider.state.model_extra or {}).get(ABOARD) == vehicle.id


def _why_wide(ruleset: Ruleset, token: Token) -> str:
    resolved = resolve_token(token, ruleset)
    posture = ruleset.postures.get(resolved.posture)
    if posture is not None and posture.footprint > 1:
        return f"posture {resolved.posture}"
    return f"size {resolved.size}"


def _extent(ruleset: Ruleset, token: Token) -> int:
    """Cells across the token's footprint: the larger of its size's and its posture's."""
    resolved = resolve_token(token, ruleset)
    size = ruleset.sizes.get(resolved.size)
    posture = ruleset.postures.get(resolved.posture)
    return max(size.footprint if size else 1, posture.footprint if posture else 1)


def _state_problems(context: _Context, token: Token, at: tuple) -> Iterator[Finding]:
    state = token.state
    if state.overwatch is not None and not context.on_map(state.overwatch.toward):
        yield (*at, "state", "overwatch", "toward"), context.off_map(state.overwatch.toward)
    if state.aiming is not None and state.aiming not in context.token_ids:
        yield (*at, "state", "aiming"), f"unknown token '{state.aiming}'"
    total = (state.model_extra or {}).get("initiative_total")
    if total is not None and (isinstance(total, bool) or not isinstance(total, int)):
        yield (*at, "state", "initiative_total"), f"must be a whole number (the rolled initiative), not {total!r}"


def _token_ruleset_problems(ruleset: Ruleset, token: Token, at: tuple) -> Iterator[Finding]:
    where = f" of ruleset {ruleset.id}"
    if token.template is not None and token.template not in ruleset.templates:
        yield (*at, "template"), (
            f"template '{token.template}' is not a template{where}" + known_names(ruleset.templates)
        )
    if token.size is not None and token.size not in ruleset.sizes:
        yield (*at, "size"), f"size '{token.size}' is not a size{where}" + known_names(ruleset.sizes)
    if token.posture is not None and ruleset.postures and token.posture not in ruleset.postures:
        yield (*at, "posture"), (
            f"posture '{token.posture}' is not a posture{where}" + known_names(ruleset.postures)
        )
    for j, weapon in enumerate(token.weapons or ()):
        if weapon not in ruleset.weapons:
            yield (*at, "weapons", j), (
                f"weapon '{weapon}' is not a weapon{where}" + known_names(ruleset.weapons)
            )
    weapons = resolve_token(token, ruleset).weapons
    for j, weapon in enumerate(token.readied or ()):
        if weapon not in weapons:
            yield (*at, "readied", j), f"readied weapon '{weapon}' is not among the token's weapons"
    yield from stat_problems(token.stats, ruleset.stats, (*at, "stats"))


def _options_problems(context: _Context) -> Iterator[Finding]:
    options = context.parts.get("options") if "options" in context.parts.complete else None
    if options:
        yield from option_problems(options, context.ruleset)


def _combat_problems(context: _Context) -> Iterator[Finding]:
    combat = context.parts.get("combat") if "combat" in context.parts.complete else None
    if combat is None:
        return
    ids = context.token_ids
    seen: set[str] = set()
    for j, token_id in enumerate(combat.order):
        if token_id not in ids:
            yield ("combat", "order", j), f"unknown token '{token_id}'"
        elif token_id in seen:
            yield ("combat", "order", j), f"token '{token_id}' appears twice in the turn order"
        seen.add(token_id)
    if combat.active is not None:
        if combat.active not in ids:
            yield ("combat", "active"), f"unknown token '{combat.active}'"
        elif combat.order and combat.active not in combat.order:
            yield ("combat", "active"), f"token '{combat.active}' is not in the turn order"
    for token_id in combat.spent:
        if token_id not in ids:
            yield ("combat", "spent", token_id), f"unknown token '{token_id}'"
