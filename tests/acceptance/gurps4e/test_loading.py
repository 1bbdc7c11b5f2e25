"""R7 (seed B382): the Shots column drives both the loaded state and the reload's Readies."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e import ready
from tests.engine.ascii_maps import battle


def shooter(shots: str, **fields):
    """An archer whose bow's Shots column is `shots` (and no `reload_readies` field)."""
    state = battle("A....b", "gurps4e", seed=7, tokens={"A": {"template": "archer", "facing": 2},
                                                        "b": {"template": "spearman", "facing": 5}})
    token = state.token("A")
    bow = next(w for w in token.weapons if w.id == "longbow")
    kept = {k: v for k, v in bow.fields.items() if k != "reload_readies"}
    bow = replace(bow, fields={**kept, "shots": shots, **fields})
    return with_token(state, replace(token, weapons=tuple(bow if w.id == bow.id else w for w in token.weapons)))


def next_turn(state):
    return replace(state, combat=replace(state.combat, active="A", spent=spent_at_turn_start(state, "A")))


def codes(reasons):
    return [r.code for r in reasons]


SHOOT = Action("attack", "A", target="b", options=(("weapon", "longbow"),))


def test_r7_a_1_3_weapon_cannot_attack_after_firing_until_its_three_readies():
    state = apply(shooter("1(3)"), SHOOT).state
    refused = [r for r in check(next_turn(state), SHOOT) if r.code == "not_loaded"]
    assert [(r.param("readies"), r.param("done")) for r in refused] == [(3, 0)]
    said = []
    for done in (1, 2):
        outcome = apply(next_turn(state), Action("reload", "A"))
        said.extend(e.param("said") for e in outcome.of_kind("count_aloud"))
        state = outcome.state
        assert [(r.param("readies"), r.param("done")) for r in check(next_turn(state), SHOOT)
                if r.code == "not_loaded"] == [(3, done)]
    outcome = apply(next_turn(state), Action("reload", "A"))
    said.extend(e.param("said") for e in outcome.of_kind("count_aloud"))
    assert said == ["Reloading longbow, 1 second", "Reloading longbow, 2 seconds",
                    "Reloading longbow, 3 seconds, done"]
    assert not check(next_turn(outcome.state), SHOOT)  # loaded: it shoots on the fifth turn


def test_r7_an_unloaded_1_3_weapon_cannot_aim_either():
    state = apply(shooter("1(3)"), SHOOT).state
    assert "not_loaded" in codes(check(next_turn(state), Action("aim", "A", target="b")))


def test_r7_a_magazine_fires_every_shot_of_its_column_before_it_is_unloaded():
    state = shooter("3(2)")
    left = []
    for _ in range(3):
        assert "not_loaded" not in codes(check(next_turn(state), SHOOT))
        outcome = apply(next_turn(state), SHOOT)
        left.extend(e.param("value") for e in outcome.of_kind("tactical") if e.param("key") == "shots_left")
        state = outcome.state
    assert left == [2, 1]  # the third shot empties it
    assert state.token("A").tactical.extra["unloaded"] == "longbow"
    assert "not_loaded" in codes(check(next_turn(state), SHOOT))
    for _ in range(2):
        state = apply(next_turn(state), Action("reload", "A")).state
    assert "unloaded" not in state.token("A").tactical.extra
    state = apply(next_turn(state), SHOOT).state
    assert state.token("A").tactical.extra["shots_fired.longbow"] == 1  # a full magazine again


def test_r7_the_bundled_longbow_reads_its_readies_from_the_shots_column():
    state = battle("A....b", "gurps4e", tokens={"A": {"template": "archer"}, "b": {"template": "spearman"}})
    fields = next(w for w in state.token("A").weapons if w.id == "longbow").fields
    assert "reload_readies" not in fields and fields["shots"] == "1(2)"
    assert (ready.shots_capacity(fields), ready.reload_readies(fields)) == (1, 2)


def test_r7_a_weapon_whose_reload_is_not_counted_never_runs_dry():
    state = shooter("30+1(3)", reload_readies=0)  # like the bundled Thompson
    for _ in range(3):
        state = apply(next_turn(state), SHOOT).state
    assert not {"unloaded", "shots_fired.longbow"} & set(state.token("A").tactical.extra)


@pytest.mark.parametrize(("shots", "capacity", "readies"), [
    ("1(2)", 1, 2), ("1(3)", 1, 3), ("30+1(3)", 31, 3), ("7(3)", 7, 3), ("6(3i)", 6, 18), ("T(1)", 1, 1)])
def test_r7_shots_column_shots_and_readies(shots, capacity, readies):
    assert (ready.shots_capacity({"shots": shots}), ready.reload_readies({"shots": shots})) == (capacity, readies)
