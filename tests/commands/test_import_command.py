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
