"""Pointer modes that take the map for one task: targeting, advance, drawing overwatch, picking cells."""
