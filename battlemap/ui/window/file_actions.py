"""File > New, Open, Open Recent, Save, Save As, and the unsaved-changes prompt.

Saving goes through the document (atomic: a failed save leaves the old
file whole); the undo stack's clean state says whether there is anything to
save, and is set clean after a save. Opening replaces the window's document
only after the file loaded; a file that does not load lists its problems
and the battle on screen stays. Opening a file whose autosave holds newer
work offers to recover it (ui/window/recovery.py); changes thrown away on
purpose take their autosave with them. Export Image draws the GM's or the
players' view to a PNG with `battlemap render`'s drawing
(ui/map/render_image.py), written atomically.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from battlemap.document.battle import SAVE_SUFFIX, BattleDocument, InReplay, NeedsPath
from battlemap.document.opened import OpenedScenario
from battlemap.document.recent import RecentFiles
from battlemap.schema import LoadError, atomic_write_bytes
from battlemap.ui.map.render_image import DEFAULT_SIZE, GM_VIEW, PLAYER_VIEW, map_picture
from battlemap.ui.window.recovery import offer_recovery
from battlemap.ui.window.window_parts import WindowWidget

UNTITLED = QT_TRANSLATE_NOOP("FileActions", "Untitled")
PNG_SUFFIX = ".png"


def untitled() -> str:
    """The name of a battle not saved yet, in the user's language."""
    return QCoreApplication.translate("FileActions", UNTITLED)


class FileWindow(WindowWidget, Protocol):
    """What the file actions need of the window: its battle, whether it changed, a way to replace it."""

    document: BattleDocument
    undo_stack: QUndoStack

    def set_document(self, document: BattleDocument) -> None: ...

    def show_title(self) -> None: ...


class FileActions(QObject):
    """The window's file commands; `recent` keeps the Open Recent list."""

    def __init__(self, window: FileWindow, recent: RecentFiles | None) -> None:
        super().__init__(window.window())
        self.window = window
        self.recent = recent
        self.recent_menu = QMenu(self.tr("Open &Recent"), window.window())
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()

    @property
    def _parent(self) -> QWidget:
        """The window as the parent of the prompts and file dialogs."""
        return self.window.window()

    # --- asking ------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Before the battle is closed or replaced: True when it may go (saved or discarded)."""
        if self.window.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self._parent,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {name} first?").format(name=self.window.document.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.window.document.discard_autosave()  # thrown away on purpose: nothing to recover
            return True
        return False

    # --- new and open ---------------------------------------------------------------------
    def new_from(self, opened: OpenedScenario) -> bool:
        """Replace the battle by a new one (after the unsaved-changes prompt)."""
        if not self.maybe_save():
            return False
        self.window.set_document(BattleDocument(opened))
        return True

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(
            self._parent, self.tr("Open scenario"), "",
            self.tr("Battlemap scenarios (*.json *.toml);;All files (*)"),
        )
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str | Path, *, ask: bool = True) -> bool:
        """Open a scenario file; on failure list its problems and keep the current battle."""
        if ask and not self.maybe_save():
            return False
        try:
            document = BattleDocument.open(path)
        except LoadError as error:
            QMessageBox.warning(self._parent, self.tr("Cannot open scenario"), str(error))
            if self.recent is not None and not Path(path).exists():
                self.recent.remove(path)
            return False
        document, recovered = offer_recovery(self._parent, Path(path), document)
        self.window.set_document(document)
        if recovered:
            self.window.undo_stack.resetClean()  # the recovered work is not in the file yet
            self.window.show_title()
        if self.recent is not None:
            self.recent.add(path)
        return True

    def _fill_recent(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.recent.files() if self.recent is not None else ()
        for path in files:
            action = QAction(path.name, menu)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
            menu.addAction(action)
        menu.setEnabled(bool(files))
        if files:
            menu.addSeparator()
            clear = QAction(self.tr("&Clear List"), menu)
            clear.triggered.connect(self.recent.clear)
            menu.addAction(clear)

    # --- saving ---------------------------------------------------------------------------
    def save(self) -> bool:
        """Save to the battle's file, or ask where (Save As) when it has none."""
        try:
            target = self.window.document.save()
        except NeedsPath:
            return self.save_as()
        except (OSError, ValueError, LoadError, InReplay) as error:
            return self._save_failed(error)
        self._saved(target)
        return True

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(
            self._parent, self.tr("Save scenario as"), self._suggested_name(),
            self.tr("Battlemap scenarios (*.json)"),
        )
        if not path:
            return False
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save to `path` (a .json is added when missing); the battle's file becomes `path`."""
        target = Path(path)
        if target.suffix.lower() != SAVE_SUFFIX:
            target = target.with_name(target.name + SAVE_SUFFIX)
        try:
            self.window.document.save(target)
        except (OSError, ValueError, LoadError, InReplay) as error:
            return self._save_failed(error)
        self._saved(target)
        return True

    def _suggested_name(self) -> str:
        document = self.window.document
        source = document.source_path
        if source is not None:
            return str(source.with_suffix(SAVE_SUFFIX))
        return f"{document.name}{SAVE_SUFFIX}"

    def _saved(self, target: Path) -> None:
        self.window.undo_stack.setClean()
        self.window.show_title()
        self.window.statusBar().showMessage(self.tr("Saved {path}").format(path=target), 5000)
        if self.recent is not None:
            self.recent.add(target)

    def _save_failed(self, error: Exception) -> bool:
        QMessageBox.critical(self._parent, self.tr("Cannot save"), str(error))
        return False

    # --- exporting a picture -----------------------------------------------------------------
    def export_image(self, view: str) -> bool:
        """File > Export Image: ask where, then draw `view` ("gm" or "player") there."""
        title = (self.tr("Export the GM view as an image") if view == GM_VIEW
                 else self.tr("Export the Player View as an image"))
        path, _ = QFileDialog.getSaveFileName(
            self._parent, title, self._suggested_image(view), self.tr("PNG images (*.png)"))
        if not path:
            return False
        return self.export_image_to(path, view)

    def export_image_to(self, path: str | Path, view: str) -> bool:
        """Draw `view` at 1920x1080 to `path` (a .png is added when missing); say where in the status bar."""
        target = Path(path)
        if target.suffix.lower() != PNG_SUFFIX:
            target = target.with_name(target.name + PNG_SUFFIX)
        try:
            atomic_write_bytes(target, map_picture(self.window.document, view, DEFAULT_SIZE,
                                                   side=self._fog_side(view)).png)
        except OSError as error:
            reason = error.strerror or str(error)  # not the temporary file's name
            QMessageBox.critical(self._parent, self.tr("Cannot export image"),
                                 self.tr("Cannot write {path}: {reason}").format(path=target, reason=reason))
            return False
        text = (self.tr("Exported the GM view to {path}") if view == GM_VIEW
                else self.tr("Exported the Player View to {path}"))
        self.window.statusBar().showMessage(text.format(path=target), 8000)
        return True

    def _fog_side(self, view: str) -> str | None:
        """The sides whose fog the window's Player View shows now, joined by commas (None: no fog;
        the picture's Player View follows the battle's own fog by itself)."""
        fog = self.window.document.state.fog
        return ",".join(fog.sides) if view == PLAYER_VIEW and fog.enabled and fog.sides else None

    def _suggested_image(self, view: str) -> str:
        """`<battle file's stem>-gm.png` beside the battle's file (the name `battlemap render` picks)."""
        source = self.window.document.source_path
        stem = source.stem if source is not None else self.window.document.name
        name = f"{stem}-{view}{PNG_SUFFIX}"
        return str(source.with_name(name)) if source is not None else name
