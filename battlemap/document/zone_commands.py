"""Commands on zones: add a cell to a zone, or take one out (the outline follows, the file keeps it)."""

from __future__ import annotations

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_zone_cells
from battlemap.document.log import TERRAIN, LogEntry, cell_label, part, phrase
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell

_ADDED = phrase("{cell} added to zone {zone}")
_REMOVED = phrase("{cell} removed from zone {zone}")

#: What the Edit menu calls these steps (translated there).
_ADD_TITLE = phrase("Add to zone {zone}")
_REMOVE_TITLE = phrase("Remove from zone {zone}")


def zone_cell_command(state: BattleState, zone_id: str, cell: Cell, *, add: bool) -> Command | Rejected:
    """Add `cell` to zone `zone_id` (add=True) or remove it from the zone."""
    grid = state.grid
    if not grid.in_bounds(cell):
        return Rejected.of("off_map", at=grid.to_offset(cell))
    zone = next((z for z in state.zones if z.id == zone_id), None)
    if zone is None:
        return Rejected.of("unknown_zone", zone=zone_id)
    index = grid.index(cell)
    if (index in zone.cells) == add:
        return Rejected.of("no_change")
    cells = zone.cells | {index} if add else zone.cells - {index}
    template, label = (_ADDED, _ADD_TITLE) if add else (_REMOVED, _REMOVE_TITLE)
    line = part(template, cell=cell_label(state, cell), zone=zone.name)
    return Command(
        part(label, zone=zone.name), state, with_zone_cells(state, zone_id, frozenset(cells)),
        (LogEntry.phrased(TERRAIN, line, (), state.combat.round),),
    )
