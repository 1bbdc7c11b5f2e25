"""On a Linux desktop without the libraries Qt's xcb plugin needs, one clear line says what to install."""

from __future__ import annotations

import pytest

from battlemap import cli, desktop_check
from battlemap.desktop_check import desktop_problem, uses_xcb


@pytest.mark.parametrize(("environ", "platform", "xcb"), [
    ({"DISPLAY": ":0"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({}, "linux", False),
    ({"DISPLAY": ":0"}, "darwin", False),
], ids=["x-display", "xcb-asked", "offscreen", "wayland", "no-display", "macos"])
def test_the_check_runs_only_where_qt_would_use_xcb(environ, platform, xcb):
    assert uses_xcb(environ, platform) is xcb


def test_a_missing_xcb_cursor_names_the_packages_for_apt_and_dnf():
    line = desktop_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"},
                           load=lambda soname: soname != "libxcb-cursor.so.0")
    assert line is not None and "\n" not in line
    assert "libxcb-cursor.so.0" in line
    assert "sudo apt install libxcb-cursor0" in line and "sudo dnf install xcb-util-cursor" in line


def test_nothing_is_said_when_every_library_loads():
    assert desktop_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, load=lambda soname: True) is None


def test_battlemap_exits_1_with_the_line_instead_of_opening(monkeypatch, capsys):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(desktop_check, "loads", lambda soname: "icccm" not in soname)
    monkeypatch.setattr(desktop_check.sys, "platform", "linux")
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("battlemap: the window needs system libraries that are missing (libxcb-icccm.so.4)")


def test_a_machine_without_opengl_hears_which_package_even_with_no_display():
    """A minimal install lacks libGL: PySide6 would fail with a bare ImportError."""
    line = desktop_problem({}, load=lambda soname: soname != "libGL.so.1")
    assert line is not None and "libGL.so.1" in line
    assert "sudo apt install libgl1" in line and "sudo dnf install libglvnd-glx" in line
