"""A rule system's whole contract with the engine: one frozen `System` value.

Each package under `engine/systems/<id>/` declares `SYSTEM = System(...)` in its
`system.py`; the registry lists the four, and a battle state carries its own
(`state.system`). Shared code calls a hook only through these named fields and
never names a system, so adding one is a new folder, a registry line, the
schema's list of ids, a ruleset TOML and a sample (docs/ADDING-A-SYSTEM.md).

Every hook is optional (`None`: the engine's default). What each receives and
returns:

| field | call | returns | default |
|---|---|---|---|
| resolve_attack | (state, action, attack) | (state, events) | roll the explained chance on one equivalent die |
| on_hit | (state, action, attack event) | (state, events) | a hit changes nothing more |
| roll_initiative | (state) | (state, events) | the system keeps no initiative (Turn Order: reorder by hand) |
| initiative_score | (state, token id) | the number the order was decided by (a d20 total, a card, a РК), or None before it | no score shown |
| start_turn, end_turn | (state, token id) | state or (state, events) | nothing besides the shared budget refresh |
| start_round | (state) | state or (state, events) | nothing besides the shared budget refresh |
| path_reasons | (state, token id, path) | reasons the path is refused | none |
| path_extra_cost | (state, token id, path) | movement on top of the cells' costs | 0 |
| path_reactions | (state, token id, path) | further reactions along the path | none |
| after_move | (state, token id, walked cells) | (state, events) after a move | nothing |
| plain_drag | (state, token id) | whether a drag the move action cannot pay is still a move of its own (the step another maneuver allows) | no: the drag is refused |
| engages | (state, token, enemy) | whether the enemy engages the token | every enemy in range |
| action_reasons | (state, action) | reasons the action is refused | none |
| action_cost | (state, action, cost) | what this action costs (d20: a move along a path only two move actions pay costs both) | the catalogue's cost |
| minimum_move | (state, token id, path, cost) | whether a path costing more than the budget may still be moved (d20 3.5's minimum movement: one square as a full-round action) | no |
| action_reactions | (state, action) | reactions playing the action provokes | none |
| interrupts | (state, reaction) | the reaction resolves before its action | after |
| resolve_reaction | (state, reaction, mover id) | (state, events) or None | the attack resolver |
| range_band | (state, from cells, to cells, cells, distance, unit) | a band name or None | no band |
| health | (state, token) | the token's `Health` (engine/battle/health.py): meters in the system's terms and state words | None: no health shown |
| gm_marks | (state) | the GM-only marks on the map (`engine/battle/marks.GmMark`: an armed mine) | none |
| sight_screens | (state, viewer cells) | flat-index cell sets sight does not pass through (their own cells stay seen) | none: only walls, doors and full cover block sight |

`effects` maps the names a ruleset's `{system = "name"}` effects use to
functions `(state, action) -> (state, events)`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from battlemap.engine.battle.modifiers import Named
from battlemap.engine.systems.base import SystemRules

if TYPE_CHECKING:
    from battlemap.engine.attacks.models import AttackModel

#: A hook: see the table above for what each one takes and gives.
Hook = Callable[..., Any]
_NONE: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True)
class OptionField:
    """One option of an action the GM fills before playing it: `key`, its start value, a hint.

    `hint` is an English template (the window translates it, context
    "OptionHints"), filled with `hint_params`; `hint_text` is the English line.
    A field the battle can list holds its `choices` as (value, label) pairs, the
    label a `Named` (a ruleset's weapon, stat or condition, a token: the window
    names it in its language) or plain English words the window translates; a
    form shows a list of them, and the value (an id, as the journal records it)
    is what the action reads. `lists` names what the battle lists for it
    (`battlemap.document.option_choices`: the actor's ready weapons, what it
    carries, the grid's facings...), which the document turns into `choices`.
    `bounds` makes it a whole number between the two (a blank default: blank
    stays allowed, the action's own default). Anything else is text.
    """

    key: str
    default: str = ""
    hint: str = ""
    hint_params: tuple[tuple[str, str], ...] = ()
    choices: tuple[tuple[str, Named | str], ...] = ()
    lists: str = ""
    bounds: tuple[int, int] | None = None

    @property
    def hint_text(self) -> str:
        """The hint in English, its parameters filled in."""
        return self.hint.format(**dict(self.hint_params)) if self.hint_params else self.hint

    @property
    def values(self) -> tuple[str, ...]:
        """The values the field's list offers (empty: not a list)."""
        return tuple(value for value, _ in self.choices)


@dataclass(frozen=True)
class System:
    """Everything the engine asks of one rule system (`ruleset.system == id`)."""

    id: str
    #: Movement, threat and reaction triggers, parameterised by ruleset options.
    rules: type[SystemRules]
    #: Which modifiers apply to one attack, and its exact odds.
    attack: AttackModel
    #: Sides of the system's natural die (20, 100, 216 for 3d6, 6 for a pool), so the
    #: default resolver's equivalent die reads familiarly.
    natural_sides: int = 1

    # --- combat and turns ---------------------------------------------------------
    resolve_attack: Hook | None = None
    on_hit: Hook | None = None
    roll_initiative: Hook | None = None
    initiative_score: Hook | None = None
    start_turn: Hook | None = None
    end_turn: Hook | None = None
    start_round: Hook | None = None

    # --- moves and actions --------------------------------------------------------
    path_reasons: Hook | None = None
    path_extra_cost: Hook | None = None
    path_reactions: Hook | None = None
    after_move: Hook | None = None
    plain_drag: Hook | None = None
    engages: Hook | None = None
    action_reasons: Hook | None = None
    action_cost: Hook | None = None
    minimum_move: Hook | None = None
    action_reactions: Hook | None = None
    interrupts: Hook | None = None
    resolve_reaction: Hook | None = None
    #: Conditions that keep a mover where a reaction hit it (else it walks on).
    stop_conditions: frozenset[str] = frozenset()
    #: Conditions the system's own rules set (its damage track, a fall): the GM's Conditions
    #: menu offers them beside those the catalogue names.
    conditions: tuple[str, ...] = ()
    #: Counts the system keeps in a token's tactical state that the GM may set by hand even
    #: at 0 (Year Zero: its physical and mental damage); other integer counts show once set.
    token_counts: tuple[str, ...] = ()
    #: Effect name (a ruleset's `{system = "name"}`) -> `(state, action) -> (state, events)`.
    effects: Mapping[str, Hook] = field(default_factory=lambda: _NONE)

    # --- what the map and the Inspector show -------------------------------------
    #: `(state, token) -> Health`: how hurt the token is, in the system's own terms.
    health: Hook | None = None

    # --- ranges, lines of fire, crowds -------------------------------------------
    range_band: Hook | None = None
    #: Fog of war: cell sets a line of sight does not cross (see the table above).
    sight_screens: Hook | None = None
    #: The band names a weapon's `band` may limit, nearest first (empty: none).
    range_bands: tuple[str, ...] = ()

    # --- what the GM's map shows ---------------------------------------------------
    gm_marks: Hook | None = None
    #: Who a line along an edge or through a corner favours when `los_ties` is unset.
    los_ties: str = "partial"
    #: Whether tokens on a line give cover when `tokens_give_cover` is unset.
    tokens_give_cover: bool = True
    #: Whether crowd density gives modifiers when `crowd_modifiers` is unset.
    crowd_modifiers: bool = False

    # --- the targeting fallback (a ruleset without an action catalogue) ----------
    #: The shape of the roll its attack model writes ("d20 + 1 > 9"), and how to roll it:
    #: `judge_roll(match, defence, draw) -> RollVerdict`.
    roll_pattern: re.Pattern[str] | None = None
    judge_roll: Hook | None = None

    # --- the options form ---------------------------------------------------------
    #: Action id -> options its code reads that the action's description does not name.
    action_fields: Mapping[str, tuple[OptionField, ...]] = field(default_factory=lambda: _NONE)
    #: Options every attack of the system takes ("weapon", "push").
    attack_fields: tuple[str, ...] = ()
    #: Option key -> how the system asks it wherever an action names it (a skill from its own
    #: list, a facing): the start of a field the description names (`action_fields` win).
    key_fields: Mapping[str, OptionField] = field(default_factory=lambda: _NONE)

    def __post_init__(self) -> None:
        # The tables are handed in as dicts; the value keeps read-only views of them.
        object.__setattr__(self, "effects", MappingProxyType(dict(self.effects)))
        object.__setattr__(self, "action_fields", MappingProxyType(dict(self.action_fields)))
        object.__setattr__(self, "key_fields", MappingProxyType(dict(self.key_fields)))

    @property
    def options(self) -> tuple[str, ...]:
        """The ruleset options its rules read as parameters (each overridable per ruleset)."""
        return tuple({**SystemRules.DEFAULTS, **self.rules.DEFAULTS})
