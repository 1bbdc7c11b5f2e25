"""Fallout d100 homebrew: firing a declared Overwatch (Боеготовность) when it is set off.

The movement preview (`engine/reactions.py` with `systems/fallout_pnp.py`)
says who fires at which step: the first enemy to enter, cross or act on the
line (melee: to enter the weapon's reach), only the first declared of several
on one line, once per round. `overwatch_attack(state, watcher, target)` then
rolls it with the system's resolver (`fallout_pnp_combat.resolve_attack`):

- single (`overwatch_mode` "single" or none, Overwatch 1 AP): one attack at -20;
- burst (`overwatch_mode` "burst"): `overwatch_shots` rolls (the AP paid at
  1 AP per shot), never more than the weapon's `burst_limit`; each shot is
  rolled at the plain hit chance (the seed's burst rules are not given [A]);
- melee and unarmed: a single attack only, whatever was declared.

An enemy already on the line that acts there (changes position, attacks)
sets it off too: `watchers_of_action(state, actor)` names who fires, the
first declared only (option `overwatch_first_only`).

Focus never applies. The AP were paid when the overwatch was declared; firing
marks it spent for the round (`combat.spent[watcher].overwatch`) and clears
the declared line.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.actions import Action
from battlemap.engine.budgets import with_spent_entries
from battlemap.engine.effects import with_token
from battlemap.engine.events import Event
from battlemap.engine.modifiers import Reason
from battlemap.engine.systems.fallout_pnp_combat import resolve_attack
from battlemap.engine.threat import watched_cells

FIRED = "overwatch_fired"


def overwatch_reasons(state, watcher_id: str, target_id: str) -> tuple[Reason, ...]:
    """Every reason `watcher_id` cannot fire its overwatch at `target_id` now."""
    watcher, target = state.token(watcher_id), state.token(target_id)
    reasons = []
    if watcher.tactical.overwatch is None:
        reasons.append(Reason.of("no_overwatch"))
    key = str(state.system.param("overwatch_spent_key"))
    if state.combat.spent_by(watcher_id, key) >= 1:
        reasons.append(Reason.of("limit_reached", scope="round", limit=1, used=1))
    if not watcher.is_enemy_of(target):
        reasons.append(Reason.of("target_not_enemy", target=target_id))
    if not watcher.ready_weapons():
        reasons.append(Reason.of("requires_ready_weapon", kinds=("melee", "ranged", "thrown")))
    return tuple(reasons)


def watchers_of_action(state, actor_id: str) -> tuple[str, ...]:
    """The enemies whose armed overwatch watches `actor_id`'s cells: first declared first."""
    actor = state.token(actor_id)
    grid = state.grid
    mine = {grid.index(c) for c in actor.footprint if grid.in_bounds(c)}
    found = [t for t in state.enemies_of(actor) if mine & set(watched_cells(state, t))]
    found.sort(key=lambda t: (t.tactical.overwatch.declared is None, t.tactical.overwatch.declared or 0))
    ids = tuple(t.id for t in found)
    return ids[:1] if ids and state.system.param("overwatch_first_only") else ids


def shots(state, watcher_id: str) -> int:
    """How many attack rolls the watcher's overwatch makes."""
    watcher = state.token(watcher_id)
    ready = watcher.ready_weapons()
    if not ready or ready[0].kind == "melee" or watcher.tactical.extra.get("overwatch_mode") != "burst":
        return 1
    declared = watcher.tactical.extra.get("overwatch_shots", 1)
    limit = ready[0].fields.get("burst_limit", 1)
    return max(1, min(int(declared), int(limit) if isinstance(limit, int) else 1))


def overwatch_attack(state, watcher_id: str, target_id: str):
    """Fire `watcher_id`'s overwatch at `target_id`: (state, events); ValueError with the reasons if it cannot."""
    reasons = overwatch_reasons(state, watcher_id, target_id)
    if reasons:
        raise ValueError("cannot fire overwatch: " + ", ".join(map(str, reasons)))
    count = shots(state, watcher_id)
    watcher = state.token(watcher_id)
    weapon = watcher.ready_weapons()[0]
    burst = watcher.tactical.extra.get("overwatch_mode") == "burst" and weapon.kind != "melee"
    attack = "overwatch_burst" if burst else "overwatch"
    weapon = weapon.id
    action = Action("overwatch", watcher_id, target=target_id, options=(("weapon", weapon),))
    events = [Event.of(FIRED, watcher_id, "overwatch", target_id, shots=count, attack=attack)]
    for _ in range(count):
        state, more = resolve_attack(state, action, attack)
        events.extend(more)
    key = str(state.system.param("overwatch_spent_key"))
    state = with_spent_entries(state, watcher_id, {key: 1})
    watcher = state.token(watcher_id)
    # Out of turn: no Cancel Attack for an overwatch miss (it needs your own turn).
    state = with_token(state, replace(watcher, conditions=watcher.conditions - {"missed_attack"},
                                      tactical=replace(watcher.tactical, overwatch=None)))
    return state, tuple(events)
