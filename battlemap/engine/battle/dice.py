"""Seeded, replayable, immutable dice.

A saved fight must replay the same rolls, and undo must put the dice back
where they were. So the dice are a value: `DiceStream(seed, position)`. The
die at a position is a pure function of (seed, position, sides), derived with
BLAKE2b rather than Python's `hash()` or a shared `random.Random`, so a face
never depends on PYTHONHASHSEED, the Python version, or how many dice other
calls rolled before. Rolling returns the faces and the advanced stream; the
old stream is untouched, which is exactly what undo needs.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable
from dataclasses import dataclass

# Changing this personalisation string changes every face ever rolled: it
# versions the derivation, so saved fights would no longer replay.
_PERSON = b"battlemap-dice1"
_DRAW_BITS = 64
_DRAW_RANGE = 1 << _DRAW_BITS
_DEFENCE = re.compile(r"^(\w+) (-?\d+)$")


def die_face(seed: int, position: int, sides: int) -> int:
    """The face (1..sides) of the die at `position` of the stream `seed`.

    Rejection sampling over a 64-bit BLAKE2b draw keeps every face exactly
    equally likely; a redraw happens with probability below 2**-57 for any
    die up to d100, so in practice one hash per die.
    """
    if sides < 1:
        raise ValueError(f"a die needs at least one side, got {sides}")
    limit = _DRAW_RANGE - _DRAW_RANGE % sides
    attempt = 0
    while True:
        key = f"{seed}:{position}:{sides}:{attempt}".encode()
        digest = hashlib.blake2b(key, digest_size=_DRAW_BITS // 8, person=_PERSON).digest()
        draw = int.from_bytes(digest, "big")
        if draw < limit:
            return draw % sides + 1
        attempt += 1


@dataclass(frozen=True)
class Roll:
    """What a roll showed: `dice` in NdS notation ("3d6"), the faces in order,
    and their sum (for pools, count successes with `count(6)`)."""

    dice: str
    faces: tuple[int, ...]
    total: int

    def count(self, face: int) -> int:
        """How many dice show `face` (a Year Zero pool's successes are `count(6)`)."""
        return self.faces.count(face)


@dataclass(frozen=True)
class DiceStream:
    """An immutable position in the seeded dice sequence of one fight."""

    seed: int
    position: int = 0

    def __post_init__(self) -> None:
        for name in ("seed", "position"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"DiceStream.{name} must be an int, got {value!r}")
        if self.position < 0:
            raise ValueError(f"DiceStream.position must be >= 0, got {self.position}")

    @classmethod
    def fresh(cls) -> DiceStream:
        """A stream with a new unpredictable seed, for a new scenario."""
        return cls(random.SystemRandom().getrandbits(63))

    def roll(self, count: int, sides: int) -> tuple[tuple[int, ...], DiceStream]:
        """Roll `count` dice with `sides` sides: the faces and the advanced stream."""
        if count < 0:
            raise ValueError(f"cannot roll a negative number of dice ({count})")
        if sides < 1:
            raise ValueError(f"a die needs at least one side, got {sides}")
        faces = tuple(die_face(self.seed, self.position + i, sides) for i in range(count))
        return faces, DiceStream(self.seed, self.position + count)

    def roll_dice(self, count: int, sides: int) -> tuple[Roll, DiceStream]:
        """Roll NdS as a `Roll` (notation, faces, sum) plus the advanced stream."""
        faces, stream = self.roll(count, sides)
        return Roll(f"{count}d{sides}", faces, sum(faces)), stream

    def roll_d20(self) -> tuple[Roll, DiceStream]:
        """One d20 ("1d20")."""
        return self.roll_dice(1, 20)

    def roll_3d6(self) -> tuple[Roll, DiceStream]:
        """Three d6 summed ("3d6"), the GURPS roll."""
        return self.roll_dice(3, 6)

    def roll_d100(self) -> tuple[Roll, DiceStream]:
        """One d100 ("1d100", faces 1..100), the roll-under percentile die."""
        return self.roll_dice(1, 100)

    def roll_pool(self, n: int) -> tuple[Roll, DiceStream]:
        """A Year Zero pool of `n` d6 ("5d6"); no dice (n <= 0) is an empty roll."""
        return self.roll_dice(max(0, n), 6)


#: draw(count, sides) -> faces: where judging a roll gets its dice (a stream, or a test's script).
Draw = Callable[[int, int], tuple[int, ...]]


@dataclass(frozen=True)
class RollVerdict:
    """What the dice said of an attack's roll: hit or not, and the roll as the log writes it."""

    hit: bool
    detail: str


def faces_text(faces: tuple[int, ...]) -> str:
    """Faces as the log writes them: "3+5+6", "4", or "-" for none."""
    return "+".join(str(f) for f in faces) if len(faces) > 1 else str(faces[0]) if faces else "-"


def named_defence(name: str | None, value: str | None, defence: str | None) -> tuple[str, int] | None:
    """The active defence named in a roll ("... vs Dodge 7") or else in the explanation's own
    `defence` field ("Parry 12"); None when there is none."""
    if value is not None:
        return name or "Defence", int(value)
    found = _DEFENCE.match(defence or "")
    return (found.group(1), int(found.group(2))) if found else None
