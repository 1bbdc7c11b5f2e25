"""Fallout d100 homebrew: Dodge (Уклонение), one declaration until your next turn (RULES.md 4.3).

"For 1 AP (up to 5) from your next turn you may add +5 to your AC. The bonus
stays until the start of your next turn, and you cannot apply Dodge again
until your next turn." So Dodge is declared once, with as many AP as wanted
(1 to 5), not taken five times:

- the catalogue entry `dodge` costs its 1 AP from the next turn (the
  framework books it); the option `count` (1 to 5, blank: 1) says how many
  AP in all, and the effect `dodge` books the rest into the same debt
  (`ap.next`), refused when the next turn's pool cannot pay them all
  (`budget_exceeded`, kind `ap_next_turn`);
- the AP are stored as `dodge_ap` (the attack model's `target_dodge`, +5 AC
  each) until the start of the token's next turn (`systems/fallout_pnp/turns`);
- while `dodge_ap` is set, Dodge is refused (`limit_reached`, scope `turn`:
  once until your next turn; a new round does not give it back);
- a count that is not a whole number from 1 to 5 is refused (`stat_not_int`,
  `stat_below_min`, `stat_above_max`, naming `count`).
"""

from __future__ import annotations

from battlemap.engine.battle.events import TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import DEBT, EXCEEDED, ApBudget, budget_of, with_spent_entries
from battlemap.engine.systems.fallout_pnp import ammo
from battlemap.engine.systems.fallout_pnp.attack import MAX_DODGE_AP

KEY = "dodge_ap"
COUNT = "count"
BASE_AP = 1


def declared_ap(action) -> int | None:
    """The option `count` (blank: 1 AP), or None when it is not a whole number."""
    value = action.option(COUNT)
    if value is None or value == "":
        return BASE_AP
    if isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def dodge_reasons(state, action) -> list[Reason]:
    """Once until the next turn, 1 to 5 AP, all of them in the next turn's pool."""
    token = state.token(action.actor)
    if token.tactical.extra.get(KEY):
        return [Reason.of("limit_reached", scope="turn", limit=1, used=1)]
    ap = declared_ap(action)
    if ap is None:
        return [Reason.of("stat_not_int", stat=COUNT, text=str(action.option(COUNT)))]
    if ap < BASE_AP:
        return [Reason.of("stat_below_min", stat=COUNT, min=BASE_AP, value=ap)]
    if ap > MAX_DODGE_AP:
        return [Reason.of("stat_above_max", stat=COUNT, max=MAX_DODGE_AP, value=ap)]
    budget = budget_of(state, action.actor)
    if isinstance(budget, ApBudget) and ap > BASE_AP and budget.debt + ap > budget.pool:
        return [Reason.of(EXCEEDED, kind="ap_next_turn", need=ap, left=_num(budget.pool - budget.debt))]
    return []


def dodge(state, action):
    """+5 AC per AP until the next turn; the AP past the entry's 1 owed by the next turn too."""
    ap = declared_ap(action)
    extra = ap - BASE_AP
    if extra:
        key = str(state.ruleset.turn.spent_key) + DEBT
        state = with_spent_entries(state, action.actor, {key: state.combat.spent_by(action.actor, key) + extra})
    state = ammo.with_extras(state, action.actor, {KEY: ap})
    return state, (Event.of(TACTICAL, action.actor, action.id, None, key=KEY, value=ap),)


def _num(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value
