"""d20 mass combat: Toughness, Will, damage dice and the condition track (RULES.md 3.3-3.5).

Conditions replace hit points [S]: damage (after DR, never below 0) above
Toughness is a light wound (condition `wounded`: -2 to attacks, defences and
checks); above Toughness + the size's Toughness column again (the size
modifier counted twice) the unit is `disabled`. Whether light wounds pile up
is the option `wounds_accumulate` [A]: "none" (default, the worse condition
stands) or "step" (a light wound on a wounded unit disables it).

Damage [S]: the weapon's dice (field `damage`, "1d8"), one step larger when
wielded two-handed (`hands = 2`), maximised on a natural 20; melee and thrown
weapons add the STR modifier (either hand alike); the two-handed step is read
as theirs too (a bow keeps its die).

Bull rush [S]: "a weapon of your own size", one die step up (full effort),
+ STR. The weapon of a size is read as a longsword of that size (d20 SRD)
[A], which matches the seed's horse: Large 2d6, rushing 2d8.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from battlemap.engine.attacks.models import int_stat, option

WOUNDED = "wounded"
DISABLED = "disabled"
#: Conditions the attack model reads as a light wound (older files say light_wound).
LIGHT_WOUNDS = frozenset({WOUNDED, "light_wound"})
#: Sizes whose Toughness the seed leaves blank: the option `tiny_toughness` [A].
BLANK_TOUGHNESS = frozenset({"tiny", "diminutive", "fine"})
#: Die sizes in order: one step up is the next (the seed's 2d6 -> 2d8 horse example).
DIE_STEPS = (2, 3, 4, 6, 8, 10, 12)
#: An inanimate object's Dodge before its size: immobile 5, mobile 10 [S].
OBJECT_DODGE = {"immobile": 5, "mobile": 10}
_DICE = re.compile(r"(\d+)d(\d+)([+-]\d+)?")


@dataclass(frozen=True)
class Dice:
    """`count` d `sides` + `bonus`."""

    count: int
    sides: int
    bonus: int = 0

    def __str__(self) -> str:
        extra = f"{self.bonus:+d}" if self.bonus else ""
        return f"{self.count}d{self.sides}{extra}"

    def maximum(self) -> int:
        """The dice all showing their top face, plus the bonus."""
        return self.count * self.sides + self.bonus


def parse_dice(text: object) -> Dice:
    """ "2d6+1" as Dice (ValueError for anything else)."""
    found = _DICE.fullmatch(str(text).replace(" ", ""))
    if found is None:
        raise ValueError(f"damage dice read like '1d8' or '2d6+1', got {text!r}")
    return Dice(int(found.group(1)), int(found.group(2)), int(found.group(3) or 0))


def step_up(dice: Dice, steps: int = 1) -> Dice:
    """The dice `steps` sizes larger: d6 -> d8 -> d10 -> d12; past d12 a die more of d12."""
    for _ in range(steps):
        if dice.sides in DIE_STEPS[:-1]:
            dice = Dice(dice.count, DIE_STEPS[DIE_STEPS.index(dice.sides) + 1], dice.bonus)
        else:
            dice = Dice(dice.count + 1, dice.sides, dice.bonus)
    return dice


def weapon_dice(weapon) -> Dice:
    """The weapon's damage dice as wielded: a melee or thrown weapon used two-handed is a step up [S].

    The seed says it in the sentence on melee and thrown damage, so a bow
    (always two-handed) keeps its die.
    """
    dice = parse_dice(weapon.fields.get("damage", "1d4"))
    return step_up(dice) if weapon.fields.get("hands") == 2 and adds_strength(weapon) else dice


#: "A weapon of your own size" for a bull rush: the d20 SRD longsword by size [A].
RUSH_DICE = {"fine": "1d2", "diminutive": "1d3", "tiny": "1d4", "small": "1d6", "medium": "1d8",
             "large": "2d6", "huge": "3d6", "gargantuan": "4d6", "colossal": "6d6"}


def rush_dice(size: str) -> Dice:
    """A bull rush's damage dice: a weapon of the rusher's size, one step up [S]."""
    return step_up(parse_dice(RUSH_DICE.get(size, RUSH_DICE["medium"])))


def adds_strength(weapon) -> bool:
    """Melee and thrown weapons add STR to damage; bows and crossbows do not [S]."""
    return weapon.kind in ("melee", "thrown")


def size_toughness(state, token) -> int:
    """The size table's Toughness column (option `tiny_toughness` for the blank cells)."""
    if token.size in BLANK_TOUGHNESS:
        return option(state.options, "tiny_toughness", 0)
    size = state.ruleset.sizes.get(token.size)
    return size.toughness if size is not None else 0


def toughness(state, token) -> int:
    """CON modifier + other (stat `toughness_bonus`) + size; independent of level [S]."""
    return int_stat(token, "con_mod") + int_stat(token, "toughness_bonus") + size_toughness(state, token)


def will(token) -> int:
    """Base defence (level / 2, down) + WIS modifier + other (stat `will_bonus`) [S]."""
    return int_stat(token, "level", 1) // 2 + int_stat(token, "wis_mod") + int_stat(token, "will_bonus")


def condition_level(token) -> int:
    """0 healthy, 1 wounded, 2 disabled."""
    if DISABLED in token.conditions:
        return 2
    return 1 if token.conditions & LIGHT_WOUNDS else 0


def object_kind(token) -> str | None:
    """"immobile" or "mobile" for an inanimate object (stat `object`), else None."""
    kind = token.stats.get("object")
    return kind if kind in OBJECT_DODGE else None


def condition_after(state, token, damage: int) -> int:
    """The condition level after `damage` (already reduced by DR) lands on `token`.

    Objects [S]: damage >= Toughness moves the track one step, >= 2 x Toughness
    disables outright (>= here, > for creatures); the track is the creatures'
    two steps [A].
    """
    tough = toughness(state, token)
    if object_kind(token) is not None:
        now = condition_level(token)
        return 2 if damage >= 2 * tough else min(2, now + 1) if damage >= tough else now
    hit = 2 if damage > tough + size_toughness(state, token) else 1 if damage > tough else 0
    now = condition_level(token)
    if hit == 1 and now >= 1 and option(state.options, "wounds_accumulate", "none") == "step":
        return 2
    return max(now, hit)


def with_condition_level(conditions: frozenset[str], level: int) -> frozenset[str]:
    """`conditions` showing condition level `level` (wounded / disabled replace each other)."""
    rest = conditions - LIGHT_WOUNDS - {DISABLED}
    return rest | ({WOUNDED} if level == 1 else {DISABLED} if level == 2 else set())
