"""Fallout d100 homebrew: the reactions only this system finds, and how they are rolled.

The engine judges the first overwatch line along a dragged path; these are the
rest of Боеготовность (RULES.md 4.3-4.4), behind the hooks of
`systems/fallout_pnp/actions` (`path_reactions`, `action_reactions`, `resolve_reaction`):

- the second line of a dual overwatch along a dragged path
  (`systems/fallout_pnp/dual.second_line_reactions`, reason param `line` = 2), rolled
  with the second paired weapon and the dual penalty; paired melee weapons
  (`systems/fallout_pnp/dual_melee`) hold it back for the next enemy, or fire it
  with the first on one target;
- an enemy ACTING on a line ("changing position, attacking or moving in
  general"): the catalogue actions option `overwatch_on_action` names
  (`seed`, the default: the movement group, which holds the position
  changes, jumps and climbing, and every action that attacks; `any`: every
  action; `none`: only a dragged move) set off the first declared watcher
  of each line that covers the actor's cells, reason `acts_on_line`; the
  mover is the actor, standing where it acted;
- an item thrown across an armed ranged line (an attack with a `thrown`
  weapon): kind `shoot_thrown_item` by each watcher `systems/fallout_pnp/thrown`
  names, reason `item_crosses_line` with the `line`, the flight cell `at`
  and the target cell `to`; rolled at -100 by `shoot_thrown_item`, a hit
  then does what option `thrown_item_hit` says (`systems/fallout_pnp/thrown_hit`).
  The catalogue's `shoot_thrown_item` (0 AP, out of turn, at the thrower)
  does the same from the token menu (`shoot_item_action`,
  `shoot_item_reasons`: the thrower's last throw crossed one of your lines).

Every reaction is judged on the state before the action; the Reactions dock
offers it after (Roll / Skip).
"""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import option
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.systems.base import OVERWATCH
from battlemap.engine.systems.fallout_pnp import ammo, dual, dual_melee as melee, overwatch, thrown
from battlemap.engine.systems.fallout_pnp.combat import THROWN_LAST
from battlemap.engine.systems.fallout_pnp.thrown_hit import item_hit
from battlemap.grid import Cell

SHOOT_ITEM = "shoot_thrown_item"
_ZONE = ("fallout_pnp", "second_line_zones")
ACTS_ON_LINE = "acts_on_line"
ITEM_CROSSES = "item_crosses_line"
OVERWATCH_ON_ACTION = "seed"
#: Catalogue groups whose actions "change position or move" (the seed's words).
MOVING_GROUPS = frozenset({"movement"})


#: Key in `state.derived`: whether any token holds a second overwatch line.
_ANY_SECOND = ("fallout_pnp", "any_second_line")


def path_reactions(state, token_id: str, path: Sequence) -> tuple[Reaction, ...]:
    """Second overwatch lines along a dragged path; () at once when nobody holds one or the path
    keeps clear of every second line (every drag step asks)."""
    derived = state.derived  # this exact state: a drag asks the same question every step
    anyone = derived.get(_ANY_SECOND)
    if anyone is None:
        anyone = derived[_ANY_SECOND] = any(dual.SECOND in t.tactical.extra for t in state.tokens)
    if not anyone:
        return ()
    if not _path_near_second_lines(state, token_id, path):
        return ()
    return tuple(r for r in dual.second_line_reactions(state, token_id, path) if _second_offered(state, r.by, token_id))


def _path_near_second_lines(state, token_id: str, path: Sequence) -> bool:
    """Whether the mover's cells along the path touch, or stand next to, an enemy's second line."""
    mover = state.token(token_id)
    zone = state.derived.get(_ZONE)
    if zone is None:
        zone = state.derived[_ZONE] = _second_line_zones(state)
    near = set().union(*(cells for owner, cells in zone.items() if state.token(owner).is_enemy_of(mover)))
    if not near:
        return False
    grid = state.grid
    offsets = [(c.q - mover.cell.q, c.r - mover.cell.r) for c in mover.footprint]
    for anchor in (mover.cell, *path):
        for dq, dr in offsets:
            cell = Cell(anchor.q + dq, anchor.r + dr)
            if grid.in_bounds(cell) and grid.index(cell) in near:
                return True
    return False


def _second_line_zones(state) -> dict[str, frozenset[int]]:
    """Per holder of a second line: its watched cells and their neighbours (a corner crossing)."""
    grid = state.grid
    zones = {}
    for token in state.tokens:
        if dual.SECOND not in token.tactical.extra:
            continue
        cells = set()
        for index in dual.second_line_cells(state, token.id):
            cells.add(index)
            cells.update(grid.index(n) for n in grid.neighbors(grid.cell(index)) if grid.in_bounds(n))
        zones[token.id] = frozenset(cells)
    return zones


def _second_offered(state, watcher: str, mover: str) -> bool:
    """A second line is offered on its own unless a paired-melee mode holds it back for `mover`."""
    token = state.token(watcher)
    return not melee.second_waits(token) and not melee.second_refused(token, mover)


def action_reactions(state, action: Action) -> tuple[Reaction, ...]:
    """What playing `action` provokes: shots at a thrown item, then overwatch on an actor acting on a line."""
    if not state.has_token(action.actor):
        return ()
    return (*_thrown_reactions(state, action), *_acting_reactions(state, action))


def interrupts(state, reaction: Reaction) -> bool:
    """Overwatch on an enemy acting on the line fires before the act (the line is the
    watcher's readied shot); a shot at a thrown item comes once the item is in the air."""
    return reaction.kind == OVERWATCH and reaction.why.code == ACTS_ON_LINE


