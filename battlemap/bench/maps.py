"""Generated battle maps for the benchmarks: seeded, deterministic, valid scenarios.

A bench map is a plain scenario document (SCENARIO-FORMAT.md) built from a
`MapSpec`: a square or hex grid of cols x rows cells, walls on a fixed share
of the cells (short straight runs, like ruins, rather than salt and pepper),
and exactly `tokens` tokens placed so that every timed operation has real
work to do:

- the mover (`MOVER`, side blue) stands left of centre with a clear corridor
  of `PATH_STEPS` cells to its east: the drag path;
- `near` enemies (`near-NN`, raiders holding a ready sledgehammer, so each
  threatens its neighbours) stand beside the corridor, inside the *near box*;
- `overwatch` snipers (`watch-N`) stand north of the corridor, each with an
  overwatch line toward a corridor cell, sight to it kept clear;
- `TARGET` stands south of the mover behind a low wall: the line of fire;
- the rest (`bg-NNNN`, both sides) are scattered outside the near box.

Every map uses the Fallout ruleset on both grid kinds, so square and hex
times differ by geometry only: enemies block movement, adjacent enemies with
ready melee weapons get opportunity attacks, overwatch lines reach 60 cells.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from battlemap.grid import Cell, Grid, make_grid

RULESET = "fallout-pnp"
MOVER = "mover"
TARGET = "target"
#: Steps of the drag path (the corridor east of the mover).
PATH_STEPS = 20
#: The mover's action points: enough for the whole path and some more.
MOVER_AP = 25
#: The near box spans this many rows above and below the corridor ...
NEAR_ROWS = 3
#: ... and this many columns beyond each end of it.
NEAR_COLS = 2
#: Background tokens keep this many cells away from the near box.
MARGIN = 2
WALL, LOW_WALL, OPEN = "#", "+", "."


@dataclass(frozen=True, slots=True)
class MapSpec:
    """What to generate: grid kind and size, token counts, wall share, seed."""

    kind: str = "square"
    cols: int = 100
    rows: int = 100
    tokens: int = 200
    near: int = 20
    overwatch: int = 5
    walls: float = 0.10
    seed: int = 1
    #: Free walls (`terrain.segments`) besides the wall cells, kept off the landmarks.
    segments: int = 0

    @property
    def label(self) -> str:
        """Short name used in case names, e.g. `square200`, `square100w2000` (with 2,000 free walls)."""
        side = str(self.cols) if self.cols == self.rows else f"{self.cols}x{self.rows}"
        return f"{self.kind}{side}" + (f"w{self.segments}" if self.segments else "")

    @property
    def wall_count(self) -> int:
        """Exact number of wall cells: the share of all cells, rounded."""
        return round(self.cols * self.rows * self.walls)


class BenchMap(NamedTuple):
    """A generated scenario document and the landmarks the cases use (offsets)."""

    spec: MapSpec
    document: dict[str, Any]
    mover: str
    #: Offset cells of the drag path, after the mover's cell.
    path: tuple[tuple[int, int], ...]
    #: Token ids of the line of fire: shooter and target.
    fire_from: str
    fire_to: str


def generate(spec: MapSpec) -> BenchMap:
    """The bench map of `spec`: the same document for the same spec, every time."""
    _check_fits(spec)
    rng = random.Random(spec.seed)
    grid = make_grid(spec.kind, spec.cols, spec.rows, orientation="flat")
    plan = _Plan(spec, grid, rng)
    tokens = plan.place_tokens()
    rows = plan.terrain_rows()
    document = {
        "format": "battlemap-scenario",
        "version": 1,
        "name": f"bench {spec.label} {spec.tokens} tokens",
        "ruleset": RULESET,
        "grid": _grid_block(spec),
        "terrain": {"rows": rows, **({"segments": plan.segments()} if spec.segments else {})},
        "tokens": tokens,
        "seed": spec.seed,
    }
    return BenchMap(spec, document, MOVER, plan.path, MOVER, TARGET)


def near_box(spec: MapSpec) -> tuple[int, int, int, int]:
    """(col0, row0, col1, row1), inclusive offsets, of the box holding the near enemies."""
    mc, mr = _mover_at(spec)
    return (mc - NEAR_COLS, mr - NEAR_ROWS, mc + PATH_STEPS + NEAR_COLS, mr + NEAR_ROWS)


def _grid_block(spec: MapSpec) -> dict[str, Any]:
    block: dict[str, Any] = {"kind": spec.kind, "cols": spec.cols, "rows": spec.rows}
    if spec.kind == "hex":
        block["orientation"] = "flat"
    return block


def _mover_at(spec: MapSpec) -> tuple[int, int]:
    return spec.cols // 2 - PATH_STEPS // 2, spec.rows // 2


def _check_fits(spec: MapSpec) -> None:
    """Refuse specs whose landmarks or counts cannot fit (a clear message, not a hang)."""
    if spec.cols < PATH_STEPS + 16 or spec.rows < 48:
        raise ValueError(f"a bench map needs at least {PATH_STEPS + 16}x48 cells")
    fixed = 2 + spec.near + spec.overwatch
    if spec.tokens < fixed:
        raise ValueError(f"{spec.tokens} tokens cannot hold the {fixed} placed ones")
    if spec.rows // 2 - 12 - 2 * max(spec.overwatch - 1, 0) < 0:
        raise ValueError(f"{spec.overwatch} overwatch lines need more than {spec.rows} rows")
    free = spec.cols * spec.rows * (1 - spec.walls) * 0.8
    if spec.tokens > free:
        raise ValueError(f"{spec.tokens} tokens do not fit {spec.cols}x{spec.rows} with walls")


class _Plan:
    """The placement in progress: reserved cells, token entries, walls."""

    def __init__(self, spec: MapSpec, grid: Grid, rng: random.Random) -> None:
        self.spec, self.grid, self.rng = spec, grid, rng
        self.mover = _mover_at(spec)
        mc, mr = self.mover
        self.path = tuple((mc + i, mr) for i in range(1, PATH_STEPS + 1))
        #: Cells no wall may take (corridor, sight lines, tokens).
        self.clear: set[tuple[int, int]] = {self.mover, *self.path}
        self.low_walls: set[tuple[int, int]] = set()
        self.walls: set[tuple[int, int]] = set()
        self.entries: list[dict[str, Any]] = []

    # --- tokens -----------------------------------------------------------------
    def place_tokens(self) -> list[dict[str, Any]]:
        """Every token entry: mover, near enemies, overwatchers, target, background."""
        self._add(MOVER, "blue", self.mover, template="wastelander", stats={"ap": MOVER_AP})
        # Sight lines are reserved before the near enemies, so none stands in them.
        self._place_watchers()
        self._place_target()
        self._place_near()
        self.walls = self._place_walls()
        self._place_background()
        return self.entries

    def _add(self, token_id: str, side: str, at: tuple[int, int], **fields: Any) -> None:
        self.entries.append({"id": token_id, "side": side, "at": list(at), **fields})
        self.clear.add(at)

    def _place_near(self) -> None:
        c0, r0, c1, r1 = near_box(self.spec)
        box = [
            (c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1) if (c, r) not in self.clear
        ]
        if self.spec.near > len(box):
            raise ValueError(
                f"{self.spec.near} near enemies do not fit the near box ({len(box)} free cells)"
            )
        for n, at in enumerate(sorted(self.rng.sample(box, self.spec.near))):
            self._add(
                f"near-{n:02d}", "red", at, template="raider",
                readied=["sledgehammer"], facing=4,
            )

    def _place_watchers(self) -> None:
        """Snipers north of the corridor, each watching a line toward a corridor cell."""
        mc, mr = self.mover
        count = self.spec.overwatch
        for n in range(count):
            at = (mc + 1 + (n * PATH_STEPS) // max(count, 1), mr - 12 - 2 * n)
            toward = self.path[(n * 7 + 3) % PATH_STEPS]
            self._keep_sight(at, toward)
            self._add(
                f"watch-{n}", "red", at, template="sniper",
                state={"overwatch": {"toward": list(toward), "declared": n}},
            )

    def _place_target(self) -> None:
        """A target south of the mover, a low wall in front of it on the line of fire."""
        mc, mr = self.mover
        at = (mc + 6, mr + 16)
        line = self._keep_sight(self.mover, at)
        self.low_walls.add(line[-2])
        self._add(TARGET, "red", at, template="wastelander")

    def _keep_sight(self, a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
        """Reserve the cells of the line a -> b (no wall there); return them in order."""
        grid = self.grid
        trace = grid.trace(grid.from_offset(*a), grid.from_offset(*b))
        cells = [grid.to_offset(c) for c in trace.cells]
        grazed = [grid.to_offset(c) for c in trace.grazed if grid.in_bounds(c)]
        self.clear.update(cells)
        self.clear.update(grazed)
        return cells

    def _place_background(self) -> None:
        spec, rng = self.spec, self.rng
        c0, r0, c1, r1 = near_box(spec)
        c0, r0, c1, r1 = c0 - MARGIN, r0 - MARGIN, c1 + MARGIN, r1 + MARGIN
        templates = ("wastelander", "raider", "sniper")
        placed = len(self.entries)
        for n in range(spec.tokens - placed):
            while True:
                at = (rng.randrange(spec.cols), rng.randrange(spec.rows))
                inside = c0 <= at[0] <= c1 and r0 <= at[1] <= r1
                if not inside and at not in self.clear and at not in self.walls:
                    break
            side = "blue" if rng.random() < 0.5 else "red"
            self._add(f"bg-{n:04d}", side, at, template=rng.choice(templates))

    # --- terrain ----------------------------------------------------------------
    def _place_walls(self) -> set[tuple[int, int]]:
        """Exactly `wall_count` wall cells in short straight runs, never on a reserved cell."""
        spec, rng = self.spec, self.rng
        walls: set[tuple[int, int]] = set()
        wanted = spec.wall_count
        while len(walls) < wanted:
            c, r = rng.randrange(spec.cols), rng.randrange(spec.rows)
            dc, dr = rng.choice(((1, 0), (0, 1)))
            for _ in range(rng.randint(2, 6)):
                at = (c, r)
                if len(walls) == wanted or not (0 <= c < spec.cols and 0 <= r < spec.rows):
                    break
                if at not in self.clear:
                    walls.add(at)
                c, r = c + dc, r + dr
        return walls

    def segments(self) -> list[dict[str, Any]]:
        """`segments` free walls of 0.5 to 3 units at any angle, walls and some low walls and
        doors, none touching a reserved cell (corridor, sight lines, tokens) or the near box."""
        from battlemap.engine.battle.segments import cells_meeting
        from battlemap.schema.segment_checks import map_extent

        spec, rng, grid = self.spec, self.rng, self.grid
        width, height = map_extent(spec.kind, "flat", (spec.cols, spec.rows))
        c0, r0, c1, r1 = near_box(spec)
        found: list[dict[str, Any]] = []
        while len(found) < spec.segments:
            x, y = rng.uniform(0, width), rng.uniform(0, height)
            turn, length = rng.uniform(0, 6.283), rng.uniform(0.5, 3.0)
            a = (round(x, 3), round(y, 3))
            b = (round(min(max(x + length * math.cos(turn), 0), width), 3),
                 round(min(max(y + length * math.sin(turn), 0), height), 3))
            cells = [grid.to_offset(grid.cell(i)) for i in cells_meeting(grid, a, b)]
            if a == b or any(at in self.clear or at in self.entries_at
                             or (c0 - 1 <= at[0] <= c1 + 1 and r0 - 1 <= at[1] <= r1 + 1) for at in cells):
                continue
            kind = rng.choices(("wall", "low_wall", "door"), (8, 1, 1))[0]
            found.append({"from": list(a), "to": list(b), "type": kind})
        return found

    @property
    def entries_at(self) -> set[tuple[int, int]]:
        return {tuple(e["at"]) for e in self.entries}

    def terrain_rows(self) -> list[str]:
        """One string per row: walls, low walls, open ground."""
        spec = self.spec
        cells = [[OPEN] * spec.cols for _ in range(spec.rows)]
        for c, r in self.walls:
            cells[r][c] = WALL
        for c, r in self.low_walls:
            cells[r][c] = LOW_WALL
        return ["".join(row) for row in cells]


def offset_cells(grid: Grid, offsets: tuple[tuple[int, int], ...]) -> tuple[Cell, ...]:
    """Offset [col, row] pairs as the grid's cells."""
    return tuple(grid.from_offset(c, r) for c, r in offsets)
