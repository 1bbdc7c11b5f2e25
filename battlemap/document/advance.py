"""Drag the path, then click the foe: actions whose entry carries a move and a token target.

GURPS Move and Attack and the All-Out Attacks (rulesets/gurps4e.toml, system
effect `move_then_attack`) walk a path and then attack from its last hex, in
one maneuver: their `Action` holds both `path` and `target`. `AdvanceTool`
takes the pointer for one such action: press on the fighter and drag draws
the path like a move, release keeps it, and a click on a token plays the
action at it through the document's action command, one undoable step.
A click without a drag (press and release on the fighter) attacks in place.

The drag is judged against the battle *as if the action's cost were paid*
(`committed_state`: the maneuver recorded, as `apply` does before the
effects), so the engine's own rules for that maneuver shape the preview:
GURPS gives All-Out Attack half Move (`movement_budget`) and forward steps
only (`systems/gurps4e/actions.path_reasons`), Move and Attack the full Move. The
shaded reachable cells are those whose cheapest path the engine accepts, so
the GM sees the limit while dragging instead of a refusal at the click.
While choosing the foe, `explain(target)` gives the exact odds of the
action's attack from the path's end. An action with option `targets` (a
big unit's bull rush at several foes) picks them in the target phase: a
Ctrl+click on a token adds or removes it (`picks`, in order), and the click
on the main foe plays the action with `targets` filled. Qt-free, tested
with pointer events.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from battlemap.document.action_options import main_target, picks_targets, toggled_at, with_targets
from battlemap.document.commands import Command, Rejected
from battlemap.document.drag import DragPreview, DragSession
from battlemap.document.tools import CTRL, LEFT, SHIFT, PointerEvent
from battlemap.engine.attacks.explain import AttackExplanation, explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.drag import DragContext, start_drag
from battlemap.engine.movement.preview import MovePreview
from battlemap.engine.play.apply import MANEUVER_KEY
from battlemap.engine.play.drag_moves import PATH_THEN_TARGET_EFFECTS, moves_then_targets  # noqa: F401 (their home moved)
from battlemap.engine.play.budgets import ManeuverBudget, budget_of, can_pay, pay, with_budget
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import cost_for
from battlemap.grid import Cell

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument


def committed_state(state: BattleState, action: Action) -> BattleState:
    """`state` with `action`'s cost paid and, for a maneuver, the maneuver recorded.

    This is what `apply` does before the effects run, so a move judged here
    gets the budget and the path rules of the action chosen (GURPS: half
    Move, forward only, after an All-Out Attack). A cost that cannot be
    paid leaves `state` as it is: the click will say why.
    """
    if not state.has_token(action.actor) or action.id not in state.ruleset.actions:
        return state
    actor = state.token(action.actor)
    cost = cost_for(state, actor, state.ruleset.actions[action.id], action)
    budget = budget_of(state, actor.id)
    if can_pay(budget, cost):
        return state
    paid = pay(budget, cost)
    after = with_budget(state, actor.id, paid)
    if not (isinstance(paid, ManeuverBudget) and cost.maneuver):
        return after
    token = after.token(actor.id)
    tactical = replace(token.tactical, extra=MappingProxyType({**token.tactical.extra, MANEUVER_KEY: action.id}))
    return with_token(after, replace(token, tactical=tactical))


def allowed_reach(context: DragContext) -> Mapping[int, float]:
    """Flat index -> cost of the reachable cells whose cheapest path the engine accepts.

    The fill knows the budget; a system's path rules (forward only) are
    judged per path, so a cell the fill reaches sideways is left out.
    """
    movement, grid = context.movement, context.state.grid
    allowed = {}
    for index in movement.ends:
        path = movement.path_to(grid.cell(index))
        if path is not None and context.preview(path).legal:
            allowed[index] = movement.best[index][0]
    return MappingProxyType(allowed)


@dataclass(frozen=True)
class _Relay:
    """Shows a drag's previews with only the reach the action allows."""

    show: Callable[[DragPreview | None], None]
    reachable: Mapping[int, float]

    def __call__(self, preview: DragPreview | None) -> None:
        if preview is not None:
            preview = replace(preview, reachable=self.reachable)
        self.show(preview)


