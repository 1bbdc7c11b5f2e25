"""The Reactions dock: what a drop provoked, in the order it resolves, each with Roll and Skip.

It lists the document's `pending_reactions` and follows `reactions_changed`
(a drop adds, a roll or skip removes, undo puts back). Roll and Skip build
the document's commands and hand them to `push` (the window's undo stack):
a roll is one undoable step whose log lines carry the faces, the number
needed and every modifier; a skip is a logged step that changes nothing
else. The dock raises itself when a drop or an action offers something new;
Next Turn / Next Round let what is still on offer lapse (the document's rule).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.offers import Offer
from battlemap.document.reactions import offer_part
from battlemap.ui.docks.log import translate_log
from battlemap.ui.words.named import names_of

Push = Callable[[Command | Rejected | None], bool]
#: Least height of the list of offers (px): two rows of sentence and buttons.
_MIN_HEIGHT = 160


def _offer_words(state, offer: Offer) -> str:
    """The offer's line in the interface language, as the log words it."""
    try:
        return offer_part(state, offer).render(translate_log, names_of(state.ruleset))
    except (KeyError, IndexError, ValueError):  # a translation naming a placeholder it lacks
        return offer_part(state, offer).render()


class ReactionRow(QFrame):
    """One reaction on offer: its sentence on top, Roll and Skip under it.

    The sentence wraps over the dock's whole width and the buttons sit on
    their own line, so a long sentence never widens the dock (and squeezes
    the map); each row is framed, so rows read apart.
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.roll_button = QPushButton(self.tr("Roll"), self)
        self.skip_button = QPushButton(self.tr("Skip"), self)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.roll_button)
        buttons.addWidget(self.skip_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.label)
        layout.addLayout(buttons)


class ReactionsDock(QDockWidget):
    """The reactions on offer, one row each, first to resolve on top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Reactions"), parent)
        self.setObjectName("reactions_dock")
        body = QWidget()
        self._layout = QVBoxLayout(body)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self.empty_label = QLabel(self.tr("No reactions waiting."), body)
        self._layout.addWidget(self.empty_label)
        self._layout.addStretch(1)
        # Many offers at once (a charge past a whole line) scroll instead of squashing the rows.
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        # Room for two offers with their buttons beside the long turn list, before any arrive.
        scroll.setMinimumHeight(_MIN_HEIGHT)
        self._body = body
        self.setWidget(scroll)
        self.document: BattleDocument | None = None
        self._push: Push | None = None
        self.rows: list[ReactionRow] = []

    def bind(self, document: BattleDocument, push: Push) -> None:
        """Show this document's reactions on offer and follow them."""
        self.unbind()
        self.document, self._push = document, push
        document.reactions_changed.connect(self._show)
        self._show(document.pending_reactions)

    def unbind(self) -> None:
        if self.document is not None:
            self.document.reactions_changed.disconnect(self._show)
            self.document = None

    def lines(self) -> list[str]:
        """The rows' sentences as shown (what tests and a person read)."""
        return [row.label.text() for row in self.rows]

    def roll(self, index: int = 0) -> bool:
        """Roll the reaction in row `index` (what its Roll button does)."""
        return self._act(index, roll=True)

    def skip(self, index: int = 0) -> bool:
        """Skip the reaction in row `index` (what its Skip button does)."""
        return self._act(index, roll=False)

    def _act(self, index: int, *, roll: bool) -> bool:
        if self.document is None or self._push is None:
            return False
        offers = self.document.pending_reactions
        if not 0 <= index < len(offers):
            return False
        offer = offers[index]
        command = (self.document.roll_reaction_command(offer) if roll
                   else self.document.skip_reaction_command(offer))
        return self._push(command)

    def _show(self, offers: tuple[Offer, ...]) -> None:
        grew = len(offers) > len(self.rows)
        for row in self.rows:
            self._layout.removeWidget(row)
            row.deleteLater()
        self.rows = []
        assert self.document is not None
        for index, offer in enumerate(offers):
            row = ReactionRow(_offer_words(self.document.state, offer), self._body)
            row.roll_button.clicked.connect(lambda _=False, i=index: self.roll(i))
            row.skip_button.clicked.connect(lambda _=False, i=index: self.skip(i))
            self._layout.insertWidget(index, row)
            self.rows.append(row)
        self.empty_label.setVisible(not offers)
        if grew and offers:
            self.show()
            self.raise_()
