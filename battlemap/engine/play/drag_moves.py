"""What a drag is under the rules: the system's own move action, chosen as a GM would expect.

A drag is not a free walk: it plays the catalogue's move, paying its cost,
meeting its requirements (own turn, posture, not engaged) and applying its
effects (aiming and overwatch end, the mover counts as having moved). The
candidates are the catalogue actions that take a path and move along it, in
catalogue order (Year Zero: Crawl while prone, else Move); the first whose
requirements, budget and limits allow it now is the drag. When none does, a
system may still allow a move of its own (`plain_drag`: GURPS, the step or
half Move of the maneuver already taken); otherwise the drag is refused with
the reasons of the first candidate. A system with no path action at all moves
plainly, its budget as the only limit.

This is decided at the press, from what does not depend on the path; the
path itself is judged by the drag, and the action's own check at the drop.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.budgets import label
from battlemap.engine.play.legality import entry_reasons
from battlemap.schema.actions import ActionDef


@dataclass(frozen=True)
class DragMove:
    """What dragging a token plays: `action` (a catalogue id), or a plain move (None).

    `reasons` say why the token may not be dragged at all (empty: it may);
    `cost` is the action's cost as a GM reads it ("fast", "1 maneuver").
    """

    token: str
    action: str | None = None
    reasons: tuple[Reason, ...] = ()
    cost: str = ""

    @property
    def allowed(self) -> bool:
        return not self.reasons


def move_actions(state: BattleState) -> tuple[str, ...]:
    """The catalogue's actions a drag can be: a path target and a move along it, in catalogue order."""
    return tuple(key for key, definition in state.ruleset.actions.items() if _moves(definition))


def _moves(definition: ActionDef) -> bool:
    return definition.target == "path" and any(effect.move is not None for effect in definition.effects)


#: System effects that walk the Action's path before acting on its target (GURPS `move_then_attack`).
PATH_THEN_TARGET_EFFECTS = frozenset({"move_then_attack"})
_TOKEN_TARGETS = ("token", "enemy", "ally")


def moves_then_targets(action_def: ActionDef) -> bool:
    """True for an entry whose Action carries a path and a token target (drag, then click)."""
    return action_def.target in _TOKEN_TARGETS and any(
        effect.system in PATH_THEN_TARGET_EFFECTS for effect in action_def.effects)


def drag_move(state: BattleState, token_id: str) -> DragMove:
    """What a drag of `token_id` would play now (see the module's docstring)."""
    actor = state.token(token_id)
    candidates = move_actions(state)
    if not candidates:
        return DragMove(token_id)
    refusals = []
    for action_id in candidates:
        definition = state.ruleset.actions[action_id]
        reasons = entry_reasons(state, actor, action_id, definition)
        if not reasons:
            return DragMove(token_id, action_id, (), label(definition.cost))
        refusals.append(tuple(dict.fromkeys(reasons)))
    plain = state.system.plain_drag
    if plain is not None and plain(state, token_id):
        return DragMove(token_id)
    return DragMove(token_id, None, _telling(refusals))


def _telling(refusals: list[tuple[Reason, ...]]) -> tuple[Reason, ...]:
    """The refusal that explains the drag: the move meant for the token's posture (not Crawl for a
    standing token), then the one with the fewest reasons, then the first."""
    other_posture = {"requires_posture_in", "requires_posture_not_in"}
    return min(refusals, key=lambda reasons: (sum(r.code in other_posture for r in reasons), len(reasons)))
