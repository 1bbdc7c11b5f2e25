"""Colours of the map, chosen to read from across the room on a projector."""

from __future__ import annotations

from PySide6.QtGui import QColor

TERRAIN_COLOURS: dict[str, str] = {
    "open": "#efe6cf",
    "wall": "#3b3b40",
    "low_wall": "#9a8468",
    "rough": "#c9b27c",
    "stakes": "#8c6d3f",
    "door": "#8a4f22",
    "open_door": "#d9b48a",
    "locked_door": "#5e3414",
    "reinforced_door": "#4a4038",
    "broken_door": "#b89a7a",
    "sensor_door": "#6f5a3c",
    "open_sensor_door": "#cdb38f",
    "water": "#7fb2d9",
    "deep_water": "#3f7fb5",
    "furniture": "#b08a5a",
    "trees": "#7fa35d",
}
UNKNOWN_TERRAIN = "#ff00ff"

SIDE_COLOURS: tuple[str, ...] = (
    "#2f6fd0",  # blue
    "#c83a32",  # red
    "#2e9a4b",  # green
    "#c9902a",  # amber
    "#7b4bb7",  # purple
    "#2aa0a5",  # teal
)
NAMED_SIDES: dict[str, str] = {
    "blue": "#2f6fd0",
    "red": "#c83a32",
    "green": "#2e9a4b",
    "yellow": "#c9a82a",
    "purple": "#7b4bb7",
}

GRID_LINE = "#6b6250"
MAP_BACKGROUND = "#20211f"


def terrain_colour(terrain_id: str) -> QColor:
    """Fill colour of a terrain type; magenta marks a type without a colour."""
    return QColor(TERRAIN_COLOURS.get(terrain_id, UNKNOWN_TERRAIN))


def side_colour(side: str, sides_in_order: list[str]) -> QColor:
    """A side's colour: its own name when it names a colour, else by order of appearance."""
    if side in NAMED_SIDES:
        return QColor(NAMED_SIDES[side])
    index = sides_in_order.index(side) if side in sides_in_order else 0
    return QColor(SIDE_COLOURS[index % len(SIDE_COLOURS)])

SELECTION_RING = "#ffd42a"
BADGE_FILL = "#f4f1e8"
BADGE_TEXT = "#1b1b1b"
RULER_BAND = "#cc1b1c1a"  # #AARRGGBB: translucent dark band
RULER_TEXT = "#e8e2d0"

# Overlays: reach shades by cost, threat hatched red, overwatch orange, the path white or red.
REACH = "#1f8f5f"
THREAT = "#d0342c"
WATCHED = "#f08c00"
PATH_LEGAL = "#161616"
PATH_ILLEGAL = "#e8302a"
REACTION_MARK = "#ffb000"
COVER_PARTIAL = "#2a5db0"
COVER_FULL = "#14306a"
CROWD_DENSITY = {"sparse": "#7fbf7f", "loose": "#f0c040", "dense": "#e05a3a"}
TARGET_LINE = "#ff3df2"
ACTIVE_TURN = "#ffd42a"  # the current actor's row in the Turn Order dock
TURN_MARKER = "#ffffff"  # the halo around the token whose turn it is: white on a dark band
TURN_MARKER_EDGE = "#111111"
TURN_BANNER = "#d9141414"  # #AARRGGBB: the turn banner's translucent dark plate
TURN_BANNER_TEXT = "#ffffff"
ZONE_OUTLINE = "#b04ae8"
ZONE_TEXT = "#f5e6ff"
ZONE_BAND = "#b0241a2e"  # #AARRGGBB: translucent dark band under a zone name
EDGE_WALL = "#1c1c20"
EDGE_DOOR = "#8a4f22"
# GM-only marks: a dark mine with a red core, a light rim so it reads on walls and on tokens.
MINE_BODY = "#26262a"
MINE_CORE = "#ff3b2f"
MINE_RIM = "#f4f1e8"
