"""Every builder stamps its command with a record, and playing that record makes the same command.

For each kind of record: the command a builder makes carries the record of
that kind; `play(document, record)` on the battle before builds a command
whose battle after, log lines, offers, picture and token pictures are the
original's, and the file written after either holds the same battle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from tests.document.doc_helpers import LANE, at
from tests.document.journal.facts import battle_facts
from tests.document.journal.journal_helpers import CORRIDOR, WORKSHOP, file_json, open_in, picture, read_json

from battlemap import resources
from battlemap.document.background import Background
from battlemap.engine.battle.state import SideState
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.journal.playing import play
from battlemap.document.token_edit import TokenEdit
from battlemap.engine.battle.actions import Action
from battlemap.engine.areas.templates import AreaTemplate
from battlemap.grid import Edge
from battlemap.schema.records import KINDS


@dataclass(frozen=True)
class Case:
    """A builder called on a battle (after any setup `make` applies first), and the record kind it stamps."""

    id: str
    kind: str
    battle: dict | str
    make: Callable[[BattleDocument, Path], Command | Rejected]


def _spent(doc: BattleDocument) -> BattleDocument:
    """`doc` after blue moved a step by the GM's hand and then by the rules (something spent)."""
    doc.apply(doc.move_command("blue", [at(doc, *doc.state.grid.to_offset(n))
                                        for n in doc.state.grid.neighbors(doc.state.token("blue").cell)
                                        if doc.state.grid.in_bounds(n) and not doc.state.tokens_at(n)][:1]))
    return doc


def _walled(doc: BattleDocument) -> BattleDocument:
    """`doc` with a door drawn as a free wall (segment 0) beside a wall (segment 1)."""
    doc.apply(doc.draw_segment_command((3, 0), (3, 1), "door"))
    doc.apply(doc.draw_segment_command((3, 1), (3, 2.5), "wall"))
    return doc


def _fogged(doc: BattleDocument) -> BattleDocument:
    """`doc` with fog on and blue moved away by the GM's hand: cells explored but not seen now."""
    doc.apply(doc.set_fog_command(True))
    doc.apply(doc.gm_move_command("blue", at(doc, 9, 4)))
    return doc


def _pinned(doc: BattleDocument) -> BattleDocument:
    """`doc` with a GM-only pin, pin-1."""
    doc.apply(doc.add_pin_command((2.5, 1.25), "Trap"))
    return doc


def _drawn(doc: BattleDocument) -> BattleDocument:
    """`doc` with a GM-only drawing, drawing-1."""
    doc.apply(doc.add_drawing_command([(0, 0), (2, 2)]))
    return doc


def _other_value(doc: BattleDocument) -> object:
    """A value of the ruleset's first option other than the battle's."""
    key, option = next(iter(doc.state.ruleset.options.items()))
    now = doc.state.options[key]
    if option.choices:
        return next(c for c in option.choices if c != now)
    if isinstance(now, bool):
        return not now
    return now + 1 if isinstance(now, (int, float)) else f"{now}x"


def _provoked(doc: BattleDocument) -> BattleDocument:
    """The corridor after the knights rode past the spearmen: an opportunity attack on offer."""
    doc.apply(doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]))
    assert len(doc.pending_reactions) == 1
    return doc


def _held(doc: BattleDocument) -> BattleDocument:
    """Year Zero: Moth's blow at Ruben held while Kasia's overwatch shot is on offer (test_held_actions.py)."""
    doc.apply(doc.action_command(STRIKE))
    assert doc.pending_reactions[0].then == STRIKE
    return doc


def _dragged(doc: BattleDocument) -> Command | Rejected:
    doc.drag.begin("blue")
    doc.drag.hover(at(doc, 1, 0))
    return doc.drop_command()


def _edited(doc: BattleDocument, folder: Path) -> Command | Rejected:
    edit = TokenEdit("Blue veterans", "green", 3, "prone", 2, True, str(picture(folder, "vets.png")))
    return doc.edit_token_command("blue", edit)


STRIKE = Action("close_combat", "moth", target="ruben")
MOTH_ACTS = read_json(resources.scenario_file("yze-zones.json"))
MOTH_ACTS["combat"] = {**MOTH_ACTS["combat"], "active": "moth"}
#: The lane on the crossbowmen's turn: a d20 attack is taken on one's own turn.
XBOW_ACTS = {**LANE, "combat": {**LANE["combat"], "active": "xbow"}}

