"""The Inspector dock: the selected token as the rules see it.

Name, label, side, position, size and count, health in the system's words
(HP 7/11, damage 3/4, wounded), posture and facing, stats, weapons (ready
ones marked), conditions, tactical state, and what it has left this
turn: movement budget in the ruleset's unit and reactions this round. All
numbers come from the engine (its resolved token and its system hooks).

Stats are editable in place (double-click a value): what is typed is read
by the ruleset's stat table (type and bounds) and becomes one undoable
command; a refused value stays out, and the reason shows under the tree.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.option_choices import facing_choices
from battlemap.engine.battle.health import health_of
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.ui.words.conditions import conditions_text
from battlemap.ui.words.costs import amount_text
from battlemap.ui.words.health import count_name, health_text
from battlemap.ui.words.names import localized, words_of
from battlemap.ui.words.options import choice_text
from battlemap.ui.words.reasons import reasons_text

#: Weapon kinds as the Inspector names them.
WEAPON_KINDS = {
    "melee": QT_TRANSLATE_NOOP("InspectorDock", "melee"),
    "ranged": QT_TRANSLATE_NOOP("InspectorDock", "ranged"),
    "thrown": QT_TRANSLATE_NOOP("InspectorDock", "thrown"),
}
#: Item data role holding the stat key of an editable stat row.
_STAT = Qt.ItemDataRole.UserRole
#: The item data role of a count row (an integer the system keeps on the token: Year Zero damage).
_COUNT = Qt.ItemDataRole.UserRole + 1
#: The item data role holding any child row's key (what `child_rows` looks rows up by).
_KEY = Qt.ItemDataRole.UserRole + 2


def _number(value: object) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


class InspectorDock(QDockWidget):
    """Fields of the selected token; empty when nothing is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Inspector"), parent)
        self.setObjectName("inspector_dock")
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Field"), self.tr("Value")])
        self.tree.setEditTriggers(QTreeWidget.EditTrigger.DoubleClicked
                                  | QTreeWidget.EditTrigger.EditKeyPressed)
        self.tree.itemChanged.connect(self._edited)
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #b3261e")
        self.problem.setWordWrap(True)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)
        layout.addWidget(self.problem)
        self.setWidget(body)
        self.document: BattleDocument | None = None
        self._push: Callable[[Command | Rejected], object] | None = None
        self._filling = False
        #: A typed stat waits for the event loop to be applied (tests wait on it).
        self.pending = False

    def bind(self, document: BattleDocument,
             push: Callable[[Command | Rejected], object] | None = None) -> None:
        """Follow `document`; stat edits go through `push` (read-only without one)."""
        self.unbind()
        self.document = document
        self._push = push
        document.selection_changed.connect(self._refresh)
        document.state_changed.connect(self._refresh)
        self._refresh()

    def unbind(self) -> None:
        if self.document is not None:
            self.document.selection_changed.disconnect(self._refresh)
            self.document.state_changed.disconnect(self._refresh)
            self.document = None

    def _refresh(self, *_: object) -> None:
        self._filling = True  # itemChanged fires while rows are built: not an edit
        try:
            self._fill()
        finally:
            self._filling = False

    def _fill(self) -> None:
        self.tree.clear()
        document = self.document
        if document is None or document.selection is None:
            return
        state = document.state
        token = state.token(document.selection)
        editable = {self.tr("Stats"): _STAT, self.tr("Counts"): _COUNT}
        for label, value, children in self._fields(state, token):
            item = QTreeWidgetItem([label, value])
            for child in children:
                row = QTreeWidgetItem([child[0], child[1]])
                row.setToolTip(0, child[0])  # a long stat name is cut at the column: read whole here
                key = child[2] if len(child) > 2 else child[0]  # stats and counts show a name, keep the key
                row.setData(0, _KEY, key)
                if label in editable and self._push is not None:
                    row.setData(0, editable[label], key)
                    row.setFlags(row.flags() | Qt.ItemFlag.ItemIsEditable)
                item.addChild(row)
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        # Long stat names ("Speed (squares per move)") must not push the values out of the dock.
        widest = max(80, self.tree.viewport().width() * 3 // 5)
        if self.tree.columnWidth(0) > widest:
            self.tree.setColumnWidth(0, widest)

    def _edited(self, item: QTreeWidgetItem, column: int) -> None:
        """A stat value typed in: handled once the editor has let go of the row."""
        key, count = item.data(0, _STAT), item.data(0, _COUNT)
        if self._filling or column != 1 or (key is None and count is None) or self.document is None \
                or self._push is None:
            return
        # Applying rebuilds the rows; the item being committed must outlive this signal.
        self.pending = True
        text = item.text(1)
        QTimer.singleShot(0, lambda: self._commit(key if key is not None else count, text, count=count is not None))

    def _commit(self, key: str, text: str, *, count: bool = False) -> None:
        """One command for the typed stat (or count), or the reason it was refused."""
        self.pending = False
        document = self.document
        if document is None or document.selection is None or self._push is None:
            return
        if count:
            result = document.set_count_command(document.selection, key, text)
        else:
            result = document.set_stat_command(document.selection, key, text)
        if isinstance(result, Rejected):
            names = words_of(document.state)
            self.problem.setText(reasons_text(result.reasons, names))
            self._refresh()  # the refused text goes back to the stat's value
            return
        self.problem.clear()
        self._push(result)

    def count_row(self, key: str) -> QTreeWidgetItem:
        """The editable row of a count (KeyError when the selected token shows none)."""
        return self._editable_row(self.tr("Counts"), _COUNT, key)

    def stat_row(self, key: str) -> QTreeWidgetItem:
        """The editable row of a stat (KeyError when the selected token shows none)."""
        return self._editable_row(self.tr("Stats"), _STAT, key)

    def _editable_row(self, group: str, role: int, key: str) -> QTreeWidgetItem:
        for parent in self.tree.findItems(group, Qt.MatchFlag.MatchExactly, 0):
            for i in range(parent.childCount()):
                if parent.child(i).data(0, role) == key:
                    return parent.child(i)
        raise KeyError(f"no editable row {key!r} under {group!r}")

    def _fields(self, state: BattleState, token: TokenState):
        ruleset, system = state.ruleset, state.rules
        col, row = state.grid.to_offset(token.cell)
        posture = ruleset.postures.get(token.posture)
        size = ruleset.sizes.get(token.size)
        budget = system.movement_budget(state, token)
        reactions = system.reactions_left(state, token)
        weapons = []
        for weapon in token.weapons:
            entry = ruleset.weapons.get(weapon.id)
            name = localized(entry.names if entry else None, weapon.id)
            ready = self.tr("ready") if weapon.id in token.readied else self.tr("not ready")
            kind = self.tr(WEAPON_KINDS[weapon.kind]) if weapon.kind in WEAPON_KINDS else weapon.kind
            weapons.append((name, self.tr("{kind}, {ready}").format(kind=kind, ready=ready)))
        stats = [(self._stat_name(ruleset, key), self._value(value), key)
                 for key, value in sorted(token.stats.items())]
        counts = [(count_name(key, partial(_weapon_name, ruleset)), str(value), key)
                  for key, value in counts_of(state, token)]
        health = health_of(state, token)
        fields = [
            (self.tr("Name"), token.name, ()),
            *([(self.tr("Label"), token.label, ())] if token.label else []),
            (self.tr("Side"), state.side_name(token.side), ()),
            (self.tr("Position"), f"{col},{row}", ()),
            (self.tr("Size"), localized(size.names if size else None, token.size), ()),
            (self.tr("Count"), str(token.count), ()),
            *([(self.tr("Health"), health_text(health), ())] if health is not None else []),
            (self.tr("Posture"), localized(posture.names if posture else None, token.posture), ()),
            (self.tr("Facing"), _facing_text(state, token), ()),
            (self.tr("Movement left"), amount_text(budget, ruleset.movement.unit), ()),
            (self.tr("Reactions left"), self.tr("unlimited") if reactions is None else str(reactions), ()),
            (self.tr("Conditions"), conditions_text(token.conditions) or self.tr("none"), ()),
            (self.tr("Stats"), "", stats),
            *([(self.tr("Counts"), "", counts)] if counts else []),
            (self.tr("Weapons"), "", weapons),
        ]
        overwatch = token.tactical.overwatch
        if overwatch is not None:
            toward = state.grid.to_offset(overwatch.toward)
            where = self.tr("toward {at}").format(at=f"{toward[0]},{toward[1]}")
            fields.append((self.tr("Overwatch"), where, ()))
        if token.hidden:
            fields.append((self.tr("Hidden"), self.tr("from the players"), ()))
        return fields

    @staticmethod
    def _stat_name(ruleset, key: str) -> str:
        """The ruleset's name of a stat in the interface language; a stat it does not declare, its key."""
        entry = ruleset.stats.get(key)
        return localized(entry.names if entry else None, key.replace("_", " "))

    def _value(self, value: object) -> str:
        """A stat's value as shown: a yes/no flag in words, numbers as typed."""
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        return _number(value)

    def rows(self) -> dict[str, str]:
        """Top-level field -> value, as shown."""
        return {
            self.tree.topLevelItem(i).text(0): self.tree.topLevelItem(i).text(1)
            for i in range(self.tree.topLevelItemCount())
        }

    def child_rows(self, field: str) -> dict[str, str]:
        """The rows under a field (stats, weapons) by key (a stat's or count's id, else the shown name),
        each with its value as shown."""
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.text(0) == field:
                return {item.child(j).data(0, _KEY): item.child(j).text(1) for j in range(item.childCount())}
        return {}

    def child_labels(self, field: str) -> list[str]:
        """The shown names of the rows under a field, in order."""
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.text(0) == field:
                return [item.child(j).text(0) for j in range(item.childCount())]
        return []


def _facing_text(state: BattleState, token: TokenState) -> str:
    """The token's facing as a direction ("\u2193 south"), as the Edit dialog lists it."""
    labels = dict(facing_choices(state.grid, token.cell))
    label = labels.get(str(token.facing))
    return choice_text(label) if label is not None else str(token.facing)


def _weapon_name(ruleset, weapon_id: str) -> str:
    """A weapon's name in the interface language (a count kept per weapon: its rounds)."""
    entry = ruleset.weapons.get(weapon_id)
    return localized(entry.names if entry else None, weapon_id.replace("_", " "))


def counts_of(state: BattleState, token: TokenState) -> list[tuple[str, int]]:
    """The integer counts of the token's tactical state the GM may set: the system's own (at 0
    too: Year Zero damage) and any other integer kept there, by key."""
    extra = token.tactical.extra
    keys = set(state.system.token_counts) | {k for k, v in extra.items() if isinstance(v, int)
                                             and not isinstance(v, bool)}
    return [(key, int(extra.get(key, 0))) for key in sorted(keys)]

