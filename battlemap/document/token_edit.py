"""Commands that edit a token the GM points at: edit its fields, duplicate it, bring it to front.

Token order is file order: later tokens draw on top of earlier ones where
they share a square, so "bring to front" moves a token to the end of the
battle's token tuple (and of the saved file). Editing takes a `TokenEdit`
(name, side, count, posture, facing, hidden, picture, label) and checks every field at once,
returning every problem as reason codes; a posture or facing that changes
the footprint is checked against walls and other tokens like a placement.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from battlemap.document.commands import Change, Command, Rejected
from battlemap.document.edits import occupancy_of, with_combat, with_token_added, with_token_replaced
from battlemap.document.log import TOKEN, LogEntry, cell_label, part, phrase
from battlemap.document.token_commands import fresh_id, fresh_name, placement_problems
from battlemap.document.token_pictures import NO_PICTURES, Pictures, with_picture
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.grid import Cell
from battlemap.schema import DEFAULT_POSTURE
from battlemap.schema.types import ID_PATTERN, LABEL_MAX

#: How far (in cells) a duplicate looks for a free cell around the original.
DUPLICATE_SEARCH = 6
_MAX_NAME = 80
#: "Blue archers edited (name, count)" and "Blue archers 2 placed at 3,4 (copy of Blue archers)".
TOKEN_EDITED = phrase("{name} edited ({fields})")
TOKEN_COPIED = phrase("{name} placed at {cell} (copy of {original})")


@dataclass(frozen=True)
class TokenEdit:
    """The fields of a token the Edit dialog changes."""

    name: str
    side: str
    count: int
    posture: str
    facing: int
    hidden: bool
    #: The picture in the disc (`assets:<path>` or a file path), None: the coloured disc.
    image: str | None = None
    #: The short map label (None: the name's initials, numbered where they collide).
    label: str | None = None

    @classmethod
    def of(cls, token: TokenState, image: str | None = None) -> TokenEdit:
        """The token's current values (what the dialog starts from); `image` is the document's."""
        return cls(token.name, token.side, token.count, token.posture, token.facing, token.hidden, image,
                   token.label)

#: What the Edit menu calls these steps (translated there).
_EDIT_TITLE = phrase("Edit {name}")
_FRONT_TITLE = phrase("Bring {name} to Front")
_DUPLICATE_TITLE = phrase("Duplicate {name}")


def postures_of(state: BattleState) -> tuple[str, ...]:
    """The posture ids a token of this ruleset may take (the default when it lists none)."""
    return tuple(state.ruleset.postures) or (DEFAULT_POSTURE,)


def edit_problems(state: BattleState, token: TokenState, edit: TokenEdit) -> tuple[Reason, ...]:
    """Every reason `edit` cannot be applied to `token` (empty: it can)."""
    reasons = []
    if not edit.name.strip():
        reasons.append(Reason.of("empty_name"))
    elif len(edit.name) > _MAX_NAME:
        reasons.append(Reason.of("name_too_long", limit=_MAX_NAME))
    if not re.match(ID_PATTERN, edit.side) or len(edit.side) > 64:
        reasons.append(Reason.of("invalid_side", side=edit.side))
    if isinstance(edit.count, bool) or not isinstance(edit.count, int) or edit.count < 1:
        reasons.append(Reason.of("invalid_count", count=edit.count))
    if edit.posture not in postures_of(state):
        reasons.append(Reason.of("unknown_posture", posture=edit.posture, known=postures_of(state)))
    directions = state.grid.directions
    if isinstance(edit.facing, bool) or not isinstance(edit.facing, int) \
            or not 0 <= edit.facing < directions:
        reasons.append(Reason.of("invalid_facing", facing=edit.facing, limit=directions - 1))
    if edit.image is not None and not edit.image.strip():
        reasons.append(Reason.of("no_image"))
    if edit.label is not None and not re.fullmatch(r"\S{1,%d}" % LABEL_MAX, edit.label):
        reasons.append(Reason.of("invalid_label", label=edit.label, limit=LABEL_MAX))
    if reasons:
        return tuple(reasons)
    edited = _edited(state, token, edit)
    if edited.footprint != token.footprint:
        alone = replace(state, tokens=tuple(t for t in state.tokens if t.id != token.id))
        alone = replace(alone, occupancy=occupancy_of(alone, alone.tokens))
        return placement_problems(alone, edited)
    return ()


def edit_token_command(state: BattleState, token_id: str, edit: TokenEdit,
                       pictures: Pictures = NO_PICTURES) -> Command | Rejected:
    """Change a token's name, label, side, count, posture, facing, hidden flag and picture as one step.

    `pictures` are the document's (token id -> reference); when the picture
    changes the command carries both mappings (`Command.pictures`).
    """
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    token = state.token(token_id)
    if edit == TokenEdit.of(token, pictures.get(token_id)):
        return Rejected.of("no_change", token=token_id)
    reasons = edit_problems(state, token, edit)
    if reasons:
        return Rejected(reasons)
    edited = _edited(state, token, edit)
    changed = [f for f in ("name", "label", "side", "count", "posture", "facing", "hidden")
               if getattr(edited, f) != getattr(token, f)]
    after = with_token_replaced(state, edited) if changed else state
    if edit.image != pictures.get(token_id):
        changed.append("image")
    line = part(TOKEN_EDITED, name=token.name, fields=", ".join(changed))
    log = (LogEntry.phrased(TOKEN, line, (), state.combat.round),)
    pictured = Change(pictures, with_picture(pictures, token_id, edit.image)) if "image" in changed else None
    return Command(part(_EDIT_TITLE, name=token.name), state, after, log, pictures=pictured)


def _edited(state: BattleState, token: TokenState, edit: TokenEdit) -> TokenState:
    """`token` with the edit's fields; extent and footprint follow size, posture and facing."""
    ruleset = state.ruleset
    size = ruleset.sizes.get(token.size)
    posture = ruleset.postures.get(edit.posture)
    extent = max(size.footprint if size else 1, posture.footprint if posture else 1)
    return replace(
        token, name=edit.name.strip(), side=edit.side, count=edit.count, posture=edit.posture,
        facing=edit.facing, hidden=edit.hidden, label=edit.label, extent=extent,
        footprint=state.grid.footprint(token.cell, extent, edit.facing),
    )


