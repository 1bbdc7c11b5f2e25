"""Year Zero zone features (RULES.md 2.2) and a retreat's path: cramped zones let no one
pass people beside them and allow no shot at a target behind someone; dark zones cost
Observation -2 inside, ranged attacks into them -2, and no shot passes through one."""

from battlemap.engine.actions import Action
from battlemap.engine.explain import explain_attack
from battlemap.engine.legality import check
from battlemap.engine.systems.yze_surprise import ambush_rolls
from tests.engine.ascii_maps import battle

GUNNER = {"template": "gunner"}


def codes(reasons):
    return [r.code for r in reasons]


def row(state, *cols):
    return tuple(state.grid.from_offset(c, 0) for c in cols)


def zone(tag, *cols):
    return [{"id": tag, "cells": [[c, 0] for c in cols], "tags": [tag]}]


def scene(text, zones=None, active="A", tokens=None, posture="standing"):
    ids = [c for c in text if c.isalpha()]
    combat = {"round": 1, "order": ids, "active": active, "spent": {}}
    tokens = tokens or {i: {"template": "survivor", "posture": posture} for i in ids}
    extra = {"zones": zones} if zones else {}
    return battle(text, "yze", tokens=tokens, combat=combat, **extra)


def test_a_retreat_path_is_judged_like_a_move():
    state = scene("Ab#" + "." * 20, active="b")
    into_wall = Action("retreat", "b", target="A", path=row(state, 2))
    assert codes(check(state, into_wall)) == ["blocked_terrain"]
    open_ground = scene("Ab" + "." * 20, active="b")
    assert check(open_ground, Action("retreat", "b", target="A", path=row(open_ground, 2, 3))) == ()
    # One zone's worth, 25 m: 12 squares of 2 m fit, 13 do not.
    assert check(open_ground, Action("retreat", "b", target="A", path=row(open_ground, *range(2, 14)))) == ()
    too_far = Action("retreat", "b", target="A", path=row(open_ground, *range(2, 15)))
    assert codes(check(open_ground, too_far)) == ["over_budget"]


def test_a_cramped_zone_lets_no_one_pass_people_beside_you():
    tunnel = zone("cramped", *range(0, 6))
    crawl = Action("crawl", "A", path=row(scene("AB....", posture="prone"), 1, 2))
    assert codes(check(scene("AB....", tunnel, posture="prone"), crawl)) == ["cramped_no_passing"]
    assert check(scene("AB....", posture="prone"), crawl) == ()


def test_in_a_cramped_zone_no_shooting_at_targets_behind_someone():
    tokens = {"A": GUNNER, "B": {"template": "survivor"}, "c": {"template": "survivor"}}
    shot = Action("shoot", "A", target="c")
    blocked = scene("A.B..c", zone("cramped", *range(0, 6)), tokens=tokens)
    assert "cramped_target_behind" in codes(check(blocked, shot))
    assert "cramped_target_behind" not in codes(check(scene("A.B..c", tokens=tokens), shot))


def test_shots_cannot_pass_through_a_dark_zone():
    tokens = {"A": GUNNER, "c": {"template": "survivor"}}
    through = scene("A.......c", zone("dark", 3, 4), tokens=tokens)
    assert "shot_through_dark_zone" in codes(check(through, Action("shoot", "A", target="c")))


def test_ranged_attacks_into_a_dark_zone_are_at_minus_2():
    tokens = {"A": GUNNER, "c": {"template": "survivor"}}
    into = scene("A...c", zone("dark", 3, 4), tokens=tokens)
    assert check(into, Action("shoot", "A", target="c")) == ()
    mods = {m.id: m.value for m in explain_attack(into, "A", "c", "attack").modifiers}
    assert mods["darkness"] == -2


def test_observation_is_at_minus_2_inside_a_dark_zone():
    # Survivor: Wits 3 + Observation 0 = 3 dice; in the dark, 1 die.
    lit = scene("Ab")
    dark = scene("Ab", zone("dark", 1))
    assert len(ambush_rolls(lit, ("b",))[1][0].param("faces")) == 3
    assert len(ambush_rolls(dark, ("b",))[1][0].param("faces")) == 1


def test_mental_conditions_cost_observation_dice():
    state = scene("Ab", tokens={"A": {"template": "survivor"}, "b": {"template": "survivor", "state": {"mental": 2}}})
    assert len(ambush_rolls(state, ("b",))[1][0].param("faces")) == 1
