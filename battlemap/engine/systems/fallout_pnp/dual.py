"""Fallout d100 homebrew: dual Overwatch on two lines (RULES.md 4.3, Боеготовность).

"Dual overwatch (paired ranged weapons, same weapon Type only): two different
lines, pay AP for each weapon, the dual-attack penalty applies." The action
`overwatch_dual` (2 AP: a single shot's 1 AP per weapon) declares the first
line at the action's cell, like any overwatch (`tactical.overwatch`), and the
second at the option `line2` ("col,row"). The state holds one overwatch per
token, so the second line lives in the tactical extras:

| extra | value |
|---|---|
| `overwatch_dual` | [first weapon, second weapon] (ready ranged, same `type`) |
| `overwatch_second` | [col, row]: the cell the second line points at |

Each line fires once, a single shot at -20 with its own weapon, at the first
enemy on it; the dual penalty (option `dual_penalty`, default 20: the seed
names it without a number [A]) applies to both (`systems/fallout_pnp/attack`). Both lines
end when the token's next turn begins (`systems/fallout_pnp/turns.UNTIL_NEXT_TURN`).
The movement preview watches the first line (the engine's `watched_cells`);
`second_line_watchers(state, mover)` names who watches the mover on a second line,
and `second_line_reactions(state, mover, path)` gives the overwatch `Reaction`s
a dragged path provokes on second lines (reason `line` = 2), which the drag
shows through the `path_reactions` hook (`systems/fallout_pnp/reactions`).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import OverwatchState
from battlemap.engine.movement.reactions import Reaction, reactions_for_path
from battlemap.engine.movement.threat import watched_cells
from battlemap.engine.systems.base import OVERWATCH
from battlemap.engine.systems.fallout_pnp import ammo

DUAL = "overwatch_dual"
SECOND = "overwatch_second"
LINE2 = "line2"
TYPE_FIELD = "type"
DUAL_PENALTY = 20


def paired_weapons(token) -> tuple[str, str] | None:
    """The first two ready ranged weapons of one `type`, or None."""
    by_type: dict[object, list[str]] = {}
    for weapon in token.ready_weapons():
        kind = weapon.fields.get(TYPE_FIELD)
        if weapon.kind == "ranged" and kind is not None:
            by_type.setdefault(kind, []).append(weapon.id)
            if len(by_type[kind]) == 2:
                return tuple(by_type[kind])
    return None


def second_cell(state, action):
    """The cell the option `line2` ("col,row") names, or None when it is missing or malformed."""
    value = action.option(LINE2)
    try:
        col, row = (int(part) for part in str(value).split(","))
    except (TypeError, ValueError):
        return None
    return state.grid.from_offset(col, row) if value is not None else None


def dual_reasons(state, action) -> list[Reason]:
    """Paired weapons of one type, both loaded, and a second line on the map, different from the first."""
    token = state.token(action.actor)
    reasons = []
    pair = paired_weapons(token)
    if pair is None:
        reasons.append(Reason.of("requires_paired_weapons", field=TYPE_FIELD))
    else:
        for weapon in (w for w in token.weapons if w.id in pair):
            reasons.extend(ammo.ammo_reasons(token, weapon))
    cell = second_cell(state, action)
    if cell is None:
        reasons.append(Reason.of("requires_option", option=LINE2))
    elif not state.grid.in_bounds(cell) or cell == token.cell:
        reasons.append(Reason.of("line2_off_map_or_own_cell", at=action.option(LINE2)))
    elif action.cell is not None and _direction(state, token.cell, cell) == _direction(state, token.cell, action.cell):
        reasons.append(Reason.of("dual_lines_same", at=action.option(LINE2)))
    return reasons


def _direction(state, origin, cell) -> tuple[float, float]:
    (c0, r0), (c1, r1) = state.grid.to_offset(origin), state.grid.to_offset(cell)
    length = max(abs(c1 - c0), abs(r1 - r0)) or 1
    return round((c1 - c0) / length, 6), round((r1 - r0) / length, 6)


def declare_second_line(state, action):
    """Store the paired weapons and the second line: (state, event)."""
    token = state.token(action.actor)
    pair = list(paired_weapons(token))
    cell = second_cell(state, action)
    state = ammo.with_extras(state, token.id, {DUAL: pair, SECOND: list(state.grid.to_offset(cell))})
    return state, (Event.of("overwatch_second_line", token.id, action.id, None, weapons=tuple(pair),
                            toward=state.grid.to_offset(cell)),)


def declared_pair(token) -> tuple[str, str] | None:
    """The two weapons of the token's dual overwatch (`overwatch_dual` in its state), or None: without
    one, or when the file wrote something else there (`3`, `["pistol_10mm"]`), which is no pair at all."""
    pair = token.tactical.extra.get(DUAL)
    if not isinstance(pair, (list, tuple)) or len(pair) != 2 or not all(isinstance(w, str) for w in pair):
        return None
    return pair[0], pair[1]


def declared_second(token) -> tuple[int, int] | None:
    """The cell the token's second line points at ([col, row] in its state), or None: without one,
    or when the file wrote something else there (`[3]`, `[2, "x"]`), which is no line at all."""
    second = token.tactical.extra.get(SECOND)
    if not isinstance(second, (list, tuple)) or len(second) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in second):
        return None
    return int(second[0]), int(second[1])


def second_line_token(state, token):
    """The token as if its overwatch pointed down its second line (None without one)."""
    second = declared_second(token)
    if second is None or not state.grid.in_bounds(state.grid.from_offset(*second)):
        return None
    first = token.tactical.overwatch
    declared = first.declared if first is not None else None
    line = OverwatchState(state.grid.from_offset(*second), 0, declared)
    return replace(token, tactical=replace(token.tactical, overwatch=line))


def second_line_cells(state, token_id: str) -> tuple[int, ...]:
    """Flat indices the token's second line watches (none when it has none or cannot fire)."""
    proxy = second_line_token(state, state.token(token_id))
    if proxy is None:
        return ()
    proxied = replace(state, tokens=tuple(proxy if t.id == token_id else t for t in state.tokens))
    return watched_cells(proxied, proxy)


