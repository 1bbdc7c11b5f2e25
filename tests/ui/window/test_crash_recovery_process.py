"""A real crash: the app under Xvfb (xcb), a change made with the keyboard, `kill -9`, a restart.

The change (Ctrl+T, Next Turn) reaches the autosave; the restarted app
offers the recovery (its question is on screen). Needs Xvfb and xdotool
(`.ci/run` installs them); skipped without them.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from battlemap import resources

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(sys.platform != "linux" or not (shutil.which("Xvfb") and shutil.which("xdotool")),
                       reason="needs Xvfb and xdotool"),
]

TIMEOUT = 30.0


def _wait(condition, what: str, timeout: float = TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def display():
    """A private X server; its display name."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as stream:
        number = stream.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def _xdotool(env, *args: str) -> str:
    result = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=10)
    return result.stdout.strip() if result.returncode == 0 else ""


def _start(env, file: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "battlemap", str(file), "--lang", "en"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def test_kill_9_then_restart_offers_the_recovery(display, tmp_path):
    battle = tmp_path / "ford.json"
    shutil.copy(resources.scenario_file("d20-skirmish.json"), battle)
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    autosaves = Path(env["XDG_DATA_HOME"]) / "battlemap" / "autosave"

    app = _start(env, battle)
    try:
        window = _wait(lambda: _xdotool(env, "search", "--name", "Battlemap"), "the main window").split()[0]
        found: list[Path] = []
        for _ in range(4):  # a loaded machine may map the window after the first key: type again
            time.sleep(0.5)  # the window maps and takes the keyboard
            _xdotool(env, "windowfocus", "--sync", window)
            _xdotool(env, "key", "--clearmodifiers", "ctrl+t")  # Battle > Next Turn
            try:
                found = _wait(lambda: list(autosaves.glob("ford-*.autosave.json")), "the autosave", 8.0)
                break
            except AssertionError:
                continue
        assert found, "no autosave after Next Turn"
        saved = found[0]
        records = _wait(lambda: json.loads(saved.read_text(encoding="utf-8")).get("journal"), "the journal")
        assert {r["do"] for r in records["records"]} == {"next_turn"}
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait(10)
    assert saved.is_file()  # killed: nothing cleaned it up

    again = _start(env, battle)
    try:
        _wait(lambda: _xdotool(env, "search", "--name", "Recover unsaved work"), "the recovery question")
    finally:
        again.send_signal(signal.SIGKILL)
        again.wait(10)
