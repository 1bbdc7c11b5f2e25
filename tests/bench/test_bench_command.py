"""`battlemap bench` in-process: valid JSON with every case name, a readable table, bad filters."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from battlemap.bench.cases import case_names
from battlemap.commands.bench import add_parser, run_bench


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="battlemap")
    add_parser(parser.add_subparsers(dest="subcommand", required=True))
    return parser.parse_args(argv)


def test_quick_json_prints_every_case(capsys) -> None:
    args = _parse(["bench", "--quick", "--json"])
    assert args.command(args) == 0
    out = capsys.readouterr().out
    figures = json.loads(out)
    assert list(figures) == case_names(quick=True)
    for values in figures.values():
        assert set(values) == {"median_ms", "frame_share", "vs_tcod"}
        assert values["median_ms"] > 0
        assert values["frame_share"] == pytest.approx(values["median_ms"] / (1000 / 60), abs=1e-3)


def test_filtered_text_run_prints_a_table() -> None:
    out, err = io.StringIO(), io.StringIO()
    code = run_bench(quick=True, as_json=False, name_filter="drag_step:hex", out=out, err=err)
    assert code == 0
    table = out.getvalue()
    assert "drag_step:hex100:200t" in table and "median ms" in table
    assert "drag_step:square" not in table
    assert "timing 1 case(s) (quick)" in err.getvalue()


def test_a_filter_matching_nothing_lists_the_cases() -> None:
    out, err = io.StringIO(), io.StringIO()
    code = run_bench(quick=True, as_json=True, name_filter="teleport", out=out, err=err)
    assert code == 2
    assert out.getvalue() == ""
    assert "no bench case matches 'teleport'" in err.getvalue()
    assert "drag_step:square100:200t" in err.getvalue()


def test_options_parse() -> None:
    args = _parse(["bench", "--filter", "hex200"])
    assert (args.quick, args.json, args.filter) == (False, False, "hex200")
