"""Attacks: attack models and their explanation, lines of fire, cover, crowds, ranges, resolving."""
