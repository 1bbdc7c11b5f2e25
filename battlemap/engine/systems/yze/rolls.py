"""Rolling a Year Zero attack as its explanation writes it: "4 dice vs 2 parry dice"."""

from __future__ import annotations

import re

from battlemap.engine.battle.dice import Draw, RollVerdict, faces_text, named_defence

PATTERN = re.compile(r"^(\d+) dice(?: vs (\d+) parry dice)?$")


def judge_roll(match: re.Match[str], defence: str | None, draw: Draw) -> RollVerdict:
    """Sixes on a d6 pool; each parry six cancels one attack six."""
    dice, parry = match.groups()
    if parry is None:
        active = named_defence(None, None, defence)
        parry = str(active[1]) if active is not None and active[0] == "Parry" else None
    faces = draw(int(dice), 6)
    sixes = faces.count(6)
    detail = f"{dice}d6 [{faces_text(faces)}]: {sixes} six{'es' if sixes != 1 else ''}"
    if parry is None:
        return RollVerdict(sixes >= 1, detail)
    blocks = draw(int(parry), 6)
    cancelled = blocks.count(6)
    detail += f"; parry {parry}d6 [{faces_text(blocks)}]: {cancelled} cancelled"
    return RollVerdict(sixes - cancelled >= 1, detail)
