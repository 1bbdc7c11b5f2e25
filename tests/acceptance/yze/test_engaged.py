"""Year Zero at Engaged and on overwatch (RULES.md 2.6): retreat and its free attack,
overwatch shots and what ends them, special unarmed attacks, grapples, pushes."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.requirements import engaged_enemies
from battlemap.engine.systems.yze.combat import overwatch_duel
from battlemap.engine.systems.yze.provoked import action_reactions, interrupts, resolve_reaction
from battlemap.engine.systems.yze.odds import pool_success
from battlemap.schema import scenario_from_document
from tests.acceptance.seeded import first
from tests.engine.ascii_maps import battle, scenario_dict

FIGHTER, SURVIVOR, GUNNER = {"template": "fighter"}, {"template": "survivor"}, {"template": "gunner"}


def fight(text="Ab...", active="A", seed=0, a=FIGHTER, b=SURVIVOR, spent=None):
    combat = {"round": 1, "order": ["A", "b"], "active": active, "spent": spent or {}}
    return battle(text, "yze", tokens={"A": a, "b": b}, combat=combat, seed=seed)


def codes(reasons):
    return [r.code for r in reasons]


def away(state, *cols):
    return tuple(state.grid.from_offset(c, 0) for c in cols)


def retreat(state):
    return Action("retreat", "b", target="A", path=away(state, 2, 3))


def mobility(outcome):
    return outcome.of_kind("mobility_roll")[0]


def test_you_cannot_simply_walk_away_from_engaged():
    state = fight(active="b")
    assert "requires_no_enemy_engaged" in codes(check(state, Action("move", "b", path=away(state, 2))))
    assert check(state, retreat(state)) == ()


def test_retreat_is_a_mobility_roll():
    # Survivor: Agility 3 + Mobility 1 = 4 dice.
    e = explain_attack(fight(active="b"), "b", "A", "retreat")
    assert e.roll == "4 dice" and e.probability == pool_success(4) == Fraction(671, 1296)


def test_a_successful_retreat_leaves_without_a_free_attack():
    out = first(lambda s: fight(active="b", seed=s), retreat(fight()), lambda o: mobility(o).param("success"))
    assert out.of_kind("attack") == ()
    assert out.state.token("b").cell == out.state.grid.from_offset(3, 0)
    assert out.state.combat.spent_by("b", "action.fast") == 1


def test_a_failed_retreat_still_moves_after_an_unparryable_free_attack():
    out = first(lambda s: fight(active="b", seed=s), retreat(fight()),
                lambda o: not mobility(o).param("success"))
    (free,) = out.of_kind("attack")
    assert free.actor == "A" and free.param("attack") == "free_attack"
    assert free.param("parry_faces") == () and "vs" not in free.param("system_roll")
    assert out.state.combat.spent_by("A", "action.slow") == 0
    if "broken" not in out.state.token("b").conditions:
        assert out.state.token("b").cell == out.state.grid.from_offset(3, 0)


def watcher(text="A.....b", toward=(6, 0), **more):
    a = {"template": "gunner", "state": {"overwatch": {"toward": list(toward)}}}
    return fight(text, active="b", a=a, **more)


def test_overwatch_is_a_fast_action_with_a_ranged_weapon_and_no_enemy_engaged():
    state = fight("A...b", a=GUNNER)
    toward = state.grid.from_offset(4, 0)
    after = apply(state, Action("overwatch", "A", cell=toward)).state
    assert after.combat.spent_by("A", "action.fast") == 1
    assert after.token("A").tactical.overwatch.toward == toward
    engaged = fight("Ab..", a=GUNNER)
    assert "requires_no_enemy_engaged" in codes(check(engaged, Action("overwatch", "A", cell=toward)))


def test_the_overwatch_shot_fires_out_of_turn_with_the_kept_slow_action():
    state = watcher()
    shot = Action("overwatch_shot", "A", target="b")
    assert check(state, shot) == ()
    after = apply(state, shot).state
    assert after.combat.spent_by("A", "action.slow") == 1
    assert after.combat.spent_by("A", "overwatch") == 1
    spent = watcher(spent={"A": {"action.slow": 1}})
    assert "budget_exceeded" in codes(check(spent, shot))


def test_the_overwatch_shot_needs_the_target_in_the_watched_direction():
    state = watcher(toward=(0, 3), text="A.....b\n.......\n.......\n.......")
    assert "outside_overwatch" in codes(check(state, Action("overwatch_shot", "A", target="b")))
    plain = fight("A.....b", active="b", a=GUNNER)
    assert "not_overwatching" in codes(check(plain, Action("overwatch_shot", "A", target="b")))


def test_overwatch_is_lost_on_any_other_action():
    state = watcher()
    own_turn = fight("A.....b", a={"template": "gunner", "state": {"overwatch": {"toward": [6, 0]}}})
    moved = apply(own_turn, Action("move", "A", path=(state.grid.from_offset(1, 0),)))
    assert moved.state.token("A").tactical.overwatch is None
    assert apply(state, Action("overwatch_shot", "A", target="b")).state.token("A").tactical.overwatch is not None


def test_overwatch_is_lost_when_attacked_in_melee():
    a = {"template": "gunner", "state": {"overwatch": {"toward": [3, 0]}}}
    state = fight("Ab..", active="b", a=a, b={"template": "fighter"})
    after = apply(state, Action("close_combat", "b", target="A")).state
    assert after.token("A").tactical.overwatch is None


def test_a_sneak_attack_gets_3_and_no_parry():
    e = explain_attack(fight(), "A", "b", "sneak_attack")
    assert e.roll == "12 dice"


def test_a_flying_tackle_gets_2_and_fells_both_on_a_hit():
    tackle = Action("flying_tackle", "A", target="b")
    # Bare-handed: Strength 4 + Melee 3 + 2 = 9 dice; the survivor's knife parries (3 + 1 + 1 = 5).
    assert explain_attack(fight(), "A", "b", "flying_tackle").roll == "9 dice vs 5 parry dice"
    moved = {"template": "fighter", "state": {"moved_round": 1}}
    hit = first(lambda s: fight(seed=s, a=moved), tackle, lambda o: o.of_kind("attack")[0].param("hit"))
    assert hit.state.token("A").posture == hit.state.token("b").posture == "prone"
    miss = first(lambda s: fight(seed=s, a=moved), tackle, lambda o: not o.of_kind("attack")[0].param("hit"))
    assert miss.state.token("A").posture == "prone" and miss.state.token("b").posture == "standing"


def grappled():
    grab = Action("grapple", "A", target="b")
    return first(lambda s: fight(seed=s), grab, lambda o: o.of_kind("attack")[0].param("hit")).state


def test_a_grapple_fells_both_disarms_and_holds_the_victim():
    state = grappled()
    victim = state.token("b")
    assert victim.posture == state.token("A").posture == "prone"
    assert "grappled" in victim.conditions and victim.readied == frozenset({"unarmed"})
    assert state.token("A").tactical.grappling == "b"


def test_a_grappled_victim_can_only_break_free_by_winning_an_opposed_melee_roll():
    held = grappled()
    turn = replace(held, combat=replace(held.combat, active="b", spent={}))
    assert "requires_condition_not_in" in codes(check(turn, Action("close_combat", "b", target="A")))
    e = explain_attack(turn, "b", "A", "break_free")
    assert e.roll == "4 dice vs 7 parry dice"
    freed = first(lambda s: replace(turn, dice=replace(turn.dice, seed=s)),
                  Action("break_free", "b", target="A"), lambda o: o.of_kind("attack")[0].param("hit"))
    assert "grappled" not in freed.state.token("b").conditions
    assert freed.state.token("A").tactical.grappling is None


def test_a_grappled_victim_cannot_persuade():
    """Seed 擒抱: the victim's only action is to break free, so no Persuasion from under a hold."""
    held = grappled()
    turn = replace(held, combat=replace(held.combat, active="b", spent={}))
    assert "requires_condition_not_in" in codes(check(turn, Action("persuade", "b", target="A")))
    # Once free, the same words are a legal slow action again.
    free = replace(turn, tokens=tuple(replace(t, conditions=t.conditions - {"grappled"}) for t in turn.tokens))
    assert "requires_condition_not_in" not in codes(check(free, Action("persuade", "b", target="A")))


