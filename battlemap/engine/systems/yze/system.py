"""The Year Zero Engine: its whole contract with the engine, in one value.

The registry lists `SYSTEM`; shared code reaches these hooks only through
`state.system` (see `systems/contract.py` for what each one takes and gives).
"""

from __future__ import annotations

from battlemap.engine.systems.contract import System
from battlemap.engine.systems.yze import (
    actions, combat, damage, duel, forms, health, openers, persuade, provoked, ranges, rolls,
    skills, turns, vehicles,
)
from battlemap.engine.systems.yze.attack import YzeAttack
from battlemap.engine.systems.yze.rules import YzeRules
from battlemap.engine.systems.yze.sight import dark_screens

SYSTEM = System(
    id="yze",
    conditions=("broken",),
    rules=YzeRules,
    attack=YzeAttack(),
    natural_sides=6,
    resolve_attack=combat.resolve_attack,
    roll_initiative=turns.roll_initiative,
    initiative_score=turns.initiative_score,
    start_turn=turns.start_turn,
    start_round=turns.start_round,
    path_reasons=actions.path_reasons,
    engages=actions.engages,
    action_reasons=actions.action_reasons,
    action_reactions=provoked.action_reactions,
    interrupts=provoked.interrupts,
    resolve_reaction=provoked.resolve_reaction,
    effects={
        "ambush": openers.ambush,
        "break_door": actions.break_door,
        "disarm_keep": actions.disarm_keep,
        "drive": vehicles.drive,
        "end_sneak": openers.end_sneak,
        "enter_cluttered": actions.enter_cluttered,
        "enter_vehicle": vehicles.enter_vehicle,
        "exit_vehicle": vehicles.exit_vehicle,
        "face_stress": skills.face_stress,
        "first_aid": skills.first_aid,
        "grab_wheel": vehicles.grab_wheel,
        "mark_start": actions.mark_start,
        "open_door": actions.open_door,
        "overwatch_duel_second": duel.second_shot,
        "persuade": persuade.persuade,
        "reload": actions.reload,
        "sneak": openers.sneak,
        "spot": openers.spot,
        "start_engine": vehicles.start_engine,
        "swap_cards": openers.swap_cards,
        "take_cover": skills.take_cover,
        "use_item": skills.use_item,
    },
    health=health.health,
    range_band=ranges.range_band,
    sight_screens=dark_screens,
    range_bands=ranges.YZE_BANDS,
    token_counts=(damage.PHYSICAL, damage.MENTAL),
    action_fields=forms.ACTION_FIELDS,
    key_fields=forms.KEY_FIELDS,
    attack_fields=("push",),
    roll_pattern=rolls.PATTERN,
    judge_roll=rolls.judge_roll,
)
