"""d20 mass combat: several attacks spread over several targets (RULES.md 3.4, 攻击次数 / 战斗流程).

The seed's multiple attacks ("two attacks, each at -2; three, each at -4")
need not all go at one foe, and "attacks on several units at once roll one
die each, together, and count the hits in order" [S]. The catalogue's
`double_attack` and `triple_attack` strike their first blow at the target
clicked (the framework's `attack` effect) and the rest with the system
effect `more_attacks`: at the units named by option `targets` (token ids,
comma separated, in order), the clicked target again for any not named.
Every blow is its own d20 from the fight's dice, in that order, each with
the action's penalty. `targets_reasons` refuses unknown or friendly units,
more names than blows, and a unit the blow cannot reach or see; and a
weapon that must be reloaded after every shot (`reload_between_shots`: one
load is one attack, `systems/d20_mass/loading`).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.d20_mass.loading import needs_reload

#: Entry -> (its attack model id, how many blows in all).
SEVERAL = {"double_attack": ("double_attack", 2), "triple_attack": ("triple_attack", 3)}
TARGETS = "targets"


def further_targets(action) -> tuple[str, ...]:
    """The ids option `targets` names, in order (blank: none)."""
    value = action.option(TARGETS)
    if value is None:
        return ()
    return tuple(part.strip() for part in str(value).split(",") if part.strip())


def targets_reasons(state, action) -> tuple[Reason, ...]:
    """Why the further targets cannot be struck: unknown, not enemies, too many, out of reach or sight."""
    attack, blows = SEVERAL[action.id]
    named = further_targets(action)
    if len(named) > blows - 1:
        return (Reason.of("too_many_targets", named=len(named), most=blows - 1),)
    actor = state.token(action.actor)
    reload = _reloading_weapon(actor, action.option("weapon"))
    if reload is not None:
        return (Reason.of("reload_between_shots", weapon=reload),)
    reasons: list[Reason] = []
    weapon = action.option("weapon")
    spec = f"{attack}:{weapon}" if weapon else attack
    for target in named:
        if not state.has_token(target):
            reasons.append(Reason.of("unknown_target", target=target))
        elif not actor.is_enemy_of(state.token(target)):
            reasons.append(Reason.of("target_not_enemy", target=target))
        else:
            reasons.extend(r for r in explain_attack(state, actor.id, target, spec).reasons
                           if r.code != "attacker_cannot_act")
    return tuple(dict.fromkeys(reasons))


def _reloading_weapon(actor, named) -> str | None:
    """The weapon the blows strike with, when it must be reloaded after every shot (a crossbow):
    one load is one shot, so it cannot make several attacks in one action."""
    ready = actor.ready_weapons()
    weapon = next((w for w in actor.weapons if w.id == named), None) if named else (ready[0] if ready else None)
    return weapon.id if needs_reload(weapon) else None


def more_attacks(state, action):
    """The blows after the first: at the named targets in order, then at the clicked one -> (state, events)."""
    attack, blows = SEVERAL[action.id]
    named = further_targets(action)
    events = []
    for index in range(blows - 1):
        target = named[index] if index < len(named) else action.target
        if not state.has_token(target):
            continue
        state, rolled = resolve_attack(state, replace(action, target=target), attack)
        events.extend(rolled)
    return state, tuple(events)


__all__ = ["SEVERAL", "further_targets", "more_attacks", "targets_reasons"]
