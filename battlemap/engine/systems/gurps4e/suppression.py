"""Suppression Fire (RULES.md 1.3 All-Out Attack; B409 [X]): a zone, not a target.

An All-Out Attack with a weapon of RoF 5 or more sprays a zone two yards
wide: on the map the hex picked (the entry's target cell) and the hex beside
it at the same range from the shooter (the first in the grid's direction
order; option `beside` "col,row" names the other one). Every token in the
zone when the shooter fires is attacked at once, friend or foe; until the
shooter's next turn, anyone who enters the zone is attacked as it does (the
drag preview finds it: `path_reactions`, kind `suppression_fire`; the
Reactions dock rolls it: `suppression_attack`). Each token is attacked at
most once per burst (reading).

Each attack is a separate 3d6 roll at the ordinary effective skill against
that target (range, posture, cover, size; no Determined bonus) capped at 6
(option `suppression_skill_cap`, reading), plus the Rapid Fire bonus of the
shots into the zone (B373 [X]: 5-8 +1, 9-12 +2, 13-16 +3, 17-24 +4, 25-49 +5,
50-99 +6; option `shots`, default the weapon's RoF, at least 5). The target
defends as usual; the shooter has no defence (All-Out Attack). The zone
lives on the shooter (`suppress_zone`, `suppress_weapon`, `suppress_shots`,
`suppressed`) and is cleared as its next turn begins (`systems/gurps4e/turns`).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import option
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Modifier, Reason
from battlemap.engine.systems.gurps4e import modifier_words as words
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.attack import SUPPRESSION_ROF, hit_chance
from battlemap.engine.systems.gurps4e.combat import roll_explained
from battlemap.engine.systems.gurps4e.defence import plan_defence

ACTION = "all_out_attack_suppression"
KIND = "suppression_fire"
ZONE, WEAPON, SHOTS, DONE = "suppress_zone", "suppress_weapon", "suppress_shots", "suppressed"
EXTRAS = (ZONE, WEAPON, SHOTS, DONE)
SKILL_CAP = 6
#: B373 Rapid Fire bonus: (fewest shots, bonus), highest first.
RAPID_FIRE = ((50, 6), (25, 5), (17, 4), (13, 3), (9, 2), (5, 1))
_GONE = frozenset({"dead", "unconscious"})


def rapid_fire_bonus(shots: int) -> int:
    """B373: +1 for 5-8 shots, +2 for 9-12, +3 for 13-16, +4 for 17-24, +5 for 25-49, +6 for 50-99."""
    if shots >= 100:
        return 6 + rapid_fire_bonus(shots // 2) - 5
    return next((bonus for least, bonus in RAPID_FIRE if shots >= least), 0)


def _weapon(token, action):
    named = action.option("weapon")
    ranged = [w for w in token.ready_weapons() if w.kind != "melee"]
    return next((w for w in ranged if w.id == named), ranged[0] if ranged else None)


def _rof(weapon) -> int:
    rof = weapon.fields.get("rof", 1) if weapon is not None else 0
    return rof if isinstance(rof, int) and not isinstance(rof, bool) else 0


def _cell_text(state, cell) -> str:
    col, row = state.grid.to_offset(cell)
    return f"{col},{row}"


def _parse_cell(state, text):
    try:
        col, row = (int(part) for part in str(text).split(","))
    except ValueError:
        return None
    cell = state.grid.from_offset(col, row)
    return cell if state.grid.in_bounds(cell) else None


def zone_of(state, shooter_cell, cell, beside=None):
    """The two hexes of the zone: `cell` and `beside` (else the first neighbour at the same range)."""
    if beside is None:
        far = state.grid.distance(shooter_cell, cell)
        beside = next((n for n in state.grid.neighbors(cell)
                       if state.grid.distance(shooter_cell, n) == far and n != shooter_cell), None)
    return (cell,) if beside is None else (cell, beside)


def _shots(action, weapon) -> int:
    value = action.option("shots")
    try:
        return int(str(value)) if value not in (None, "") else _rof(weapon)
    except ValueError:
        return -1


def suppression_reasons(state, action):
    """RoF 5+, a zone hex off the shooter's own, the hex beside it adjacent, shots 5..RoF, in range."""
    token = state.token(action.actor)
    weapon = _weapon(token, action)
    rof = _rof(weapon)
    if rof < SUPPRESSION_ROF:
        return [Reason.of("rof_below_5", weapon=weapon.id if weapon else None, rof=rof)]
    if action.cell is None:
        return []
    found = []
    if action.cell == token.cell:
        found.append(Reason.of("zone_is_own_hex"))
    shots = _shots(action, weapon)
    if not SUPPRESSION_ROF <= shots <= rof:
        found.append(Reason.of("bad_shots", shots=action.option("shots"), least=SUPPRESSION_ROF, most=rof))
    beside = action.option("beside")
    if beside not in (None, ""):
        cell = _parse_cell(state, beside)
        if cell is None or cell not in state.grid.neighbors(action.cell):
            found.append(Reason.of("zone_hex_not_beside", beside=beside))
    reach = weapon.range
    if reach and state.grid.distance(token.cell, action.cell) > reach:
        found.append(Reason.of("zone_out_of_range", distance=state.grid.distance(token.cell, action.cell),
                               range=reach))
    return found


