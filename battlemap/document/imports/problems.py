"""The problems an importer finds in a map file, each naming its field; raised together."""

from __future__ import annotations

from battlemap.schema import LoadError, Problem


class Problems:
    """Problems found so far in `source`; `raise_any` raises them all as one LoadError."""

    def __init__(self, source: str) -> None:
        self.source, self.found = source, []

    def add(self, path: str, message: str) -> None:
        self.found.append(Problem(self.source, path, message))

    def raise_any(self) -> None:
        if self.found:
            raise LoadError(self.found)
