"""Crowd density: how many individuals stand in one cell, and what that does.

The d20 mass-combat rules (RULES.md 3.2) class a 25 ft square by the medium
units in it: 1-6 sparse, 7-12 loose (Dodge -2), 13 or more dense (Dodge -4,
Parry +2). Readings (rulesets/README.md): every token in the cell counts,
both sides and the unit itself (option `crowd_counts_every_side`); a group
token counts its `count`; non-medium units count by their size's `space`
(Large 2, Small 1/2; option `crowd_weight_by_space`, alias
`crowd_weight_by_size`), so a count can be fractional: up to 6 is sparse,
above 6 up to 12 loose, above 12 dense. Other systems get the count and the
class, but no modifiers (option `crowd_modifiers`, default the system's
`crowd_modifiers`: on for d20_mass only). Thresholds and modifier values are options of the same ids as the
constants below, so a house rule that changes a number is a data edit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from battlemap.engine.battle.modifiers import Modifier, wording
from battlemap.grid import Cell

SPARSE, LOOSE, DENSE = "sparse", "loose", "dense"

CROWD_SPARSE_MAX = 6
CROWD_LOOSE_MAX = 12
CROWD_LOOSE_DODGE = -2
CROWD_DENSE_DODGE = -4
CROWD_DENSE_PARRY = 2
#: A modifier's source: the system's id, then this.
_SOURCE = "crowd_density"


@dataclass(frozen=True, slots=True)
class Crowd:
    """Who crowds a cell and what it does to the defences of units in it.

    `modifiers` are modifiers *to the defence* named in their id
    ("crowd_dodge": Dodge -2 or -4; "crowd_parry": Parry +2).
    """

    cell: Cell
    tokens: tuple[str, ...]
    individuals: Fraction
    density: str
    modifiers: tuple[Modifier, ...] = ()

    def for_defence(self, defence: str) -> tuple[Modifier, ...]:
        """The modifiers to one defence ("dodge" or "parry")."""
        return tuple(m for m in self.modifiers if m.id == f"crowd_{defence}")


def _number(options: Mapping[str, object], key: str, default: int) -> int | Fraction:
    value = options.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    return Fraction(str(value)) if isinstance(value, float) else value


def _flag(options: Mapping[str, object], keys: tuple[str, ...], default: bool) -> bool:
    for key in keys:
        value = options.get(key)
        if isinstance(value, bool):
            return value
    return default


def _signed(value: int | Fraction) -> str:
    return str(value) if value < 0 else f"+{value}"


def density_of(individuals: Fraction | int, options: Mapping[str, object] | None = None) -> str:
    """"sparse" up to 6 individuals, "loose" up to 12, "dense" above (thresholds are options)."""
    opts = options or {}
    if individuals <= _number(opts, "crowd_sparse_max", CROWD_SPARSE_MAX):
        return SPARSE
    if individuals <= _number(opts, "crowd_loose_max", CROWD_LOOSE_MAX):
        return LOOSE
    return DENSE


LOOSE_DODGE = wording("Loose crowd: Dodge {dodge}")
DENSE_DODGE = wording("Dense crowd: Dodge {dodge}")
DENSE_PARRY = wording("Dense crowd: Parry {parry}")


def density_modifiers(density: str, options: Mapping[str, object] | None = None,
                      source: str = _SOURCE) -> tuple[Modifier, ...]:
    """The defence modifiers of a density class (d20's, where a system gives them)."""
    opts = options or {}
    if density == LOOSE:
        dodge = _number(opts, "crowd_loose_dodge", CROWD_LOOSE_DODGE)
        return (Modifier.worded("crowd_dodge", LOOSE_DODGE, dodge, source, dodge=_signed(dodge)),)
    if density == DENSE:
        dodge = _number(opts, "crowd_dense_dodge", CROWD_DENSE_DODGE)
        parry = _number(opts, "crowd_dense_parry", CROWD_DENSE_PARRY)
        return (
            Modifier.worded("crowd_dodge", DENSE_DODGE, dodge, source, dodge=_signed(dodge)),
            Modifier.worded("crowd_parry", DENSE_PARRY, parry, source, parry=_signed(parry)),
        )
    return ()


def crowd_at(state, cell: Cell, side: str | None = None) -> Crowd:
    """The crowd in `cell`: individuals (count x size weight), density class, modifiers.

    With option `crowd_counts_every_side` false and a `side` given, only that
    side's tokens count.
    """
    options = state.options
    ids = state.occupancy.get(state.grid.index(cell), ()) if state.grid.in_bounds(cell) else ()
    every_side = _flag(options, ("crowd_counts_every_side",), True)
    by_space = _flag(options, ("crowd_weight_by_space", "crowd_weight_by_size"), True)
    counted = []
    individuals = Fraction(0)
    for token_id in ids:
        token = state.token(token_id)
        if not every_side and side is not None and token.side != side:
            continue
        counted.append(token_id)
        individuals += token.count * (_space(state.ruleset, token.size) if by_space else 1)
    density = density_of(individuals, options)
    with_modifiers = _flag(
        options, ("crowd_modifiers",), state.system.crowd_modifiers
    )
    source = f"{state.system.id}:{_SOURCE}"
    modifiers = density_modifiers(density, options, source) if with_modifiers else ()
    return Crowd(cell, tuple(counted), individuals, density, modifiers)


def _space(ruleset, size_id: str) -> Fraction:
    size = ruleset.sizes.get(size_id)
    if size is None:
        return Fraction(1)
    return Fraction(str(size.space))
