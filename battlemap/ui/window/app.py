"""Starts the GUI: one QApplication, its interface language, one main window on a battle."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from battlemap import __version__, resources
from battlemap.bench.switch import first_paint_wanted
from battlemap.document.battle import BattleDocument
from battlemap.document.journal import recording
from battlemap.document.recent import RecentFiles
from battlemap.schema import LoadError
from battlemap.ui.window.main_window import MainWindow
from battlemap.ui.window.recovery import offer_recovery
from battlemap.ui.words.cjk_font import install_chinese_font, note_once, prefer_regional_family
from battlemap.ui.words.languages import chosen_language, install_language, open_settings

#: How long after the window shows the journal's record models are built (ms): past the
#: first paint, before a first drag is likely to end.
JOURNAL_WARM_UP_MS = 800


def build_window(document: BattleDocument, recent: RecentFiles) -> MainWindow:
    """The main window on `document` (the app's one door to it; `battlemap bench --render`
    opens it through here too)."""
    return MainWindow(document, recent)


def first_battle(path: str | None, language: str) -> BattleDocument:
    """The battle the window starts on: `path`, else the bundled default sample in the
    interface language's words (`document/sample_words.py`); LoadError lists a file's problems."""
    return BattleDocument.open(path, language=language)


def run_app(path: str | None, argv: list[str] | None = None, language: str | None = None) -> int:
    """Open the window on `path` (or the bundled default) and run the event loop.

    `language` (`battlemap --lang`) overrides the one stored by View >
    Language and the system's. A file that cannot be loaded is reported on
    stderr, problem by problem, and nothing opens: exit status 1, never a
    traceback.
    """
    settings = open_settings()
    chosen = chosen_language(language, settings)
    try:
        document = first_battle(path, chosen)
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
    installed = install_language(app, chosen)
    # Chinese with no system font for it falls back to the bundled subset (ui/words/cjk_font.py).
    # (With a system CJK font, its family of the language's regional forms, not fontconfig's pick.)
    fallback = install_chinese_font(app, installed.language) or prefer_regional_family(app, installed.language)
    recent = RecentFiles()
    if path is not None:
        recent.add(path)
    # A crash left an autosave newer than the file (or, started on the default battle, any
    # autosave): offer it before the window opens.
    document, recovered = offer_recovery(None, Path(path) if path is not None else None, document)
    window = build_window(document, recent)
    if recovered:
        window.undo_stack.resetClean()
        window.show_title()
    say_font_note(window, settings)
    window.show()
    collect_garbage_from_here()
    # Not needed to show the map (schema/journal_records.py): built once the window is up.
    QTimer.singleShot(JOURNAL_WARM_UP_MS, recording.warm_up)
    if first_paint_wanted():  # `battlemap bench --render` timing the cold start
        from battlemap.ui.window.first_paint import watch

        watch(window.view.viewport())
    try:
        return app.exec()
    finally:
        if fallback is not None:
            fallback.remove(app)
        installed.remove(app)


def collect_garbage_from_here() -> None:
    """Collection back on (`battlemap` starts with it off), past what the start built.

    Frozen first: the modules, the battle and the window live as long as the app, so no
    later collection walks them again (gc.freeze, as the Python docs advise after a start).
    """
    gc.freeze()
    gc.enable()


def say_font_note(window: MainWindow, settings: QSettings) -> None:
    """Once ever, with the bundled Chinese font in use: typed names may need a system font."""
    note = note_once(settings)
    if note is None:
        return
    bar = window.statusBar()
    # Beside the battle's summary, which stays until the next message.
    bar.showMessage("   ".join(part for part in (bar.currentMessage(), note) if part))
