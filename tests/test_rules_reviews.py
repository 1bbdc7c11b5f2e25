"""The rules reviews (docs/rules-review) name the tests that prove each rule: those tests exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REVIEWS = sorted((ROOT / "docs" / "rules-review").glob("*.md"))
_NAMED = re.compile(r"\btest_[a-z0-9_]+\b")
_DEFINED = re.compile(r"^\s*def (test_[a-z0-9_]+)\(", re.MULTILINE)


def _defined_tests() -> frozenset[str]:
    return frozenset(name for path in (ROOT / "tests").rglob("test_*.py")
                     for name in _DEFINED.findall(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("review", [p for p in REVIEWS if p.name != "README.md"], ids=lambda p: p.stem)
def test_every_test_a_review_names_exists(review):
    named = {n for n in _NAMED.findall(review.read_text(encoding="utf-8")) if not n.endswith("_")}
    assert named, f"{review.name} names no test"
    missing = sorted(named - _defined_tests() - _file_stems())
    assert missing == [], f"{review.name} names tests that do not exist: {missing}"


def _file_stems() -> frozenset[str]:
    """Test module names (a review may name a whole file, `test_yze_vehicles.py`)."""
    return frozenset(p.stem for p in (ROOT / "tests").rglob("test_*.py"))
