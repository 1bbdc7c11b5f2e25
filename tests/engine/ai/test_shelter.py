"""Walls, doors and the end of a turn as a Fallout player uses them (engine/ai: scoring, guard,
doorways): a wall between a raider and its target is cover only while the raider cannot walk
round it; a shooter with AP left guards or holds fire; a closed door opens the way into a room
the super mutant cannot enter."""

from __future__ import annotations

from battlemap.document.battle import BattleDocument
from battlemap.document.computer_turns import play_auto
from battlemap.engine.ai import scoring
from battlemap.engine.ai.decide import decide
from battlemap.engine.ai.plans import PREPARES
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.legality import check
from battlemap.grid import Cell
from battlemap.schema import scenario_from_document


def _document(rows, tokens, *, active=None):
    document = {
        "format": "battlemap-scenario", "version": 1, "name": "shelter", "ruleset": "fallout-pnp",
        "grid": {"kind": "square", "cols": len(rows[0]), "rows": len(rows), "cell": 5, "unit": "ft"},
        "terrain": {"rows": rows}, "tokens": tokens,
        "combat": {"round": 1, "order": [t["id"] for t in tokens], "active": active or tokens[0]["id"]},
    }
    return BattleDocument.new(scenario_from_document(document, source="test"), name="shelter")


def _state(rows, tokens):
    return _document(rows, tokens).state


#: A short wall between the doc (west) and a raider (east): a step or two round its end.
SHORT_WALL = ["..........", "....#.....", "....#.....", "....#.....", ".........."]


def test_a_raider_behind_a_short_wall_is_still_feared_for_the_shots_after_its_walk_round():
    state = _state(SHORT_WALL, [{"id": "doc", "side": "blue", "at": [3, 2], "template": "wastelander"},
                                {"id": "raider", "side": "red", "at": [5, 2], "template": "raider"}])
    me = state.token("doc")
    foes = scoring.foes_of(state, me, [state.token("raider")])
    _, who = scoring.threat(state, me, me.cell, foes)
    taken, covered = scoring.sheltered(state, me, foes, who)
    in_the_open = float(foes[0].chance) * foes[0].blows[0] * foes[0].weight
    assert who == ("raider",)
    assert 0 < taken < in_the_open  # no line now: a few steps round the wall, and one shot of its two
    assert covered == 1


def test_a_raider_whose_walk_round_a_long_wall_leaves_it_no_shot_is_not_feared():
    rows = ["....#.....", "....#.....", "....#.....", "....#.....", "....#....."]
    state = _state(rows, [{"id": "doc", "side": "blue", "at": [3, 2], "template": "wastelander"},
                          {"id": "raider", "side": "red", "at": [5, 2], "template": "raider"}])
    me = state.token("doc")
    foes = scoring.foes_of(state, me, [state.token("raider")])
    _, who = scoring.threat(state, me, me.cell, foes)
    taken, covered = scoring.sheltered(state, me, foes, who)
    assert taken == 0 and covered == 1  # the wall runs the map's height: no way round


def test_a_shooter_with_two_ap_left_and_a_raider_in_range_defends_before_ending_its_turn():
    state = _state(["." * 16] * 5, [{"id": "doc", "side": "blue", "at": [2, 2], "template": "wastelander"},
                                     {"id": "raider", "side": "red", "at": [9, 2], "template": "raider"}])
    state = with_spent_entries(state, "doc", {"ap": 8})  # two shots fired: 2 AP left, a shot costs 4
    decision = decide(state, "doc", moved=True)
    assert decision.what == PREPARES
    assert check(state, decision.action) == ()
    assert state.ruleset.actions[decision.action.id].group in ("defence", "attack")  # Defend or Overwatch
    assert decision.reasons[0].code in ("guards_self", "holds_fire")


def test_a_shooter_with_one_ap_left_holds_fire_on_the_nearest_raider():
    state = _state(["." * 16] * 5, [{"id": "doc", "side": "blue", "at": [2, 2], "template": "wastelander"},
                                     {"id": "raider", "side": "red", "at": [9, 2], "template": "raider"}])
    state = with_spent_entries(state, "doc", {"ap": 9})  # 1 AP: no Defend (2), a single Overwatch (1)
    decision = decide(state, "doc", moved=True)
    assert decision.what == PREPARES
    assert decision.action.id == "overwatch"
    assert decision.action.cell == Cell(9, 2)
    assert decision.reasons[0].code == "holds_fire"


#: A room (west) behind a one-square door at (4, 2); the street east of it.
ROOM = ["#####.........",
        "#...#.........",
        "#...D.........",
        "#...#.........",
        "#####........."]


