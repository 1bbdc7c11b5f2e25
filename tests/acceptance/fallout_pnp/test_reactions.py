"""Fallout d100 homebrew (RULES.md 4.3-4.4 Overwatch): the reactions the window offers and rolls.

A dual overwatch's second line along a dragged path, an enemy acting on a
line, and an item thrown across a line (shot at -100; a hit detonates an
explosive where it was hit, option `thrown_item_hit`), each found by the
system's hooks and rolled through the Reactions dock's own command.
"""

from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.document.action_options import option_fields
from battlemap.document.offers import Offer
from battlemap.document.reactions import roll_reaction_command
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.provoked import provoked_by_action
from battlemap.engine.systems.fallout_pnp.dual import second_line_reactions
from battlemap.engine.systems.fallout_pnp.reactions import path_reactions, resolve_reaction
from tests.acceptance.fallout_pnp.test_dual import declared, path
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

GRENADIER = {"template": "wastelander", "weapons": ["frag_grenade", "fists"], "readied": ["frag_grenade"]}
ALLEY = """
...r...
x......
.......
...G...
"""


def alley(guns=200, seed=3, text=ALLEY, **more):
    """x (red) watches row 1 toward (6, 1); G (blue) below throws a grenade at r across it."""
    tokens = {"x": {"template": "raider", "stats": {"guns": guns}}, "G": GRENADIER,
              "r": {"template": "raider"}, **more}
    state = battle(text, "fallout-pnp", tokens=tokens, combat={"round": 1, "order": ["x", "G", "r"],
                                                                  "active": "x"}, seed=seed)
    state = apply(state, Action("overwatch", "x", cell=state.grid.from_offset(6, 1))).state
    return replace(state, combat=replace(state.combat, active="G"))


def throw(state):
    return Action("attack", "G", target="r", options=(("weapon", "frag_grenade"),))


def roll(state, mover, reaction):
    """Roll the offer as the Reactions dock does: the state after it."""
    offer = Offer(mover, reaction)
    command = roll_reaction_command(state, (offer,), offer)
    assert command.pending.after == ()
    return command.after


def thrown_and_offered(state):
    (reaction,) = provoked_by_action(state, throw(state))
    return apply(state, throw(state)).state, reaction


def test_a_throw_across_an_overwatch_line_offers_the_shot_at_the_item():
    state = alley()
    (reaction,) = provoked_by_action(state, throw(state))
    assert (reaction.by, reaction.kind, state.grid.to_offset(reaction.at)) == ("x", "shoot_thrown_item", (3, 3))
    assert reaction.why.code == "item_crosses_line"
    assert (reaction.why.param("line"), reaction.why.param("at"), reaction.why.param("to")) == (1, (3, 2), (3, 0))


def test_an_attack_with_a_gun_throws_nothing_to_shoot():
    state = alley(G={"template": "wastelander"})
    assert provoked_by_action(state, Action("attack", "G", target="r")) == ()


def test_a_hit_on_a_thrown_explosive_takes_the_throw_back_and_detonates_it_where_it_was_hit():
    before = alley()
    thrown, reaction = thrown_and_offered(before)
    assert thrown.token("r").stats["hp"] < before.token("r").stats["hp"]  # the grenade had landed
    after = roll(thrown, "G", reaction)
    blast = {e.target: e.param("dealt") for e in _events_of(thrown, reaction) if e.kind == "damage"}
    # the 5d6 goes off over (3, 2), beside the line: 10 ft takes in r at (3, 0) and G at (3, 3), not x at (0, 1)
    lost = {t: before.token(t).stats["hp"] - after.token(t).stats["hp"] for t in "xGr"}
    assert lost == {"x": 0, "G": blast["G"], "r": blast["r"]} and blast["r"] > 0
    assert after.token("x").tactical.overwatch is None  # the line fired
    assert "thrown_last" not in after.token("G").tactical.extra


def _events_of(state, reaction):
    """The events of the thrown-item shot, rolled with the thrower where it threw from."""
    there = state.with_token_moved("G", reaction.at)
    return resolve_reaction(there, reaction, "G")[1]


