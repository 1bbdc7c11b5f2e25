"""The Inspector in Russian: stats by the ruleset's names, flags as words, counts by what they count."""

from __future__ import annotations

import pytest

from tests.ui.words.test_translations_gui import language  # noqa: F401 (fixture)

pytestmark = pytest.mark.gui


def test_stats_read_by_their_russian_names_not_their_keys(language, open_window):  # noqa: F811
    language("ru")
    window = open_window()  # d20 skirmish
    window.document.select("b-spear")
    labels = window.inspector.child_labels("Характеристики")
    assert "Уровень" in labels and "Бонус атаки в ближнем бою" in labels
    assert "level" not in labels and "attack" not in labels
    shown = window.inspector.child_rows("Характеристики")
    assert shown["level"] == str(window.state.token("b-spear").stats["level"])


def test_a_flag_stat_reads_yes_or_no(open_window):
    window = open_window()
    window.document.select("b-arch")
    flags = {k: v for k, v in window.inspector.child_rows("Stats").items() if v in ("yes", "no")}
    assert flags and "True" not in window.inspector.child_rows("Stats").values()
