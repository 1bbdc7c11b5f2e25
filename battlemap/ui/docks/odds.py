"""The Odds dock: the attack being aimed, its exact chance written large, its distribution charted.

Everything comes from the engine's `explain_attack`: the roll ("d20 + 5 >
17"), every modifier with its source, the line of fire's cover and the range
band, every reason the attack is impossible, and the outcome distribution
(margins for d20, GURPS and Fallout, successes for Year Zero dice pools),
drawn as a pyqtgraph bar chart. Bars that count as a hit are coloured when
the engine's probability tells which outcomes those are. The chart
(`odds_chart.py`, with pyqtgraph and numpy: most of a second to import) is
built when the dock is first shown or first has bars to draw, not at start.
"""

from __future__ import annotations

from fractions import Fraction

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QSizePolicy, QVBoxLayout, QWidget

from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.attacks.explain import AttackExplanation
from battlemap.engine.battle.modifiers import Named
from battlemap.schema import Ruleset
from battlemap.ui.words.defences import defence_text
from battlemap.ui.words.lines import cover_text, range_text
from battlemap.ui.words.modifiers import modifier_row
from battlemap.ui.words.named import named_text
from battlemap.ui.words.reasons import reasons_text
from battlemap.ui.words.rolls import roll_text

if TYPE_CHECKING:
    from battlemap.ui.docks.odds_chart import OddsChart


def percent(probability: Fraction) -> str:
    """A chance as a person reads it: "45 %", "0.5 %", "100 %"."""
    value = float(probability) * 100
    text = f"{value:.1f}".rstrip("0").rstrip(".") if value >= 1 or value == 0 else f"{value:.2g}"
    return f"{text} %"


def hit_threshold(distribution: Distribution, probability: Fraction) -> int | None:
    """The least outcome counting as a hit, when the chance is exactly 'outcome >= k'."""
    if probability <= 0:
        return None
    for outcome in distribution.outcomes():
        if distribution.at_least(outcome) == probability:
            return outcome
    return None


class OddsDock(QDockWidget):
    """Shows one AttackExplanation (or nothing)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Odds"), parent)
        self.setObjectName("odds_dock")
        self.title = QLabel(self)
        self.chance = QLabel(self)
        font = QFont()
        font.setPixelSize(40)
        font.setBold(True)
        self.chance.setFont(font)
        self.chance.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.roll = QLabel(self)
        self.roll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.situation = QLabel(self)
        self.situation.setWordWrap(True)
        self.modifiers = QListWidget(self)
        # The dock shares the narrow right column: long modifier labels wrap instead of scrolling sideways.
        self.modifiers.setWordWrap(True)
        self.modifiers.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reasons = QLabel(self)
        self.reasons.setWordWrap(True)
        self.reasons.setStyleSheet("color: #c0392b;")
        # The chart's place, filled by `_ensure_chart` (pyqtgraph is imported then).
        self.chart_box = QWidget(self)
        QVBoxLayout(self.chart_box).setContentsMargins(0, 0, 0, 0)
        self.chart_box.setMinimumHeight(140)
        # What a bar means, under the chart (the chart itself is built later, lazily).
        self.legend = QLabel(self.tr("Each bar is the chance of one result of the roll; green bars hit."), self)
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #555;")
        self.chart: OddsChart | None = None
        self._charted: tuple[Distribution | None, int | None] = (None, None)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        for widget in (self.title, self.chance, self.roll, self.situation, self.reasons,
                       self.chart_box, self.legend, self.modifiers):
            layout.addWidget(widget)
        # The texts wrap to the column they are given and never ask for more width: a long
        # title (the hint in Russian, an attacker's name) widened the right column as aiming
        # began or ended, and the map beside it moved under the pointer.
        for label in (self.title, self.roll, self.situation, self.reasons, self.legend):
            label.setWordWrap(True)
            policy = label.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            label.setSizePolicy(policy)
        self.setWidget(body)
        self.visibilityChanged.connect(self._visibility_changed)
        self.explanation: AttackExplanation | None = None
        self.show_explanation(None)

    def show_explanation(self, explanation: AttackExplanation | None, names: dict[str, str] | None = None,
                         ruleset: Ruleset | None = None) -> None:
        """Show an attack's odds (None: nothing aimed); the ruleset names weapons and postures."""
        self.explanation = explanation
        names = names or {}
        if explanation is None:
            self.title.setText(self.tr("Right-click a token and choose Attack to aim."))
            for label in (self.chance, self.roll, self.situation, self.reasons):
                label.setText("")
            self.modifiers.clear()
            self._chart(None, None)
            return
        self.title.setText(self.tr("{attacker} attacks {target}").format(
            attacker=names.get(explanation.attacker, explanation.attacker),
            target=names.get(explanation.target, explanation.target)))
        self.chance.setText(percent(explanation.probability))
        if explanation.line_of_fire.clear:
            self.roll.setText(roll_text(explanation.roll) + (f"  ({defence_text(explanation.defence)})"
                                                  if explanation.defence else ""))
        else:  # no roll to make: say why rather than show a formula nobody rolls
            self.roll.setText(self.tr("No line of fire: full cover between them."))
        self.situation.setText(situation_text(explanation, ruleset))
        self.reasons.setText(reasons_text(explanation.reasons, names))
        self.modifiers.clear()
        for modifier in explanation.modifiers:
            self.modifiers.addItem(modifier_row(modifier, ruleset, source=True))
        threshold = hit_threshold(explanation.distribution, explanation.probability)
        self._chart(explanation.distribution, threshold)

    def _chart(self, distribution: Distribution | None, threshold: int | None) -> None:
        self._charted = (distribution, threshold)
        if distribution is not None or self.chart is not None:
            self._ensure_chart().draw(distribution, threshold)

    def _ensure_chart(self) -> OddsChart:
        """The chart, built (and pyqtgraph imported) on first need."""
        if self.chart is None:
            from battlemap.ui.docks.odds_chart import OddsChart

            self.chart = OddsChart(self.chart_box)
            self.chart_box.layout().addWidget(self.chart.plot)
            self.chart.plot.show()  # a child added to a shown widget stays hidden until told
        return self.chart

    def _visibility_changed(self, visible: bool) -> None:
        """Shown or its tab raised (a dock behind another tab gets a show event, not this):
        the chart, empty axes or bars, appears with it."""
        if visible and self.chart is None:
            self._ensure_chart().draw(*self._charted)

    @property
    def bars(self):
        """The chart's bar item (None: no bars drawn, or no chart yet)."""
        return self.chart.bars if self.chart is not None else None

    @property
    def chance_text(self) -> str:
        return self.chance.text()

    def modifier_lines(self) -> list[str]:
        return [self.modifiers.item(i).text() for i in range(self.modifiers.count())]


def situation_text(explanation: AttackExplanation, ruleset: Ruleset | None = None) -> str:
    """Weapon, cover, range and band of the line of fire: "bow: partial cover, 7 yd (Long)"."""
    weapon = (named_text(Named("weapons", explanation.weapon, explanation.weapon), ruleset) if explanation.weapon
              else QCoreApplication.translate("OddsDock", "no weapon"))
    return QCoreApplication.translate("OddsDock", "{weapon}: {cover}, {range}").format(
        weapon=weapon, cover=cover_text(explanation.line_of_fire.cover), range=range_text(explanation.range))
