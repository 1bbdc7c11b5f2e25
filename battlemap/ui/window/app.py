"""Starts the GUI: one QApplication, its interface language, one main window on a battle."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from battlemap import __version__, resources
from battlemap.document.battle import BattleDocument
from battlemap.document.recent import RecentFiles
from battlemap.schema import LoadError
from battlemap.ui.window.main_window import MainWindow
from battlemap.ui.window.recovery import offer_recovery
from battlemap.ui.words.languages import chosen_language, install_language, open_settings


def run_app(path: str | None, argv: list[str] | None = None, language: str | None = None) -> int:
    """Open the window on `path` (or the bundled default) and run the event loop.

    `language` (`battlemap --lang`) overrides the one stored by View >
    Language and the system's. A file that cannot be loaded is reported on
    stderr, problem by problem, and nothing opens: exit status 1, never a
    traceback.
    """
    try:
        document = BattleDocument.open(path)
    except LoadError as error:
        print(error, file=sys.stderr)
        return 1
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("Battlemap")
    app.setApplicationVersion(__version__)
    # The desktop file names the icon on Wayland; the window icon serves everywhere else.
    app.setDesktopFileName("battlemap")
    app.setWindowIcon(QIcon(str(resources.asset_file("icons/battlemap.svg"))))
    # Installed before any widget exists: menus and docks translate as they are built.
    installed = install_language(app, chosen_language(language, open_settings()))
    recent = RecentFiles()
    if path is not None:
        recent.add(path)
    # A crash left an autosave newer than the file (or, started on the default battle, any
    # autosave): offer it before the window opens.
    document, recovered = offer_recovery(None, Path(path) if path is not None else None, document)
    window = main_window(document, recent)
    if recovered:
        window.undo_stack.resetClean()
        window.show_title()
    window.show()
    try:
        return app.exec()
    finally:
        installed.remove(app)


def main_window(document: BattleDocument, recent: RecentFiles | None = None) -> MainWindow:
    """The main window on `document`, not yet shown: what `run_app` opens (and the opening
    bench times), made here only, as every other room reaches the window through its parts."""
    return MainWindow(document, recent)
