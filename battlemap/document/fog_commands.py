"""Fog of war on the Player View as undoable commands: on or off, whose sight, cells by hand.

Each builder returns the state after as a `Command` (its record is stamped by
the document, which also grows `explored` on every command's after-state,
see `engine/vision/fog_view.explored_after`). Cells are flat indices here;
the records write them as `[col, row]`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import TURN, LogEntry, part, phrase
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell

FOG_ON = phrase("Fog of war on: the players see what {sides} see")
FOG_OFF = phrase("Fog of war off: the players see the whole map")
FOG_SIDES = phrase("Fog of war shows what {sides} see")
FOG_REVEALED = phrase("GM revealed {count} cells to the players")
FOG_HIDDEN = phrase("GM hid {count} cells from the players")
FOG_CLEARED = phrase("GM gave {count} cells back to the players' sight")
FOG_RESET = phrase("Explored cells forgotten")

#: How `fog_cells_command` marks cells: always shown, never shown, or as sight has them.
MARKS = ("reveal", "hide", "clear")


def sides_of(state: BattleState) -> tuple[str, ...]:
    """The battle's sides in order of first appearance (what Fog Side offers)."""
    return tuple(dict.fromkeys(t.side for t in state.tokens))


def fog_on_sides(state: BattleState) -> tuple[str, ...]:
    """The sides fog turned on shows: the battle's fog sides, else the first side (none: no token)."""
    return state.fog.sides or sides_of(state)[:1]


def _logged(state: BattleState, template: str, **params) -> tuple[LogEntry, ...]:
    return (LogEntry.phrased(TURN, part(template, **params), (), state.combat.round),)


def _names(state: BattleState, sides: Iterable[str]) -> str:
    """The sides as the log shows them: their names from the file, else their ids."""
    return ", ".join(state.side_name(side) for side in sides)


def _with(state: BattleState, **changes) -> BattleState:
    return replace(state, fog=replace(state.fog, **changes))


def set_fog_command(state: BattleState, enabled: bool) -> Command | Rejected:
    """Fog of war on or off; turned on without sides, it shows the first side's sight."""
    fog = state.fog
    if fog.enabled == enabled:
        return Rejected.of("no_change")
    sides = fog_on_sides(state) if enabled else fog.sides
    if enabled and not sides:
        return Rejected.of("no_tokens")
    after = _with(state, enabled=enabled, sides=sides)
    if enabled:
        return Command("Fog of War On", state, after, _logged(state, FOG_ON, sides=_names(state, sides)))
    return Command("Fog of War Off", state, after, _logged(state, FOG_OFF))


def set_fog_sides_command(state: BattleState, sides: Iterable[str]) -> Command | Rejected:
    """Show what `sides` see (at least one side some token has)."""
    wanted = tuple(dict.fromkeys(sides))
    known = set(sides_of(state))
    unknown = [s for s in wanted if s not in known]
    if unknown:
        return Rejected.of("unknown_side", side=unknown[0])
    if not wanted:
        return Rejected.of("no_side")
    if wanted == state.fog.sides:
        return Rejected.of("no_change")
    # What other sides explored is not theirs: the new sides start from what they see.
    after = _with(state, sides=wanted, explored=frozenset())
    return Command("Fog Side", state, after, _logged(state, FOG_SIDES, sides=_names(state, wanted)))


def fog_cells_command(state: BattleState, cells: Iterable[Cell], mark: str) -> Command | Rejected:
    """Mark `cells` by hand: "reveal" (always shown), "hide" (never shown) or "clear" (as sight has them)."""
    if mark not in MARKS:
        raise ValueError(f"unknown fog mark {mark!r}; known: {', '.join(MARKS)}")
    grid = state.grid
    cells = tuple(cells)
    off = [c for c in cells if not grid.in_bounds(c)]
    if off:
        return Rejected.of("off_map", at=grid.to_offset(off[0]))
    indices = frozenset(grid.index(c) for c in cells)
    fog = state.fog
    revealed, hidden = fog.revealed - indices, fog.hidden - indices
    if mark == "reveal":
        revealed |= indices
    elif mark == "hide":
        hidden |= indices
    if (revealed, hidden) == (fog.revealed, fog.hidden):
        return Rejected.of("no_change")
    after = _with(state, revealed=revealed, hidden=hidden)
    template, label = {"reveal": (FOG_REVEALED, "Reveal Cells"), "hide": (FOG_HIDDEN, "Hide Cells"),
                       "clear": (FOG_CLEARED, "Clear Fog Marks")}[mark]
    return Command(label, state, after, _logged(state, template, count=len(indices)))


def reset_explored_command(state: BattleState, seen_now: frozenset[int]) -> Command | Rejected:
    """Forget what the sides saw before; what they see now (`seen_now`) stays explored."""
    if state.fog.explored == seen_now:
        return Rejected.of("no_change")
    return Command("Reset Explored", state, _with(state, explored=seen_now), _logged(state, FOG_RESET))

