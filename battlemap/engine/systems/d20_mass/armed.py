"""d20 mass combat: a grapple declared as a trip or a disarm, struck with a weapon (RULES.md 3.8).

The seed: "a grapple declared beforehand as a trip may use another melee
attack instead of the unarmed one [...]; a grapple made with another attack
ends by itself, whether the check succeeds or not", and the same for a
disarm ("another attack instead of the unarmed melee attack") [S]. The
catalogue's `grapple` with option `purpose` = trip or disarm is the
grapple's attack (-4 against Dodge) with a melee weapon (option `weapon`,
else the first ready non-natural one): on a hit the grapple check of the
option follows at once (`systems/d20_mass/grapple`, with its die-step and two-handed
terms for the disarm), and the hold ends either way. Without `purpose` the
grapple is the plain unarmed one.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.d20_mass import grapple

#: Option `purpose` of a grapple -> the grapple option it carries out.
ARMED = {"trip": "grapple_trip", "disarm": "grapple_disarm"}
PURPOSE = "purpose"


def purpose(action) -> str | None:
    """"trip" or "disarm" when the grapple was declared for one (option `purpose`), else None."""
    value = action.option(PURPOSE)
    return str(value).strip().lower() if value is not None and str(value).strip() else None


def armed_weapon(token, named=None):
    """The melee weapon the grapple strikes with: the one named, else the first ready non-natural one."""
    ready = [w for w in token.ready_weapons() if w.kind == "melee" and w.fields.get("natural") is not True]
    if named is not None:
        return next((w for w in ready if w.id == named), None)
    return ready[0] if ready else None


def armed_reasons(state, action) -> tuple[Reason, ...]:
    """A purpose the seed names, and a weapon to strike with (the fists are the plain grapple's)."""
    declared = purpose(action)
    if declared is None:
        return ()
    if declared not in ARMED:
        return (Reason.of("unknown_purpose", purpose=declared, known=tuple(ARMED)),)
    named = action.option("weapon")
    if armed_weapon(state.token(action.actor), str(named) if named is not None else None) is None:
        return (Reason.of("no_melee_weapon", weapon=named),)
    return ()


def with_weapon(state, action):
    """`action` naming the weapon it strikes with (the model then judges that weapon, not the fists)."""
    if action.option("weapon") is not None:
        return action
    weapon = armed_weapon(state.token(action.actor))
    return replace(action, options=(*action.options, ("weapon", weapon.id))) if weapon is not None else action


def after_grapple(state, action, events):
    """After the armed grapple's roll: on a hit the option's check, then the hold ends (hit or not)."""
    if not state.has_token(action.target) or state.token(action.actor).tactical.grappling != action.target:
        return state, tuple(events)
    state, checked = grapple.resolve(state, action, ARMED[purpose(action)])
    grappler, held = state.token(action.actor), state.token(action.target)
    state, ended = grapple.released(state, grappler, held, action, "armed")
    return state, (*events, *checked, *ended)


__all__ = ["ARMED", "after_grapple", "armed_reasons", "armed_weapon", "purpose", "with_weapon"]
