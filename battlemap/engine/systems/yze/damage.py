"""Year Zero damage as conditions (RULES.md 2.4, 2.8): armour, cover, broken.

A hit deals the weapon's `damage` + 1 per success beyond the first. Against a
shot, cover is rolled first (its terrain's `cover_rating` dice), then armour
(the `armor` stat); each six stops one point. When damage gets through, each 1
on the armour dice lowers the armour one step (劣化護甲; tactical extra
`armor_lost`); armour that stopped everything keeps its banes harmless. Cover does nothing in melee.
Every point left is one physical condition, kept in the token's tactical
extras (`physical`): each costs a die on Strength and Agility rolls, and the
fourth (option `yze_broken_at`, default 4) breaks the token (condition
`broken`: no actions, no rolls). Mental conditions (extra `mental`: a
pushed Wits or Empathy roll, fear, persuasion) cost a die each on Wits and
Empathy rolls and break the same way (`add_conditions`). Any damage ends aiming and overwatch; a
melee attack ends overwatch even without damage.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import extra_count, int_stat, option
from battlemap.engine.battle.events import CONDITION_ADDED, DAMAGE, Event
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.dice import armour_roll

BROKEN = "broken"
PHYSICAL = "physical"
MENTAL = "mental"
#: Which conditions cost dice on which attribute's rolls (RULES.md 2.8).
PENALISED_BY = {"strength": PHYSICAL, "agility": PHYSICAL, "wits": MENTAL, "empathy": MENTAL}
BROKEN_AT = 4
#: The critical injury that breaking under each kind of condition brings (marked only).
CRITICAL = {PHYSICAL: "critical_injury", MENTAL: "mental_critical_injury"}
#: Tactical extras a hit or other action ends (besides aiming and overwatch).
LOST_ON_DAMAGE = ("scope_aim",)
#: Armour steps lost to banes (weapons-and-damage 劣化護甲).
ARMOR_LOST = "armor_lost"


def weapon_damage(weapon) -> int:
    """The weapon's damage field (unarmed: 1)."""
    value = weapon.fields.get("damage", 1) if weapon is not None else 1
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def cover_rating(state: BattleState, line) -> int:
    """The best cover rating among what the line of fire passes (0: none)."""
    best = 0
    for blocker in line.blocked_by:
        terrain = state.ruleset.terrain.get(blocker.what)
        value = terrain.fields.get("cover_rating", 0) if terrain is not None else 0
        if isinstance(value, int) and not isinstance(value, bool):
            best = max(best, value)
    return best


def armour_rating(token: TokenState) -> int:
    """The token's armour as it stands: its `armor` stat less the steps it lost."""
    return max(0, int_stat(token, "armor", 0) - extra_count(token, ARMOR_LOST))


def condition_penalty(token: TokenState, attribute: str) -> int:
    """Dice lost on a roll of `attribute`: one per physical condition on Strength and
    Agility, one per mental condition on Wits and Empathy."""
    kind = PENALISED_BY.get(attribute)
    return extra_count(token, kind) if kind else 0


def add_conditions(state: BattleState, actor: str, action: str, target_id: str, kind: str,
                   count: int) -> tuple[BattleState, tuple[Event, ...]]:
    """`count` more conditions of `kind` (physical or mental) on the target; the
    fourth of a kind (option `yze_broken_at`) breaks it."""
    target = state.token(target_id)
    before = extra_count(target, kind)
    hurt = with_extra(target, **{kind: before + count})
    events = [Event.of("conditions", actor, action, target_id, type=kind, count=before + count)]
    if before + count >= option(state.options, "yze_broken_at", BROKEN_AT) and BROKEN not in hurt.conditions:
        hurt, broke = broken_by(hurt, kind, actor, action)
        events.extend(broke)
    return with_token(state, hurt), tuple(events)


def with_extra(token: TokenState, **values) -> TokenState:
    """The token with these tactical extras set (None removes one)."""
    extra = {k: v for k, v in token.tactical.extra.items() if k not in values}
    extra.update({k: v for k, v in values.items() if v is not None})
    return replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))


def end_overwatch(state: BattleState, token_id: str) -> BattleState:
    """A melee attack on a watcher ends its overwatch."""
    token = state.token(token_id)
    if token.tactical.overwatch is None:
        return state
    return with_token(state, replace(token, tactical=replace(token.tactical, overwatch=None)))


def deal_damage(state: BattleState, actor: str, action: str, target_id: str, base: int,
                *, cover: int = 0) -> tuple[BattleState, tuple[Event, ...]]:
    """Roll cover then armour against `base` damage and book what gets through."""
    target = state.token(target_id)
    cover_faces, stopped_cover, dice = armour_roll(state.dice, cover)
    left = max(0, base - stopped_cover)
    armour_faces, stopped_armour, dice = armour_roll(dice, armour_rating(target) if left else 0)
    dealt = max(0, left - stopped_armour)
    state = replace(state, dice=dice)
    before = extra_count(target, PHYSICAL)
    # Degrading armour: damage that gets through costs the armour one step per bane.
    worn = armour_faces.count(1) if dealt else 0
    event = Event.of(DAMAGE, actor, action, target_id, damage=base, cover_faces=cover_faces,
                     armour_faces=armour_faces, dealt=dealt, physical=before + dealt, armour_lost=worn)
    if not dealt:
        return state, (event,)
    lost = extra_count(target, ARMOR_LOST) + worn
    hurt = with_extra(target, **{PHYSICAL: before + dealt, ARMOR_LOST: lost or None},
                      **dict.fromkeys(LOST_ON_DAMAGE))
    hurt = replace(hurt, tactical=replace(hurt.tactical, aiming=None, overwatch=None))
    events = [event]
    limit = option(state.options, "yze_broken_at", BROKEN_AT)
    if before + dealt >= limit and BROKEN not in hurt.conditions:
        hurt, broke = broken_by(hurt, PHYSICAL, actor, action)
        events.extend(broke)
    return with_token(state, hurt), tuple(events)


def broken_by(token: TokenState, kind: str, actor: str, action: str) -> tuple[TokenState, tuple[Event, ...]]:
    """The token breaks under conditions of `kind`, and suffers a critical injury of that
    kind (RULES.md 2.8: the 4th condition of a type = broken + critical injury). The
    injury's effect is the Critical Injuries table, not in the seed: it is marked
    (condition `critical_injury` or `mental_critical_injury`) for the GM to roll."""
    injury = CRITICAL[kind]
    token = replace(token, conditions=token.conditions | {BROKEN, injury})
    return token, (Event.of(CONDITION_ADDED, actor, action, token.id, condition=BROKEN),
                   Event.of(CONDITION_ADDED, actor, action, token.id, condition=injury))
