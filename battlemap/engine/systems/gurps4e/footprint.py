"""The hexes a posture fills (RULES.md 1.2 [X Postures]): a human lying down or crawling fills two.

Lying down or crawling stretches the fighter into the hex ahead of its
facing (`grid.footprint`, extent 2). That hex must be free for it: on the
map, not a wall, no other fighter in it; else the posture change is refused
(`footprint_reasons`: `off_map`, `blocked_terrain`, `occupied`), so two
tokens never share a hex and melee between neighbours is judged at their
true distance. A fall (the critical miss table, B556 16) cannot be refused:
the fighter falls toward the first free hex, its facing first, then the
nearest turns (`fall_facing`), and faces that way lying.
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Reason


def extent_of(state, token, posture: str) -> int:
    """Hexes across a token of its size in `posture` (the larger of the two footprints)."""
    size = state.ruleset.sizes.get(token.size)
    shape = state.ruleset.postures.get(posture)
    return max(size.footprint if size else 1, shape.footprint if shape else 1)


def footprint_reasons(state, token, posture: str, facing: int | None = None) -> list[Reason]:
    """Why `token` cannot take `posture` (facing `facing`) where it stands: a hex it would newly
    fill is off the map, blocks movement or holds another token. Nothing when its footprint
    keeps its size."""
    extent = extent_of(state, token, posture)
    if extent == token.extent and facing is None:
        return []
    grid = state.grid
    cells = grid.footprint(token.cell, extent, token.facing if facing is None else facing)
    found = []
    for cell in cells:
        if cell in token.footprint:
            continue
        at = grid.to_offset(cell)
        if not grid.in_bounds(cell):
            found.append(Reason.of("off_map", at=at))
            continue
        index = grid.index(cell)
        if state.terrain.blocks_move_by_index[index]:
            found.append(Reason.of("blocked_terrain", at=at, terrain=state.terrain.terrain_id_at(index)))
        others = tuple(t for t in state.occupancy.get(index, ()) if t != token.id)
        if others:
            found.append(Reason.of("occupied", at=at, by=others))
    return found


def posture_reasons(state, action) -> list[Reason]:
    """A catalogue entry that sets a posture (`set_posture` effect) which would fill a hex that is
    not free (see the module doc)."""
    definition = state.ruleset.actions.get(action.id)
    if definition is None:
        return []
    token = state.token(action.actor)
    found = []
    for effect in definition.effects:
        posture = getattr(effect, "set_posture", None)
        if isinstance(posture, str):
            found.extend(footprint_reasons(state, token, posture))
    return found


def fall_facing(state, token, posture: str = "prone") -> int:
    """The facing a falling token lies toward: its own when the hex ahead is free, else the
    nearest turn that is (right before left), else its own."""
    sides = 6 if state.grid.kind == "hex" else 4
    for turn in (0, 1, -1, 2, -2, 3):
        facing = (token.facing + turn) % sides
        if not footprint_reasons(state, token, posture, facing):
            return facing
    return token.facing
