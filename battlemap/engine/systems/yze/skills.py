"""Year Zero actions that are skill rolls (RULES.md 2.3): take cover, first aid and
using an item (persuasion: `systems/yze/persuade`).

- `take_cover` (fast; the zone must have cover): the token takes the cover
  at the pointed cell, the `cover_rating` of the terrain there (its own cell
  or one next to it) or on the edge between, kept as tactical extra `in_cover`; a shot
  that hits it rolls that many cover dice (or the line's own cover, whichever
  is better) before armour. With option `take_cover_roll` it first rolls
  Mobility (Agility + Mobility), a failure finding no cover. Moving gives the
  cover up (the move actions clear `in_cover`).
- `first_aid` (slow, Healing = Empathy + Healing, target broken or dying,
  Engaged): a success heals as many conditions as it has sixes, damage or
  stress (option `heal`; blank: the kind that broke the patient), and the
  patient gets back up (no longer `broken`) once below the breaking point of
  both kinds (weapons-and-damage: 治療擲骰只有對崩潰的受害者才有這種效果).
- `use_item` (fast, at a token: yourself or another Engaged): the item of
  option `item`; its skill and attribute "vary" (the fast-action table), so
  option `skill` names one of the twelve core skills to roll with the item's
  gear bonus dice (option `bonus`), and blank rolls nothing.
- `face_stress` (free, no action, whenever the GM calls it): Insight against
  the potential stress of option `stress`; what the sixes do not cancel
  becomes mental conditions.

Wits and Empathy rolls lose a die per mental condition, Strength and Agility
rolls one per physical condition (`systems/yze/damage.condition_penalty`). Option
`push` on the action pushes a failed roll; each bane on its attribute dice
then costs the roller a condition of that attribute's kind (mental for
persuasion and first aid, physical for taking cover).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.models import extra_count, int_stat, option
from battlemap.engine.attacks.ranges import range_between
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import CONDITION_REMOVED, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import (
    BROKEN, BROKEN_AT, MENTAL, PENALISED_BY, PHYSICAL, add_conditions, condition_penalty,
    with_extra,
)
from battlemap.engine.systems.yze.dice import LOCK_ATTRIBUTE_GEAR, PoolRoll, push, roll_pool
from battlemap.engine.systems.yze.odds import apply_pool_modifier
from battlemap.grid import Edge

Result = tuple[BattleState, tuple[Event, ...]]
IN_COVER = "in_cover"


def skill_roll(state: BattleState, token_id: str, attribute: str, skill: str,
               modifier: int = 0, pushed: bool = False, gear: int = 0,
               needed: int = 1) -> tuple[PoolRoll, BattleState]:
    """Attribute + skill (+ `gear`) dice, less a die per condition of the attribute's
    kind, rolled; a roll with fewer than `needed` sixes (more than an opposing roll's)
    is pushed when `pushed` (rolling-and-pushing: each bane on the attribute dice then
    costs a condition of the attribute's kind, damage for Strength and Agility,
    stress for Wits and Empathy, with option `yze_push_damage`)."""
    token = state.token(token_id)
    a, s, g = apply_pool_modifier(max(0, int_stat(token, attribute, 3)), max(0, int_stat(token, skill, 0)),
                                  max(0, gear), modifier - condition_penalty(token, attribute))
    roll, dice = roll_pool(state.dice, a, s, g)
    if pushed and roll.successes < needed:
        roll, dice = push(roll, dice, str(option(state.options, "banes_lock", LOCK_ATTRIBUTE_GEAR)))
    state = replace(state, dice=dice)
    banes = roll.banes(("attribute",)) if roll.pushed else 0
    kind = PENALISED_BY.get(attribute)
    if banes and kind and option(state.options, "yze_push_damage", True):
        state, _ = add_conditions(state, token_id, "push", token_id, kind, banes)
    return roll, state


def pushed_option(action: Action) -> bool:
    value = action.option("push")
    return value is True or str(value).lower() in ("1", "true", "yes")


def _rolled(kind: str, token_id: str, action: Action, roll: PoolRoll) -> Event:
    return Event.of(kind, token_id, action.id, action.target, roll=roll.text(), faces=roll.faces,
                    success=roll.successes >= 1, successes=roll.successes)


# --- take cover ----------------------------------------------------------------------
def _rating(state: BattleState, kind) -> int:
    entry = state.ruleset.terrain.get(kind.id)
    value = entry.fields.get("cover_rating", 0) if entry is not None else 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def cover_at(state: BattleState, token_id: str, cell) -> int:
    """The cover rating the token finds at `cell`: the terrain there when it is the
    token's cell or next to it, or what stands on the edge between them (0: none)."""
    grid, terrain, token = state.grid, state.terrain, state.token(token_id)
    if cell is None or not grid.in_bounds(cell):
        return 0
    best = 0
    for own in token.footprint:
        if not grid.in_bounds(own) or (cell != own and cell not in grid.neighbors(own)):
            continue
        best = max(best, _rating(state, terrain.type_at(grid.index(cell))))
        edge = terrain.edge_walls.get(Edge.of(own, cell))
        if edge is not None:
            best = max(best, _rating(state, edge))
    return best


def take_cover_reasons(state: BattleState, action: Action) -> list[Reason]:
    """No cover at the pointed cell within reach (`no_cover_there`)."""
    if cover_at(state, action.actor, action.cell):
        return []
    at = state.grid.to_offset(action.cell) if action.cell is not None else None
    return [Reason.of("no_cover_there", at=at)]


def take_cover(state: BattleState, action: Action) -> Result:
    """Take the cover at the pointed cell (after a Mobility roll with option `take_cover_roll`)."""
    rating = cover_at(state, action.actor, action.cell)
    events: list[Event] = []
    if option(state.options, "take_cover_roll", False) is True:
        roll, state = skill_roll(state, action.actor, "agility", "mobility", pushed=pushed_option(action))
        events.append(_rolled("mobility_roll", action.actor, action, roll))
        if roll.successes < 1:
            return state, tuple(events)
    state = with_token(state, with_extra(state.token(action.actor), **{IN_COVER: rating}))
    events.append(Event.of("took_cover", action.actor, action.id, None, cover=rating,
                           at=state.grid.to_offset(action.cell)))
    return state, tuple(events)


def cover_taken(state: BattleState, token_id: str) -> int:
    """The cover rating the token took (0: none)."""
    value = state.token(token_id).tactical.extra.get(IN_COVER)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


# --- first aid -----------------------------------------------------------------------
def first_aid_reasons(state: BattleState, action: Action) -> list[Reason]:
    """First aid helps the broken only, next to you."""
    if action.target is None or not state.has_token(action.target):
        return []
    target, actor = state.token(action.target), state.token(action.actor)
    reasons = []
    if BROKEN not in target.conditions and "dying" not in target.conditions:
        reasons.append(Reason.of("target_not_broken", target=target.id))
    if range_between(state, actor.footprint, target.footprint).band != "engaged":
        reasons.append(Reason.of("not_engaged", target=target.id))
    return reasons


def healed_kind(state: BattleState, action: Action) -> str:
    """What the healing restores, damage or stress (weapons-and-damage: 恢復等同成功數的
    傷害或壓力): option `heal` (physical or mental), else the kind that broke the
    patient (physical first)."""
    chosen = str(action.option("heal") or "").strip().lower()
    if chosen in (PHYSICAL, MENTAL):
        return chosen
    patient = state.token(str(action.target))
    limit = option(state.options, "yze_broken_at", BROKEN_AT)
    return MENTAL if extra_count(patient, MENTAL) >= limit > extra_count(patient, PHYSICAL) else PHYSICAL


def first_aid(state: BattleState, action: Action) -> Result:
    """Healing: each six heals a condition of the kind healed; below the limit, the broken get up."""
    kind = healed_kind(state, action)
    roll, state = skill_roll(state, action.actor, "empathy", "healing", pushed=pushed_option(action))
    events = [_rolled("healing_roll", action.actor, action, roll)]
    if roll.successes < 1:
        return state, tuple(events)
    patient = state.token(str(action.target))
    left = max(0, extra_count(patient, kind) - roll.successes)
    healed = with_extra(patient, **{kind: left or None})
    events.append(Event.of("healed", action.actor, action.id, patient.id, healed=roll.successes,
                           healing=kind, left=left))
    limit = option(state.options, "yze_broken_at", BROKEN_AT)
    still = any(extra_count(healed, k) >= limit for k in (PHYSICAL, MENTAL))
    if not still and BROKEN in healed.conditions:
        healed = replace(healed, conditions=healed.conditions - {BROKEN})
        events.append(Event.of(CONDITION_REMOVED, action.actor, action.id, patient.id, condition=BROKEN))
    return with_token(state, healed), tuple(events)


# --- use an item ----------------------------------------------------------------------
#: The attribute of each skill (rolling-and-pushing: the twelve core skills).
SKILL_ATTRIBUTE = {
    "might": "strength", "melee": "strength", "stamina": "strength",
    "marksmanship": "agility", "mobility": "agility", "stealth": "agility",
    "crafting": "wits", "observation": "wits", "survival": "wits",
    "healing": "empathy", "insight": "empathy", "persuasion": "empathy",
}


def _gear(action: Action) -> int | None:
    value = action.option("bonus", 0)
    try:
        return max(0, int(str(value or 0)))
    except ValueError:
        return None


def use_item_reasons(state: BattleState, action: Action) -> list[Reason]:
    """An item must be named (option `item`), its skill one of the twelve, its bonus a
    number, and its target within reach (Engaged)."""
    reasons = [] if action.option("item") else [Reason.of("item_missing")]
    skill = str(action.option("skill") or "").strip().lower()
    if skill and skill not in SKILL_ATTRIBUTE:
        reasons.append(Reason.of("unknown_skill", skill=skill, known=tuple(SKILL_ATTRIBUTE)))
    if _gear(action) is None:
        reasons.append(Reason.of("bad_gear_bonus", bonus=action.option("bonus")))
    if action.target is not None and state.has_token(action.target) and action.target != action.actor:
        actor, target = state.token(action.actor), state.token(action.target)
        if range_between(state, actor.footprint, target.footprint).band != "engaged":
            reasons.append(Reason.of("not_engaged", target=target.id))
    return reasons


def use_item(state: BattleState, action: Action) -> Result:
    """The item is used (use item: "varies / varies"): with option `skill`, a roll of
    that skill and its attribute plus the item's gear bonus dice (option `bonus`),
    pushable; without, no roll. What it does beyond the roll is the GM's call."""
    skill = str(action.option("skill") or "").strip().lower()
    item = action.option("item")
    if not skill:
        return state, (Event.of("item_used", action.actor, action.id, action.target, item=item),)
    roll, state = skill_roll(state, action.actor, SKILL_ATTRIBUTE[skill], skill, pushed=pushed_option(action),
                             gear=_gear(action) or 0)
    return state, (_rolled(f"{skill}_roll", action.actor, action, roll),
                   Event.of("item_used", action.actor, action.id, action.target, item=item,
                            success=roll.successes >= 1))


# --- stress ------------------------------------------------------------------------------
def stress_reasons(state: BattleState, action: Action) -> list[Reason]:
    """The potential stress (option `stress`) is a whole number from 1."""
    try:
        ok = int(str(action.option("stress", 1))) >= 1
    except ValueError:
        ok = False
    return [] if ok else [Reason.of("bad_stress", stress=action.option("stress"))]


def face_stress(state: BattleState, action: Action) -> Result:
    """A stressful situation (weapons-and-damage 壓力情境: threatened with violence 1, a
    friend killed 2, torture 3 ...): an Insight roll (Empathy + Insight, no action,
    pushable) cancels a point of the potential stress per six; every point left is a
    mental condition (the 4th breaks)."""
    potential = int(str(action.option("stress", 1)))
    roll, state = skill_roll(state, action.actor, "empathy", "insight", pushed=pushed_option(action),
                             needed=potential)
    left = max(0, potential - roll.successes)
    events = [_rolled("insight_roll", action.actor, action, roll)]
    if left:
        state, more = add_conditions(state, action.actor, action.id, action.actor, MENTAL, left)
        events.extend(more)
    return state, tuple(events)
