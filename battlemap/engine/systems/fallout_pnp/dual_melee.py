"""Fallout d100 homebrew: a dual Overwatch with paired melee weapons (RULES.md 4.3, Боеготовность).

"With paired melee weapons you can do the same, but you also have a choice:
wait for two targets and attack them in turn, or strike one target with both
hands. Dual overwatch is only possible with weapons of one Type." A melee
overwatch watches the weapons' reach, not a line, so the two "lines" are the
same reach. The action `overwatch_dual_melee` (2 AP: 1 AP per weapon)
declares it with the option `mode`:

| mode | what the reach does |
|---|---|
| `two_targets` (default) | the first enemy entering the reach takes the first weapon's attack; the second weapon waits for the next enemy (a different one) |
| `one_target` | the first enemy entering the reach takes both attacks, one per weapon |

Each attack is a single melee attack with the dual penalty (option
`dual_penalty`, as a ranged dual overwatch), never Focused. The state holds
it like a ranged dual (`systems/fallout_pnp/dual`: `overwatch_dual` = the weapons,
`overwatch_second` = the declared cell) plus `overwatch_dual_mode`; the
second line is judged by `systems/fallout_pnp/reactions`, which holds it back
while the first still waits (`second_waits`) and fires both at once in
`one_target` mode (`both_at_once`), and never offers the second to the
enemy the first struck (`overwatch_dual_first`, `second_refused`). Both end
at the token's next turn.
"""

from __future__ import annotations

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.fallout_pnp import ammo, dual

MODE = "overwatch_dual_mode"
#: The enemy the first weapon struck in `two_targets` mode: the second waits for another.
FIRST = "overwatch_dual_first"
MODES = ("two_targets", "one_target")
TWO_TARGETS, ONE_TARGET = MODES


def paired_melee(token) -> tuple[str, str] | None:
    """The first two ready melee weapons of one `type` (unarmed fists excluded), or None."""
    by_type: dict[object, list[str]] = {}
    for weapon in token.ready_weapons():
        kind = weapon.fields.get(dual.TYPE_FIELD)
        if weapon.kind == "melee" and kind not in (None, "unarmed"):
            by_type.setdefault(kind, []).append(weapon.id)
            if len(by_type[kind]) == 2:
                return tuple(by_type[kind])
    return None


def mode_of(action) -> str | None:
    """The option `mode` (blank: two_targets), or None when it is not one of the two."""
    value = action.option("mode")
    value = TWO_TARGETS if value in (None, "") else str(value)
    return value if value in MODES else None


def dual_melee_reasons(state, action) -> list[Reason]:
    """Two ready melee weapons of one Type, and a mode the seed names."""
    reasons = []
    if paired_melee(state.token(action.actor)) is None:
        reasons.append(Reason.of("requires_paired_weapons", field=dual.TYPE_FIELD, kind="melee"))
    if mode_of(action) is None:
        reasons.append(Reason.of("dual_melee_mode", mode=action.option("mode"), modes=MODES))
    return reasons


def declare(state, action):
    """Store the paired weapons, the second "line" (the same reach) and the mode: (state, events)."""
    token = state.token(action.actor)
    pair = list(paired_melee(token))
    mode = mode_of(action)
    toward = action.cell if action.cell is not None else token.cell
    state = ammo.with_extras(state, token.id, {dual.DUAL: pair, dual.SECOND: list(state.grid.to_offset(toward)),
                                               MODE: mode})
    return state, (Event.of("overwatch_dual_melee", token.id, action.id, None, weapons=tuple(pair), mode=mode),)


def second_waits(token) -> bool:
    """True when the token's second melee attack is not to be offered on its own now: in
    `one_target` mode it goes with the first; in `two_targets` mode it waits for the next enemy."""
    mode = token.tactical.extra.get(MODE)
    if mode == ONE_TARGET:
        return True
    return mode == TWO_TARGETS and token.tactical.overwatch is not None


def second_refused(token, mover: str) -> bool:
    """True when `mover` is the enemy the first weapon already struck (`two_targets`)."""
    return token.tactical.extra.get(MODE) == TWO_TARGETS and token.tactical.extra.get(FIRST) == mover


def both_at_once(token) -> bool:
    """True when the first trigger of the reach takes both attacks (`one_target`)."""
    return token.tactical.extra.get(MODE) == ONE_TARGET and dual.declared_second(token) is not None
