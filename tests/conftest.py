"""Test-wide settings: Qt runs offscreen, hypothesis stays quick and repeatable."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Autosaves, settings, recent files and caches go to a folder of the test run's own,
# never the user's (platformdirs follows the XDG variables on Linux).
_HOME = tempfile.mkdtemp(prefix="battlemap-tests-")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_CACHE_HOME"] = os.path.join(_HOME, "cache")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "battlemap",
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "battlemap"))


@pytest.fixture(autouse=True)
def own_user_folders(tmp_path_factory, monkeypatch):
    """Each test its own user data and config folders: one test's autosave, window layout or
    language never reaches another."""
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    # The computer plays its sides only when a test asks (Battle > Computer > Pace): a sample
    # that gives a side to the computer must not move under a test of something else.
    settings = home / "config" / "battlemap" / "settings.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[computer]\npace=step\n", encoding="utf-8")
    return home


@pytest.fixture
def drag_builds(monkeypatch):
    """The token ids whose drag tables are built (the engine's `start_drag`), from now on: a
    drag prepared while the pointer rests is built once, before its press."""
    import battlemap.document.drag as drag_module

    built: list[str] = []
    real = drag_module.start_drag
    monkeypatch.setattr(drag_module, "start_drag", lambda battle, token: built.append(token) or real(battle, token))
    return built
