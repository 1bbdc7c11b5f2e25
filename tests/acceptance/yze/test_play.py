"""Year Zero in play, from the window's document (RULES.md 2.6): an enemy acting in an
overwatch's direction is offered the watcher's shot in the Reactions dock; the
openers (sneak, ambush, swap) and the vehicle actions are catalogue entries the
token menu lists."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import legal_actions
from battlemap.engine.systems.yze.provoked import action_reactions, resolve_reaction
from tests.document.doc_helpers import write_scenario

#: A gunner watching east over the yard; a raider with a rifle 6 squares off, on its turn.
YARD = {
    "format": "battlemap-scenario", "version": 1, "name": "yard", "ruleset": "yze",
    "grid": {"cols": 10, "rows": 3},
    "tokens": [
        {"id": "gun", "name": "Gunner", "side": "blue", "at": [0, 1], "template": "gunner",
         "state": {"overwatch": {"toward": [9, 1]}}},
        {"id": "raider", "name": "Raider", "side": "red", "at": [6, 1], "template": "gunner"},
    ],
    "combat": {"round": 1, "order": ["gun", "raider"], "active": "raider"},
    "seed": 5,
}


@pytest.fixture
def yard(tmp_path) -> BattleDocument:
    return BattleDocument.open(write_scenario(tmp_path, YARD), data_folder=tmp_path / "data")


@pytest.mark.parametrize("action", [Action("shoot", "raider", target="gun"), Action("aim", "raider", target="gun"),
                                    Action("reload", "raider")], ids=["shoot", "aim", "reload"])
def test_an_enemy_acting_in_the_watched_direction_offers_the_overwatch_shot(yard, action):
    command = yard.action_command(action)
    assert isinstance(command, Command) and command.pending is not None, command
    yard.apply(command)
    (offer,) = yard.pending_reactions
    assert (offer.reaction.by, offer.reaction.kind) == ("gun", "overwatch")
    assert offer.reaction.why.param("action") == action.id
    yard.apply(yard.roll_reaction_command(offer))
    # The overwatch shot is the watcher's kept slow action.
    assert yard.state.combat.spent_by("gun", "action.slow") == 1
    assert any(e.text.startswith("Gunner attacks Raider") for e in yard.log)


def test_no_offer_outside_the_arc_or_without_the_slow_action(yard):
    state = yard.state
    assert action_reactions(state, Action("aim", "raider", target="gun"))
    gun = state.token("gun")
    south = with_token(state, replace(gun, tactical=replace(gun.tactical, overwatch=replace(
        gun.tactical.overwatch, toward=state.grid.from_offset(0, 2)))))
    assert action_reactions(south, Action("aim", "raider", target="gun")) == ()
    spent = replace(state, combat=replace(state.combat, spent={"gun": {"action.slow": 1}}))
    assert action_reactions(spent, Action("aim", "raider", target="gun")) == ()
    # Moves are judged along their path; a parry is a reaction itself.
    assert action_reactions(state, Action("move", "raider", path=(state.grid.from_offset(7, 1),))) == ()


def test_the_menu_lists_the_openers_and_the_vehicle_actions(yard):
    listed = {o.id: o for o in legal_actions(yard.state, "raider")}
    for action_id in ("sneak", "ambush", "spot", "swap_cards", "enter_vehicle", "exit_vehicle",
                      "start_engine", "grab_wheel", "drive"):
        assert action_id in listed
    assert listed["swap_cards"].cost_label == "free" and listed["spot"].legal
    # Aboard no vehicle: the engine and the wheel are greyed with the reason.
    assert [r.code for r in listed["start_engine"].reasons] == ["not_aboard"]
    assert [r.code for r in listed["ambush"].reasons] == []


def test_a_shot_that_ended_the_overwatch_still_meets_the_overwatch_shot_declared_before_it(yard):
    before = yard.state
    (reaction,) = action_reactions(before, Action("shoot", "raider", target="gun"))
    gun = before.token("gun")
    # The raider's shot hurt the gunner: its overwatch ended (what damage does).
    hurt = with_token(before, replace(gun, tactical=replace(gun.tactical, overwatch=None)))
    after, events = resolve_reaction(hurt, reaction, "raider")
    assert any(e.kind == "attack" and e.target == "raider" for e in events)
    assert after.token("gun").tactical.overwatch is None
    assert after.combat.spent_by("gun", "action.slow") == 1
    # While the overwatch still stands, it is the catalogue's overwatch shot, paid with the kept slow action.
    standing, shot = resolve_reaction(before, reaction, "raider")
    assert any(e.kind == "attack" and e.target == "raider" for e in shot)
    assert standing.combat.spent_by("gun", "action.slow") == 1


def _duel_yard(tmp_path, seed):
    doc = json.loads(json.dumps(YARD))
    doc["seed"] = seed
    doc["tokens"][0]["state"]["overwatch"]["declared"] = 1
    doc["tokens"][1]["state"] = {"overwatch": {"toward": [0, 1], "declared": 2}}
    folder = tmp_path / str(seed)
    folder.mkdir()
    return BattleDocument.open(write_scenario(folder, doc), data_folder=folder / "data")


def test_in_mutual_overwatch_the_opposed_shoot_roll_comes_first_and_decides_who_fires_first(tmp_path):
    """Seed: when two watchers fire at each other, an opposed Shoot roll (no action) says who
    fires first. The gunner's declared shot is held, the raider offered its shot back; rolling
    it rolls the duel before either shot, then the winner's shot, then the loser's (if it can)."""
    firsts = set()
    shot = Action("overwatch_shot", "gun", target="raider")
    for seed in range(12):
        doc = _duel_yard(tmp_path, seed)
        before = doc.state
        command = doc.action_command(shot)
        assert isinstance(command, Command) and command.pending is not None, command
        doc.apply(command)
        assert doc.state is before  # held: nothing rolled, nothing spent
        (offer,) = doc.pending_reactions
        assert (offer.reaction.by, offer.reaction.kind, offer.then) == ("raider", "overwatch_duel", shot)
        roll = doc.roll_reaction_command(offer)
        doc.apply(roll)
        assert doc.pending_reactions == ()
        duel = roll.events[0]
        assert duel.kind == "overwatch_duel"
        winner = duel.param("first")
        firsts.add(winner)
        texts = [e.text for e in roll.log]
        at_duel = next(i for i, t in enumerate(texts) if " duel on overwatch: " in t)
        shots = [(i, t.split()[0]) for i, t in enumerate(texts) if " attacks " in t]
        assert all(i > at_duel for i, _ in shots)
        names = {"gun": "Gunner", "raider": "Raider"}
        assert shots[0][1] == names[winner]
        assert [name for _, name in shots][1:] in ([], [n for n in names.values() if n != names[winner]])
        # The roll costs neither side an action: each paid one slow action per shot fired.
        for token, name in names.items():
            fired = sum(1 for _, n in shots if n == name)
            assert doc.state.combat.spent_by(token, "action.slow") == fired
    assert firsts == {"gun", "raider"}
