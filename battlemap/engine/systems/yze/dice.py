"""Year Zero dice as rolled (RULES.md 2.4): pools of d6 by kind, sixes, pushes, banes.

A pool keeps its attribute, skill and gear dice apart because a push treats
them differently: every die not showing a six is rerolled, except banes (ones)
that lock. Option `banes_lock` (RULES.md 2.9): `attribute_gear` (default) locks
ones on attribute and gear dice only, `all` locks every one. Every roll takes
its faces from the state's seeded `DiceStream`, so a fight replays and undo
puts the dice back.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.dice import DiceStream

SIX, BANE = 6, 1
LOCK_ATTRIBUTE_GEAR, LOCK_ALL = "attribute_gear", "all"


@dataclass(frozen=True)
class PoolRoll:
    """The faces of one Year Zero roll, by kind of die."""

    attribute: tuple[int, ...] = ()
    skill: tuple[int, ...] = ()
    gear: tuple[int, ...] = ()
    pushed: bool = False

    @property
    def faces(self) -> tuple[int, ...]:
        return self.attribute + self.skill + self.gear

    @property
    def successes(self) -> int:
        """Sixes: every one counts, rerolled or kept."""
        return self.faces.count(SIX)

    def banes(self, kinds: tuple[str, ...] = ("attribute", "gear")) -> int:
        """Ones on the dice of these kinds (a push's cost is counted on them)."""
        return sum(getattr(self, kind).count(BANE) for kind in kinds)

    def text(self) -> str:
        """"3d6 [6+2+1]: 1 six" - what the log shows."""
        faces = self.faces
        shown = "+".join(map(str, faces)) or "-"
        pushed = " pushed" if self.pushed else ""
        six = "six" if self.successes == 1 else "sixes"
        return f"{len(faces)}d6{pushed} [{shown}]: {self.successes} {six}"


def roll_pool(stream: DiceStream, attribute: int, skill: int, gear: int) -> tuple[PoolRoll, DiceStream]:
    """Roll attribute, skill and gear dice (in that order on the stream)."""
    a, stream = stream.roll(max(0, attribute), 6)
    s, stream = stream.roll(max(0, skill), 6)
    g, stream = stream.roll(max(0, gear), 6)
    return PoolRoll(a, s, g), stream


def _locked(kind: str, face: int, lock: str) -> bool:
    if face == SIX:
        return True
    return face == BANE and (lock == LOCK_ALL or kind != "skill")


def push(roll: PoolRoll, stream: DiceStream, lock: str = LOCK_ATTRIBUTE_GEAR) -> tuple[PoolRoll, DiceStream]:
    """Reroll every die that shows neither a six nor a locked bane (once per roll)."""
    if roll.pushed:
        raise ValueError("a roll can be pushed only once")
    kinds = {}
    for kind in ("attribute", "skill", "gear"):
        faces = []
        for face in getattr(roll, kind):
            if _locked(kind, face, lock):
                faces.append(face)
            else:
                (new,), stream = stream.roll(1, 6)
                faces.append(new)
        kinds[kind] = tuple(faces)
    return PoolRoll(**kinds, pushed=True), stream


def armour_roll(stream: DiceStream, rating: int) -> tuple[tuple[int, ...], int, DiceStream]:
    """Armour or cover: `rating` d6, each six stops one damage (never pushed)."""
    faces, stream = stream.roll(max(0, rating), 6)
    return faces, faces.count(SIX), stream
