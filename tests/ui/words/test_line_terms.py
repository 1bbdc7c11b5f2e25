"""Cover and range bands read in the interface language (targeting label, Odds dock)."""

from __future__ import annotations

import pytest

from battlemap.engine.attacks.ranges import RangeInfo
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.lines import cover_text, range_text


@pytest.fixture
def language(qapp):
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for pack in installed:
        pack.remove(qapp)


LONG = RangeInfo(cells=4, distance=8, unit="m", band="long")
NEAR = RangeInfo(cells=7, distance=7, unit="yd", band=None)


@pytest.mark.parametrize(("code", "cover", "far", "near"), [
    ("en", "partial cover", "8 m (Long)", "7 yd"),
    ("zh_TW", "部分掩護", "8 公尺 (長程)", None),
    ("ru", "частичное укрытие", "(Далеко)", None),
], ids=["english", "traditional-chinese", "russian"])
def test_cover_and_band_in_the_chosen_language(language, code, cover, far, near):
    language(code)
    assert cover_text("partial") == cover
    assert far in range_text(LONG)
    if near is not None:
        assert range_text(NEAR) == near


def test_an_unknown_cover_kind_still_reads(language):
    language("en")
    assert cover_text("hedge") == "hedge cover"
