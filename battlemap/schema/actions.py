"""The `[turn]` and `[actions.<id>]` tables of a ruleset: budget and action catalogue.

`[turn]` names how a system budgets a turn (`kind`) and its numbers:

| kind | budget | refreshes |
|---|---|---|
| d20_actions | `standard`, `move`, `swift` slots; a standard may stand in for a move or a swift, a move for a swift, never the reverse; `full_round` takes all three | each turn |
| slow_fast | `actions` per round of which at most `slow` are slow (YZE: 1 slow + 1 fast, or 2 fast); unused ones serve out of turn | each round |
| ap_pool | action points from the token stat `ap_stat` (else `ap_default`); a cost `from_next_turn` is owed and taken from the next turn's points | each turn |
| maneuver | `maneuvers` per turn (GURPS: one), fixing movement and defences until the next | each turn |

`engaged` (every kind) is how many cells away an enemy counts as engaged.

An action (`[actions.<id>]`) has localized `names`, the system's `group`, a
`cost` in the kind's currency (`{standard = 1}`, `{slow = 1}`,
`{ap = 2, from_next_turn = true}`, `{maneuver = 1}`, `{reaction = 1}`; none =
free), `requires` (codes of `REQUIREMENTS`, plain strings or
`{code = "posture_in", values = ["prone"]}`), `limits` (`per_round`,
`per_turn`), a `target` kind and declarative `effects` (`EFFECT_KEYS`). The
engine (`engine/play/legality.py`, `engine/play/apply.py`) gives these words their
meaning; `action_problems` checks the cross references.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Annotated, Literal, Union

from pydantic import BeforeValidator, Field, WithJsonSchema, model_validator

from .types import Frozen, Id, Ids, LongText, Names, Scalar

TURN_KINDS = ("d20_actions", "slow_fast", "ap_pool", "maneuver")

#: Requirement codes and whether they take `values`. What each means:
#: own_turn: the actor is the active token (or no one is); out_of_turn: it is not;
#: posture_in / posture_not_in: the actor's posture is / is not one of `values`;
#: condition_in / condition_not_in: the actor has one / none of the conditions `values`;
#: ready_weapon / ready_melee_weapon / ranged_weapon_ready: a ready weapon (of that kind);
#: unready_weapon: a weapon that is not ready; enemy_engaged / no_enemy_engaged: an enemy
#: within `[turn] engaged` cells / none; adjacent_ally: an ally within one cell;
#: not_flat_footed / not_surprised: the actor lacks that condition; can_move: not immobile;
#: aiming: the actor aims; grappling / not_grappling: the actor holds / holds no one;
#: not_overwatching: the actor has no overwatch declared.
REQUIREMENTS: Mapping[str, bool] = {
    "own_turn": False, "out_of_turn": False,
    "posture_in": True, "posture_not_in": True,
    "condition_in": True, "condition_not_in": True,
    "ready_weapon": False, "ready_melee_weapon": False, "ranged_weapon_ready": False,
    "unready_weapon": False,
    "enemy_engaged": False, "no_enemy_engaged": False, "adjacent_ally": False,
    "not_flat_footed": False, "not_surprised": False, "can_move": False,
    "aiming": False, "grappling": False, "not_grappling": False, "not_overwatching": False,
}
RequirementCode = Literal[
    "own_turn", "out_of_turn", "ready_weapon", "ready_melee_weapon", "ranged_weapon_ready",
    "unready_weapon", "enemy_engaged", "no_enemy_engaged", "adjacent_ally", "not_flat_footed",
    "not_surprised", "can_move", "aiming", "grappling", "not_grappling", "not_overwatching",
]
ValuedCode = Literal["posture_in", "posture_not_in", "condition_in", "condition_not_in"]

TARGETS = ("none", "token", "enemy", "ally", "cell", "path", "direction")
#: Effect keys; an effect table holds exactly one (plus `value` for set_tactical).
EFFECT_KEYS = (
    "set_posture", "add_condition", "remove_condition", "set_tactical", "clear_tactical",
    "count_tactical", "ready_item", "unready_item", "attack", "move", "system",
)
#: Cost keys each turn kind pays in; `reaction` is valid in every kind.
COST_KEYS: Mapping[str, frozenset[str]] = {
    "d20_actions": frozenset({"standard", "move", "swift", "full_round"}),
    "slow_fast": frozenset({"slow", "fast"}),
    "ap_pool": frozenset({"ap", "ap_weapon_field", "from_next_turn"}),
    "maneuver": frozenset({"maneuver"}),
}
#: Groups each kind shows its catalogue in (ap_pool: any group id, shown by AP).
GROUPS: Mapping[str, tuple[str, ...] | None] = {
    "d20_actions": ("standard", "move", "swift", "full_round", "free", "reaction"),
    "slow_fast": ("slow", "fast", "free", "reaction"),
    "ap_pool": None,
    "maneuver": ("maneuver", "free", "reaction"),
}

_Count = Annotated[int, Field(ge=0, le=10)]
_Engaged = Annotated[int, Field(ge=0, le=100)]


class D20Turn(Frozen):
    """Standard, move and swift slots per turn, one-way substitution."""

    kind: Literal["d20_actions"]
    standard: _Count = 1
    move: _Count = 1
    swift: _Count = 1
    engaged: _Engaged = 0


class SlowFastTurn(Frozen):
    """`actions` per round, at most `slow` of them slow."""

    kind: Literal["slow_fast"]
    actions: _Count = 2
    slow: _Count = 1
    engaged: _Engaged = 1


class ApPoolTurn(Frozen):
    """Action points per turn; `spent_key` is shared with movement costs."""

    kind: Literal["ap_pool"]
    ap_stat: Id = "ap"
    ap_default: int = Field(default=10, ge=0, le=1000)
    spent_key: Id = "ap"
    engaged: _Engaged = 1


class ManeuverTurn(Frozen):
    """`maneuvers` per turn (GURPS: exactly one)."""

    kind: Literal["maneuver"]
    maneuvers: _Count = 1
    engaged: _Engaged = 1


TurnRules = Annotated[
    Union[D20Turn, SlowFastTurn, ApPoolTurn, ManeuverTurn], Field(discriminator="kind")
]


class Cost(Frozen):
    """What an action costs; the keys used must be the turn kind's (COST_KEYS)."""

    standard: _Count = 0
    move: _Count = 0
    swift: _Count = 0
    full_round: bool = False
    slow: _Count = 0
    fast: _Count = 0
    ap: int = Field(default=0, ge=0, le=1000)
    #: Add this field of the attacking weapon to `ap` (Fallout: "ap_cost").
    ap_weapon_field: Id | None = None
    from_next_turn: bool = False
    maneuver: _Count = 0
    reaction: _Count = 0

    @model_validator(mode="after")
    def _consistent(self) -> Cost:
        if self.full_round and (self.standard or self.move or self.swift):
            raise ValueError("a full-round cost takes every slot: give no standard/move/swift too")
        if self.from_next_turn and not (self.ap or self.ap_weapon_field):
            raise ValueError("from_next_turn applies to an ap cost")
        return self

    def keys(self) -> frozenset[str]:
        """The cost keys this cost uses (non-zero, true)."""
        return frozenset(k for k in type(self).model_fields if getattr(self, k) not in (0, False, None))

    def is_free(self) -> bool:
        """No budget at all (a free action)."""
        return not self.keys()


