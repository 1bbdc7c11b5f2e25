"""The short label each token shows on the map: unique, so the GM can say "BSp moves" and be read.

A token's own `label` (the scenario file, the Edit dialog) wins. Otherwise
the label is the name's initials ("Blue archers" -> "BA"); where two tokens
share initials they get the distinguishing letter of the word that differs
("Blue spearmen" -> "BSp", "Blue swordsmen" -> "BSw"), and where that does
not tell them apart (the same name twice) a number in file order ("Ra1",
"Ra2"). Visible tokens are labelled among themselves first, hidden ones
after them, so a label on the Player View never gives away a hidden token
and both views show the same label for the same token.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from battlemap.engine.battle.state import BattleState, TokenState


def _words(name: str) -> list[str]:
    return re.findall(r"[^\W_]+", name)


def initials(name: str) -> str:
    """Up to two letters naming a token: 'Red Archers' -> 'RA', 'Ogre' -> 'Og',
    'Sarah (two pistols)' -> 'ST' (punctuation is no letter)."""
    words = _words(name)
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2]
    return (words[0][0] + words[1][0]).upper()


def longer_initials(name: str) -> str:
    """One letter more than the initials, from the second word: 'Blue spearmen' -> 'BSp'."""
    words = _words(name)
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:3]
    return words[0][0].upper() + words[1][:2].capitalize()


def map_labels(state: BattleState) -> dict[str, str]:
    """Token id -> the label the map shows (see the module doc)."""
    labels: dict[str, str] = {}
    _label(tuple(t for t in state.tokens if not t.hidden), labels)
    _label(tuple(t for t in state.tokens if t.hidden), labels)
    return labels


def _label(tokens: Iterable[TokenState], labels: dict[str, str]) -> None:
    """Label `tokens` into `labels`, around the labels already there."""
    groups: dict[str, list[TokenState]] = {}
    for token in tokens:
        if token.label:
            labels[token.id] = token.label
        else:
            groups.setdefault(initials(token.name), []).append(token)
    taken = set(labels.values())
    for base, group in groups.items():
        if len(group) == 1 and base not in taken:
            labels[group[0].id] = base
            taken.add(base)
            continue
        longer = [longer_initials(t.name) for t in group]
        if len(group) > 1 and len(set(longer)) == len(group) and not taken & set(longer):
            chosen = longer
        else:
            chosen = _numbered(base, len(group), taken)
        for token, label in zip(group, chosen):
            labels[token.id] = label
        taken.update(chosen)


def _numbered(base: str, count: int, taken: set[str]) -> list[str]:
    """`count` labels base1, base2, ... skipping taken ones (from 2 when `base` itself is taken,
    so a hidden 'Raider' beside a visible 'Ra' reads 'Ra2')."""
    chosen, number = [], 2 if base in taken else 1
    while len(chosen) < count:
        if f"{base}{number}" not in taken:
            chosen.append(f"{base}{number}")
        number += 1
    return chosen
