"""The question after a crash: an autosave holds work the file does not; recover it, discard it,
or keep both (document/recovery.py does each)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from battlemap.document.autosaves import Autosave
from battlemap.document.battle import BattleDocument
from battlemap.document.recovery import discard, keep_both, pending_autosave, recover
from battlemap.schema import LoadError

RECOVER, DISCARD, KEEP_BOTH, LATER = "recover", "discard", "keep_both", "later"

translate = QCoreApplication.translate


def ask(parent: QWidget | None, autosave: Autosave) -> str:
    """Recover, Discard or Keep Both (Escape: later, the autosave stays for next time)."""
    when = datetime.fromtimestamp(autosave.mtime).strftime("%Y-%m-%d %H:%M")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Recovery", "Recover unsaved work?"))
    where = str(autosave.source) if autosave.source is not None else translate("Recovery", "a battle never saved")
    box.setText(translate("Recovery", "Battlemap was closed before {name} was saved.").format(name=autosave.name))
    box.setInformativeText(translate(
        "Recovery", "An autosave from {when} holds work that {where} does not. Recover it, "
        "discard it, or keep both (the recovered battle is saved as a copy beside the file).").format(
            when=when, where=where))
    buttons = {
        box.addButton(translate("Recovery", "&Recover"), QMessageBox.ButtonRole.AcceptRole): RECOVER,
        box.addButton(translate("Recovery", "&Discard"), QMessageBox.ButtonRole.DestructiveRole): DISCARD,
        box.addButton(translate("Recovery", "&Keep Both"), QMessageBox.ButtonRole.ActionRole): KEEP_BOTH,
    }
    later = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(later)
    box.setDefaultButton(next(iter(buttons)))
    box.exec()
    return buttons.get(box.clickedButton(), LATER)


def offer_recovery(parent: QWidget | None, source: Path | None, opened: BattleDocument,
                   *, folder: Path | None = None) -> tuple[BattleDocument, bool]:
    """The battle to show after opening `source` (`opened`), once any autosave was offered.

    Returns the document and whether it holds recovered, unsaved work.
    """
    autosave = pending_autosave(source, folder)
    if autosave is None:
        return opened, False
    choice = ask(parent, autosave)
    try:
        if choice == RECOVER:
            return recover(autosave, folder), True
        if choice == KEEP_BOTH:
            return keep_both(autosave, folder), False
    except (LoadError, OSError, ValueError) as error:
        QMessageBox.warning(parent, translate("Recovery", "Cannot recover"), str(error))
        return opened, False
    if choice == DISCARD:
        discard(autosave)
    return opened, False
