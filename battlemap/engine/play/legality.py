"""Is an action legal? Every reason at once, and the lazy view of a token's actions.

`check(state, action)` collects every reason an action cannot be taken now:
the actor cannot act, the budget cannot pay (`budget_exceeded`), a
requirement fails (`requires_<code>`), a limit is reached (`limit_reached`),
the target is missing or wrong, and what its effects would meet (the attack's
line of fire and range from `explain_attack`, the path judged like a drag).
`legal_actions(state, actor)` is a view in the manner of python-chess's
`legal_moves`: `action in view` checks one action, iterating yields an
`ActionOption` per catalogue entry (legal or not, with its reasons and cost
label; targets are judged only for concrete actions), `count()` counts the
legal entries and `targets(id)` yields the legal concrete actions at tokens.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.budgets import LIMIT_ROUND, LIMIT_TURN, budget_of, can_pay, label
from battlemap.engine.play.requirements import requirement_reasons
from battlemap.engine.systems.base import CANNOT_ACT
from battlemap.schema.actions import ActionDef, Cost

#: Conditions that stop every action (surprise is a requirement, not_surprised);
#: a reaction also needs the system's `cannot_react` to find nothing (reason `cannot_react`).
CANNOT_TAKE_ACTIONS = CANNOT_ACT - {"surprised"}


@dataclass(frozen=True)
class ActionOption:
    """One catalogue entry for one token now: legal or not, and why not."""

    id: str
    action_def: ActionDef
    legal: bool
    reasons: tuple[Reason, ...]
    cost_label: str


def check(state: BattleState, action: Action) -> tuple[Reason, ...]:
    """Every reason `action` is illegal now (empty: legal)."""
    if not state.has_token(action.actor):
        return (Reason.of("unknown_token", token=action.actor),)
    definition = state.ruleset.actions.get(action.id)
    if definition is None:
        return (Reason.of("unknown_action", action=action.id, known=tuple(state.ruleset.actions)),)
    actor = state.token(action.actor)
    reasons = entry_reasons(state, actor, action.id, definition, action)
    target = target_reasons(state, actor, definition, action)
    reasons.extend(target)
    if not target:
        reasons.extend(effect_reasons(state, action, definition))
        reasons.extend(system_reasons(state, action))
    return tuple(dict.fromkeys(reasons))


def system_reasons(state: BattleState, action: Action) -> list[Reason]:
    """What only the system can judge (a charge's straight line, a door to open):
    the system contract's `action_reasons(state, action)` when the system has one."""
    judge = state.system.action_reasons
    return list(judge(state, action)) if judge is not None else []


def entry_reasons(
    state: BattleState, actor: TokenState, action_id: str, definition: ActionDef,
    action: Action | None = None,
) -> list[Reason]:
    """Reasons that do not depend on the target: can act, budget, requirements, limits."""
    # A system may let a condition through (a stunned GURPS fighter may Do
    # Nothing); its own action_reasons then says what is still refused.
    blocking = CANNOT_TAKE_ACTIONS - getattr(state.rules, "ACTS_DESPITE", frozenset())
    reasons = [Reason.of("actor_cannot_act", condition=c) for c in sorted(actor.conditions & blocking)]
    cost = cost_for(state, actor, definition, action)
    if cost.reaction or definition.group == "reaction":
        blocked = state.rules.cannot_react(actor)
        if blocked is not None and blocked not in CANNOT_TAKE_ACTIONS:
            reasons.append(Reason.of("cannot_react", condition=blocked))
    reasons.extend(can_pay(budget_of(state, actor.id), cost))
    reasons.extend(requirement_reasons(state, actor, definition.requirements()))
    reasons.extend(limit_reasons(state, actor.id, action_id, definition))
    return reasons


def cost_for(state: BattleState, actor: TokenState, definition: ActionDef, action: Action | None) -> Cost:
    """The action's cost with a weapon-dependent AP cost (`ap_weapon_field`) resolved, and
    as the system prices this very action (`action_cost`: a d20 double move costs two move actions)."""
    cost = _weapon_cost(actor, definition.cost, action)
    priced = state.system.action_cost
    return priced(state, action, cost) if priced is not None and action is not None else cost


def _weapon_cost(actor: TokenState, cost: Cost, action: Action | None) -> Cost:
    field = cost.ap_weapon_field
    if field is None:
        return cost
    weapon = _weapon(actor, action)
    value = weapon.fields.get(field) if weapon is not None else None
    extra = value if isinstance(value, int) and not isinstance(value, bool) else 0
    return cost.model_copy(update={"ap": cost.ap + extra, "ap_weapon_field": None})


def _weapon(actor: TokenState, action: Action | None):
    """The weapon the action's option names, else the first ready weapon, else None."""
    named = action.option("weapon") if action is not None else None
    for weapon in actor.weapons:
        if weapon.id == named:
            return weapon
    ready = actor.ready_weapons()
    return ready[0] if ready else None


def limit_reasons(state: BattleState, actor_id: str, action_id: str, definition: ActionDef) -> list[Reason]:
    """`limit_reached` for a per-turn or per-round limit already used up."""
    reasons = []
    for scope, prefix, limit in (("turn", LIMIT_TURN, definition.limits.per_turn),
                                 ("round", LIMIT_ROUND, definition.limits.per_round)):
        used = int(state.combat.spent_by(actor_id, prefix + action_id))
        if limit is not None and used >= limit:
            reasons.append(Reason.of("limit_reached", scope=scope, limit=limit, used=used))
    return reasons


def target_reasons(state: BattleState, actor: TokenState, definition: ActionDef, action: Action) -> list[Reason]:
    """What is wrong with the action's target, cell or path for its target kind."""
    kind = definition.target
    if kind == "none":
        given = action.target is not None or action.cell is not None or bool(action.path)
        return [Reason.of("unexpected_target")] if given else []
    if kind in ("token", "enemy", "ally"):
        return _token_target(state, actor, kind, action.target)
    if kind in ("cell", "direction"):
        if action.cell is None:
            return [Reason.of("cell_missing", target=kind)]
        if not state.grid.in_bounds(action.cell):
            return [Reason.of("cell_off_map")]
        if kind == "direction" and action.cell == actor.cell:
            return [Reason.of("direction_is_own_cell")]
        return []
    return [] if action.path else [Reason.of("path_missing")]


def _token_target(state: BattleState, actor: TokenState, kind: str, target_id: str | None) -> list[Reason]:
    if target_id is None:
        return [Reason.of("target_missing", target=kind)]
    if not state.has_token(target_id):
        return [Reason.of("unknown_target", target=target_id)]
    target = state.token(target_id)
    if kind == "enemy" and not actor.is_enemy_of(target):
        return [Reason.of("target_not_enemy", target=target_id)]
    if kind == "ally" and target_id == actor.id:
        return [Reason.of("target_is_self")]
    if kind == "ally" and actor.is_enemy_of(target):
        return [Reason.of("target_not_ally", target=target_id)]
    return []


def effect_reasons(state: BattleState, action: Action, definition: ActionDef) -> list[Reason]:
    """What the effects would meet: the attack's line and range, the path, the item."""
    actor = state.token(action.actor)
    reasons: list[Reason] = []
    for effect in definition.effects:
        if effect.attack is not None and action.target is not None:
            weapon = action.option("weapon")
            spec = f"{effect.attack}:{weapon}" if weapon else effect.attack
            explained = explain_attack(state, action.actor, action.target, spec, entry=action.id)
            reasons.extend(r for r in explained.reasons if r.code != "attacker_cannot_act")
        elif effect.move is not None and action.path:
            reasons.extend(preview_move(state, action.actor, action.path).reasons)
        elif effect.ready_item:
            reasons.extend(_item_reasons(actor, action.option("item"), want_ready=False))
        elif effect.unready_item:
            reasons.extend(_item_reasons(actor, action.option("item"), want_ready=True))
        elif effect.set_posture is not None and actor.posture == effect.set_posture:
            reasons.append(Reason.of("already_in_posture", posture=actor.posture))
    return reasons


def _item_reasons(actor: TokenState, item: object, *, want_ready: bool) -> list[Reason]:
    """An item to ready must be owned and unready; one to put away, owned and ready."""
    if item is None:
        found = [w for w in actor.weapons if (w.id in actor.readied) == want_ready]
        return [] if found else [Reason.of("nothing_ready" if want_ready else "nothing_to_ready")]
    if item not in {w.id for w in actor.weapons}:
        return [Reason.of("unknown_item", item=item)]
    if want_ready and item not in actor.readied:
        return [Reason.of("item_not_ready", item=item)]
    if not want_ready and item in actor.readied:
        return [Reason.of("item_already_ready", item=item)]
    return []


class LegalActions:
    """The actions `actor` may take in `state`, judged on demand (python-chess style)."""

    def __init__(self, state: BattleState, actor: str) -> None:
        self.state = state
        self.actor = actor

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and action.actor == self.actor and not check(self.state, action)

    def __iter__(self) -> Iterator[ActionOption]:
        actor = self.state.token(self.actor)
        for action_id, definition in self.state.ruleset.actions.items():
            if definition.target == "none":
                # No target to vary: the whole check is exact, system reasons included
                # (a full magazine, a weapon that cannot be set up).
                reasons = check(self.state, Action(action_id, self.actor))
            else:
                reasons = tuple(dict.fromkeys(entry_reasons(self.state, actor, action_id, definition)))
            cost = cost_for(self.state, actor, definition, None)
            yield ActionOption(action_id, definition, not reasons, reasons, label(cost))

    def __bool__(self) -> bool:
        return any(option.legal for option in self)

    def count(self) -> int:
        """How many catalogue entries are legal now (targets aside)."""
        return sum(1 for option in self if option.legal)

    def option(self, action_id: str) -> ActionOption:
        """The entry `action_id` (KeyError when the catalogue has none)."""
        for found in self:
            if found.id == action_id:
                return found
        raise KeyError(f"no action {action_id!r} in ruleset {self.state.ruleset.id!r}")

    def targets(self, action_id: str) -> Iterator[Action]:
        """The legal actions `action_id` at each token its target kind allows."""
        definition = self.state.ruleset.actions[action_id]
        if definition.target not in ("token", "enemy", "ally"):
            return
        for token in self.state.tokens:
            action = Action(action_id, self.actor, target=token.id)
            if action in self:
                yield action


def legal_actions(state: BattleState, actor: str) -> LegalActions:
    """The lazy view of `actor`'s actions (KeyError on iteration for an unknown token)."""
    return LegalActions(state, actor)
