"""The status bar's description of the cell under the pointer.

"12,5  Shallow water  cover: partial  crowd: 12 (loose)": the offset
coordinates the map edges show, the terrain's localized name, the cover the
terrain gives and, on occupied cells, how many individuals crowd it.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.engine.attacks.crowd import crowd_at
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell
from battlemap.ui.words.terrain import terrain_name as named

translate = QCoreApplication.translate
#: Cover a terrain gives and crowd density classes, as the status bar words them.
WORDS = {
    "partial": QT_TRANSLATE_NOOP("CellStatus", "partial"),
    "full": QT_TRANSLATE_NOOP("CellStatus", "full"),
    "sparse": QT_TRANSLATE_NOOP("CellStatus", "sparse"),
    "loose": QT_TRANSLATE_NOOP("CellStatus", "loose"),
    "dense": QT_TRANSLATE_NOOP("CellStatus", "dense"),
}


def _word(value: str) -> str:
    return translate("CellStatus", WORDS[value]) if value in WORDS else value.replace("_", " ")


def terrain_name(state: BattleState, index: int) -> str:
    """The localized name of the terrain at a flat index."""
    return named(state.terrain.type_at(index))


def _number(value: Fraction) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"


def describe_cell(state: BattleState, cell: Cell) -> str:
    """One line about an on-map cell: coordinates, terrain, cover, crowd."""
    grid = state.grid
    index = grid.index(cell)
    col, row = grid.to_offset(cell)
    parts = [f"{col},{row}", terrain_name(state, index)]
    cover = state.terrain.type_at(index).cover
    if cover != "none":
        parts.append(translate("CellStatus", "cover: {cover}").format(cover=_word(cover)))
    if index in state.occupancy:
        crowd = crowd_at(state, cell)
        parts.append(
            translate("CellStatus", "crowd: {n} ({density})").format(
                n=_number(crowd.individuals), density=_word(crowd.density))
        )
    return "   ".join(parts)