CATALOGUE = bundled_ruleset("yze").actions


@pytest.mark.parametrize("action_id", sorted(a for a, d in CATALOGUE.items()
                                              if d.group in ("slow", "fast") and a != "break_free"))
def test_a_grappled_victims_only_action_is_to_break_free(action_id):
    """Every slow or fast action of the catalogue but break free is refused to a grappled
    token for being grappled (moves: it cannot move), even one that still holds someone
    else in its own grapple."""
    held = grappled()
    victim = held.token("b")
    holding = replace(victim, tactical=replace(victim.tactical, grappling="A"))
    turn = replace(held, combat=replace(held.combat, active="b", spent={}),
                   tokens=tuple(holding if t.id == "b" else t for t in held.tokens))
    refused = {r.code for r in check(turn, Action(action_id, "b", target="A"))
               if "grappled" in (r.param("conditions") or ()) or r.param("condition") == "grappled"}
    assert refused & {"requires_condition_not_in", "requires_can_move"}


def test_a_grapple_attack_is_fast_and_cannot_be_parried():
    held = grappled()
    state = replace(held, combat=replace(held.combat, spent={}))
    assert check(state, Action("grapple_attack", "A", target="b")) == ()
    assert "vs" not in explain_attack(state, "A", "b", "grapple_attack").roll
    assert "requires_not_grappling" in codes(check(state, Action("close_combat", "A", target="b")))


