"""The real window, as a desktop shows it: under Xvfb with the xcb platform, a map on screen, a clean quit.

The offscreen platform hides a missing system library; this starts
`python -m battlemap` under a private X server (installed by `.ci/run`
when missing), looks at the screen and quits with Ctrl+Q. Needs Xvfb,
xdotool and ImageMagick's `import`; skipped without them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

import pytest
from PySide6.QtGui import QImage

from tests.ui.window.test_crash_recovery_process import _wait, _xdotool, display  # noqa: F401 (fixture)

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(sys.platform != "linux" or not all(shutil.which(t) for t in ("Xvfb", "xdotool", "import")),
                       reason="needs Xvfb, xdotool and ImageMagick"),
]


def _colours(png) -> int:
    """How many distinct colours a sample of the screenshot has (a bare screen has one)."""
    image = QImage(str(png))
    seen = set()
    for y in range(0, image.height(), 23):
        for x in range(0, image.width(), 23):
            seen.add(image.pixel(x, y))
    return len(seen)


def test_the_window_shows_a_map_under_xcb_and_quits_cleanly(display, tmp_path, qapp):  # noqa: F811
    env = {**__import__("os").environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    app = subprocess.Popen([sys.executable, "-m", "battlemap", "--lang", "en"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = _wait(lambda: _xdotool(env, "search", "--name", "Battlemap"), "the main window").split()[0]
        time.sleep(1.0)  # mapped and painted
        shot = tmp_path / "screen.png"
        subprocess.run(["import", "-display", display, "-window", "root", str(shot)], check=True, timeout=30)
        assert _colours(shot) > 20  # terrain, tokens, docks: not a blank screen
        _xdotool(env, "windowfocus", "--sync", window)
        _xdotool(env, "key", "--clearmodifiers", "ctrl+q")
        code = app.wait(timeout=20)
    finally:
        if app.poll() is None:
            app.kill()
    _, err = app.communicate()
    assert code == 0, err
    assert "could not load the Qt platform plugin" not in err and "Traceback" not in err
