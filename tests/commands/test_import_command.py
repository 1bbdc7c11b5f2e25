"""`battlemap import FILE -o OUT.json`: the scenario and its picture written, `check` accepts it, the
line of fire sees its walls; a bad file exits 1 naming the field and writes nothing."""

from __future__ import annotations

import json

from battlemap.cli import main
from tests.document.imports.uvtt_files import uvtt, write


def test_import_writes_a_battle_check_accepts_and_its_walls_block(tmp_path, capsys):
    source = write(tmp_path, uvtt())
    out = tmp_path / "battle" / "cave.json"
    out.parent.mkdir()
    assert main(["import", str(source), "-o", str(out)]) == 0
    assert "6x4 squares, 4 walls and doors, background cave.png" in capsys.readouterr().out
    assert (out.parent / "cave.png").is_file()
    assert main(["check", str(out)]) == 0
    capsys.readouterr()
    assert main(["los", str(out), "1,1", "5,1", "--json"]) == 0  # straight through the wall at x = 3
    assert json.loads(capsys.readouterr().out)["clear"] is False
    assert main(["los", str(out), "1,3", "1,0", "--json"]) == 0  # beside the wall
    assert json.loads(capsys.readouterr().out)["clear"] is True


def test_a_bad_file_exits_1_naming_the_field_and_writes_nothing(tmp_path, capsys):
    source = write(tmp_path, uvtt(format=9, image=""))
    out = tmp_path / "cave.json"
    assert main(["import", str(source), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "cave.dd2vtt: format: version 9 is not one Battlemap reads" in err and "image: missing" in err
    assert list(tmp_path.iterdir()) == [source]


def test_an_unknown_ruleset_and_a_file_of_another_kind(tmp_path, capsys):
    source = write(tmp_path, uvtt())
    assert main(["import", str(source), "--ruleset", "chess", "-o", str(tmp_path / "x.json")]) == 1
    assert "unknown ruleset 'chess'" in capsys.readouterr().err
    other = write(tmp_path, uvtt(), name="cave.txt")
    assert main(["import", str(other)]) == 1
    assert "not a map Battlemap imports" in capsys.readouterr().err


def test_a_tiled_map_imports_check_accepts_it_and_its_wall_polyline_blocks(tmp_path, capsys):
    from tests.document.imports.tiled_files import tiled_json, tmx
    from tests.document.imports.tiled_files import write as write_tiled

    for source in (write_tiled(tmp_path, tmx(), "keep.tmx"), write_tiled(tmp_path, tiled_json(), "keep.json")):
        out = tmp_path / "battle.json"
        assert main(["import", str(source), "-o", str(out)]) == 0
        assert "4x3 squares, 2 walls and doors, 1 zones" in capsys.readouterr().out
        assert main(["check", str(out)]) == 0
        capsys.readouterr()
        assert main(["los", str(out), "1,0", "3,0", "--json"]) == 0  # across the polyline at x = 2
        assert json.loads(capsys.readouterr().out)["clear"] is False
        assert main(["los", str(out), "0,1", "1,1", "--json"]) == 0  # inside the hall, no wall between
        assert json.loads(capsys.readouterr().out)["clear"] is True


def test_a_hex_tiled_wall_blocks_the_line_between_its_two_cells(tmp_path, capsys):
    from tests.document.imports.tiled_files import tiled_json
    from tests.document.imports.tiled_files import write as write_tiled

    raw = tiled_json(orientation="hexagonal", staggeraxis="x", staggerindex="odd", hexsidelength=16,
                     width=3, height=3, tilewidth=32, tileheight=28, layers=[{"type": "objectgroup", "objects": [
                         {"id": 1, "x": 24, "y": 28, "polyline": [{"x": 0, "y": 0}, {"x": 8, "y": -14}]}]}])
    out = tmp_path / "hex.json"
    assert main(["import", str(write_tiled(tmp_path, raw, "hex.tmj")), "-o", str(out)]) == 0
    assert "3x3 flat hexes, 1 walls and doors" in capsys.readouterr().out
    assert main(["check", str(out)]) == 0
    capsys.readouterr()
    assert main(["los", str(out), "0,0", "1,0", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["clear"] is False
    assert main(["los", str(out), "0,0", "0,1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["clear"] is True


def test_a_bad_tiled_map_writes_nothing_and_other_json_is_not_a_map(tmp_path, capsys):
    from tests.document.imports.tiled_files import tiled_json
    from tests.document.imports.tiled_files import write as write_tiled

    source = write_tiled(tmp_path, tiled_json(orientation="isometric"), "iso.tmj")
    assert main(["import", str(source), "-o", str(tmp_path / "iso.json")]) == 1
    assert "iso.tmj: orientation: isometric maps are not read" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["iso.tmj"]
    other = write_tiled(tmp_path, {"format": "battlemap-scenario"}, "scenario.json")
    assert main(["import", str(other), "-o", str(tmp_path / "x.json")]) == 1
    assert "not a map Battlemap imports" in capsys.readouterr().err
    tiled = write_tiled(tmp_path, tiled_json(), "keep.json")
    assert main(["import", str(tiled), "-o", str(tiled)]) == 1
    assert "would overwrite the map" in capsys.readouterr().err
