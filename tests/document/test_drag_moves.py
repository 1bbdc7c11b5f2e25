"""A drag is the system's move: its action spent, its requirements met, its effects applied; the GM overrides.

Each case is a rule a GM would check at the table, on a small battle of its own.
"""

from __future__ import annotations

import pytest
from tests.document.doc_helpers import at

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.engine.battle.actions import Action


def _battle(ruleset, tokens, active, grid=None):
    order = [active] + [t["id"] for t in tokens if t["id"] != active]
    return {"format": "battlemap-scenario", "version": 1, "name": ruleset, "ruleset": ruleset,
            "grid": {"cols": 8, "rows": 5, **(grid or {})}, "terrain": {"rows": ["........"] * 5},
            "tokens": tokens, "combat": {"round": 1, "order": order, "active": active}, "seed": 7}


def _token(id_, side, col, row, template, **fields):
    return {"id": id_, "name": id_.capitalize(), "side": side, "at": [col, row], "template": template, **fields}


def _move(doc: BattleDocument, token: str, *cells) -> Command | Rejected:
    return doc.move_command(token, [at(doc, *c) for c in cells])


@pytest.fixture
def yze(open_doc):
    return open_doc(_battle("yze", [_token("ann", "blue", 1, 2, "fighter"), _token("bo", "red", 6, 2, "fighter")],
                            "ann"))


def test_a_year_zero_drag_spends_a_fast_action(yze):
    assert yze.drag_move("ann").action == "move" and yze.drag_move("ann").cost == "fast"
    yze.apply(_move(yze, "ann", (2, 2)))
    assert yze.state.combat.spent_by("ann", "action.fast") == 1


def test_a_year_zero_drag_ends_aiming(open_doc):
    doc = open_doc(_battle("yze", [_token("ann", "blue", 1, 2, "gunner"), _token("bo", "red", 6, 2, "fighter")],
                           "ann"))
    doc.apply(doc.action_command(Action("aim", "ann", target="bo")))
    assert doc.state.token("ann").tactical.aiming == "bo"
    doc.apply(_move(doc, "ann", (2, 2)))
    assert doc.state.token("ann").tactical.aiming is None


def test_a_prone_year_zero_token_crawls_with_its_slow_action(open_doc):
    doc = open_doc(_battle("yze", [_token("ann", "blue", 1, 2, "fighter", posture="prone"),
                                   _token("bo", "red", 6, 2, "fighter")], "ann"))
    assert doc.drag_move("ann").action == "crawl"
    doc.apply(_move(doc, "ann", (2, 2)))
    assert doc.state.combat.spent_by("ann", "action.slow") == 1


def test_a_year_zero_token_cannot_walk_out_of_engaged_it_retreats(open_doc):
    doc = open_doc(_battle("yze", [_token("ann", "blue", 2, 2, "fighter"), _token("bo", "red", 3, 2, "fighter")],
                           "ann"))
    refused = _move(doc, "ann", (1, 2), (0, 2))
    assert isinstance(refused, Rejected) and "requires_no_enemy_engaged" in refused.codes()
    assert doc.drag_move("ann").reasons == refused.reasons  # the drag label says so before the drop


def test_only_the_active_token_moves(yze):
    refused = _move(yze, "bo", (5, 2))
    assert isinstance(refused, Rejected) and refused.codes() == ("requires_own_turn",)


def test_a_gurps_drag_is_the_move_maneuver_so_no_attack_follows(open_doc):
    doc = open_doc(_battle("gurps4e", [_token("al", "blue", 1, 2, "swordsman"), _token("gr", "red", 6, 2, "axeman")],
                           "al", grid={"kind": "hex", "orientation": "flat"}))
    assert doc.drag_move("al").action == "move"
    doc.apply(_move(doc, "al", (2, 2)))
    assert doc.state.combat.spent_by("al", "action.maneuver") == 1
    refused = doc.action_command(Action("attack", "al", target="gr"))
    assert isinstance(refused, Rejected) and "budget_exceeded" in refused.codes()


def test_after_a_gurps_maneuver_a_drag_is_its_step(open_doc):
    doc = open_doc(_battle("gurps4e", [_token("al", "blue", 1, 2, "gunner"), _token("gr", "red", 6, 2, "axeman")],
                           "al", grid={"kind": "hex", "orientation": "flat"}))
    doc.apply(doc.action_command(Action("aim", "al", target="gr")))
    how = doc.drag_move("al")
    assert how.allowed and how.action is None  # Aim allows a step of its own, no second maneuver
    assert _move(doc, "al", (2, 2), (3, 2)).codes() == ("over_budget",)
    doc.apply(_move(doc, "al", (2, 2)))
    assert doc.state.combat.spent_by("al", "action.maneuver") == 1 and doc.state.combat.spent_by("al", "move") == 1


def test_a_fallout_drag_off_turn_is_refused_and_spends_nothing(open_doc):
    doc = open_doc(_battle("fallout-pnp", [_token("jo", "blue", 1, 2, "wastelander"),
                                           _token("rx", "red", 6, 2, "raider")], "jo"))
    refused = _move(doc, "rx", (5, 2), (4, 2), (3, 2))
    assert isinstance(refused, Rejected) and refused.codes() == ("requires_own_turn",)
    assert doc.state.combat.spent_by("rx", "ap") == 0


