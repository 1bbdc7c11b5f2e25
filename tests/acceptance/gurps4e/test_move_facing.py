"""Facing follows a dragged move; sideways and backward steps cost 2 yd (B386-B387 [X], RULES.md 1.2)."""

from dataclasses import replace

import pytest

from battlemap.document.moves import move_command
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.systems.gurps4e.actions import all_out_attack_move_reasons
from battlemap.engine.systems.gurps4e.move_facing import path_extra_cost, step_arc
from tests.engine.ascii_maps import battle

MAP = """
.........
.........
.........
....A....
.........
.........
........b
"""


def field(facing=2, **options):
    state = battle(MAP, "gurps4e", tokens={"A": {"template": "swordsman", "facing": facing},
                                           "b": {"template": "spearman", "facing": 5}}, seed=3)
    return replace(state, options={**state.options, **options}) if options else state


def steps(state, *turns, facing=None):
    """Cells of a walk from A, each step `turn` hex-sides from the facing it has then (forward
    steps into a front-side hex turn the walker, as the rule says)."""
    at, face, path = state.token("A").cell, state.token("A").facing if facing is None else facing, []
    for turn in turns:
        direction = (face + turn) % 6
        at = state.grid.neighbor(at, direction)
        path.append(at)
        if turn in (1, 5):
            face = direction
    return tuple(path)


@pytest.mark.parametrize(("turn", "arc"), [(0, "ahead"), (1, "front_side"), (5, "front_side"), (2, "side"),
                                           (4, "side"), (3, "back")],
                         ids=["ahead", "front-right", "front-left", "side-right", "side-left", "back"])
def test_the_six_steps_seen_from_the_facing(turn, arc):
    assert step_arc(2, (2 + turn) % 6) == arc


@pytest.mark.parametrize(("turns", "extra"), [
    ((0, 0, 0), 0), ((1, 0), 0), ((2,), 1), ((4, 4), 2), ((3, 3), 2), ((0, 2, 0), 1), ((1, 3), 1),
], ids=["straight-ahead-free", "forward-turn-then-ahead-free", "sidestep-2-yd", "two-sidesteps",
        "backing-up-2-yd-each", "one-sidestep-among-forward", "back-after-turning"])
def test_sideways_and_backward_steps_cost_2_yd_forward_1(turns, extra):
    state = field()
    assert path_extra_cost(state, "A", steps(state, *turns)) == extra


def test_a_step_maneuvers_step_costs_nothing_extra_in_any_direction():
    state = apply(field(), Action("evaluate", "A", target="b")).state
    assert path_extra_cost(state, "A", steps(state, 3)) == 0


def test_keep_facing_reading_prices_every_step_from_the_old_facing():
    state = field(facing_after_move="keep")
    # Front-right (direction 3), then front-right of a turned walker (4): with the facing kept
    # at 2, that second step is 2 hex-sides off it, a sidestep.
    path = steps(state, 1, 1, facing=2)
    assert path_extra_cost(state, "A", path) == 1


def _moved(state, path):
    command = move_command(state, "A", path)
    return command.after, [line.text for line in command.log]


def test_a_dragged_move_ends_facing_the_way_its_forward_steps_turned_it():
    state = field()
    after, log = _moved(state, steps(state, 0, 1))
    assert after.token("A").facing == 3
    assert any("facing 3" in line for line in log)


def test_a_later_all_out_attack_judges_forward_from_the_new_facing():
    state = field()
    after, _ = _moved(state, steps(state, 1))  # now facing 3
    after = replace(after, combat=replace(after.combat, spent=spent_at_turn_start(after, "A")))
    ahead_left = (after.grid.neighbor(after.token("A").cell, 4),)  # front-side of 3, side of the old 2
    assert "not_forward" not in [r.code for r in all_out_attack_move_reasons(after, "A", ahead_left)]
    old = replace(after, tokens=tuple(replace(t, facing=2) if t.id == "A" else t for t in after.tokens))
    assert "not_forward" in [r.code for r in all_out_attack_move_reasons(old, "A", ahead_left)]


@pytest.mark.parametrize(("reading", "turns", "facing"), [
    ("forward_steps", (3,), 2), ("forward_steps", (2,), 2), ("last_step", (3,), 5), ("keep", (1,), 2),
], ids=["backing-up-keeps-facing", "sidestep-keeps-facing", "last-step-reading-faces-it", "keep-reading"])
def test_facing_after_move_readings(reading, turns, facing):
    state = field(facing_after_move=reading)
    after, _ = _moved(state, steps(state, *turns))
    assert after.token("A").facing == facing


def test_undo_gives_back_the_old_facing():
    state = field()
    command = move_command(state, "A", steps(state, 1))
    assert command.before.token("A").facing == 2 and command.after.token("A").facing == 3
