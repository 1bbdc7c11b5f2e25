"""Battlemap: a desktop battle map that knows the rules."""

__version__ = "0.1.0"
