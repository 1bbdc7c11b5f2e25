"""`battlemap area`: the cells and tokens a template covers, exact on a small map; clean errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from battlemap.cli import main

SMALL = {
    "format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
    "grid": {"kind": "square", "cols": 7, "rows": 5, "cell": 5, "unit": "ft"},
    "tokens": [
        {"id": "a", "side": "blue", "at": [4, 2], "template": "militia"},
        {"id": "b", "side": "red", "at": [6, 2], "template": "militia"},
        {"id": "c", "side": "red", "at": [1, 0], "template": "militia"},
    ],
}


@pytest.fixture
def small(tmp_path) -> str:
    path = tmp_path / "small.json"
    path.write_text(json.dumps(SMALL), encoding="utf-8")
    return str(path)


def _area(capsys, *argv) -> tuple[int, str]:
    code = main(["area", *argv])
    return code, capsys.readouterr().out


def test_a_cone_east_json_exact(small, capsys):
    code, out = _area(capsys, small, "--shape", "cone", "--from", "1,2", "--toward", "2,2", "--size", "15", "--json")
    assert code == 0
    assert json.loads(out) == {
        "shape": "cone", "from": [1, 2], "toward": [2, 2], "size": 15, "unit": "ft", "angle": 90,
        # Centres exactly on the 90-degree rims count: (3,0) and (3,4) are 45 degrees off, 2.83 away.
        "cells": [[3, 0], [2, 1], [3, 1], [1, 2], [2, 2], [3, 2], [4, 2], [2, 3], [3, 3], [3, 4]],
        "tokens": ["a"],
    }


@pytest.mark.parametrize(("argv", "cells", "tokens"), [
    (["--shape", "circle", "--from", "3,2", "--size", "5"],
     [[3, 1], [2, 2], [3, 2], [4, 2], [3, 3]], ["a"]),
    (["--shape", "line", "--from", "0,2", "--toward", "6,2", "--size", "30"],
     [[c, 2] for c in range(7)], ["a", "b"]),
    (["--shape", "square", "--from", "3,2", "--size", "15"],
     [[c, r] for r in (1, 2, 3) for c in (2, 3, 4)], ["a"]),
    (["--shape", "cone", "--from", "1,2", "--toward", "1,0", "--size", "10", "--angle", "10"],
     [[1, 0], [1, 1], [1, 2]], ["c"]),
], ids=["circle", "line", "square", "narrow-cone"])
def test_each_shape_json(small, capsys, argv, cells, tokens):
    code, out = _area(capsys, small, *argv, "--json")
    report = json.loads(out)
    assert code == 0 and report["cells"] == cells and report["tokens"] == tokens


def test_the_line_width_defaults_to_one_cell_and_can_be_given(small, capsys):
    _, out = _area(capsys, small, "--shape", "line", "--from", "0,2", "--toward", "6,2", "--size", "30", "--json")
    assert json.loads(out)["width"] == 5
    _, out = _area(capsys, small, "--shape", "line", "--from", "0,2", "--toward", "6,2", "--size", "10",
                   "--width", "15", "--json")
    assert json.loads(out)["cells"] == [[c, r] for r in (1, 2, 3) for c in (0, 1, 2)]


def test_the_readable_form(small, capsys):
    code, out = _area(capsys, small, "--shape", "circle", "--from", "3,2", "--size", "5")
    assert code == 0
    assert out.splitlines() == [
        "circle from 3,2, 5 ft: 5 cell(s), 1 token(s)",
        "cells: 3,1 2,2 3,2 4,2 3,3",
        "tokens: a",
    ]


@pytest.mark.parametrize(("argv", "message"), [
    (["--shape", "blob", "--from", "1,1", "--size", "5"], "--shape 'blob': expected one of circle, cone, line, square"),
    (["--shape", "circle", "--from", "9,1", "--size", "5"], "--from 9,1 is off the 7x5 map"),
    (["--shape", "circle", "--from", "1;1", "--size", "5"], "--from '1;1': expected a cell as col,row"),
    (["--shape", "circle", "--from", "1,1", "--size", "-5"], "--size -5: expected a number greater than 0"),
    (["--shape", "cone", "--from", "1,1", "--size", "5"], "--toward: a cone needs a cell other than --from"),
    (["--shape", "circle", "--from", "1,1", "--size", "5", "--angle", "60"], "--angle: only a cone has an angle"),
], ids=["shape", "off-map", "not-a-cell", "size", "no-toward", "angle"])
def test_bad_options_exit_1_naming_the_option(small, capsys, argv, message):
    code, out = _area(capsys, small, *argv)
    assert code == 1 and message in out


def test_a_bad_file_exits_1(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    code, out = _area(capsys, str(path), "--shape", "circle", "--from", "1,1", "--size", "5")
    assert code == 1 and "bad.json" in out


def test_a_missing_option_exits_1_not_2(small):
    done = subprocess.run([sys.executable, "-m", "battlemap", "area", small, "--from", "1,1", "--size", "5"],
                          capture_output=True, text=True)
    assert done.returncode == 1 and "--shape" in done.stderr


def test_hex_json(tmp_path, capsys):
    document = dict(SMALL, grid={"kind": "hex", "orientation": "flat", "cols": 7, "rows": 5, "cell": 1, "unit": "yd"})
    path = tmp_path / "hex.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    code, out = _area(capsys, str(path), "--shape", "circle", "--from", "3,2", "--size", "1", "--json")
    report = json.loads(out)
    # A hex and its six neighbours (flat, odd-q: column 3 is odd, so its side neighbours sit lower).
    assert code == 0 and report["unit"] == "yd"
    assert report["cells"] == [[3, 1], [2, 2], [3, 2], [4, 2], [2, 3], [3, 3], [4, 3]]
    assert report["tokens"] == ["a"]
