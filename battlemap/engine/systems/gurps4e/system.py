"""GURPS 4th Edition: its whole contract with the engine, in one value.

The registry lists `SYSTEM`; shared code reaches these hooks only through
`state.system` (see `systems/contract.py` for what each one takes and gives).
"""

from __future__ import annotations

from battlemap.engine.systems.contract import System
from battlemap.engine.systems.gurps4e import (
    actions, advance, combat, damage, drag, exchange, forms, health, hurry, items, lift,
    move_facing, ranges, retreat, rolls, suppression, turning, turns, wait,
)
from battlemap.engine.systems.gurps4e.attack import GurpsAttack
from battlemap.engine.systems.gurps4e.rules import Gurps4eRules

SYSTEM = System(
    id="gurps4e",
    conditions=("stunned", "unconscious", "dead"),
    token_counts=(damage.INJURY, health.FATIGUE),
    rules=Gurps4eRules,
    attack=GurpsAttack(),
    natural_sides=216,
    resolve_attack=combat.resolve_attack,
    roll_initiative=turns.roll_initiative,
    initiative_score=turns.initiative_score,
    start_turn=turns.start_turn,
    path_reasons=actions.path_reasons,
    path_extra_cost=move_facing.path_extra_cost,
    path_reactions=suppression.path_reactions,
    after_move=move_facing.after_move,
    plain_drag=drag.plain_drag,
    action_reasons=actions.action_reasons,
    resolve_reaction=actions.resolve_reaction,
    effects={
        "aim": actions.aim,
        "declare_retreat": retreat.declare_retreat,
        "evaluate": actions.evaluate,
        "face": advance.face,
        "fast_draw": items.fast_draw,
        "grip_step": items.grip_step,
        "hand_over": exchange.hand_over,
        "hold_out": exchange.hold_out,
        "hurry_long_action": hurry.hurry_long_action,
        "lift_second": lift.lift_second,
        "long_action_second": exchange.long_action_second,
        "move_then_attack": advance.move_then_attack,
        "plan_wait": wait.plan_wait,
        "put_down": items.put_down,
        "reload_second": exchange.reload_second,
        "suppress": suppression.suppress,
        "took_item": items.took_item,
        "turn": turning.turn,
        "waited": wait.waited,
    },
    health=health.health,
    range_band=ranges.range_band,
    action_fields=forms.ACTION_FIELDS,
    key_fields=forms.KEY_FIELDS,
    roll_pattern=rolls.PATTERN,
    judge_roll=rolls.judge_roll,
)
