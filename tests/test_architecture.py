"""The layers point one way and Qt stays in battlemap/ui (DESIGN.md)."""

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

NON_UI_PACKAGES = ["grid", "schema", "engine", "document", "commands"]


def _non_ui_modules() -> list[str]:
    names = ["battlemap", "battlemap.resources", "battlemap.cli"]
    for package in NON_UI_PACKAGES:
        for path in sorted((ROOT / "battlemap" / package).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            names.append(".".join(parts))
    return names


def test_import_contracts_hold():
    """import-linter checks the contracts declared in pyproject.toml."""
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run(
        [str(lint), "--no-cache", str(ROOT / "pyproject.toml")],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    declared = len(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
                   ["tool"]["importlinter"]["contracts"])
    assert f"Contracts: {declared} kept, 0 broken." in result.stdout


def test_no_qt_outside_ui_at_runtime():
    """Importing every non-ui module in a fresh interpreter loads no Qt at all."""
    modules = _non_ui_modules()
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'pyqtgraph'))\n"
        "print(len(sys.modules)); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("package", ["grid"])
def test_grid_uses_stdlib_only(package):
    """battlemap.grid imports nothing outside the standard library and itself."""
    code = (
        "import sys, battlemap.grid\n"
        "third = sorted({m.split('.')[0] for m in sys.modules} & "
        "{'pydantic', 'psygnal', 'platformdirs', 'PySide6', 'numpy'})\n"
        "print(third); sys.exit(1 if third else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
