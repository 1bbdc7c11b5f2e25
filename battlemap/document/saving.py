"""From the engine's battle state back to a scenario file.

`scenario_from_state(base, state)` writes what a battle changed into the
scenario it started from: token positions, postures, readied weapons,
conditions, tactical state, hidden flags, tokens placed or removed, the
combat record, the dice seed, the terrain rows after painting, the items
lying on the map, the fog of war and the battle's house rules (`options`). Whatever
the state did not change keeps the base's exact wording (a token field left
to its template stays left out), so a saved file diffs like a hand edit.
The result goes through the same validation as a file being opened, so a
battle that would not reopen is never written.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from battlemap.engine.battle.state import BattleState, Tactical, TokenState
from battlemap.engine.areas.templates import template_document
from battlemap.engine.building import token_state
from battlemap.grid import Edge
from battlemap.schema import Ruleset, Scenario, Token, effective_legend, scenario_from_document, terrain_ids

#: Characters offered to terrain painted with an id the legend has no character for.
SPARE_CHARACTERS = "abcdefghijklmnopqrstuvxyzABCEFGHIJKLMNOPQRSUVWXYZ0123456789%&*:;<>?@^_|!$"


def scenario_from_state(base: Scenario, state: BattleState, *,
                        background: Mapping[str, Any] | None = None,
                        images: Mapping[str, str] | None = None) -> Scenario:
    """The scenario `base` with everything `state` changed written into it.

    `background` is the file's `background` object (None: no picture); the
    document keeps the picture, not the engine's state, so it is passed in.
    `images` likewise are the tokens' `image` entries (token id -> reference
    as written to the file); None keeps whatever the base file said.

    Raises LoadError when the result would not load (it is validated exactly
    like an opened file, against the state's ruleset).
    """
    raw = base.model_dump(mode="json", exclude_defaults=True)
    originals = {t.id: t for t in base.tokens}
    raw["tokens"] = [_token_document(originals.get(token.id), state, token) for token in state.tokens]
    if images is not None:
        for document in raw["tokens"]:
            document.pop("image", None)
            if document["id"] in images:
                document["image"] = images[document["id"]]
    combat = _combat_document(base, state)
    if combat is None:
        raw.pop("combat", None)
    else:
        raw["combat"] = combat
    options = _options_document(base, state)
    if options:
        raw["options"] = options
    else:
        raw.pop("options", None)
    if base.seed is not None or state.dice.seed != 0:
        raw["seed"] = state.dice.seed
    terrain = _terrain_document(base, state)
    if terrain is not None:
        raw["terrain"] = terrain
    zones = _zones_document(base, state)
    if zones is not None:
        raw["zones"] = zones
    items = _items_document(base, state)
    if items is not None:
        raw["items"] = items
    templates = [template_document(t, state.grid) for t in state.templates]
    if templates:
        raw["templates"] = templates
    else:
        raw.pop("templates", None)
    objectives = _objectives_document(raw.get("objectives"), state)
    if objectives is not None:
        raw["objectives"] = objectives
    sides = _sides_document(base, state)
    if sides:
        raw["sides"] = sides
    else:
        raw.pop("sides", None)
    fog = _fog_document(state)
    if fog is None:
        raw.pop("fog", None)
    else:
        raw["fog"] = fog
    notes = _notes_document(state)
    if notes is None:
        raw.pop("map_notes", None)
    else:
        raw["map_notes"] = notes
    raw.pop("background", None)
    if background is not None:
        raw["background"] = dict(background)
    ruleset = state.ruleset
    return scenario_from_document(
        json.loads(json.dumps(raw)),
        source=base.name or "battle",
        ruleset_resolver=lambda ruleset_id: ruleset if ruleset_id == ruleset.id else None,
    )


# --- sides ------------------------------------------------------------------------
def _sides_document(base: Scenario, state: BattleState) -> dict[str, Any]:
    """The file's `sides`: each side's name, and who plays it as the battle now says."""
    document = {}
    for side in state.sides.values():
        entry = base.sides[side.id].model_dump(mode="json", exclude_defaults=True) if side.id in base.sides else {}
        if side.name is not None:
            entry["name"] = side.name
        entry.pop("played_by", None)
        if side.computer:
            entry["played_by"] = side.played_by
        if side.temperament != "steady" or "temperament" in entry:
            entry["temperament"] = side.temperament
        document[side.id] = entry
    return document


# --- tokens -----------------------------------------------------------------------
def _token_document(original: Token | None, state: BattleState, token: TokenState) -> dict[str, Any]:
    """The file entry of `token`: its base entry (`original`, None for a token placed since)
    plus every field the battle changed."""
    if original is None:
        original = Token.model_validate(
            {"id": token.id, "name": token.name, "side": token.side,
             "at": list(state.grid.to_offset(token.cell)), "template": token.template},
            strict=False,
        )
    document = original.model_dump(mode="json", exclude_defaults=True)
    document.update(_changed_fields(state, original, token))
    return document


def _changed_fields(state: BattleState, original: Token, token: TokenState) -> dict[str, Any]:
    """Fields where `token` differs from what `original` resolves to."""
    fresh = token_state(original, state.ruleset, state.grid)
    changed: dict[str, Any] = {}
    if token.cell != fresh.cell:
        changed["at"] = list(state.grid.to_offset(token.cell))
    for name in ("name", "label", "side", "size", "count", "posture", "facing", "hidden", "template"):
        if getattr(token, name) != getattr(fresh, name):
            changed[name] = getattr(token, name)
    weapons = tuple(w.id for w in token.weapons)
    if weapons != tuple(w.id for w in fresh.weapons):
        changed["weapons"] = list(weapons)
    if token.readied != fresh.readied:
        ordered = [w for w in weapons if w in token.readied]
        changed["readied"] = ordered + sorted(token.readied - set(ordered))
    if token.conditions != fresh.conditions:
        changed["conditions"] = sorted(token.conditions)
    if dict(token.stats) != dict(fresh.stats):
        overrides = dict(original.stats)
        overrides.update({k: v for k, v in token.stats.items() if fresh.stats.get(k) != v})
        changed["stats"] = overrides
    if not _same_tactical(token.tactical, fresh.tactical):
        changed["state"] = tactical_document(state, token.tactical)
    return changed


def _same_tactical(a: Tactical, b: Tactical) -> bool:
    """Tactical states equal, their extra keys included (the dataclass skips them)."""
    return a == b and dict(a.extra) == dict(b.extra)


def tactical_document(state: BattleState, tactical: Tactical) -> dict[str, Any]:
    """A token's tactical state as the file's `state` object."""
    document: dict[str, Any] = {
        k: v for k, v in tactical.extra.items() if k not in ("grappling", "retreat")
    }
    if tactical.overwatch is not None:
        o = tactical.overwatch
        overwatch: dict[str, Any] = {"toward": list(state.grid.to_offset(o.toward))}
        if o.arc:
            overwatch["arc"] = int(o.arc) if o.arc == int(o.arc) else o.arc
        if o.declared is not None:
            overwatch["declared"] = o.declared
        document["overwatch"] = overwatch
    if tactical.aiming is not None:
        document["aiming"] = tactical.aiming
    if tactical.wait is not None:
        document["wait"] = {"trigger": tactical.wait}
    if tactical.grappling is not None:
        document["grappling"] = tactical.grappling
    if tactical.retreat:
        document["retreat"] = True
    return document


# --- options ----------------------------------------------------------------------------
def _options_document(base: Scenario, state: BattleState) -> dict[str, Any]:
    """The battle's house rules: every option set away from the ruleset's default, and those the
    base file names (its wording kept)."""
    defaults = state.ruleset.options
    return {key: value for key, value in state.options.items()
            if key in base.options or (key in defaults and value != defaults[key].default)}


# --- combat -------------------------------------------------------------------------
def _combat_document(base: Scenario, state: BattleState) -> dict[str, Any] | None:
    combat = state.combat
    spent = {
        token: {key: value for key, value in keys.items()}
        for token, keys in combat.spent.items() if keys
    }
    rolled = state.dice.position
    if base.combat is None and combat.round == 1 and not combat.order \
            and combat.active is None and not spent and not rolled \
            and not combat.held and combat.outcome is None:
        return None
    document: dict[str, Any] = {"round": combat.round, "order": list(combat.order)}
    if combat.active is not None:
        document["active"] = combat.active
    if spent:
        document["spent"] = spent
    if rolled:
        document["dice_position"] = rolled
    if combat.held:
        document["held"] = dict(combat.held)
    if combat.outcome is not None:
        decided = combat.outcome
        document["outcome"] = {"winner": decided.winner, "reason": decided.reason,
                               **({"objective": decided.objective} if decided.objective else {})}
    return document


# --- terrain ------------------------------------------------------------------------
def _terrain_document(base: Scenario, state: BattleState) -> dict[str, Any] | None:
    """The terrain object after painting and door changes, or None when nothing changed."""
    grid, terrain = state.grid, state.terrain
    current = [
        tuple(terrain.terrain_id_at(row * grid.cols + col) for col in range(grid.cols))
        for row in range(grid.rows)
    ]
    edges, segments = _edges_document(base, state), _segments_document(base, state)
    cells_changed = tuple(current) != terrain_ids(base, state.ruleset)
    if not cells_changed and edges is None and segments is None:
        return None
    document = base.terrain.model_dump(mode="json", exclude_defaults=True) if base.terrain else {}
    for name, value in (("edges", edges), ("segments", segments)):
        if value:
            document[name] = value
        elif value is not None:
            document.pop(name, None)
    if not cells_changed:
        return document
    legend = dict(base.terrain.legend) if base.terrain is not None else {}
    chars = _characters(effective_legend(base, state.ruleset), base, state.ruleset)
    for row in current:
        for terrain_id in row:
            if terrain_id not in chars:
                char = _spare_character(chars, effective_legend(base, state.ruleset), legend)
                legend[char] = terrain_id
                chars[terrain_id] = char
    if legend:
        document["legend"] = legend
    document["rows"] = ["".join(chars[t] for t in row) for row in current]
    return document


def _edges_document(base: Scenario, state: BattleState) -> list[dict[str, Any]] | None:
    """The `edges` list when doors opened, closed or were drawn; None when the file's still hold.

    Edges the file had keep their place in the list; new ones follow.
    """
    grid = state.grid
    now = {edge: kind.id for edge, kind in state.terrain.edge_walls.items()}
    listed = tuple(base.terrain.edges) if base.terrain is not None else ()
    written: list[dict[str, Any]] = []
    seen = set()
    for entry in listed:
        a, b = (grid.from_offset(*cell) for cell in entry.between)
        edge = Edge.of(a, b)
        seen.add(edge)
        if edge in now:
            written.append({"between": [list(c) for c in entry.between], "type": now[edge]})
    for edge in sorted(set(now) - seen, key=lambda e: (grid.to_offset(e.a), grid.to_offset(e.b))):
        written.append({"between": [list(grid.to_offset(edge.a)), list(grid.to_offset(edge.b))],
                        "type": now[edge]})
    before = [{"between": [list(c) for c in e.between], "type": e.type} for e in listed]
    return None if written == before else written


def _segments_document(base: Scenario, state: BattleState) -> list[dict[str, Any]] | None:
    """The `segments` list when free walls were drawn, moved, deleted or their doors toggled;
    None when the file's still hold."""
    listed = tuple(base.terrain.segments) if base.terrain is not None else ()
    before = [(tuple(s.start), tuple(s.end), s.type) for s in listed]
    now = list(state.terrain.segment_layer.specs)
    if [(tuple(map(float, a)), tuple(map(float, b)), t) for a, b, t in before] == now:
        return None
    return [{"from": _number_pair(a), "to": _number_pair(b), "type": t} for a, b, t in now]


def _number_pair(point: tuple[float, float]) -> list[float | int]:
    """A point as the file writes it: whole numbers without a decimal point."""
    return [int(v) if float(v).is_integer() else v for v in point]


def _zones_document(base: Scenario, state: BattleState) -> list[dict[str, Any]] | None:
    """The `zones` list when cells were added or removed; None when the file's still hold."""
    grid = state.grid
    if all(_zone_cells(grid, z.cells) == s.cells for z, s in zip(base.zones, state.zones)):
        return None
    documents = []
    for zone, now in zip(base.zones, state.zones):
        document = zone.model_dump(mode="json", exclude_defaults=True)
        document["cells"] = [list(grid.to_offset(grid.cell(i))) for i in sorted(now.cells)]
        documents.append(document)
    return documents


def _items_document(base: Scenario, state: BattleState) -> list[dict[str, Any]] | None:
    """The `items` list when items were picked up, dropped or thrown; None when the file's still hold."""
    grid = state.grid
    now = [{"id": i.id, "item": i.item, "at": list(grid.to_offset(i.cell)), "count": i.count}
           for i in state.items]
    before = [{"id": i.id, "item": i.item, "at": list(i.at), "count": i.count} for i in base.items]
    if now == before:
        return None
    return [{k: v for k, v in entry.items() if k != "count" or v != 1} for entry in now]


def _fog_document(state: BattleState) -> dict[str, Any] | None:
    """The `fog` object (fields at their defaults left out), or None when the fog is all defaults."""
    fog, grid = state.fog, state.grid
    document: dict[str, Any] = {}
    if fog.enabled:
        document["enabled"] = True
    if fog.sides:
        document["sides"] = list(fog.sides)
    for name in ("explored", "revealed", "hidden"):
        cells = getattr(fog, name)
        if cells:
            document[name] = [list(grid.to_offset(grid.cell(i))) for i in sorted(cells)]
    return document or None


def _notes_document(state: BattleState) -> dict[str, Any] | None:
    """The `map_notes` object (fields at their defaults left out), or None when there is no note."""
    notes = state.map_notes
    document: dict[str, Any] = {}
    if notes.pins:
        document["pins"] = [{"id": p.id, "at": [_plain(v) for v in p.at], "text": p.text,
                             **({"players": True} if p.players else {})} for p in notes.pins]
    if notes.drawings:
        document["drawings"] = [
            {"id": d.id, "points": [[_plain(x), _plain(y)] for x, y in d.points], "colour": d.colour,
             "width": _plain(d.width), **({"players": True} if d.players else {})} for d in notes.drawings]
    return document or None


def _plain(value: float) -> float | int:
    """A coordinate as a person writes it: 2 rather than 2.0, and no more than 4 decimals."""
    rounded = round(value, 4)
    return int(rounded) if rounded == int(rounded) else rounded


def _zone_cells(grid, cells) -> frozenset[int]:
    found = (grid.from_offset(*cell) for cell in cells)
    return frozenset(grid.index(c) for c in found if grid.in_bounds(c))


def _characters(legend: Mapping[str, str], base: Scenario, ruleset: Ruleset) -> dict[str, str]:
    """Terrain id -> the character to draw it with: the file's own legend first."""
    chars: dict[str, str] = {}
    own = base.terrain.legend if base.terrain is not None else {}
    for char, terrain_id in (*own.items(), *legend.items()):
        chars.setdefault(terrain_id, char)
    return chars


def _spare_character(chars: Mapping[str, str], *legends: Mapping[str, str]) -> str:
    used = set(chars.values()).union(*(set(legend) for legend in legends))
    for char in SPARE_CHARACTERS:
        if char not in used:
            return char
    raise ValueError("no spare legend character left for another terrain type")


def _objectives_document(entries, state: BattleState) -> list | None:
    """The file's objectives the battle still has (deleting a token drops an objective to
    protect it), each with its id written so the rest keep theirs; None: all of them kept."""
    if not entries:
        return None
    kept = {o.id for o in state.objectives}
    ids = [entry.get("id") or f"objective-{n}" for n, entry in enumerate(entries, start=1)]
    if all(i in kept for i in ids):
        return None
    return [{**entry, "id": i} for entry, i in zip(entries, ids, strict=True) if i in kept]