CASES = [
    Case("move", "move", WORKSHOP, lambda d, f: d.move_command("blue", [at(d, 1, 1), at(d, 1, 0)])),
    Case("drag-and-drop", "move", WORKSHOP, lambda d, f: _dragged(d)),
    Case("move-that-provokes", "move", CORRIDOR,
         lambda d, f: d.move_command("knights", [at(d, 2, 1), at(d, 3, 1)])),
    Case("action-at-nobody", "action", WORKSHOP, lambda d, f: d.action_command(Action("total_defence", "blue"))),
    Case("action-with-an-option", "action", "d20-skirmish",
         lambda d, f: d.action_command(Action("draw_weapon", "b-arch", options=(("item", "shortsword"),)))),
    Case("action-along-a-path", "action", "d20-skirmish",
         lambda d, f: d.action_command(Action("move", "b-arch", path=(at(d, 5, 6),)))),
    Case("action-at-an-enemy", "action", "fallout-alley",
         lambda d, f: d.action_command(Action("attack", "jacobs", target="blades"))),
    Case("action-held-by-an-interrupt", "action", MOTH_ACTS, lambda d, f: d.action_command(STRIKE)),
    Case("attack", "attack", XBOW_ACTS, lambda d, f: d.attack_command("xbow", "blue")),
    Case("overwatch", "overwatch", "fallout-alley",
         lambda d, f: d.overwatch_command("overwatch", "jacobs", at(d, 10, 5), 90)),
    Case("react-roll", "react", CORRIDOR,
         lambda d, f: _provoked(d).roll_reaction_command(d.pending_reactions[0])),
    Case("react-skip", "react", CORRIDOR,
         lambda d, f: _provoked(d).skip_reaction_command(d.pending_reactions[0])),
    Case("react-releasing-a-held-action", "react", MOTH_ACTS,
         lambda d, f: _held(d).roll_reaction_command(d.pending_reactions[0])),
    Case("next-turn", "next_turn", WORKSHOP, lambda d, f: d.next_turn_command()),
    Case("next-turn-lapsing-an-offer", "next_turn", CORRIDOR, lambda d, f: _provoked(d).next_turn_command()),
    Case("next-round", "next_round", WORKSHOP, lambda d, f: d.next_round_command()),
    Case("initiative", "initiative", WORKSHOP, lambda d, f: d.initiative_command()),
    Case("order", "order", WORKSHOP, lambda d, f: d.set_order_command(["xbow", "blue", "red"])),
    Case("place-token", "place_token", WORKSHOP,
         lambda d, f: d.place_token_command("ogre", at(d, 7, 3), "red", name="Gor")),
    Case("delete-token", "delete_token", WORKSHOP, lambda d, f: d.delete_token_command("red")),
    Case("hide-token", "hide_token", WORKSHOP, lambda d, f: d.set_hidden_command("xbow", True)),
    Case("edit-token", "edit_token", WORKSHOP, _edited),
    Case("duplicate-token", "duplicate_token", WORKSHOP, lambda d, f: d.duplicate_token_command("red")),
    Case("bring-to-front", "bring_to_front", WORKSHOP, lambda d, f: d.bring_to_front_command("blue")),
    Case("set-stat", "set_stat", WORKSHOP, lambda d, f: d.set_stat_command("blue", "speed", "5")),
    Case("gm-move", "gm_move", WORKSHOP, lambda d, f: d.gm_move_command("blue", at(d, 0, 0))),
    Case("set-condition", "set_condition", WORKSHOP, lambda d, f: d.set_condition_command("blue", "wounded", True)),
    Case("set-count", "set_count", WORKSHOP, lambda d, f: d.set_count_command("blue", "exposure", "2")),
    Case("reset-budget", "reset_budget", WORKSHOP, lambda d, f: _spent(d).reset_budget_command("blue")),
    Case("set-options", "set_options", WORKSHOP,
         lambda d, f: d.set_options_command({next(iter(d.state.ruleset.options)): _other_value(d)})),
    Case("set-sides", "set_sides", WORKSHOP,
         lambda d, f: d.set_sides_command({"red": SideState("red", "Raiders", "computer", "cautious")})),
    Case("paint", "paint", WORKSHOP, lambda d, f: d.paint_terrain_command([at(d, 0, 0), at(d, 1, 0)], "rough")),
    Case("door", "door", WORKSHOP, lambda d, f: d.toggle_door_command(at(d, 4, 3))),
    Case("edge-door", "edge_door", WORKSHOP,
         lambda d, f: d.toggle_edge_door_command(Edge.of(at(d, 5, 1), at(d, 6, 1)))),
    Case("draw-segment", "draw_segment", WORKSHOP,
         lambda d, f: d.draw_segment_command((1.5, 0.25), (3, 2), "low_wall")),
    Case("move-segment", "move_segment", WORKSHOP, lambda d, f: _walled(d).move_segment_end_command(1, 1, (4, 4))),
    Case("delete-segment", "delete_segment", WORKSHOP, lambda d, f: _walled(d).delete_segment_command(0)),
    Case("segment-door", "segment_door", WORKSHOP, lambda d, f: _walled(d).toggle_segment_door_command(0)),
    Case("zone-cell", "zone_cell", WORKSHOP, lambda d, f: d.zone_cell_command("ford", at(d, 8, 1), add=True)),
    Case("fog", "fog", WORKSHOP, lambda d, f: d.set_fog_command(True)),
    Case("fog-sides", "fog_sides", WORKSHOP, lambda d, f: d.set_fog_sides_command(["red"])),
    Case("fog-cells", "fog_cells", WORKSHOP, lambda d, f: d.fog_cells_command([at(d, 0, 0), at(d, 1, 0)], "reveal")),
    Case("reset-explored", "reset_explored", WORKSHOP, lambda d, f: _fogged(d).reset_explored_command()),
    Case("place-template", "place_template", WORKSHOP, lambda d, f: d.place_template_command(
        AreaTemplate("t1", "cone", at(d, 1, 1), 3 * d.state.spec.cell, at(d, 4, 1), show_players=True))),
    Case("remove-template", "remove_template", WORKSHOP, lambda d, f: _templated(d).remove_template_command("t1")),
    Case("add-pin", "add_pin", WORKSHOP, lambda d, f: d.add_pin_command((2.5, 1.25), "Trap\nunder the rug")),
    Case("edit-pin", "edit_pin", WORKSHOP, lambda d, f: _pinned(d).edit_pin_command("pin-1", "No trap")),
    Case("move-pin", "move_pin", WORKSHOP, lambda d, f: _pinned(d).move_pin_command("pin-1", (7, 3.5))),
    Case("delete-pin", "delete_pin", WORKSHOP, lambda d, f: _pinned(d).delete_pin_command("pin-1")),
    Case("pin-players", "pin_players", WORKSHOP, lambda d, f: _pinned(d).pin_players_command("pin-1", True)),
    Case("add-drawing", "add_drawing", WORKSHOP,
         lambda d, f: d.add_drawing_command([(0, 0), (1.5, 2), (3, 2.25)], colour="#3060f0", players=True)),
    Case("delete-drawing", "delete_drawing", WORKSHOP, lambda d, f: _drawn(d).delete_drawing_command("drawing-1")),
    Case("drawing-players", "drawing_players", WORKSHOP,
         lambda d, f: _drawn(d).drawing_players_command("drawing-1", True)),
    Case("background", "background", WORKSHOP,
         lambda d, f: d.background_command(Background(str(picture(f)), 70.0, 1.5, 0.0, 0.5))),
]


