"""Year Zero movement (RULES.md 2.2-2.3): a zone per fast move, crawling slow and at half
the distance, cramped zones crawl only, two moves a round at most."""

from dataclasses import replace

from battlemap.commands.reach import reach_json
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.zones import cluttered_roll, enters_cluttered, is_cluttered
from tests.engine.ascii_maps import battle

ROW = "A" + "." * 29 + "\n" + "." * 29 + "b"


def runner(posture="standing", zones=None, spent=None):
    combat = {"round": 1, "order": ["A", "b"], "active": "A", "spent": spent or {}}
    extra = {"zones": zones} if zones else {}
    return battle(ROW, "yze", tokens={"A": {"template": "survivor", "posture": posture}},
                  combat=combat, **extra)


def path(state, *cols):
    return tuple(state.grid.from_offset(c, 0) for c in cols)


def codes(reasons):
    return [r.code for r in reasons]


def test_a_move_is_a_fast_action_of_one_zone_25_m():
    state = runner()
    # 2 m squares: 12 squares = 24 m fit, 13 squares = 26 m do not.
    assert check(state, Action("move", "A", path=path(state, *range(1, 13)))) == ()
    assert "over_budget" in codes(check(state, Action("move", "A", path=path(state, *range(1, 14)))))
    after = apply(state, Action("move", "A", path=path(state, *range(1, 13)))).state
    assert after.combat.spent_by("A", "action.fast") == 1


def test_a_second_move_gets_a_second_zone():
    state = runner()
    once = apply(state, Action("move", "A", path=path(state, *range(1, 13)))).state
    twice = Action("move", "A", path=path(state, *range(13, 25)))
    assert check(once, twice) == ()
    assert apply(once, twice).state.token("A").cell == state.grid.from_offset(24, 0)
    assert "budget_exceeded" in codes(check(apply(once, twice).state, Action("move", "A", path=path(state, 25))))


def test_crawling_is_slow_and_covers_half_the_distance():
    state = runner("prone")
    assert "requires_posture_not_in" in codes(check(state, Action("move", "A", path=path(state, 1))))
    assert check(state, Action("crawl", "A", path=path(state, *range(1, 7)))) == ()
    assert "over_budget" in codes(check(state, Action("crawl", "A", path=path(state, *range(1, 8)))))
    after = apply(state, Action("crawl", "A", path=path(state, 1))).state
    assert after.combat.spent_by("A", "action.slow") == 1


def test_a_cramped_zone_allows_only_crawling():
    tunnel = [{"id": "tunnel", "cells": [[c, 0] for c in range(0, 8)], "tags": ["cramped"]}]
    standing = runner(zones=tunnel)
    assert "over_budget" in codes(check(standing, Action("move", "A", path=path(standing, 1))))
    prone = runner("prone", zones=tunnel)
    assert check(prone, Action("crawl", "A", path=path(prone, 1, 2))) == ()


def test_entering_cluttered_ground_asks_a_mobility_roll_and_a_failure_falls_prone():
    pile = [{"id": "woodpile", "cells": [[3, 0], [4, 0]], "tags": ["cluttered"]}]
    state = runner(zones=pile)
    assert enters_cluttered(state, state.token("A").cell, path(state, 1, 2, 3))
    assert not enters_cluttered(state, state.grid.from_offset(3, 0), path(state, 4))
    results = set()
    for seed in range(30):
        seeded = replace(state, dice=replace(state.dice, seed=seed))
        after, events = cluttered_roll(seeded, "A")
        # Survivor: Agility 3 + Mobility 1 = 4 dice.
        assert len(events[0].param("faces")) == 4
        success = events[0].param("success")
        assert (after.token("A").posture == "prone") == (not success)
        results.add(success)
    assert results == {True, False}


def test_rough_terrain_is_cluttered_too():
    state = battle("A~", "yze")
    assert is_cluttered(state, state.grid.from_offset(1, 0))
    assert not is_cluttered(state, state.grid.from_offset(0, 0))


def test_a_move_into_cluttered_ground_rolls_mobility_on_the_way():
    pile = [{"id": "woodpile", "cells": [[3, 0], [4, 0]], "tags": ["cluttered"]}]
    rolled = set()
    for seed in range(20):
        state = replace(runner(zones=pile), dice=replace(runner().dice, seed=seed))
        out = apply(state, Action("move", "A", path=path(state, 1, 2, 3)))
        (roll,) = out.of_kind("mobility_roll")
        assert (out.state.token("A").posture == "prone") == (not roll.param("success"))
        assert out.state.token("A").cell == state.grid.from_offset(3, 0)
        assert "move_from" not in out.state.token("A").tactical.extra
        rolled.add(roll.param("success"))
    assert rolled == {True, False}
    clear = apply(runner(), Action("move", "A", path=path(runner(), 1, 2)))
    assert clear.of_kind("mobility_roll") == ()


def test_opening_a_door_is_a_fast_action_that_opens_it():
    combat = {"round": 1, "order": ["A"], "active": "A", "spent": {}}
    state = battle("AD.", "yze", tokens={"A": {"template": "survivor"}}, combat=combat)
    door = state.grid.from_offset(1, 0)
    assert state.terrain.type_at(state.grid.index(door)).blocks_movement
    out = apply(state, Action("open_door", "A", cell=door))
    assert not out.state.terrain.type_at(state.grid.index(door)).blocks_movement
    assert out.state.combat.spent_by("A", "action.fast") == 1
    assert [e.kind for e in out.events][-1] == "door_opened"
    far = Action("open_door", "A", cell=state.grid.from_offset(2, 0))
    assert codes(check(state, far)) == ["door_out_of_reach"]


#: Open ground, walls and cluttered ground: diagonals alternate 2 m and 4 m (5-10-5 on 2 m squares).
MIXED = "m#.~~\n.~#.~\n~.~..\n...~."


def test_a_5_10_5_move_over_mixed_ground_costs_its_cheapest_path():
    """The 4 m diagonal onto open ground then the 2 m one onto cluttered ground beats the other
    order: reach must price 4,0 at what the cheapest drawn path costs (18 m, not 20 m)."""
    state = battle(MIXED, "yze")
    drawn = tuple(state.grid.from_offset(c, r) for c, r in ((0, 1), (1, 2), (1, 3), (2, 3), (3, 2), (3, 1), (4, 0)))
    move = preview_move(state, "m", drawn)
    assert move.legal and move.cost == 18
    cells = {tuple(row["at"]): row["cost"] for row in reach_json(state, "m")["cells"]}
    assert cells[(4, 0)] == 18
    # Every cell reach lists is priced at the cost of the path the drag draws to it.
    drag = start_drag(state, "m")
    for cell in drag.movement.reachable():
        assert preview_move(state, "m", drag.path_to(cell)).cost == cells[state.grid.to_offset(cell)]
