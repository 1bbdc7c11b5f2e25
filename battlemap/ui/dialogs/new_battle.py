"""File > New: an empty map for a ruleset, or a battle from the scenario library (the bundled
samples, each with its picture, notes and sides), played against the computer or at the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QListWidget,
    QListWidgetItem, QRadioButton, QSpinBox, QTextBrowser, QVBoxLayout, QWidget,
)

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.document.new_battles import empty_battle, sample_battle
from battlemap.document.opened import OpenedScenario
from battlemap.document.sample_library import LibraryEntry, library_entries, with_player
from battlemap.schema import MAX_CELLS, MAX_GRID_SIDE
from battlemap.ui.words.languages import language_of
from battlemap.ui.words.objectives import objective_words
from battlemap.ui.words.names import localized


class NewBattleDialog(QDialog):
    """Choose an empty map (ruleset, grid kind, size) or a sample; `battle(name)` opens it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New battle"))
        self.empty = QRadioButton(self.tr("&Empty map"), self)
        self.sample = QRadioButton(self.tr("From the &library"), self)
        self.empty.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.empty)
        group.addButton(self.sample)
        self.ruleset = QComboBox(self)
        for ruleset_id in resources.ruleset_ids():
            ruleset = bundled_ruleset(ruleset_id)
            self.ruleset.addItem(localized(ruleset.names if ruleset else None, ruleset_id), ruleset_id)
        self.kind = QComboBox(self)
        kinds = (
            (self.tr("Squares"), ("square", None)),
            (self.tr("Hexes, flat top"), ("hex", "flat")),
            (self.tr("Hexes, pointy top"), ("hex", "pointy")),
        )
        for text, data in kinds:
            self.kind.addItem(text, data)
        self.cols = self._side(24)
        self.rows = self._side(16)
        # Each side at most what keeps the map within MAX_CELLS cells, given the other side:
        # a map the loader would refuse cannot be asked for.
        self.cols.valueChanged.connect(lambda cols: self.rows.setMaximum(_most_across(cols)))
        self.rows.valueChanged.connect(lambda rows: self.cols.setMaximum(_most_across(rows)))
        self.entries = library_entries(language_of(QLocale()))
        self.samples = _library_list(self, self.entries)
        self.about = QTextBrowser(self)  # the chosen battle's ruleset, sides and notes
        self.about.setMinimumWidth(320)
        self.you_play = QComboBox(self)
        self.samples.currentRowChanged.connect(self._show_entry)
        form = QFormLayout()
        form.addRow(self.empty)
        form.addRow(self.tr("Ruleset"), self.ruleset)
        form.addRow(self.tr("Grid"), self.kind)
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.tr("Rows"), self.rows)
        form.addRow(self.sample)
        library = QHBoxLayout()
        library.addWidget(self.samples)
        library.addWidget(self.about, 1)
        form.addRow(library)
        form.addRow(self.tr("You play"), self.you_play)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.empty.toggled.connect(self._enable)
        self.samples.setCurrentRow(0)
        self.resize(860, 680)  # room for several pictures and the notes beside them
        self._enable(True)

    def _side(self, value: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setRange(1, MAX_GRID_SIDE)
        box.setValue(value)
        return box

    def _enable(self, empty: bool) -> None:
        for widget in (self.ruleset, self.kind, self.cols, self.rows):
            widget.setEnabled(empty)
        for widget in (self.samples, self.about, self.you_play):
            widget.setEnabled(not empty)

    def _show_entry(self, row: int) -> None:
        """The chosen battle's words beside the list, and who may play it."""
        if not 0 <= row < len(self.entries):
            return
        entry = self.entries[row]
        ruleset = bundled_ruleset(entry.ruleset)
        heading = localized(ruleset.names if ruleset else None, entry.ruleset)
        sides = ", ".join(side.name for side in entry.sides)
        self.about.setPlainText("\n".join([entry.title, f"{heading} · {sides}", "", *_objective_lines(entry),
                                            "", entry.notes]))
        self.you_play.clear()
        for side in entry.sides:
            self.you_play.addItem(self.tr("{side} against the computer").format(side=side.name), side.id)
        self.you_play.addItem(self.tr("Every side, at the table"), None)
        solo = entry.solo_side
        self.you_play.setCurrentIndex(self.you_play.findData(solo) if solo else self.you_play.count() - 1)

    def battle(self, name: str) -> OpenedScenario:
        """The battle chosen, called `name` until saved (call after the dialog was accepted)."""
        if self.sample.isChecked():
            entry = self.entries[self.samples.currentRow()]
            # In the interface language's words where the sample has them (document/sample_words.py).
            opened = sample_battle(str(resources.scenario_file(entry.file)), name, language=language_of(QLocale()))
            return with_player(opened, self.you_play.currentData())
        kind, orientation = self.kind.currentData()
        return empty_battle(
            self.ruleset.currentData(), kind, self.cols.value(), self.rows.value(),
            name=name, orientation=orientation,
        )


def _objective_lines(entry: LibraryEntry) -> list[str]:
    """ "Blue: Hold The bridge; Destroy Red", a line per side with objectives."""
    lines = []
    for side in dict.fromkeys(o.side for o in entry.objectives):
        said = [o.name or objective_words(o.kind, zone=o.zone, side=o.target, rounds=o.rounds, token=o.token)
                for o in entry.objectives if o.side == side]
        lines.append(QCoreApplication.translate("NewBattleDialog", "{side}: {objectives}").format(
            side=entry.side_name(side), objectives="; ".join(said)))
    return lines


#: How big a library battle's picture is drawn in the list (its file is twice as big).
THUMBNAIL = QSize(120, 80)


def _library_list(parent: QWidget, entries: tuple[LibraryEntry, ...]) -> QListWidget:
    """The library's battles by title, each with its picture; the file name in the tooltip."""
    listing = QListWidget(parent)
    listing.setIconSize(THUMBNAIL)
    listing.setMinimumWidth(THUMBNAIL.width() + 200)
    listing.setWordWrap(True)
    listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    for entry in entries:
        item = QListWidgetItem(entry.title, listing)
        item.setToolTip(entry.file)
        if entry.thumbnail is not None:
            picture = QPixmap()
            picture.loadFromData(entry.thumbnail, "PNG")
            item.setIcon(QIcon(picture))
    return listing


def _most_across(other: int) -> int:
    """The longest side a map may have beside a side of `other` cells."""
    return min(MAX_GRID_SIDE, MAX_CELLS // max(1, other))
