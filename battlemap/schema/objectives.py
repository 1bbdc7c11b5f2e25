"""The file's `objectives`: what each side fights for, checked at the end of each round.

One entry per objective, told apart by `kind`:

- `hold_zone`: the side's tokens alone stand in `zone` at the end of `rounds` rounds in a row;
- `reach_zone`: `count` of the side's tokens stand in `zone` (checked when a round ends);
- `destroy_side`: no token of `target` still fights (fallen or routed, by the system's rules);
- `survive_rounds`: a token of the side still fights when round `rounds` ends;
- `protect_token`: `token` still fights when the battle ends; it falling loses the side the battle.

The cross checks (sides, zones and tokens named exist) are in `objective_checks.py`.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from .types import Frozen, Id, Text

#: The most objectives a file holds.
MAX_OBJECTIVES = 100
#: The most rounds an objective counts (hold a zone for N rounds, survive N rounds).
MAX_OBJECTIVE_ROUNDS = 10_000


class _Objective(Frozen):
    #: Names the objective in the window and the log; left out: its position, "objective 1".
    id: Id | None = None
    #: The side whose objective it is (as its tokens spell it).
    side: Id
    #: What the window shows; left out, the window words it from the kind.
    name: Text | None = None


class HoldZone(_Objective):
    kind: Literal["hold_zone"]
    zone: Id
    rounds: int = Field(default=1, ge=1, le=MAX_OBJECTIVE_ROUNDS)


class ReachZone(_Objective):
    kind: Literal["reach_zone"]
    zone: Id
    count: int = Field(default=1, ge=1, le=10_000)


class DestroySide(_Objective):
    kind: Literal["destroy_side"]
    target: Id


class SurviveRounds(_Objective):
    kind: Literal["survive_rounds"]
    rounds: int = Field(ge=1, le=MAX_OBJECTIVE_ROUNDS)


class ProtectToken(_Objective):
    kind: Literal["protect_token"]
    token: Id


Objective = Annotated[
    Union[HoldZone, ReachZone, DestroySide, SurviveRounds, ProtectToken],
    Field(discriminator="kind"),
]
