"""Right-click menus on the map: what can be done to a token, or to an empty cell.

Every entry does its real thing through an undoable document command (or
enters targeting mode); entries the battle cannot use are left out rather
than shown dead: no Attack without a ready weapon, no door entry off a door.

Token: the ruleset's actions by group (`action_menu`, greyed with reasons
where the token cannot take them now), Attack <target> with <selected>...,
Aim an Attack..., Hide from / Show to Players, Edit..., Duplicate, Delete;
where tokens share the cell, Bring to Front (the tokens drawn under the top
one). Cell: Place Token (side > template), Paint Terrain (the ruleset's
terrain types), Open / Close Door; near an edge, Open / Close / Add Door on
that edge; Add to Zone (zone) and Remove from Zone (zone). Entries are
translated in the context "ContextMenu".
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from battlemap.document.log import cell_label
from battlemap.document.terrain_commands import door_kind
from battlemap.engine.areas.templates import templates_at
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.grid import Cell, Edge
from battlemap.ui.modes.cell_pick import CellPickMode
from battlemap.ui.modes.edge_pick import nearest_edge, nearest_segment
from battlemap.ui.window.action_menu import ActionMenuWindow, add_action_menus
from battlemap.ui.window.notes_menu import add_note_entries, add_note_here
from battlemap.ui.words.conditions import condition_text
from battlemap.ui.words.costs import amount_text
from battlemap.ui.words.names import localized
from battlemap.ui.words.terrain import named_terrain

translate = QCoreApplication.translate
_DEFAULT_SIDES = ("blue", "red")


class MapMenuWindow(ActionMenuWindow, Protocol):
    """What the right-click menu needs of the window: the token's actions, and its edit dialog."""

    def edit_token(self, token_id: str) -> bool: ...

    def start_gm_move(self, token_id: str) -> CellPickMode: ...


def _add(menu: QMenu, text: str, slot) -> QAction:
    action = QAction(text, menu)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def map_menu(window: MapMenuWindow, cell: Cell, point: tuple[float, float] | None = None) -> QMenu:
    """The menu for a right-click on `cell` (at world `point`): its top token's entries, then the cell's."""
    menu = QMenu(window.window())
    add_note_entries(window, menu, point)  # a pin or drawing right-clicked: its entries first
    state = window.state
    tokens = state.tokens_at(cell)
    if tokens:
        _token_entries(window, menu, state, tokens[-1])
        if len(tokens) > 1:  # the tokens drawn under the top one, to raise
            front = menu.addMenu(translate("ContextMenu", "Bring to Front"))
            for below in tokens[:-1]:
                _add(front, below.name, lambda _=False, i=below.id: window.push(
                    window.document.bring_to_front_command(i)))
        menu.addSeparator()
    _cell_entries(window, menu, state, cell)
    add_note_here(window, menu, point)
    if point is not None:
        segment = nearest_segment(window.scene.layout, state, point)
        edge = nearest_edge(window.scene.layout, cell, *point) if segment is None else None
        if segment is not None:
            _segment_entries(window, menu, state, segment)
        elif edge is not None:
            _edge_entries(window, menu, state, edge)
    _zone_entries(window, menu, state, cell)
    _template_entries(window, menu, state, cell)
    return menu


def _token_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, token: TokenState) -> None:
    document = window.document
    add_action_menus(window, menu, state, token)
    if state.ruleset.actions:
        menu.addSeparator()
    selected = document.selection
    if selected is not None and selected != token.id and state.has_token(selected):
        attacker = state.token(selected)
        if attacker.is_enemy_of(token) and attacker.ready_weapons():
            text = translate("ContextMenu", "Attack {target} with {attacker}...").format(
                target=token.name, attacker=attacker.name)
            _add(menu, text, lambda: window.start_targeting(attacker.id, token.id))
    if token.ready_weapons():
        _add(menu, translate("ContextMenu", "Aim an Attack from {name}...").format(name=token.name),
             lambda: window.start_targeting(token.id))
    if token.hidden:
        _add(menu, translate("ContextMenu", "Show to Players"),
             lambda: window.push(document.set_hidden_command(token.id, False)))
    else:
        _add(menu, translate("ContextMenu", "Hide from Players"),
             lambda: window.push(document.set_hidden_command(token.id, True)))
    _add(menu, translate("ContextMenu", "GM Move {name}...").format(name=token.name),
         lambda: window.start_gm_move(token.id))
    _gm_entries(window, menu, state, token)
    _add(menu, translate("ContextMenu", "Edit {name}...").format(name=token.name),
         lambda: window.edit_token(token.id))
    _add(menu, translate("ContextMenu", "Duplicate {name}").format(name=token.name),
         lambda: window.push(document.duplicate_token_command(token.id)))
    _add(menu, translate("ContextMenu", "Delete {name}").format(name=token.name),
         lambda: window.push(document.delete_token_command(token.id)))


def _gm_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, token: TokenState) -> None:
    """The GM's hand: conditions set or cleared, and what the token spent this turn refreshed."""
    document = window.document
    conditions = menu.addMenu(translate("ContextMenu", "Conditions"))
    for condition in ruleset_conditions(state, token):
        action = _add(conditions, condition_text(condition),
                      lambda on, c=condition: window.push(document.set_condition_command(token.id, c, on)))
        action.setCheckable(True)
        action.setChecked(condition in token.conditions)
    refresh = _add(menu, translate("ContextMenu", "Refresh What {name} Spent").format(name=token.name),
                   lambda: window.push(document.reset_budget_command(token.id)))
    refresh.setEnabled(bool(state.combat.spent.get(token.id)))


