"""GURPS active defences (RULES.md 1.3, 1.6, 1.7): which the target may use, and at what.

The defender's last maneuver (the `maneuver` extra apply() records) fixes
what it may do until its next turn:

| maneuver | active defence |
|---|---|
| any All-Out Attack | none |
| Move and Attack | Dodge or Block, no Parry |
| All-Out Defense (Increased Dodge / Parry / Block) | that defence +2 |
| All-Out Defense (Double Defense) | a second, different defence if the first fails |
| any other | the best of Dodge, Parry, Block |

Dodge = stat `dodge`, else floor(Basic Speed) + 3 less the encumbrance level
(`systems/gurps4e/encumbrance`, B17), halved (rounded up)
for a fighter below 1/3 of its HP (`systems/gurps4e/damage.reeling`). Parry = 3 + skill // 2 +
the ready melee weapon's `parry` (only with a ready weapon, R6; an
unbalanced weapon, "U" in the Parry column, not after it attacked). Block =
3 + `shield_skill` (else `skill`) // 2, only with a ready shield (a weapon
with a `db` field). The ready shield's DB (else the `shield_db` stat when
the token owns no shield at all; an unready shield gives nothing, R8) adds to
every defence. Retreat (option `gurps_retreat`, per attack the action
option `retreat`, or the defender's own `defend_retreating`, `systems/gurps4e/retreat`):
Dodge +3, Parry and Block +1. Posture, a lost balance (-2, B556), stun and a feint's margin against this attacker come off; an
attack from a side hex is defended at -2, one from the back hex not at all
(`systems/gurps4e/facing`, option `gurps_facing_arcs`).
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.attacks.models import against, int_stat, option
from battlemap.engine.battle.modifiers import Modifier
from battlemap.engine.systems.gurps4e import modifier_words as words
from battlemap.engine.systems.gurps4e.damage import halved_up, reeling
from battlemap.engine.systems.gurps4e.encumbrance import dodge as encumbered_dodge
from battlemap.engine.systems.gurps4e.facing import BACK, FRONT, SIDE, SIDE_DEFENCE, token_arc
from battlemap.engine.systems.gurps4e.retreat import declared_against

SRC = "gurps4e"
MANEUVER = "maneuver"
ALL_OUT_ATTACK = "all_out_attack"
MOVE_AND_ATTACK = "move_and_attack"
AOD_BONUS = 2
#: All-Out Defense maneuver -> the defence it raises.
AOD_INCREASED = {
    "all_out_defense_dodge": "Dodge", "all_out_defense_parry": "Parry", "all_out_defense_block": "Block",
}
AOD_DOUBLE = "all_out_defense_double"
#: Maneuvers that attack: an unbalanced ("U") weapon used in one cannot parry until the next turn.
ATTACK_MANEUVERS = frozenset({"attack", "move_and_attack", "all_out_attack", "all_out_attack_double",
                              "all_out_attack_feint", "all_out_attack_strong"})
RETREAT = {"Dodge": 3, "Parry": 1, "Block": 1}
#: Set on the defender while an attack with the option `retreat` is priced and rolled (systems/gurps4e/retreat).
RETREATING = "retreating"
STUNNED = -4
POSTURE = {"kneeling": -2, "sitting": -2, "crawling": -3, "prone": -3}
NO_DEFENCE = frozenset({"unconscious", "helpless", "surprised"})
FEINT_KEY = "feint."
SHIELD_SECONDS = "shield_seconds"
#: A critical miss's lost balance (B556 7, 13): defences -2 until the fighter's next turn.
LOST_BALANCE, LOST_BALANCE_DEFENCE = "lost_balance", -2


@dataclass(frozen=True)
class DefencePlan:
    """The defences the target rolls in order (name, value); empty: none at all."""

    rolls: tuple[tuple[str, int], ...]
    why_none: str | None = None

    def label(self) -> str | None:
        """"Parry 12" or "Parry 12, then Dodge 10"; None without a defence."""
        if not self.rolls:
            return None
        return ", then ".join(f"{name} {value}" for name, value in self.rolls)


def maneuver_of(token) -> str:
    """The maneuver the token last took (fixes its defences until its next turn)."""
    value = token.tactical.extra.get(MANEUVER)
    return value if isinstance(value, str) else ""


def made_all_out_attack(token) -> bool:
    """An All-Out Attack of any kind (or the file says so): no active defence."""
    return maneuver_of(token).startswith(ALL_OUT_ATTACK) or token.tactical.extra.get(ALL_OUT_ATTACK) is True


def skill_with(token, weapon) -> int:
    """The skill a token uses with `weapon` (its `skill` field names a stat, else `skill`, else DX)."""
    named = weapon.fields.get("skill") if weapon is not None else None
    if isinstance(named, str) and named in token.stats:
        return int_stat(token, named, 10)
    if "skill" in token.stats:
        return int_stat(token, "skill", 10)
    return int_stat(token, "dx", 10)


def ready_shield(token):
    """The ready shield: a ready weapon with a `db` field, or an unready one strapped on by
    as many `ready_shield` turns (state `shield_seconds`) as its DB (R8); else None."""
    found = next((w for w in token.ready_weapons() if _int(w.fields.get("db")) is not None), None)
    if found is not None:
        return found
    turns = _int(token.tactical.extra.get(SHIELD_SECONDS)) or 0
    for weapon in token.weapons:
        db = _int(weapon.fields.get("db"))
        if db is not None and turns >= max(1, db):
            return weapon
    return None


def shield_db(token) -> int:
    """DB of the ready shield; the `shield_db` stat only for a token owning no shield (R8)."""
    shield = ready_shield(token)
    if shield is not None:
        return _int(shield.fields.get("db")) or 0
    if any(_int(w.fields.get("db")) is not None for w in token.weapons):
        return 0
    return int_stat(token, "shield_db", 0)


def base_defences(token, *, ranged: bool) -> dict[str, int]:
    """Dodge, and Parry / Block when a ready weapon / shield allows them, before modifiers."""
    dodge = encumbered_dodge(token)
    found = {"Dodge": halved_up(dodge) if reeling(token) else dodge}
    attacked = maneuver_of(token) in ATTACK_MANEUVERS
    if not ranged:
        for weapon in token.ready_weapons():
            parry = _int(weapon.fields.get("parry"))
            if attacked and weapon.fields.get("unbalanced") is True:
                continue  # "U": no parry with it once it has attacked this turn
            if weapon.kind == "melee" and parry is not None and _int(weapon.fields.get("db")) is None:
                found["Parry"] = max(found.get("Parry", -99), 3 + skill_with(token, weapon) // 2 + parry)
    shield = ready_shield(token)
    if shield is not None:
        skill = int_stat(token, "shield_skill", 0) if "shield_skill" in token.stats else skill_with(token, None)
        found["Block"] = 3 + skill // 2
    return found


def plan_defence(state, attacker, target, *, ranged: bool, mods: list[Modifier]) -> DefencePlan:
    """The target's defences against this attack; their shared terms appended to `mods`."""
    if not option(state.options, "gurps_active_defence", True):
        return DefencePlan((), "defence_option_off")
    found = sorted(target.conditions & NO_DEFENCE)
    if found:
        return DefencePlan((), found[0])
    if made_all_out_attack(target):
        return DefencePlan((), "all_out_attack")
    arc = token_arc(state, target, attacker) if option(state.options, "gurps_facing_arcs", True) else FRONT
    if arc == BACK:
        return DefencePlan((), "back_arc")
    maneuver = maneuver_of(target)
    values = base_defences(target, ranged=ranged)
    if maneuver == MOVE_AND_ATTACK:
        values.pop("Parry", None)
    increased = AOD_INCREASED.get(maneuver)
    if increased in values:
        values[increased] += AOD_BONUS
    retreat = (option(state.options, "gurps_retreat", False) or target.tactical.extra.get(RETREATING) is True
               or declared_against(state, target.id, attacker.id) is not None)
    if retreat:
        values = {name: value + RETREAT[name] for name, value in values.items()}
    change = _shared_terms(target, attacker, mods)
    if arc == SIDE:
        against(mods, "defence_side", words.SIDE_HEX, SIDE_DEFENCE, SRC, change=SIDE_DEFENCE)
        change += SIDE_DEFENCE
    order = sorted(values.items(), key=lambda kv: (-kv[1], ("Parry", "Block", "Dodge").index(kv[0])))
    count = 2 if maneuver == AOD_DOUBLE else 1
    _bonus_terms(mods, increased if increased in values else None, retreat, order[:count])
    return DefencePlan(tuple((name, value + change) for name, value in order[:count]))


