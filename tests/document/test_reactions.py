"""Reactions a drop provokes: offered in order, rolled with the system's rule or skipped, undoable."""

from __future__ import annotations

from dataclasses import replace

import pytest

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.reactions import offer_text, roll_reaction_command
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import DISABLED
from tests.document.doc_helpers import CORRIDOR, Recorder, at, write_scenario

@pytest.fixture
def corridor(tmp_path) -> BattleDocument:
    return BattleDocument.open(write_scenario(tmp_path, CORRIDOR), data_folder=tmp_path / "data")


def _through(doc: BattleDocument) -> Command:
    move = doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)])
    assert isinstance(move, Command) and move.pending is not None
    doc.apply(move)
    return move


def test_a_drop_puts_the_provoked_reaction_on_offer(corridor):
    seen = Recorder(corridor.reactions_changed)
    _through(corridor)
    (offer,) = corridor.pending_reactions
    assert (offer.mover, offer.reaction.by, offer.reaction.kind) == ("knights", "spears", "opportunity_attack")
    assert offer_text(corridor.state, offer) == "Red spearmen: an opportunity attack on Blue knights at 2,1"
    assert seen.values == [(offer,)]


def test_a_move_provoking_nothing_offers_nothing(corridor):
    corridor.apply(corridor.move_command("spears", [at(corridor, 3, 1)]))
    assert corridor.pending_reactions == ()


def test_rolling_logs_the_attack_with_faces_target_and_modifiers(corridor):
    _through(corridor)
    before_dice = corridor.state.dice
    roll = corridor.roll_reaction_command(corridor.pending_reactions[0])
    corridor.apply(roll)
    texts = [e.text for e in corridor.log[2:]]
    assert texts[:2] == [
        "Red spearmen: an opportunity attack on Blue knights at 2,1: rolled",
        "Red spearmen attacks Blue knights with spear: d20 + 3 > 18, Parry 8; rolled a natural 15: miss;"
        " the square 2,1 hit (d20 (15) + 3 > 7): Blue knights suppressed -1 (now -1)",
    ]
    assert texts[-1] == "Blue knights resume the move"
    assert [m.label for m in corridor.log[3].modifiers] == ["Dense crowd: Parry +2"]
    assert corridor.pending_reactions == ()
    assert corridor.state.grid.to_offset(corridor.state.token("knights").cell) == (3, 1)
    assert corridor.state.dice != before_dice
    assert corridor.state.combat.spent_by("spears", "reactions") == 1  # booked once, by the move


def test_undo_of_a_roll_offers_it_again_with_the_same_dice(corridor):
    _through(corridor)
    offer = corridor.pending_reactions[0]
    roll = corridor.roll_reaction_command(offer)
    corridor.apply(roll)
    corridor.revert(roll)
    assert corridor.pending_reactions == (offer,)
    assert len(corridor.log) == 2
    again = corridor.roll_reaction_command(offer)
    assert [e.text for e in again.log] == [e.text for e in roll.log]


def test_skipping_logs_it_and_leaves_the_battle_alone(corridor):
    _through(corridor)
    state = corridor.state
    skip = corridor.skip_reaction_command(corridor.pending_reactions[0])
    corridor.apply(skip)
    assert corridor.state is state
    assert corridor.log[-1].text == "Red spearmen: an opportunity attack on Blue knights at 2,1: skipped"
    assert corridor.pending_reactions == ()
    corridor.revert(skip)
    assert len(corridor.pending_reactions) == 1


def test_undoing_the_move_takes_its_offers_back(corridor):
    move = _through(corridor)
    corridor.revert(move)
    assert corridor.pending_reactions == ()


def test_an_offer_already_resolved_is_refused(corridor):
    _through(corridor)
    offer = corridor.pending_reactions[0]
    corridor.apply(corridor.skip_reaction_command(offer))
    assert isinstance(corridor.roll_reaction_command(offer), Rejected)
    assert corridor.skip_reaction_command(offer).codes() == ("no_such_reaction",)


def _scenario(ruleset, tokens, grid=None, first=None):
    order = [first] + [t["id"] for t in tokens if t["id"] != first]
    return {"format": "battlemap-scenario", "version": 1, "name": ruleset, "ruleset": ruleset,
            "grid": {"cols": 8, "rows": 5, **(grid or {})}, "terrain": {"rows": ["........"] * 5},
            "tokens": tokens, "combat": {"round": 1, "order": order, "active": first}, "seed": 7}


def _token(id_, name, side, col, row, template, **state):
    return {"id": id_, "name": name, "side": side, "at": [col, row], "template": template,
            **({"state": state} if state else {})}