class Requirement(Frozen):
    """A requirement with values: `{code = "posture_in", values = ["prone"]}`."""

    code: ValuedCode | RequirementCode
    values: Ids = ()

    @model_validator(mode="after")
    def _values_fit(self) -> Requirement:
        if REQUIREMENTS[self.code] and not self.values:
            raise ValueError(f"requirement {self.code} needs values")
        if not REQUIREMENTS[self.code] and self.values:
            raise ValueError(f"requirement {self.code} takes no values")
        return self


def _plain_code(value: object) -> object:
    """`"own_turn"` is short for `{code = "own_turn"}`."""
    return {"code": value} if isinstance(value, str) else value


_PLAIN_CODES = [code for code, valued in REQUIREMENTS.items() if not valued]
#: A requirement as written: a plain code, or a table with values.
RequirementItem = Annotated[
    Requirement,
    BeforeValidator(_plain_code),
    WithJsonSchema({"anyOf": [
        {"type": "string", "enum": _PLAIN_CODES},
        {"type": "object", "required": ["code"], "additionalProperties": False, "properties": {
            "code": {"type": "string", "enum": list(REQUIREMENTS)},
            "values": {"type": "array", "items": {"type": "string"}},
        }},
    ]}),
]


class Limits(Frozen):
    """How often the action may be taken."""

    per_round: int | None = Field(default=None, ge=1, le=100)
    per_turn: int | None = Field(default=None, ge=1, le=100)