def _shared_terms(target, attacker, mods: list[Modifier]) -> int:
    change = 0
    db = shield_db(target)
    if db:
        against(mods, "defence_shield", words.SHIELD_DB, db, SRC, db=db)
        change += db
    if target.posture in POSTURE:
        value = POSTURE[target.posture]
        against(mods, "defence_posture", words.DEFENCE_POSTURE, value, SRC,
                posture=words.posture(target.posture), change=value)
        change += value
    if target.tactical.extra.get(LOST_BALANCE) is True:
        against(mods, "defence_lost_balance", words.LOST_BALANCE, LOST_BALANCE_DEFENCE, SRC)
        change += LOST_BALANCE_DEFENCE
    if "stunned" in target.conditions:
        against(mods, "defence_stunned", words.STUNNED, STUNNED, SRC)
        change += STUNNED
    feint = _int(target.tactical.extra.get(FEINT_KEY + attacker.id))
    if feint:
        against(mods, "defence_feint", words.FEINTED, -feint, SRC, feint=feint)
        change -= feint
    return change


def _bonus_terms(mods, increased, retreat, chosen) -> None:
    names = [name for name, _ in chosen]
    if increased in names:
        against(mods, "defence_all_out", words.ALL_OUT_DEFENCE, AOD_BONUS, SRC, defence=words.defence(increased))
    if len(chosen) > 1:
        mods.append(Modifier.worded("defence_double", words.DOUBLE_DEFENCE, 0, SRC))
    if retreat and names:
        against(mods, "defence_retreat", words.RETREAT, RETREAT[names[0]], SRC,
                defence=words.defence(names[0]), bonus=RETREAT[names[0]])


def _int(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
