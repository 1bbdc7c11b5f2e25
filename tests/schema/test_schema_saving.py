"""Saving is atomic (old file intact and no temp left when anything fails) and
loading never writes, even when the file is broken."""

from __future__ import annotations

import json
import os
import stat

import pytest

from battlemap.schema import (
    LoadError,
    atomic_write_text,
    dump_scenario,
    load_scenario,
    new_scenario,
    parse_scenario,
    save_scenario,
)
from tests.schema.schema_helpers import SMALL, bundled


@pytest.fixture
def scenario():
    return parse_scenario(json.dumps(SMALL), source="small.json", ruleset_resolver=bundled)


def test_save_then_load_gives_the_same_scenario(tmp_path, scenario):
    path = tmp_path / "fight.json"
    save_scenario(scenario, path)
    assert load_scenario(path, ruleset_resolver=bundled) == scenario
    assert path.read_text(encoding="utf-8") == dump_scenario(scenario)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json"]


def test_failed_rename_keeps_the_old_file_and_removes_the_temp(tmp_path, scenario, monkeypatch):
    path = tmp_path / "fight.json"
    path.write_text("old content", encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space left"):
        save_scenario(scenario, path)
    assert path.read_text(encoding="utf-8") == "old content"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json"]


def test_failed_write_keeps_the_old_file_and_removes_the_temp(tmp_path, monkeypatch):
    path = tmp_path / "fight.json"
    path.write_text("old content", encoding="utf-8")

    def broken_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="Input/output"):
        atomic_write_text(path, "new content")
    assert path.read_text(encoding="utf-8") == "old content"
    assert [p.name for p in tmp_path.iterdir()] == ["fight.json"]


def test_the_temp_file_sits_beside_the_target(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append((os.path.dirname(src), os.path.basename(src)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    atomic_write_text(tmp_path / "fight.json", "x")
    assert seen[0][0] == str(tmp_path)
    assert seen[0][1].startswith(".fight.json.") and seen[0][1].endswith(".tmp")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_save_keeps_the_permissions_of_the_replaced_file(tmp_path, scenario):
    path = tmp_path / "fight.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o600)
    save_scenario(scenario, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    fresh = tmp_path / "new.json"
    save_scenario(scenario, fresh)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b'{"format": "battlemap-scenario", "version": 7}', b"\xff\xfe\x00",
     json.dumps({**SMALL, "tokens": [{"id": "a"}]}).encode()],
    ids=["empty", "truncated", "newer", "binary", "invalid-token"],
)
def test_a_failed_load_never_writes(tmp_path, content):
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    past = 1_000_000_000
    os.utime(path, (past, past))
    before = sorted(os.listdir(tmp_path))
    with pytest.raises(LoadError):
        load_scenario(path, ruleset_resolver=bundled)
    assert sorted(os.listdir(tmp_path)) == before
    assert path.stat().st_mtime == past
    assert path.read_bytes() == content


def test_save_writes_utf8_json_with_a_trailing_newline(tmp_path):
    path = tmp_path / "t.json"
    save_scenario(new_scenario("gurps4e", name="Дуэль"), path)
    data = path.read_bytes()
    assert data.endswith(b"}\n")
    assert "Дуэль".encode() in data


def test_the_next_save_removes_temp_files_a_killed_save_left(tmp_path, scenario):
    target = tmp_path / "battle.json"
    leftovers = [tmp_path / ".battle.json.k3x9q.tmp", tmp_path / ".battle.json.8a7b_.tmp"]
    for leftover in leftovers:
        leftover.write_text("half a batt", encoding="utf-8")
    other = tmp_path / ".other.json.abc.tmp"  # another file's save in progress: not ours to touch
    other.write_text("{", encoding="utf-8")
    save_scenario(scenario, target)
    assert not any(p.exists() for p in leftovers)
    assert other.exists() and load_scenario(target) == scenario
