"""GURPS retreat, chosen per attack (RULES.md 1.7; B377 [X]): Dodge +3, Parry and Block +1.

An attack action carrying the option `retreat` says its target defends
retreating: "yes" (or true, 1) lets the engine pick the hex, "col,row" names
it (offset coordinates). The hex must be adjacent to the defender, one hex
farther from the attacker, and a legal one-yard move for the defender
(`preview_move`, budget 1). The defender retreats only when it rolls an
active defence, and once until its next turn (`retreated`, cleared by
`systems/gurps4e/turns.start_turn`). The option `gurps_retreat` still makes every
defence a retreating one without moving anyone (the GM's blanket call).

The defender may also ask for it itself, where its defence is rolled: the
free entry `defend_retreating` (any time, in or out of its turn; option
`hex`, "col,row" or blank for the straightest hex away) keeps the extra
`retreat_declared`; the next attack it rolls an active defence against is
defended retreating and the step back is made on the map (the odds shown
before count it too). A declaration no hex allows against that attacker is
kept for the next one; it ends with the retreat or as the defender's turn
begins (`systems/gurps4e/turns.start_turn`).

While the attack is priced and rolled the defender carries the tactical
extra `retreating`, which `systems/gurps4e/defence.plan_defence` reads.
"""

from __future__ import annotations

import math
from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.events import MOVED, TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.effects import with_token

RETREAT_OPTION = "retreat"
RETREATING, RETREATED, DECLARED, HEX_OPTION = "retreating", "retreated", "retreat_declared", "hex"
_YES = frozenset({"yes", "true", "1", "auto"})


def wants_retreat(action) -> bool:
    """Whether the action's option `retreat` is given and not a no."""
    return _is_yes(action.option(RETREAT_OPTION))


def _is_yes(value) -> bool:
    if value is None or value is False:
        return False
    return not (isinstance(value, str) and value.strip().lower() in ("no", "false", "0", ""))


def declared(state, action):
    """The target's own declared retreat ("yes" or "col,row") usable against this attack, else None."""
    if action.target is None or not state.has_token(action.target):
        return None
    return declared_against(state, action.target, action.actor)


def declared_against(state, defender_id: str, attacker_id: str):
    """The defender's declared retreat when a hex away from this attacker allows it, else None."""
    target = state.token(defender_id)
    value = target.tactical.extra.get(DECLARED)
    if not isinstance(value, str) or target.tactical.extra.get(RETREATED) is True:
        return None
    return value if _hex_for(state, defender_id, attacker_id, value) is not None else None


def retreat_call(state, action):
    """What this attack's retreat is: the action's option, else the target's declaration, else None."""
    if wants_retreat(action):
        return action.option(RETREAT_OPTION)
    return declared(state, action)


def retreat_hexes(state, defender_id: str, attacker_id: str):
    """The hexes the defender may retreat into, straightest away from the attacker first."""
    grid = state.grid
    defender, attacker = state.token(defender_id), state.token(attacker_id)
    now = grid.distance(attacker.cell, defender.cell)
    ax, ay = grid.center(attacker.cell)
    found = []
    for direction in range(6 if grid.kind == "hex" else 8):
        cell = grid.neighbor(defender.cell, direction)
        if not grid.in_bounds(cell) or grid.distance(attacker.cell, cell) <= now:
            continue
        if not preview_move(state, defender_id, (cell,), budget=1.0, retreat=True).legal:
            continue
        cx, cy = grid.center(cell)
        found.append((-math.hypot(cx - ax, cy - ay), direction, cell))
    return tuple(cell for *_, cell in sorted(found))


def chosen_hex(state, action):
    """The retreat hex of `action` (None when none is legal or the named one is not)."""
    return _hex_for(state, action.target, action.actor, retreat_call(state, action))


def _hex_for(state, defender_id, attacker_id, value):
    hexes = retreat_hexes(state, defender_id, attacker_id)
    if isinstance(value, str) and "," in value:
        col, _, row = value.partition(",")
        try:
            cell = state.grid.from_offset(int(col), int(row))
        except ValueError:
            return None
        return cell if cell in hexes else None
    return hexes[0] if hexes else None


def retreat_reasons(state, action):
    """`already_retreated`, `no_retreat_hex` (or `retreat_hex_not_away` for a named one)."""
    if not wants_retreat(action) or action.target is None or not state.has_token(action.target):
        return []
    target = state.token(action.target)
    if target.tactical.extra.get(RETREATED) is True:
        return [Reason.of("already_retreated", token=target.id)]
    if chosen_hex(state, action) is not None:
        return []
    value = action.option(RETREAT_OPTION)
    if isinstance(value, str) and "," in value:
        return [Reason.of("retreat_hex_not_away", hex=value, token=target.id)]
    return [Reason.of("no_retreat_hex", token=target.id)]


def mark(state, token_id: str, value: bool):
    """The defender with (or without) the `retreating` extra."""
    token = state.token(token_id)
    extra = {k: v for k, v in token.tactical.extra.items() if k != RETREATING}
    if value:
        extra[RETREATING] = True
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def step_back(state, action):
    """The defender moved to its retreat hex and marked `retreated` -> (state, events)."""
    cell = chosen_hex(state, action)
    if cell is None:
        return state, ()
    target_id = action.target
    state = state.with_token_moved(target_id, cell)
    token = state.token(target_id)
    extra = {**{k: v for k, v in token.tactical.extra.items() if k != DECLARED}, RETREATED: True}
    state = with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    return state, (
        Event.of(MOVED, target_id, action.id, None, path=(cell,), cost=0, unit="yd", reactions=(), why="retreat"),
        Event.of(TACTICAL, target_id, action.id, None, key=RETREATED, value=True),
    )


def declare_reasons(state, action):
    """`defend_retreating`: not twice before the defender's next turn; a named hex must be "col,row"."""
    token = state.token(action.actor)
    if token.tactical.extra.get(RETREATED) is True:
        return [Reason.of("already_retreated", token=token.id)]
    value = action.option(HEX_OPTION)
    if isinstance(value, str) and value.strip():
        col, comma, row = value.partition(",")
        if not comma or not col.strip().lstrip("-").isdigit() or not row.strip().lstrip("-").isdigit():
            return [Reason.of("bad_retreat_hex", hex=value)]
    return []


def declare_retreat(state, action):
    """System effect of `defend_retreating`: the defender's next defence retreats (option `hex`)."""
    token = state.token(action.actor)
    value = action.option(HEX_OPTION)
    value = value.strip() if isinstance(value, str) and value.strip() else "yes"
    extra = {**token.tactical.extra, DECLARED: value}
    state = with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    return state, (Event.of(TACTICAL, token.id, action.id, None, key=DECLARED, value=value),)
