"""GURPS 4e on 1 yd hexes: Move budget, reach C/1/2/3, Wait triggers only.

Readings chosen (RULES.md 1.2, 1.3, 1.6, 1.8; listed in rulesets/README.md):

| option id | default | reading |
|---|---|---|
| move_budget_stat | "basic_move" | a Move maneuver moves Basic Move in yards |
| move_budget_unit | "movement" | Move is in the ruleset's movement unit (yd, 1 per hex) |
| move_budget_default | 5 | Move of a token without the stat |
| crawling_reach_c_only | true | a crawling fighter attacks at reach C only (Postures table) |
| step_yards | 1 | the step most maneuvers allow, in yd |

The maneuver taken this turn (apply() records it, `action.maneuver` spent)
caps the movement (RULES.md 1.3): Move (Basic Move less a fifth per encumbrance
level, B17) and Move and Attack full Move; All-Out
Attack and All-Out Defense (Increased Dodge) half Move, rounded down; Do
Nothing, Change Posture and Wait none; every other maneuver a step. Whole
yards only: Move x 2/3 or 1/3 rounds down (Move 5 crouching: 3). Before a
maneuver is chosen a drag is a Move. A grip-changing weapon held short or
long (state `grip`, R10) threatens and watches that reach only.

No attacks of opportunity: a move provokes only armed Wait maneuvers whose
trigger it meets (`enters_reach`, ...). Threatened hexes are those within the
reach of a ready melee weapon (C = the own hex, 1 = adjacent, 2, 3 ...); an
unready weapon threatens nothing (R6). Posture move factors and the lying-down
cap of 1 yd come from the ruleset's postures table.
"""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.systems.base import SystemRules
from battlemap.engine.systems.gurps4e.damage import halved_up, reeling
from battlemap.engine.systems.gurps4e.encumbrance import encumbered_move, encumbrance_level

MOVE_BUDGET_STAT = "basic_move"
MOVE_BUDGET_UNIT = "movement"
MOVE_BUDGET_DEFAULT = 5
CRAWLING_REACH_C_ONLY = True
STEP_YARDS = 1
REACH_C = 0
#: Hex-sides turned before the maneuver (systems/gurps4e/turning.TURNED_BEFORE).
TURNED_BEFORE = "turned_before"
FULL, HALF, STEP, NONE = "full", "half", "step", "none"
#: Movement each maneuver allows (ids of rulesets/gurps4e.toml); others: a step.
MANEUVER_MOVE = {
    "move": FULL, "move_and_attack": FULL,
    "all_out_attack": HALF, "all_out_attack_double": HALF, "all_out_attack_feint": HALF,
    "all_out_attack_strong": HALF, "all_out_attack_suppression": HALF, "all_out_defense_dodge": HALF,
    "do_nothing": NONE, "wait": NONE, "wait_leaves_reach": NONE, "wait_moves_in_reach": NONE,
    "stand_up": NONE, "crouch": NONE, "kneel": NONE,
    "sit": NONE, "crawl": NONE, "lie_down": NONE,
}


class Gurps4eRules(SystemRules):
    """Hooks of GURPS 4th edition tactical combat."""

    id: ClassVar[str] = "gurps4e"
    reaction_kind: ClassVar[str | None] = None
    #: Conditions that stop reactions but not the fighter's own turn: a stunned
    #: fighter may Do Nothing (B420), and systems/gurps4e/actions.action_reasons refuses
    #: every other maneuver. Read once engine/play/legality.py subtracts it from
    #: CANNOT_TAKE_ACTIONS (asked of the framework; until then stunned stops all).
    ACTS_DESPITE: ClassVar[frozenset[str]] = frozenset({"stunned"})
    DEFAULTS = MappingProxyType(
        {
            "move_budget_stat": MOVE_BUDGET_STAT,
            "move_budget_unit": MOVE_BUDGET_UNIT,
            "move_budget_default": MOVE_BUDGET_DEFAULT,
            "crawling_reach_c_only": CRAWLING_REACH_C_ONLY,
            "step_yards": STEP_YARDS,
        }
    )

    def movement_budget(self, state, token) -> float:
        """The posture's budget in whole yards, capped by what the maneuver taken this turn allows.

        Hex-sides turned before a Move-type maneuver cost a yard each
        (`systems/gurps4e/turning`). An armed Wait out of its turn may move as far as
        the most a Wait can become (All-Out Attack: half Move); each triggered
        entry then judges its own step or half Move (`systems/gurps4e/wait`).
        """
        left = float(math.floor(super().movement_budget(state, token) + 1e-9))
        before = token.tactical.extra.get(TURNED_BEFORE)
        before = before if isinstance(before, int) and not isinstance(before, bool) else 0
        maneuver = str(token.tactical.extra.get("maneuver", ""))
        if token.tactical.wait is not None and state.combat.active not in (None, token.id):
            kind, before = HALF, 0
        elif not state.combat.spent_by(token.id, "action.maneuver"):
            return max(0.0, left - before)
        else:
            kind = MANEUVER_MOVE.get(maneuver, STEP)
        if kind == FULL:
            return max(0.0, left - before)
        if kind == HALF and maneuver.startswith("all_out_attack"):
            before = 0
        spent = state.combat.spent_by(token.id, str(self.param("move_spent_key")))
        full = self._allowance(token)
        cap = {HALF: float(int(full // 2)) - before, STEP: float(self.param("step_yards")), NONE: 0.0}[kind]
        return max(0.0, min(left, cap - spent))

    def _allowance(self, token) -> float:
        """Basic Move less a fifth per encumbrance level (B17, `systems/gurps4e/encumbrance`), then
        halved (rounded up) below 1/3 of the HP (`systems/gurps4e/damage.reeling`)."""
        full = encumbered_move(super()._allowance(token), encumbrance_level(token))
        return float(halved_up(full)) if reeling(token) else full

    def wait_reach(self, token) -> frozenset[int]:
        reach = set(super().wait_reach(token))
        grip = token.tactical.extra.get("grip")
        for weapon in token.ready_weapons():
            if weapon.fields.get("grip_ready") is True and isinstance(grip, int) and grip in weapon.reach:
                others = {r for w in token.ready_weapons() if w is not weapon and w.kind == "melee" for r in w.reach}
                reach = {r for r in reach if r == grip or r in others}
        reach = frozenset(reach)
        if token.posture == "crawling" and self.param("crawling_reach_c_only"):
            return reach & {REACH_C}
        return reach

    def threat_reach(self, token) -> frozenset[int]:
        return self.wait_reach(token)
