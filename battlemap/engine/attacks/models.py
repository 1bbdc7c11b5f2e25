"""Attack models: which modifiers apply to one attack and its exact odds, per system.

One model per rule system (its contract's `attack`: `systems/<id>/attack.py`,
reached as `state.system.attack`). A model
reads an `AttackContext` (who attacks whom, with which weapon, the line of
fire, the range, the crowd around the target) and returns `AttackOdds`: a
human-readable roll, every modifier, the exact probability and the
distribution the UI charts, plus any reason the attack cannot be made that
only the system knows.

Convention: every modifier's value is its effect on the *attacker's* chance
(positive helps the attacker), whatever it applies to. A partial cover that
gives the target Dodge +4 is listed as "Partial cover: Dodge +4" with value
-4; the roll string puts it where the rules do ("d20 + 5 > 17").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Protocol

from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.battle.modifiers import Modifier, Reason

if TYPE_CHECKING:
    from battlemap.engine.attacks.crowd import Crowd
    from battlemap.engine.attacks.los import LineOfFire
    from battlemap.engine.attacks.ranges import RangeInfo
    from battlemap.engine.battle.state import BattleState, TokenState, WeaponState

MELEE, RANGED, THROWN = "melee", "ranged", "thrown"
#: The default action of every model.
ATTACK = "attack"


@dataclass(frozen=True)
class AttackContext:
    """One attack as a model sees it. `mode` is melee, ranged or thrown."""

    state: BattleState
    attacker: TokenState
    target: TokenState
    action: str
    weapon: WeaponState | None
    mode: str
    line: LineOfFire
    range: RangeInfo
    crowd: Crowd
    #: The options the action was taken with (the form's answers: `item`, `weapon` ...).
    choices: Mapping[str, object] = field(default_factory=dict)

    @property
    def options(self) -> Mapping[str, object]:
        """The ruleset options' values."""
        return self.state.options

    @property
    def is_ranged(self) -> bool:
        """A shot or a throw (cover and range bands apply)."""
        return self.mode != MELEE

    @property
    def aiming(self) -> bool:
        """The attacker's tactical state says it aims at this target."""
        return self.attacker.tactical.aiming == self.target.id


@dataclass(frozen=True)
class AttackOdds:
    """A model's answer: the roll, its modifiers, the exact chance and its distribution.

    `defence` names the target's defence and its value when the roll does not
    show it ("Dodge 7" beside "d20 + 5 > 17", "Parry 12" beside "3d6 <= 14";
    a Year Zero parry is in the roll itself); `reasons` are system-specific
    reasons the attack cannot be made (the probability is then 0).
    """

    roll: str
    modifiers: tuple[Modifier, ...]
    probability: Fraction
    distribution: Distribution
    defence: str | None = None
    reasons: tuple[Reason, ...] = ()


class AttackModel(Protocol):
    """The attack rules of one system."""

    system: str
    #: Action ids `explain --action` accepts (the first is the default).
    actions: tuple[str, ...]

    def odds(self, ctx: AttackContext) -> AttackOdds:
        """Modifiers and exact odds of the attack in `ctx`."""


# --- helpers the models share ----------------------------------------------------
def stat(token: TokenState, key: str, default: int | float = 0) -> int | float:
    """A numeric stat of a token, or `default` when it has none (or not a number)."""
    value = token.stats.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    return value


def int_stat(token: TokenState, key: str, default: int = 0) -> int:
    """A stat as a whole number (floats are floored)."""
    return int(stat(token, key, default) // 1)


def option(options: Mapping[str, object], key: str, default):
    """An option's value when it has the default's type (int accepted for float)."""
    value = options.get(key, default)
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, (int, float)):
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return value if ok else default
    return value if isinstance(value, type(default)) else default


def extra_count(token: TokenState, key: str) -> int:
    """A count kept in the token's tactical state (`state.<key>`): true = 1, a number = itself."""
    value = token.tactical.extra.get(key)
    if value is True:
        return 1
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return max(0, int(value))
    return 0


def signed(value: int | Fraction) -> str:
    """A number with its sign: "+4", "-2", "+0"."""
    return str(value) if value < 0 else f"+{value}"


def plus(value: int) -> str:
    """" + 5" or " - 2": a bonus written after a die."""
    return f" - {-value}" if value < 0 else f" + {value}"


def against(mods: list[Modifier], ident: str, template: str, defence_change: int, source: str,
            **params: object) -> None:
    """Append a modifier to the target's defence, stored as its effect on the attacker; its
    words are `template` (registered with `wording`) filled with `params`."""
    if defence_change:
        mods.append(Modifier.worded(ident, template, -defence_change, source, **params))
