"""The computer takes d20 3.5's minimum movement (rulesets/README.md `minimum_move`): a unit whose
move actions cannot pay even one square moves one square as a full-round action, as the drag
offers a person; its movement map holds only what its budget pays, so the step comes from the
system's `minimum_move` hook, through the drag's verdict."""

from __future__ import annotations

from battlemap.document.battle import BattleDocument
from battlemap.document.computer_turns import play_auto
from battlemap.engine.ai.decide import decide
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.play.legality import check, cost_for
from battlemap.schema import scenario_from_document
from battlemap.schema.actions import Cost
from tests.engine.ascii_maps import scenario_dict

#: A unit of speed 0.8 (double move 1.6) west of shallow water (2 a square), the enemy beyond.
MUD = "Aww...b"


def _document(**options) -> BattleDocument:
    raw = scenario_dict(MUD, "d20-mass", tokens={"A": {"template": "swordsmen", "stats": {"speed": 0.8}},
                                                 "b": {"template": "militia"}},
                        combat={"round": 1, "order": ["A", "b"], "active": "A"}, **options)
    return BattleDocument.new(scenario_from_document(raw, source="test"), name="mud")


def test_a_unit_too_slow_for_the_water_wades_in_one_square_as_a_full_round_action():
    state = _document().state
    water = state.grid.from_offset(1, 0)
    assert state.grid.index(water) not in start_drag(state, "A").movement.ends  # its budget pays no square
    decision = decide(state, "A")
    assert decision.path == (water,)
    action = Action("move", "A", path=decision.path)
    assert check(state, action) == ()
    assert cost_for(state, state.token("A"), state.ruleset.actions["move"], action) == Cost(full_round=True)


def test_the_minimum_move_is_a_record_the_journal_replays(tmp_path):
    battle = _document()
    steps = []
    play_auto(battle, ["blue"], turns=1, each=steps.append)
    state = battle.state
    assert state.token("A").cell == state.grid.from_offset(1, 0)
    assert steps[0].command.record.why.says == "advances"
    reopened = BattleDocument.open(battle.save(tmp_path / "played.json"))
    assert reopened.journal_problem is None
    assert reopened.state.tokens == state.tokens


def test_without_minimum_movement_the_slow_unit_stays():
    state = _document(options={"minimum_move": "none"}).state
    assert decide(state, "A").path == ()
