"""The GURPS sample (assets/scenarios/gurps-duel.json) plays a full round: reach, Wait, readiness."""

from dataclasses import replace

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.wait import take_wait_action


def sample():
    return BattleDocument.open(str(resources.scenario_file("gurps-duel.json"))).state


def turn_of(state, token_id):
    return replace(state, combat=replace(state.combat, active=token_id, spent=spent_at_turn_start(state, token_id)))


def test_the_sample_order_is_basic_speed_then_dx():
    state = sample()
    assert roll_initiative(state)[0].combat.order == state.combat.order == ("ysolde", "sir-aldric", "grim", "bran")


def test_the_sample_shows_readiness_aim_grip_and_an_armed_wait():
    state = sample()
    assert state.token("sir-aldric").readied == {"broadsword"}  # shield on his back
    shot = explain_attack(state, "ysolde", "sir-aldric")
    assert shot.defence == "Dodge 8" and {m.id: m.value for m in shot.modifiers}["aim"] == 3
    assert state.rules.threat_reach(state.token("bran")) == {2}  # spear held long
    assert state.token("grim").tactical.wait == "enters_reach"
    grid = state.grid
    path = [grid.from_offset(*c) for c in [(5, 6), (5, 5), (5, 4), (6, 4)]]
    reactions = preview_move(state, "sir-aldric", path).reactions
    assert [(r.by, r.kind) for r in reactions] == [("grim", "wait")]


def test_a_full_round_of_the_sample():
    state = sample()
    events = []
    for actor, action in [
        ("ysolde", Action("attack", "ysolde", target="sir-aldric")),
        ("sir-aldric", Action("ready_shield", "sir-aldric")),
        ("grim", Action("wait", "grim")),
        ("bran", Action("all_out_defense_dodge", "bran")),
    ]:
        before = turn_of(state, actor)
        outcome = apply(before, action)
        events.extend(outcome.events)
        assert outcome.state is not before and before.token(actor) == turn_of(state, actor).token(actor)
        state = outcome.state
    assert state.token("ysolde").tactical.extra["unloaded"] == "longbow"
    assert state.token("ysolde").tactical.aiming is None
    # The medium shield (DB 2) is on his back: one turn of two done (R8).
    assert state.token("sir-aldric").tactical.extra["shield_seconds"] == 1
    assert explain_attack(state, "ysolde", "sir-aldric").defence == "Dodge 8"
    strapped = apply(turn_of(state, "sir-aldric"), Action("ready_shield", "sir-aldric")).state
    e = explain_attack(strapped, "grim", "sir-aldric")
    # Parry 10 and Block 10, both +2 DB: Parry 12 is named first.
    assert e.defence == "Parry 12" and {m.id: m.value for m in e.modifiers}["defence_shield"] == -2
    assert state.token("grim").tactical.wait == "enters_reach"
    assert state.token("bran").tactical.extra["maneuver"] == "all_out_defense_dodge"
    assert sum(1 for e in events if e.kind == "action") == 4


def test_the_sample_wait_fires_when_sir_aldric_steps_into_grims_reach():
    state = turn_of(sample(), "sir-aldric")
    grid = state.grid
    path = [grid.from_offset(*c) for c in [(5, 6), (5, 5), (5, 4), (6, 4)]]
    reactions = preview_move(state, "sir-aldric", path).reactions
    step = reactions[0].step
    moved = state.with_token_moved("sir-aldric", path[step - 1])
    outcome = take_wait_action(moved, "grim", Action("all_out_attack", "grim", target="sir-aldric"))
    assert [e.kind for e in outcome.events][:3] == ["action", "tactical", "attack"]
    assert outcome.state.token("grim").tactical.wait is None
    assert outcome.state.token("grim").tactical.extra["maneuver"] == "all_out_attack"


def test_the_sample_move_and_attack_walks_into_grims_wait_and_strikes_from_the_new_hex():
    state = turn_of(sample(), "sir-aldric")
    grid = state.grid
    path = tuple(grid.from_offset(*c) for c in [(5, 6), (5, 5), (5, 4), (6, 4), (7, 3)])
    action = Action("move_and_attack", "sir-aldric", target="grim", path=path)
    assert check(state, action) == ()
    outcome = apply(state, action)
    moved = next(e for e in outcome.events if e.kind == "moved")
    assert moved.param("reactions") == (("grim", "wait"),)
    attack = next(e for e in outcome.events if e.kind == "attack")
    assert attack.param("need") == 9  # skill 14 - 4, at most 9
    assert grid.to_offset(outcome.state.token("sir-aldric").cell) == (7, 3)


def test_the_sample_wait_named_an_all_out_attack_and_the_reactions_dock_rolls_it():
    document = BattleDocument.open(str(resources.scenario_file("gurps-duel.json")))
    document.apply(document.next_turn_command())          # Sir Aldric's turn
    assert document.state.combat.active == "sir-aldric"
    grid = document.state.grid
    path = [grid.from_offset(*c) for c in [(5, 6), (5, 5), (5, 4), (6, 4)]]
    document.apply(document.move_command("sir-aldric", path))
    (offer,) = document.pending_reactions
    assert (offer.reaction.by, offer.reaction.kind) == ("grim", "wait")
    rolled = document.roll_reaction_command(offer)
    document.apply(rolled)
    attack = next(e for e in rolled.log if "attack" in e.text.lower())
    assert attack is not None
    grim = document.state.token("grim")
    assert grim.tactical.wait is None and grim.tactical.extra["maneuver"] == "all_out_attack"
    assert document.pending_reactions == ()


def test_the_sample_knight_may_ask_to_retreat_from_the_arrow():
    state = sample()
    assert explain_attack(state, "ysolde", "sir-aldric").defence == "Dodge 8"
    declared = apply(state, Action("defend_retreating", "sir-aldric")).state
    # Retreating: Dodge 8 + 3 against the aimed arrow.
    assert explain_attack(declared, "ysolde", "sir-aldric").defence == "Dodge 11"
