"""Year Zero parry limits (RULES.md 2.6, seed 格擋): what you may parry with.

Parrying an armed attack or a beast's needs a sturdy weapon or tool: a ready
melee weapon other than bare hands whose field `parry` is not false (a
flimsy item says `parry = false`). Unarmed, you parry only an unarmed attack
by a humanoid. A beast is a token with a natural weapon (weapon field
`beast = true`, the catalogue's `claws`): every attack it makes is a beast's,
even a bare-handed special. `can_parry` is what the attack model asks of an
attack as rolled; `parry_reasons` judges a declared parry (the catalogue's
`parry`, declared before the attacker rolls) against the enemy it names, whose
ready melee weapon is taken to be what it will strike with
(`parry_needs_sturdy_item`).
"""

from __future__ import annotations

from battlemap.engine.attacks.models import MELEE
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState

UNARMED = "unarmed"


def sturdy_items(token) -> tuple:
    """The token's ready melee weapons that can parry (not bare hands, not flimsy)."""
    return tuple(w for w in token.ready_weapons()
                 if w.kind == MELEE and w.id != UNARMED and w.fields.get("parry", True) is not False)


def is_beast(token) -> bool:
    """True for a token fighting with natural weapons (a weapon with `beast = true`)."""
    return any(w.fields.get("beast") is True for w in token.weapons)


def can_parry(parrier, attacker, weapon, bare_handed: bool) -> bool:
    """True when `parrier` has something to parry this attack with: a sturdy item,
    or bare hands against a humanoid's unarmed attack."""
    if sturdy_items(parrier):
        return True
    unarmed_attack = bare_handed or weapon is None or weapon.id == UNARMED
    return unarmed_attack and not is_beast(attacker) and not (weapon is not None and weapon.fields.get("beast") is True)


def parry_reasons(state: BattleState, action: Action) -> list[Reason]:
    """A declared parry without a sturdy item, against a beast or an armed enemy."""
    if action.id != "parry" or action.target is None or not state.has_token(action.target):
        return []
    parrier, enemy = state.token(action.actor), state.token(action.target)
    if sturdy_items(parrier):
        return []
    if is_beast(enemy):
        return [Reason.of("parry_needs_sturdy_item", against="beast")]
    armed = [w.id for w in enemy.ready_weapons() if w.kind == MELEE and w.id != UNARMED]
    if armed:
        return [Reason.of("parry_needs_sturdy_item", against=armed[0])]
    return []
