"""The Year Zero sample scenario (assets/scenarios/yze-zones.json) shows the rules of this
round on the map: Moth acting in Kasia's overwatch direction is offered her shot; Ruben
boards the pickup beside him, starts it, takes the wheel and drives it a zone; the
pickup draws no card and is a large target (+2)."""

from dataclasses import replace

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.provoked import action_reactions
from battlemap.engine.systems.yze.vehicles import aboard, driver
from battlemap.schema import load_scenario


def scene() -> BattleState:
    scenario = load_scenario(resources.scenario_file("yze-zones.json"), ruleset_resolver=bundled_ruleset)
    return build_state(scenario, bundled_ruleset("yze"))


def turn(state: BattleState, token: str) -> BattleState:
    """`token`'s turn with nothing spent (as a new round gives it)."""
    return replace(state, combat=replace(state.combat, active=token, spent={}))


def play(state: BattleState, action: Action) -> BattleState:
    assert check(state, action) == (), action
    return apply(state, action).state


def test_moth_striking_ruben_in_kasias_watched_direction_offers_her_overwatch_shot():
    state = turn(scene(), "moth")
    (offer,) = action_reactions(state, Action("close_combat", "moth", target="ruben"))
    assert (offer.by, offer.kind) == ("kasia", "overwatch")
    # The raiders in the barn stand outside her southward arc: acting there offers nothing.
    assert action_reactions(turn(state, "raider-1"), Action("spot", "raider-1", target="lio")) == ()


def test_the_pickup_draws_no_card_and_is_a_large_target():
    state = scene()
    assert "pickup" not in roll_initiative(state)[0].combat.order
    mods = {m.id: m.value for m in explain_attack(turn(state, "scout"), "scout", "pickup", "attack").modifiers}
    assert mods["target_size"] == 2


def test_ruben_boards_starts_takes_the_wheel_and_drives_a_zone():
    state = play(turn(scene(), "ruben"), Action("enter_vehicle", "ruben", target="pickup"))
    state = play(state, Action("start_engine", "ruben"))
    state = play(turn(state, "ruben"), Action("grab_wheel", "ruben"))
    assert aboard(state, "ruben") == "pickup" and driver(state, "pickup") == "ruben"
    state = play(state, Action("drive", "ruben", cell=state.grid.from_offset(9, 8)))
    assert state.grid.to_offset(state.token("pickup").cell) == (9, 8)
    assert state.token("ruben").cell in state.token("pickup").footprint