class Effect(Frozen):
    """One declarative effect: exactly one key of EFFECT_KEYS.

    set_posture: posture id; add_condition / remove_condition: condition id;
    set_tactical: overwatch (toward the action's cell), aiming (at the target),
    wait (trigger `value`, default enters_reach), retreat, or any other key
    stored in the token's tactical extras with `value` (default true);
    clear_tactical: such a key; count_tactical: add `value` (default 1) to a
    count in the tactical extras (Fallout Defend, GURPS aim turns); ready_item / unready_item: true (the item the
    action's option `item` names, else the first unready / ready weapon);
    attack: the attack model's action id (attack, charge, aimed_attack ...);
    move: "path" (the action's path, judged like a drag);
    system: the name of one of the system's own effects (its contract's
    `effects` table, `engine/systems/<id>/system.py`) for what data cannot say
    (open the door the action points at, roll a check, delay the turn).
    """

    set_posture: Id | None = None
    add_condition: Id | None = None
    remove_condition: Id | None = None
    set_tactical: Id | None = None
    clear_tactical: Id | None = None
    count_tactical: Id | None = None
    ready_item: Literal[True] | None = None
    unready_item: Literal[True] | None = None
    attack: Id | None = None
    move: Literal["path"] | None = None
    system: Id | None = None
    value: Scalar | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> Effect:
        used = [k for k in EFFECT_KEYS if getattr(self, k) is not None]
        if len(used) != 1:
            raise ValueError(f"an effect has exactly one of {', '.join(EFFECT_KEYS)}; got {used or 'none'}")
        if self.value is not None and self.set_tactical is None and self.count_tactical is None:
            raise ValueError("value goes with set_tactical or count_tactical only")
        if self.count_tactical is not None and self.value is not None and (
            isinstance(self.value, bool) or not isinstance(self.value, int)
        ):
            raise ValueError("count_tactical adds a whole number")
        return self

    @property
    def key(self) -> str:
        """Which effect this is."""
        return next(k for k in EFFECT_KEYS if getattr(self, k) is not None)


class ActionDef(Frozen):
    """One entry of the action catalogue."""

    names: Names
    group: Id
    cost: Cost = Cost()
    requires: tuple[RequirementItem, ...] = Field(default=(), strict=False)
    limits: Limits = Limits()
    target: Literal["none", "token", "enemy", "ally", "cell", "path", "direction"] = "none"
    effects: tuple[Effect, ...] = Field(default=(), strict=False)
    description: LongText = ""

    def requirements(self) -> tuple[Requirement, ...]:
        """Every requirement (plain codes were wrapped when read)."""
        return self.requires

    def attack(self) -> str | None:
        """The attack model's action id if the action attacks, else None."""
        return next((e.attack for e in self.effects if e.attack is not None), None)


Finding = tuple[tuple[str | int, ...], str]


def action_problems(turn, actions: Mapping[str, ActionDef], postures: Mapping) -> Iterator[Finding]:
    """Cross references of the catalogue: turn kind, cost keys, groups, postures, targets."""
    if actions and turn is None:
        yield ("actions",), "actions need a [turn] section naming the budget kind"
        return
    for key, action in actions.items():
        yield from _one_action(turn.kind, ("actions", key), action, postures)


def _one_action(kind: str, at, action: ActionDef, postures: Mapping) -> Iterator[Finding]:
    wrong = action.cost.keys() - COST_KEYS[kind] - {"reaction"}
    if wrong:
        yield (*at, "cost"), f"cost {', '.join(sorted(wrong))} is not paid in a {kind} turn"
    groups = GROUPS[kind]
    if groups is not None and action.group not in groups:
        yield (*at, "group"), f"group '{action.group}' is not one of {', '.join(groups)}"
    if action.group == "free" and not action.cost.is_free():
        yield (*at, "cost"), "a free action has no cost"
    if kind == "d20_actions" and (action.group == "full_round") != action.cost.full_round:
        yield (*at, "cost"), "full_round group and full_round cost go together"
    for i, req in enumerate(action.requirements()):
        if req.code.startswith("posture_") and postures:
            for value in req.values:
                if value not in postures:
                    yield (*at, "requires", i), f"posture '{value}' is not in the postures table"
    for i, effect in enumerate(action.effects):
        yield from _effect_problems((*at, "effects", i), effect, action.target, postures)


def _effect_problems(at, effect: Effect, target: str, postures: Mapping) -> Iterator[Finding]:
    if effect.set_posture is not None and effect.set_posture not in postures:
        yield at, f"posture '{effect.set_posture}' is not in the postures table"
    if effect.attack is not None and target not in ("enemy", "token"):
        yield at, f"an attack needs target enemy or token, not {target}"
    if effect.move is not None and target != "path":
        yield at, f"a move needs target path, not {target}"
    if effect.set_tactical == "overwatch" and target not in ("direction", "cell"):
        yield at, f"overwatch needs target direction or cell, not {target}"
    if effect.set_tactical == "aiming" and target not in ("enemy", "token"):
        yield at, f"aiming needs target enemy or token, not {target}"
