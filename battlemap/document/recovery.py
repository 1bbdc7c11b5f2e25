"""What the user can do with an autosave left by a crash: recover it, discard it, or keep both.

- recover: the autosave's battle opens as the battle of its file (Save
  writes over the file, the window shows it changed);
- keep both: the autosave's battle is saved as a copy beside its file
  ("ford (recovered).json"), which opens; the file stays as it was;
- discard: the autosave is removed and the file opens as it is.
The window asks (ui/window/recovery.py); this module does, without Qt.
"""

from __future__ import annotations

from pathlib import Path

from battlemap.document.autosaves import Autosave, autosaves_in, read_autosave, recovered_copy_path, remove_autosave
from battlemap.document.battle import BattleDocument
from battlemap.document.paths import autosave_path, data_folder


def pending_autosave(source: Path | None, folder: Path | None = None) -> Autosave | None:
    """The autosave to offer when opening `source`: its own, when newer than the file.

    With no source (the app started on its default battle), the newest autosave left
    by any battle, the one a crash most likely interrupted.
    """
    folder = folder if folder is not None else data_folder()
    if source is None:
        left = autosaves_in(folder)
        return left[0] if left else None
    found = read_autosave(autosave_path(Path(source), folder=folder))
    return found if found is not None and found.newer_than_source() else None


def recover(autosave: Autosave, folder: Path | None = None) -> BattleDocument:
    """The autosave's battle, as the battle of its own file (LoadError when it does not load)."""
    document = BattleDocument.open(autosave.path, data_folder=folder)
    document.adopt(autosave.source, autosave.name)
    return document


def keep_both(autosave: Autosave, folder: Path | None = None) -> BattleDocument:
    """Save the autosave's battle as a copy beside its file, open that copy, drop the autosave."""
    document = BattleDocument.open(autosave.path, data_folder=folder)
    target = recovered_copy_path(autosave, folder if folder is not None else data_folder())
    target.parent.mkdir(parents=True, exist_ok=True)
    document.save(target)
    remove_autosave(autosave.path)
    return document


def discard(autosave: Autosave) -> None:
    remove_autosave(autosave.path)