@pytest.mark.parametrize("reading, kinds", [
    ("detonates", ["thrown_item_shot", "throw_taken_back", "thrown_item_detonated", "damage", "damage"]),
    ("deflected", ["thrown_item_shot", "throw_taken_back", "thrown_item_dropped"]),
    ("gm", ["thrown_item_shot"]),
], ids=["detonates", "deflected", "gm"])
def test_what_a_hit_on_the_thrown_item_does_is_an_option(reading, kinds):
    state = with_options(alley(), thrown_item_hit=reading)
    thrown, reaction = thrown_and_offered(state)
    events = _events_of(thrown, reaction)
    assert events[0].param("hit") is True and events[0].param("need") == 95
    assert [e.kind for e in events] == kinds


def test_a_detonation_hurts_every_token_within_the_blast_radius_less_its_dt():
    state = alley()
    thrown, reaction = thrown_and_offered(state)
    events = _events_of(thrown, reaction)
    detonated = next(e for e in events if e.kind == "thrown_item_detonated")
    assert detonated.param("at") == (3, 2) and detonated.param("radius") == 10
    assert set(detonated.param("caught")) == {"G", "r"}
    damage = {e.target: e.param("dealt") for e in events if e.kind == "damage"}
    total = next(e for e in events if e.kind == "damage").param("faces")
    assert damage == {t: max(0, sum(total) - thrown.token(t).stats.get("dt", 0)) for t in ("G", "r")}


def test_the_throw_taken_back_restores_the_targets_hp():
    state = with_options(alley(), thrown_item_hit="deflected")
    thrown, reaction = thrown_and_offered(state)
    after = roll(thrown, "G", reaction)
    assert after.token("r").stats["hp"] == state.token("r").stats["hp"]


def test_a_miss_on_the_item_leaves_the_throw_as_it_landed():
    state = alley(guns=55)  # 55 - 100: no chance
    thrown, reaction = thrown_and_offered(state)
    after = roll(thrown, "G", reaction)
    assert after.token("r").stats["hp"] == thrown.token("r").stats["hp"]
    assert after.token("x").tactical.overwatch is None


# --- a dual overwatch's second line along a dragged path --------------------------------------
def test_the_drag_shows_the_second_line_of_a_dual_overwatch():
    state = declared()
    cells = path(state, (2, 1), (1, 1), (0, 1))
    preview = preview_move(state, "r", cells)
    second = [r for r in preview.reactions if r.why.param("line") == 2]
    assert [(r.by, r.kind, r.step, state.grid.to_offset(r.at)) for r in second] == [("G", "overwatch", 2, (1, 1))]


def test_no_second_line_no_work_on_a_drag_step():
    state = battle("G..r", "fallout-pnp", tokens={"G": {"template": "gunslinger"}})
    assert path_reactions(state, "r", path(state, (2, 0))) == ()


def test_rolling_the_second_line_fires_the_second_weapon_with_the_dual_penalty():
    state = declared()
    (reaction,) = [r for r in preview_move(state, "r", path(state, (2, 1), (1, 1), (0, 1))).reactions
                   if r.why.param("line") == 2]
    moved = state.with_token_moved("r", state.grid.from_offset(0, 1))
    offer = Offer("r", reaction)
    command = roll_reaction_command(moved, (offer,), offer)
    fired = [e for e in _resolved(moved, reaction, "r") if e.kind == "overwatch_fired"]
    assert fired[0].param("line") == 2 and fired[0].param("weapon") == "pistol_9mm"
    attack = next(e for e in _resolved(moved, reaction, "r") if e.kind == "attack")
    assert {m.id: m.value for m in attack.modifiers}["dual"] == -20
    assert command.after.token("G").tactical.overwatch is not None  # the first line still watches
    assert "overwatch_second" not in command.after.token("G").tactical.extra


def _resolved(state, reaction, mover):
    return resolve_reaction(state.with_token_moved(mover, reaction.at), reaction, mover)[1]


# --- an enemy acting on the line -------------------------------------------------------------
ON_LINE = """
x..R...
.......
.......
"""


def on_line(**options):
    tokens = {"x": {"template": "raider"}, "R": {"template": "raider"}}
    state = battle(ON_LINE, "fallout-pnp", tokens=tokens,
                   combat={"round": 1, "order": ["x", "R"], "active": "x"}, seed=5)
    state = apply(state, Action("overwatch", "x", cell=state.grid.from_offset(6, 0))).state
    return with_options(replace(state, combat=replace(state.combat, active="R")), **options)


