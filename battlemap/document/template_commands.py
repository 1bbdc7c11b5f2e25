"""Commands on area templates: place one on the map, take one away (each one undoable step, logged
with the cells and tokens it covers, so the GM reads who is caught)."""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import TERRAIN, LogEntry, Part, amount_part, cell_label, part, phrase
from battlemap.engine.areas.templates import POINTED, AreaTemplate, template_cover
from battlemap.engine.battle.state import BattleState
from battlemap.schema.limits import MAX_TEMPLATES

#: Each shape as the log names it.
SHAPE_PHRASES = {
    "circle": phrase("Circle"),
    "cone": phrase("Cone"),
    "line": phrase("Line"),
    "square": phrase("Square"),
}
_PLACED = phrase("{shape} of {size} placed at {cell}: {cells} cells, covering {tokens}")
_REMOVED = phrase("{shape} of {size} at {cell} removed")
_NOBODY = phrase("no token")
_TOKENS = phrase("{names}")

#: What the Edit menu calls these steps (translated there).
_PLACE_TITLE = phrase("Place {shape}")
_REMOVE_TITLE = phrase("Remove {shape}")


def next_template_id(state: BattleState) -> str:
    """A template id no template of the battle has: "t1", "t2", ..."""
    taken = {t.id for t in state.templates}
    n = len(state.templates) + 1
    while f"t{n}" in taken:
        n += 1
    return f"t{n}"


def place_template_command(state: BattleState, template: AreaTemplate) -> Command | Rejected:
    """Put `template` on the map (its id new to the battle, its cells on the map)."""
    grid = state.grid
    if any(t.id == template.id for t in state.templates):
        return Rejected.of("duplicate_area", area=template.id)
    if len(state.templates) >= MAX_TEMPLATES:
        return Rejected.of("too_many_areas", most=MAX_TEMPLATES)
    for cell in (template.origin, template.toward):
        if cell is not None and not grid.in_bounds(cell):
            return Rejected.of("off_map", at=grid.to_offset(cell))
    if template.shape in POINTED and (template.toward is None or template.toward == template.origin):
        return Rejected.of("no_direction")
    if not template.size > 0:
        return Rejected.of("no_change")
    cells, tokens = template_cover(state, template)
    names = ", ".join(state.token(t).name for t in tokens)
    line = part(_PLACED, shape=_shape(template), size=_size(state, template),
                cell=cell_label(state, template.origin), cells=len(cells),
                tokens=part(_TOKENS, names=names) if names else part(_NOBODY))
    after = replace(state, templates=(*state.templates, template))
    return Command(part(_PLACE_TITLE, shape=_shape(template)), state, after,
                   (LogEntry.phrased(TERRAIN, line, (), state.combat.round),))


def remove_template_command(state: BattleState, template_id: str) -> Command | Rejected:
    """Take the template `template_id` off the map."""
    template = next((t for t in state.templates if t.id == template_id), None)
    if template is None:
        return Rejected.of("unknown_area", area=template_id)
    line = part(_REMOVED, shape=_shape(template), size=_size(state, template),
                cell=cell_label(state, template.origin))
    after = replace(state, templates=tuple(t for t in state.templates if t.id != template_id))
    return Command(part(_REMOVE_TITLE, shape=_shape(template)), state, after,
                   (LogEntry.phrased(TERRAIN, line, (), state.combat.round),))


def _shape(template: AreaTemplate) -> Part:
    return part(SHAPE_PHRASES[template.shape])


def _size(state: BattleState, template: AreaTemplate) -> Part:
    return amount_part(template.size, state.spec.unit)
