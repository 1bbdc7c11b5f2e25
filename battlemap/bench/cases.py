"""The timed operations of the hot path, on every generated map, with their tcod yardsticks.

A case is named `operation:map:tokens`, e.g. `drag_step:square200:1000t`:

| operation | what is timed | tcod yardstick |
|---|---|---|
| drag_start | `start_drag` on a fresh copy of the state: movement map within the budget, reactors, threat near the reachable cells, overwatch lines | fill of the budget window + one FOV per near enemy (its reach) and per overwatcher (its range) |
| drag_step | `DragContext.preview` of the 20-step path | none |
| movement_map | `movement_map` within the budget (the fill alone) | fill of the budget window |
| line_of_fire | `line_of_fire` mover -> target behind a low wall (partial cover), traced afresh (line cache cleared before each sample) | Bresenham line + transparency (square only) |
| line_of_fire_cached | the same with the line already in the engine's cache (hovering one target) | the same |
| distance_field | `movement_map` with an unlimited budget: the whole map | full-map `dijkstra2d` |
| fog | fog of war after a move: the mover steps one cell (east, then back) and its side's view is recomputed, 50 viewers kept in a `SightCache` (square 100x100 reads the packed shadow table, 200x200 the sparse one; hex the wedge table of `hex_shadows`) | one full-map FOV from the mover |
| fog_on | fog of war turned on for the first time: the mover's whole side seen from a cold `SightCache` and cold shadow tables (built in the sample), on the 200-token maps | one full-map FOV per token of the side |

The full run covers square and hex maps of 100x100 and 200x200 cells with
200 and 1000 tokens; the quick run the 100x100 maps with 200 tokens.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from types import ModuleType
from typing import Any

from battlemap.bench.maps import RULESET, BenchMap, MapSpec, generate, offset_cells
from battlemap.bench.tcod_ref import TcodMap, chain
from battlemap.document.library import bundled_ruleset, resolve_ruleset
from battlemap.engine.attacks.los import clear_los_cache, line_of_fire
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.movement.movement_map import movement_map
from battlemap.engine.movement.threat import overwatch_radius
from battlemap.schema import scenario_from_document

OPERATIONS = (
    "drag_start", "drag_step", "movement_map", "line_of_fire", "line_of_fire_cached",
    "distance_field", "fog", "fog_on",
)
#: Tokens whose fields of view make up the side's fog in the `fog` case.
FOG_VIEWERS = 50
KINDS = ("square", "hex")

Call = Callable[[], Any]


@dataclass(frozen=True)
class Case:
    """One timed operation: `call` (or a new callable from `fresh()` per sample) and tcod's."""

    name: str
    call: Call
    fresh: Callable[[], Call] | None = None
    tcod: Call | None = None


def specs(quick: bool) -> tuple[MapSpec, ...]:
    """The maps of a run, small first."""
    # A full run also times a 100 x 100 map with 2,000 free walls (terrain.segments), per grid kind.
    walled = tuple(MapSpec(kind, 100, 100, 200, segments=2000) for kind in KINDS)
    if quick:
        return tuple(MapSpec(kind, 100, 100, 200) for kind in KINDS)
    return tuple(
        MapSpec(kind, side, side, tokens)
        for side in (100, 200)
        for kind in KINDS
        for tokens in (200, 1000)
    ) + walled


def _fog_map(operation: str, spec: MapSpec) -> bool:
    """`fog` runs on every map; `fog_on` (seconds a sample on 200x200: every token of a side
    traced, the tables built) on the 200-token maps without free walls only (with 2,000 walls a
    viewer takes seconds: `fog` shows it, a whole side would take minutes a sample)."""
    return operation != "fog_on" or (spec.tokens == 200 and not spec.segments)


def case_name(operation: str, spec: MapSpec) -> str:
    """`operation:map:tokens`, e.g. `drag_step:hex200:1000t`."""
    return f"{operation}:{spec.label}:{spec.tokens}t"


def planned(quick: bool, name_filter: str | None = None) -> list[tuple[MapSpec, tuple[str, ...]]]:
    """Each map of the run with the operations whose case names contain `name_filter`."""
    wanted = (name_filter or "").lower()
    plan = []
    for spec in specs(quick):
        operations = tuple(
            op for op in OPERATIONS
            if wanted in case_name(op, spec).lower() and _fog_map(op, spec)
        )
        if operations:
            plan.append((spec, operations))
    return plan


def case_names(quick: bool, name_filter: str | None = None) -> list[str]:
    """The names of the cases a run times, in run order."""
    return [case_name(op, spec) for spec, ops in planned(quick, name_filter) for op in ops]


def load_state(bench: BenchMap) -> BattleState:
    """The battle state of a generated map, loaded as the app loads a file."""
    scenario = scenario_from_document(
        bench.document, source=f"bench:{bench.spec.label}", ruleset_resolver=resolve_ruleset
    )
    ruleset = bundled_ruleset(RULESET)
    assert ruleset is not None, f"the bundled ruleset {RULESET} is missing"
    return build_state(scenario, ruleset)


