"""A side's temperament as the weights of its plans' score (SCENARIO-FORMAT.md `sides`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Weights:
    """How much a plan's expected harm dealt, harm taken and objective progress count."""

    dealt: float
    taken: float
    goal: float


#: aggressive trades blows, cautious keeps out of reach, steady weighs both alike.
TEMPERAMENTS = {
    "aggressive": Weights(dealt=1.5, taken=0.5, goal=1.0),
    "steady": Weights(dealt=1.0, taken=1.0, goal=1.0),
    "cautious": Weights(dealt=0.8, taken=1.6, goal=0.8),
}


def weights_of(state, side: str) -> Weights:
    """The weights of `side` (steady when the file says nothing)."""
    entry = state.sides.get(side)
    return TEMPERAMENTS.get(entry.temperament if entry is not None else "steady", TEMPERAMENTS["steady"])
