"""d20 mass combat in play: rules reached from the window's document (catalogue actions, Reactions dock)."""

from __future__ import annotations

import pytest

from battlemap.document.action_options import option_fields
from battlemap.document.advance import AdvanceTool
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.reactions import offer_text
from battlemap.document.tools import LEFT, SHIFT, PointerEvent
from battlemap.engine.battle.actions import Action
from tests.document.doc_helpers import at, write_scenario

#: Blue archers sharing the red spearmen's square at 1,1; a cart (an object) at 4,1.
FORD = {
    "format": "battlemap-scenario", "version": 1, "name": "ford", "ruleset": "d20-mass",
    "grid": {"cols": 6, "rows": 3},
    "tokens": [
        {"id": "arch", "name": "Blue archers", "side": "blue", "at": [1, 1], "template": "archers"},
        {"id": "spears", "name": "Red spearmen", "side": "red", "at": [1, 1], "template": "spearmen"},
    ],
    "combat": {"round": 1, "order": ["arch", "spears"], "active": "arch"},
    "seed": 7,
}


@pytest.fixture
def ford(tmp_path) -> BattleDocument:
    return BattleDocument.open(write_scenario(tmp_path, FORD), data_folder=tmp_path / "data")


@pytest.mark.parametrize("action", [Action("aim", "arch", target="spears"), Action("work_bolt", "arch")],
                         ids=["aim", "reload"])
def test_aiming_or_reloading_beside_the_enemy_offers_its_opportunity_attack_in_the_dock(ford, action):
    command = ford.action_command(action)
    assert isinstance(command, Command) and command.pending is not None, command
    ford.apply(command)
    (offer,) = ford.pending_reactions
    assert offer_text(ford.state, offer).startswith("Red spearmen: an opportunity attack on Blue archers at 1,1")
    assert offer.reaction.why.param("action") == action.id
    ford.apply(ford.roll_reaction_command(offer))
    assert ford.pending_reactions == ()
    assert ford.state.combat.spent_by("spears", "reactions") == 1
    assert any(e.text.startswith("Red spearmen attacks Blue archers") for e in ford.log)


def test_aiming_from_another_square_offers_nothing(ford):
    ford.apply(ford.move_command("arch", [at(ford, 2, 1)]))  # leaving the square provokes: skipped
    ford.apply(ford.skip_reaction_command(ford.pending_reactions[0]))
    ford.apply(ford.action_command(Action("aim", "arch", target="spears")))
    assert ford.pending_reactions == ()


def test_the_gm_loads_an_object_from_its_menu_with_the_load_asked_in_the_form(tmp_path):
    cart = {"id": "cart", "name": "Cart", "side": "neutral", "at": [4, 1], "weapons": [], "readied": [],
            "stats": {"object": "mobile", "heavy_load": 100}}
    doc = BattleDocument.open(write_scenario(tmp_path, {**FORD, "tokens": [*FORD["tokens"], cart]}),
                              data_folder=tmp_path / "data")
    assert [f.key for f in option_fields(doc.state, "cart", "load_object")] == ["load"]
    doc.apply(doc.action_command(Action("load_object", "cart", options=(("load", "250"),))))
    assert "disabled" in doc.state.token("cart").conditions  # above twice its heavy load of 100
    assert any("overload" in e.text for e in doc.log)


def test_the_knights_charge_is_dragged_then_the_foe_clicked_one_undoable_step(tmp_path):
    """The window's path-then-target tool (document/advance.py) plays the d20 charge."""
    knights = {"id": "cav", "name": "Blue knights", "side": "blue", "at": [0, 1], "template": "cavalry"}
    levy = {"id": "levy", "name": "Red levy", "side": "red", "at": [2, 1], "template": "militia", "count": 4}
    doc = BattleDocument.open(write_scenario(tmp_path, {**FORD, "tokens": [*FORD["tokens"], knights, levy],
                                                        "combat": {"round": 1, "order": ["cav", "arch", "spears"],
                                                                   "active": "cav"}}),
                              data_folder=tmp_path / "data")
    tool = AdvanceTool(doc, "charge", "cav")
    tool.handle(PointerEvent.press(at(doc, 0, 1)))
    tool.handle(PointerEvent.move(at(doc, 1, 1)))
    tool.handle(PointerEvent.release(at(doc, 1, 1)))
    assert tool.phase == "target"
    # One square is too short for a charge (at least 2 x the squares it occupies): refused with the reason.
    refused = tool.handle(PointerEvent.press(doc.state.token("spears").cell))
    assert isinstance(refused, Rejected) and "charge_too_short" in [r.code for r in refused.reasons]
    # Two squares straight at the levy, drawn cell by cell (Shift): one command, the run (the spearmen
    # strike as it passes through their square), the blow.
    tool = AdvanceTool(doc, "charge", "cav")
    tool.handle(PointerEvent.press(at(doc, 0, 1)))
    for col in (1, 2):
        tool.handle(PointerEvent.move(at(doc, col, 1), SHIFT))
    tool.handle(PointerEvent.release(at(doc, 2, 1), LEFT, SHIFT))
    played = tool.handle(PointerEvent.press(doc.state.token("levy").cell))
    assert isinstance(played, Command), played
    doc.apply(played)
    assert doc.state.token("cav").cell == at(doc, 2, 1) and "charging" in doc.state.token("cav").conditions
    texts = [e.text for e in doc.log]
    assert any(t.startswith("Red spearmen attacks Blue knights") for t in texts)
    assert any(t.startswith("Blue knights attacks Red levy") for t in texts)


def test_the_opportunity_attack_comes_before_the_aim_it_interrupts(ford):
    """[S] the attack strikes "before the target finishes its action": the aim is held,
    the dock offers the attack, and the archers aim only once it is rolled."""
    before = ford.state
    ford.apply(ford.action_command(Action("aim", "arch", target="spears")))
    assert ford.state is before and ford.state.token("arch").tactical.aiming is None
    ford.apply(ford.roll_reaction_command(ford.pending_reactions[0]))
    texts = [e.text for e in ford.log]
    struck = next(i for i, t in enumerate(texts) if t.startswith("Red spearmen attacks Blue archers"))
    assert texts.index("Blue archers go on with Aim") > struck
    assert ford.state.token("arch").tactical.aiming == "spears"


def test_an_aim_whose_archers_the_attack_disables_is_lost(tmp_path):
    frail = {**FORD["tokens"][0], "stats": {"toughness_bonus": -30}}
    doc = BattleDocument.open(write_scenario(tmp_path, {**FORD, "tokens": [frail, FORD["tokens"][1]], "seed": 4}),
                              data_folder=tmp_path / "data")
    doc.apply(doc.action_command(Action("aim", "arch", target="spears")))
    doc.apply(doc.roll_reaction_command(doc.pending_reactions[0]))
    assert "disabled" in doc.state.token("arch").conditions
    # The archers were blue's only unit: the battle is decided, and the log says so last.
    assert [e.text for e in doc.log[-2:]] == ["Blue archers' Aim is lost: actor cannot act",
                                              "red wins: the last side standing"]
    assert doc.state.token("arch").tactical.aiming is None
