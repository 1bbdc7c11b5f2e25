"""Turn budgets: what a token may still spend, for the four action economies.

A budget is a value read from `combat.spent[token]` (so undo, which restores
the state before, and save, which writes `combat.spent`, carry it) and the
ruleset's `[turn]` numbers. `can_pay(budget, cost)` gives every reason a cost
does not fit, `pay(budget, cost)` the budget after it, `label(cost)` the cost
as a GM reads it. Keys kept in `combat.spent[token]`:

| kind | keys | scope |
|---|---|---|
| d20_actions | action.standard, action.move, action.swift (actions *taken* as each), action.full_round | turn |
| slow_fast | action.slow, action.fast | round |
| ap_pool | `spent_key` (AP spent this turn, shared with movement), `spent_key`.next (owed by the next turn) | turn; the debt becomes the next turn's spending |
| maneuver | action.maneuver | turn |
| every kind | the system's reactions key (reactions used); limit.turn.<id>, limit.round.<id> | round; turn / round |

d20 substitution is one way (standard -> move -> swift), so actions taken
(s, m, w) fit the slots (S, M, W) exactly when s <= S, s + m <= S + M and
s + m + w <= S + M + W: M+M+W and W+W+W fit, S+S and S after M+M do not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Union

from battlemap.engine.battle.modifiers import Reason
from battlemap.schema.actions import Cost

if TYPE_CHECKING:
    from battlemap.engine.battle.state import BattleState

ACTION_KEY = "action."
LIMIT_TURN = "limit.turn."
LIMIT_ROUND = "limit.round."
DEBT = ".next"
EXCEEDED = "budget_exceeded"


@dataclass(frozen=True)
class Reactions:
    """Reactions per round: `limit` (None = unlimited), `used`, stored under `key`."""

    limit: int | None
    used: int
    key: str

    def left(self) -> int | None:
        return None if self.limit is None else max(0, self.limit - self.used)


@dataclass(frozen=True)
class D20Budget:
    """Standard, move, swift slots; `used_*` count actions taken as each kind."""

    standard: int
    move: int
    swift: int
    used_standard: int = 0
    used_move: int = 0
    used_swift: int = 0
    full_round: bool = False
    reactions: Reactions = Reactions(None, 0, "reactions")

    def left(self, kind: str) -> int:
        """How many more actions of `kind` fit, substitution included."""
        s, m, w = self.used_standard, self.used_move, self.used_swift
        total = self.standard + self.move + self.swift - s - m - w
        if kind == "standard":
            return max(0, min(self.standard - s, self.standard + self.move - s - m, total))
        if kind == "move":
            return max(0, min(self.standard + self.move - s - m, total))
        return max(0, total)


@dataclass(frozen=True)
class SlowFastBudget:
    """`actions` per round, at most `slow` of them slow."""

    actions: int
    slow: int
    used_slow: int = 0
    used_fast: int = 0
    reactions: Reactions = Reactions(None, 0, "reactions")

    def left(self, kind: str) -> int:
        free = self.actions - self.used_slow - self.used_fast
        return max(0, min(self.slow - self.used_slow, free) if kind == "slow" else free)


@dataclass(frozen=True)
class ApBudget:
    """An AP `pool` per turn, `spent` this turn, `debt` owed by the next turn."""

    pool: float
    spent: float = 0
    debt: float = 0
    key: str = "ap"
    reactions: Reactions = Reactions(None, 0, "reactions")

    def left(self) -> float:
        return max(0.0, self.pool - self.spent)


@dataclass(frozen=True)
class ManeuverBudget:
    """`maneuvers` per turn, `used` so far."""

    maneuvers: int
    used: int = 0
    reactions: Reactions = Reactions(None, 0, "reactions")


Budget = Union[D20Budget, SlowFastBudget, ApBudget, ManeuverBudget]


# --- reading and writing the state ----------------------------------------------------
def budget_of(state: BattleState, token_id: str) -> Budget:
    """The token's budget now (ValueError when the ruleset has no [turn])."""
    turn = state.ruleset.turn
    if turn is None:
        raise ValueError(f"ruleset {state.ruleset.id!r} has no [turn] section")
    spent = state.combat.spent.get(token_id, {})

    def used(key: str) -> int:
        return int(spent.get(ACTION_KEY + key, 0))

    reactions = _reactions(state, token_id)
    if turn.kind == "d20_actions":
        return D20Budget(turn.standard, turn.move, turn.swift, used("standard"), used("move"),
                         used("swift"), bool(spent.get(ACTION_KEY + "full_round")), reactions)
    if turn.kind == "slow_fast":
        return SlowFastBudget(turn.actions, turn.slow, used("slow"), used("fast"), reactions)
    if turn.kind == "ap_pool":
        value = state.token(token_id).stats.get(turn.ap_stat)
        pool = value if isinstance(value, (int, float)) and not isinstance(value, bool) else turn.ap_default
        return ApBudget(float(pool), float(spent.get(turn.spent_key, 0)),
                        float(spent.get(turn.spent_key + DEBT, 0)), turn.spent_key, reactions)
    return ManeuverBudget(turn.maneuvers, used("maneuver"), reactions)


