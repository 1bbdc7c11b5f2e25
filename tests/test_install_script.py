"""install.py, the README's first step: a working venv with pip even where the system Python has no ensurepip."""

from __future__ import annotations

import importlib.util
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def install():
    spec = importlib.util.spec_from_file_location("battlemap_install_script", ROOT / "install.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pip_wheel(folder: Path) -> Path:
    """A wheel of the pip this test runs with (its package and dist-info zipped), standing in for PyPI's."""
    import pip

    site = Path(pip.__file__).parent.parent
    info = next(site.glob(f"pip-{pip.__version__}.dist-info"))
    wheel = folder / f"pip-{pip.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path in [*(site / "pip").rglob("*"), *info.rglob("*")]:
            if path.is_file() and "__pycache__" not in path.parts:
                archive.write(path, path.relative_to(site).as_posix())
    return wheel


def test_without_ensurepip_the_venv_gets_pip_from_its_wheel(install, tmp_path, monkeypatch):
    """Debian and Ubuntu without python3-venv: the venv is made without pip, then pip bootstraps from a wheel."""
    monkeypatch.setattr(install, "_has_ensurepip", lambda: False)
    monkeypatch.setenv(install.WHEEL_VARIABLE, str(_pip_wheel(tmp_path)))
    python = install.ensure_venv(tmp_path / "venv")
    answer = subprocess.run([str(python), "-m", "pip", "--version"], capture_output=True, text=True)
    assert answer.returncode == 0 and str(tmp_path / "venv") in answer.stdout


def test_an_existing_venv_with_pip_is_used_as_it_is(install, tmp_path, monkeypatch):
    monkeypatch.setattr(install, "_has_ensurepip", lambda: False)
    monkeypatch.setenv(install.WHEEL_VARIABLE, str(_pip_wheel(tmp_path)))
    first = install.ensure_venv(tmp_path / "venv")
    monkeypatch.setenv(install.WHEEL_VARIABLE, str(tmp_path / "no-such.whl"))  # a second bootstrap would fail
    assert install.ensure_venv(tmp_path / "venv") == first


def test_an_old_python_is_told_which_it_needs(install, monkeypatch, capsys):
    monkeypatch.setattr(install.sys, "version_info", (3, 10, 12, "final", 0))
    assert install.main(["--venv", "unused"]) == 1
    assert "Battlemap needs Python 3.11 or newer; this is 3.10" in capsys.readouterr().err


def test_a_failed_pip_download_says_what_to_do_offline(install, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(install, "_has_ensurepip", lambda: False)
    monkeypatch.delenv(install.WHEEL_VARIABLE, raising=False)
    monkeypatch.setattr(install, "PIP_RELEASES", (tmp_path / "nothing.json").as_uri())
    assert install.main(["--venv", str(tmp_path / "venv")]) == 1
    err = capsys.readouterr().err
    assert "could not fetch pip from PyPI" in err and "sudo apt install python3-venv" in err


def test_the_readme_commands_are_the_install_script_and_the_venv():
    """.ci/run reads these two lines out of the README and runs them as written."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "```sh\npython3 install.py && .venv/bin/battlemap\n```" in text
    assert "```sh\npython3 install.py --test && .venv/bin/python -m pytest\n```" in text
