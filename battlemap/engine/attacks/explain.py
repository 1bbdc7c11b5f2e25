"""Explain one attack: the roll, every modifier, the exact chance, and every "no".

`explain_attack(state, attacker_id, target_id, action)` picks the weapon (the
one `action` names, else the one the model strikes that action with (its
optional `weapon_for`: a grapple's fists), else the first ready weapon that
reaches the target),
traces the line of fire, measures the range, reads the crowd around the
target, and hands all of it to the system's attack model. Every reason the
attack is impossible is collected (no line of fire, out of range, no ready
weapon, an attacker that cannot act, an unknown action ...), not only the
first; the probability is then 0, while the roll and modifiers still show
what the attack would need.

`action` is an action id of the system's model (`state.system.attack.actions`),
a weapon id of the attacker, or "ACTION:WEAPON".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from battlemap.engine.attacks.crowd import crowd_at
from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.attacks.entry_weapons import entry_kinds
from battlemap.engine.attacks.los import LineOfFire, line_of_fire
from battlemap.engine.attacks.models import ATTACK, MELEE, RANGED, THROWN, AttackContext
from battlemap.engine.attacks.ranges import RangeInfo, reach_distance
from battlemap.engine.battle.modifiers import Modifier, Reason
from battlemap.engine.systems.base import CANNOT_ACT

#: Conditions that stop a token attacking at all.
CANNOT_ATTACK = CANNOT_ACT - {"surprised"} | {"broken", "disabled"}


@dataclass(frozen=True)
class AttackExplanation:
    """Everything a player asks before an attack, every number explained."""

    attacker: str
    target: str
    action: str
    weapon: str | None
    roll: str
    modifiers: tuple[Modifier, ...]
    probability: Fraction
    distribution: Distribution
    line_of_fire: LineOfFire
    range: RangeInfo
    defence: str | None = None
    reasons: tuple[Reason, ...] = ()

    @property
    def possible(self) -> bool:
        """True when nothing forbids the attack."""
        return not self.reasons

    def as_json(self, grid) -> dict[str, object]:
        """The `explain` JSON contract."""
        return {
            "attacker": self.attacker,
            "target": self.target,
            "action": self.action,
            "weapon": self.weapon,
            "roll": self.roll,
            "defence": self.defence,
            "modifiers": [{"id": m.id, "label": m.label, "value": _number(m.value)} for m in self.modifiers],
            "probability": float(self.probability),
            "possible": self.possible,
            "reasons": [{"code": r.code, **{k: _plain(v) for k, v in r.params}} for r in self.reasons],
            "line_of_fire": self.line_of_fire.as_json(grid),
            "range": self.range.as_json(),
        }


def _number(value: int | Fraction) -> int | float:
    return value if isinstance(value, int) else float(value)


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def explain_attack(state, attacker_id: str, target_id: str, action: str | None = None, *,
                   choices: Iterable[tuple[str, object]] = (), entry: str | None = None) -> AttackExplanation:
    """Explain `attacker_id` attacking `target_id` (KeyError for an unknown token id).

    `choices`: the options the action is taken with, for models whose odds
    depend on them (d20: the item an `attack_item` strikes). `entry`: the
    catalogue entry it is made by, whose weapon requirement decides which
    ready weapons it may strike with (entry_weapons.py).
    """
    attacker, target = state.token(attacker_id), state.token(target_id)
    model = state.system.attack
    reasons: list[Reason] = []
    action_id, weapon_id = _parse_action(action, attacker, model.actions, reasons)
    if weapon_id is None:
        weapon_id = _model_weapon(model, action_id, attacker)
    line = line_of_fire(state, attacker.id, target.id)
    weapon, mode = _choose_weapon(state, attacker, target, weapon_id, line.range, reasons,
                                  entry_kinds(state, entry))
    if attacker.id == target.id:
        reasons.append(Reason.of("self_target"))
    if not line.clear:
        reasons.append(Reason.of("no_line_of_fire", cover=line.cover))
    for condition in sorted(attacker.conditions & CANNOT_ATTACK):
        reasons.append(Reason.of("attacker_cannot_act", condition=condition))
    ctx = AttackContext(state, attacker, target, action_id, weapon, mode, line, line.range,
                        crowd_at(state, target.cell), dict(choices))
    odds = model.odds(ctx)
    reasons.extend(odds.reasons)
    return AttackExplanation(
        attacker=attacker.id,
        target=target.id,
        action=action_id,
        weapon=weapon.id if weapon is not None else None,
        roll=odds.roll,
        modifiers=odds.modifiers,
        probability=Fraction(0) if reasons else odds.probability,
        distribution=odds.distribution,
        line_of_fire=line,
        range=line.range,
        defence=odds.defence,
        reasons=tuple(dict.fromkeys(reasons)),
    )


def _parse_action(action, attacker, actions, reasons) -> tuple[str, str | None]:
    """(action id, weapon id or None) from "ACTION", "WEAPON" or "ACTION:WEAPON"."""
    if not action:
        return ATTACK, None
    name, _, weapon = action.partition(":")
    owned = {w.id for w in attacker.weapons}
    if not weapon and name in owned and name not in actions:
        return ATTACK, name
    if name not in actions:
        reasons.append(Reason.of("unknown_action", action=name, known=tuple(actions)))
        name = ATTACK
    return name, weapon or None


def _model_weapon(model, action_id: str, attacker) -> str | None:
    """The weapon the model strikes `action_id` with whatever is in hand (its optional
    `weapon_for(action_id, attacker) -> weapon id or None`), so the choice, its reach,
    the odds and the roll all use that one weapon."""
    weapon_for = getattr(model, "weapon_for", None)
    return weapon_for(action_id, attacker) if weapon_for is not None else None


def _choose_weapon(state, attacker, target, weapon_id, rng, reasons, kinds=()):
    """The weapon and mode of the attack (unnamed: the first ready one of `kinds` that reaches,
    any kind when `kinds` is empty); reasons when none is ready or in reach."""
    if weapon_id is not None:
        chosen = [w for w in attacker.weapons if w.id == weapon_id]
        if not chosen:
            reasons.append(Reason.of("unknown_weapon", weapon=weapon_id))
            return None, MELEE
        if weapon_id not in attacker.readied:
            reasons.append(Reason.of("weapon_not_ready", weapon=weapon_id))
        candidates = chosen
    else:
        candidates = [w for w in attacker.ready_weapons() if not kinds or w.kind in kinds]
        if not candidates:
            reasons.append(Reason.of("no_ready_weapon"))
            return None, MELEE
    reach = min(
        reach_distance(state.grid, a, b) for a in _cells(state, attacker) for b in _cells(state, target)
    )
    for weapon in candidates:
        mode = attack_mode(weapon, reach, rng, state.system.range_bands)
        if mode is not None:
            return weapon, mode
    weapon = candidates[0]
    reasons.append(Reason.of(
        "out_of_range", weapon=weapon.id, distance=rng.distance, unit=rng.unit,
        reach=tuple(weapon.reach), range=weapon.range,
    ))
    return weapon, MELEE if weapon.kind == MELEE else weapon.kind


def _cells(state, token):
    return [c for c in token.footprint if state.grid.in_bounds(c)] or [token.cell]


def attack_mode(weapon, reach: int, rng: RangeInfo, bands: tuple[str, ...] = ()) -> str | None:
    """How `weapon` can attack at this reach and range: melee, ranged, thrown, or None.

    A melee weapon strikes at the distances of its reach (0 = own cell); a
    weapon with a range shoots (or, a melee weapon with a range, is thrown)
    up to it, and no farther than the band its `band` field names (of the
    system's `bands`, nearest first: Year Zero's).
    """
    if weapon.kind == MELEE and reach in weapon.reach:
        return MELEE
    if weapon.range is None or rng.distance > weapon.range + 1e-9:
        return None
    limit = bands.index(weapon.fields["band"]) if weapon.fields.get("band") in bands else None
    here = bands.index(rng.band) if rng.band in bands else None
    if limit is not None and here is not None and here > limit:
        return None
    return RANGED if weapon.kind == RANGED else THROWN