def build_cases(spec: MapSpec, operations: tuple[str, ...], tcod: ModuleType | None) -> list[Case]:
    """The cases of `operations` on the map of `spec` (tcod None: no yardsticks)."""
    bench = generate(spec)
    state = load_state(bench)
    ref = TcodMap(state, bench.mover, tcod) if tcod is not None else None
    builders = {
        "drag_start": _drag_start,
        "drag_step": _drag_step,
        "movement_map": _movement_map,
        "line_of_fire": _line_of_fire,
        "line_of_fire_cached": _line_of_fire_cached,
        "distance_field": _distance_field,
        "fog": _fog,
        "fog_on": _fog_on,
    }
    return [
        Case(case_name(op, spec), *builders[op](bench, state, ref)) for op in operations
    ]


# Each builder returns (call, fresh, tcod) for its operation.
Built = tuple[Call, Callable[[], Call] | None, Call | None]


def _drag_start(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    mover = bench.mover

    def fresh() -> Call:
        # replace() copies the state without its cached properties: a press after a move.
        return partial(start_drag, replace(state), mover)

    yardstick = None
    if ref is not None:
        fovs = [ref.fov(t.cell, reach) for t, reach in _threats(state, mover)]
        fovs += [ref.fov(t.cell, overwatch_radius(state, t)) for t in _watchers(state, mover)]
        yardstick = chain(ref.budget_fill(_budget_cells(state, mover)), *fovs)
    return partial(start_drag, state, mover), fresh, yardstick


def _drag_step(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    context = start_drag(state, bench.mover)
    path = offset_cells(state.grid, bench.path)
    return partial(context.preview, path), None, None


def _movement_map(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    tcod = ref.budget_fill(_budget_cells(state, bench.mover)) if ref is not None else None
    return partial(movement_map, state, bench.mover), None, tcod


def _line_of_fire(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    call, _, tcod = _line_of_fire_cached(bench, state, ref)

    def fresh() -> Call:
        clear_los_cache()
        return call

    return call, fresh, tcod


def _line_of_fire_cached(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    shooter, target = state.token(bench.fire_from), state.token(bench.fire_to)
    tcod = ref.line(shooter.cell, target.cell) if ref is not None else None
    return partial(line_of_fire, state, shooter.id, target.id), None, tcod


def _distance_field(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    tcod = ref.distance_field() if ref is not None else None
    return partial(movement_map, state, bench.mover, math.inf), None, tcod


def _fog(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    from battlemap.engine.vision import SightCache

    mover = state.token(bench.mover)
    viewers = [mover.id] + [t.id for t in state.tokens if t.id != mover.id][: FOG_VIEWERS - 1]
    state = replace(state, tokens=tuple(
        replace(t, side=mover.side) if t.id in viewers else replace(t, side="others")
        for t in state.tokens))
    step = offset_cells(state.grid, bench.path)[0]
    there, back = state.with_token_moved(mover.id, step), state
    cache = SightCache()
    cache.seen_by(there, [mover.side])
    cache.seen_by(back, [mover.side])
    turn = [0]

    def fresh() -> Call:
        turn[0] ^= 1
        return partial(cache.seen_by, there if turn[0] else back, [mover.side])

    tcod = ref.fov(mover.cell, 0) if ref is not None else None
    return fresh(), fresh, tcod


def _fog_on(bench: BenchMap, state: BattleState, ref: TcodMap | None) -> Built:
    from battlemap.engine.vision import SightCache
    from battlemap.engine.vision.hex_shadows import hex_shadows
    from battlemap.engine.vision.shadows import shadows

    side = state.token(bench.mover).side
    viewers = [t for t in state.tokens if t.side == side]

    def fresh() -> Call:
        shadows.cache_clear()  # the first time: no table built yet in this process
        hex_shadows.cache_clear()
        return partial(SightCache().seen_by, state, [side])

    tcod = chain(*[ref.fov(t.cell, 0) for t in viewers]) if ref is not None else None
    return fresh(), fresh, tcod


def _budget_cells(state: BattleState, mover_id: str) -> int:
    """The mover's budget in cells (the radius a budget-limited fill can reach)."""
    mover = state.token(mover_id)
    per_cell = float(state.ruleset.movement.cost_per_cell)
    return math.ceil(state.rules.movement_budget(state, mover) / per_cell)


def _threats(state: BattleState, mover_id: str) -> list[tuple[Any, int]]:
    """(enemy, FOV radius) of the enemies that threaten anything: their longest reach.

    Radius at least 1: tcod reads a radius of 0 as "no limit".
    """
    system = state.rules
    found = []
    for enemy in state.enemies_of(mover_id):
        reach = system.threat_reach(enemy)
        if reach and system.cannot_react(enemy) is None:
            found.append((enemy, max(1, max(reach) + enemy.extent - 1)))
    return found


def _watchers(state: BattleState, mover_id: str) -> list[Any]:
    """The enemies with an armed overwatch."""
    system = state.rules
    return [
        t for t in state.enemies_of(mover_id)
        if t.tactical.overwatch is not None and system.can_overwatch(t)
    ]
