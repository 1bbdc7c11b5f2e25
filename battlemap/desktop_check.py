"""Before the window opens on Linux: are the system libraries Qt needs there?

Without the xcb ones Qt aborts with "could not load the Qt platform plugin
xcb" and a page of hints; without the base ones (OpenGL, fonts, keyboard
maps: a minimal or server install lacks them) importing PySide6 fails with a
bare ImportError. This asks the dynamic loader for each library first (no Qt is
imported) and, when some are missing, names the packages to install, with
their Debian/Ubuntu (apt) and Fedora (dnf) names, in one line.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class SystemLibrary:
    """A shared library by its soname, and the packages that carry it."""

    soname: str
    apt: str
    dnf: str


#: What PySide6's QtGui and QtWidgets load beyond Qt itself on any platform (found with ldd).
BASE_LIBRARIES = (
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx"),
    SystemLibrary("libEGL.so.1", "libegl1", "libglvnd-egl"),
    SystemLibrary("libOpenGL.so.0", "libopengl0", "libglvnd-opengl"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    SystemLibrary("libfreetype.so.6", "libfreetype6", "freetype"),
    SystemLibrary("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)

#: What PySide6's libqxcb.so and libQt6XcbQpa.so load beyond Qt itself (found with ldd).
XCB_LIBRARIES = (
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
)


def uses_xcb(environ: Mapping[str, str], platform: str | None = None) -> bool:
    """True when Qt will pick its xcb plugin: Linux, an X display, no other platform asked for."""
    if not (platform if platform is not None else sys.platform).startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0] == "xcb"
    # Qt prefers Wayland where a Wayland session says so; X otherwise.
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def loads(soname: str) -> bool:
    """True when the dynamic loader finds and opens `soname`."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(load: Callable[[str], bool] | None = None,
                      libraries: tuple[SystemLibrary, ...] = XCB_LIBRARIES) -> tuple[SystemLibrary, ...]:
    found = load if load is not None else loads
    return tuple(library for library in libraries if not found(library.soname))


def missing_message(missing: tuple[SystemLibrary, ...]) -> str:
    """The one line a user reads: what is missing and what to install, apt and dnf."""
    apt = " ".join(dict.fromkeys(library.apt for library in missing))
    dnf = " ".join(dict.fromkeys(library.dnf for library in missing))
    names = ", ".join(library.soname for library in missing)
    return (f"battlemap: the window needs system libraries that are missing ({names}): "
            f"install them with `sudo apt install {apt}` (Debian, Ubuntu) or `sudo dnf install {dnf}` (Fedora)")


def desktop_problem(environ: Mapping[str, str] | None = None,
                    load: Callable[[str], bool] | None = None) -> str | None:
    """The line to print instead of opening the window, or None when it can open."""
    environ = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    needed = BASE_LIBRARIES + (XCB_LIBRARIES if uses_xcb(environ) else ())
    missing = missing_libraries(load, needed)
    return missing_message(missing) if missing else None
