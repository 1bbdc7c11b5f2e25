"""Random but seeded gestures on an open battle: every command builder, arguments drawn from the battle now.

`play_randomly(document, random.Random(seed), commands)` picks builders at
random, with arguments taken from the current state (its tokens, their
neighbouring cells, the catalogue's actions, the offers pending, the
ruleset's terrain, the zones), and applies whatever comes back as a Command,
until `commands` were applied (or `attempts` ran out). The same seed makes
the same battle.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from tests.document.journal.journal_helpers import picture

from battlemap.document.background import Background
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.token_edit import TokenEdit, postures_of
from battlemap.engine.battle.actions import Action
from battlemap.grid import Cell

Gesture = Callable[[BattleDocument, random.Random], "Command | Rejected | None"]


@dataclass(frozen=True)
class Played:
    """What a run of random gestures did: how many were tried and applied, the record kinds applied."""

    tried: int
    applied: int
    kinds: frozenset[str]


def play_randomly(document: BattleDocument, rng: random.Random, commands: int, *, attempts: int = 1000,
                  gestures: tuple[Gesture, ...] | None = None) -> Played:
    """Apply `commands` commands of random gestures (`gestures`, default all) to `document` (fewer if
    `attempts` run out)."""
    tried, applied, kinds = 0, 0, set()
    drawn = gestures or GESTURES
    while applied < commands and tried < attempts:
        tried += 1
        result = rng.choice(drawn)(document, rng)
        if isinstance(result, Command):
            document.apply(result)
            applied += 1
            kinds.add(result.record.do)
    return Played(tried, applied, frozenset(kinds))


#: The gestures that turn fog of war on or change it (left out where fog is traced line by line).
FOG_GESTURES = frozenset({"fog", "fog_sides", "fog_cells", "reset_explored"})


#: Catalogue actions the engine crashes on when drawn at random (not journal bugs; left out here):
#: GURPS take_handed with nothing held out and no item option (StopIteration in exchange.hand_over).
CRASHING_ACTIONS = frozenset({"take_handed"})


# --- what the arguments are drawn from -----------------------------------------------------
def _token(document: BattleDocument, rng: random.Random) -> str | None:
    tokens = document.state.tokens
    if not tokens:
        return None
    active = document.state.combat.active
    if active is not None and document.state.has_token(active) and rng.random() < 0.5:
        return active
    return rng.choice(tokens).id


def _walk(document: BattleDocument, rng: random.Random, start: Cell, steps: int) -> tuple[Cell, ...]:
    grid, path, here = document.state.grid, [], start
    for _ in range(steps):
        here = rng.choice([c for c in grid.neighbors(here) if grid.in_bounds(c)] or [here])  # a 1x1 map: stay
        path.append(here)
    return tuple(path)


def _cell(document: BattleDocument, rng: random.Random) -> Cell:
    grid = document.state.grid
    return grid.from_offset(rng.randrange(grid.cols), rng.randrange(grid.rows))


def _near(document: BattleDocument, rng: random.Random, token_id: str) -> Cell:
    start = document.state.token(token_id).cell
    return _walk(document, rng, start, rng.randint(1, 4))[-1]


def _other(document: BattleDocument, rng: random.Random, token_id: str, *, enemy: bool | None) -> str | None:
    me = document.state.token(token_id)
    found = [t.id for t in document.state.tokens if t.id != token_id
             and (enemy is None or (t.side != me.side) == enemy)]
    return rng.choice(found) if found else None


# --- one gesture per builder ---------------------------------------------------------------
def move(document, rng):
    token = _token(document, rng)
    if token is None:
        return None
    return document.move_command(token, _walk(document, rng, document.state.token(token).cell,
                                              rng.randint(1, 4)))


def drag_and_drop(document, rng):
    token = _token(document, rng)
    if token is None:
        return None
    document.drag.begin(token)
    document.drag.hover(_near(document, rng, token))
    return document.drop_command()


def action(document, rng):
    token = _token(document, rng)
    if token is None:
        return None
    catalogue = document.state.ruleset.actions
    action_id = rng.choice(sorted(set(catalogue) - CRASHING_ACTIONS))
    target = catalogue[action_id].target
    played = Action(action_id, token)
    if target in ("enemy", "ally", "token"):
        other = _other(document, rng, token, enemy={"enemy": True, "ally": False}.get(target))
        if other is None:
            return None
        played = Action(action_id, token, target=other)
    elif target in ("cell", "direction"):
        played = Action(action_id, token, cell=_near(document, rng, token))
    elif target == "path":
        played = Action(action_id, token, path=_walk(document, rng, document.state.token(token).cell,
                                                     rng.randint(1, 3)))
    weapons = [w.id for w in document.state.token(token).weapons]
    if weapons and rng.random() < 0.3:  # the item an action readies, drops or uses
        played = replace(played, options=(("item", rng.choice(weapons)),))
    return document.action_command(played)


def attack(document, rng):
    token = _token(document, rng)
    target = _other(document, rng, token, enemy=True) if token is not None else None
    if target is None:
        return None
    catalogue = document.state.ruleset.actions
    attacks = sorted({a.attack() for a in catalogue.values() if a.attack() is not None})
    return document.attack_command(token, target, rng.choice([None, None, *attacks]))


def overwatch(document, rng):
    token = _token(document, rng)
    catalogue = document.state.ruleset.actions
    watches = sorted(k for k, a in catalogue.items() if a.target == "direction")
    if token is None or not watches:
        return None
    toward = _walk(document, rng, document.state.token(token).cell, rng.randint(3, 6))[-1]
    return document.overwatch_command(rng.choice(watches), token, toward, rng.choice([0, 0, 45, 90]))


def react(document, rng):
    pending = document.pending_reactions
    if not pending:
        return None
    offer = rng.choice(pending)
    if rng.random() < 0.6:
        return document.roll_reaction_command(offer)
    return document.skip_reaction_command(offer)


def next_turn(document, rng):
    return document.next_turn_command()


def next_round(document, rng):
    return document.next_round_command() if rng.random() < 0.3 else None


def initiative(document, rng):
    return document.initiative_command()


def order(document, rng):
    ids = [t.id for t in document.state.tokens]
    rng.shuffle(ids)
    return document.set_order_command(ids)


def place_token(document, rng):
    ruleset = document.state.ruleset
    template = rng.choice(sorted(ruleset.templates))
    return document.place_token_command(template, _cell(document, rng), rng.choice(["blue", "red"]),
                                        name=rng.choice([None, "Reinforcements"]))


def delete_token(document, rng):
    token = _token(document, rng)
    if token is None or len(document.state.tokens) < 4 or rng.random() < 0.7:
        return None
    return document.delete_token_command(token)  # every reference to it goes with it


def hide_token(document, rng):
    token = _token(document, rng)
    return document.set_hidden_command(token, rng.random() < 0.5) if token is not None else None


def edit_token(document, rng):
    token = _token(document, rng)
    if token is None:
        return None
    now = document.token_edit(token)
    edit = TokenEdit(
        rng.choice([now.name, now.name + " II"]), rng.choice([now.side, "blue", "red", "green"]),
        rng.choice([now.count, min(now.count + 1, 1_000_000)]), rng.choice(postures_of(document.state)),
        rng.randrange(document.state.grid.directions), rng.random() < 0.3,
        rng.choice([now.image, None, "assets:tokens/knight.png", str(_picture(document))]),
    )
    return document.edit_token_command(token, edit)


def duplicate_token(document, rng):
    token = _token(document, rng)
    return document.duplicate_token_command(token) if token is not None else None


def bring_to_front(document, rng):
    token = _token(document, rng)
    return document.bring_to_front_command(token) if token is not None else None


def set_stat(document, rng):
    token = _token(document, rng)
    if token is None:
        return None
    stats = document.state.token(token).stats
    if not stats:
        return None
    key = rng.choice(sorted(stats))
    value = stats[key]
    if isinstance(value, bool):
        text = rng.choice(["true", "false"])
    elif isinstance(value, (int, float)):
        text = str(type(value)(value + rng.choice([-1, 1, 2])))
    else:
        text = str(value) + "x"
    return document.set_stat_command(token, key, text)


def paint(document, rng):
    terrain = rng.choice(sorted(document.state.ruleset.terrain))
    start = _cell(document, rng)
    return document.paint_terrain_command((start, *_walk(document, rng, start, rng.randint(0, 3))), terrain)


def door(document, rng):
    state = document.state
    doors = [i for i in range(state.grid.size) if state.terrain.type_at(i).door]
    if not doors:
        return None
    return document.toggle_door_command(state.grid.cell(rng.choice(doors)))


def edge_door(document, rng):
    state = document.state
    edges = sorted(state.terrain.edge_walls, key=repr)
    if edges and rng.random() < 0.7:
        return document.toggle_edge_door_command(rng.choice(edges))
    return document.toggle_edge_door_command(rng.choice(state.grid.edges_of(_cell(document, rng))))


def _map_point(document, rng):
    """A point of the map in its units, on a quarter-cell lattice half of the time (corners, edges)."""
    from battlemap.schema.segment_checks import map_extent

    grid = document.state.grid
    width, height = map_extent(grid.kind, getattr(grid, "orientation", None), (grid.cols, grid.rows))
    if rng.random() < 0.5:
        return rng.randint(0, int(width * 4)) / 4, rng.randint(0, int(height * 4)) / 4
    return round(rng.uniform(0, width), 3), round(rng.uniform(0, height), 3)


def draw_segment(document, rng):
    return document.draw_segment_command(_map_point(document, rng), _map_point(document, rng),
                                         rng.choice(("wall", "door", "low_wall", "open_door")))


def _segment_index(document, rng):
    count = len(document.state.terrain.segment_layer.segments)
    return rng.randrange(count) if count else None


def move_segment(document, rng):
    index = _segment_index(document, rng)
    return None if index is None else document.move_segment_end_command(
        index, rng.randint(0, 1), _map_point(document, rng))


def delete_segment(document, rng):
    index = _segment_index(document, rng)
    return None if index is None else document.delete_segment_command(index)


def segment_door(document, rng):
    index = _segment_index(document, rng)
    return None if index is None else document.toggle_segment_door_command(index)


def zone_cell(document, rng):
    zones = document.state.zones
    if not zones:
        return None
    return document.zone_cell_command(rng.choice(zones).id, _cell(document, rng), add=rng.random() < 0.6)


def background(document, rng):
    if document.background is not None and rng.random() < 0.3:
        return document.background_command(None)
    placed = Background(str(_picture(document)), rng.choice([1.0, 2.5]), rng.choice([0.0, 1.5]), 0.0,
                         rng.choice([1.0, 0.5]))
    return document.background_command(placed)


def gm_move(document, rng):
    token = _token(document, rng)
    return None if token is None else document.gm_move_command(token, _cell(document, rng))


def set_condition(document, rng):
    token = _token(document, rng)
    if token is None:
        return None
    condition = rng.choice(["wounded", "stunned", "prone_by_gm"])
    return document.set_condition_command(token, condition, condition not in document.state.token(token).conditions)


def set_count(document, rng):
    token = _token(document, rng)
    return None if token is None else document.set_count_command(token, "marks", str(rng.randint(0, 3)))


def reset_budget(document, rng):
    token = _token(document, rng)
    return None if token is None else document.reset_budget_command(token)


def set_options(document, rng):
    """A house rule set to another of its choices (or its other truth value)."""
    options = document.state.ruleset.options
    flippable = [k for k, o in options.items() if o.choices or isinstance(o.default, bool)]
    if not flippable:
        return None
    key = rng.choice(sorted(flippable))
    option = options[key]
    values = list(option.choices) if option.choices else [True, False]
    return document.set_options_command({key: rng.choice(values)})


def fog(document, rng):
    """Fog of war on (most often) or off."""
    return document.set_fog_command(rng.random() < 0.7)


def fog_sides(document, rng):
    sides = sorted({t.side for t in document.state.tokens})
    return document.set_fog_sides_command(rng.sample(sides, rng.randint(1, len(sides)))) if sides else None


def fog_cells(document, rng):
    cells = {_cell(document, rng) for _ in range(rng.randint(1, 4))}
    return document.fog_cells_command(sorted(cells, key=document.state.grid.index),
                                      rng.choice(("reveal", "hide", "clear")))


def reset_explored(document, rng):
    return document.reset_explored_command()


def place_template(document, rng):
    """A random area template: a shape, an origin, where it points, a size of a few cells."""
    from battlemap.engine.areas.templates import AreaTemplate
    from battlemap.document.template_commands import next_template_id

    origin, toward = _cell(document, rng), _cell(document, rng)
    shape = rng.choice(("circle", "cone", "line", "square"))
    if shape in ("cone", "line") and toward == origin:
        return None
    size = document.state.spec.cell * rng.randint(1, 4)
    angle = rng.choice((None, 60)) if shape == "cone" else None
    return document.place_template_command(AreaTemplate(
        next_template_id(document.state), shape, origin, size, toward if shape in ("cone", "line") else None,
        angle, None, rng.random() < 0.5))


def remove_template(document, rng):
    templates = document.state.templates
    return document.remove_template_command(rng.choice(templates).id) if templates else None
def _point(document, rng):
    """A map point (cell units) inside the map's box."""
    grid = document.state.grid
    return (round(rng.uniform(0, grid.cols), 2), round(rng.uniform(0, grid.rows), 2))


