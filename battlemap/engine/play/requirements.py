"""The requirement vocabulary of the action catalogue, judged on a token.

Each code of `schema.actions.REQUIREMENTS` maps to a predicate; a failed
requirement is the reason `requires_<code>` with what was found, e.g.
`requires_posture_in(values=("prone",), posture="standing")`. Distances are
counted between footprints (0 = a shared cell).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from battlemap.engine.attacks.entry_weapons import REQUIRED_KINDS
from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.modifiers import Reason
from battlemap.schema.actions import Requirement

if TYPE_CHECKING:
    from battlemap.engine.battle.state import BattleState, TokenState

#: (state, token, values) -> None when met, else the reason's parameters.
Judge = Callable[["BattleState", "TokenState", tuple[str, ...]], "dict[str, object] | None"]


def requirement_reasons(state: BattleState, token: TokenState, requirements) -> list[Reason]:
    """The reasons of every requirement `token` fails, in order."""
    reasons = []
    for req in requirements:
        found = _JUDGES[req.code](state, token, tuple(req.values))
        if found is not None:
            reasons.append(Reason.of("requires_" + req.code, **found))
    return reasons


def distance(state: BattleState, a: TokenState, b: TokenState) -> int:
    """Cells between two tokens' footprints (0 = they share a cell)."""
    grid = state.grid
    cells_a = [c for c in a.footprint if grid.in_bounds(c)] or [a.cell]
    cells_b = [c for c in b.footprint if grid.in_bounds(c)] or [b.cell]
    return min(reach_distance(grid, x, y) for x in cells_a for y in cells_b)


def engaged_enemies(state: BattleState, token: TokenState) -> tuple[str, ...]:
    """Ids of the enemies within the turn's `engaged` cells of `token`.

    A system may narrow that with the system contract's `engages(state, token, enemy)
    -> bool` (Year Zero: a broken enemy, or one across a wall, engages no one).
    """
    turn = state.ruleset.turn
    limit = turn.engaged if turn is not None else 1
    near = [e for e in state.enemies_of(token) if distance(state, token, e) <= limit]
    engages = state.system.engages if near else None
    return tuple(e.id for e in near if engages is None or engages(state, token, e))


def _own_turn(state, token, values):
    active = state.combat.active
    return None if active in (None, token.id) else {"active": active}


def _out_of_turn(state, token, values):
    return None if state.combat.active not in (None, token.id) else {"active": state.combat.active}


def _posture_in(state, token, values):
    return None if token.posture in values else {"values": values, "posture": token.posture}


def _posture_not_in(state, token, values):
    return None if token.posture not in values else {"values": values, "posture": token.posture}


def _condition_in(state, token, values):
    return None if token.conditions & set(values) else {"values": values}


def _condition_not_in(state, token, values):
    found = tuple(sorted(token.conditions & set(values)))
    return None if not found else {"values": values, "conditions": found}


def _weapon(kinds: tuple[str, ...]) -> Judge:
    def judge(state, token, values):
        ok = any(w.kind in kinds for w in token.ready_weapons())
        return None if ok else {"kinds": kinds}
    return judge


def _unready_weapon(state, token, values):
    return None if any(w.id not in token.readied for w in token.weapons) else {}


def _enemy_engaged(state, token, values):
    return None if engaged_enemies(state, token) else {}


def _no_enemy_engaged(state, token, values):
    found = engaged_enemies(state, token)
    return None if not found else {"enemies": found}


def _adjacent_ally(state, token, values):
    allies = (t for t in state.tokens if t.side == token.side and t.id != token.id)
    return None if any(distance(state, token, a) <= 1 for a in allies) else {}


def _lacks(condition: str) -> Judge:
    def judge(state, token, values):
        return None if condition not in token.conditions else {"condition": condition}
    return judge


def _can_move(state, token, values):
    found = state.rules.immobile(token)
    return None if found is None else {"condition": found}


def _aiming(state, token, values):
    return None if token.tactical.aiming is not None else {}


def _grappling(state, token, values):
    return None if token.tactical.grappling is not None else {}


def _not_grappling(state, token, values):
    held = token.tactical.grappling
    return None if held is None else {"holds": held}


def _not_overwatching(state, token, values):
    return None if token.tactical.overwatch is None else {}


_JUDGES: dict[str, Judge] = {
    "own_turn": _own_turn,
    "out_of_turn": _out_of_turn,
    "posture_in": _posture_in,
    "posture_not_in": _posture_not_in,
    "condition_in": _condition_in,
    "condition_not_in": _condition_not_in,
    "ready_weapon": _weapon(("melee", "ranged", "thrown")),
    "ready_melee_weapon": _weapon(REQUIRED_KINDS["ready_melee_weapon"]),
    "ranged_weapon_ready": _weapon(REQUIRED_KINDS["ranged_weapon_ready"]),
    "unready_weapon": _unready_weapon,
    "enemy_engaged": _enemy_engaged,
    "no_enemy_engaged": _no_enemy_engaged,
    "adjacent_ally": _adjacent_ally,
    "not_flat_footed": _lacks("flat_footed"),
    "not_surprised": _lacks("surprised"),
    "can_move": _can_move,
    "aiming": _aiming,
    "grappling": _grappling,
    "not_grappling": _not_grappling,
    "not_overwatching": _not_overwatching,
}


def known_codes() -> frozenset[str]:
    """Codes this module judges (a test keeps them equal to the schema's vocabulary)."""
    return frozenset(_JUDGES)


__all__ = ["Requirement", "distance", "engaged_enemies", "known_codes", "requirement_reasons"]
