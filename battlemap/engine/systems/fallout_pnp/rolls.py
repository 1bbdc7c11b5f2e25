"""Rolling a Fallout attack as its explanation writes it: "d100 <= 55"."""

from __future__ import annotations

import re

from battlemap.engine.battle.dice import Draw, RollVerdict

PATTERN = re.compile(r"^d100 <= (-?\d+)$")


def judge_roll(match: re.Match[str], defence: str | None, draw: Draw) -> RollVerdict:
    """d100 at most the (capped) hit chance."""
    (chance,) = match.groups()
    (face,) = draw(1, 100)
    return RollVerdict(face <= int(chance), f"d100 [{face}] <= {chance}")
