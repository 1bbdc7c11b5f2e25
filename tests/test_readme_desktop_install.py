"""The README's desktop-install lines, run as written in a fresh home: everything lands where the desktop looks."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _install_block() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    return next(b for b in blocks if "~/.local/share/applications" in b)


def test_the_desktop_install_lines_work_in_a_home_without_local_folders(tmp_path):
    home = tmp_path / "home"
    home.mkdir()  # no ~/.local at all, as on a fresh account
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", _install_block()], cwd=ROOT,
                            env={"HOME": str(home), "PATH": "/usr/bin:/bin"}, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    share = home / ".local" / "share"
    assert (home / ".local" / "bin" / "battlemap").is_symlink()
    assert (share / "applications" / "battlemap.desktop").is_file()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / "battlemap.png").is_file()  # not icons/48x48
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "battlemap.svg").is_file()
    assert (share / "mime" / "packages" / "battlemap.xml").is_file()
    assert (share / "metainfo" / "io.battlemap.Battlemap.metainfo.xml").is_file()
