"""The rules engine: pure functions over frozen values, no Qt.

Battle state, movement maps, reach and threat, lines of fire and cover, crowd
density, reactions along a path, modifiers and exact odds. What only one game
system does lives in ``engine.systems``.
"""
