"""The short label each token shows on the map: unique, so the GM can say "BSp moves" and be read.

A token's own `label` (the scenario file, the Edit dialog) wins. Otherwise
the label is the name's initials ("Blue archers" -> "BA"); where two tokens
share initials they get the distinguishing letter of the word that differs
("Blue spearmen" -> "BSp", "Blue swordsmen" -> "BSw"), and where that does
not tell them apart (the same name twice) a number in file order ("Ra1",
"Ra2"). Visible tokens are labelled among themselves first, hidden ones
after them, so a label on the Player View never gives away a hidden token
and both views show the same label for the same token.

A Chinese (or other CJK) name is written without spaces and each character
is a syllable, often a word: its label is its first two characters
("蓝方弓箭手" -> "蓝方"); where two share them, the first character and the
first one where the names part ("蓝方长矛兵", "蓝方剑士" -> "蓝长", "蓝剑"), and
numbers after the first character ("掠1", "掠2"), so a label stays two or
three glyphs wide on the disc.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

from battlemap.engine.battle.state import BattleState, TokenState


def _words(name: str) -> list[str]:
    return re.findall(r"[^\W_]+", name)


#: Scripts written without spaces, a character a syllable: CJK radicals to Yi, Hangul, compatibility
#: ideographs and the supplementary ideograph planes.
_CJK_RANGES = ((0x2E80, 0xA4CF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF), (0x20000, 0x3FFFF))


def is_cjk(character: str) -> bool:
    """True for a Chinese, Japanese or Korean character (a name of them has no spaces)."""
    code = ord(character)
    return any(low <= code <= high for low, high in _CJK_RANGES)


def _cjk_letters(name: str) -> str | None:
    """The name's characters without punctuation when it starts with a CJK one, else None."""
    words = _words(name)
    return "".join(words) if words and is_cjk(words[0][0]) else None


def initials(name: str) -> str:
    """Up to two letters naming a token: 'Red Archers' -> 'RA', 'Ogre' -> 'Og',
    'Sarah (two pistols)' -> 'ST' (punctuation is no letter), '莎拉（双枪）' -> '莎拉'."""
    words = _words(name)
    if not words:
        return "?"
    cjk = _cjk_letters(name)
    if cjk is not None:
        return cjk[:2]
    if len(words) == 1:
        return words[0][:2]
    return (words[0][0] + words[1][0]).upper()


def longer_initials(name: str, shared: str = "") -> str:
    """One letter more than the initials, from the second word: 'Blue spearmen' -> 'BSp'.

    A CJK name sharing its start `shared` with the others of its group: its first character and
    the first after `shared` ('蓝方剑士' after '蓝方' -> '蓝剑'); the initials when nothing follows."""
    words = _words(name)
    if not words:
        return "?"
    cjk = _cjk_letters(name)
    if cjk is not None:
        rest = cjk[len(shared):] if shared and cjk.startswith(shared) else cjk[2:]
        return cjk[0] + rest[0] if rest else cjk[:2]
    if len(words) == 1:
        return words[0][:3]
    return words[0][0].upper() + words[1][:2].capitalize()


def _longer_all(group: list[TokenState]) -> list[str]:
    """Each token's longer initials, CJK names told apart where they part from each other."""
    shared = os.path.commonprefix([_cjk_letters(t.name) or "" for t in group])
    return [longer_initials(t.name, shared) for t in group]


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
        longer = _longer_all(group)
        if len(group) > 1 and len(set(longer)) == len(group) and not taken & set(longer):
            chosen = longer
        else:
            # A CJK label numbered after its first character: two glyphs and a digit, as 'Ra1' is.
            chosen = _numbered(base[0] if is_cjk(base[0]) else base, len(group), taken)
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
