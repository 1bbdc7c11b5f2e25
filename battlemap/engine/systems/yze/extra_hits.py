"""Year Zero ammo-dice sixes spent on extra hits (RULES.md 2.7, seed: 彈藥骰).

When a shot hits (judged on its base dice), each six on its ammo dice buys +1
damage, or an extra hit on the same target or on a second target in the same
zone. An extra hit deals the weapon's base damage, +1 for each further six
spent on it. The shot's action option `extra_hits` says how they are spent:
"b" (one six: an extra hit on b), "b+2" (three sixes: an extra hit on b with
+2 damage), "b,c+1" (two extra hits, in that order). Extra hits are bought in
order while sixes last (the last one takes what is left); the sixes left over
add +1 damage each to the shot's own hit, which is all the sixes buy when
the shot names no extra hits.

Ruleset option `yze_ammo_extra_hits` (default true, as the seed reads): false
keeps the sidebar's plain reading, every six is +1 damage, and a shot naming
extra hits is refused (`ammo_extra_hits_off`). `extra_hit_reasons` refuses
extra hits without ammo dice (`extra_hits_need_ammo_dice`), at an unknown
token or a non-enemy, or at a target outside the first target's zone
(`extra_hit_other_zone`: Engaged or Short from it, the same zone when zones
are drawn). Each extra hit rolls cover (on its own line of fire, or the cover
its target took) then armour, like any shot's damage.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import option
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.systems.yze.damage import cover_rating, deal_damage, weapon_damage
from battlemap.engine.systems.yze.full_auto import further_target_reasons
from battlemap.engine.systems.yze.skills import cover_taken

EXTRA_HITS = "extra_hits"
ENABLED = "yze_ammo_extra_hits"
Result = tuple[BattleState, tuple[Event, ...]]


@dataclass(frozen=True)
class ExtraHit:
    """One extra hit: its target and the further sixes spent on its damage."""

    target: str
    further: int = 0

    @property
    def cost(self) -> int:
        """Sixes it takes: one for the hit, one per further +1 damage."""
        return 1 + self.further


def _entry(text: str) -> ExtraHit:
    target, _, more = text.strip().partition("+")
    try:
        further = max(0, int(more)) if more.strip() else 0
    except ValueError:
        further = 0
    return ExtraHit(target.strip(), further)


def parse_extra_hits(value: object) -> tuple[ExtraHit, ...]:
    """The extra hits an `extra_hits` option names ("b", "b+2,c", or a list)."""
    if isinstance(value, str):
        items = value.split(",")
    elif isinstance(value, (list, tuple)):
        items = [str(v) for v in value]
    else:
        items = []
    return tuple(_entry(item) for item in items if item.strip() and item.strip()[0] != "+")


def allot(hits: tuple[ExtraHit, ...], sixes: int, enabled: bool = True) -> tuple[tuple[ExtraHit, ...], int]:
    """The extra hits `sixes` pay for (in order; the last takes what is left) and
    the sixes left to add +1 damage each to the shot's own hit."""
    if not enabled:
        return (), sixes
    paid = []
    for hit in hits:
        if sixes < 1:
            break
        bought = ExtraHit(hit.target, min(hit.further, sixes - 1))
        paid.append(bought)
        sixes -= bought.cost
    return tuple(paid), sixes


def enabled(state: BattleState) -> bool:
    """True unless the ruleset option keeps ammo sixes to +1 damage."""
    return option(state.options, ENABLED, True) is not False


def extra_hit_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Why the shot's named extra hits are refused (empty: they are fine)."""
    hits = parse_extra_hits(action.option(EXTRA_HITS))
    if not hits or action.target is None or not state.has_token(action.target):
        return []
    if not enabled(state):
        return [Reason.of("ammo_extra_hits_off")]
    reasons = []
    if str(action.option("ammo", "0")).strip() in ("", "0"):
        reasons.append(Reason.of("extra_hits_need_ammo_dice"))
    reasons.extend(further_target_reasons(state, action, (h.target for h in hits), "extra_hit_other_zone"))
    return reasons


def deal_extra_hits(state: BattleState, actor: str, action_id: str, attack: str, weapon: str | None,
                    hits: tuple[ExtraHit, ...]) -> Result:
    """Deal each paid extra hit: base damage + its further sixes, then cover and armour."""
    events: list[Event] = []
    for hit in hits:
        if not state.has_token(hit.target):
            continue
        explained = explain_attack(state, actor, hit.target, f"{attack}:{weapon}" if weapon else attack)
        gun = next((w for w in state.token(actor).weapons if w.id == explained.weapon), None)
        base = weapon_damage(gun) + hit.further
        cover = max(cover_rating(state, explained.line_of_fire), cover_taken(state, hit.target))
        events.append(Event.of("extra_hit", actor, action_id, hit.target, damage=base, sixes=hit.cost))
        state, more = deal_damage(state, actor, action_id, hit.target, base, cover=cover)
        events.extend(more)
    return state, tuple(events)