def test_the_gm_moves_any_token_at_any_time_without_rules(yze):
    command = yze.gm_move_command("bo", at(yze, 0, 0))
    assert isinstance(command, Command) and command.log[0].text == "GM move: Bo to 0,0"
    yze.apply(command)
    assert yze.state.token("bo").cell == at(yze, 0, 0) and yze.state.combat.spent_by("bo", "action.fast") == 0
    assert yze.records[-1].do == "gm_move"
    yze.revert(command)
    assert yze.state.token("bo").cell == at(yze, 6, 2)


def test_the_gm_move_still_needs_a_cell_a_token_can_stand_on(yze):
    assert yze.gm_move_command("bo", at(yze, 1, 2)).codes() == ("occupied",)  # Year Zero does not stack
    assert yze.gm_move_command("bo", yze.state.grid.from_offset(20, 20)).codes() == ("off_map",)


def test_the_gm_sets_and_clears_a_condition_by_hand(yze):
    command = yze.set_condition_command("bo", "broken", True)
    yze.apply(command)
    assert "broken" in yze.state.token("bo").conditions
    # Bo was red's last fighter: the battle is decided, and the log says so after the GM's line.
    assert [e.text for e in yze.log[-2:]] == ["GM sets broken on Bo", "blue wins: the last side standing"]
    yze.apply(yze.set_condition_command("bo", "broken", False))
    assert "broken" not in yze.state.token("bo").conditions and yze.log[-1].text == "GM clears broken from Bo"
    assert yze.set_condition_command("bo", "broken", False).codes() == ("no_change",)


def test_the_gm_refreshes_what_a_token_spent_this_turn(yze):
    yze.apply(_move(yze, "ann", (2, 2)))
    assert yze.state.combat.spent_by("ann", "action.fast") == 1
    yze.apply(yze.reset_budget_command("ann"))
    assert yze.state.combat.spent.get("ann") is None and yze.log[-1].text == "GM refreshes what Ann spent this turn"
    assert yze.reset_budget_command("ann").codes() == ("no_change",)


def test_a_year_zero_drag_into_engaged_counts_as_the_move_a_flying_tackle_needs(open_doc):
    doc = open_doc(_battle("yze", [_token("ann", "blue", 3, 2, "fighter"), _token("bo", "red", 6, 2, "fighter")],
                           "ann"))
    tackle = Action("flying_tackle", "ann", target="bo")
    assert "no_move_this_round" in doc.action_command(tackle).codes()
    doc.apply(_move(doc, "ann", (4, 2), (5, 2)))
    assert isinstance(doc.action_command(tackle), Command)


def test_the_gm_sets_year_zero_damage_by_hand(yze):
    command = yze.set_count_command("bo", "physical", "3")
    yze.apply(command)
    assert yze.state.token("bo").tactical.extra["physical"] == 3
    assert yze.log[-1].text == "GM sets physical of Bo to 3"
    yze.apply(yze.set_count_command("bo", "physical", "0"))
    assert "physical" not in yze.state.token("bo").tactical.extra  # back to unhurt, as never set
    assert yze.set_count_command("bo", "physical", "-1").codes() == ("stat_below_min",)
    assert yze.set_count_command("bo", "physical", "lots").codes() == ("stat_not_int",)


@pytest.mark.parametrize("written", ["lots", [2], {"n": 2}, None], ids=["text", "a-list", "an-object", "null"])
def test_the_gm_types_year_zero_damage_over_a_count_the_file_wrote_as_no_number(open_doc, tmp_path, written):
    doc = open_doc(_battle("yze", [_token("ann", "blue", 1, 2, "fighter", state={"physical": written})], "ann"))
    doc.apply(doc.set_count_command("ann", "physical", "2"))
    assert doc.state.token("ann").tactical.extra["physical"] == 2
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None


def test_deleting_a_token_takes_every_reference_to_it_and_the_battle_still_saves(open_doc, tmp_path):
    doc = open_doc(_battle("yze", [_token("ann", "blue", 1, 2, "gunner"), _token("bo", "red", 6, 2, "fighter")],
                           "ann"))
    doc.apply(doc.action_command(Action("aim", "ann", target="bo")))
    delete = doc.delete_token_command("bo")
    doc.apply(delete)
    assert doc.state.token("ann").tactical.aiming is None
    reopened = BattleDocument.open(doc.save(tmp_path / "saved.json"))
    assert reopened.journal_problem is None and not reopened.state.has_token("bo")
    doc.revert(delete)
    assert doc.state.token("ann").tactical.aiming == "bo"


def test_deleting_a_token_takes_the_reactions_on_offer_by_it(open_doc):
    doc = open_doc({"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
                    "grid": {"cols": 9, "rows": 3}, "terrain": {"rows": ["#########", ".........", "#########"]},
                    "tokens": [_token("knights", "blue", 1, 1, "cavalry"), _token("spears", "red", 2, 1, "spearmen")]})
    doc.apply(_move(doc, "knights", (2, 1), (3, 1)))
    assert doc.pending_reactions
    delete = doc.delete_token_command("spears")
    doc.apply(delete)
    assert doc.pending_reactions == ()
    doc.revert(delete)
    assert len(doc.pending_reactions) == 1


def test_the_gms_conditions_menu_offers_the_systems_damage_track(open_doc):
    from battlemap.ui.window.context_menu import ruleset_conditions  # the menu's list, no widget needed
    doc = open_doc(_battle("d20-mass", [_token("k", "blue", 1, 2, "cavalry")], "k"))
    offered = ruleset_conditions(doc.state, doc.state.token("k"))
    assert {"wounded", "disabled"} <= set(offered)
