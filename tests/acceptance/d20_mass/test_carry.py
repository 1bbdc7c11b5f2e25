"""d20 mass combat, RULES.md 3.8: helpless allies are objects, grabbed and moved (seed:
移动：一个移动动作，通过成功的擒抱对抗鉴定，你可以以半速移动一个被擒抱的目标。无助的同伴视为物体。你只需抓住他们即可移动).

`carry_ally` is grapple_move's twin for a disabled or unconscious ally in the
carrier's square: a move action, no grapple check, half speed (at least one
square by the reading `grapple_move_speed`); the window plays it as drag
the path, then click the ally."""

from __future__ import annotations

import pytest

from battlemap.document.advance import moves_then_targets
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from tests.document.doc_helpers import at, write_scenario
from tests.engine.ascii_maps import battle

FALLEN = {"template": "swordsmen", "at": [0, 0], "conditions": ["disabled"]}


def field(speed=2.4, **tokens):
    combat = {"round": 1, "order": ["A", "B"], "active": "A"}
    tokens = {"A": {"template": "swordsmen", "stats": {"speed": speed}}, "B": FALLEN, **tokens}
    return battle("AB\n.b\n..", "d20-mass", tokens=tokens, combat=combat, seed=2)


def codes(reasons):
    return [r.code for r in reasons]


def carry(state, *offsets, target="B"):
    return Action("carry_ally", "A", target=target, path=tuple(state.grid.from_offset(c, r) for c, r in offsets))


def test_a_helpless_ally_is_carried_at_half_speed_without_a_check_as_a_move_action():
    state = field()
    # Speed 2.4 squares: half is 1.2, so one square and not two.
    assert "over_budget" in codes(check(state, carry(state, (0, 1), (0, 2))))
    one = carry(state, (0, 1))
    assert check(state, one) == ()
    out = apply(state, one)
    assert out.state.token("A").cell == out.state.token("B").cell == state.grid.from_offset(0, 1)
    assert out.state.combat.spent_by("A", "action.move") == 1
    assert out.state.dice.position == state.dice.position           # no grapple check rolled
    assert [e.kind for e in out.events] == ["action", "moved"]


@pytest.mark.parametrize("condition", ["disabled", "unconscious"])
def test_disabled_or_unconscious_allies_are_objects(condition):
    state = field(B={**FALLEN, "conditions": [condition]})
    assert check(state, carry(state, (0, 1))) == ()


def test_an_ally_who_is_not_helpless_is_not_carried():
    state = field(B={**FALLEN, "conditions": ["wounded"]})
    assert codes(check(state, carry(state, (0, 1)))) == ["ally_not_helpless"]


def test_the_ally_must_be_in_the_carriers_square():
    state = field(B={**FALLEN, "at": [1, 0]})
    assert codes(check(state, carry(state, (0, 1)))) == ["ally_out_of_reach"]


def test_an_enemy_is_not_carried_this_way():
    state = field(b={"template": "swordsmen", "at": [0, 0], "conditions": ["disabled"]})
    assert "target_not_ally" in codes(check(state, carry(state, (0, 1), target="b")))


RETREAT = {
    "format": "battlemap-scenario", "version": 1, "name": "retreat", "ruleset": "d20-mass",
    "grid": {"cols": 3, "rows": 1},
    "tokens": [
        {"id": "foot", "name": "Blue footmen", "side": "blue", "at": [1, 0], "template": "swordsmen"},
        {"id": "hurt", "name": "Blue wounded", "side": "blue", "at": [1, 0], "template": "swordsmen",
         "count": 2, "conditions": ["disabled"]},
    ],
    "combat": {"round": 1, "order": ["foot"], "active": "foot"}, "seed": 1,
}


def test_carrying_an_ally_played_from_the_document_is_one_step(tmp_path):
    doc = BattleDocument.open(write_scenario(tmp_path, RETREAT), data_folder=tmp_path / "data")
    assert moves_then_targets(doc.state.ruleset.actions["carry_ally"])   # the window: drag, then click
    played = doc.action_command(Action("carry_ally", "foot", target="hurt", path=(at(doc, 0, 0),)))
    assert isinstance(played, Command), played
    doc.apply(played)
    assert doc.state.token("foot").cell == doc.state.token("hurt").cell == at(doc, 0, 0)


def test_the_window_picks_the_ally_under_the_carrier_in_its_square(tmp_path):
    """Drag the path, then click the square the carrier shares with the ally: the click means
    the ally, even when the carrier is drawn on top."""
    from battlemap.document.advance import AdvanceTool
    from battlemap.document.tools import PointerEvent

    carrier_on_top = {**RETREAT, "tokens": list(reversed(RETREAT["tokens"]))}
    doc = BattleDocument.open(write_scenario(tmp_path, carrier_on_top), data_folder=tmp_path / "data")
    tool = AdvanceTool(doc, "carry_ally", "foot")
    tool.handle(PointerEvent.press(at(doc, 1, 0)))
    tool.handle(PointerEvent.move(at(doc, 0, 0)))
    tool.handle(PointerEvent.release(at(doc, 0, 0)))
    assert tool.target_at(at(doc, 1, 0)) == "hurt"
    played = tool.handle(PointerEvent.press(at(doc, 1, 0)))
    assert isinstance(played, Command), played
    doc.apply(played)
    assert doc.state.token("hurt").cell == at(doc, 0, 0)
