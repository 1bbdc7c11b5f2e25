"""Year Zero actions that are skill rolls (RULES.md 2.3): take cover, first aid, persuade,
and using an item.

- `take_cover` (fast; the zone must have cover): the token takes the cover
  at the pointed cell, the `cover_rating` of the terrain there (its own cell
  or one next to it) or on the edge between, kept as tactical extra `in_cover`; a shot
  that hits it rolls that many cover dice (or the line's own cover, whichever
  is better) before armour. With option `take_cover_roll` it first rolls
  Mobility (Agility + Mobility), a failure finding no cover. Moving gives the
  cover up (the move actions clear `in_cover`).
- `first_aid` (slow, Healing = Empathy + Healing, target broken): a success
  heals as many physical conditions as it has sixes and the target gets back
  up (no longer `broken`) once below the breaking point (weapons-and-damage:
  治療擲骰只有對崩潰的受害者才有這種效果).
- `persuade` (slow, Persuasion = Empathy + Persuasion; the opponent must hear
  you: within Medium range): a success marks the target `persuaded` (by whom),
  what it agrees to being the GM's call.
- `use_item` (fast, at a token: yourself or another within reach): the item
  of option `item`, logged for the GM.

Wits and Empathy rolls lose a die per mental condition, Strength and Agility
rolls one per physical condition (`yze_damage.condition_penalty`). Option
`push` on the action pushes a failed roll; each bane on its attribute dice
then costs the roller a condition of that attribute's kind (mental for
persuasion and first aid, physical for taking cover).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.actions import Action
from battlemap.engine.attack_models import extra_count, int_stat, option
from battlemap.engine.effects import with_token
from battlemap.engine.events import CONDITION_REMOVED, Event
from battlemap.engine.modifiers import Reason
from battlemap.engine.odds import apply_pool_modifier
from battlemap.engine.ranges import range_between
from battlemap.engine.state import BattleState
from battlemap.engine.systems.yze_damage import (
    BROKEN, BROKEN_AT, PENALISED_BY, PHYSICAL, add_conditions, condition_penalty, with_extra,
)
from battlemap.engine.systems.yze_dice import LOCK_ATTRIBUTE_GEAR, PoolRoll, push, roll_pool
from battlemap.grid import Edge

Result = tuple[BattleState, tuple[Event, ...]]
IN_COVER = "in_cover"
PERSUADED = "persuaded"
#: Bands at which an opponent can hear you.
HEARING = frozenset({"engaged", "short", "medium"})


def skill_roll(state: BattleState, token_id: str, attribute: str, skill: str,
               modifier: int = 0, pushed: bool = False) -> tuple[PoolRoll, BattleState]:
    """Attribute + skill dice, less a die per condition of the attribute's kind, rolled;
    a failed roll is pushed when `pushed` (rolling-and-pushing: each bane on the
    attribute dice then costs a condition of the attribute's kind, damage for
    Strength and Agility, stress for Wits and Empathy, with option `yze_push_damage`)."""
    token = state.token(token_id)
    a, s, g = apply_pool_modifier(max(0, int_stat(token, attribute, 3)), max(0, int_stat(token, skill, 0)),
                                  0, modifier - condition_penalty(token, attribute))
    roll, dice = roll_pool(state.dice, a, s, g)
    if pushed and roll.successes < 1:
        roll, dice = push(roll, dice, str(option(state.options, "banes_lock", LOCK_ATTRIBUTE_GEAR)))
    state = replace(state, dice=dice)
    banes = roll.banes(("attribute",)) if roll.pushed else 0
    kind = PENALISED_BY.get(attribute)
    if banes and kind and option(state.options, "yze_push_damage", True):
        state, _ = add_conditions(state, token_id, "push", token_id, kind, banes)
    return roll, state


def _pushed(action: Action) -> bool:
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
        roll, state = skill_roll(state, action.actor, "agility", "mobility", pushed=_pushed(action))
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


def first_aid(state: BattleState, action: Action) -> Result:
    """Healing: each six heals a physical condition; below the limit, the broken get up."""
    roll, state = skill_roll(state, action.actor, "empathy", "healing", pushed=_pushed(action))
    events = [_rolled("healing_roll", action.actor, action, roll)]
    if roll.successes < 1:
        return state, tuple(events)
    patient = state.token(str(action.target))
    left = max(0, extra_count(patient, PHYSICAL) - roll.successes)
    healed = with_extra(patient, **{PHYSICAL: left or None})
    events.append(Event.of("healed", action.actor, action.id, patient.id, healed=roll.successes, physical=left))
    if left < option(state.options, "yze_broken_at", BROKEN_AT) and BROKEN in healed.conditions:
        healed = replace(healed, conditions=healed.conditions - {BROKEN})
        events.append(Event.of(CONDITION_REMOVED, action.actor, action.id, patient.id, condition=BROKEN))
    return with_token(state, healed), tuple(events)


# --- persuade ------------------------------------------------------------------------
def persuade_reasons(state: BattleState, action: Action) -> list[Reason]:
    """The opponent must hear you: within Medium range."""
    if action.target is None or not state.has_token(action.target):
        return []
    if action.target == action.actor:
        return [Reason.of("target_is_self")]
    actor, target = state.token(action.actor), state.token(action.target)
    band = range_between(state, actor.footprint, target.footprint).band
    return [] if band in HEARING else [Reason.of("cannot_hear_you", band=band)]


def persuade(state: BattleState, action: Action) -> Result:
    """Persuasion: a success marks the target persuaded by the actor."""
    roll, state = skill_roll(state, action.actor, "empathy", "persuasion", pushed=_pushed(action))
    events = [_rolled("persuasion_roll", action.actor, action, roll)]
    if roll.successes >= 1:
        target = state.token(str(action.target))
        state = with_token(state, with_extra(target, **{PERSUADED: action.actor}))
        events.append(Event.of("persuaded", action.actor, action.id, target.id))
    return state, tuple(events)


# --- use an item ---------------------------------------------------------------------
def use_item_reasons(state: BattleState, action: Action) -> list[Reason]:
    """An item must be named (option `item`) and its target within reach (Engaged)."""
    reasons = [] if action.option("item") else [Reason.of("item_missing")]
    if action.target is not None and state.has_token(action.target) and action.target != action.actor:
        actor, target = state.token(action.actor), state.token(action.target)
        if range_between(state, actor.footprint, target.footprint).band != "engaged":
            reasons.append(Reason.of("not_engaged", target=target.id))
    return reasons


def use_item(state: BattleState, action: Action) -> Result:
    """The item is used: logged for the GM, whose call its effect is."""
    return state, (Event.of("item_used", action.actor, action.id, action.target, item=action.option("item")),)
