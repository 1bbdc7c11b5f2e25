"""The ready weapons a catalogue entry may strike with, by the weapon its requirements ask for.

Year Zero's Close combat attack needs a ready melee weapon, its Shoot a ready
ranged one; a hunter holds a bow and fists. Left to the first ready weapon
that reaches, Close combat shot the bow across an engagement, at a melee
action's cost. An entry whose requirements name a kind of weapon
(`ready_melee_weapon`, `ranged_weapon_ready`) strikes with a ready weapon of
that kind; any other entry, with any ready weapon, as before.
"""

from __future__ import annotations

from battlemap.engine.attacks.models import MELEE, RANGED, THROWN

#: A weapon requirement -> the weapon kinds that meet it (engine/play/requirements.py judges them).
REQUIRED_KINDS: dict[str, tuple[str, ...]] = {
    "ready_melee_weapon": (MELEE,),
    "ranged_weapon_ready": (RANGED, THROWN),
}


def entry_kinds(state, entry: str | None) -> tuple[str, ...]:
    """The weapon kinds catalogue entry `entry` strikes with (empty: any)."""
    definition = state.ruleset.actions.get(entry) if entry else None
    if definition is None:
        return ()
    for requirement in definition.requirements():
        kinds = REQUIRED_KINDS.get(str(requirement.code))
        if kinds:
            return kinds
    return ()