class AdvanceTool:
    """One path-then-target action of `actor`: phase "path" (drag), then "target" (click).

    `handle` returns the command to push once a token is clicked, a
    Rejected to show (and the tool stays in the target phase to try
    another), or None while the pointer is still drawing or choosing.
    Shift held while dragging draws the path cell by cell (freehand).
    When the action takes option `targets` (`picking`), a Ctrl+click in the
    target phase adds the token to `picks` or takes it out, and returns None.
    """

    def __init__(self, document: BattleDocument, action_id: str, actor: str, *,
                 options: tuple[tuple[str, object], ...] = ()) -> None:
        self.document, self.action_id, self.actor, self.options = document, action_id, actor, options
        self.phase = "path"
        self.path: tuple[Cell, ...] = ()
        #: The engine's verdict on the kept path (cost, unit, reactions), once released.
        self.preview: MovePreview | None = None
        self.drag: DragSession | None = None
        self._explained: tuple[BattleState, BattleState] | None = None
        #: Option `targets` is picked on the map (Ctrl+click), in the order clicked.
        self.picking = picks_targets(document.state, actor, action_id)
        self.picks: tuple[str, ...] = ()

    def handle(self, event: PointerEvent) -> Command | Rejected | None:
        """React to one pointer event (see the class docstring)."""
        if self.phase == "path":
            return self._draw(event)
        if event.kind != "press" or event.button != LEFT:
            return None
        target = self.target_at(event.cell)
        if target is None:
            return Rejected.of("no_target")
        if self.picking and CTRL in event.modifiers:
            self.picks = toggled_at(self.picks, self._others_at(event.cell))
            return None
        return self.document.action_command(self._action(target))

    def _draw(self, event: PointerEvent) -> Rejected | None:
        """The path phase: press picks the fighter up, moves draw, release keeps a legal path.

        A path the action does not allow is refused at the release with the
        engine's reasons, and the phase stays "path" for another drag.
        """
        drag = self.drag
        freehand = SHIFT in event.modifiers
        if event.kind == "press" and event.button == LEFT and self._token_at(event.cell) == self.actor:
            self.begin()
        elif drag is None:
            return None
        elif not drag.stands():
            self.cancel()  # the battle changed under the drag (an undo): its verdicts would lie
        elif event.kind == "move" and event.cell is not None:
            drag.hover(event.cell, freehand=freehand)
        elif event.kind == "release" and event.button == LEFT:
            if event.cell is not None:
                drag.hover(event.cell, freehand=freehand)
            drawn = drag.take_path()
            self.drag = None
            move = drawn.move if drawn is not None else None
            if move is not None and not move.legal:
                return Rejected(move.reasons)
            self.path = move.path if move is not None else ()
            self.preview = move
            self.phase = "target"
        return None

    def begin(self) -> DragSession:
        """Pick the fighter up: the drag judged as if the action were already chosen."""
        self.cancel()
        document = self.document
        rehearsal = committed_state(document.state, self._action(None))
        reach = allowed_reach(start_drag(rehearsal, self.actor))
        self.drag = DragSession(lambda: document.state, _Relay(document.drag_changed.emit, reach))
        self.drag.begin(self.actor, judged_on=rehearsal)
        return self.drag

    def explain(self, target: str | None) -> AttackExplanation | None:
        """The exact odds of the action's attack on `target` from the path's end (None: no foe)."""
        state = self.document.state
        if target is None or target == self.actor or not state.has_token(target):
            return None
        if self._explained is None or self._explained[0] is not state:
            moved = committed_state(state, self._action(None))
            if self.path:
                moved = moved.with_token_moved(self.actor, self.path[-1])
            self._explained = (state, moved)
        return explain_attack(self._explained[1], self.actor, target, self._attack_spec(state),
                              entry=self.action_id)

    def target_at(self, cell: Cell | None) -> str | None:
        """The token a click at `cell` would act on: the topmost there other than the fighter
        (a held enemy or a helpless ally shares the fighter's square in d20 mass combat) and,
        while picking further targets, the topmost not picked."""
        return main_target(self.picks, self._others_at(cell))

    def _others_at(self, cell: Cell | None) -> tuple[str, ...]:
        """The tokens at `cell` other than the fighter, top first."""
        if cell is None:
            return ()
        return tuple(t.id for t in reversed(self.document.state.tokens_at(cell)) if t.id != self.actor)

    def cancel(self) -> None:
        """Escape: the path is dropped, nothing is played."""
        if self.drag is not None:
            self.drag.cancel()
            self.drag = None

    def _action(self, target: str | None) -> Action:
        options = with_targets(self.options, self.picks) if self.picking else self.options
        return Action(self.action_id, self.actor, target=target, path=self.path, options=options)

    def _attack_spec(self, state: BattleState) -> str | None:
        """The attack model's entry for this action ("id" or "id:weapon"): the plain attack when the model lacks it."""
        known = state.system.attack.actions
        name = self.action_id if self.action_id in known else None
        weapon = dict(self.options).get("weapon")
        if weapon:
            return f"{name or 'attack'}:{weapon}"
        return name

    def _token_at(self, cell: Cell | None) -> str | None:
        """The topmost token covering `cell` (the one drawn on top)."""
        if cell is None:
            return None
        tokens = self.document.state.tokens_at(cell)
        return tokens[-1].id if tokens else None
