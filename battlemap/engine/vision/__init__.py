"""Fog of war: which cells a side sees, by the rules' own lines of fire (see `sight`)."""

from battlemap.engine.vision.fog import SightCache
from battlemap.engine.vision.sight import cells_of, oracle_sees, seen_mask

__all__ = ["SightCache", "cells_of", "oracle_sees", "seen_mask"]