def _reactions(state: BattleState, token_id: str) -> Reactions:
    system = state.rules
    key = str(system.param("reactions_spent_key"))
    limit = system.reaction_limit(state.token(token_id))
    return Reactions(limit, int(state.combat.spent_by(token_id, key)), key)


def spent_entries(budget: Budget) -> dict[str, float]:
    """The `combat.spent` entries that record `budget` (zeros left out)."""
    if isinstance(budget, D20Budget):
        entries = {"standard": budget.used_standard, "move": budget.used_move,
                   "swift": budget.used_swift, "full_round": int(budget.full_round)}
        found = {ACTION_KEY + k: float(v) for k, v in entries.items()}
    elif isinstance(budget, SlowFastBudget):
        found = {ACTION_KEY + "slow": float(budget.used_slow), ACTION_KEY + "fast": float(budget.used_fast)}
    elif isinstance(budget, ApBudget):
        found = {budget.key: budget.spent, budget.key + DEBT: budget.debt}
    else:
        found = {ACTION_KEY + "maneuver": float(budget.used)}
    found[budget.reactions.key] = float(budget.reactions.used)
    return found


def with_budget(state: BattleState, token_id: str, budget: Budget) -> BattleState:
    """The state with `budget` written into `combat.spent[token_id]`."""
    return with_spent_entries(state, token_id, spent_entries(budget))


def with_spent_entries(state: BattleState, token_id: str, entries: Mapping[str, float]) -> BattleState:
    """The state with these `combat.spent[token_id]` keys set (0 removes a key)."""
    spent = {k: dict(v) for k, v in state.combat.spent.items()}
    mine = spent.setdefault(token_id, {})
    for key, value in entries.items():
        if value:
            mine[key] = int(value) if float(value).is_integer() else value
        else:
            mine.pop(key, None)
    return replace(state, combat=replace(state.combat, spent=frozen_spent(spent)))


def frozen_spent(spent: Mapping[str, Mapping[str, float]]) -> Mapping[str, Mapping[str, float]]:
    """`spent` as read-only mappings, empty tokens dropped."""
    return MappingProxyType({t: MappingProxyType(dict(k)) for t, k in spent.items() if k})


# --- paying --------------------------------------------------------------------------
def can_pay(budget: Budget, cost: Cost) -> tuple[Reason, ...]:
    """Every reason `budget` cannot pay `cost` (empty: it can)."""
    reasons = list(_kind_reasons(budget, cost))
    left = budget.reactions.left()
    if cost.reaction and left is not None and cost.reaction > left:
        reasons.append(Reason.of(EXCEEDED, kind="reaction", need=cost.reaction, left=left))
    return tuple(reasons)


def _kind_reasons(budget: Budget, cost: Cost):
    if isinstance(budget, D20Budget):
        if cost.full_round:
            taken = budget.used_standard + budget.used_move + budget.used_swift
            if taken or budget.full_round:
                yield Reason.of(EXCEEDED, kind="full_round", need=1, left=0)
        for kind in ("standard", "move", "swift"):
            need = getattr(cost, kind)
            if need and need > budget.left(kind):
                yield Reason.of(EXCEEDED, kind=kind, need=need, left=budget.left(kind))
    elif isinstance(budget, SlowFastBudget):
        for kind in ("slow", "fast"):
            need = getattr(cost, kind)
            if need and need > budget.left(kind):
                yield Reason.of(EXCEEDED, kind=kind, need=need, left=budget.left(kind))
        if cost.slow and cost.fast and cost.slow + cost.fast > budget.left("fast"):
            yield Reason.of(EXCEEDED, kind="actions", need=cost.slow + cost.fast, left=budget.left("fast"))
    elif isinstance(budget, ApBudget):
        if cost.ap and cost.from_next_turn and budget.debt + cost.ap > budget.pool:
            yield Reason.of(EXCEEDED, kind="ap_next_turn", need=cost.ap, left=_num(budget.pool - budget.debt))
        elif cost.ap and not cost.from_next_turn and cost.ap > budget.left():
            yield Reason.of(EXCEEDED, kind="ap", need=cost.ap, left=_num(budget.left()))
    elif cost.maneuver and budget.used + cost.maneuver > budget.maneuvers:
        yield Reason.of(EXCEEDED, kind="maneuver", need=cost.maneuver,
                        left=max(0, budget.maneuvers - budget.used))


