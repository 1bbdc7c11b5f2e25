"""An objective as the battle holds it: the file's entry, flattened to one frozen value."""

from __future__ import annotations

from dataclasses import dataclass

#: The kinds of objective a file may name (schema/objectives.py says what each means).
KINDS = ("hold_zone", "reach_zone", "destroy_side", "survive_rounds", "protect_token")


@dataclass(frozen=True, slots=True)
class Objective:
    """One side's objective; the fields a kind does not use stay at their defaults."""

    #: The file's id, or "objective-N" (N from 1, its position) when it gave none.
    id: str
    side: str
    kind: str
    name: str | None = None
    #: hold_zone, reach_zone: the zone's id.
    zone: str | None = None
    #: hold_zone: rounds in a row; survive_rounds: the round to see the end of.
    rounds: int = 0
    #: reach_zone: how many of the side's tokens must stand in the zone.
    count: int = 1
    #: destroy_side: the side to destroy or rout.
    target: str | None = None
    #: protect_token: the token to keep fighting.
    token: str | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a battle ended: who won (None: a draw), why (a stable code), by which objective.

    `reason` is an objective's kind (`hold_zone`, `reach_zone`, `destroy_side`,
    `survive_rounds`), `protect_token_lost` (the objective's side lost its token),
    `last_side_standing`, or `no_side_standing` (a draw); `objective` is the
    deciding objective's id, None when no objective decided it.
    """

    winner: str | None
    reason: str
    objective: str | None = None


def objective_of(entry, position: int) -> Objective:
    """The battle's value of a file entry (`position` from 0 names one without an id)."""
    return Objective(
        id=entry.id or f"objective-{position + 1}",
        side=entry.side,
        kind=entry.kind,
        name=entry.name,
        zone=getattr(entry, "zone", None),
        rounds=getattr(entry, "rounds", 0),
        count=getattr(entry, "count", 1),
        target=getattr(entry, "target", None),
        token=getattr(entry, "token", None),
    )
