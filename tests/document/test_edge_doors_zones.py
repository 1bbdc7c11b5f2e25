"""Doors on edges opened, closed and drawn; cells added to and taken from zones; all saved."""

from __future__ import annotations

import json

import pytest
from tests.document.doc_helpers import LANE, at

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Rejected
from battlemap.grid import Edge

EDGES = [{"between": [[5, 1], [6, 1]], "type": "door"},
         {"between": [[5, 3], [6, 3]], "type": "wall"}]
ZONES = [{"id": "ford", "name": "The ford", "cells": [[6, 1], [7, 1]]}]
WALLED = {**LANE, "terrain": {**LANE["terrain"], "edges": EDGES}, "zones": ZONES}


@pytest.fixture
def walled(open_doc):
    return open_doc(WALLED)


def _edge(doc, a, b) -> Edge:
    return Edge.of(at(doc, *a), at(doc, *b))


def _blocked(doc, a, b) -> str | None:
    grid = doc.state.grid
    return doc.state.terrain.step_blocked(grid.index(at(doc, *a)), grid.index(at(doc, *b)))


def test_opening_the_edge_door_unblocks_the_step_and_undo_closes_it(walled):
    assert _blocked(walled, (5, 1), (6, 1)) == "blocked_edge"
    command = walled.toggle_edge_door_command(_edge(walled, (5, 1), (6, 1)))
    assert command.label == "Open door"
    walled.apply(command)
    assert walled.state.terrain.edge_walls[_edge(walled, (5, 1), (6, 1))].id == "open_door"
    assert _blocked(walled, (5, 1), (6, 1)) is None
    assert walled.log[-1].text == "Door between 5,1 and 6,1 opened"
    walled.revert(command)
    assert _blocked(walled, (5, 1), (6, 1)) == "blocked_edge"


def test_a_bare_edge_gets_a_closed_door(walled):
    edge = _edge(walled, (2, 0), (2, 1))
    command = walled.toggle_edge_door_command(edge)
    assert command.label == "Add door"
    walled.apply(command)
    assert walled.state.terrain.edge_walls[edge].id == "door"
    assert _blocked(walled, (2, 0), (2, 1)) == "blocked_edge"


@pytest.mark.parametrize(("a", "b", "codes"), [
    ((5, 3), (6, 3), ("not_a_door",)),
    ((0, 0), (-1, 0), ("off_map",)),
], ids=["wall", "map-border"])
def test_walls_and_the_border_get_no_door(walled, a, b, codes):
    assert walled.toggle_edge_door_command(_edge(walled, a, b)).codes() == codes


def test_add_and_remove_cells_of_a_zone(walled):
    grid = walled.state.grid
    added = walled.zone_cell_command("ford", at(walled, 8, 1), add=True)
    assert added.label == "Add to zone The ford"
    walled.apply(added)
    assert walled.state.zones[0].cells == {grid.index(at(walled, c, 1)) for c in (6, 7, 8)}
    removed = walled.zone_cell_command("ford", at(walled, 6, 1), add=False)
    walled.apply(removed)
    assert walled.state.zones[0].cells == {grid.index(at(walled, c, 1)) for c in (7, 8)}
    walled.revert(removed)
    walled.revert(added)
    assert walled.state.zones[0].cells == {grid.index(at(walled, c, 1)) for c in (6, 7)}


@pytest.mark.parametrize(("zone", "cell", "add", "codes"), [
    ("ford", (6, 1), True, ("no_change",)),
    ("ford", (1, 1), False, ("no_change",)),
    ("camp", (1, 1), True, ("unknown_zone",)),
    ("ford", (40, 1), True, ("off_map",)),
], ids=["already-in", "not-in", "no-such-zone", "off-map"])
def test_zone_changes_that_change_nothing_are_refused(walled, zone, cell, add, codes):
    assert walled.zone_cell_command(zone, at(walled, *cell), add=add).codes() == codes


def test_doors_and_zones_are_saved_and_come_back(walled, tmp_path):
    walled.apply(walled.toggle_edge_door_command(_edge(walled, (5, 1), (6, 1))))
    walled.apply(walled.toggle_edge_door_command(_edge(walled, (2, 0), (2, 1))))
    walled.apply(walled.zone_cell_command("ford", at(walled, 8, 1), add=True))
    walled.save()
    saved = json.loads((tmp_path / "battle.json").read_text(encoding="utf-8"))
    assert saved["terrain"]["edges"] == [
        {"between": [[5, 1], [6, 1]], "type": "open_door"},
        {"between": [[5, 3], [6, 3]], "type": "wall"},
        {"between": [[2, 0], [2, 1]], "type": "door"},
    ]
    assert saved["terrain"]["rows"] == LANE["terrain"]["rows"]
    assert saved["zones"] == [{"id": "ford", "name": "The ford", "cells": [[6, 1], [7, 1], [8, 1]]}]
    again = BattleDocument.open(tmp_path / "battle.json")
    assert again.state.terrain.edge_walls == walled.state.terrain.edge_walls
    assert again.state.zones == walled.state.zones


def test_cells_meeting_only_at_a_corner_have_no_edge_to_put_a_door_on(walled):
    refused = walled.toggle_edge_door_command(Edge.of(at(walled, 5, 1), at(walled, 6, 2)))
    assert isinstance(refused, Rejected) and refused.codes() == ("not_an_edge",)
