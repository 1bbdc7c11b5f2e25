"""Year Zero initiative (RULES.md 2.6, 2.8): cards 1-10 drawn once, lowest first.

`roll_initiative(state)` deals the cards with the state's seeded dice and sets
`combat.order` (ascending card) and `combat.active` (the first). Each token
keeps its card in its tactical extras (`card`), so a save and undo keep it.

- A group of NPCs marked with the same tactical extra `card_group` shares one
  card, and acts in the order the tokens are listed.
- Surprise: a token with extra `pick_card` (a successful sneak attack, a
  surprising attacker) takes that card before the deck is dealt.
- Ambush: tokens with extra `ambushed` (their Observation roll failed) get the
  bottom cards, counted from #10 upward, at random among them.
- Draw several, keep one (a talent like Fast Reflexes): a token with extra
  `draw_cards` = n draws n cards, keeps the lowest and shuffles the others
  back into the deck before the next entry draws.
- More entries than 10 cards: the deck grows to one card per entry.
- A vehicle (a token with seats) draws no card: it acts through its driver.

`swap_cards(state, a, b)`: on its turn, before acting (a parry made out of
turn earlier in the round is no act of its turn), `a` swaps cards with `b`,
who has not acted this round (later in the order) and is not broken; `b`'s
turn begins at once (engine/turns.begin_turn) and `b` cannot swap again this
round (`swapped` = round); `a` acts at `b`'s old place in the order.
`swap_reasons` says every reason it cannot.

`start_round(state)`: declared parries and help left unused go; with option
`hidden_initiative` the cards are dealt afresh each round. `start_turn(state,
token)`: the token's overwatch ends (it lasts until its next turn).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.battle.events import TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.turns import begin_turn

CARDS = 10
CARD, GROUP, PICK, AMBUSHED, SWAPPED = "card", "card_group", "pick_card", "ambushed", "swapped"
DRAW = "draw_cards"
TURN_ACTIONS = "turn_actions"
BROKEN = "broken"
PARRY = "parry"
#: What lasts only the round it was given in: a declared parry, help (systems/yze/help).
ROUND_ONLY = (PARRY, "help", "help_type")
#: Option: the hidden-initiative variant, cards dealt afresh every round (RULES.md 2.8).
HIDDEN = "hidden_initiative"
INITIATIVE = "initiative"


def _entries(state: BattleState) -> list[tuple[str, ...]]:
    """Who draws: single tokens, or an NPC group sharing one card (listed order)."""
    entries: dict[str, list[str]] = {}
    for token in state.tokens:
        if int_stat(token, "seats", 0) > 0:
            continue  # a vehicle acts through its driver (systems/yze/vehicles)
        group = token.tactical.extra.get(GROUP)
        key = f"group:{group}" if isinstance(group, str) and group else f"token:{token.id}"
        entries.setdefault(key, []).append(token.id)
    return [tuple(ids) for ids in entries.values()]


def _draw(stream: DiceStream, deck: list[int]) -> tuple[int, DiceStream]:
    (face,), stream = stream.roll(1, len(deck))
    return deck.pop(face - 1), stream


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def deal(state: BattleState) -> tuple[dict[tuple[str, ...], int], DiceStream]:
    """Each entry's card: picks first, then the ambushed from the bottom, then the rest."""
    entries = _entries(state)
    deck = list(range(1, max(CARDS, len(entries)) + 1))
    cards: dict[tuple[str, ...], int] = {}
    for entry in entries:
        pick = _int(state.token(entry[0]).tactical.extra.get(PICK))
        if pick in deck:
            deck.remove(pick)
            cards[entry] = pick
    stream = state.dice
    ambushed = [e for e in entries if e not in cards and state.token(e[0]).tactical.extra.get(AMBUSHED)]
    bottom = sorted(deck)[len(deck) - len(ambushed):] if ambushed else []
    for entry in ambushed:
        card, stream = _draw(stream, bottom)
        deck.remove(card)
        cards[entry] = card
    for entry in entries:
        if entry not in cards:
            wanted = _int(state.token(entry[0]).tactical.extra.get(DRAW)) or 1
            drawn = []
            for _ in range(max(1, min(wanted, len(deck) - _still_to_draw(entries, cards) + 1))):
                card, stream = _draw(stream, deck)
                drawn.append(card)
            cards[entry] = min(drawn)
            deck.extend(sorted(c for c in drawn if c != cards[entry]))  # back into the deck
    return cards, stream


def _still_to_draw(entries, cards) -> int:
    return sum(1 for e in entries if e not in cards)


def roll_initiative(state: BattleState) -> tuple[BattleState, tuple[Event, ...]]:
    """The state with cards dealt and the turn order set (lowest card first)."""
    cards, stream = deal(state)
    after = replace(state, dice=stream)
    events = []
    for entry, card in cards.items():
        for token_id in entry:
            after = _set_extra(after, token_id, **{CARD: card, PICK: None, AMBUSHED: None})
            events.append(Event.of(INITIATIVE, token_id, INITIATIVE, card=card, shared=len(entry) > 1))
    order = tuple(t for entry, _ in sorted(cards.items(), key=lambda item: item[1]) for t in entry)
    combat = replace(after.combat, order=order, active=order[0] if order else None)
    return replace(after, combat=combat), tuple(sorted(events, key=lambda e: e.param("card")))