def test_trip_and_shove():
    trip = first(lambda s: fight(seed=s), Action("trip", "A", target="b"),
                 lambda o: o.of_kind("attack")[0].param("hit"))
    assert trip.state.token("b").posture == "prone"
    shove = first(lambda s: fight(seed=s), Action("shove", "A", target="b"),
                  lambda o: o.of_kind("attack")[0].param("hit"))
    assert shove.state.token("b").cell == shove.state.grid.from_offset(2, 0)


def test_disarm_takes_the_held_item():
    out = first(lambda s: fight(seed=s), Action("disarm", "A", target="b"),
                lambda o: o.of_kind("attack")[0].param("hit"))
    assert "knife" not in out.state.token("b").readied


def test_a_pushed_attack_rerolls_after_a_miss_and_banes_cost_conditions():
    push = Action("close_combat", "A", target="b", options=(("push", "true"),))
    out = first(lambda s: fight(seed=s), push, lambda o: o.of_kind("attack")[0].param("pushed")
                and bool(o.of_kind("push_cost")))
    banes = out.of_kind("push_cost")[0].param("banes")
    assert out.state.token("A").tactical.extra["physical"] == banes >= 1


def test_mutual_overwatch_is_decided_by_an_opposed_shoot_roll_costing_no_action():
    a = {"template": "gunner", "state": {"overwatch": {"toward": [6, 0], "declared": 1}}}
    b = {"template": "hunter", "state": {"overwatch": {"toward": [0, 0], "declared": 2}}}
    winners = set()
    for seed in range(40):
        state = fight("A.....b", active="b", a=a, b=b, seed=seed)
        winner, after, (event,) = overwatch_duel(state, "A", "b")
        sixes = [int(r.split(": ")[1].split()[0]) for r in event.param("rolls")]
        expected = "A" if sixes[0] >= sixes[1] else "b"  # a tie: A declared first
        assert winner == event.param("first") == expected
        assert after.combat.spent == state.combat.spent and after.dice.position > state.dice.position
        winners.add(winner)
    assert winners == {"A", "b"}