def second_line_watchers(state, actor_id: str) -> tuple[str, ...]:
    """Enemies of `actor_id` whose second line covers one of its cells, first declared first."""
    actor = state.token(actor_id)
    grid = state.grid
    mine = {grid.index(c) for c in actor.footprint if grid.in_bounds(c)}
    found = [t for t in state.enemies_of(actor) if mine & set(second_line_cells(state, t.id))]
    found.sort(key=lambda t: (t.tactical.overwatch is None or t.tactical.overwatch.declared is None,
                              t.tactical.overwatch.declared if t.tactical.overwatch else 0))
    return tuple(t.id for t in found)


def second_line_reactions(state, token_id: str, path) -> tuple[Reaction, ...]:
    """The overwatch reactions `path` provokes on the enemies' second lines, step by step.

    Judged like the first lines by the engine (entering, crossing, moving inside;
    first declared first), on a copy of the state where each second line stands
    in for its owner's overwatch and nobody else watches."""
    proxies = {}
    for token in state.enemies_of(token_id):
        proxy = second_line_token(state, token)
        if proxy is not None:
            proxies[token.id] = proxy
    if not proxies:
        return ()
    tokens = tuple(proxies.get(t.id, t if t.id == token_id or t.tactical.overwatch is None
                                else replace(t, tactical=replace(t.tactical, overwatch=None)))
                   for t in state.tokens)
    found = reactions_for_path(replace(state, tokens=tokens), token_id, path)
    return tuple(replace(r, why=Reason.of(r.why.code, line=2)) for r in found
                 if r.kind == OVERWATCH and r.by in proxies)


def dual_penalty(options) -> int:
    """The dual-attack penalty (option `dual_penalty`)."""
    value = options.get("dual_penalty", DUAL_PENALTY) if options is not None else DUAL_PENALTY
    return int(value)
