"""d20 mass combat on 25 ft squares: its whole contract with the engine, in one value.

The registry lists `SYSTEM`; shared code reaches these hooks only through
`state.system` (see `systems/contract.py` for what each one takes and gives).
"""

from __future__ import annotations

from battlemap.engine.systems.contract import System
from battlemap.engine.systems.d20_mass import (
    actions, combat, doors, double_move, forms, health, loading, multi, objects, ranges, reactions, rolls, turns,
)
from battlemap.engine.systems.d20_mass.attack import D20MassAttack
from battlemap.engine.systems.d20_mass.damage import DISABLED
from battlemap.engine.systems.d20_mass.rules import D20MassRules

SYSTEM = System(
    id="d20_mass",
    conditions=("wounded", "disabled", "unconscious", "helpless", "flat_footed"),
    rules=D20MassRules,
    attack=D20MassAttack(),
    natural_sides=20,
    resolve_attack=combat.resolve_attack,
    on_hit=combat.on_hit,
    roll_initiative=turns.roll_initiative,
    initiative_score=turns.initiative_score,
    start_turn=turns.start_turn,
    end_turn=turns.end_turn,
    start_round=turns.start_round,
    action_reasons=actions.action_reasons,
    action_cost=double_move.move_cost,
    minimum_move=double_move.is_minimum_move,
    action_reactions=reactions.provoked_reactions,
    interrupts=reactions.interrupts,
    resolve_reaction=reactions.resolve_provoked,
    effects={
        "close_door": doors.close_door,
        "escape": actions.escape,
        "more_attacks": multi.more_attacks,
        "move_then_attack": actions.move_then_attack,
        "open_door": doors.open_door,
        "reload": loading.reload,
        "set_load": objects.set_load,
    },
    health=health.health,
    range_band=ranges.range_band,
    los_ties="defender",
    tokens_give_cover=False,
    crowd_modifiers=True,
    stop_conditions=frozenset({DISABLED}),
    attack_fields=("weapon",),
    action_fields=forms.ACTION_FIELDS,
    key_fields=forms.KEY_FIELDS,
    roll_pattern=rolls.PATTERN,
    judge_roll=rolls.judge_roll,
)
