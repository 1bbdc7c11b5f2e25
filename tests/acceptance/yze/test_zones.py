"""Year Zero zone features (RULES.md 2.2, 2.5) and a retreat's path: cramped zones let no
one pass people beside them (judged by preview_move, so the drag sees it) and allow no shot
at a target behind someone; dark zones cost every Observation roll inside -2 (spotting,
ambushes, watchers opposing a sneak), ranged attacks into them -2, and no shot passes
through one; dim light costs a shot -1; Stealth is +1 in low light."""

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.surprise import ambush_rolls, sneak_roll, spot_roll
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


def test_a_dragged_path_past_someone_in_a_cramped_zone_is_refused_by_preview_move():
    tunnel = zone("cramped", *range(0, 6))
    state = scene("AB....", tunnel, posture="prone")
    judged = preview_move(state, "A", row(state, 1, 2))
    assert not judged.legal
    assert codes(judged.reasons) == ["cramped_no_passing"]
    assert judged.reasons[0].param("at") == (1, 0) and judged.reasons[0].param("by") == ("B",)
    # Up to the person but not past them, or the same path outside the tunnel: fine.
    assert preview_move(scene("A.B...", tunnel, posture="prone"), "A", row(state, 1)).legal
    assert preview_move(scene("AB....", posture="prone"), "A", row(state, 1, 2)).legal


def test_a_retreat_past_someone_in_a_cramped_zone_is_refused_once():
    state = scene("Abc...", zone("cramped", *range(0, 6)), active="b", posture="prone")
    retreat = Action("retreat", "b", target="A", path=row(state, 2, 3))
    assert codes(check(state, retreat)) == ["cramped_no_passing"]


def test_ranged_attacks_into_dim_light_are_at_minus_1_and_may_pass_through():
    tokens = {"A": GUNNER, "c": {"template": "survivor"}}
    into = scene("A...c", zone("dim", 3, 4), tokens=tokens)
    assert check(into, Action("shoot", "A", target="c")) == ()
    mods = {m.id: (m.value, m.label) for m in explain_attack(into, "A", "c", "attack").modifiers}
    assert mods["darkness"] == (-1, "Dim light")
    through = scene("A.......c", zone("dim", 3, 4), tokens=tokens)
    assert check(through, Action("shoot", "A", target="c")) == ()
    assert "darkness" not in {m.id for m in explain_attack(through, "A", "c", "attack").modifiers}


def _dice(events, kind="observation_roll"):
    return [len(e.param("faces")) for e in events if e.kind == kind]


def test_spotting_is_an_observation_roll_at_minus_2_inside_a_dark_zone():
    # Survivor: Wits 3 + Observation 0 = 3 dice; in the dark 1; dim light costs Observation nothing.
    assert _dice(spot_roll(scene("Ab"), "b", "A")[1]) == [3]
    assert _dice(spot_roll(scene("Ab", zone("dark", 1)), "b", "A")[1]) == [1]
    assert _dice(spot_roll(scene("Ab", zone("dim", 1)), "b", "A")[1]) == [3]
    assert _dice(spot_roll(scene("Ab", zone("dark", 0)), "b", "A")[1]) == [3]  # the dark is where A stands


def test_a_watcher_in_a_dark_zone_opposes_a_sneak_at_minus_2():
    lit = scene("A.b")
    dark = scene("A.b", zone("dark", 2))
    assert _dice(sneak_roll(lit, "A", watchers=("b",))[1]) == [3]
    assert _dice(sneak_roll(dark, "A", watchers=("b",))[1]) == [1]


def test_sneaking_in_a_dim_or_dark_zone_is_at_plus_1():
    # Survivor: Agility 3 + Stealth 0, -2 to reach Engaged = 1 die; in low light 2.
    for tag, dice in (("none", 1), ("dim", 2), ("dark", 2)):
        state = scene("A.b", zone(tag, 0))
        assert _dice(sneak_roll(state, "A")[1], "stealth_roll") == [dice], tag


def test_an_opposed_sneak_needs_more_sixes_than_every_watcher():
    seen = set()
    for seed in range(120):
        state = battle("A.bc", "yze", tokens={i: {"template": "survivor"} for i in "Abc"}, seed=seed)
        after, events = sneak_roll(state, "A", to_engaged=False, watchers=("b", "c"))
        stealth = events[0].param("faces").count(6)
        best = max(e.param("faces").count(6) for e in events[1:])
        assert events[0].param("success") == (stealth > best)
        assert ("pick_card" in after.token("A").tactical.extra) == (stealth > best)
        seen.add(stealth > best)
    assert seen == {True, False}
