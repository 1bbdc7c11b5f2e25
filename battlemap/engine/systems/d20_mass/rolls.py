"""Rolling a d20 attack as its explanation writes it: "d20 + 1 > 9" (ties miss)."""

from __future__ import annotations

import re

from battlemap.engine.battle.dice import Draw, RollVerdict

PATTERN = re.compile(r"^d20(?: ([+-]) (\d+))? > (-?\d+)$")


def judge_roll(match: re.Match[str], defence: str | None, draw: Draw) -> RollVerdict:
    """d20 + bonus against a number to beat (the defence is in that number)."""
    sign, bonus, target = match.groups()
    value = int(bonus or 0) * (-1 if sign == "-" else 1)
    (face,) = draw(1, 20)
    total = face + value
    return RollVerdict(total > int(target), f"d20 [{face}] {sign or '+'} {bonus or 0} = {total} > {target}")
