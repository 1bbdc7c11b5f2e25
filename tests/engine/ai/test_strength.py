"""What makes the computer win: attacks that hurt, zones it goes to, doors it opens, foes it closes on."""

from __future__ import annotations

from fractions import Fraction

from battlemap.engine.ai.decide import decide
from battlemap.engine.ai.harm import expected_harm
from battlemap.engine.ai.plans import ATTACKS, PREPARES
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.legality import check
from tests.engine.ascii_maps import battle


def _fight(text: str, ruleset: str, active: str, **fields):
    order = [c for c in text if c.isalpha() and c not in "DTw"]
    return battle(text, ruleset, combat={"order": order, "active": active}, **fields)


def test_knights_in_the_militias_square_strike_the_unit_not_the_spear_it_holds():
    # d20 mass combat fights in the foe's own square. A sunder hits more often than a blow at
    # the unit, and hurts no one: the harm decides.
    state = _fight("""
        ......
        ..Ab..
        ......
    """, "d20-mass", "A", tokens={"A": {"template": "cavalry", "count": 6},
                                  "b": {"template": "militia", "count": 10, "at": [2, 1]}})
    decision = decide(state, "A")
    assert decision.what == ATTACKS and decision.action.target == "b"
    assert decision.action.id != "attack_item"
    assert check(state, decision.action) == ()
    sunder = Action("attack_item", "A", target="b")
    if not check(state, sunder):
        assert expected_harm(state, decision.action, 1) > expected_harm(state, sunder, 1)


def test_a_side_with_a_hold_zone_objective_moves_into_the_zone():
    state = _fight("""
        A.......
        ........
        ........
        .......b
    """, "yze", "A", tokens={"A": {"template": "fighter"}, "b": {"template": "fighter"}},
        zones=[{"id": "hill", "name": "Hill", "cells": [[3, 0], [3, 1], [4, 0], [4, 1]]}],
        objectives=[{"side": "blue", "kind": "hold_zone", "zone": "hill", "rounds": 2}])
    decision = decide(state, "A")
    assert decision.path, "it walks"
    end = decision.path[-1]
    assert (end.q, end.r) in {(3, 0), (3, 1), (4, 0), (4, 1)}
    assert any(r.code == "objective" for r in decision.reasons)


def test_a_token_beside_a_closed_door_on_its_way_to_the_zone_opens_it():
    state = _fight("""
        ..#....
        .AD....
        ..#...b
    """, "yze", "A", tokens={"A": {"template": "fighter"}, "b": {"template": "fighter"}},
        zones=[{"id": "room", "name": "Room", "cells": [[4, 0], [4, 1], [4, 2], [5, 0], [5, 1], [5, 2]]}],
        objectives=[{"side": "blue", "kind": "reach_zone", "zone": "room"}])
    decision = decide(state, "A")
    assert decision.what == PREPARES
    assert decision.action.cell is not None and (decision.action.cell.q, decision.action.cell.r) == (2, 1)
    assert [r.code for r in decision.reasons] == ["opens_way"]
    assert check(state, decision.action) == ()


def test_a_fighter_with_nothing_ready_beside_its_foe_readies_its_weapon():
    # GURPS: an unbalanced great axe is unready after a blow; Ready takes the turn, and the next
    # turn it strikes again (the computer used to end its turn beside the foe for good).
    state = _fight("""
        ......
        ..Ab..
        ......
    """, "gurps4e", "A", tokens={"A": {"template": "axeman", "readied": []},
                                 "b": {"template": "swordsman"}})
    decision = decide(state, "A")
    assert decision.what == PREPARES
    assert [r.code for r in decision.reasons] == ["readies"]
    assert check(state, decision.action) == ()


def test_a_side_goes_for_the_token_its_enemy_must_protect():
    # Blue loses when the captain falls (protect_token): red strikes the captain, not the other.
    state = _fight("""
        .......
        .B.a.E.
        .......
    """, "yze", "a", tokens={"a": {"template": "fighter"}, "B": {"template": "fighter"},
                            "E": {"template": "fighter"}},
        objectives=[{"side": "blue", "kind": "protect_token", "token": "E"}])
    decision = decide(state, "a")
    aimed = decision.action.target if decision.action is not None else next(
        r.param("target") for r in decision.reasons if r.code == "hit_chance")
    assert aimed == "E"


def test_an_archer_whose_arrow_is_shot_reloads_before_walking():
    # GURPS: a longbow takes two turns of Reload; the computer used to walk a step a turn instead.
    from battlemap.bench.ai_battles import sample_document, seeded_battle
    from battlemap.document.computer_turns import play_auto

    battle, computer, _ = seeded_battle(sample_document("gurps-duel.json"), 1)
    play_auto(battle, [computer], turns=4)  # Ysolde shoots, Grim closes in, round 2 begins
    state = battle.state
    assert state.combat.active == "ysolde" and state.token("ysolde").tactical.extra.get("unloaded") == "longbow"
    decision = decide(state, "ysolde")
    assert decision.what == PREPARES and decision.action.id == "reload"
    assert [r.code for r in decision.reasons] == ["readies"]


def test_knights_holding_a_unit_in_a_grapple_do_not_let_go_to_grab_it_again():
    # Letting go (d20's Release, an "attack" that always lands) takes the grapple off the foe:
    # it helps the foe, so it is worth no harm, and the knights never let go just to grab again.
    state = _fight("""
        ......
        ..Ab..
        ......
    """, "d20-mass", "A", tokens={
        "A": {"template": "cavalry", "count": 6, "at": [2, 1], "state": {"grappling": "b"}},
        "b": {"template": "militia", "count": 10, "at": [2, 1], "conditions": ["grappled"]}})
    release = Action("release", "A", target="b")
    assert check(state, release) == ()
    assert expected_harm(state, release, Fraction(1)) == 0.0
    decision = decide(state, "A")
    assert decision.action is None or decision.action.id != "release"




def test_a_hunter_weighs_the_bow_of_an_enemy_hunter_as_a_shot():
    # The plain attack of a token is the entry its first ready weapon strikes with: a Year Zero
    # hunter's bow is loosed with Shoot (Close combat takes a melee weapon), a fighter's sword
    # swings with Close combat.
    from battlemap.engine.ai.attacks import main_entry

    state = _fight("""
        A....b
    """, "yze", "A", tokens={"A": {"template": "hunter"}, "b": {"template": "fighter"}})
    assert main_entry(state, state.token("A")) == "shoot"
    assert main_entry(state, state.token("b")) == "close_combat"
