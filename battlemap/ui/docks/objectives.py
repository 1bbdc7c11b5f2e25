"""The Objectives dock: what each side fights for and how far it has come, and the result.

"Blue" over "Hold the ford: 2 of 3 rounds" and "Protect Captain Reyes: standing"; an
objective without a `name` is worded from its kind. Once the battle is decided its
result heads the dock, as the turn banner says it. It follows the document's
`state_changed`, so a round's end, a fall or an undo shows at once.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QScrollArea, QWidget

from battlemap.document.battle import BattleDocument
from battlemap.document.victory_lines import zone_name
from battlemap.engine.battle.objectives import Objective
from battlemap.engine.battle.state import BattleState
from battlemap.engine.objectives.judge import ObjectiveProgress, progress
from battlemap.ui.words.objectives import objective_words
from battlemap.ui.words.outcome import outcome_text

translate = QCoreApplication.translate


# Each call names its context and text literally: lupdate reads only what it can see.
def objective_name(state: BattleState, objective: Objective) -> str:
    """The file's `name`, else words from the kind ("Hold The ford", "Protect Captain Reyes")."""
    if objective.name:
        return objective.name
    token = objective.token or ""
    return objective_words(
        objective.kind, zone=zone_name(state, objective.zone), side=state.side_name(objective.target or ""),
        rounds=objective.rounds, token=state.token(token).name if state.has_token(token) else token)


def progress_words(item: ObjectiveProgress) -> str:
    """How far it has come: "2 of 3 rounds", "standing", with "achieved" or "lost" once it is."""
    kind, done, needed = item.objective.kind, item.done, item.needed
    if kind == "protect_token":
        words = translate("ObjectivesDock", "standing") if done else translate("ObjectivesDock", "fallen")
    elif kind == "reach_zone":
        words = translate("ObjectivesDock", "{done} of {needed} there").format(done=done, needed=needed)
    elif kind == "destroy_side":
        words = translate("ObjectivesDock", "{done} of {needed} fallen").format(done=done, needed=needed)
    else:
        words = translate("ObjectivesDock", "{done} of {needed} rounds").format(done=done, needed=needed)
    if item.achieved:
        return translate("ObjectivesDock", "{progress}, achieved").format(progress=words)
    return words


def objective_line(state: BattleState, item: ObjectiveProgress) -> str:
    """ "Hold the ford: 2 of 3 rounds". """
    return translate("ObjectivesDock", "{objective}: {progress}").format(
        objective=objective_name(state, item.objective), progress=progress_words(item))


def side_heading(state: BattleState, side: str) -> str:
    """The side's name, and who plays it when the computer does."""
    entry = state.sides.get(side)
    if entry is not None and entry.computer:
        return translate("ObjectivesDock", "{side} (computer)").format(side=state.side_name(side))
    return state.side_name(side)


def dock_lines(state: BattleState) -> tuple[tuple[str, str], ...]:
    """What the dock shows, as (role, text): "result", "side", "objective" or "none"."""
    lines: list[tuple[str, str]] = []
    result = outcome_text(state)
    if result is not None:
        lines.append(("result", result))
    items = progress(state)
    if not items:
        lines.append(("none", translate("ObjectivesDock", "No objectives: the last side still fighting wins.")))
    for side in dict.fromkeys(i.objective.side for i in items):
        lines.append(("side", side_heading(state, side)))
        lines.extend(("objective", objective_line(state, i)) for i in items if i.objective.side == side)
    return tuple(lines)


_STYLE = {"result": "<p><b>{}</b></p>", "side": "<p style='margin-top:6px'><b>{}</b></p>",
          "objective": "<p style='margin-left:10px'>{}</p>", "none": "<p><i>{}</i></p>"}


class ObjectivesDock(QDockWidget):
    """Each side's objectives with their progress, the result once the battle is decided."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Objectives"), parent)
        self.setObjectName("objectives_dock")
        self.label = QLabel(self)
        self.label.setObjectName("objectives_text")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setMargin(6)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.label)
        self.setWidget(scroll)
        self.document: BattleDocument | None = None
        self._lines: tuple[tuple[str, str], ...] = ()

    def bind(self, document: BattleDocument) -> None:
        """Follow `document`'s state."""
        self.unbind()
        self.document = document
        document.state_changed.connect(self._refresh)
        self._refresh(document.state)

    def unbind(self) -> None:
        if self.document is not None:
            self.document.state_changed.disconnect(self._refresh)
            self.document = None

    def text(self) -> str:
        """The lines shown, one a line (for tests)."""
        return "\n".join(text for _, text in self._lines)

    def _refresh(self, state: BattleState) -> None:
        self._lines = dock_lines(state)
        self.label.setText("".join(_STYLE[role].format(escape(text)) for role, text in self._lines))
