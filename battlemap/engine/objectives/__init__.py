"""Objectives judged: each side's progress, and when and to whom the battle is decided."""