def _set_extra(state: BattleState, token_id: str, **values: object) -> BattleState:
    token = state.token(token_id)
    extra = {k: v for k, v in token.tactical.extra.items() if k not in values}
    extra.update({k: v for k, v in values.items() if v is not None})
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def card_of(state: BattleState, token_id: str) -> int | None:
    """The token's initiative card, or None before the deal."""
    return _int(state.token(token_id).tactical.extra.get(CARD))


def initiative_score(state: BattleState, token_id: str) -> int | None:
    """The token's initiative card (the lowest acts first), or None before the deal."""
    return card_of(state, token_id)


def _actions_spent(state: BattleState, token_id: str) -> int:
    spent = state.combat.spent.get(token_id, {})
    return int(sum(v for k, v in spent.items() if k.startswith("action.")))


def acted_this_turn(state: BattleState, token_id: str) -> bool:
    """True once the token has spent an action since its turn began (a parry made
    out of turn earlier in the round does not count: `turn_actions`, set by
    `start_turn`, holds the round and the actions spent as the turn began)."""
    began = state.token(token_id).tactical.extra.get(TURN_ACTIONS)
    baseline = 0
    if isinstance(began, (list, tuple)) and len(began) == 2 and began[0] == state.combat.round:
        baseline = int(began[1])
    return _actions_spent(state, token_id) > baseline


def swap_reasons(state: BattleState, a: str, b: str) -> tuple[Reason, ...]:
    """Every reason `a` cannot swap cards with `b` now (empty: it can)."""
    order, reasons = state.combat.order, []
    if state.combat.active != a:
        reasons.append(Reason.of("not_your_turn", active=state.combat.active))
    if a in order and state.has_token(a) and acted_this_turn(state, a):
        reasons.append(Reason.of("already_acted", token=a))
    if b == a or b not in order or a not in order or order.index(b) < order.index(a):
        reasons.append(Reason.of("swap_partner_has_acted", token=b))
    elif BROKEN in state.token(b).conditions:
        reasons.append(Reason.of("swap_partner_cannot_act", token=b))
    if state.token(a).tactical.extra.get(SWAPPED) == state.combat.round:
        reasons.append(Reason.of("swapped_this_round", token=a))
    if card_of(state, a) is None or card_of(state, b) is None:
        reasons.append(Reason.of("no_card"))
    return tuple(reasons)


def swap_cards(state: BattleState, a: str, b: str) -> tuple[BattleState, tuple[Event, ...]]:
    """`a` and `b` exchange cards; `b` acts now (ValueError with the reasons otherwise)."""
    reasons = swap_reasons(state, a, b)
    if reasons:
        raise ValueError("cannot swap: " + ", ".join(map(str, reasons)))
    card_a, card_b = card_of(state, a), card_of(state, b)
    after = _set_extra(state, a, **{CARD: card_b})
    after = _set_extra(after, b, **{CARD: card_a, SWAPPED: state.combat.round})
    order = list(state.combat.order)
    i, j = order.index(a), order.index(b)
    order[i], order[j] = b, a
    after = replace(after, combat=replace(after.combat, order=tuple(order)))
    event = Event.of("swap_cards", a, "swap_cards", b, gave=card_a, took=card_b)
    after, begun = begin_turn(after, b)  # b acts at once: its turn begins now
    return after, (event, *begun)


def start_round(state: BattleState) -> tuple[BattleState, tuple[Event, ...]]:
    """What a new round brings (engine/play/turns.py calls it): a declared parry not used
    is gone with the actions of the old round; with option `hidden_initiative`
    (the hidden-initiative variant) the cards are dealt afresh, and swaps allowed again."""
    for token in state.tokens:
        if any(token.tactical.extra.get(key) is not None for key in ROUND_ONLY):
            state = _set_extra(state, token.id, **dict.fromkeys(ROUND_ONLY))
    if option(state.options, HIDDEN, False) is not True:
        return state, ()
    for token in state.tokens:
        if token.tactical.extra.get(SWAPPED) is not None:
            state = _set_extra(state, token.id, **{SWAPPED: None})
    return roll_initiative(state)


def start_turn(state: BattleState, token_id: str) -> tuple[BattleState, tuple[Event, ...]]:
    """An overwatch lasts until the watcher's next turn: it ends as that turn begins.
    The actions already spent this round (a parry out of turn) are noted, so that a
    swap "before acting" looks only at what the turn itself spent."""
    state = _set_extra(state, token_id, **{TURN_ACTIONS: [state.combat.round, _actions_spent(state, token_id)]})
    token = state.token(token_id)
    if token.tactical.overwatch is None:
        return state, ()
    state = with_token(state, replace(token, tactical=replace(token.tactical, overwatch=None)))
    return state, (Event.of(TACTICAL, token_id, "start_turn", None, key="overwatch", value=None),)
