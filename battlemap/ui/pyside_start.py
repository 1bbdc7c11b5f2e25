"""PySide6's import hook without re-reading every module's source (about 45 ms of each start).

After PySide6 is imported, shiboken asks of every module imported later
whether it uses PySide6 (PYSIDE-2029: the `__feature__` switches apply only
to such modules). It finds out with `inspect.getsource`, which decodes and
line-splits the whole file through `linecache`: some 0.2 ms a module, over
the ~420 modules the window imports at start. `faster_feature_check` puts in
the same question asked of the file's bytes ("PySide6" in the source) for
plain `.py` modules and leaves every other module (built-in, compiled, from
a zip) to shiboken's own check, so each module gets the answer it got
before. Where this PySide6 has no such check, nothing changes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_MARK = "_battlemap_reads_bytes"


def faster_feature_check() -> bool:
    """Put the byte check in shiboken's place; whether it is in place (idempotent)."""
    import PySide6  # noqa: F401 (loads shibokensupport.feature)

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, _MARK, False):
        return True
    feature._mod_uses_pyside = _reading_bytes(original)
    return True


def _reading_bytes(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    setattr(uses_pyside, _MARK, True)
    return uses_pyside
