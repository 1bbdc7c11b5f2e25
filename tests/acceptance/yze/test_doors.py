"""Year Zero doors and hatches (RULES.md 2.8; seed: 你可以用一個快速動作打開未上鎖的門或艙口。
上鎖的門或艙口可以被強行破壞。一般木門或艙口在屈服前可承受 5 點傷害。更堅固的門...也有護甲值).

An unlocked door opens as a fast action; a locked one (terrain field `locked`) is
broken by damage, 5 for a wooden door, and a sturdier one rolls armour too."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.actions import action_reasons
from battlemap.engine.systems.yze.doors import door_damage
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def codes(reasons):
    return [r.code for r in reasons]


def doorway(kind="door", seed=0, template="fighter"):
    combat = {"round": 1, "order": ["A"], "active": "A", "spent": {}}
    state = battle("AD.", "yze", tokens={"A": {"template": template}}, combat=combat, seed=seed)
    ids = [state.terrain.terrain_id_at(i) for i in range(state.grid.size)]
    ids = [kind if t == "door" else t for t in ids]
    return replace(state, terrain=TerrainMap.build(state.grid, state.ruleset, ids, {}))


def door_cell(state):
    return state.grid.from_offset(1, 0)


def terrain_at(state, cell):
    return state.terrain.terrain_id_at(state.grid.index(cell))


@pytest.mark.parametrize(("col", "kind", "code"), [
    (2, "door", "door_out_of_reach"),
    (1, "open", "no_door"),
    (1, "locked_door", "door_locked"),
], ids=["too-far", "not-a-door", "locked"])
def test_open_door_aimed_at_anything_but_an_unlocked_door_is_refused_with_its_reason(col, kind, code):
    state = doorway(kind)
    action = Action("open_door", "A", cell=state.grid.from_offset(col, 0))
    assert codes(action_reasons(state, action)) == [code]
    assert code in codes(check(state, action))


def test_an_unlocked_door_opens_as_a_fast_action():
    state = doorway()
    action = Action("open_door", "A", cell=door_cell(state))
    assert check(state, action) == ()
    out = apply(state, action)
    assert terrain_at(out.state, door_cell(state)) == "open_door"
    assert out.state.combat.spent_by("A", "action.fast") == 1


def test_breaking_a_door_needs_a_locked_one():
    state = doorway()
    assert codes(check(state, Action("break_door", "A", cell=door_cell(state)))) == ["door_not_locked"]
    assert check(doorway("locked_door"), Action("break_door", "A", cell=door_cell(state))) == ()


def _break(kind, seed):
    state = doorway(kind, seed)
    return apply(state, Action("break_door", "A", cell=door_cell(state)))


def test_a_wooden_door_gives_way_at_5_damage():
    totals = set()
    for seed in range(80):
        out = _break("locked_door", seed)
        (hit,) = out.of_kind("door_attacked")
        assert hit.param("withstands") == 5
        # Fighter with a sword: damage 2 + 1 per extra six; a wooden door rolls no armour.
        if hit.param("hit"):
            assert hit.param("dealt") == hit.param("damage") == 2 + hit.param("faces").count(6) - 1
        broken = terrain_at(out.state, door_cell(out.state)) == "broken_door"
        assert broken == (hit.param("dealt") >= 5)
        assert door_damage(out.state, door_cell(out.state)) == (0 if broken else hit.param("dealt"))
        totals.add(broken)
    assert totals == {True, False}
    assert out.state.combat.spent_by("A", "action.slow") == 1


def test_damage_to_a_door_adds_up_across_attacks_until_it_breaks():
    state = doorway("locked_door", seed=3)
    cell = door_cell(state)
    dealt = 0
    for round_ in range(1, 12):
        state = replace(state, combat=replace(state.combat, round=round_, spent={}))
        out = apply(state, Action("break_door", "A", cell=cell))
        dealt += out.of_kind("door_attacked")[0].param("dealt")
        state = out.state
        if out.of_kind("door_broken"):
            break
        assert door_damage(state, cell) == dealt < 5
    assert dealt >= 5 and terrain_at(state, cell) == "broken_door"
    assert state.terrain.type_at(state.grid.index(cell)).blocks_movement is False


def test_a_sturdier_door_rolls_armour_against_the_damage():
    stopped = set()
    for seed in range(40):
        (hit,) = _break("reinforced_door", seed).of_kind("door_attacked")
        assert hit.param("withstands") == 10
        if hit.param("hit"):
            assert len(hit.param("armour_faces")) == 4
            saved = hit.param("armour_faces").count(6)
            assert hit.param("dealt") == max(0, hit.param("damage") - saved)
            stopped.add(saved > 0)
    assert True in stopped


def test_an_open_door_shows_only_to_one_standing_at_it():
    text = "A.BD..b"
    gunners = {"A": {"template": "gunner"}, "B": {"template": "gunner"}, "b": {"template": "survivor"}}
    state = battle(text, "yze", tokens=gunners,
                   combat={"round": 1, "order": ["B", "A", "b"], "active": "B", "spent": {}})
    opened = apply(state, Action("open_door", "B", cell=state.grid.from_offset(3, 0))).state
    assert terrain_at(opened, opened.grid.from_offset(3, 0)) == "open_door"
    from_afar = replace(opened, combat=replace(opened.combat, active="A"))
    assert "door_not_peeking" in codes(check(from_afar, Action("shoot", "A", target="b")))
    at_the_door = replace(opened, combat=replace(opened.combat, spent={}))
    assert "door_not_peeking" not in codes(check(at_the_door, Action("shoot", "B", target="b")))
    plain = with_options(from_afar, yze_door_peeking=False)
    assert "door_not_peeking" not in codes(check(plain, Action("shoot", "A", target="b")))
