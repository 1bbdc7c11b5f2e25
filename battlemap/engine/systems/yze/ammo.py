"""Year Zero ammunition (RULES.md 2.7): ammo dice, magazines, full auto and supply rolls.

Magazine: a firearm with field `magazine` keeps the rounds left in the token's
tactical extras (`rounds`; absent = a full magazine, which is what a reload
leaves). A shot uses one round; with ammo dice (action option `ammo`), at most
min(`rate_of_fire`, rounds - 1) dice are rolled beside the attack: their
sixes do not count toward hitting, each buys +1 damage or an extra hit on a
hit (`systems/yze/extra_hits`), and the shot uses the dice's sum + 1 rounds, emptying
the magazine when the sum reaches what is left. Full auto (field `full_auto`): attack again while the attacks hit,
three at most, then a supply roll: d6 equal to the rating (extra `supply`,
else field `supply`, at most 6), each 1 lowering it; at 0 the weapon is dry.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.systems.yze.odds import ammo_dice_allowed

SUPPLY_DICE_MAX = 6
FULL_AUTO_ATTACKS = 3


def _int_field(weapon, key: str) -> int | None:
    value = weapon.fields.get(key) if weapon is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def rounds_left(token, weapon) -> int | None:
    """Rounds in the weapon's magazine (None: the weapon keeps no count)."""
    size = _int_field(weapon, "magazine")
    if size is None:
        return None
    value = token.tactical.extra.get("rounds")
    return value if isinstance(value, int) and not isinstance(value, bool) else size


def supply_left(token, weapon) -> int | None:
    """The full-auto supply rating left (None: the weapon has none)."""
    value = token.tactical.extra.get("supply")
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return _int_field(weapon, "supply")


@dataclass(frozen=True)
class AmmoRoll:
    """Ammo dice rolled with a shot, and the rounds left after it."""

    faces: tuple[int, ...]
    rounds_after: int | None

    @property
    def sixes(self) -> int:
        return self.faces.count(6)


def roll_ammo(stream: DiceStream, token, weapon, wanted: int) -> tuple[AmmoRoll, DiceStream]:
    """Roll up to `wanted` ammo dice (clamped to what the rules allow) and spend the rounds."""
    rounds = rounds_left(token, weapon)
    if rounds is None:
        return AmmoRoll((), None), stream
    allowed = ammo_dice_allowed(_int_field(weapon, "rate_of_fire") or 0, rounds)
    faces, stream = stream.roll(max(0, min(wanted, allowed)), 6)
    used = sum(faces) + 1
    return AmmoRoll(faces, 0 if used >= rounds else rounds - used), stream


def supply_roll(stream: DiceStream, rating: int) -> tuple[tuple[int, ...], int, DiceStream]:
    """Roll the supply rating (at most 6 dice): each 1 lowers it by one."""
    faces, stream = stream.roll(max(0, min(rating, SUPPLY_DICE_MAX)), 6)
    return faces, max(0, rating - faces.count(1)), stream
