"""What a Year Zero round and turn start (RULES.md 2.6, 2.8): the hidden-initiative
variant deals the cards afresh each round; an overwatch lasts until the watcher's next
turn; a declared parry does not outlive the round's actions."""

from dataclasses import replace

from battlemap.engine.battle.state import OverwatchState
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.turns import begin_round
from battlemap.engine.systems.yze.damage import with_extra
from battlemap.engine.systems.yze.turns import card_of, start_round, start_turn
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

TEXT = "AB.ck.mn"


def dealt(seed=0, **options):
    state = with_options(battle(TEXT, "yze", seed=seed), **options)
    return roll_initiative(state)[0]


def cards(state):
    return {t.id: card_of(state, t.id) for t in state.tokens}


def test_cards_are_kept_round_after_round_by_default():
    state = dealt()
    after, events = start_round(state)
    assert cards(after) == cards(state) and events == ()


def test_hidden_initiative_deals_the_cards_afresh_each_round():
    changed = False
    for seed in range(5):
        state = dealt(seed, hidden_initiative=True)
        after, events = begin_round(state)
        again = cards(after)
        assert len(set(again.values())) == 6 and set(again.values()) <= set(range(1, 11))
        assert list(after.combat.order) == sorted(again, key=again.get)
        assert after.combat.active == after.combat.order[0]
        assert len([e for e in events if e.kind == "initiative"]) == 6
        changed |= again != cards(state)
    assert changed


def test_an_overwatch_lasts_until_the_watchers_next_turn():
    state = dealt()
    token = state.token("A")
    state = with_token(state, replace(token, tactical=replace(token.tactical, overwatch=OverwatchState(
        state.grid.from_offset(3, 0), 0, 1))))
    assert start_turn(state, "B")[0].token("A").tactical.overwatch is not None
    after, (event,) = start_turn(state, "A")
    assert after.token("A").tactical.overwatch is None and event.param("key") == "overwatch"


def test_a_declared_parry_ends_with_the_round():
    state = dealt()
    state = with_token(state, with_extra(state.token("B"), parry=True))
    assert "parry" not in start_round(state)[0].token("B").tactical.extra