SYSTEMS = {
    "yze-overwatch": (_scenario("yze", [
        _token("g", "Gunner", "blue", 1, 2, "gunner", overwatch={"toward": [6, 2]}),
        _token("f", "Fighter", "red", 5, 0, "fighter")], first="f"),
        "f", [(5, 1), (5, 2), (5, 3)], "Gunner: overwatch fire on Fighter", "Gunner attacks Fighter with rifle"),
    # A Year Zero fighter no longer walks out of Engaged (it retreats: tests/document/test_drag_moves.py).
    "gurps-wait": (_scenario("gurps4e", [
        _token("a", "Aldric", "blue", 2, 2, "swordsman", wait={"trigger": "enters_reach"}),
        _token("b", "Grim", "red", 6, 2, "axeman")], grid={"kind": "hex", "orientation": "flat"}, first="b"),
        "b", [(5, 2), (4, 2), (3, 2)], "Aldric: a held action on Grim", "Aldric attacks Grim with broadsword"),
    "fallout-overwatch": (_scenario("fallout-pnp", [
        _token("a", "Jacobs", "blue", 1, 2, "sniper", overwatch={"toward": [7, 2]}),
        _token("b", "Raider", "red", 5, 0, "raider")], first="b"),
        "b", [(5, 1), (5, 2), (5, 3)], "Jacobs: overwatch fire on Raider", "Jacobs attacks Raider with hunting rifle"),
}


@pytest.mark.parametrize("case", SYSTEMS.values(), ids=SYSTEMS.keys())
def test_each_system_rolls_its_own_reaction_and_undo_takes_it_back(open_doc, case):
    scenario, mover, path, offered, attack = case
    doc = open_doc(scenario)
    doc.apply(doc.move_command(mover, [at(doc, *p) for p in path]))
    (offer,) = doc.pending_reactions
    assert offer_text(doc.state, offer).startswith(offered)
    moved = doc.state
    roll = doc.roll_reaction_command(offer)
    assert isinstance(roll, Command) and roll.pending is not None, roll
    doc.apply(roll)
    texts = [e.text for e in roll.log]
    assert texts[0] == f"{offer_text(moved, offer)}: rolled"
    assert any(t.startswith(attack) and " on " in t and ("hit" in t or "miss" in t) for t in texts), texts
    assert doc.state.token(mover).cell == at(doc, *path[-1])  # it goes on to the end of its move
    assert doc.pending_reactions == ()
    doc.revert(roll)
    assert doc.state is moved and doc.pending_reactions == (offer,)



def test_a_mover_left_disabled_stops_where_it_was_struck(corridor):
    """d20: a disabled unit does not resume its move (the knights are disabled here before the roll)."""
    _through(corridor)
    knights = corridor.state.token("knights")
    disabled = with_token(corridor.state, replace(knights, conditions=knights.conditions | {DISABLED}))
    roll = roll_reaction_command(disabled, corridor.pending_reactions, corridor.pending_reactions[0])
    assert roll.after.grid.to_offset(roll.after.token("knights").cell) == (2, 1)
    assert roll.log[-1].text == "Blue knights stop at 2,1, disabled"


def _stand_in_hooks(monkeypatch, resolved: list) -> None:
    """d20 rules that say searching next to an enemy invites its opportunity attack,
    and resolve that kind themselves (recording what they were asked)."""
    from battlemap.engine.battle.modifiers import Reason
    from battlemap.engine.movement.reactions import Reaction
    from tests.engine.stand_in import stand_in

    def action_reactions(state, action):
        if action.id != "search":
            return ()
        cell = state.token(action.actor).cell
        return (Reaction("spears", "aim_provokes", 0, cell, Reason.of("aimed_in_reach")),)

    def resolve_reaction(state, reaction, mover):
        if reaction.kind != "aim_provokes":
            return None
        resolved.append((reaction.by, mover, state.token(mover).cell))
        return state.with_token_moved("spears", state.token("spears").cell), ()

    stand_in(monkeypatch, "d20_mass", action_reactions=action_reactions, resolve_reaction=resolve_reaction)


def test_an_action_that_provokes_puts_its_reaction_on_offer_and_the_system_resolves_it(
        tmp_path, monkeypatch):
    from battlemap.engine.battle.actions import Action

    resolved: list = []
    _stand_in_hooks(monkeypatch, resolved)
    corridor = BattleDocument.open(write_scenario(tmp_path, CORRIDOR), data_folder=tmp_path / "data")
    command = corridor.action_command(Action("search", "knights"))
    assert isinstance(command, Command) and command.pending is not None, command
    corridor.apply(command)
    (offer,) = corridor.pending_reactions
    assert (offer.mover, offer.reaction.by, offer.reaction.kind) == ("knights", "spears", "aim_provokes")
    corridor.apply(corridor.roll_reaction_command(offer))
    assert resolved == [("spears", "knights", at(corridor, 1, 1))]
    assert corridor.pending_reactions == ()


def test_an_action_without_the_hook_offers_nothing(corridor):
    from battlemap.engine.battle.actions import Action

    command = corridor.action_command(Action("search", "knights"))
    assert isinstance(command, Command) and command.pending is None, command
