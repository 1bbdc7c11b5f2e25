"""Items lying on the map read in the log as a GM says them: picked up, dropped."""

from __future__ import annotations

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.battle.actions import Action


def _alley_on(token_id: str) -> BattleDocument:
    doc = BattleDocument.open(resources.scenario_file("fallout-alley.json"))
    while doc.state.combat.active != token_id:
        doc.apply(doc.next_turn_command())
    return doc


def test_picking_up_an_item_reads_as_a_sentence():
    doc = _alley_on("doc")
    pick = doc.action_command(Action("pick_up", "doc", cell=doc.state.grid.from_offset(5, 6)))
    assert isinstance(pick, Command), pick
    assert [e.text for e in pick.log][-1] == "Doc Mitchell picks up stimpak at 5,6"


def test_dropping_an_item_reads_as_a_sentence():
    doc = _alley_on("doc")
    weapon = doc.state.token("doc").weapons[0].id
    drop = doc.action_command(Action("drop_item", "doc", options=(("item", weapon),)))
    assert isinstance(drop, Command), drop
    col, row = doc.state.grid.to_offset(doc.state.token("doc").cell)
    assert [e.text for e in drop.log][-1] == f"Doc Mitchell drops {weapon.replace('_', ' ')} at {col},{row}"
