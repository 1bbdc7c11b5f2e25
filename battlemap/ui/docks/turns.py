"""The Turn Order dock: who acts in which order, who acts now, what each has left.

The order is the battle's `combat.order` (every token in file order when it
has none). Roll Initiative sets it the way the system does (d20 rolls,
Fallout's sequence ...; greyed for a system without an initiative rule), and
the GM may rearrange it by dragging rows (or Ctrl+Up / Ctrl+Down on the
selected row); each change is one undoable command. The current actor's row is bold and highlighted; each
row shows the movement left this turn, and, once the order is rolled, the number that
set it (the system's `initiative_score`: a d20 total, a Year Zero card, a Fallout РК),
refreshed from the document's signals. Next Turn and Next Round push the document's
turn commands; clicking a row asks the window to select its token and centre the map on it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
    QVBoxLayout, QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.turns import turn_order
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.initiative import has_initiative, initiative_score
from battlemap.ui.map.palette import ACTIVE_TURN
from battlemap.ui.words.costs import amount_text

_ID = Qt.ItemDataRole.UserRole


class _OrderList(QListWidget):
    """Rows the GM drags into order; Ctrl+Up / Ctrl+Down move the selected row."""

    def __init__(self, parent: QWidget, moved: Callable[[int, int], None]) -> None:
        super().__init__(parent)
        self._moved = moved
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(Qt.Key(event.key()))
        row = self.currentRow()
        if step is not None and event.modifiers() & Qt.KeyboardModifier.ControlModifier and row >= 0:
            if 0 <= row + step < self.count():
                self._moved(row, row + step)
            return
        super().keyPressEvent(event)


#: The widest the list grows to fit its rows (px); longer rows scroll sideways.
_MAX_LIST_WIDTH = 340


class TurnDock(QDockWidget):
    """Round, turn order with the current actor, and the turn buttons."""

    #: A row was clicked: its token id (the window selects the token and centres the map on it).
    token_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Turn Order"), parent)
        self.setObjectName("turn_dock")
        body = QWidget(self)
        self.round = QLabel(body)
        self.list = _OrderList(body, self._move_row)
        self.list.model().rowsMoved.connect(self._rows_dropped)
        self.list.itemClicked.connect(self._row_clicked)
        self.list.itemActivated.connect(self._row_clicked)
        self.next_turn = QPushButton(self.tr("Next &Turn"), body)
        self.next_round = QPushButton(self.tr("Next R&ound"), body)
        self.initiative = QPushButton(self.tr("Roll &Initiative"), body)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_turn)
        buttons.addWidget(self.next_round)
        layout = QVBoxLayout(body)
        layout.addWidget(self.round)
        layout.addWidget(self.list)
        layout.addWidget(self.initiative)
        layout.addLayout(buttons)
        self.setWidget(body)
        self.next_turn.clicked.connect(lambda: self._push_from(lambda d: d.next_turn_command()))
        self.next_round.clicked.connect(lambda: self._push_from(lambda d: d.next_round_command()))
        self.initiative.clicked.connect(lambda: self._push_from(lambda d: d.initiative_command()))
        self.document: BattleDocument | None = None
        self._push: Callable[[Command | Rejected], object] | None = None

    def bind(self, document: BattleDocument, push: Callable[[Command | Rejected], object]) -> None:
        """Follow `document`; changes go through `push` (the window's undo stack)."""
        self.unbind()
        self.document, self._push = document, push
        document.state_changed.connect(self._refresh)
        self._refresh(document.state)

    def unbind(self) -> None:
        if self.document is not None:
            self.document.state_changed.disconnect(self._refresh)
            self.document = None

    def _push_from(self, build: Callable[[BattleDocument], Command | Rejected]) -> None:
        if self.document is not None and self._push is not None:
            self._push(build(self.document))

    # --- showing ------------------------------------------------------------------------
    def _refresh(self, state: BattleState) -> None:
        self.round.setText(self.tr("Round {n}").format(n=state.combat.round))
        self.initiative.setEnabled(has_initiative(state.system))
        blocker = self.list.model().blockSignals(True)
        try:
            self.list.clear()
            for token_id in turn_order(state):
                self.list.addItem(self._row(state, token_id))
        finally:
            self.list.model().blockSignals(blocker)
        self.list.reset()
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Keep the list wide enough for its longest row (a name cut off behind a scrollbar
        reads as another name), up to a width that leaves the map its room.

        Every row is measured bold, as the current actor's row is drawn: the turn passing to
        a longer name must not widen the dock and shift the map."""
        widest = self.list.sizeHintForColumn(0) if self.list.count() else 0
        bold = QFont(self.list.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        for i in range(self.list.count()):
            widest = max(widest, metrics.horizontalAdvance(self.list.item(i).text()) + 12)
        frame = 2 * self.list.frameWidth() + 8
        self.list.setMinimumWidth(min(widest + frame, _MAX_LIST_WIDTH))

    def _row(self, state: BattleState, token_id: str) -> QListWidgetItem:
        token = state.token(token_id)
        left = amount_text(state.rules.movement_budget(state, token), state.ruleset.movement.unit)
        text = self.tr("{name}  ({left} left)").format(name=token.name, left=left)
        score = initiative_score(state, token_id)
        if score is not None:
            # The number that placed it here (a d20 total, a card, a РК, Basic Speed).
            text = self.tr("{initiative} · {row}").format(initiative=f"{score:g}", row=text)
        item = QListWidgetItem(text)
        item.setData(_ID, token_id)
        if token_id == state.combat.active:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
            item.setBackground(QBrush(QColor(ACTIVE_TURN)))
            item.setForeground(QBrush(QColor("#111111")))
        return item

    def _row_clicked(self, item: QListWidgetItem) -> None:
        token_id = item.data(_ID)
        if token_id is not None:
            self.token_chosen.emit(token_id)

    def order(self) -> list[str]:
        """Token ids as the rows show them."""
        return [self.list.item(i).data(_ID) for i in range(self.list.count())]

    def lines(self) -> list[str]:
        """Row texts, the current actor marked with '>' (for tests)."""
        active = self.document.state.combat.active if self.document else None
        return [("> " if self.list.item(i).data(_ID) == active else "  ") + self.list.item(i).text()
                for i in range(self.list.count())]

    # --- reordering -----------------------------------------------------------------------
    def _move_row(self, row: int, to: int) -> None:
        order = self.order()
        order.insert(to, order.pop(row))
        self._push_order(order, select=to)

    def _rows_dropped(self, _parent: QModelIndex, _start: int, _end: int, _dest: QModelIndex,
                      _row: int) -> None:
        # The list already shows the dropped order; the command is pushed after the
        # drop finishes, because applying it rebuilds the rows the drop still holds.
        order = self.order()
        QTimer.singleShot(0, lambda: self._push_order(order))

    def _push_order(self, order: list[str], select: int | None = None) -> None:
        if self.document is None or self._push is None:
            return
        if not self._push(self.document.set_order_command(order)):
            self._refresh(self.document.state)  # refused: show the order as it is
        if select is not None:
            self.list.setCurrentRow(select)
