"""The Fallout d100 action-point ruleset: its whole contract with the engine, in one value.

The registry lists `SYSTEM`; shared code reaches these hooks only through
`state.system` (see `systems/contract.py` for what each one takes and gives).
"""

from __future__ import annotations

from battlemap.engine.systems.contract import System
from battlemap.engine.systems.fallout_pnp import (
    actions, burst, combat, dodge, dual, dual_melee, forms, hands, health, items, limits, mines,
    pickpocket, reactions, rolls, setup, stealth, turns,
)
from battlemap.engine.systems.fallout_pnp.attack import FalloutAttack
from battlemap.engine.systems.fallout_pnp.rules import FalloutPnpRules

SYSTEM = System(
    id="fallout_pnp",
    conditions=("unconscious",),
    rules=FalloutPnpRules,
    attack=FalloutAttack(),
    natural_sides=100,
    resolve_attack=combat.resolve_attack,
    roll_initiative=turns.roll_initiative,
    initiative_score=turns.initiative_score,
    start_turn=turns.start_turn,
    end_turn=turns.end_turn,
    start_round=turns.start_round,
    path_reasons=limits.path_reasons,
    path_reactions=reactions.path_reactions,
    action_reasons=actions.action_reasons,
    action_reactions=reactions.action_reactions,
    interrupts=reactions.interrupts,
    resolve_reaction=reactions.resolve_reaction,
    effects={
        "burst_shots": burst.burst_shots,
        "cancel_attack": actions.cancel_attack,
        "climb": actions.climb,
        "delay": actions.delay,
        "disarm": mines.disarm,
        "dodge": dodge.dodge,
        "drop_item": items.drop_item,
        "dual_melee_overwatch": dual_melee.declare,
        "dual_overwatch": dual.declare_second_line,
        "help_up": actions.help_up,
        "interact": actions.interact,
        "jump_high": actions.jump_high,
        "jump_long": actions.jump_long,
        "open_large_door": actions.interact,
        "pickpocket": actions.pickpocket,
        "pick_up": items.pick_up,
        "plant_item": pickpocket.plant,
        "prepare_mine": mines.prepare,
        "reload": items.reload,
        "sense": actions.sense,
        "set_up_weapon": setup.set_up,
        "shoot_thrown_item": reactions.shoot_item_action,
        "skill_check": actions.skill_check,
        "sneak": actions.sneak,
        "sneak_move": stealth.sneak_move,
        "squeeze": actions.squeeze,
        "stabilise": actions.stabilise,
        "swap_items": hands.swap_items,
        "take_set_up_weapon": setup.take_over,
    },
    health=health.health,
    los_ties="defender",
    gm_marks=mines.gm_marks,
    action_fields=forms.ACTION_FIELDS,
    key_fields=forms.KEY_FIELDS,
    roll_pattern=rolls.PATTERN,
    judge_roll=rolls.judge_roll,
)