def bring_to_front_command(state: BattleState, token_id: str) -> Command | Rejected:
    """Draw a token above the others in its square: it moves to the end of the token order."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    token = state.token(token_id)
    if state.tokens[-1].id == token_id:
        return Rejected.of("already_in_front", token=token_id)
    tokens = (*(t for t in state.tokens if t.id != token_id), token)
    after = replace(state, tokens=tokens, occupancy=occupancy_of(state, tokens))
    return Command(part(_FRONT_TITLE, name=token.name), state, after)


def duplicate_token_command(state: BattleState, token_id: str,
                            pictures: Pictures = NO_PICTURES) -> Command | Rejected:
    """A copy of a token (stats, weapons, posture, conditions, picture) on the nearest free cell."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    token = state.token(token_id)
    new_id = fresh_id(state, token.id)
    name = fresh_name(state, token.name)
    for cell in _nearby(state, token.cell):
        copy = replace(token, id=new_id, name=name, cell=cell,
                       footprint=state.grid.footprint(cell, token.extent, token.facing))
        if not placement_problems(state, copy):
            break
    else:
        return Rejected.of("no_free_cell", token=token_id, within=DUPLICATE_SEARCH)
    after = with_token_added(state, copy)
    if state.combat.order:
        after = with_combat(after, order=(*state.combat.order, new_id))
    line = part(TOKEN_COPIED, name=name, cell=cell_label(state, cell), original=token.name)
    log = (LogEntry.phrased(TOKEN, line, (), state.combat.round),)
    pictured = Change(pictures, with_picture(pictures, new_id, pictures[token_id])) if token_id in pictures else None
    return Command(part(_DUPLICATE_TITLE, name=token.name), state, after, log, pictures=pictured)


def _nearby(state: BattleState, origin: Cell) -> list[Cell]:
    """On-map cells around `origin`, nearest first (ties in index order)."""
    grid = state.grid
    cells: list[Cell] = []
    for radius in range(1, DUPLICATE_SEARCH + 1):
        cells.extend(grid.ring(origin, radius))
    return cells