def _mutual(seed, reading=None):
    """A (gunner) and b (gunner) on overwatch at each other, A declared first; b's turn."""
    a = {"template": "gunner", "state": {"overwatch": {"toward": [6, 0], "declared": 1}}}
    b = {"template": "gunner", "state": {"overwatch": {"toward": [0, 0], "declared": 2}}}
    state = fight("A.....b", active="b", a=a, b=b, seed=seed)
    if reading is not None:
        state = replace(state, options=MappingProxyType({**state.options, "yze_duel_second_shot": reading}))
    return state


SHOT = Action("overwatch_shot", "A", target="b")


def _duel(state):
    """The shot back b is offered, rolled: (state after it, its events)."""
    (offer,) = action_reactions(state, SHOT)
    assert offer.kind == "overwatch_duel" and interrupts(state, offer)
    return resolve_reaction(state, offer, "A")


def _seed(wanted, reading=None):
    """The first seed whose duel goes as `wanted(winner, shots, held)` says: `shots` are the
    attack events, in order, of the duel and of A's held shot (`held`, None when refused)."""
    for seed in range(400):
        state = _mutual(seed, reading)
        after, rolled = _duel(state)
        held = apply(after, SHOT) if not check(after, SHOT) else None
        shots = [e for e in (*rolled, *(held.events if held else ())) if e.kind == "attack"]
        if wanted(rolled[0].param("first"), shots, held):
            return state, after, rolled, held
    raise AssertionError("no seed gives the wanted duel")


def test_mutual_overwatch_rolls_the_opposed_shoot_roll_before_either_shot():
    """Seed: the opposed Shoot roll decides who fires first, so it comes before both shots:
    A's declared shot is held (interrupts) and nothing is fired until the roll is made."""
    for winner in ("A", "b"):
        _, after, rolled, held = _seed(lambda f, shots, held, winner=winner: f == winner and held is not None)
        assert rolled[0].kind == "overwatch_duel"
        # The duel's dice come first in the stream; a winning b has fired, a winning A not yet.
        fired = [e.actor for e in rolled if e.kind == "attack"]
        assert fired == (["b"] if winner == "b" else [])
        order = [e.actor for e in (*rolled, *held.events) if e.kind == "attack"]
        assert order[0] == winner and set(order) <= {"A", "b"}
        # The roll itself is no action: each spent one slow action per shot it fired.
        for token in ("A", "b"):
            assert held.state.combat.spent_by(token, "action.slow") == order.count(token) <= 1


def _hurt_not_broken(state, token):
    return state.token(token).tactical.extra.get("physical") and "broken" not in state.token(token).conditions


@pytest.mark.parametrize("winner", ["A", "b"])
def test_a_mutual_overwatch_loser_hit_but_not_broken_still_fires_second(winner):
    """Reading `yze_duel_second_shot = unless_broken` (default): the first shot's damage does
    not take the loser's shot away; its overwatch ends right after that shot."""
    loser = "b" if winner == "A" else "A"

    def hurt_loser(f, shots, held):
        return f == winner and held is not None and shots[0].param("hit") and _hurt_not_broken(held.state, loser)

    _, _, rolled, held = _seed(hurt_loser)
    order = [e.actor for e in (*rolled, *held.events) if e.kind == "attack"]
    assert order == [winner, loser]
    assert held.state.token(loser).tactical.overwatch is None
    assert held.state.token(loser).tactical.extra.get("duel_overwatch_kept") is None