def pay(budget: Budget, cost: Cost) -> Budget:
    """The budget after paying `cost` (ValueError listing the reasons when it cannot)."""
    reasons = can_pay(budget, cost)
    if reasons:
        raise ValueError("cannot pay: " + ", ".join(map(str, reasons)))
    reactions = replace(budget.reactions, used=budget.reactions.used + cost.reaction)
    if isinstance(budget, D20Budget):
        if cost.full_round:
            return replace(budget, used_standard=budget.standard, used_move=budget.move,
                           used_swift=budget.swift, full_round=True, reactions=reactions)
        return replace(budget, used_standard=budget.used_standard + cost.standard,
                       used_move=budget.used_move + cost.move,
                       used_swift=budget.used_swift + cost.swift, reactions=reactions)
    if isinstance(budget, SlowFastBudget):
        return replace(budget, used_slow=budget.used_slow + cost.slow,
                       used_fast=budget.used_fast + cost.fast, reactions=reactions)
    if isinstance(budget, ApBudget):
        if cost.from_next_turn:
            return replace(budget, debt=budget.debt + cost.ap, reactions=reactions)
        return replace(budget, spent=budget.spent + cost.ap, reactions=reactions)
    return replace(budget, used=budget.used + cost.maneuver, reactions=reactions)


def remaining(budget: Budget) -> Cost | None:
    """What the budget can still pay, as a cost in its own terms ("standard + move + swift",
    "slow + fast", "1 maneuver"); None for an AP pool, whose movement budget already says it."""
    if isinstance(budget, D20Budget):
        if budget.full_round:
            return Cost()
        standard = budget.left("standard")
        move = budget.left("move") - standard
        return Cost(standard=standard, move=move, swift=budget.left("swift") - standard - move)
    if isinstance(budget, SlowFastBudget):
        slow = budget.left("slow")
        return Cost(slow=slow, fast=budget.left("fast") - slow)
    if isinstance(budget, ManeuverBudget):
        return Cost(maneuver=max(0, budget.maneuvers - budget.used))
    return None


def _num(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def label(cost: Cost) -> str:
    """The cost as a GM reads it: "standard", "2 swift", "fast", "2 AP", "1 maneuver", "free"."""
    parts = []
    if cost.full_round:
        parts.append("full-round")
    for kind in ("standard", "move", "swift", "slow", "fast"):
        n = getattr(cost, kind)
        if n:
            parts.append(kind if n == 1 else f"{n} {kind}")
    if cost.ap or cost.ap_weapon_field:
        ap = f"{cost.ap} AP" if cost.ap else ""
        weapon = f"weapon {cost.ap_weapon_field}" if cost.ap_weapon_field else ""
        text = " + ".join(p for p in (ap, weapon) if p)
        parts.append(text + (" from next turn" if cost.from_next_turn else ""))
    if cost.maneuver:
        parts.append(f"{cost.maneuver} maneuver")
    if cost.reaction:
        parts.append("reaction" if cost.reaction == 1 else f"{cost.reaction} reactions")
    return " + ".join(parts) or "free"


# --- turns and rounds ------------------------------------------------------------------
def spent_at_turn_start(state: BattleState, token_id: str) -> Mapping[str, Mapping[str, float]]:
    """`combat.spent` as `token_id`'s turn begins.

    Its turn-scoped keys clear (actions, movement, per-turn limits); round-
    scoped keys stay (reactions, overwatch fired, per-round limits, Year Zero
    slow/fast actions); an AP debt becomes this turn's spending.
    """
    spent = {k: dict(v) for k, v in state.combat.spent.items()}
    old = spent.pop(token_id, {})
    keep = _round_keys(state)
    mine = {k: v for k, v in old.items() if k in keep or k.startswith(LIMIT_ROUND)}
    turn = state.ruleset.turn
    if turn is not None and turn.kind == "ap_pool" and old.get(turn.spent_key + DEBT):
        mine[turn.spent_key] = old[turn.spent_key + DEBT]
    if mine:
        spent[token_id] = mine
    return frozen_spent(spent)


def spent_at_round_start(state: BattleState) -> Mapping[str, Mapping[str, float]]:
    """`combat.spent` as a new round begins: everything clears but AP debts."""
    turn = state.ruleset.turn
    if turn is None or turn.kind != "ap_pool":
        return frozen_spent({})
    key = turn.spent_key + DEBT
    return frozen_spent({t: {key: v[key]} for t, v in state.combat.spent.items() if v.get(key)})


def _round_keys(state: BattleState) -> frozenset[str]:
    system = state.rules
    keys = {str(system.param("reactions_spent_key")), str(system.param("overwatch_spent_key"))}
    turn = state.ruleset.turn
    if turn is not None and turn.kind == "slow_fast":
        keys |= {ACTION_KEY + "slow", ACTION_KEY + "fast"}
    return frozenset(keys)
