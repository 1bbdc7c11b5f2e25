"""Year Zero surprise, ambushes, spotting and card swaps played from the catalogue
(RULES.md 2.6, 2.8; seed: 偷襲, 伏擊; maps-and-initiative: 交換先攻): what the token
menu offers, with its options, its rolls and its effect on the cards."""

from battlemap.document.action_options import option_fields
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_round
from battlemap.engine.systems.yze.turns import card_of
from tests.engine.ascii_maps import battle

HUNTER = {"template": "hunter"}


def crowd(seed=0, text="AB.ck.mn", **tokens):
    """Before the fight: no cards, no one active (own turn holds for everyone)."""
    return battle(text, "yze", tokens=tokens, seed=seed)


def codes(reasons):
    return [r.code for r in reasons]


def keys(state, action_id):
    return [f.key for f in option_fields(state, "A", action_id)]


def test_sneak_is_a_free_action_asking_card_engaged_and_watchers():
    assert keys(crowd(), "sneak") == ["to_engaged", "watchers", "card"]
    assert crowd().ruleset.actions["sneak"].cost.is_free()


def test_a_sneak_rolls_stealth_minus_2_and_picks_the_card_asked():
    outcomes = set()
    for seed in range(30):
        state = crowd(seed=seed, A=HUNTER)
        out = apply(state, Action("sneak", "A", target="c", options=(("card", "3"),)))
        (roll,) = out.of_kind("stealth_roll")
        # Hunter: Agility 4 + Stealth 2, -2 to reach Engaged: 4 dice.
        assert len(roll.param("faces")) == 4
        outcomes.add(roll.param("success"))
        dealt, _ = roll_initiative(out.state)
        if roll.param("success"):
            assert card_of(dealt, "A") == 3 and out.state.token("A").tactical.extra["sneaked"] == "c"
        else:
            assert "sneaked" not in out.state.token("A").tactical.extra
    assert outcomes == {True, False}


def test_a_sneak_from_afar_has_no_minus_2_and_watchers_oppose_it():
    state = crowd(A=HUNTER)
    out = apply(state, Action("sneak", "A", target="c", options=(("to_engaged", "no"), ("watchers", "c,k"))))
    assert len(out.of_kind("stealth_roll")[0].param("faces")) == 6
    # Each watcher rolls Wits 3 + Observation 0.
    assert [len(e.param("faces")) for e in out.of_kind("observation_roll")] == [3, 3]


def test_no_sneak_once_the_cards_are_dealt_and_no_card_beyond_10():
    dealt, _ = roll_initiative(crowd())
    assert "cards_dealt" in codes(check(dealt, Action("sneak", "A", target="c")))
    assert codes(check(crowd(), Action("sneak", "A", target="c", options=(("card", "11"),)))) == ["no_such_card"]
    assert codes(check(crowd(), Action("sneak", "A", target="c", options=(("watchers", "zz"),)))) == [
        "unknown_token"]


def _sneaked(seed=0):
    """A hunter whose sneak at c succeeded, in round 1 on its turn."""
    for s in range(seed, seed + 50):
        out = apply(crowd(seed=s, text="Ac.Bk.mn", A=HUNTER), Action("sneak", "A", target="c"))
        if out.of_kind("stealth_roll")[0].param("success"):
            state, _ = roll_initiative(out.state)
            state, _ = begin_round(state)
            return state
    raise AssertionError("no sneak succeeded")


def test_a_sneak_attack_needs_a_successful_sneak_at_that_target_and_spends_it():
    state = _sneaked()
    assert state.combat.active == "A"  # card 1, picked
    # k stands beyond the fists' reach too: a melee sneak attack cannot loose the hunter's bow.
    assert codes(check(state, Action("sneak_attack", "A", target="k"))) == ["out_of_range", "sneaked_at_another"]
    stranger, _ = begin_round(roll_initiative(crowd())[0])
    first = stranger.combat.active
    enemy = next(t.id for t in stranger.enemies_of(first))
    assert "not_sneaked" in codes(check(stranger, Action("sneak_attack", first, target=enemy)))
    assert check(state, Action("sneak_attack", "A", target="c")) == ()
    out = apply(state, Action("sneak_attack", "A", target="c"))
    assert "sneaked" not in out.state.token("A").tactical.extra


def test_an_ambush_rolls_observation_for_every_enemy_and_deals_the_bottom_cards():
    for seed in range(10):
        state = crowd(seed=seed)
        out = apply(state, Action("ambush", "A", options=(("well_prepared", "yes"),)))
        rolls = out.of_kind("observation_roll")
        # Every enemy (c, k, m, n): Wits 3 + Observation 0, -2 when well prepared: 1 die.
        assert [e.actor for e in rolls] == ["c", "k", "m", "n"]
        assert all(len(e.param("faces")) == 1 for e in rolls)
        failed = [e.actor for e in rolls if not e.param("success")]
        dealt, _ = roll_initiative(out.state)
        assert sorted(card_of(dealt, t) for t in failed) == list(range(11 - len(failed), 11))


def test_an_ambush_of_named_victims_only_and_never_an_ally():
    out = apply(crowd(), Action("ambush", "A", options=(("victims", "k"),)))
    assert [e.actor for e in out.of_kind("observation_roll")] == ["k"]
    assert len(out.of_kind("observation_roll")[0].param("faces")) == 3  # not well prepared: no -2
    assert codes(check(crowd(), Action("ambush", "A", options=(("victims", "B"),)))) == ["target_not_enemy"]


def test_spot_is_a_fast_observation_roll():
    state, _ = begin_round(roll_initiative(crowd())[0])
    actor = state.combat.active
    target = next(t.id for t in state.enemies_of(actor))
    out = apply(state, Action("spot", actor, target=target))
    (roll,) = out.of_kind("observation_roll")
    assert len(roll.param("faces")) == 3 and roll.target == target
    assert out.state.combat.spent_by(actor, "action.fast") == 1


def test_swap_cards_from_the_menu_starts_the_partners_turn():
    state, _ = begin_round(roll_initiative(crowd(seed=1))[0])
    first, later = state.combat.order[0], state.combat.order[3]
    card_first, card_later = card_of(state, first), card_of(state, later)
    out = apply(state, Action("swap_cards", first, target=later))
    assert out.state.combat.active == later
    assert (card_of(out.state, first), card_of(out.state, later)) == (card_later, card_first)
    assert out.state.combat.spent_by(first, "action.fast") == 0  # free: it is no action
    # The swapped-in token cannot swap its new card again this round.
    assert codes(check(out.state, Action("swap_cards", later, target=first))) == ["swapped_this_round"]
    # No swap with someone who already acted this round (earlier in the order).
    second = state.combat.order[1]
    assert "swap_partner_has_acted" in codes(check(state, Action("swap_cards", second, target=first)))