def _doc_at_the_door(mutant=(9, 2)):
    return _document(ROOM, [{"id": "doc", "side": "blue", "at": [5, 2], "template": "wastelander"},
                            {"id": "mutant", "side": "red", "at": list(mutant), "template": "brute"}])


def test_a_shooter_beside_a_shut_door_with_a_super_mutant_closing_opens_it_to_shelter_in_the_room():
    battle = _doc_at_the_door()
    decision = decide(battle.state, "doc")
    assert decision.what == PREPARES
    assert decision.action.cell == Cell(4, 2)  # the door
    assert decision.reasons[0].code == "opens_way"
    assert check(battle.state, decision.action) == ()


def test_the_shooter_opens_the_door_walks_into_the_room_and_the_journal_replays_it(tmp_path):
    battle = _doc_at_the_door()
    steps = []
    play_auto(battle, ["blue"], turns=1, each=steps.append)
    state = battle.state
    assert not scoring.is_closed_door(state.terrain, state.grid.index(Cell(4, 2)))
    assert [s.command.record.why.reasons[0].code for s in steps[:1]] == ["opens_way"]
    assert state.token("doc").cell.q < 4  # inside the room, west of the door
    reopened = BattleDocument.open(battle.save(tmp_path / "played.json"))
    assert reopened.journal_problem is None
    assert reopened.state.tokens == state.tokens


def test_a_shooter_behind_a_one_square_door_the_super_mutant_cannot_pass_stays_there():
    rows = [r.replace("D", ".") for r in ROOM]  # the door stands open
    state = _state(rows, [{"id": "doc", "side": "blue", "at": [2, 2], "template": "wastelander"},
                          {"id": "mutant", "side": "red", "at": [7, 2], "template": "brute"}])
    me = state.token("doc")
    foes = scoring.foes_of(state, me, [state.token("mutant")])
    assert scoring.threat(state, me, me.cell, foes)[0] == 0  # the 2x2 mutant does not pass the door
    decision = decide(state, "doc")
    assert not decision.path or state.grid.distance(decision.path[-1], Cell(7, 2)) > 2
    assert all(c.q < 4 for c in decision.path)  # it never steps out of the room


#: A room (west) walled by column 4 but for (4, 2), shut by a door on the edge (3, 2)-(4, 2).
EDGE_ROOM = ["....#.......", "....#.......", "............", "....#.......", "....#......."]


def _raider_behind_an_edge_door():
    document = {
        "format": "battlemap-scenario", "version": 1, "name": "edge door", "ruleset": "fallout-pnp",
        "grid": {"kind": "square", "cols": 12, "rows": 5, "cell": 5, "unit": "ft"},
        "terrain": {"rows": EDGE_ROOM, "edges": [{"between": [[3, 2], [4, 2]], "type": "door"}]},
        "tokens": [{"id": "doc", "side": "blue", "at": [9, 2], "template": "wastelander"},
                   {"id": "raider", "side": "red", "at": [1, 2], "template": "raider"}],
        "combat": {"round": 1, "order": ["doc", "raider"], "active": "doc"},
    }
    return BattleDocument.new(scenario_from_document(document, source="test"), name="edge door")


def test_the_walk_to_an_enemy_behind_an_edge_door_walks_up_to_it_and_opens_it(tmp_path):
    from battlemap.grid import Edge

    battle = _raider_behind_an_edge_door()
    edge = Edge.of(Cell(3, 2), Cell(4, 2))
    assert battle.state.terrain.edge_walls[edge].blocks_movement
    steps = []
    play_auto(battle, ["blue"], turns=1, each=steps.append)
    state = battle.state
    assert not state.terrain.edge_walls[edge].blocks_movement  # opened
    opened = [s.command.record for s in steps if list(getattr(s.command.record, "cell", None) or ()) == [3, 2]]
    assert opened and opened[0].why.reasons[0].code == "opens_way"
    assert state.token("doc").cell == Cell(4, 2)  # walked up to the door on its way
    reopened = BattleDocument.open(battle.save(tmp_path / "played.json"))
    assert reopened.journal_problem is None
    assert reopened.state.terrain.edge_walls[edge] == state.terrain.edge_walls[edge]
    assert reopened.state.tokens == state.tokens


def test_a_shut_edge_door_is_a_longer_step_on_the_way_not_a_wall():
    battle = _raider_behind_an_edge_door()
    state = battle.state
    assert scoring.shut_doors_beside(state, Cell(4, 2)) == (Cell(3, 2),)
    field = scoring.walk_field(state, frozenset({state.grid.index(Cell(1, 2))}))
    assert field[state.grid.index(Cell(4, 2))] == 2 + scoring.DOOR_STEPS  # two steps, then the door
