"""Commands on tokens as the GM edits the battle: place, delete, hide.

Placing builds the new token the way a scenario file would (a schema
`Token` naming the template, resolved by the engine's `token_state`), so a
placed token is exactly what saving and reopening will give back.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_combat, with_token_added, with_token_removed, with_token_replaced
from battlemap.document.log import TOKEN, LogEntry, cell_label, part, phrase
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.building import token_state
from battlemap.grid import Cell
from battlemap.schema import Token
from battlemap.schema.types import MAX_ID_LENGTH, MAX_TEXT_LENGTH

#: What the Edit menu calls these steps (translated there).
_PLACE_TITLE = phrase("Place {name}")
_DELETE_TITLE = phrase("Delete {name}")
_HIDE_TITLE = phrase("Hide {name}")
_SHOW_TITLE = phrase("Show {name}")


def place_token_command(
    state: BattleState, template_id: str, cell: Cell, side: str, *, name: str | None = None
) -> Command | Rejected:
    """Place a new token of `template_id` for `side` at `cell` (joins the end of the turn order)."""
    template = state.ruleset.templates.get(template_id)
    if template is None:
        return Rejected.of("unknown_template", template=template_id)
    if not state.grid.in_bounds(cell):
        return Rejected.of("off_map", at=state.grid.to_offset(cell))
    token_id = fresh_id(state, f"{side}-{template_id}")
    label = name or fresh_name(state, f"{side.capitalize()} {template.names['en'].lower()}")
    try:
        spec = Token.model_validate(
            {"id": token_id, "name": label, "side": side,
             "at": list(state.grid.to_offset(cell)), "template": template_id},
            strict=False,
        )
    except ValueError as error:  # pydantic's ValidationError: a side that is no valid id
        return Rejected.of("invalid_token", error=str(error).splitlines()[0])
    token = token_state(spec, state.ruleset, state.grid)
    reasons = placement_problems(state, token)
    if reasons:
        return Rejected(reasons)
    after = with_token_added(state, token)
    if state.combat.order:
        after = with_combat(after, order=(*state.combat.order, token_id))
    line = part(_PLACED, who=token.name, cell=cell_label(state, cell))
    return Command(part(_PLACE_TITLE, name=token.name), state, after, (LogEntry.phrased(TOKEN, line, (), state.combat.round),))


_PLACED = phrase("{who} placed at {cell}")
_REMOVED = phrase("{who} removed from {cell}")
_HIDDEN = phrase("{who} hidden from the players")
_SHOWN = phrase("{who} shown to the players")


def delete_token_command(state: BattleState, token_id: str) -> Command | Rejected:
    """Remove a token (with its turn and what it spent; undo brings all of it back)."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    # The file names it in an objective (protect it): gone from the file, the battle would not save.
    if any(o.token == token_id for o in state.objectives):
        return Rejected.of("token_in_objective", token=token_id)
    token = state.token(token_id)
    line = part(_REMOVED, who=token.name, cell=cell_label(state, token.cell))
    return Command(
        part(_DELETE_TITLE, name=token.name), state, with_token_removed(state, token_id),
        (LogEntry.phrased(TOKEN, line, (), state.combat.round),),
    )


def set_hidden_command(state: BattleState, token_id: str, hidden: bool) -> Command | Rejected:
    """Hide a token from the player view, or show it again."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    token = state.token(token_id)
    if token.hidden == hidden:
        return Rejected.of("no_change", token=token_id, hidden=hidden)
    changed = replace(token, hidden=hidden)
    line = part(_HIDDEN if hidden else _SHOWN, who=token.name)
    return Command(
        part(_HIDE_TITLE if hidden else _SHOW_TITLE, name=token.name), state,
        with_token_replaced(state, changed), (LogEntry.phrased(TOKEN, line, (), state.combat.round),),
    )


def placement_problems(state: BattleState, token: TokenState) -> tuple[Reason, ...]:
    """Why `token` cannot stand where it is placed: off the map, in a wall, in a full cell."""
    grid, terrain, movement = state.grid, state.terrain, state.ruleset.movement
    reasons = []
    for cell in token.footprint:
        at = grid.to_offset(cell)
        if not grid.in_bounds(cell):
            reasons.append(Reason.of("off_map", at=at))
            continue
        index = grid.index(cell)
        if terrain.blocks_move_by_index[index]:
            reasons.append(Reason.of("blocked_terrain", at=at, terrain=terrain.terrain_id_at(index)))
        others = state.occupancy.get(index, ())
        if others and not movement.stacking:
            reasons.append(Reason.of("occupied", at=at, by=others))
        elif movement.max_tokens_per_cell is not None and len(others) >= movement.max_tokens_per_cell:
            reasons.append(Reason.of("stack_full", at=at, limit=movement.max_tokens_per_cell))
    return tuple(reasons)


def fresh_id(state: BattleState, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3` ... whichever no token uses yet, cut to fit a file's id."""
    return _fresh(stem, "-", MAX_ID_LENGTH, state.has_token)


def fresh_name(state: BattleState, stem: str) -> str:
    """`stem`, or `stem 2`, `stem 3` ... so two placed troops read apart on the map (cut to fit a file's name)."""
    names = {t.name for t in state.tokens}
    return _fresh(stem, " ", MAX_TEXT_LENGTH, names.__contains__)


def _fresh(stem: str, joint: str, limit: int, taken) -> str:
    """The first of `stem`, `stem<joint>2`, `stem<joint>3` ... not `taken`, each at most `limit` long:
    the stem gives way to the number, so the copy of a token whose id or name is as long as a file
    allows still saves."""
    if not taken(stem[:limit]):
        return stem[:limit]
    n = 2
    while taken(candidate := stem[:limit - len(f"{joint}{n}")] + f"{joint}{n}"):
        n += 1
    return candidate
