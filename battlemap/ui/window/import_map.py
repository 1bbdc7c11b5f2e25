"""File > Import Map: a Universal VTT (Dungeondraft, DungeonFog...) or Tiled map saved as a battle, then opened.

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
from battlemap.document.imports.choosing import importable, imported_map
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
        ";;".join((translate("ImportMap", "Maps (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)"),
                   translate("ImportMap", "Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)"),
                   translate("ImportMap", "Tiled maps (*.tmx *.tmj *.json)"),
                   translate("ImportMap", "All files (*)"))))
    if not source:
        return None
    if not importable(Path(source)):
        QMessageBox.warning(parent, translate("ImportMap", "Cannot import the map"),
                            translate("ImportMap", "{name} is not a map Battlemap imports: a Universal VTT "
                                                   "file or a Tiled map.").format(name=Path(source).name))
        return None
    ruleset_id = ask_ruleset(parent)
    if ruleset_id is None:
        return None
    target, _ = QFileDialog.getSaveFileName(
        parent, translate("ImportMap", "Save the Imported Battle"), _suggested(Path(source)),
        translate("ImportMap", "Battlemap scenarios (*.json)"))
    if not target:
        return None
    path = Path(target)
    if path.resolve() == Path(source).resolve():
        QMessageBox.warning(parent, translate("ImportMap", "Cannot import the map"),
                            translate("ImportMap", "Save the battle under another name: it would overwrite "
                                                   "the map."))
        return None
    try:
        imported = imported_map(Path(source), stem=path.stem, ruleset_id=ruleset_id)
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


def _suggested(source: Path) -> str:
    """The battle's file name offered: the map's with `.json`, never the map itself (a Tiled `.json`)."""
    target = source.with_suffix(".json")
    return str(target.with_name(f"{source.stem}-battle.json") if target == source else target)


def ask_ruleset(parent: QWidget) -> str | None:
    """The ruleset to play the map by, picked by its name in the interface language."""
    ids = list(resources.ruleset_ids())
    names = [localized(r.names if (r := bundled_ruleset(i)) else None, i) for i in ids]
    default = ids.index("d20-mass") if "d20-mass" in ids else 0
    name, chosen = QInputDialog.getItem(parent, translate("ImportMap", "Import Map"),
                                        translate("ImportMap", "Play the map by the ruleset:"), names, default, False)
    return ids[names.index(name)] if chosen and name in names else None
