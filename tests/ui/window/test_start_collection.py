"""The app starts with garbage collection off and turns it back on once its window shows."""

from __future__ import annotations

import gc

from battlemap.ui.window.app import collect_garbage_from_here


def test_collection_is_back_on_and_the_start_frozen():
    gc.disable()
    try:
        collect_garbage_from_here()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 1000  # the modules and objects the process had built
    finally:
        gc.unfreeze()
        gc.enable()