def _note(document, rng, kind: str):
    notes = document.state.map_notes
    found = notes.pins if kind == "pin" else notes.drawings
    return rng.choice(found).id if found else "nothing"


def add_pin(document, rng):
    return document.add_pin_command(_point(document, rng), rng.choice(("Trap", "Loot\nin the chest")),
                                    players=rng.random() < 0.5)


def edit_pin(document, rng):
    return document.edit_pin_command(_note(document, rng, "pin"), f"Note {rng.randint(1, 99)}")


def move_pin(document, rng):
    return document.move_pin_command(_note(document, rng, "pin"), _point(document, rng))


def delete_pin(document, rng):
    return document.delete_pin_command(_note(document, rng, "pin"))


def pin_players(document, rng):
    return document.pin_players_command(_note(document, rng, "pin"), rng.random() < 0.5)


def add_drawing(document, rng):
    return document.add_drawing_command([_point(document, rng) for _ in range(rng.randint(2, 6))],
                                        colour=rng.choice(("#e04040", "#3060f0")), players=rng.random() < 0.5)


def delete_drawing(document, rng):
    return document.delete_drawing_command(_note(document, rng, "drawing"))


def drawing_players(document, rng):
    return document.drawing_players_command(_note(document, rng, "drawing"), rng.random() < 0.5)


