"""The options an action of the catalogue takes, as fields the GM fills before playing it.

Some actions read choices from `Action.options`: which weapon strikes (d20),
the turn-order score a Fallout delay takes, how many rounds a reload loads,
which condition stabilising removes, a dual overwatch's second line; Year
Zero's push, ammo dice and burst targets; the GURPS long action's task and
count. The catalogue has no field listing them, so they come from two
places: the action's description, which names them ("option rounds",
"Option ammo=N"; names that are ruleset options, such as `dual_penalty`,
are house rules and not asked), and the system's contract (`action_fields`,
`attack_fields`: what its own code reads; `key_fields`: how it asks a key
wherever an action names it). Each field carries a default the action would
use anyway and a hint in words, so accepting the form unchanged plays the
action as before. A field naming a thing in the battle (a weapon, an item, a
skill, a facing) lists its choices (`option_choices`): the form offers them,
and plays the chosen id.

Option `targets` (d20 mass combat's multiple attacks and big bull rush, Year
Zero's full-auto burst: further units, ids comma separated) is picked on the
map instead when the action has a token target: Ctrl+click adds or removes a
unit (`toggled_at`), the click on the main target plays it with the picks
(`with_targets`), and the form leaves it out (`asked_fields`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from battlemap.engine.battle.state import BattleState
from battlemap.document.option_choices import filled
from battlemap.engine.systems.contract import OptionField

_NAMED = re.compile(r"\b[Oo]ption (\w+)")
#: Words after "option" that are prose, not keys ("The attack option as a swift action").
_NOT_KEYS = frozenset({"as", "cost"})
#: The option naming further targets, picked on the map; the token targets that pick them.
TARGETS = "targets"
_TOKEN_TARGETS = frozenset({"enemy", "ally", "token"})


#: Yes or no, the usual (blank) left to the action; labels are words the window translates.
YES_NO: tuple[tuple[str, str], ...] = (("yes", "yes"), ("no", "no"))

#: How an option is asked wherever an action names it, in every system (the system's
#: `key_fields` and `action_fields` come first). Hints are words, never ids.
COMMON: Mapping[str, OptionField] = MappingProxyType({f.key: f for f in (
    OptionField("weapon", "", "the weapon that strikes", lists="ready_weapons"),
    OptionField("push", "no", "push the roll: roll again the dice that failed",
                choices=(("no", "no"), ("yes", "yes"))),
    OptionField("item", "", "the item it takes", lists="carried"),
    OptionField("face", "", "the direction it faces at the end", lists="facings"),
    OptionField("targets", "", "further targets after the first, picked on the map"),
)})


def option_fields(state: BattleState, actor: str, action_id: str) -> tuple[OptionField, ...]:
    """The options `actor` may set for `action_id`, in a stable order (empty: nothing to ask),
    each with what the battle lists for it."""
    definition = state.ruleset.actions.get(action_id)
    if definition is None:
        return ()
    system = state.system
    fields: dict[str, OptionField] = {}
    for field in system.action_fields.get(action_id, ()):
        fields[field.key] = field
    if definition.attack() is not None:
        for key in system.attack_fields:
            if key != "weapon" or _weapon_choice(state, actor):
                fields.setdefault(key, _field(state, key))
    house_rules = set(state.ruleset.options)
    for key in _NAMED.findall(definition.description or ""):
        if key not in house_rules and key not in _NOT_KEYS:
            fields.setdefault(key, _field(state, key))
    return tuple(filled(state, actor, field) for field in fields.values())


def _weapon_choice(state: BattleState, actor: str) -> bool:
    """True when `actor` has more than one ready weapon to strike with (else nothing to ask)."""
    return state.has_token(actor) and len(state.token(actor).ready_weapons()) > 1


def _field(state: BattleState, key: str) -> OptionField:
    """How the system asks `key`, else how every system does, else a line of text; each starts at
    what the action does without it (blank: the action's own choice)."""
    return state.system.key_fields.get(key) or COMMON.get(key) or OptionField(key)


def parsed_options(fields: tuple[OptionField, ...], values: Mapping[str, str]
                   ) -> tuple[tuple[str, str], ...]:
    """The (key, value) pairs to play, blanks left out (the action's own default applies)."""
    pairs = []
    for field in fields:
        value = values.get(field.key, field.default).strip()
        if value:
            pairs.append((field.key, value))
    return tuple(pairs)


def picks_targets(state: BattleState, actor: str, action_id: str) -> bool:
    """True when `action_id` takes a token target and option `targets` (picked on the map)."""
    definition = state.ruleset.actions.get(action_id)
    if definition is None or definition.target not in _TOKEN_TARGETS:
        return False
    return any(field.key == TARGETS for field in option_fields(state, actor, action_id))


def asked_fields(state: BattleState, actor: str, action_id: str) -> tuple[OptionField, ...]:
    """The fields the form asks: `option_fields` less `targets` when the map picks them."""
    fields = option_fields(state, actor, action_id)
    if not picks_targets(state, actor, action_id):
        return fields
    return tuple(field for field in fields if field.key != TARGETS)


def toggled_at(picks: tuple[str, ...], here: tuple[str, ...]) -> tuple[str, ...]:
    """A Ctrl+click on a square holding `here` (tokens, top first): its first unit not picked
    joins the picks; when all are picked, the last picked of them comes out. Units share a
    square in d20 mass combat, so clicks on one square pick them one by one (a lone token
    toggles)."""
    fresh = [token for token in here if token not in picks]
    if fresh:
        return (*picks, fresh[0])
    ours = [token for token in picks if token in here]
    if not ours:
        return picks
    return tuple(token for token in picks if token != ours[-1])


def main_target(picks: tuple[str, ...], here: tuple[str, ...]) -> str | None:
    """The unit a plain click on a square holding `here` (top first) acts on: the first not
    picked as a further target, else the top one (None: an empty square)."""
    fresh = [token for token in here if token not in picks]
    if fresh:
        return fresh[0]
    return here[0] if here else None


def with_targets(options: tuple[tuple[str, object], ...], picks: tuple[str, ...]
                 ) -> tuple[tuple[str, object], ...]:
    """`options` with `targets` set to the picks, comma separated (no picks: no `targets`)."""
    kept = tuple((key, value) for key, value in options if key != TARGETS)
    return (*kept, (TARGETS, ",".join(picks))) if picks else kept
