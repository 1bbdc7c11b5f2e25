"""The critical miss table (B556 [X]) for melee and ranged attacks: 3d6, rolled seeded, logged.

When an attack roll is a critical failure (and no malfunction, R15), the
resolver rolls 3d6 on this table and applies the row:

| 3d6 | result | on the state |
|---|---|---|
| 3, 4, 17, 18 | the weapon breaks (a breakage-resistant one: roll again, breaks only on a second "breaks", else dropped) | unready, listed in `broken` |
| 5 | you hit yourself in the arm or leg, full damage | injury |
| 6 | as 5, half damage | injury |
| 7, 13 | you lose your balance: nothing else until your next turn, active defences -2 | `lost_balance`; unbalanced weapons unready (R11) |
| 8, 12 | the weapon turns in your hand: an extra Ready before using it | unready |
| 9, 10, 11 | you drop the weapon (a cheap one breaks) | unready, listed in `dropped` (pick it up, R5) |
| 14 | a swung weapon flies 1d yards; a thrust or ranged one is dropped | dropped |
| 15 | you strain your shoulder: the weapon cannot attack or defend for 30 minutes | unready, listed in `strained` |
| 16 | you fall down (ranged: you lose your balance, as 7) | lying down; unbalanced weapons unready (R11) |

Exception of 5 and 6: an impaling or piercing melee attack, or any ranged
attack, rolls again and hits the fighter only on a second "hit yourself".
Breakage-resistant weapons: solid crushing ones (damage type `cr`), or a
`resists_breaking` field; `cheap` weapons break where others drop.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.events import Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.footprint import extent_of, fall_facing
from battlemap.engine.systems.gurps4e.damage import damage_spec, injury
from battlemap.engine.systems.gurps4e.ready import stays_ready_after_attack

CRITICAL_MISS = "critical_miss"
BREAKS, HIT_SELF, HIT_SELF_HALF, BALANCE, TURNS, DROPS, FLIES, STRAIN, FALLS = (
    "weapon_breaks", "hit_yourself", "hit_yourself_half", "lose_balance", "weapon_turns", "drop_weapon",
    "weapon_flies", "strained_shoulder", "fall_down")
#: 3d6 total -> row (B556).
TABLE = MappingProxyType({
    3: BREAKS, 4: BREAKS, 5: HIT_SELF, 6: HIT_SELF_HALF, 7: BALANCE, 8: TURNS, 9: DROPS, 10: DROPS,
    11: DROPS, 12: TURNS, 13: BALANCE, 14: FLIES, 15: STRAIN, 16: FALLS, 17: BREAKS, 18: BREAKS,
})
TEXT = MappingProxyType({
    BREAKS: ("Your weapon breaks and is useless", "武器损坏，无法使用"),
    HIT_SELF: ("You hit yourself in the arm or leg", "击中了自己的手臂或腿"),
    HIT_SELF_HALF: ("You hit yourself in the arm or leg, half damage", "击中了自己的手臂或腿（伤害减半）"),
    BALANCE: ("You lose your balance: nothing else until your next turn, defences -2",
              "失去平衡：直到下一轮无法行动，主动防御-2"),
    TURNS: ("The weapon turns in your hand: an extra Ready before using it",
            "武器在手中转动：需额外一次准备动作"),
    DROPS: ("You drop the weapon", "武器脱手落地"),
    FLIES: ("Your weapon flies from your hand", "武器从手中飞出"),
    STRAIN: ("You strain your shoulder: the weapon arm is useless for 30 minutes",
             "拉伤肩膀：持武器的手臂30分钟内无法使用"),
    FALLS: ("You fall down", "你摔倒了"),
})
BROKEN, DROPPED, STRAINED, LOST_BALANCE = "broken", "dropped", "strained", "lost_balance"
INJURY = "injury"


def critical_miss_row(roll: int, *, ranged: bool, damage: str = "") -> str:
    """The row of a 3d6 total before the re-roll exceptions; 16 at range loses balance."""
    row = TABLE[roll]
    if row == FALLS and ranged:
        return BALANCE
    if row == FLIES and (ranged or not damage.strip().startswith("sw")):
        return DROPS
    return row


def _resists_breaking(weapon) -> bool:
    damage = str(weapon.fields.get("damage", ""))
    return weapon.fields.get("resists_breaking") is True or damage.split()[-1:] == ["cr"]


def _stabbing(weapon, ranged: bool) -> bool:
    kind = str(weapon.fields.get("damage", "")).split()[-1:] or [""]
    return ranged or kind[0] == "imp" or kind[0].startswith("pi")


def roll_critical_miss(state, attacker_id: str, weapon, action_id: str, *, ranged: bool):
    """Roll the table (seeded), apply the row, log it -> (state, events)."""
    damage = str(weapon.fields.get("damage", ""))
    roll, dice = state.dice.roll_3d6()
    state = replace(state, dice=dice)
    rolls = [roll.total]
    row = critical_miss_row(roll.total, ranged=ranged, damage=damage)
    again = (row == BREAKS and _resists_breaking(weapon)) or (row in (HIT_SELF, HIT_SELF_HALF)
                                                                and _stabbing(weapon, ranged))
    if again:
        second, dice = state.dice.roll_3d6()
        state = replace(state, dice=dice)
        rolls.append(second.total)
        other = critical_miss_row(second.total, ranged=ranged, damage=damage)
        if row == BREAKS:
            row = BREAKS if other == BREAKS else DROPS
        else:
            row = other
    if row == DROPS and weapon.fields.get("cheap") is True:
        row = BREAKS
    params = {"rolls": tuple(rolls), "row": row, "text": TEXT[row][0], "zh": TEXT[row][1], "weapon": weapon.id}
    state, more = _apply_row(state, attacker_id, weapon, row)
    params.update(more)
    return state, (Event.of(CRITICAL_MISS, attacker_id, action_id, None, **params),)


def _apply_row(state, token_id, weapon, row):
    token = state.token(token_id)
    extra = dict(token.tactical.extra)
    readied, posture, more = token.readied, token.posture, {}
    if row in (BREAKS, DROPS, FLIES, STRAIN, TURNS):
        readied = readied - {weapon.id}
    listed = {BREAKS: BROKEN, DROPS: DROPPED, FLIES: DROPPED, STRAIN: STRAINED}.get(row)
    if listed is not None:
        extra[listed] = (*_listed(extra.get(listed)), weapon.id)
    if row == FLIES:
        faces, dice = state.dice.roll(1, 6)
        state, more["yards"] = replace(state, dice=dice), faces[0]
    if row in (BALANCE, FALLS):
        if row == BALANCE:
            extra[LOST_BALANCE] = True
        else:
            posture = "prone"
        st = int_stat(token, "st", 10)
        readied = frozenset(w for w in readied if stays_ready_after_attack(_fields(token, w), st))
    if row in (HIT_SELF, HIT_SELF_HALF):
        spec = damage_spec(str(weapon.fields.get("damage", "1d cr")), int_stat(token, "st", 10))
        faces, dice = state.dice.roll(spec.dice, 6)
        state = replace(state, dice=dice)
        rolled = sum(faces) + spec.adds
        rolled = rolled // 2 if row == HIT_SELF_HALF else rolled
        wound = injury(rolled, int_stat(token, "dr", 0), spec.kind)
        old = extra.get(INJURY, 0)
        extra[INJURY] = (old if isinstance(old, int) else 0) + wound
        more.update(faces=faces, damage=rolled, injury=wound)
    if readied != token.readied:
        more["unreadied"] = tuple(sorted(token.readied - readied))
    facing = token.facing
    if posture != token.posture and extent_of(state, token, posture) != token.extent:
        facing = fall_facing(state, token, posture)  # toward a free hex: no two fighters share one
        if facing != token.facing:
            more["fell_toward"] = facing
    token = replace(token, readied=readied, posture=posture, facing=facing,
                    tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    return with_token(state, token), more


def _listed(value) -> tuple:
    return tuple(value) if isinstance(value, (list, tuple)) else ()


def _fields(token, weapon_id):
    return next(w.fields for w in token.weapons if w.id == weapon_id)
