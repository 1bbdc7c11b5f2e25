"""Targeting mode: aim an attack from one token, hover a target, read the odds.

Entered from a token's context menu ("Attack..."). While it is on, the
pointer belongs to it: hovering a token draws the line of fire from the
attacker, shades the cells the line crosses, labels the target with the
chance, cover and range band, and fills the Odds dock from the engine's
`explain_attack`. A left click on a target rolls the attack (`resolve`,
one undoable command with seeded dice), keeps its odds in the dock and ends
the mode; Escape ends it without a target. An action with option `targets`
(`pick_targets`) also takes further targets: Ctrl+click on a token adds or
removes it (numbered on the map, `TargetPicks`), the click on the main
target plays the action with them, and a refusal (too many, out of reach)
leaves the mode on with its picks for another try. `AimMarks` (the line,
the cells, the label and the dock) also serve the foe-choosing step of a "drag the
path, then click the foe" action (ui/modes/advance.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from battlemap.document.action_options import main_target, toggled_at
from battlemap.document.battle import BattleDocument
from battlemap.document.tools import CTRL, LEFT, PointerEvent
from battlemap.engine.attacks.explain import AttackExplanation, explain_attack
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell
from battlemap.ui.docks.odds import OddsDock, percent
from battlemap.ui.map.palette import TARGET_LINE
from battlemap.ui.map.scene import MapScene
from battlemap.ui.modes.target_picks import TargetPicks
from battlemap.ui.overlays.cells import CellShade
from battlemap.ui.overlays.path import ScreenLabel
from battlemap.ui.words.lines import cover_text, range_text
from battlemap.ui.words.names import words_of

TARGET_Z = 31.0
CELLS_Z = 8.0  # under the tokens: the line's cells tint the ground, not the figures


def target_label(explanation: AttackExplanation) -> str:
    """The label at the target: "45 %   partial cover   7 yd (Long)"."""
    parts = (percent(explanation.probability), cover_text(explanation.line_of_fire.cover),
             range_text(explanation.range))
    return "   ".join(parts)


class AimMarks:
    """What aiming shows: the line of fire, its cells, the label at the target, the Odds dock."""

    def __init__(self, scene: MapScene, odds: OddsDock) -> None:
        self.scene, self.odds = scene, odds
        layout = scene.layout
        pen = QPen(QColor(TARGET_LINE))
        pen.setWidthF(layout.size * 0.07)
        self.line = QGraphicsLineItem()
        self.line.setPen(pen)
        self.line.setZValue(TARGET_Z)
        tint = QColor(TARGET_LINE)
        tint.setAlpha(60)
        self.cells = CellShade(layout, QBrush(tint), CELLS_Z)
        # Above the target's cell: the token's tooltip opens below the pointer, so it never covers it.
        self.label = ScreenLabel(above=True)
        self.label.setZValue(TARGET_Z + 1)
        for item in self._items():
            item.setVisible(False)
            scene.addItem(item)
        odds.show()
        odds.raise_()

    def _items(self):
        return (self.line, self.cells, self.label)

    def show(self, explanation: AttackExplanation | None, state: BattleState) -> None:
        """Mark `explanation` on the map and in the dock (None: hide the marks, keep the dock)."""
        if explanation is None:
            for item in self._items():
                item.setVisible(False)
            return
        layout, grid = self.scene.layout, state.grid
        line = explanation.line_of_fire
        a, b = layout.center(line.source), layout.center(line.target)
        self.line.setLine(QLineF(QPointF(*a), QPointF(*b)))
        self.cells.set_cells(grid.index(c) for c in line.cells if grid.in_bounds(c))
        colour = QColor(Qt.GlobalColor.white) if explanation.possible else QColor("#ffb3a8")
        self.label.set_text(target_label(explanation), colour)
        top = min(y for _, y in layout.polygon(line.target))
        self.label.setPos(b[0] - layout.size * 0.45, top)
        for item in self._items():
            item.setVisible(True)
        self.odds.show_explanation(explanation, words_of(state), state.ruleset)

    def remove(self, *, keep_odds: bool) -> None:
        """Take the marks off the map; the dock keeps the odds only when `keep_odds`."""
        for item in self._items():
            if item.scene() is not None:
                item.scene().removeItem(item)
        if not keep_odds:
            self.odds.show_explanation(None)


class TargetingMode:
    """The pointer aims `attacker`'s attack; `on_end` is called when the mode ends."""

    def __init__(self, document: BattleDocument, scene: MapScene, odds: OddsDock, attacker: str,
                 on_end: Callable[[], None],
                 resolve: Callable[[str, str], object] | None = None, *,
                 attack: str | None = None, options: tuple[tuple[str, object], ...] = (),
                 entry: str | None = None) -> None:
        self.document, self.scene, self.odds, self.attacker = document, scene, odds, attacker
        # The attack model's action the odds explain (None: a plain attack), with the weapon
        # and other options the form asked, so the odds are those of the blow to be rolled.
        weapon = dict(options).get("weapon")
        self._attack = f"{attack or 'attack'}:{weapon}" if weapon else attack
        self._options = options
        #: The catalogue entry aimed (its weapon requirement picks the weapon: entry_weapons.py).
        self._entry = entry
        self._on_end = on_end
        self._resolve = resolve
        self.marks = AimMarks(scene, odds)
        self.line, self.cells, self.label = self.marks.line, self.marks.cells, self.marks.label
        self.target: str | None = None
        self.picks: TargetPicks | None = None
        self._play_picked: Callable[[str, str, tuple[str, ...]], bool] | None = None
        self._done = False

    def pick_targets(self, picks: TargetPicks, play: Callable[[str, str, tuple[str, ...]], bool]) -> None:
        """Take further targets by Ctrl+click into `picks`; the click plays `play(attacker, target, picks)`
        (True: played, the mode ends; False: refused, the mode stays with its picks)."""
        self.picks, self._play_picked = picks, play

    def handle(self, event: PointerEvent) -> bool:
        """Hover aims, a left click on a target keeps it; other buttons pass through."""
        if event.kind == "move":
            self.aim(self._target_at(event.cell))
            return True
        if event.kind == "press" and event.button == LEFT:
            target = self._target_at(event.cell)
            if target is None:
                return True
            self.aim(target)
            if self.picks is not None and CTRL in event.modifiers:
                self.picks.show(toggled_at(self.picks.picks, self._others_at(event.cell)))
                self.aim(self._target_at(event.cell))  # the square's next unit is the one a click hits
            elif self._play_picked is not None:
                if self._play_picked(self.attacker, target, self.picks.picks):
                    self._finish(keep=True)
            else:
                self._finish(keep=True)
                if self._resolve is not None:
                    self._resolve(self.attacker, target)
            return True
        return event.kind == "release" and event.button == LEFT

    def aim(self, target: str | None) -> AttackExplanation | None:
        """Show the line of fire and the odds against `target` (None: nothing aimed)."""
        if target == self.target:
            return self.odds.explanation
        self.target = target
        state = self.document.state
        explanation = None if target is None else explain_attack(state, self.attacker, target, self._attack,
                                                                 choices=self._options, entry=self._entry)
        self.marks.show(explanation, state)
        return explanation

    def _target_at(self, cell: Cell | None) -> str | None:
        """The topmost token at `cell` other than the attacker (while picking: not picked)."""
        return main_target(self.picks.picks if self.picks is not None else (), self._others_at(cell))

    def _others_at(self, cell: Cell | None) -> tuple[str, ...]:
        """The tokens at `cell` other than the attacker, top first."""
        if cell is None:
            return ()
        return tuple(t.id for t in reversed(self.document.state.tokens_at(cell)) if t.id != self.attacker)

    def cancel(self) -> None:
        """Escape or another mode: end without keeping a target."""
        self._finish(keep=False)

    def _finish(self, *, keep: bool) -> None:
        if self._done:
            return
        self._done = True
        self.marks.remove(keep_odds=keep)
        if self.picks is not None:
            self.picks.remove()
        self._on_end()