@pytest.mark.parametrize("winner", ["A", "b"])
def test_with_unless_damaged_a_hit_ends_the_losers_overwatch_and_its_second_shot(winner):
    """Reading `yze_duel_second_shot = unless_damaged`: damage ends an overwatch as always,
    so a loser the first shot hurt does not fire."""
    loser = "b" if winner == "A" else "A"
    for seed in range(400):
        state = _mutual(seed, "unless_damaged")
        after, rolled = _duel(state)
        if rolled[0].param("first") != winner:
            continue
        if winner == "b":
            hit = [e for e in rolled if e.kind == "attack"][0]
            if not (hit.param("hit") and after.token("A").tactical.extra.get("physical")):
                continue
            # A's held shot is lost: the damage ended its overwatch.
            assert "not_overwatching" in codes(check(after, SHOT))
            return
        held = apply(after, SHOT)
        if not _hurt_not_broken(held.state, loser):
            continue
        assert [e.actor for e in held.events if e.kind == "attack"] == ["A"]
        (refused,) = [e for e in held.events if e.kind == "cannot_fire_back"]
        assert refused.actor == "b" and refused.param("why") == "not_overwatching"
        return
    raise AssertionError("no seed gives the wanted duel")


def test_the_grappler_may_only_make_grapple_attacks_or_release():
    state = replace(grappled(), combat=replace(grappled().combat, spent={}))
    for action in ("get_up", "draw_weapon"):
        assert "requires_not_grappling" in codes(check(state, Action(action, "A")))
    released = apply(state, Action("release", "A", target="b"))
    assert [e.kind for e in released.events][-1] == "released"
    assert "grappled" not in released.state.token("b").conditions
    assert released.state.token("A").tactical.grappling is None
    assert released.state.dice == state.dice


def test_a_disarm_keeps_the_taken_item_or_throws_it_to_an_adjacent_zone():
    kept = first(lambda s: fight(seed=s), Action("disarm", "A", target="b"),
                 lambda o: o.of_kind("attack")[0].param("hit"))
    assert "knife" not in {w.id for w in kept.state.token("b").weapons}
    assert "knife" in kept.state.token("A").readied and "took" not in kept.state.token("A").tactical.extra
    thrown = first(lambda s: fight(seed=s), Action("disarm", "A", target="b", options=(("keep", "no"),)),
                   lambda o: o.of_kind("attack")[0].param("hit"))
    assert "knife" not in {w.id for w in thrown.state.token("A").weapons}
    assert "knife" not in {w.id for w in thrown.state.token("b").weapons}
    assert thrown.of_kind("thrown_away")[0].param("item") == "knife"


def test_a_flying_tackle_needs_a_move_into_engaged_this_round():
    tackle = Action("flying_tackle", "A", target="b")
    assert codes(check(fight(), tackle)) == ["no_move_this_round"]
    state = fight("A..b")
    moved = apply(state, Action("move", "A", path=(state.grid.from_offset(1, 0), state.grid.from_offset(2, 0))))
    assert check(moved.state, tackle) == ()
    last_round = fight(a={"template": "fighter", "state": {"moved_round": 0}})
    assert codes(check(last_round, tackle)) == ["no_move_this_round"]


def test_only_an_active_enemy_with_no_obstacle_between_engages():
    """Seed: Engaged means an active enemy close, with nothing in between: a broken
    enemy, or one across a wall, does not hold a token Engaged (the `engages` hook)."""
    open_field = battle("Ab.", "yze")
    assert engaged_enemies(open_field, open_field.token("A")) == ("b",)
    broken = battle("Ab.", "yze", tokens={"b": {"conditions": ["broken"]}})
    assert engaged_enemies(broken, broken.token("A")) == ()
    document = scenario_dict("Ab.", "yze")
    document["terrain"]["edges"] = [{"between": [[0, 0], [1, 0]], "type": "wall"}]
    scenario = scenario_from_document(document, source="<ascii>", ruleset_resolver=bundled_ruleset)
    walled = build_state(scenario, bundled_ruleset("yze"))
    assert engaged_enemies(walled, walled.token("A")) == ()