@pytest.mark.parametrize("action, reading, fires", [
    ("go_prone", "seed", True),
    ("reload", "seed", False),
    ("reload", "any", True),
    ("go_prone", "none", False),
], ids=["change-position", "reload-is-not-acting", "any-action", "only-moves"])
def test_an_enemy_acting_on_the_line_sets_off_the_overwatch(action, reading, fires):
    state = on_line(overwatch_on_action=reading)
    found = provoked_by_action(state, Action(action, "R"))
    assert [(r.by, r.kind, r.why.code, r.why.param("action")) for r in found] == (
        [("x", "overwatch", "acts_on_line", action)] if fires else [])


def test_an_attack_from_the_line_sets_it_off_and_rolling_fires_it_at_the_attacker():
    state = on_line()
    attack = Action("attack", "R", target="x")
    (reaction,) = provoked_by_action(state, attack)
    after = apply(state, attack).state
    offer = Offer("R", reaction)
    command = roll_reaction_command(after, (offer,), offer)
    assert command.after.combat.spent_by("x", "overwatch") == 1
    assert command.after.token("R").cell == state.token("R").cell


def test_an_enemy_off_the_line_acts_freely():
    state = on_line()
    state = state.with_token_moved("R", state.grid.from_offset(3, 2))  # two squares off the line
    assert provoked_by_action(state, Action("go_prone", "R")) == ()


def test_an_enemy_acting_near_the_line_sets_it_off():
    state = on_line()
    state = state.with_token_moved("R", state.grid.from_offset(3, 1))  # beside it: option overwatch_near
    found = provoked_by_action(state, Action("go_prone", "R"))
    assert [(r.by, r.why.code) for r in found] == [("x", "acts_on_line")]


# --- the catalogue's Shoot a thrown item (token menu) ------------------------------------------
def test_the_token_menu_shoots_the_item_the_enemy_just_threw():
    state = alley()
    shoot = Action("shoot_thrown_item", "x", target="G")
    assert "nothing_thrown" in [r.code for r in check(state, shoot)]
    thrown = apply(state, throw(state)).state
    assert check(thrown, shoot) == ()
    outcome = apply(thrown, shoot)
    shot = next(e for e in outcome.events if e.kind == "thrown_item_shot")
    assert shot.param("need") == 95 and shot.param("at") == (3, 2)
    assert outcome.state.combat.spent_by("x", "ap") == thrown.combat.spent_by("x", "ap")  # paid when declared


@pytest.mark.parametrize("action, key", [("attack", "weapon"), ("swap_item", "item"), ("put_away", "item"),
                                         ("drop_item", "item")], ids=["attack", "swap", "put-away", "drop"])
def test_the_menus_form_asks_which_weapon_or_item(action, key):
    state = alley(G={"template": "wastelander", "weapons": ["pistol_10mm", "frag_grenade"],
                     "readied": ["pistol_10mm", "frag_grenade"]})
    assert key in [f.key for f in option_fields(state, "G", action)]


def test_a_grenade_chosen_in_the_attack_form_costs_its_4_ap_and_is_offered_to_the_line():
    state = alley(G={"template": "wastelander", "weapons": ["pistol_10mm", "frag_grenade"],
                     "readied": ["pistol_10mm", "frag_grenade"]})
    action = throw(state)
    assert [r.kind for r in provoked_by_action(state, action)] == ["shoot_thrown_item"]
    assert apply(state, action).state.combat.spent_by("G", "ap") == 4
    assert provoked_by_action(state, Action("attack", "G", target="r")) == ()  # the pistol: nothing thrown


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from([(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]),
                min_size=1, max_size=6))
def test_the_drag_shortcut_never_drops_a_second_line_reaction(steps):
    state = declared()
    col, row = state.grid.to_offset(state.token("r").cell)
    cells = []
    for dc, dr in steps:
        col, row = min(6, max(0, col + dc)), min(2, max(0, row + dr))
        cells.append((col, row))
    walked = path(state, *cells)
    assert path_reactions(state, "r", walked) == second_line_reactions(state, "r", walked)
