"""Year Zero actions around the initiative cards (RULES.md 2.6, 2.8), as system effects
of the catalogue, so the token menu offers them:

- `sneak` (free, before the cards are dealt; at the enemy sneaked up on): the
  Stealth roll of `systems/yze/surprise.sneak_roll`, -2 to reach Engaged (option
  `to_engaged`, default yes), opposed by the Observation of option `watchers`
  (ids, comma separated; blank: no one is searching). A success picks the
  initiative card of option `card` (default 1) and marks the token `sneaked`
  at that enemy: its `sneak_attack` (+3, no parry) is then allowed, at that
  enemy only (a sneak attack is always one attacker against one target), and
  spends the mark. A failure: the enemy noticed, the cards are dealt as usual.
- `ambush` (free, before the cards are dealt): each victim (option `victims`,
  blank: every enemy of the ambusher) rolls Observation, -2 with option
  `well_prepared`; those who fail take the bottom cards (`systems/yze/surprise.ambush_rolls`).
- `spot` (fast): an Observation roll at someone or something from afar
  (`systems/yze/surprise.spot_roll`), -2 inside a dark zone.
- `swap_cards` (free, on your turn before acting; at the partner): the swap of
  `systems/yze/turns.swap_cards`; the partner's turn begins at once.

`opener_reasons(state, action)`: every reason one of these cannot be played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import with_extra
from battlemap.engine.systems.yze.surprise import ambush_rolls, sneak_roll, spot_roll
from battlemap.engine.systems.yze.turns import CARDS, card_of, swap_cards as swap, swap_reasons

Result = tuple[BattleState, tuple[Event, ...]]
SNEAKED = "sneaked"
_YES = ("1", "true", "yes", "y")


def flag(action: Action, key: str, default: bool) -> bool:
    """A yes/no option of the action (the form gives text)."""
    value = action.option(key)
    if value is None or value == "":
        return default
    return value is True or str(value).strip().lower() in _YES


def ids(action: Action, key: str) -> tuple[str, ...]:
    """A comma-separated list of token ids of the action's option `key`."""
    value = action.option(key)
    return tuple(p.strip() for p in str(value).split(",") if p.strip()) if value else ()


def card_option(action: Action) -> int | None:
    """The card a sneak picks (default 1); None when it is not a card of the deck."""
    value = action.option("card", 1)
    try:
        card = int(str(value))
    except ValueError:
        return None
    return card if 1 <= card <= CARDS else None


def _dealt(state: BattleState, token_id: str) -> list[Reason]:
    return [Reason.of("cards_dealt", card=card_of(state, token_id))] if card_of(state, token_id) else []


def _unknown(state: BattleState, names: tuple[str, ...]) -> list[Reason]:
    return [Reason.of("unknown_token", token=n) for n in names if not state.has_token(n)]


# --- sneak -----------------------------------------------------------------------------
def sneak_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Only before the fight (no card yet), a card of the deck, known watchers."""
    reasons = _dealt(state, action.actor) + _unknown(state, ids(action, "watchers"))
    if card_option(action) is None:
        reasons.append(Reason.of("no_such_card", card=action.option("card"), cards=CARDS))
    return reasons


def sneak(state: BattleState, action: Action) -> Result:
    """The Stealth roll; a success picks the card and marks the sneak at its target."""
    state, events = sneak_roll(state, action.actor, card=card_option(action) or 1,
                               to_engaged=flag(action, "to_engaged", True), watchers=ids(action, "watchers"))
    success = next(e for e in events if e.kind == "stealth_roll").param("success")
    if success:
        state = with_token(state, with_extra(state.token(action.actor), **{SNEAKED: action.target}))
    return state, events


def sneak_attack_reasons(state: BattleState, action: Action) -> list[Reason]:
    """A sneak attack needs a successful sneak at that very target."""
    marked = state.token(action.actor).tactical.extra.get(SNEAKED)
    if marked is None:
        return [Reason.of("not_sneaked")]
    if action.target is not None and marked != action.target:
        return [Reason.of("sneaked_at_another", target=marked)]
    return []


def end_sneak(state: BattleState, action: Action) -> Result:
    """The sneak attack is made: the mark is spent (no event)."""
    return with_token(state, with_extra(state.token(action.actor), **{SNEAKED: None})), ()


# --- ambush ----------------------------------------------------------------------------
def victims(state: BattleState, action: Action) -> tuple[str, ...]:
    """The named victims, else every enemy of the ambusher."""
    return ids(action, "victims") or tuple(t.id for t in state.enemies_of(action.actor))


def ambush_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Only before the fight, at known victims; an ally is no victim."""
    named = ids(action, "victims")
    reasons = _dealt(state, action.actor) + _unknown(state, named)
    actor = state.token(action.actor)
    reasons += [Reason.of("target_not_enemy", target=n) for n in named
                if state.has_token(n) and not actor.is_enemy_of(state.token(n))]
    if not victims(state, action):
        reasons.append(Reason.of("no_victims"))
    return reasons


def ambush(state: BattleState, action: Action) -> Result:
    """Every victim's Observation roll (-2 when well prepared)."""
    return ambush_rolls(state, victims(state, action), well_prepared=flag(action, "well_prepared", False))


# --- spot ------------------------------------------------------------------------------
def spot(state: BattleState, action: Action) -> Result:
    """An Observation roll at the target (option `modifier`: the GM's, default 0)."""
    try:
        modifier = int(str(action.option("modifier", 0)))
    except ValueError:
        modifier = 0
    return spot_roll(state, action.actor, action.target, modifier)


# --- swap ------------------------------------------------------------------------------
def swap_cards(state: BattleState, action: Action) -> Result:
    """Swap cards with the target, whose turn begins at once."""
    return swap(state, action.actor, str(action.target))


def _swap_reasons(state: BattleState, action: Action) -> list[Reason]:
    return list(swap_reasons(state, action.actor, action.target)) if action.target is not None else []


_REASONS: Mapping[str, Callable[[BattleState, Action], list[Reason]]] = {
    "sneak": sneak_reasons, "sneak_attack": sneak_attack_reasons,
    "ambush": ambush_reasons, "swap_cards": _swap_reasons,
}


def opener_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Every reason the sneak, sneak attack, ambush or swap cannot be played now."""
    judge = _REASONS.get(action.id)
    return judge(state, action) if judge is not None else []
