"""Fallout d100 homebrew: shooting an item thrown across an Overwatch line (RULES.md 4.3).

"If an item, e.g. an Explosive, is thrown onto the Overwatch line, the
character may shoot at it, but at -100 to the hit chance." The engine does
not move thrown items: an attack with a `thrown` weapon offers the shot in
the Reactions dock (`systems/fallout_pnp/reactions.action_reactions`), through:

- `thrown_item_watchers(state, thrower, target_cell)`: who may shoot, in the
  order they fire (`Watch(watcher, line, at)`): enemies of the thrower whose
  armed ranged overwatch line (a dual's second line too) has a cell on the
  item's flight, the straight trace from the thrower to the target cell, the
  landing cell included and the thrower's own cells not. A melee overwatch
  watches a reach, not a line, and cannot shoot an item. First declared first;
  with option `overwatch_first_only` only the first declared shoots.
- `thrown_item_odds(state, watcher, line)`: the exact odds of the shot, the
  watcher's skill for the line's weapon -100 (an item has no AC, no Dodge, no
  cover; the -100 replaces the single shot's -20, as the catalogue's
  `shoot_thrown_item` attack does), the dual penalty on a dual line, never
  Focused, capped by `hit_chance_cap`;
- `shoot_thrown_item(state, watcher, thrower, target_cell, line)`: the seeded
  d100, one round spent, the line fired (the overwatch AP were paid when it
  was declared); event `thrown_item_shot` with `hit` and `at` (the flight cell
  on the line). What a hit does to the item is option `thrown_item_hit`
  (`systems/fallout_pnp/thrown_hit`).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import NamedTuple

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Modifier, Reason, total
from battlemap.engine.systems.fallout_pnp import modifier_words as words
from battlemap.engine.movement.threat import watched_cells
from battlemap.engine.systems.fallout_pnp import ammo, dual, items, overwatch
from battlemap.engine.systems.fallout_pnp.attack import DEFAULT_SKILL, HIT_CHANCE_CAP, THROWN_ITEM
from battlemap.engine.systems.fallout_pnp.odds import d100_at_most

SHOT = "thrown_item_shot"
_SRC = "fallout_pnp"


class Watch(NamedTuple):
    """One overwatch line an item's flight crosses: who, which line (1 or 2), and where (col, row)."""

    watcher: str
    line: int
    at: tuple[int, int]


class ThrownOdds(NamedTuple):
    """The shot at a thrown item: the chance shown, its exact probability and every term."""

    chance: int
    probability: Fraction
    modifiers: tuple[Modifier, ...]


def flight_cells(state, thrower_id: str, target_cell) -> tuple[int, ...]:
    """Flat indices of the item's flight from the thrower to `target_cell`, in order (own cells excluded)."""
    grid = state.grid
    thrower = state.token(thrower_id)
    own = {grid.index(c) for c in thrower.footprint if grid.in_bounds(c)}
    trace = grid.trace(thrower.cell, target_cell)
    return tuple(i for i in (grid.index(c) for c in trace.cells if grid.in_bounds(c)) if i not in own)


def _line_cells(state, watcher, line: int) -> tuple[int, ...]:
    if line == 2:
        return dual.second_line_cells(state, watcher.id)
    if state.rules.overwatch_uses_reach(watcher):
        return ()  # a melee overwatch watches its reach: nothing to shoot with
    return watched_cells(state, watcher)


def _declared(token) -> tuple[bool, int]:
    declared = token.tactical.overwatch.declared if token.tactical.overwatch is not None else None
    return declared is None, declared or 0


def thrown_item_watchers(state, thrower: str, target_cell) -> tuple[Watch, ...]:
    """The enemies of `thrower` who may shoot the item thrown at `target_cell`, first declared first."""
    flight = flight_cells(state, thrower, target_cell)
    found = []
    for enemy in sorted(state.enemies_of(thrower), key=_declared):
        for line in (1, 2):
            weapon = overwatch.line_weapon(enemy, line)
            if weapon is None or weapon.kind == "melee":
                continue
            watched = set(_line_cells(state, enemy, line))
            crossed = next((i for i in flight if i in watched), None)
            if crossed is not None and not overwatch.overwatch_reasons(state, enemy.id, thrower, line):
                found.append(Watch(enemy.id, line, state.grid.to_offset(state.grid.cell(crossed))))
    if found and state.rules.param("overwatch_first_only"):
        return tuple(w for w in found if w.watcher == found[0].watcher)
    return tuple(found)


def thrown_item_odds(state, watcher_id: str, line: int = 1) -> ThrownOdds:
    """Skill -100 (and the dual penalty on a dual), capped; no AC, cover or Focus."""
    watcher = state.token(watcher_id)
    weapon = overwatch.line_weapon(watcher, line)
    named = weapon.fields.get("skill") if weapon is not None else None
    skill = int_stat(watcher, named if isinstance(named, str) else "guns", DEFAULT_SKILL)
    mods = [Modifier.worded("thrown_item", words.THROWN_ITEM, THROWN_ITEM, _SRC)]
    if dual.declared_pair(watcher) is not None:
        mods.append(Modifier.worded("dual", words.DUAL, -dual.dual_penalty(state.options), _SRC))
    chance = skill + int(total(mods))
    cap = int(option(state.options, "hit_chance_cap", HIT_CHANCE_CAP))
    return ThrownOdds(max(0, min(chance, cap)), d100_at_most(chance, cap), tuple(mods))


def shoot_thrown_item(state, watcher_id: str, thrower: str, target_cell, line: int = 1):
    """The watcher's overwatch line shoots the thrown item: (state, events); ValueError if it may not."""
    watch = next((w for w in thrown_item_watchers(state, thrower, target_cell)
                  if w.watcher == watcher_id and w.line == line), None)
    if watch is None:
        reason = Reason.of("item_not_across_line", watcher=watcher_id, line=line)
        raise ValueError(f"cannot shoot the thrown item: {reason}")
    odds = thrown_item_odds(state, watcher_id, line)
    roll, dice = state.dice.roll_d100()
    face = roll.faces[0]
    weapon = overwatch.line_weapon(state.token(watcher_id), line)
    record = items.thrown_record(state.token(thrower))  # the log names what flies
    event = Event.of(SHOT, watcher_id, "shoot_thrown_item", thrower, odds.modifiers, weapon=weapon.id,
                     roll=f"1d100 <= {odds.chance}", faces=roll.faces, need=odds.chance,
                     hit=face <= odds.chance, probability=odds.probability, at=watch.at, line=line,
                     item=record[0] if record else None)
    after = ammo.spend(replace(state, dice=dice), watcher_id, weapon.id)
    return overwatch.fired(after, watcher_id, line), (event,)
