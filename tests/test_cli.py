"""The `battlemap` command as a user runs it: version, check, no tracebacks."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from battlemap import __version__, resources
from battlemap.cli import main

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "battlemap", *args], capture_output=True, text=True, cwd=ROOT
    )


def test_version_printed_by_python_m():
    result = _run("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"battlemap {__version__}"


def test_check_bundled_files_pass(capsys):
    files = [str(resources.default_scenario_file())] + [
        str(resources.ruleset_file(i)) for i in resources.ruleset_ids()
    ]
    assert main(["check", *files]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(files)
    assert all(line.startswith("ok") for line in out)
    assert "d20-mass" in out[0]


def test_check_lists_every_problem_and_exits_1(tmp_path, capsys):
    doc = json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))
    doc["tokens"][3]["at"] = [999, 0]
    doc["terrain"]["rows"][2] = doc["terrain"]["rows"][2] + "."
    doc["tokens"][1]["id"] = doc["tokens"][0]["id"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "tokens[3].at" in out
    assert "terrain.rows[2]" in out
    assert "duplicate" in out.lower()
    assert "Traceback" not in out


@pytest.mark.parametrize(
    "content",
    ["", "{", "[1, 2]", '{"format": "battlemap-scenario", "version": 99}', "\xff\xfe"],
    ids=["empty", "truncated", "list", "newer-version", "not-utf8"],
)
def test_check_bad_input_never_tracebacks(tmp_path, content):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content.encode("latin-1"))
    result = _run("check", str(bad))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr + result.stdout
    assert "bad.json" in result.stdout


def test_check_missing_file_is_reported(tmp_path):
    result = _run("check", str(tmp_path / "nope.json"))
    assert result.returncode == 1
    assert "nope.json" in result.stdout
    assert "Traceback" not in result.stderr


def test_opening_a_bad_file_lists_problems_and_opens_nothing(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "battlemap-scenario", "version": 1, "ruleset": "chess"}')
    result = _run(str(bad))
    assert result.returncode == 1
    assert "broken.json" in result.stderr and "chess" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.gui
@pytest.mark.parametrize("name", [None, "gurps-duel.json"], ids=["default", "file"])
def test_battlemap_opens_its_window(qtbot, monkeypatch, tmp_path, name):
    """`battlemap [FILE]` shows the main window on the scenario, then the event loop runs."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from battlemap.ui.window.main_window import MainWindow

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    seen: list[str] = []

    def close_windows():
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(widget.windowTitle())
                widget.setWindowModified(False)
                widget.hide()
                widget.deleteLater()
        QApplication.instance().quit()

    QTimer.singleShot(200, close_windows)
    args = [] if name is None else [str(resources.scenario_file(name))]
    assert main(args) == 0
    assert len(seen) == 1
    expected = "Ford skirmish" if name is None else ""
    assert expected in seen[0]


def test_bench_render_prints_the_window_figures_as_json(monkeypatch, capsys):
    """`battlemap bench --render --json` reports the painting medians in the bench's shape."""
    import battlemap.cli as cli

    row = {"median_ms": 2.5, "reference_ms": 1.25, "vs_reference": 2.0, "samples": 7}
    monkeypatch.setattr(cli, "_render_bench", lambda quick: {"render.square100.drag_step": row})
    assert main(["bench", "--render", "--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures == {"render.square100.drag_step": {
        "median_ms": 2.5, "frame_share": round(2.5 / (1000 / 60), 4), "vs_tcod": None,
        "reference_ms": 1.25, "vs_reference": 2.0}}
    assert main(["bench", "--render", "--quick"]) == 0
    line = next(t for t in capsys.readouterr().out.splitlines() if t.startswith("render.square100.drag_step"))
    assert line.split()[1:] == ["2.500", "-", "15.0%", "1.250", "2.00x"]


def test_bench_render_keeps_the_window_and_cold_start_percentiles(monkeypatch, capsys):
    """`window_press`, `window_move` and `cold_start` carry their 95th percentile and reference."""
    import battlemap.cli as cli

    rows = {name: {"median_ms": 2.0, "p95_ms": 3.5, "reference_ms": 1.0, "vs_reference": 2.0,
                   "target_ms": target}
            for name, target in (("window_press", 4.0), ("window_move", 3.0), ("cold_start", 500.0))}
    monkeypatch.setattr(cli, "_render_bench", lambda quick: rows)
    assert main(["bench", "--render", "--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert sorted(figures) == ["cold_start", "window_move", "window_press"]
    for name, row in figures.items():
        assert (row["median_ms"], row["p95_ms"], row["reference_ms"]) == (2.0, 3.5, 1.0)
        assert row["target_ms"] == rows[name]["target_ms"]
    assert main(["bench", "--render", "--quick"]) == 0
    line = next(t for t in capsys.readouterr().out.splitlines() if t.startswith("window_move"))
    assert line.split()[1:] == ["2.000", "3.500", "12.0%", "1.000", "2.00x"]
