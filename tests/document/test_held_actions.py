"""Reactions that interrupt: the action waits until they are rolled or skipped.

Year Zero's overwatch "resolves before every other action, even one already
declared": Moth striking Ruben in Kasia's watched direction is held, Kasia's
shot is offered, and Moth's blow lands only once the shot is rolled or skipped
(and not at all when the shot leaves Moth unable to act).
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.effects import with_token

STRIKE = Action("close_combat", "moth", target="ruben")


@pytest.fixture
def doc(tmp_path) -> BattleDocument:
    return _open(tmp_path)


def _open(tmp_path) -> BattleDocument:
    scenario = json.loads(resources.scenario_file("yze-zones.json").read_text(encoding="utf-8"))
    scenario["combat"]["active"] = "moth"
    path = tmp_path / "yze.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    return BattleDocument.open(path, data_folder=tmp_path / "data")


def _declare(doc: BattleDocument) -> Command:
    command = doc.action_command(STRIKE)
    assert isinstance(command, Command) and command.pending is not None, command
    doc.apply(command)
    return command


def test_the_action_is_held_and_the_overwatch_shot_offered_first(doc):
    before = doc.state
    _declare(doc)
    assert doc.state is before  # nothing played yet: no blow, no action spent
    (offer,) = doc.pending_reactions
    assert (offer.reaction.by, offer.reaction.kind, offer.then) == ("kasia", "overwatch", STRIKE)
    assert doc.log[-2].text.startswith("Moth declares ")


def test_skipping_the_shot_lets_the_held_action_go_on(doc):
    _declare(doc)
    spent = doc.state.combat.spent_by("moth", "action.slow")
    doc.apply(doc.skip_reaction_command(doc.pending_reactions[0]))
    assert doc.pending_reactions == ()
    assert doc.state.combat.spent_by("moth", "action.slow") == spent + 1
    assert any(e.text.startswith("Moth goes on with ") for e in doc.log)


def test_rolling_the_shot_comes_before_the_blow_and_undo_holds_it_again(doc):
    _declare(doc)
    offer = doc.pending_reactions[0]
    roll = doc.roll_reaction_command(offer)
    doc.apply(roll)
    texts = [e.text for e in roll.log]
    shot = next(i for i, t in enumerate(texts) if "Kasia" in t)
    assert any("goes on with" in t or "is lost" in t for t in texts[shot:])
    doc.revert(roll)
    assert doc.pending_reactions == (offer,)


def test_an_actor_the_shot_leaves_unable_to_act_loses_the_held_action(tmp_path, monkeypatch):
    from tests.engine.stand_in import stand_in

    def broken_by_the_shot(state, reaction, mover):
        token = state.token(mover)
        return with_token(state, replace(token, conditions=token.conditions | {"broken"})), ()

    stand_in(monkeypatch, "yze", resolve_reaction=broken_by_the_shot)
    doc = _open(tmp_path)
    _declare(doc)
    doc.apply(doc.roll_reaction_command(doc.pending_reactions[0]))
    assert doc.log[-1].text.startswith("Moth's ") and " is lost: " in doc.log[-1].text
    assert doc.state.combat.spent_by("moth", "action.slow") == 0
