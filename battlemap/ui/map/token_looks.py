"""What a token looks like on the map, computed from the engine's token state.

Kept apart from the item so the map scene, the player view and the tests
agree on colours, facing angles and badge texts.
"""

from __future__ import annotations

import math

from PySide6.QtGui import QColor

from battlemap.engine.battle.health import health_of
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.grid import Grid
from battlemap.schema import DEFAULT_POSTURE
from battlemap.ui.map.palette import side_colour
from battlemap.ui.map.token_item import TokenLook
from battlemap.ui.words.conditions import conditions_text
from battlemap.ui.words.health import health_text
from battlemap.ui.words.names import localized


def sides_in_order(state: BattleState) -> list[str]:
    """Sides in order of first appearance (the order that picks their colours)."""
    sides: list[str] = []
    for token in state.tokens:
        if token.side not in sides:
            sides.append(token.side)
    return sides


def facing_degrees(grid: Grid, token: TokenState) -> float:
    """The token's facing as degrees clockwise from up, from the grid's direction geometry."""
    x0, y0 = grid.center(token.cell)
    x1, y1 = grid.center(grid.neighbor(token.cell, token.facing))
    return math.degrees(math.atan2(x1 - x0, -(y1 - y0))) % 360.0


def posture_badge(state: BattleState, token: TokenState) -> str | None:
    """Two letters of the posture's name, or None for the default posture."""
    if token.posture == DEFAULT_POSTURE:
        return None
    posture = state.ruleset.postures.get(token.posture)
    name = localized(posture.names if posture else None, token.posture)
    return name[:2]


def token_look(state: BattleState, token: TokenState, sides: list[str], label: str = "",
               *, show_health: bool = True) -> TokenLook:
    """The look of one token in a battle; `label` is its map label (token_labels.map_labels);
    without `show_health` it carries no health at all: no gauge, nothing in the tooltip, and no
    badge of a condition that is the health itself (d20's wounded, Year Zero's broken)."""
    health = health_of(state, token)
    conditions = tuple(sorted(token.conditions))
    if not show_health:
        words = set(health.words) if health is not None else set()
        conditions, health = tuple(c for c in conditions if c not in words), None
    tooltip = token.name if not label or label == token.name else f"{label}: {token.name}"
    if token.count > 1:
        tooltip += f" ({token.count})"
    if health is not None and health.is_hurt:
        tooltip += "\n" + health_text(health)
    if token.posture != DEFAULT_POSTURE:
        posture = state.ruleset.postures.get(token.posture)
        tooltip += "\n" + localized(posture.names if posture else None, token.posture)
    # The health line already names a condition track's step (d20: "disabled"): not twice.
    said = set(health.words) if health is not None and health.is_hurt else set()
    rest = tuple(c for c in conditions if c not in said)
    if rest:
        tooltip += "\n" + conditions_text(rest)
    return TokenLook(
        name=token.name,
        colour=QColor(side_colour(token.side, sides)),
        count=token.count,
        facing_degrees=facing_degrees(state.grid, token),
        posture=posture_badge(state, token),
        conditions=conditions,
        hidden=token.hidden,
        tooltip=tooltip,
        label=label,
        health=health,
    )
