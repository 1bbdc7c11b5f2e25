"""An objective in the interface language, from its kind and the names it points at.

The Objectives dock words a battle's objectives from its state; File > New
words a library battle's from its file, before any battle is built. Both say
them here, so "Hold The ford" reads the same in either.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


# Each call names its context and text literally: lupdate reads only what it can see.
def objective_words(kind: str, *, zone: str = "", side: str = "", rounds: int = 0, token: str = "") -> str:
    """ "Hold The ford", "Destroy Red", "Survive 8 rounds", "Protect Captain Reyes" (names as shown)."""
    if kind == "hold_zone":
        return translate("ObjectivesDock", "Hold {zone}").format(zone=zone)
    if kind == "reach_zone":
        return translate("ObjectivesDock", "Reach {zone}").format(zone=zone)
    if kind == "destroy_side":
        return translate("ObjectivesDock", "Destroy {side}").format(side=side)
    if kind == "survive_rounds":
        return translate("ObjectivesDock", "Survive {rounds} rounds").format(rounds=rounds)
    return translate("ObjectivesDock", "Protect {token}").format(token=token)
