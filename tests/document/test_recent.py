"""Recent files: most recent first, no duplicates, at most ten, newer files left alone."""

from __future__ import annotations

import json

import pytest
from tests.document.doc_helpers import Recorder

from battlemap.document.recent import FILE_NAME, RecentFiles


def names(recent: RecentFiles) -> list[str]:
    return [p.name for p in recent.files()]


def test_most_recent_first_and_no_duplicates(tmp_path):
    recent = RecentFiles(tmp_path)
    for name in ("a.json", "b.json", "c.json", "a.json"):
        recent.add(tmp_path / name)
    assert names(recent) == ["a.json", "c.json", "b.json"]
    # The same file named another way is still one entry.
    recent.add(tmp_path / "sub" / ".." / "b.json")
    assert names(recent) == ["b.json", "a.json", "c.json"]


def test_at_most_ten_kept_and_stored(tmp_path):
    recent = RecentFiles(tmp_path)
    for n in range(12):
        recent.add(tmp_path / f"{n}.json")
    assert names(recent) == [f"{n}.json" for n in range(11, 1, -1)]
    stored = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert stored["version"] == 1 and len(stored["files"]) == 10
    assert names(RecentFiles(tmp_path)) == names(recent)


def test_remove_clear_and_change_signal(tmp_path):
    recent = RecentFiles(tmp_path)
    seen = Recorder(recent.changed)
    recent.add(tmp_path / "a.json")
    recent.add(tmp_path / "b.json")
    recent.remove(tmp_path / "a.json")
    recent.remove(tmp_path / "never.json")
    assert names(recent) == ["b.json"]
    recent.clear()
    assert recent.files() == ()
    assert [len(v) for v in seen.values] == [1, 2, 1, 0]


def test_a_newer_list_is_ignored_and_never_overwritten(tmp_path):
    newer = json.dumps({"version": 2, "files": [{"path": "/x.json", "pinned": True}]})
    (tmp_path / FILE_NAME).write_text(newer, encoding="utf-8")
    recent = RecentFiles(tmp_path)
    assert recent.files() == () and not recent.writable
    recent.add(tmp_path / "a.json")
    assert names(recent) == ["a.json"]
    assert (tmp_path / FILE_NAME).read_text(encoding="utf-8") == newer


@pytest.mark.parametrize(
    "text",
    ["{not json", "[1, 2]", '{"version": 1, "files": "a.json"}', '{"files": ["a.json"]}',
     '{"version": 1, "files": [3, "", null]}'],
    ids=["broken", "not-an-object", "files-not-a-list", "no-version", "bad-entries"],
)
def test_a_damaged_list_reads_as_empty_and_is_replaced(tmp_path, text):
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    recent = RecentFiles(tmp_path)
    assert recent.files() == ()
    recent.add(tmp_path / "a.json")
    stored = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert stored == {"version": 1, "files": [str(tmp_path / "a.json")]}


def test_missing_folder_is_created(tmp_path):
    recent = RecentFiles(tmp_path / "config" / "battlemap")
    recent.add(tmp_path / "a.json")
    assert (tmp_path / "config" / "battlemap" / FILE_NAME).exists()
