"""The default scenario (Ford skirmish) plays a full d20 round: initiative, aim, volley, charge, defence."""

import json
from pathlib import Path

from battlemap.document.library import bundled_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn
from battlemap.schema import scenario_from_document

SKIRMISH = Path(__file__).resolve().parents[3] / "assets" / "scenarios" / "d20-skirmish.json"


def skirmish() -> BattleState:
    document = json.loads(SKIRMISH.read_text(encoding="utf-8"))
    scenario = scenario_from_document(document, source=SKIRMISH.name, ruleset_resolver=bundled_ruleset)
    return build_state(scenario, bundled_ruleset("d20-mass"))


def _turn(state, token_id):
    """`token_id`'s turn begins (engine/play/turns.py): its spending clears and its stances end."""
    return begin_turn(state, token_id)[0]


def _cells(state, *offsets):
    return tuple(state.grid.from_offset(c, r) for c, r in offsets)


def test_the_sample_shows_the_signature_rules():
    state = skirmish()
    assert state.token("b-arch").stats["covering_fire"] is True
    assert state.token("b-cav").size == "large"
    assert explain_attack(state, "r-xbow", "b-cav").roll == "d20 + 1 > 9"        # rough shot, shield, crowd
    # The blue archers stand in the walled farmstead: unseen from outside.
    assert [r.code for r in explain_attack(state, "r-arch", "b-arch").reasons] == ["no_line_of_fire"]
    volley = explain_attack(state, "r-arch", "b-cav", "volley")
    assert volley.possible and volley.roll.endswith("dodges")


def test_a_full_round_in_initiative_order():
    state, events = roll_initiative(skirmish())
    assert len(events) == 8 and set(state.combat.order) == {t.id for t in state.tokens}
    plays = {
        "b-arch": [Action("speak", "b-arch")],
        "r-xbow": [Action("aim", "r-xbow", target="b-spear"), Action("attack", "r-xbow", target="b-spear")],
        "b-spear": [Action("total_defence", "b-spear")],
        "r-spear": [Action("move", "r-spear", path=_cells(state, (13, 6)))],
        "b-sword": [Action("move", "b-sword", path=_cells(state, (9, 9)))],
        "r-militia": [Action("move", "r-militia", path=_cells(state, (14, 10)))],
        "b-cav": [Action("move", "b-cav", path=_cells(state, (5, 10), (6, 9)))],
        "r-arch": [Action("volley", "r-arch", target="b-spear")],
    }
    played = []
    for token_id in state.combat.order:
        state = _turn(state, token_id)
        for action in plays[token_id]:
            assert check(state, action) == (), action
            state = apply(state, action).state
            played.append(action.id)
    assert len(played) == 9
    assert state.token("r-xbow").tactical.aiming is None       # the aimed shot used the aim
    assert "total_defence" in state.token("b-spear").conditions
    # A new round: the stances of the last one end as each unit's turn begins.
    for token_id in state.combat.order:
        state = _turn(state, token_id)
    assert "total_defence" not in state.token("b-spear").conditions


def test_the_knights_charge_only_in_a_straight_line_ending_on_an_enemy():
    state = _turn(skirmish(), "b-cav")        # the knights' turn: a charge is taken on one's own turn
    nowhere = Action("charge", "b-cav", target="r-spear", path=_cells(state, (5, 10), (6, 9)))
    assert [r.code for r in check(state, nowhere)] == ["charge_ends_without_enemy"]
    bent = Action("charge", "b-cav", target="r-spear", path=_cells(state, (5, 10), (6, 10)))
    assert "charge_not_straight" in [r.code for r in check(state, bent)]
    # The levy (14) two squares from the knights: its square is dense, no room to charge into.
    levy = state.with_token_moved("r-militia", state.grid.from_offset(4, 9))
    at_levy = Action("charge", "b-cav", target="r-militia", path=_cells(levy, (4, 10), (4, 9)))
    assert [r.code for r in check(levy, at_levy)] == ["charge_square_occupied"]
    # The crossbowmen (8) there instead: a straight charge of 2 squares reaches them.
    closed = state.with_token_moved("r-xbow", state.grid.from_offset(4, 9))
    charge = Action("charge", "b-cav", target="r-xbow", path=_cells(closed, (4, 10), (4, 9)))
    assert check(closed, charge) == ()
    outcome = apply(closed, charge)
    charged = outcome.state
    assert "charging" in charged.token("b-cav").conditions
    # One action: the run, who strikes first in the crossbowmen's square, and the lance at +2.
    assert len(outcome.of_kind("melee_entry")) == 1
    blow = next(e for e in outcome.of_kind("attack") if e.actor == "b-cav")
    assert blow.target == "r-xbow" and {m.id: m.value for m in blow.modifiers}["charge"] == 2
    assert not begin_turn(charged, "b-cav")[0].token("b-cav").conditions & {"charging"}


def test_the_farmstead_door_opens_as_a_move_action():
    state = skirmish()
    door = state.grid.from_offset(5, 4)
    assert "door_out_of_reach" in [r.code for r in check(state, Action("open_door", "b-arch", cell=door))]
    # A move to the doorstep (5,5), then the standard action given up for a second move: the door.
    state = apply(state, Action("move", "b-arch", path=(state.grid.from_offset(5, 5),))).state
    opened = apply(state, Action("open_door", "b-arch", cell=door)).state
    assert opened.terrain.terrain_id_at(opened.grid.index(door)) == "open_door"
    assert opened.combat.spent_by("b-arch", "action.move") == 2    # two moves: the standard is gone
    assert "budget_exceeded" in [r.code for r in check(opened, Action("total_defence", "b-arch"))]