def _picture(document: BattleDocument):
    """A picture file beside the battle's own file (made on first use)."""
    return picture(document.source_path.absolute().parent)


#: Every builder, movement and turns weighted up so battles move along.
def set_sides(document, rng):
    """Battle > Sides: a side played by the person or the computer, with a temperament."""
    from battlemap.engine.battle.state import SideState

    sides = sorted({t.side for t in document.state.tokens} | set(document.state.sides))
    if not sides:
        return None
    side = rng.choice(sides)
    entry = SideState(side, document.state.sides[side].name if side in document.state.sides else None,
                      rng.choice(("person", "computer")), rng.choice(("aggressive", "steady", "cautious")))
    return document.set_sides_command({side: entry})


GESTURES: tuple[Gesture, ...] = (
    move, move, move, drag_and_drop, action, action, action, action, attack, attack, overwatch, overwatch, react,
    react, react, next_turn, next_turn, next_round, initiative, order, place_token, delete_token, hide_token,
    edit_token, duplicate_token, bring_to_front, set_stat, paint, door, edge_door, zone_cell, background,
    set_options, gm_move, set_condition, reset_budget, set_count, fog, fog, fog_sides, fog_cells, reset_explored,
    draw_segment, draw_segment, move_segment, delete_segment, segment_door, segment_door,
    place_template, place_template, remove_template,
    add_pin, add_pin, edit_pin, move_pin, delete_pin, pin_players, add_drawing, add_drawing, delete_drawing,
    drawing_players, set_sides,
)
