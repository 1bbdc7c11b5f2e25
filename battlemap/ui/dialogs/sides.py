"""Battle > Sides...: each side's name, who plays it (a person or the computer) and how it fights.

One row per side the battle knows (its tokens' sides and the file's `sides`), in
that order; a side's temperament matters only while the computer plays it, so its
list is greyed out for a person. OK gives the whole table to one undoable
command (`set_sides`), which the journal records and saving writes as `sides`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from battlemap.engine.battle.state import BattleState, SideState

#: Who plays a side and how a computer side fights, as the file spells them, with their words.
PLAYERS = (("person", QT_TRANSLATE_NOOP("SidesDialog", "Person")),
           ("computer", QT_TRANSLATE_NOOP("SidesDialog", "Computer")))
TEMPERAMENTS = (("aggressive", QT_TRANSLATE_NOOP("SidesDialog", "Aggressive")),
                ("steady", QT_TRANSLATE_NOOP("SidesDialog", "Steady")),
                ("cautious", QT_TRANSLATE_NOOP("SidesDialog", "Cautious")))


def battle_sides(state: BattleState) -> tuple[str, ...]:
    """The sides to list: every token's side, then the file's other `sides`, in first-seen order."""
    return tuple(dict.fromkeys((*(t.side for t in state.tokens), *state.sides)))


class SidesDialog(QDialog):
    """The table of sides; `sides()` after exec() is every row as a `SideState`."""

    def __init__(self, state: BattleState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sides"))
        self._state = state
        grid = QGridLayout()
        for column, heading in enumerate((self.tr("Side"), self.tr("Name"), self.tr("Played by"),
                                          self.tr("Temperament"))):
            grid.addWidget(QLabel(f"<b>{heading}</b>", self), 0, column)
        #: Side id -> (name, played by, temperament) widgets of its row.
        self.rows: dict[str, tuple[QLineEdit, QComboBox, QComboBox]] = {}
        for row, side in enumerate(battle_sides(state), start=1):
            self.rows[side] = self._row(grid, row, side, state.sides.get(side) or SideState(side))
        if not self.rows:
            grid.addWidget(QLabel(self.tr("The battle has no sides yet: place a token first."), self), 1, 0, 1, 4)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(buttons)

    def _row(self, grid: QGridLayout, row: int, side: str, entry: SideState):
        name = QLineEdit(entry.name or "", self)
        name.setPlaceholderText(side)
        name.setObjectName(f"side_name_{side}")
        played = QComboBox(self)
        played.setObjectName(f"side_played_by_{side}")
        for value, words in PLAYERS:
            played.addItem(QCoreApplication.translate("SidesDialog", words), value)
        played.setCurrentIndex(played.findData(entry.played_by))
        temperament = QComboBox(self)
        temperament.setObjectName(f"side_temperament_{side}")
        for value, words in TEMPERAMENTS:
            temperament.addItem(QCoreApplication.translate("SidesDialog", words), value)
        temperament.setCurrentIndex(max(0, temperament.findData(entry.temperament)))
        temperament.setEnabled(entry.computer)
        played.currentIndexChanged.connect(lambda _: temperament.setEnabled(played.currentData() == "computer"))
        for column, widget in enumerate((QLabel(side, self), name, played, temperament)):
            grid.addWidget(widget, row, column)
        return name, played, temperament

    def sides(self) -> dict[str, SideState]:
        """Every row as the dialog leaves it (a blank name: the side shows its id)."""
        return {side: SideState(side, name.text().strip() or None, played.currentData(), temperament.currentData())
                for side, (name, played, temperament) in self.rows.items()}
