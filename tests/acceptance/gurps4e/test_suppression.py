"""Suppression Fire (RULES.md 1.3 All-Out Attack, B409 [X]): a 2-yd zone, everyone in it or entering it."""

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.document.action_commands import action_command
from battlemap.document.log import cell_label
from battlemap.document.moves import move_command
from battlemap.document.offers import Offer
from battlemap.document.reactions import roll_reaction_command
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e import actions as gurps4e_actions, turns as gurps4e_turns
from battlemap.engine.systems.gurps4e.attack import hit_chance
from battlemap.engine.systems.gurps4e.defence import plan_defence
from battlemap.engine.systems.gurps4e.suppression import explain_suppression, rapid_fire_bonus, zone_of
from tests.engine.ascii_maps import battle

MAP = """
........
A...b...
........
......c.
B.......
"""


def fight(ally_in_zone=True, **tokens):
    """Gunner A, foe b 4 yd away; ally B on the hex beside b (the zone's second hex) or far off."""
    made = {"A": {"template": "gunner", "facing": 0}, "b": {"template": "spearman", "facing": 3},
            "B": {"template": "swordsman", "facing": 0}, "c": {"template": "spearman", "facing": 3}}
    made.update(tokens)
    state = battle(MAP, "gurps4e", tokens=made, seed=11)
    zone = zone_of(state, state.token("A").cell, state.token("b").cell)
    return (state.with_token_moved("B", zone[1]) if ally_in_zone else state), zone


def spray(state, **options):
    return Action("all_out_attack_suppression", "A", cell=state.token("b").cell,
                  options=tuple((k, str(v)) for k, v in options.items()))


@pytest.mark.parametrize(("shots", "bonus"), [(4, 0), (5, 1), (8, 1), (9, 2), (13, 3), (16, 3), (17, 4),
                                              (25, 5), (50, 6), (100, 7), (200, 8)],
                         ids=["4", "5", "8", "9", "13", "16", "17", "25", "50", "100", "200"])
def test_rapid_fire_bonus_b373(shots, bonus):
    assert rapid_fire_bonus(shots) == bonus


def test_the_zone_is_2_yd_wide_the_hex_picked_and_the_one_beside_it_at_the_same_range():
    state, zone = fight()
    a = state.token("A").cell
    assert len(zone) == 2 and zone[1] in state.grid.neighbors(zone[0])
    assert state.grid.distance(a, zone[0]) == state.grid.distance(a, zone[1]) == 4


def test_everyone_in_the_zone_friend_or_foe_is_attacked_at_skill_6_plus_rapid_fire():
    state, _ = fight()
    outcome = apply(state, spray(state))
    attacks = [e for e in outcome.events if e.kind == "attack"]
    assert sorted(e.target for e in attacks) == ["B", "b"]  # the ally beside the foe too
    # Skill 13, range 4 yd -2 = 11, capped at 6, +3 for 13 shots (RoF 13): 9 or less.
    assert {e.param("need") for e in attacks} == {9}
    assert "c" not in {e.target for e in attacks}
    zone = next(e for e in outcome.events if e.kind == "suppression_fire")
    assert zone.kind == "suppression_fire" and zone.param("shots") == 13 and zone.param("rapid_fire") == 3


def test_fewer_shots_give_a_smaller_bonus_and_at_least_5_are_needed():
    state, _ = fight()
    explained = apply(state, spray(state, shots=5)).events
    assert {e.param("need") for e in explained if e.kind == "attack"} == {7}
    assert "bad_shots" in [r.code for r in check(state, spray(state, shots=4))]


def test_the_odds_are_the_capped_skill_against_the_targets_dodge():
    state, _ = fight()
    after = apply(state, spray(state)).state
    explained, skill = explain_suppression(after, "A", "b")
    assert skill == 9
    codes = [m.id for m in explained.modifiers]
    assert ("suppression_cap" in codes) and ("rapid_fire" in codes)
    dodge = plan_defence(after, after.token("A"), after.token("b"), ranged=True, mods=[]).rolls
    assert explained.probability == hit_chance(9, tuple(v for _, v in dodge))
    assert explained.probability > Fraction(0)


def test_a_foe_entering_the_zone_until_the_next_turn_is_attacked_from_the_reactions_dock():
    state, zone = fight(ally_in_zone=False)
    after = apply(state, spray(state)).state
    path = _path_into(after, "c", zone)
    reactions = [r for r in preview_move(after, "c", path).reactions if r.kind == "suppression_fire"]
    assert [(r.by, r.step, r.at) for r in reactions] == [("A", len(path), path[-1])]
    assert reactions[0].why.code == "enters_suppressed_zone" and reactions[0].why.param("skill") == 9
    rolled, events = gurps4e_actions.resolve_reaction(after.with_token_moved("c", path[-1]), reactions[0], "c")
    assert [e.target for e in events if e.kind == "attack"] == ["c"]
    # Attacked once per burst: a second entry provokes nothing.
    assert not [r for r in preview_move(rolled, "c", path).reactions if r.kind == "suppression_fire"]


def test_the_zone_ends_as_the_shooters_next_turn_begins():
    state, zone = fight(ally_in_zone=False)
    after = apply(state, spray(state)).state
    begun, _ = gurps4e_turns.start_turn(after, "A")
    assert "suppress_zone" not in begun.token("A").tactical.extra
    assert not begun.system.path_reactions(begun, "c", _path_into(begun, "c", zone))


def test_the_shooter_has_no_defence_after_suppression_fire():
    state, _ = fight()
    after = apply(state, spray(state)).state
    after = replace(after, combat=replace(after.combat, active="b", spent=spent_at_turn_start(after, "b")))
    assert plan_defence(after, after.token("b"), after.token("A"), ranged=False, mods=[]).rolls == ()


def test_suppression_fire_needs_rof_5_and_a_zone_in_range():
    state, _ = fight(A={"template": "archer", "facing": 0})
    assert "rof_below_5" in [r.code for r in check(state, spray(state))]
    gunner, _ = fight()
    own = Action("all_out_attack_suppression", "A", cell=gunner.token("A").cell)
    assert "zone_is_own_hex" in [r.code for r in check(gunner, own)]
    far = spray(gunner, beside="0,0")
    assert "zone_hex_not_beside" in [r.code for r in check(gunner, far)]


def _path_into(state, token_id, zone):
    """A step-by-step path from the token to the zone's free second hex (cells after its own)."""
    at, goal, path = state.token(token_id).cell, zone[1], []
    while at != goal and len(path) < 12:
        at = min(state.grid.neighbors(at), key=lambda n: state.grid.distance(n, goal))
        path.append(at)
    return tuple(path)


def test_in_play_the_menu_fires_the_zone_and_the_reactions_dock_rolls_the_entrant():
    state, zone = fight(ally_in_zone=False)
    fired = action_command(state, spray(state))
    texts = [line.text for line in fired.log]
    assert any(t.startswith("A attacks b with thompson: 3d6 <= 9") for t in texts), texts
    after = fired.after
    after = with_token(after, replace(after.token("c"), facing=0))  # walking in forwards: no sidestep yards
    path = _path_into(after, "c", zone)
    moved = move_command(after, "c", path)
    offered = [r for r in preview_move(after, "c", path).reactions if r.kind == "suppression_fire"]
    offer = Offer("c", offered[0])
    rolled = roll_reaction_command(moved.after, (offer,), offer)
    lines = [line.text for line in rolled.log]
    assert lines[0] == f"A: suppression fire on c at {cell_label(after, path[-1])}: rolled"
    assert any(t.startswith("A attacks c with thompson: 3d6 <= ") for t in lines), lines
