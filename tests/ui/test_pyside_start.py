"""PySide6's import hook asks each module the same question, answered from its bytes."""

from __future__ import annotations

import sys

import battlemap.ui  # noqa: F401 (puts the byte check in place)
from battlemap.ui.pyside_start import faster_feature_check


def _feature():
    return sys.modules.get("shibokensupport.feature")


def test_the_byte_check_is_in_place_once_the_layer_is_imported():
    assert faster_feature_check() is True
    assert getattr(_feature()._mod_uses_pyside, "_battlemap_reads_bytes", False)


def test_every_loaded_module_gets_the_answer_shiboken_gave_it():
    feature = _feature()
    checked = feature._mod_uses_pyside
    original = checked.__closure__[0].cell_contents  # shiboken's own check, kept for other modules
    modules = [m for m in list(sys.modules.values()) if isinstance(getattr(m, "__file__", None), str)]
    assert len(modules) > 100
    answers = [(m.__name__, checked(m), original(m)) for m in modules]
    assert [a for a in answers if a[1] != a[2]] == []
    # Both kinds are among them: the window's modules use PySide6, the stdlib's do not.
    assert any(a[1] for a in answers) and not all(a[1] for a in answers)

