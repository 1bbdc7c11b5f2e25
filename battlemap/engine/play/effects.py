"""The declarative effects of an action, applied to a state (schema/actions.Effect).

Each effect returns the new state and its events; nothing is mutated. A
posture that changes a token's footprint (GURPS lying down fills two hexes)
rebuilds the occupancy index; a move books its cost and the reactions it
provokes exactly as a dragged move does; an attack goes to the system's
resolver (`engine/attacks/resolvers.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import (
    CONDITION_ADDED, CONDITION_REMOVED, MOVED, POSTURE, READIED, TACTICAL, UNREADIED, Event,
)
from battlemap.engine.battle.state import BattleState, OverwatchState, Tactical, TokenState
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.schema.actions import Effect
from battlemap.schema.scenario import MAX_DECLARED

Result = tuple[BattleState, tuple[Event, ...]]
DEFAULT_WAIT = "enters_reach"


def apply_effect(state: BattleState, action: Action, effect: Effect) -> Result:
    """The state after one effect of `action`, and what happened."""
    key = effect.key
    if key == "attack":
        return resolve_attack(state, action, str(effect.attack))
    if key == "move":
        return _move(state, action)
    if key == "system":
        return system_effect(state, str(effect.system))(state, action)
    token = state.token(action.actor)
    if key == "clear_tactical" and not _holds_tactical(token, str(effect.clear_tactical)):
        return state, ()  # clearing an aim never taken changes nothing: no log line
    changed, params, kind = _TOKEN_EFFECTS[key](state, token, action, effect)
    event = Event.of(kind, action.actor, action.id, action.target, **params)
    return with_token(state, changed), (event,)


def system_effect(state: BattleState, name: str) -> Callable[[BattleState, Action], Result]:
    """The system's own effect `name` (its contract's `effects[name]`), as `(state, action)`.

    A ruleset naming an effect its system lacks is a data error, raised as such.
    """
    found = state.system.effects.get(name)
    if found is None:
        raise LookupError(f"ruleset {state.ruleset.id}: no system effect {name!r} in system {state.system.id}")
    return found


def with_token(state: BattleState, token: TokenState) -> BattleState:
    """The state with the token of the same id replaced; footprint and occupancy kept in sync."""
    extent = _extent(state, token)
    if extent != token.extent:
        footprint = state.grid.footprint(token.cell, extent, token.facing)
        token = replace(token, extent=extent, footprint=footprint)
    old = state.token(token.id)
    tokens = tuple(token if t.id == token.id else t for t in state.tokens)
    occupancy = state.occupancy
    if old.footprint != token.footprint:
        found: dict[int, tuple[str, ...]] = {}
        for t in tokens:
            for cell in t.footprint:
                if state.grid.in_bounds(cell):
                    index = state.grid.index(cell)
                    found[index] = (*found.get(index, ()), t.id)
        occupancy = MappingProxyType(found)
    return replace(state, tokens=tokens, occupancy=occupancy)


def _extent(state: BattleState, token: TokenState) -> int:
    size = state.ruleset.sizes.get(token.size)
    posture = state.ruleset.postures.get(token.posture)
    return max(size.footprint if size else 1, posture.footprint if posture else 1)


def _set_posture(state, token, action, effect):
    new = str(effect.set_posture)
    return replace(token, posture=new), {"old": token.posture, "new": new}, POSTURE


def _add_condition(state, token, action, effect):
    condition = str(effect.add_condition)
    return (replace(token, conditions=token.conditions | {condition}),
            {"condition": condition}, CONDITION_ADDED)


def _remove_condition(state, token, action, effect):
    condition = str(effect.remove_condition)
    return (replace(token, conditions=token.conditions - {condition}),
            {"condition": condition}, CONDITION_REMOVED)


def _set_tactical(state, token, action, effect):
    key, value = str(effect.set_tactical), effect.value
    tactical = token.tactical
    if key == "overwatch":
        last = max((t.tactical.overwatch.declared or 0 for t in state.tokens
                    if t.tactical.overwatch is not None), default=0)
        # After the highest number a file holds, a new declaration ties it (ties fire in token
        # order) rather than take a number no file could save.
        declared = min(last + 1, MAX_DECLARED)
        tactical = replace(tactical, overwatch=OverwatchState(action.cell, 0, declared))
        value = state.grid.to_offset(action.cell)
    elif key == "aiming":
        tactical, value = replace(tactical, aiming=action.target), action.target
    elif key == "wait":
        value = value if isinstance(value, str) else DEFAULT_WAIT
        tactical = replace(tactical, wait=value)
    elif key == "retreat":
        tactical, value = replace(tactical, retreat=True), True
    elif key == "grappling":
        tactical, value = replace(tactical, grappling=action.target), action.target
    else:
        value = True if value is None else value
        tactical = _with_extra(tactical, key, value)
    return replace(token, tactical=tactical), {"key": key, "value": value}, TACTICAL


def _holds_tactical(token: TokenState, key: str) -> bool:
    """Whether the token's tactical state has something under `key` to clear."""
    tactical = token.tactical
    if hasattr(tactical, key) and key != "extra":
        return bool(getattr(tactical, key))
    value = tactical.extra.get(key)
    return value is not None and value is not False  # a stored 0 is still something to clear


