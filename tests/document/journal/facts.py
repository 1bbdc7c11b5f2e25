"""The whole battle as plain values, to compare two battles field by field.

`Tactical.__eq__` leaves `extra` out and `TokenState.__eq__` leaves `stats`
out (both compare=False, for speed); terrain tables may list their types in
another order after painting. `battle_facts` spells every one of them out, so
two battles compare equal only when everything a user or the rules could
notice is equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.state import BattleState, Tactical, TokenState


@dataclass(frozen=True)
class DocumentFacts:
    """A document's battle and the parts it keeps beside it, as comparable values."""

    battle: dict[str, Any]
    background: Any
    pictures: dict[str, str]
    pending: tuple[Any, ...]
    log: tuple[str, ...]


def battle_facts(state: BattleState) -> dict[str, Any]:
    """Every field of the battle: tokens (stats, tactical with extra), occupancy, combat, dice, terrain, zones, fog, notes."""
    grid, terrain = state.grid, state.terrain
    return {
        "tokens": [token_facts(t) for t in state.tokens],
        "occupancy": {i: sorted(ids) for i, ids in state.occupancy.items()},
        "combat": {"round": state.combat.round, "order": state.combat.order, "active": state.combat.active,
                   "spent": {k: dict(v) for k, v in state.combat.spent.items()}},
        "dice": (state.dice.seed, state.dice.position),
        "terrain": [terrain.terrain_id_at(i) for i in range(grid.size)],
        "edges": {repr(edge): kind.id for edge, kind in terrain.edge_walls.items()},
        "zones": [(z.id, z.name, sorted(z.cells), z.tags) for z in state.zones],
        "fog": (state.fog.enabled, state.fog.sides, sorted(state.fog.explored), sorted(state.fog.revealed),
                sorted(state.fog.hidden)),
        "templates": list(state.templates),
        "map_notes": state.map_notes,
    }


def token_facts(token: TokenState) -> dict[str, Any]:
    return {
        "id": token.id, "name": token.name, "side": token.side, "cell": token.cell,
        "footprint": token.footprint, "size": token.size, "count": token.count, "posture": token.posture,
        "facing": token.facing, "stats": dict(token.stats),
        "weapons": [(w.id, w.kind, w.reach, w.range, dict(w.fields)) for w in token.weapons],
        "readied": sorted(token.readied), "conditions": sorted(token.conditions),
        "tactical": tactical_facts(token.tactical), "hidden": token.hidden, "template": token.template,
        "extent": token.extent,
    }


def tactical_facts(tactical: Tactical) -> dict[str, Any]:
    return {"overwatch": tactical.overwatch, "aiming": tactical.aiming, "wait": tactical.wait,
            "grappling": tactical.grappling, "retreat": tactical.retreat, "extra": dict(tactical.extra)}


def document_facts(document: BattleDocument) -> DocumentFacts:
    return DocumentFacts(battle_facts(document.state), document.background, dict(document.pictures),
                         document.pending_reactions, log_texts(document))


def log_texts(document: BattleDocument) -> tuple[str, ...]:
    return tuple(entry.text for entry in document.log)
