"""Year Zero vehicles (RULES.md 2.3: enter or exit a vehicle, start the engine, grab the
wheel, drive, each a fast action; 2.5: a large target such as a vehicle +2 to hit)."""

from dataclasses import replace

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.vehicles import aboard, driver, riders
from tests.engine.ascii_maps import battle


def codes(reasons):
    return [r.code for r in reasons]


def car_state():
    text = "AC..........b\n............."
    tokens = {"A": {"template": "survivor"}, "C": {"template": "car"}, "b": {"template": "gunner"}}
    return battle(text, "yze", tokens=tokens, combat={"round": 1, "order": ["A", "b"], "active": "A", "spent": {}})


def play(state, action):
    assert check(state, action) == ()
    return apply(state, action)


def fresh_turn(state, actor="A"):
    """The same round, A's turn again with nothing spent (what a new round gives)."""
    return replace(state, combat=replace(state.combat, active=actor, spent={}))


def test_a_car_is_a_large_target_plus_2_and_draws_no_card():
    state = car_state()
    assert len(state.token("C").footprint) == 4
    mods = {m.id: m.value for m in explain_attack(state, "b", "C", "attack").modifiers}
    assert mods["target_size"] == 2
    dealt, _ = roll_initiative(state)
    assert "C" not in dealt.combat.order and set(dealt.combat.order) == {"A", "b"}


def test_entering_starting_and_grabbing_the_wheel_are_fast_actions():
    state = car_state()
    assert codes(check(state, Action("start_engine", "A"))) == ["not_aboard"]
    out = play(state, Action("enter_vehicle", "A", target="C"))
    assert aboard(out.state, "A") == "C" and out.state.token("A").cell in out.state.token("C").footprint
    assert out.state.combat.spent_by("A", "action.fast") == 1
    out = play(out.state, Action("start_engine", "A"))
    assert out.state.token("C").tactical.extra["engine_on"] is True
    assert check(out.state, Action("grab_wheel", "A")) != ()  # two fast actions spent this round
    nxt = fresh_turn(out.state)
    assert codes(check(nxt, Action("start_engine", "A"))) == ["engine_running"]
    out = play(nxt, Action("grab_wheel", "A"))
    assert driver(out.state, "C") == "A"


def test_no_boarding_from_afar_or_a_full_car_or_a_token_that_is_no_vehicle():
    far = battle("A...C.b\n.......", "yze", tokens={"A": {}, "C": {"template": "car"}, "b": {}},
                 combat={"round": 1, "order": ["A", "b"], "active": "A", "spent": {}})
    assert codes(check(far, Action("enter_vehicle", "A", target="C"))) == ["not_engaged"]
    assert codes(check(far, Action("enter_vehicle", "A", target="b"))) == ["not_a_vehicle"]
    full = battle("AC..b\n.....", "yze", tokens={"A": {}, "C": {"template": "car", "stats": {"seats": 1}},
                                                  "b": {"state": {"in_vehicle": "C"}}},
                  combat={"round": 1, "order": ["A", "b"], "active": "A", "spent": {}})
    assert codes(check(full, Action("enter_vehicle", "A", target="C"))) == ["no_seat_free"]


def _driver_ready():
    state = car_state()
    for action in (Action("enter_vehicle", "A", target="C"), Action("start_engine", "A")):
        state = play(state, action).state
    state = play(fresh_turn(state), Action("grab_wheel", "A")).state
    return fresh_turn(state)


def test_driving_moves_the_car_and_its_riders_up_to_its_speed():
    state = _driver_ready()
    grid = state.grid
    seat = grid.to_offset(state.token("A").cell)
    # 25 m on 2 m squares: 12 squares; from column 1 to column 9 is 8.
    out = play(state, Action("drive", "A", cell=grid.from_offset(9, 0)))
    assert grid.to_offset(out.state.token("C").cell) == (9, 0)
    assert grid.to_offset(out.state.token("A").cell) == (seat[0] + 8, seat[1])
    assert out.of_kind("drove")[0].param("cost") == 16
    assert out.state.combat.spent_by("A", "action.fast") == 1
    too_far = battle("AC" + "." * 20 + "\n" + "." * 22, "yze",
                     tokens={"A": {}, "C": {"template": "car"}},
                     combat={"round": 1, "order": ["A"], "active": "A", "spent": {}})
    for action in (Action("enter_vehicle", "A", target="C"), Action("start_engine", "A")):
        too_far = play(too_far, action).state
    too_far = fresh_turn(play(fresh_turn(too_far), Action("grab_wheel", "A")).state)
    assert codes(check(too_far, Action("drive", "A", cell=grid.from_offset(15, 0)))) == ["beyond_speed"]


def test_only_the_driver_drives_a_running_engine_and_riders_do_not_walk():
    state = car_state()
    state = play(state, Action("enter_vehicle", "A", target="C")).state
    state = fresh_turn(state)
    assert codes(check(state, Action("drive", "A", cell=state.grid.from_offset(5, 0)))) == [
        "not_driving", "engine_off"]
    assert "aboard" in codes(check(state, Action("move", "A", path=(state.grid.from_offset(0, 1),))))
    assert riders(state, "C") == ("A",)


def test_exiting_steps_out_next_to_the_car_and_lets_go_of_the_wheel():
    state = _driver_ready()
    grid = state.grid
    assert codes(check(state, Action("exit_vehicle", "A", cell=grid.from_offset(6, 0)))) == ["not_next_to_vehicle"]
    out = play(state, Action("exit_vehicle", "A", cell=grid.from_offset(3, 1)))
    assert aboard(out.state, "A") is None and driver(out.state, "C") is None
    assert grid.to_offset(out.state.token("A").cell) == (3, 1)


def test_a_rider_or_the_car_itself_cannot_be_dragged_the_car_moves_by_driving():
    state = play(car_state(), Action("enter_vehicle", "A", target="C"))
    grid = state.state.grid
    rider = preview_move(state.state, "A", (grid.from_offset(0, 0),))
    assert "aboard" in [r.code for r in rider.reasons] and not rider.legal
    car = preview_move(car_state(), "C", (grid.from_offset(3, 0),))
    assert "drive_only" in [r.code for r in car.reasons]
    walker = preview_move(car_state(), "A", (grid.from_offset(0, 1),))
    assert walker.legal
