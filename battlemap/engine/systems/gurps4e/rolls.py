"""Rolling a GURPS attack as its explanation writes it: "3d6 <= 12 vs Dodge 7"."""

from __future__ import annotations

import re

from battlemap.engine.battle.dice import Draw, RollVerdict, faces_text, named_defence
from battlemap.engine.systems.gurps4e.odds import is_critical_success, is_success

PATTERN = re.compile(r"^3d6 <= (-?\d+)(?: vs (.+) (-?\d+))?$")


def judge_roll(match: re.Match[str], defence: str | None, draw: Draw) -> RollVerdict:
    """3d6 under the effective skill; a non-critical hit then meets the active defence."""
    skill, name, value = match.groups()
    active = named_defence(name, value, defence)
    faces = draw(3, 6)
    roll = sum(faces)
    detail = f"3d6 [{faces_text(faces)}] = {roll} <= {skill}"
    if not is_success(roll, int(skill)):
        return RollVerdict(False, detail)
    if is_critical_success(roll, int(skill)):
        return RollVerdict(True, f"{detail}, critical")
    if active is None:
        return RollVerdict(True, detail)
    parry = draw(3, 6)
    defended = is_success(sum(parry), active[1])
    outcome = "defended" if defended else "failed"
    detail += f"; {active[0]} {active[1]}: 3d6 [{faces_text(parry)}] = {sum(parry)}, {outcome}"
    return RollVerdict(not defended, detail)
