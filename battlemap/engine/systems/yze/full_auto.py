"""Year Zero basic full auto's targets (RULES.md 2.7, 2.9): the second and third attacks.

If the attack hits, attack again, at the same target or another; if that hits,
a third. The action's option `targets` ("c" or "c,d") names the targets of the
attacks after the first, the last named serving for any attack left; without
it every attack goes at the first target. With option `full_auto_other_zones`
(default true: the seed sets no zone limit) any enemy will do; false keeps
them in the first target's zone (Engaged or Short from it: the same zone when
zones are drawn, within the Short band otherwise). `burst_reasons` says why
the named targets are refused: `unknown_target`, `target_not_enemy`,
`full_auto_other_zone`.
"""

from __future__ import annotations

from battlemap.engine.attacks.models import option
from battlemap.engine.attacks.ranges import range_between
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState

TARGETS = "targets"
SAME_ZONE = frozenset({"engaged", "short"})


def burst_targets(action: Action, attacks: int = 3) -> tuple[str, ...]:
    """The target of each of the burst's attacks, in order."""
    named = action.option(TARGETS)
    if isinstance(named, str):
        others = [t.strip() for t in named.split(",") if t.strip()]
    elif isinstance(named, (list, tuple)):
        others = [str(t) for t in named]
    else:
        others = []
    chain = [str(action.target), *others]
    return tuple(chain[min(i, len(chain) - 1)] for i in range(attacks))


def burst_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Why the burst's further targets are refused (empty: they are fine)."""
    if action.target is None or not state.has_token(action.target):
        return []
    same_zone_only = option(state.options, "full_auto_other_zones", True) is False
    return further_target_reasons(state, action, burst_targets(action)[1:],
                                  "full_auto_other_zone" if same_zone_only else None)


def further_target_reasons(state: BattleState, action: Action, target_ids,
                           other_zone_code: str | None) -> list[Reason]:
    """Why targets beyond the shot's first are refused: unknown, not an enemy, or
    (when `other_zone_code` is given) not in the first target's zone."""
    shooter, first = state.token(action.actor), state.token(action.target)
    reasons = []
    for target_id in dict.fromkeys(target_ids):
        if target_id == first.id:
            continue
        if not state.has_token(target_id):
            reasons.append(Reason.of("unknown_target", target=target_id))
            continue
        other = state.token(target_id)
        if not shooter.is_enemy_of(other):
            reasons.append(Reason.of("target_not_enemy", target=target_id))
        elif other_zone_code and range_between(state, first.footprint, other.footprint).band not in SAME_ZONE:
            reasons.append(Reason.of(other_zone_code, target=target_id, first=first.id))
    return reasons
