"""Fallout d100 homebrew: firing a declared Overwatch (Боеготовность) when it is set off.

The movement preview (`engine/movement/reactions.py` with `systems/fallout_pnp/rules.py`)
says who fires at which step: the first enemy to enter, cross or act on the
line (melee: to enter the weapon's reach), only the first declared of several
on one line, once per round. `overwatch_attack(state, watcher, target)` then
rolls it with the system's resolver (`systems/fallout_pnp/combat.resolve_attack`):

- single (`overwatch_mode` "single" or none, Overwatch 1 AP): one attack at -20;
- burst (`overwatch_mode` "burst"): `overwatch_shots` rolls (the AP paid at
  1 AP per shot), never more than the weapon's `burst_limit`; each shot is
  rolled at the burst penalty (`systems/fallout_pnp/attack`, option `burst_penalty` [A]);
- melee and unarmed: a single attack only, whatever was declared;
- never more shots than rounds loaded (`systems/fallout_pnp/ammo`), none when empty;
- a dual overwatch (`systems/fallout_pnp/dual`): `line=2` fires the second line with
  the second paired weapon; each line fires once, the round's overwatch is
  spent when neither is left.

An enemy already on the line that acts there (changes position, attacks)
sets it off too: `watchers_of_action(state, actor)` names who fires, the
first declared only (option `overwatch_first_only`).

Focus never applies. The AP were paid when the overwatch was declared; firing
marks it spent for the round (`combat.spent[watcher].overwatch`) and clears
the declared line.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.threat import watched_cells
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.fallout_pnp import ammo, dual
from battlemap.engine.systems.fallout_pnp.combat import resolve_attack

FIRED = "overwatch_fired"


def line_weapon(watcher, line: int = 1):
    """The weapon a line fires: the paired weapon of a dual overwatch, else the first ready one."""
    pair = dual.declared_pair(watcher)
    if pair is not None:
        return ammo.weapon_of(watcher, pair[line - 1])
    ready = watcher.ready_weapons()
    return ready[0] if ready else None


def overwatch_reasons(state, watcher_id: str, target_id: str, line: int = 1) -> tuple[Reason, ...]:
    """Every reason `watcher_id` cannot fire its overwatch (line 2: a dual's second line) at `target_id` now."""
    watcher, target = state.token(watcher_id), state.token(target_id)
    reasons = []
    declared = watcher.tactical.overwatch if line == 1 else dual.declared_second(watcher)
    if not declared:
        reasons.append(Reason.of("no_overwatch", line=line))
    key = str(state.rules.param("overwatch_spent_key"))
    if state.combat.spent_by(watcher_id, key) >= 1:
        reasons.append(Reason.of("limit_reached", scope="round", limit=1, used=1))
    if not watcher.is_enemy_of(target):
        reasons.append(Reason.of("target_not_enemy", target=target_id))
    weapon = line_weapon(watcher, line)
    if weapon is None or weapon.id not in watcher.readied:
        reasons.append(Reason.of("requires_ready_weapon", kinds=("melee", "ranged", "thrown")))
    else:
        reasons.extend(ammo.ammo_reasons(watcher, weapon))
    return tuple(reasons)


def watchers_of_action(state, actor_id: str) -> tuple[str, ...]:
    """The enemies whose armed overwatch watches `actor_id`'s cells: first declared first."""
    actor = state.token(actor_id)
    grid = state.grid
    mine = {grid.index(c) for c in actor.footprint if grid.in_bounds(c)}
    found = [t for t in state.enemies_of(actor) if mine & set(watched_cells(state, t))]
    found.sort(key=lambda t: (t.tactical.overwatch.declared is None, t.tactical.overwatch.declared or 0))
    ids = tuple(t.id for t in found)
    return ids[:1] if ids and state.rules.param("overwatch_first_only") else ids


def shots(state, watcher_id: str, line: int = 1) -> int:
    """How many attack rolls the watcher's overwatch makes (a dual line: one)."""
    watcher = state.token(watcher_id)
    weapon = line_weapon(watcher, line)
    if weapon is None or weapon.kind == "melee" or watcher.tactical.extra.get("overwatch_mode") != "burst":
        return 1
    declared = watcher.tactical.extra.get("overwatch_shots", 1)
    limit = weapon.fields.get("burst_limit", 1)
    count = max(1, min(int(declared), int(limit) if isinstance(limit, int) else 1))
    have = ammo.loaded(watcher, weapon)
    return count if have is None else max(1, min(count, have))  # no more shots than rounds loaded


def overwatch_attack(state, watcher_id: str, target_id: str, line: int = 1):
    """Fire `watcher_id`'s overwatch (line 2: a dual's second line) at `target_id`: (state, events);
    ValueError with the reasons if it cannot."""
    reasons = overwatch_reasons(state, watcher_id, target_id, line)
    if reasons:
        raise ValueError("cannot fire overwatch: " + ", ".join(map(str, reasons)))
    count = shots(state, watcher_id, line)
    watcher = state.token(watcher_id)
    weapon = line_weapon(watcher, line)
    burst = watcher.tactical.extra.get("overwatch_mode") == "burst" and weapon.kind != "melee"
    attack = "overwatch_burst" if burst else "overwatch"
    action = Action("overwatch", watcher_id, target=target_id, options=(("weapon", weapon.id),))
    events = [Event.of(FIRED, watcher_id, "overwatch", target_id, shots=count, attack=attack, line=line,
                       weapon=weapon.id)]
    for _ in range(count):
        state, more = resolve_attack(state, action, attack)
        events.extend(more)
    return fired(state, watcher_id, line), tuple(events)


def fired(state, watcher_id: str, line: int):
    """The line that fired is gone; the round's overwatch is spent once no line is left."""
    watcher = state.token(watcher_id)
    overwatch = None if line == 1 else watcher.tactical.overwatch
    # Out of turn: no Cancel Attack for an overwatch miss (it needs your own turn).
    state = with_token(state, replace(watcher, conditions=watcher.conditions - {"missed_attack"},
                                      tactical=replace(watcher.tactical, overwatch=overwatch)))
    second = None if line == 2 else watcher.tactical.extra.get(dual.SECOND)
    state = ammo.with_extras(state, watcher_id, {ammo.MISSED_WEAPON: None, dual.SECOND: second})
    if overwatch is None and second is None:
        state = ammo.with_extras(state, watcher_id, {dual.DUAL: None, "overwatch_dual_mode": None,
                                                     "overwatch_dual_first": None})
        state = with_spent_entries(state, watcher_id, {str(state.rules.param("overwatch_spent_key")): 1})
    return state
