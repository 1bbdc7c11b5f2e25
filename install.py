"""Install Battlemap into a virtual environment beside this file, with only the distribution's Python.

    python3 install.py            the app, into .venv (then: .venv/bin/battlemap)
    python3 install.py --test     the app editable with the test extras (then: .venv/bin/python -m pytest)

Why a script: Debian 12 and current Ubuntu refuse `pip install` into the system
Python (PEP 668, "externally-managed-environment") and ship neither pip nor
ensurepip (they are the separate python3-pip and python3-venv packages). A venv
made `--without-pip` works everywhere, so when ensurepip is missing this script
fetches pip's own wheel from PyPI (checked against the digest PyPI lists), runs
pip from the wheel to install itself into the venv, and goes on as usual.
Standard library only; nothing outside the venv is touched.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
NEEDS = (3, 11)
#: pip's release list on PyPI (the JSON API); PIP_INDEX_URL mirrors are not consulted for this one file.
PIP_RELEASES = "https://pypi.org/pypi/pip/json"
#: A pip wheel already on disk, for machines without a network to PyPI (also what the tests use).
WHEEL_VARIABLE = "BATTLEMAP_PIP_WHEEL"


class InstallError(Exception):
    """A step failed; the message says which and what to do."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Install Battlemap into a virtual environment.")
    parser.add_argument("--test", action="store_true", help="an editable install with the test extras")
    parser.add_argument("--venv", type=Path, default=HERE / ".venv", help="where the environment goes (.venv)")
    args = parser.parse_args(argv)
    try:
        _check_python()
        python = ensure_venv(args.venv)
        target = [str(HERE) + "[test]"] if args.test else [str(HERE)]
        _run([str(python), "-m", "pip", "install", "--quiet", *(["-e"] if args.test else []), *target],
             "installing Battlemap")
    except InstallError as error:
        print(f"install.py: {error}", file=sys.stderr)
        return 1
    where = os.path.relpath(args.venv, Path.cwd())
    print(f"Battlemap is installed in {where}: run {Path(where) / 'bin' / 'battlemap'}")
    return 0


def _check_python() -> None:
    if sys.version_info < NEEDS:
        have = ".".join(map(str, sys.version_info[:2]))
        raise InstallError(f"Battlemap needs Python {NEEDS[0]}.{NEEDS[1]} or newer; this is {have} ({sys.executable})")


def ensure_venv(folder: Path) -> Path:
    """The venv's python, with pip in it: made when missing, mended when pip is missing."""
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists():
        venv.EnvBuilder(with_pip=_has_ensurepip(), upgrade_deps=False).create(folder)
    if not _has_pip(python):
        _bootstrap_pip(python)
    return python


def _has_ensurepip() -> bool:
    try:
        import ensurepip  # noqa: F401  (Debian and Ubuntu strip it into python3-venv)
    except ImportError:
        return False
    return True


def _has_pip(python: Path) -> bool:
    return subprocess.run([str(python), "-m", "pip", "--version"], capture_output=True).returncode == 0


def _bootstrap_pip(python: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        wheel = Path(os.environ[WHEEL_VARIABLE]) if os.environ.get(WHEEL_VARIABLE) else _download_pip(Path(scratch))
        # pip runs from its own wheel (pip/__main__.py supports it) and installs that wheel into the venv.
        _run([str(python), str(wheel / "pip"), "install", "--quiet", "--no-index", str(wheel)],
             f"installing pip into the environment from {wheel.name}")


def _download_pip(folder: Path) -> Path:
    try:
        with urllib.request.urlopen(PIP_RELEASES, timeout=60) as answer:
            release = json.load(answer)
        entry = next(u for u in release["urls"] if u["packagetype"] == "bdist_wheel")
        url = urllib.parse.urljoin(PIP_RELEASES, entry["url"])  # a mirror may answer with relative links
        with urllib.request.urlopen(url, timeout=120) as answer:
            data = answer.read()
    except (OSError, ValueError, KeyError, StopIteration) as error:
        raise InstallError(f"could not fetch pip from PyPI ({error}); without a network, install the "
                           f"python3-venv package (sudo apt install python3-venv) or set {WHEEL_VARIABLE} "
                           "to a pip wheel") from error
    if hashlib.sha256(data).hexdigest() != entry["digests"]["sha256"]:
        raise InstallError(f"the pip wheel from {url} does not match the digest PyPI lists")
    wheel = folder / entry["filename"]
    wheel.write_bytes(data)
    return wheel


def _run(command: list[str], doing: str) -> None:
    print(f"install.py: {doing}", flush=True)
    if subprocess.run(command).returncode != 0:
        raise InstallError(f"{doing} failed (the lines above say why)")


if __name__ == "__main__":
    sys.exit(main())