def ruleset_conditions(state: BattleState, token: TokenState) -> tuple[str, ...]:
    """The conditions the battle's rules speak of (its catalogue's requirements and effects, and
    those its system's own rules set: a damage track), and those the token has, sorted."""
    named = set(token.conditions) | set(state.system.conditions)
    for definition in state.ruleset.actions.values():
        for requirement in definition.requirements():
            if requirement.code in ("condition_in", "condition_not_in"):
                named.update(requirement.values)
        for effect in definition.effects:
            named.update(c for c in (effect.add_condition, effect.remove_condition) if c)
    return tuple(sorted(named))


def _cell_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, cell: Cell) -> None:
    document, ruleset = window.document, state.ruleset
    if ruleset.templates:
        place = menu.addMenu(translate("ContextMenu", "Place Token"))
        # The file's named sides too: a side may have no token yet.
        sides = list(dict.fromkeys([*(t.side for t in state.tokens), *state.sides])) or list(_DEFAULT_SIDES)
        for side in sides:
            side_menu = place.addMenu(state.side_name(side))
            for template_id, template in ruleset.templates.items():
                _add(side_menu, localized(template.names, template_id),
                     lambda _=False, t=template_id, s=side: window.push(
                         document.place_token_command(t, cell, s)))
    index = state.grid.index(cell)
    here = state.terrain.terrain_id_at(index)
    paint = menu.addMenu(translate("ContextMenu", "Paint Terrain"))
    for terrain_id, terrain in ruleset.terrain.items():
        action = _add(paint, named_terrain(terrain.names, terrain_id),
                      lambda _=False, t=terrain_id: window.push(document.paint_terrain_command([cell], t)))
        action.setCheckable(True)
        action.setChecked(terrain_id == here)
        action.setEnabled(terrain_id != here)
    kind = state.terrain.type_at(index)
    if kind.door and door_kind(state, closed=not kind.blocks_movement) is not None:
        text = (translate("ContextMenu", "Open Door") if kind.blocks_movement
                else translate("ContextMenu", "Close Door"))
        _add(menu, text, lambda: window.push(document.toggle_door_command(cell)))


def _edge_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, edge: Edge) -> None:
    """Open or close the door on the edge clicked, or draw one on a bare edge."""
    document = window.document
    kind = state.terrain.edge_walls.get(edge)
    if kind is None:
        text = translate("ContextMenu", "Add Door on Edge")
    elif kind.door:
        text = (translate("ContextMenu", "Open Door on Edge") if kind.blocks_movement
                else translate("ContextMenu", "Close Door on Edge"))
    else:
        return
    closing = kind is None or not kind.blocks_movement
    if door_kind(state, closed=closing, on_edge=True) is not None:
        _add(menu, text, lambda: window.push(document.toggle_edge_door_command(edge)))


def _segment_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, index: int) -> None:
    """Open or close the free wall clicked, if a door; delete it, whatever it is."""
    document = window.document
    kind = state.terrain.segment_layer.segments[index].kind
    if kind.door and door_kind(state, closed=not kind.blocks_movement, on_edge=True) is not None:
        text = (translate("ContextMenu", "Open Door") if kind.blocks_movement
                else translate("ContextMenu", "Close Door"))
        _add(menu, text, lambda: window.push(document.toggle_segment_door_command(index)))
    _add(menu, translate("ContextMenu", "Delete Wall Segment"),
         lambda: window.push(document.delete_segment_command(index)))


def _zone_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, cell: Cell) -> None:
    """Add the cell to a zone it is not in; take it out of a zone it is in."""
    if not state.zones:
        return
    document = window.document
    index = state.grid.index(cell)
    outside = [z for z in state.zones if index not in z.cells]
    if outside:
        add = menu.addMenu(translate("ContextMenu", "Add to Zone"))
        for zone in outside:
            _add(add, zone.name, lambda _=False, z=zone.id: window.push(
                document.zone_cell_command(z, cell, add=True)))
    for zone in (z for z in state.zones if index in z.cells):
        _add(menu, translate("ContextMenu", "Remove from Zone {zone}").format(zone=zone.name),
             lambda _=False, z=zone.id: window.push(document.zone_cell_command(z, cell, add=False)))


def _template_entries(window: MapMenuWindow, menu: QMenu, state: BattleState, cell: Cell) -> None:
    """Remove Template, for each area template that covers the cell (newest first)."""
    for template in templates_at(state, cell):
        what = translate("ContextMenu", "{shape} {size} at {cell}").format(
            shape=_SHAPE_WORDS[template.shape](), size=amount_text(template.size, state.spec.unit),
            cell=cell_label(state, template.origin))
        _add(menu, translate("ContextMenu", "Remove Template: {template}").format(template=what),
             lambda _=False, t=template.id: window.push(window.document.remove_template_command(t)))


#: Each template shape as a menu names it (translated when the menu is built).
_SHAPE_WORDS = {
    "circle": lambda: translate("ContextMenu", "Circle"),
    "cone": lambda: translate("ContextMenu", "Cone"),
    "line": lambda: translate("ContextMenu", "Line"),
    "square": lambda: translate("ContextMenu", "Square"),
}


def action_texts(menu: QMenu) -> list[str]:
    """The entries of a menu as shown, submenus as their titles (for tests and tooltips)."""
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def find_action(menu: QMenu, *path: str) -> QAction:
    """The action reached through submenu titles, e.g. ("Paint Terrain", "Trees")."""
    current = menu
    for i, text in enumerate(path):
        for action in current.actions():
            if action.text() == text:
                if i == len(path) - 1:
                    return action
                current = action.menu()
                break
        else:
            raise KeyError(f"no entry {text!r} in menu {[a.text() for a in current.actions()]}")
    raise KeyError(path)
