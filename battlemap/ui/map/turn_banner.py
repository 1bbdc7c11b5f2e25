"""The turn banner: whose turn it is and what it has left, pinned to the top of a map view.

A plain widget in the view's top margin (not a scene item, and not over the
viewport), so it stays where it is while the map pans and zooms and never
covers a cell, in large type a table reads from across the room: "Round 2 ·
Blue knights (Blue)" over "standard + move + swift, 4 squares left" (the
budget in the system's words, `words/costs`). The view gives it the margin
(`setViewportMargins`) while someone has the turn; its type grows with the
view's height and shrinks when a long name in a long language would not fit
the view's width; `print_scale` makes it larger still (large print).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QVBoxLayout

from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.palette import TURN_BANNER, TURN_BANNER_TEXT
from battlemap.ui.words.costs import budget_left_text
from battlemap.ui.words.outcome import outcome_text

#: The headline's type as a share of the view's height, and its bounds (pixels).
_TYPE_SHARE = 1 / 25
_TYPE_MIN, _TYPE_MAX = 16, 44
#: The budget line's type, as a share of the headline's.
_SECOND = 0.72
#: Room left and right of the text (pixels).
_SIDES = 48


def banner_lines(state: BattleState, show_hidden: bool = True,
                 concealed: bool = False) -> tuple[str, str] | None:
    """(headline, budget line) of the active token's turn; None when nobody has the turn.

    Once the battle is decided the headline is its result ("Blue wins: held the ford for 3
    rounds") and the turn, if someone still has one, the second line: the fight may go on by
    hand, and the table still reads who won. Without `show_hidden` (the players' view) a hidden token's turn shows the round only, and so
    does a `concealed` one's (standing in the players' fog of war): its name is not theirs to read."""
    turn = _turn_lines(state, show_hidden, concealed)
    result = outcome_text(state)
    if result is None:
        return turn
    return result, turn[0] if turn is not None else ""


def _turn_lines(state: BattleState, show_hidden: bool, concealed: bool) -> tuple[str, str] | None:
    active = state.combat.active
    if active is None or not state.has_token(active):
        return None
    token = state.token(active)
    if concealed or (token.hidden and not show_hidden):
        return QCoreApplication.translate("TurnBanner", "Round {round}").format(round=state.combat.round), ""
    headline = QCoreApplication.translate("TurnBanner", "Round {round} · {name} ({side})").format(
        round=state.combat.round, name=token.name, side=state.side_name(token.side))
    left = QCoreApplication.translate("TurnBanner", "{left} left").format(left=budget_left_text(state, token))
    return headline, left


class TurnBanner(QFrame):
    """The banner over one map view; `show_state` fills it, the view places it on resize."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.setObjectName("turn_banner")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            f"#turn_banner {{ background: {_css(TURN_BANNER)}; }}"
            f"#turn_banner QLabel {{ color: {TURN_BANNER_TEXT}; background: transparent; }}")
        self.headline = QLabel(self)
        self.budget = QLabel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(_SIDES // 2, 4, _SIDES // 2, 6)
        layout.setSpacing(2)
        for label in (self.headline, self.budget):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(label)
        # A battle's result can be longer than a narrow view is wide at the least type: it wraps.
        self.headline.setWordWrap(True)
        self._view = view
        #: How much larger than normal the type is (large print on a projector: 1.6).
        self.print_scale = 1.0
        self.hide()

    def show_state(self, state: BattleState, show_hidden: bool = True, concealed: bool = False) -> None:
        """Say whose turn it is in `state` (hidden when nobody's; see `banner_lines`)."""
        lines = banner_lines(state, show_hidden, concealed)
        if lines is None:
            self.hide()
            self._view.setViewportMargins(0, 0, 0, 0)
            return
        self.headline.setText(lines[0])
        self.budget.setText(lines[1] or " ")  # the banner keeps its height: the map does not move
        self.show()
        self.raise_()
        self.place()

    def text(self) -> str:
        """Both lines, as shown (for tests)."""
        return "" if self.isHidden() else f"{self.headline.text()}\n{self.budget.text()}".strip()

    def place(self) -> None:
        """Size the type to the view and take the top of it, the viewport below."""
        if self.isHidden():
            return
        view = self._view
        frame = view.frameWidth()
        width, height = view.width() - 2 * frame, view.height() - 2 * frame
        least, most = round(_TYPE_MIN * self.print_scale), round(_TYPE_MAX * self.print_scale)
        size = max(least, min(most, round(height * _TYPE_SHARE * self.print_scale)))
        while size > least and self._widest(size) > width - _SIDES:
            size -= 2
        self._set_type(size)
        layout = self.layout()
        tall = layout.heightForWidth(width) if layout.hasHeightForWidth() else self.sizeHint().height()
        self.setGeometry(frame, frame, width, tall)
        if view.viewportMargins().top() != tall:
            view.setViewportMargins(0, tall, 0, 0)

    def _widest(self, size: int) -> int:
        head, second = _font(size, bold=True), _font(round(size * _SECOND), bold=False)
        return max(QFontMetrics(head).horizontalAdvance(self.headline.text()),
                   QFontMetrics(second).horizontalAdvance(self.budget.text()))

    def _set_type(self, size: int) -> None:
        self.headline.setFont(_font(size, bold=True))
        self.budget.setFont(_font(round(size * _SECOND), bold=False))


def _font(pixels: int, *, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, pixels))
    font.setBold(bold)
    return font


def _css(argb: str) -> str:
    """'#AARRGGBB' as a style sheet's rgba()."""
    alpha, red, green, blue = (int(argb[i:i + 2], 16) for i in (1, 3, 5, 7))
    return f"rgba({red}, {green}, {blue}, {alpha})"