def _templated(document):
    """The battle with a circle on it (placed as a step of its own)."""
    document.apply(document.place_template_command(
        AreaTemplate("t1", "circle", at(document, 2, 2), document.state.spec.cell * 2)))
    return document


def test_the_cases_cover_every_kind_of_record():
    assert {case.kind for case in CASES} == set(KINDS)


@pytest.fixture(params=CASES, ids=[case.id for case in CASES])
def made(request, tmp_path) -> tuple[BattleDocument, Command, Case]:
    case = request.param
    doc = open_in(tmp_path, case.battle)
    command = case.make(doc, tmp_path)
    assert isinstance(command, Command), command
    return doc, command, case


def test_the_builder_stamps_its_command_with_a_record_of_its_kind(made):
    _, command, case = made
    assert command.record is not None and command.record.do == case.kind


def test_playing_the_record_makes_the_same_battle_log_and_offers(made):
    doc, command, _ = made
    again = play(doc, command.record)
    assert isinstance(again, Command)
    assert again.record == command.record
    assert battle_facts(again.after) == battle_facts(command.after)
    assert [e.text for e in again.log] == [e.text for e in command.log]
    assert again.pending == command.pending
    assert again.background == command.background and again.pictures == command.pictures


def test_the_file_after_the_played_record_is_the_file_after_the_gesture(made, tmp_path):
    doc, command, _ = made
    target = tmp_path / "saved.json"
    doc.apply(command)
    by_hand = file_json(doc, target)
    doc.revert(command)
    doc.apply(play(doc, command.record))
    assert file_json(doc, target) == by_hand
