"""Starts the GUI: one QApplication, one main window on a battle."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from battlemap import __version__
from battlemap.document.battle import BattleDocument
from battlemap.document.recent import RecentFiles
from battlemap.schema import LoadError
from battlemap.ui.main_window import MainWindow


def run_app(path: str | None, argv: list[str] | None = None) -> int:
    """Open the window on `path` (or the bundled default) and run the event loop.

    A file that cannot be loaded is reported on stderr, problem by problem,
    and nothing opens: exit status 1, never a traceback.
    """
    try:
        document = BattleDocument.open(path)
    except LoadError as error:
        print(error, file=sys.stderr)
        return 1
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("Battlemap")
    app.setApplicationVersion(__version__)
    recent = RecentFiles()
    if path is not None:
        recent.add(path)
    window = MainWindow(document, recent)
    window.show()
    return app.exec()
