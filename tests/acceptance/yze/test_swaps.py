"""Year Zero initiative swaps through the turn lifecycle (RULES.md 2.8): on your turn,
before acting, you may swap cards with anyone who has not acted this round; they act
immediately and cannot swap the new card again until the next round."""

from dataclasses import replace

from battlemap.engine.play.effects import with_token
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.turns import begin_round, begin_turn, end_turn
from battlemap.engine.systems.yze.turns import swap_cards, swap_reasons
from tests.engine.ascii_maps import battle


def fight(seed=1, **tokens):
    """Cards dealt, then the first round begun through engine/turns."""
    state, _ = roll_initiative(battle("AB.ck.mn", "yze", tokens=tokens, seed=seed))
    state, _ = begin_round(state)
    return state


def codes(reasons):
    return [r.code for r in reasons]


def next_turn(state):
    """What Next Turn does: end the active turn, begin the next in the order."""
    order, active = state.combat.order, state.combat.active
    state, _ = end_turn(state, active)
    state, _ = begin_turn(state, order[order.index(active) + 1])
    return state


def test_the_swapped_in_token_acts_at_once_and_the_swapper_at_its_old_place():
    state = fight()
    first, later = state.combat.order[0], state.combat.order[4]
    after, events = swap_cards(state, first, later)
    assert events[0].kind == "swap_cards"
    assert after.combat.active == later and after.combat.order[0] == later and after.combat.order[4] == first
    # Its turn began through engine/turns (start_turn noted the round's actions so far).
    assert after.token(later).tactical.extra["turn_actions"] == [after.combat.round, 0]
    # The turns after it run in the new order: the swapper acts in the swapped-in token's old place.
    walked = [after.combat.active]
    while walked[-1] != first:
        after = next_turn(after)
        walked.append(after.combat.active)
    assert walked == list(after.combat.order[:5])


def test_the_swapped_in_token_cannot_swap_again_this_round_but_can_next_round():
    state = fight()
    first, later, third = state.combat.order[0], state.combat.order[4], state.combat.order[5]
    after, _ = swap_cards(state, first, later)
    assert codes(swap_reasons(after, later, third)) == ["swapped_this_round"]
    after, _ = begin_round(after)
    after, _ = begin_turn(after, later)
    behind = after.combat.order[after.combat.order.index(later) + 1]
    assert swap_reasons(after, later, behind) == ()


def test_no_swap_with_someone_who_has_acted_this_round():
    state = fight()
    order = state.combat.order
    state = next_turn(state)  # the first token's turn is over
    assert codes(swap_reasons(state, order[1], order[0])) == ["swap_partner_has_acted"]
    assert codes(swap_reasons(state, order[1], order[1])) == ["swap_partner_has_acted"]


def _spent(state, token_id, fast):
    spent = {k: dict(v) for k, v in state.combat.spent.items()}
    spent[token_id] = {"action.fast": fast}
    return replace(state, combat=replace(state.combat, spent=spent))


def test_a_parry_out_of_turn_is_not_acting_but_an_action_on_your_turn_is():
    state = fight()
    order = state.combat.order
    second, later = order[1], order[3]
    # The second token parried earlier this round (a fast action kept for out-of-turn use).
    state = next_turn(_spent(state, second, 1))
    assert state.combat.active == second and state.combat.spent_by(second, "action.fast") == 1
    assert swap_reasons(state, second, later) == ()
    assert codes(swap_reasons(_spent(state, second, 2), second, later)) == ["already_acted"]


def test_no_swap_with_a_broken_token_who_cannot_act():
    state = fight()
    first, later = state.combat.order[0], state.combat.order[2]
    token = state.token(later)
    broken = with_token(state, replace(token, conditions=token.conditions | {"broken"}))
    assert codes(swap_reasons(broken, first, later)) == ["swap_partner_cannot_act"]
