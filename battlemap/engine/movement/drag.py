"""The hot path of a drag: everything a path preview needs, built once at press.

`start_drag` fills the token's movement map within its budget, finds the
enemies that can react, computes every overwatch's watched cells and the
threat near every reachable cell. Each pointer move then calls
`DragContext.preview(path)` or `preview_to(cell)`, which walk the path
through those tables: no fill, no line of sight, no per-step allocation of
anything larger than the path itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import MovementMap, fill
from battlemap.engine.movement.preview import MovePreview, judge, move_defaults
from battlemap.engine.movement.reactors import ReactorIndex
from battlemap.grid import Cell


@dataclass(frozen=True)
class DragContext:
    """A token being dragged: its movement map, reactors and watched cells."""

    state: BattleState
    token_id: str
    budget: float
    retreat: bool
    movement: MovementMap
    rules: MoveRules = field(repr=False)
    reactors: ReactorIndex = field(repr=False)

    def path_to(self, cell: Cell) -> tuple[Cell, ...] | None:
        """The cheapest path to `cell` within the budget, or None."""
        return self.movement.path_to(cell)

    def preview(self, path: Sequence[Cell]) -> MovePreview:
        """Judge an explicit path (cells after the token's cell)."""
        return judge(self.rules, self.reactors, self.budget, path, retreat=self.retreat)

    def preview_to(self, cell: Cell) -> MovePreview:
        """Judge the cheapest path to `cell`; out of reach: the straight step list is judged.

        Out of reach, the preview of the single "path" [cell] says why
        (not adjacent, blocked, over budget) so the pointer always gets a
        verdict.
        """
        path = self.movement.path_to(cell)
        if path is None:
            path = () if cell == self.movement.start else (cell,)
        return self.preview(path)

    def threatened(self) -> Mapping[int, tuple[str, ...]]:
        """Flat index -> enemies reacting there, over the reachable cells (for the overlay)."""
        return MappingProxyType(self.reactors.reacting_at(self.movement.indices()))

    def watched(self) -> Mapping[int, tuple[str, ...]]:
        """Flat index -> enemies whose overwatch watches it."""
        watchers, ids_of = self.reactors.watchers, {}
        found = {}
        for index, slots in self.reactors.watch.items():
            ids = ids_of.get(slots)
            if ids is None:  # cells watched by the same overwatches share one tuple
                ids = ids_of[slots] = tuple(watchers[s][0].id for s in slots)
            found[index] = ids
        return MappingProxyType(found)


def start_drag(
    state: BattleState,
    token_id: str,
    *,
    budget: float | None = None,
    retreat: bool | None = None,
) -> DragContext:
    """Prepare the drag of `token_id` (budget and retreat default from the token)."""
    mover = state.token(token_id)
    budget, retreat = move_defaults(state, mover, budget, retreat)
    rules = MoveRules(state, mover)
    movement = fill(rules, budget)
    reactors = ReactorIndex.of(state, mover)
    reactors.warm(movement.indices())
    return DragContext(state, token_id, budget, retreat, movement, rules, reactors)
