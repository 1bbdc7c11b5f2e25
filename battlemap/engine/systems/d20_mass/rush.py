"""d20 mass combat: a big unit's bull rush at several targets (RULES.md 3.8; seed:
一轮内只能进行一次冲撞...但如果你的体型够大，可以在一轮内对多个目标各进行一次冲撞攻击，视为一次冲撞中同时攻击多个敌人).

The bull rush stays one action, once per round; a unit big enough strikes
each of several targets once in it. How big is "big enough" is a reading
(option `bull_rush_targets` [A]): `space` (default) lets a unit strike as
many targets as its size's space in squares (Medium 1, Large 2, Huge 4: the
squares the seed's own push counts, "Medium pushes 1 square, Large 2");
`one` keeps one target for every size.

In play: drag the rush, click the first foe (as for any bull rush); option
`targets` names the others (token ids, comma separated, in order). Every
further target must be an enemy the rusher can strike from where the rush
ends, none twice. The first target gets the whole rush (the melee-entry
contest, the blow, the push); each further one gets its own bull-rush blow
(its own d20, in the order named) and its own push check along the rush's
direction [S: "each one bull-rush attack"]. The rush entered one square, so
the further targets get no entry contest of their own [A]. A rusher
disabled by a blow struck back strikes no more.
"""

from __future__ import annotations

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import option
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.d20_mass.multi import further_targets

BULL_RUSH = "bull_rush"
RUSH_TARGETS = "space"


def further_rush_targets(action) -> tuple[str, ...]:
    """The ids option `targets` names, in order (blank: none): as for several attacks."""
    return further_targets(action)


def most_targets(state, token) -> int:
    """How many units one rush may strike: the size's space in squares (at least 1), or 1 (option)."""
    if option(state.options, "bull_rush_targets", RUSH_TARGETS) == "one":
        return 1
    size = state.ruleset.sizes.get(token.size)
    return max(1, int(size.space)) if size is not None else 1


def rush_targets_reasons(state, action) -> tuple[Reason, ...]:
    """Why the further targets cannot be rushed: too many for the size, twice, unknown, friendly, out of reach."""
    named = further_rush_targets(action)
    if not named or action.id != BULL_RUSH:
        return ()
    actor = state.token(action.actor)
    most = most_targets(state, actor)
    if len(named) > most - 1:
        return (Reason.of("too_many_targets", named=len(named), most=most - 1),)
    seen = {action.target}
    reasons: list[Reason] = []
    moved = state.with_token_moved(actor.id, action.path[-1]) if action.path else state
    for target in named:
        if target in seen:
            reasons.append(Reason.of("target_twice", target=target))
        elif not state.has_token(target):
            reasons.append(Reason.of("unknown_target", target=target))
        elif not actor.is_enemy_of(state.token(target)):
            reasons.append(Reason.of("target_not_enemy", target=target))
        else:
            reasons.extend(r for r in explain_attack(moved, actor.id, target, BULL_RUSH).reasons
                           if r.code != "attacker_cannot_act")
        seen.add(target)
    return tuple(dict.fromkeys(reasons))


__all__ = ["further_rush_targets", "most_targets", "rush_targets_reasons"]
