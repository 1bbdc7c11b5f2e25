"""The Inspector dock: the selected token as the rules see it.

Name, side, position, size and count, posture and facing, stats, weapons
(ready ones marked), conditions, tactical state, and what it has left this
turn: movement budget in the ruleset's unit and reactions this round. All
numbers come from the engine (its resolved token and its system hooks).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QTreeWidget, QTreeWidgetItem, QWidget

from battlemap.document.battle import BattleDocument
from battlemap.engine.state import BattleState, TokenState
from battlemap.ui.names import localized
from battlemap.ui.path_overlay import amount


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
        self.setWidget(self.tree)
        self.document: BattleDocument | None = None

    def bind(self, document: BattleDocument) -> None:
        self.unbind()
        self.document = document
        document.selection_changed.connect(self._refresh)
        document.state_changed.connect(self._refresh)
        self._refresh()

    def unbind(self) -> None:
        if self.document is not None:
            self.document.selection_changed.disconnect(self._refresh)
            self.document.state_changed.disconnect(self._refresh)
            self.document = None

    def _refresh(self, *_: object) -> None:
        self.tree.clear()
        document = self.document
        if document is None or document.selection is None:
            return
        state = document.state
        token = state.token(document.selection)
        for label, value, children in self._fields(state, token):
            item = QTreeWidgetItem([label, value])
            for child in children:
                item.addChild(QTreeWidgetItem(list(child)))
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)
        self.tree.resizeColumnToContents(0)

    def _fields(self, state: BattleState, token: TokenState):
        ruleset, system = state.ruleset, state.system
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
            weapons.append((name, f"{weapon.kind}, {ready}"))
        stats = [(key, _number(value)) for key, value in sorted(token.stats.items())]
        fields = [
            (self.tr("Name"), token.name, ()),
            (self.tr("Side"), token.side, ()),
            (self.tr("Position"), f"{col},{row}", ()),
            (self.tr("Size"), localized(size.names if size else None, token.size), ()),
            (self.tr("Count"), str(token.count), ()),
            (self.tr("Posture"), localized(posture.names if posture else None, token.posture), ()),
            (self.tr("Movement left"), amount(budget, ruleset.movement.unit), ()),
            (self.tr("Reactions left"), self.tr("unlimited") if reactions is None else str(reactions), ()),
            (self.tr("Conditions"), ", ".join(sorted(token.conditions)) or self.tr("none"), ()),
            (self.tr("Stats"), "", stats),
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

    def rows(self) -> dict[str, str]:
        """Top-level field -> value, as shown."""
        return {
            self.tree.topLevelItem(i).text(0): self.tree.topLevelItem(i).text(1)
            for i in range(self.tree.topLevelItemCount())
        }

    def child_rows(self, field: str) -> dict[str, str]:
        """The rows under a field (stats, weapons), as shown."""
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.text(0) == field:
                return {item.child(j).text(0): item.child(j).text(1) for j in range(item.childCount())}
        return {}
