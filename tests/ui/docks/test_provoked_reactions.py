"""Reactions an action provokes reach the Reactions dock; Roll resolves and logs them; undo puts them back.

The system's hooks (the d20 contract's `action_reactions` / `resolve_reaction`)
are stood in for, as tests/document/test_reactions.py does, so these tests
follow the window and the document, not the d20 rules of the day: searching
or attacking next to an enemy invites its opportunity attack, rolled with
the battle's seeded dice as an ordinary attack.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.reactions import Reaction
from battlemap.ui.window.context_menu import find_action
from tests.engine.stand_in import stand_in
from tests.ui.ui_helpers import CORRIDOR, Mouse, write_scenario

pytestmark = pytest.mark.gui

PROVOKING = frozenset({"search", "attack"})
OFFER = "Red spearmen: an opportunity attack on Blue knights at 1,1 ({action})"
ENEMY = {"knights": "spears", "spears": "knights"}


@pytest.fixture
def corridor(open_window, tmp_path, monkeypatch):
    """Blue knights at 1,1 beside red spearmen at 2,1 (d20 mass), with the stand-in hooks."""
    def action_reactions(state, action):
        if action.id not in PROVOKING:
            return ()
        cell = state.token(action.actor).cell
        why = Reason.of("stand_in", action=action.id)
        return (Reaction(ENEMY[action.actor], "opportunity_attack", 0, cell, why),)

    def resolve_reaction(state, reaction, mover):
        if reaction.why.code != "stand_in":
            return None
        return resolve_attack(state, Action("opportunity_attack", reaction.by, target=mover), "attack")

    stand_in(monkeypatch, "d20_mass", action_reactions=action_reactions, resolve_reaction=resolve_reaction)
    return open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))


def _undo(window, qtbot) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_an_action_from_the_token_menu_offers_its_reaction_roll_logs_it_undo_offers_it_again(corridor, qtbot):
    window = corridor
    menu = window.context_menu(window.state.grid.from_offset(1, 1))
    find_action(menu, "Full-Round Actions", "Search an area  (full-round)").trigger()
    offer = OFFER.format(action="Search an area")
    assert window.reactions.lines() == [offer]
    assert window.log_dock.lines()[-1] == (
        "[round 1] Blue knights provoke an opportunity attack from Red spearmen at 1,1 (Search an area)")
    searched, dice = window.state, window.state.dice
    qtbot.mouseClick(window.reactions.rows[0].roll_button, Qt.MouseButton.LeftButton)
    lines = window.log_dock.lines()
    assert lines[-2] == f"[round 1] {offer}: rolled"
    assert lines[-1].startswith("[round 1] Red spearmen attacks Blue knights with spear: d20 + 3 > ")
    assert window.reactions.lines() == [] and window.state.dice != dice
    assert window.state.token("knights").cell == searched.token("knights").cell  # nothing to resume
    assert window.actions.undo.text() == "&Undo Roll reaction (Red spearmen)"
    _undo(window, qtbot)
    assert window.reactions.lines() == [offer] and window.state is searched
    _undo(window, qtbot)  # the search itself: its offer goes with it
    assert window.reactions.lines() == [] and not any("Search" in line for line in window.log_dock.lines())


def test_an_attack_in_targeting_mode_offers_its_reaction(corridor, qtbot):
    window = corridor
    mouse = Mouse(window)
    mouse.drag([(1, 1), (2, 1)])  # the knights ride into the spearmen's square (25 ft: reach 0)
    menu = window.context_menu(window.state.grid.from_offset(2, 1))
    find_action(menu, "Aim an Attack from Blue knights...").trigger()
    mouse.move((2, 1), buttons=Qt.MouseButton.NoButton)
    mouse.press((2, 1))
    assert window.controller.mode is None
    offer = "Red spearmen: an opportunity attack on Blue knights at 2,1 (Attack)"
    assert window.reactions.lines() == [offer]
    lines = window.log_dock.lines()
    assert any(line.startswith("[round 1] Blue knights attacks Red spearmen with lance") for line in lines)
    assert lines[-1] == "[round 1] Blue knights provoke an opportunity attack from Red spearmen at 2,1 (Attack)"
    qtbot.mouseClick(window.reactions.rows[0].skip_button, Qt.MouseButton.LeftButton)
    assert window.reactions.lines() == [] and window.log_dock.lines()[-1] == f"[round 1] {offer}: skipped"
    _undo(window, qtbot)
    assert window.reactions.lines() == [offer]