def _clear_tactical(state, token, action, effect):
    key = str(effect.clear_tactical)
    cleared = {"overwatch": None, "aiming": None, "wait": None, "retreat": False, "grappling": None}
    if key in cleared:
        tactical = replace(token.tactical, **{key: cleared[key]})
    else:
        tactical = _with_extra(token.tactical, key, None)
    return replace(token, tactical=tactical), {"key": key, "value": None}, TACTICAL


def _count_tactical(state, token, action, effect):
    key = str(effect.count_tactical)
    step = effect.value if isinstance(effect.value, int) else 1
    old = token.tactical.extra.get(key)
    count = (old if isinstance(old, int) and not isinstance(old, bool) else int(old is True)) + step
    return replace(token, tactical=_with_extra(token.tactical, key, count)), {"key": key, "value": count}, TACTICAL


def _with_extra(tactical: Tactical, key: str, value: object) -> Tactical:
    extra = {k: v for k, v in tactical.extra.items() if k != key}
    if value is not None:
        extra[key] = value
    return replace(tactical, extra=MappingProxyType(extra))


def _ready_item(state, token, action, effect):
    item = action.option("item") or next(w.id for w in token.weapons if w.id not in token.readied)
    return replace(token, readied=token.readied | {item}), {"item": item}, READIED


def _unready_item(state, token, action, effect):
    item = action.option("item") or next(w.id for w in token.weapons if w.id in token.readied)
    return replace(token, readied=token.readied - {item}), {"item": item}, UNREADIED


_TOKEN_EFFECTS = {
    "set_posture": _set_posture,
    "add_condition": _add_condition,
    "remove_condition": _remove_condition,
    "set_tactical": _set_tactical,
    "clear_tactical": _clear_tactical,
    "count_tactical": _count_tactical,
    "ready_item": _ready_item,
    "unready_item": _unready_item,
}


def _move(state: BattleState, action: Action) -> Result:
    """Move along the action's path; book its cost and the limited reactions it provokes."""
    preview = preview_move(state, action.actor, action.path)
    system = state.rules
    key = str(system.param("move_spent_key"))
    after = state.with_token_moved(action.actor, preview.path[-1])
    after = with_spent_entries(after, action.actor, {key: state.combat.spent_by(action.actor, key) + preview.cost})
    counted, reactions_key = system.reaction_kind, str(system.param("reactions_spent_key"))
    for reaction in preview.reactions:
        if counted is not None and reaction.kind == counted:
            used = after.combat.spent_by(reaction.by, reactions_key)
            after = with_spent_entries(after, reaction.by, {reactions_key: used + 1})
    reactions = tuple((r.by, r.kind) for r in preview.reactions)
    event = Event.of(MOVED, action.actor, action.id, None, path=preview.path, cost=preview.cost,
                     unit=preview.unit, reactions=reactions)
    return after, (event,)
