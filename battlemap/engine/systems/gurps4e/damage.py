"""GURPS damage and wounds (RULES.md 1.9): thrust/swing by ST, DR, wounding, HP, stun.

A weapon's `damage` field reads like the weapon tables: "sw+1 cut",
"thr+3 imp", "1d+2 pi". thr and sw come from the attacker's ST (Basic Set
damage table, ST 1-20; higher ST uses ST 20's row). Injury = (damage - DR)
x the wounding multiplier (cut 1.5, imp 2, pi+ 1.5, pi- 0.5, others 1),
rounded down, at least 1 when anything penetrated. It accumulates in the
target's tactical extra `injury` (so undo and save carry it); HP = the `hp`
stat (else ST).

What a wound does: over half HP in one blow is a major wound, an HT roll or
`stunned`; a stunned fighter's unbalanced weapons become unready (R11); at
0 HP or less an HT roll or `unconscious`, and again as each of its turns
begins (`systems/gurps4e/turns.start_turn`); at each multiple of -HP crossed
(-1 x HP ... -4 x HP) an HT roll or `dead` (`death_checks`); at -5 x HP, `dead`. Shock: -1 per
HP lost, at most -4, to the victim's skill on its next turn (`shock`, made
`shock_now` as that turn begins by `systems/gurps4e/turns.start_turn`). Reeling:
with less than 1/3 of its HP left a fighter's Move and Dodge are halved,
rounded up (`reeling`; read by `Gurps4eRules` and `systems/gurps4e/defence`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from battlemap.engine.attacks.models import int_stat

#: ST -> (thrust, swing) as (dice, adds), Basic Set p. 16.
DAMAGE_TABLE = {
    1: ((1, -6), (1, -5)), 2: ((1, -6), (1, -5)), 3: ((1, -5), (1, -4)), 4: ((1, -5), (1, -4)),
    5: ((1, -4), (1, -3)), 6: ((1, -4), (1, -3)), 7: ((1, -3), (1, -2)), 8: ((1, -3), (1, -2)),
    9: ((1, -2), (1, -1)), 10: ((1, -2), (1, 0)), 11: ((1, -1), (1, 1)), 12: ((1, -1), (1, 2)),
    13: ((1, 0), (2, -1)), 14: ((1, 0), (2, 0)), 15: ((1, 1), (2, 1)), 16: ((1, 1), (2, 2)),
    17: ((1, 2), (3, -1)), 18: ((1, 2), (3, 0)), 19: ((2, -1), (3, 1)), 20: ((2, -1), (3, 2)),
}
WOUNDING = {"cut": 1.5, "imp": 2.0, "pi+": 1.5, "pi++": 2.0, "pi-": 0.5}
STRONG_FLAT = 2
DEATH_MULTIPLE = -5
SHOCK_MAX = 4
INJURY, SHOCK, SHOCK_NOW = "injury", "shock", "shock_now"
_DAMAGE = re.compile(r"^\s*(thr|sw|(\d+)d)\s*([+-]\d+)?\s+([a-z+-]+)\s*$")


@dataclass(frozen=True)
class DamageSpec:
    """Dice, adds and damage type of one attack ("2d-1 cut")."""

    dice: int
    adds: int
    kind: str

    def text(self) -> str:
        adds = f"{self.adds:+d}" if self.adds else ""
        return f"{self.dice}d{adds} {self.kind}"


def damage_spec(weapon_damage: str, st: int, *, strong: bool = False) -> DamageSpec:
    """The dice of a weapon's damage for an attacker of this ST (ValueError if unreadable)."""
    found = _DAMAGE.match(weapon_damage)
    if found is None:
        raise ValueError(f"cannot read damage {weapon_damage!r}")
    base, count, adds, kind = found.groups()
    row = DAMAGE_TABLE[max(1, min(20, st))]
    if base == "thr":
        dice, extra = row[0]
    elif base == "sw":
        dice, extra = row[1]
    else:
        dice, extra = int(count), 0
    total_adds = extra + int(adds or 0)
    if strong:
        total_adds += max(STRONG_FLAT, dice)
    return DamageSpec(dice, total_adds, kind)


def injury(rolled: int, dr: int, kind: str) -> int:
    """Injury from a damage roll (minimum 1 damage per the dice) after DR and wounding."""
    damage = max(1, rolled) if kind != "cr" else max(0, rolled)
    penetrating = damage - dr
    if penetrating <= 0:
        return 0
    return max(1, int(penetrating * WOUNDING.get(kind, 1.0)))


def hit_points(token) -> int:
    """The token's HP (stat `hp`, else ST, else 10)."""
    if "hp" in token.stats:
        return int_stat(token, "hp", 10)
    return int_stat(token, "st", 10)


def wound_checks(hp: int, before: int, wound: int) -> tuple[bool, bool, bool]:
    """(major wound: HT or stunned, HP at 0 or less: HT or unconscious, dead at -5 x HP)."""
    after = before + wound
    major = wound * 2 > hp
    down = hp - after <= 0
    dead = hp - after <= DEATH_MULTIPLE * hp
    return major, down, dead


def shock_after(shock: int, wound: int) -> int:
    """The shock penalty after another wound this turn: -1 per HP lost, at most 4 in all."""
    return min(SHOCK_MAX, shock + wound)


def shock_penalty(token) -> int:
    """The shock this turn (0 or more, to subtract): -1 per HP lost last turn, at most -4, to DX,
    IQ and every roll based on them (attacks, Fast-Draw, a hurried long action) on this turn only."""
    value = token.tactical.extra.get(SHOCK_NOW)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def injury_of(token) -> int:
    """Injury the token carries (tactical extra `injury`)."""
    value = token.tactical.extra.get(INJURY, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def reeling(token) -> bool:
    """Less than 1/3 of its HP left: Move and Dodge are halved (B419 [X], RULES.md 1.9)."""
    hp = hit_points(token)
    return (hp - injury_of(token)) * 3 < hp


def halved_up(value: float) -> int:
    """Half, rounded up (the reeling fighter's Move and Dodge)."""
    return -(-int(value) // 2)


def death_checks(hp: int, before: int, wound: int) -> int:
    """How many multiples of -HP (from -1 x HP to -4 x HP) this wound crosses: an HT roll each, or dead."""
    if hp <= 0:
        return 0
    left_before, left_after = hp - before, hp - before - wound
    crossed = 0
    for multiple in range(1, -DEATH_MULTIPLE):
        line = -multiple * hp
        if left_after <= line < left_before:
            crossed += 1
    return crossed
