"""R13 (seed B382-B383): long actions, a Ready each second; the GM sets how long; rituals start over."""

import json
import shutil
from dataclasses import replace

import pytest

from battlemap import resources
from battlemap.cli import main
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn
from tests.engine.ascii_maps import battle

RITUAL = "A magic ritual (cannot be interrupted)"


def duel(**options):
    state = battle("Ab", "gurps4e", seed=7, tokens={"A": {"template": "swordsman", "facing": 2},
                                                     "b": {"template": "spearman", "facing": 5}})
    if options:
        state = replace(state, options={**state.options, **options})
    return begin_turn(state, "A")[0]


def second(state, task="ritual", **options):
    """A's Ready of one second of `task` (options as given), then A's next turn begins."""
    pairs = (("task", task), *((k, str(v)) for k, v in options.items()))
    outcome = apply(state, Action("long_action", "A", options=pairs))
    said = [e.param("said") for e in outcome.of_kind("count_aloud")]
    after, events = begin_turn(outcome.state, "A")
    return after, said, outcome, events


def test_r13_a_ritual_is_not_done_on_its_first_ready():
    state, said, outcome, _ = second(duel())
    count = outcome.of_kind("count_aloud")[0]
    assert said == [f"{RITUAL}, 1 second"]
    assert (count.param("done"), count.param("total")) == (False, None)
    assert state.token("A").tactical.extra["long_action_seconds"] == 1


def test_r13_the_gm_gives_a_long_action_its_length_in_seconds():
    state, log = duel(), []
    for _ in range(3):
        state, said, _, _ = second(state, seconds=3)
        log.extend(said)
    assert log == [f"{RITUAL}, 1 second", f"{RITUAL}, 2 seconds", f"{RITUAL}, 3 seconds, done"]
    assert "long_action_task" not in state.token("A").tactical.extra
    # Any task: the GM's length is over the table's (swallowing is 2 s in the table).
    _, said, _, _ = second(duel(), task="swallow", seconds=1)
    assert said == ["Swallow a pill or potion, 1 second, done"]


def test_r13_the_gm_may_give_the_length_on_a_later_second():
    state, log = duel(), []
    for options in ({}, {}, {"seconds": 3}):
        state, said, _, _ = second(state, **options)
        log.extend(said)
    assert log[-1] == f"{RITUAL}, 3 seconds, done"


def test_r13_option_untimed_long_action_seconds_times_the_ritual():
    state, log = duel(untimed_long_action_seconds=2), []
    for _ in range(2):
        state, said, _, _ = second(state)
        log.extend(said)
    assert log == [f"{RITUAL}, 1 second", f"{RITUAL}, 2 seconds, done"]


def test_r13_a_ritual_interrupted_by_another_maneuver_starts_over():
    state, _, _, _ = second(duel(), seconds=3)
    state, _, _, kept = second(state, seconds=3)
    assert kept == () and state.token("A").tactical.extra["long_action_seconds"] == 2
    state = apply(state, Action("attack", "A", target="b")).state  # another maneuver
    state, events = begin_turn(state, "A")
    lost = [e for e in events if e.param("why") == "interrupted"]
    assert [(e.param("task"), e.param("lost"), e.param("by")) for e in lost] == [("ritual", 2, "attack")]
    assert "long_action_seconds" not in state.token("A").tactical.extra
    _, said, _, _ = second(state, seconds=3)
    assert said == [f"{RITUAL}, 1 second"]  # from the start again


def test_r13_an_interruptible_task_keeps_its_seconds_across_another_maneuver():
    state, _, _, _ = second(duel(), task="search_person")
    state = apply(state, Action("attack", "A", target="b")).state
    state, events = begin_turn(state, "A")
    assert not [e for e in events if e.param("why") == "interrupted"]
    _, said, _, _ = second(state, task="search_person")
    assert said == ["Thoroughly search an unresisting person, 2 seconds"]


@pytest.mark.parametrize(("options", "code"), [
    ((("task", "ritual"), ("seconds", "soon")), "stat_not_int"),
    ((("task", "ritual"), ("seconds", "0")), "stat_below_min"),
    ((("task", "read_note"), ("count", "two")), "stat_not_int"),
    ((("task", "juggling"),), "unknown_task"),
])
def test_r13_a_long_actions_task_and_seconds_are_checked_before_it_is_played(options, code):
    state = duel()
    action = Action("long_action", "A", options=options)
    assert code in [r.code for r in check(state, action)]
    with pytest.raises(IllegalAction):
        apply(state, action)


def test_r13_battlemap_run_gives_the_ritual_its_seconds(tmp_path, capsys):
    path = tmp_path / "duel.json"
    shutil.copy(resources.scenario_file("gurps-duel.json"), path)
    script = tmp_path / "script.json"
    record = {"do": "action", "token": "ysolde", "action": "long_action",
              "options": {"task": "ritual", "seconds": "1"}}
    script.write_text(json.dumps([record]), encoding="utf-8")
    assert main(["run", str(path), "--script", str(script), "--json"]) == 0
    steps = json.loads(capsys.readouterr().out)["steps"]
    counted = [e for e in steps[-1]["events"] if e["kind"] == "count_aloud"]
    assert [e["params"]["said"] for e in counted] == [f"{RITUAL}, 1 second, done"]
