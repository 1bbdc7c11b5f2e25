"""Terrain names and what terrain does, in the interface language ("Trees", "cost x2").

A ruleset names its terrain types in the languages it was written for
(`names`, e.g. en and ru for Fallout); in any other interface language the
English name is looked up here, so "Bad footing" reads in Russian even though
the GURPS ruleset has no Russian. The table holds the English name of every
terrain type of the bundled rulesets and of the default set (a test keeps it
so); a name it lacks (a user's own ruleset) stays as the ruleset writes it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.engine.battle.terrain import TerrainType
from battlemap.schema import Names
from battlemap.ui.words.names import preferred_languages

translate = QCoreApplication.translate

#: English terrain names (context "Terrain"): the default set's and the bundled rulesets'.
TERRAIN_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Terrain", "Open ground"),
    QT_TRANSLATE_NOOP("Terrain", "Wall"),
    QT_TRANSLATE_NOOP("Terrain", "Low wall"),
    QT_TRANSLATE_NOOP("Terrain", "Rough ground"),
    QT_TRANSLATE_NOOP("Terrain", "Door"),
    QT_TRANSLATE_NOOP("Terrain", "Open door"),
    QT_TRANSLATE_NOOP("Terrain", "Water"),
    QT_TRANSLATE_NOOP("Terrain", "Trees"),
    QT_TRANSLATE_NOOP("Terrain", "Stakes"),
    QT_TRANSLATE_NOOP("Terrain", "Shallow water"),
    QT_TRANSLATE_NOOP("Terrain", "Deep water"),
    QT_TRANSLATE_NOOP("Terrain", "Low fence"),
    QT_TRANSLATE_NOOP("Terrain", "Debris"),
    QT_TRANSLATE_NOOP("Terrain", "Motion-sensor door"),
    QT_TRANSLATE_NOOP("Terrain", "Open motion-sensor door"),
    QT_TRANSLATE_NOOP("Terrain", "Bad footing"),
    QT_TRANSLATE_NOOP("Terrain", "Stone wall"),
    QT_TRANSLATE_NOOP("Terrain", "Wooden wall (low)"),
    QT_TRANSLATE_NOOP("Terrain", "Cluttered"),
    QT_TRANSLATE_NOOP("Terrain", "Wooden door"),
    QT_TRANSLATE_NOOP("Terrain", "Locked wooden door"),
    QT_TRANSLATE_NOOP("Terrain", "Locked reinforced door"),
    QT_TRANSLATE_NOOP("Terrain", "Broken door"),
    QT_TRANSLATE_NOOP("Terrain", "Tree trunks"),
    QT_TRANSLATE_NOOP("Terrain", "Furniture"),
)

_COVER = {
    "none": QT_TRANSLATE_NOOP("Terrain", "none"),
    "partial": QT_TRANSLATE_NOOP("Terrain", "partial"),
    "full": QT_TRANSLATE_NOOP("Terrain", "full"),
}


def terrain_name(kind: TerrainType) -> str:
    """The terrain's name in the interface language (see `named_terrain`)."""
    return named_terrain(kind.names, kind.id)


def named_terrain(names: Names | None, terrain_id: str) -> str:
    """A terrain's name: the ruleset's own in the interface language, else its English name
    translated, else the id in words ("deep water")."""
    for tag in preferred_languages():
        if tag == "en":
            break
        if names is not None and names.get(tag):
            return names[tag]
    english = (names.get("en") if names is not None else None) or terrain_id.replace("_", " ")
    return translate("Terrain", english)


def movement_text(kind: TerrainType) -> str:
    """What the terrain does to a move: "impassable", "normal", "cost x2"."""
    if kind.blocks_movement:
        return translate("Terrain", "impassable")
    if kind.move_cost == 1:
        return translate("Terrain", "normal")
    return translate("Terrain", "cost x{n}").format(n=f"{kind.move_cost:g}")


def cover_word(cover: str) -> str:
    """The cover a terrain gives, one word ("partial"); an unknown kind as the file writes it."""
    word = _COVER.get(cover)
    return translate("Terrain", word) if word else cover.replace("_", " ")


def sight_text(kind: TerrainType) -> str:
    """Whether a line of sight passes: "blocks" or "clear"."""
    return translate("Terrain", "blocks") if kind.blocks_sight else translate("Terrain", "clear")


#: A zone's tags the systems read (Year Zero's zone features, the d20 objective).
_ZONE_TAGS = {
    "objective": QT_TRANSLATE_NOOP("TerrainWords", "objective"),
    "dark": QT_TRANSLATE_NOOP("TerrainWords", "dark"),
    "dim": QT_TRANSLATE_NOOP("TerrainWords", "dim light"),
    "cramped": QT_TRANSLATE_NOOP("TerrainWords", "cramped"),
    "cluttered": QT_TRANSLATE_NOOP("TerrainWords", "cluttered"),
}

#: A ruleset's own terrain fields (the system reads them): "{value}" is the field's value in words.
_FIELDS = {
    "surface": QT_TRANSLATE_NOOP("TerrainWords", "surface: {value}"),
    "hop_ap": QT_TRANSLATE_NOOP("TerrainWords", "hopping over: {value} AP"),
    "open_ap": QT_TRANSLATE_NOOP("TerrainWords", "opening: {value} AP"),
    "motion_sensor": QT_TRANSLATE_NOOP("TerrainWords", "opens for a moving token: {value}"),
    "toggles_to": QT_TRANSLATE_NOOP("TerrainWords", "opened or closed: {value}"),
    "cover_rating": QT_TRANSLATE_NOOP("TerrainWords", "cover rating {value}"),
    "mobility_roll": QT_TRANSLATE_NOOP("TerrainWords", "mobility roll to cross: {value}"),
    "door_damage": QT_TRANSLATE_NOOP("TerrainWords", "damage to break: {value}"),
    "door_armor": QT_TRANSLATE_NOOP("TerrainWords", "door armour {value}"),
    "locked": QT_TRANSLATE_NOOP("TerrainWords", "locked: {value}"),
}
_VALUES = {
    "soft": QT_TRANSLATE_NOOP("TerrainWords", "soft"),
    "sharp": QT_TRANSLATE_NOOP("TerrainWords", "sharp"),
    True: QT_TRANSLATE_NOOP("TerrainWords", "yes"),
    False: QT_TRANSLATE_NOOP("TerrainWords", "no"),
}


def zone_tag_text(tag: str) -> str:
    """A zone's tag in the interface language; an unknown one as written, with spaces."""
    known = _ZONE_TAGS.get(tag)
    return QCoreApplication.translate("TerrainWords", known) if known else tag.replace("_", " ")


def field_text(key: str, value: object, terrain_names: dict[str, str] | None = None) -> str:
    """One of a ruleset's terrain fields in words ("cover rating 8"); a field this table does not
    know as `key=value`. `terrain_names` names a terrain id a field refers to (`toggles_to`)."""
    words = _VALUES.get(value) if isinstance(value, (bool, str)) else None
    if words is not None:
        shown = QCoreApplication.translate("TerrainWords", words)
    elif isinstance(value, str) and terrain_names and value in terrain_names:
        shown = terrain_names[value]
    else:
        shown = str(value)
    template = _FIELDS.get(key)
    if template is None:
        return f"{key}={shown}"
    return QCoreApplication.translate("TerrainWords", template).format(value=shown)