def suppress(state, action):
    """System effect of `all_out_attack_suppression`: mark the zone, attack everyone in it now."""
    token = state.token(action.actor)
    weapon = _weapon(token, action)
    beside = action.option("beside")
    zone = zone_of(state, token.cell, action.cell,
                   _parse_cell(state, beside) if beside not in (None, "") else None)
    shots = _shots(action, weapon)
    extra = {**token.tactical.extra, ZONE: tuple(_cell_text(state, c) for c in zone), WEAPON: weapon.id,
             SHOTS: shots, DONE: ()}
    state = with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    inside = [t.id for t in state.tokens if t.id != token.id and not t.conditions & _GONE
              and set(_footprint(state, t, t.cell)) & set(zone)]
    events = [Event.of(KIND, token.id, action.id, None, zone=extra[ZONE], weapon=weapon.id, shots=shots,
                       rapid_fire=rapid_fire_bonus(shots), inside=tuple(inside))]
    for target in inside:
        state, rolled = suppression_attack(state, token.id, target)
        events.extend(rolled)
    return state, tuple(events)


def _footprint(state, token, cell):
    return state.grid.footprint(cell, token.extent, token.facing) if token.extent > 1 else (cell,)


def _zone(state, shooter):
    cells = shooter.tactical.extra.get(ZONE)
    if not isinstance(cells, (list, tuple)):
        return frozenset()
    return frozenset(c for c in (_parse_cell(state, t) for t in cells) if c is not None)


def explain_suppression(state, shooter_id: str, target_id: str):
    """The attack of the burst on `target_id` as explain_attack gives it, capped and with the Rapid
    Fire bonus: (explanation with roll, modifiers and probability replaced, effective skill)."""
    shooter = state.token(shooter_id)
    weapon = shooter.tactical.extra.get(WEAPON)
    explained = explain_attack(state, shooter_id, target_id, f"{ACTION}:{weapon}" if weapon else ACTION)
    ordinary = int(explained.roll.split("<=")[1].split()[0])
    cap = option(state.options, "suppression_skill_cap", SKILL_CAP)
    shots = shooter.tactical.extra.get(SHOTS)
    bonus = rapid_fire_bonus(shots if isinstance(shots, int) else 0)
    mods = list(explained.modifiers)
    if ordinary > cap:
        mods.append(Modifier.worded("suppression_cap", words.SUPPRESSION_CAP, cap - ordinary, "gurps4e", cap=cap))
    mods.append(Modifier.worded("rapid_fire", words.RAPID_FIRE, bonus, "gurps4e", shots=shots))
    skill = min(ordinary, cap) + bonus
    target = state.token(target_id)
    plan = plan_defence(state, shooter, target, ranged=True, mods=[])
    chance = hit_chance(skill, tuple(v for _, v in plan.rolls)) if not explained.reasons else Fraction(0)
    return replace(explained, roll=f"3d6 <= {skill}", modifiers=tuple(mods), probability=chance), skill


def suppression_attack(state, shooter_id: str, target_id: str):
    """One roll of the burst at `target_id` (in the zone now) -> (state, events); it is then done."""
    explained, _ = explain_suppression(state, shooter_id, target_id)
    shooter = state.token(shooter_id)
    done = shooter.tactical.extra.get(DONE)
    extra = {**shooter.tactical.extra, DONE: (*(done if isinstance(done, (list, tuple)) else ()), target_id)}
    state = with_token(state, replace(shooter, tactical=replace(shooter.tactical, extra=MappingProxyType(extra))))
    return roll_explained(state, Action(ACTION, shooter_id, target=target_id), ACTION, explained)


def path_reactions(state, token_id: str, path):
    """A burst for each shooter whose zone the path enters (first step inside), once per burst."""
    shooters = [t for t in state.tokens if ZONE in t.tactical.extra and t.id != token_id
                and not t.conditions & _GONE]
    if not shooters or not path:
        return ()
    mover = state.token(token_id)
    found = []
    for shooter in shooters:
        done = shooter.tactical.extra.get(DONE)
        zone = _zone(state, shooter)
        if token_id in (done or ()) or not zone:
            continue
        step = next((i for i, cell in enumerate(path, start=1) if set(_footprint(state, mover, cell)) & zone), None)
        if step is None:
            continue
        there = state.with_token_moved(token_id, path[step - 1])
        explained, skill = explain_suppression(there, shooter.id, token_id)
        why = Reason.of("enters_suppressed_zone", skill=skill, chance=f"{float(explained.probability):.1%}")
        found.append(Reaction(shooter.id, KIND, step, path[step - 1], why))
    return tuple(found)