def resolve_reaction(state, reaction: Reaction, mover: str):
    """Roll an overwatch line (the first, the second, or a paired melee pair) or a shot at a
    thrown item; None leaves any other kind to the shared resolver."""
    if reaction.kind == SHOOT_ITEM:
        return _shoot_item(state, reaction, mover)
    if reaction.kind != OVERWATCH:
        return None
    if reaction.why.param("line") == 2:
        if melee.second_refused(state.token(reaction.by), mover):
            raise ValueError("the second weapon waits for another enemy")
        return overwatch.overwatch_attack(state, reaction.by, mover, line=2)
    watcher = state.token(reaction.by)
    if melee.MODE not in watcher.tactical.extra:
        return overwatch.overwatch_attack(state, reaction.by, mover)
    return _paired_melee_first(state, watcher, mover)


def _paired_melee_first(state, watcher, mover: str):
    """The first paired melee attack; `one_target`: the second follows at once, `two_targets`:
    the struck enemy is remembered so the second waits for another."""
    both = melee.both_at_once(watcher)
    state, events = overwatch.overwatch_attack(state, watcher.id, mover, line=1)
    if both and state.has_token(mover):
        state, more = overwatch.overwatch_attack(state, watcher.id, mover, line=2)
        return state, events + more
    return ammo.with_extras(state, watcher.id, {melee.FIRST: mover}), events


def _thrown_weapon(state, action: Action):
    """The thrown weapon `action` attacks with, or None (not an attack, or not a throw)."""
    if action.id != "attack" or action.target is None or not state.has_token(action.target):
        return None
    weapon_id = action.option("weapon")
    spec = f"attack:{weapon_id}" if weapon_id else "attack"
    token = state.token(action.actor)
    weapon = ammo.weapon_of(token, explain_attack(state, action.actor, action.target, spec).weapon)
    return weapon if weapon is not None and weapon.kind == "thrown" else None


def _thrown_reactions(state, action: Action) -> tuple[Reaction, ...]:
    if _thrown_weapon(state, action) is None:
        return ()
    thrower = state.token(action.actor)
    to = state.token(str(action.target)).cell
    offset = state.grid.to_offset(to)
    return tuple(Reaction(w.watcher, SHOOT_ITEM, 0, thrower.cell,
                          Reason.of(ITEM_CROSSES, line=w.line, at=w.at, to=offset))
                 for w in thrown.thrown_item_watchers(state, action.actor, to))


def _shoot_item(state, reaction: Reaction, thrower: str):
    why = reaction.why
    to = state.grid.from_offset(*why.param("to"))
    return _shoot(state, reaction.by, thrower, to, int(why.param("line") or 1))


def _shoot(state, watcher: str, thrower: str, to, line: int):
    """The watcher's line shoots the item at -100; a hit does what `thrown_item_hit` says."""
    state, events = thrown.shoot_thrown_item(state, watcher, thrower, to, line)
    if not events[-1].param("hit"):
        return state, events
    state, more = item_hit(state, watcher, thrower, tuple(events[-1].param("at")))
    return state, events + more


def _last_throw(state, watcher: str, thrower: str):
    """(target cell, line) of `thrower`'s last throw across one of `watcher`'s lines, or None."""
    record = state.token(thrower).tactical.extra.get(THROWN_LAST)
    if not record or not state.has_token(record[0]):
        return None
    to = state.token(record[0]).cell
    line = next((w.line for w in thrown.thrown_item_watchers(state, thrower, to) if w.watcher == watcher), None)
    return None if line is None else (to, line)


def shoot_item_action(state, action: Action):
    """The catalogue's Shoot a thrown item: the target enemy's last throw, through the line it crossed."""
    to, line = _last_throw(state, action.actor, str(action.target))
    return _shoot(state, action.actor, str(action.target), to, line)


def shoot_item_reasons(state, action: Action) -> list[Reason]:
    """The target threw an item, and it crossed one of the actor's armed lines."""
    if action.target is None or not state.has_token(action.target):
        return []
    if not state.token(action.target).tactical.extra.get(THROWN_LAST):
        return [Reason.of("nothing_thrown", target=action.target)]
    if _last_throw(state, action.actor, action.target) is None:
        return [Reason.of("item_not_across_line", watcher=action.actor)]
    return []


def _acts(state, action: Action) -> bool:
    """Whether `action` is "acting" on a line (option `overwatch_on_action`)."""
    reading = str(option(state.options, "overwatch_on_action", OVERWATCH_ON_ACTION))
    if reading == "none" or action.id == "move":
        return False  # a dragged move is the path's reactions, judged step by step
    if reading == "any":
        return True
    definition = state.ruleset.actions.get(action.id)
    if definition is None:
        return False
    return definition.group in MOVING_GROUPS or definition.attack() is not None


def _acting_reactions(state, action: Action) -> tuple[Reaction, ...]:
    if not _acts(state, action):
        return ()
    actor = state.token(action.actor)
    found = [(w, 1) for w in overwatch.watchers_of_action(state, actor.id)]
    found += [(w, 2) for w in dual.second_line_watchers(state, actor.id) if _second_offered(state, w, actor.id)]
    if found and state.rules.param("overwatch_first_only"):
        found = found[:1]
    return tuple(Reaction(w, OVERWATCH, 0, actor.cell, Reason.of(ACTS_ON_LINE, action=action.id, line=line))
                 for w, line in found if not overwatch.overwatch_reasons(state, w, actor.id, line))
