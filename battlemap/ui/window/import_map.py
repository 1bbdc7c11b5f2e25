"""File > Import Map: a Universal VTT map (Dungeondraft, DungeonFog...) saved as a battle, then opened.

The GM picks the map, the ruleset to play it by and where to save the battle;
the picture is written beside it (`document/imports`). A bad map lists its
problems and writes nothing; the battle open now stays open.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from battlemap import resources
from battlemap.document.imports.saving import write_imported
from battlemap.document.imports.uvtt import converted, read_uvtt
from battlemap.document.library import bundled_ruleset
from battlemap.schema import LoadError
from battlemap.ui.words.names import localized

translate = QCoreApplication.translate


def import_map(parent: QWidget, files) -> Path | None:
    """Ask for a map, a ruleset and a battle file; write and open it. The battle written, or None."""
    if not files.maybe_save():
        return None
    source, _ = QFileDialog.getOpenFileName(
        parent, translate("ImportMap", "Import Map"), "",
        translate("ImportMap", "Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt);;All files (*)"))
    if not source:
        return None
    ruleset_id = ask_ruleset(parent)
    if ruleset_id is None:
        return None
    target, _ = QFileDialog.getSaveFileName(
        parent, translate("ImportMap", "Save the Imported Battle"), str(Path(source).with_suffix(".json")),
        translate("ImportMap", "Battlemap scenarios (*.json)"))
    if not target:
        return None
    path = Path(target)
    try:
        imported = converted(read_uvtt(Path(source)), source=Path(source).name, stem=path.stem,
                             ruleset_id=ruleset_id)
        write_imported(imported, path)
    except LoadError as error:
        QMessageBox.warning(parent, translate("ImportMap", "Cannot import the map"), str(error))
        return None
    except OSError as error:
        QMessageBox.warning(parent, translate("ImportMap", "Cannot import the map"),
                            translate("ImportMap", "Cannot write {path}: {error}").format(
                                path=path, error=error.strerror or error))
        return None
    files.open_path(path, ask=False)
    return path


def ask_ruleset(parent: QWidget) -> str | None:
    """The ruleset to play the map by, picked by its name in the interface language."""
    ids = list(resources.ruleset_ids())
    names = [localized(r.names if (r := bundled_ruleset(i)) else None, i) for i in ids]
    default = ids.index("d20-mass") if "d20-mass" in ids else 0
    name, chosen = QInputDialog.getItem(parent, translate("ImportMap", "Import Map"),
                                        translate("ImportMap", "Play the map by the ruleset:"), names, default, False)
    return ids[names.index(name)] if chosen and name in names else None
