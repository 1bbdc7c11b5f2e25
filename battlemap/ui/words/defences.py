"""Active defences in the interface language: "Dodge 8", "Parry 12, then Dodge 10".

The engine writes a defence as English words and numbers (`AttackOdds.defence`:
the defence's name, its value, several joined by ", then "); the Odds dock
and the log show it through these words (context "Defence"). A name no table
knows reads as written.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Every defence name the bundled systems write.
DEFENCES: dict[str, str] = {
    "Dodge": QT_TRANSLATE_NOOP("Defence", "Dodge"),
    "Parry": QT_TRANSLATE_NOOP("Defence", "Parry"),
    "Block": QT_TRANSLATE_NOOP("Defence", "Block"),
    "Toughness": QT_TRANSLATE_NOOP("Defence", "Toughness"),
    "grapple check": QT_TRANSLATE_NOOP("Defence", "grapple check"),
}
_THEN = ", then "
_OF_THE = "Dodge of the "


def defence_name(name: str) -> str:
    """One defence's name ("Dodge"), translated when known."""
    if name.startswith(_OF_THE):  # d20: an item's own Dodge ("Dodge of the crossbow")
        return QCoreApplication.translate("Defence", "Dodge of the {item}").format(item=name[len(_OF_THE):])
    known = DEFENCES.get(name)
    return QCoreApplication.translate("Defence", known) if known else name


def defence_text(text: str) -> str:
    """A defence as the engine writes it, each name translated and the values kept."""
    pieces = []
    for piece in text.split(_THEN):
        name, _, value = piece.rpartition(" ")
        pieces.append(f"{defence_name(name)} {value}" if name and value.lstrip("-").isdigit()
                      else defence_name(piece))
    return _joined(pieces)


def _joined(pieces: list[str]) -> str:
    text = pieces[0]
    for piece in pieces[1:]:
        text = QCoreApplication.translate("Defence", "{first}, then {second}").format(first=text, second=piece)
    return text
