"""The token HUD a GM reads across the table: health in each system's terms, conditions as glyphs with
their words, counts inside the disc, unique labels, stacks fanned out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from battlemap.ui.words.languages import install_language

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]


def _health(window, token_id):
    """What the map's gauge shows for a token, and the Inspector's Health row once it is selected."""
    rows = [(m.key, m.kind, m.current, m.maximum) for m in window.scene.token_items[token_id].health_rows]
    window.document.select(token_id)
    return rows, window.inspector.rows().get("Health")


def test_d20_a_wound_moves_the_unit_down_its_condition_track(open_window):
    window = open_window("d20-skirmish.json")
    assert _health(window, "b-spear") == ([], "unhurt")
    assert window.push(window.document.set_condition_command("b-spear", "wounded", True))
    assert _health(window, "b-spear") == ([("condition", "track", 1, 2)], "wounded")
    assert window.push(window.document.set_condition_command("b-spear", "disabled", True))
    window.push(window.document.set_condition_command("b-spear", "wounded", False))
    assert _health(window, "b-spear") == ([("condition", "track", 2, 2)], "disabled")


def test_gurps_injury_and_fatigue_show_as_hp_and_fp_left(open_window):
    window = open_window("gurps-duel.json")
    assert _health(window, "grim") == ([], "HP 13/13, FP 12/12")
    assert window.push(window.document.set_count_command("grim", "injury", "9"))
    assert _health(window, "grim") == ([("hp", "bar", 4, 13)], "HP 4/13, FP 12/12 (reeling)")
    assert window.push(window.document.set_count_command("grim", "fatigue", "2"))
    assert _health(window, "grim")[0] == [("hp", "bar", 4, 13), ("fp", "bar", 10, 12)]
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert _health(window, "grim") == ([], "HP 13/13, FP 12/12")


def test_year_zero_a_real_hit_marks_damage_boxes(open_window):
    window = open_window("yze-zones.json")
    assert window.push(window.document.attack_command("scout", "pickup"))  # the seeded dice hit: 2 damage
    assert _health(window, "pickup") == ([("physical", "pips", 2, 4)], "damage 2/4, stress 0/4")
    assert window.push(window.document.set_count_command("moth", "physical", "4"))
    window.push(window.document.set_condition_command("moth", "broken", True))
    assert _health(window, "moth") == ([("physical", "pips", 4, 4)], "damage 4/4, stress 0/4 (broken)")


def test_fallout_a_real_hit_shortens_the_hp_bar(open_window):
    window = open_window("fallout-alley.json")
    assert _health(window, "raider-2") == ([], "HP 35/35")
    assert window.push(window.document.attack_command("jacobs", "raider-2"))
    assert _health(window, "raider-2") == ([("hp", "bar", 20, 35)], "HP 20/35")
    item = window.scene.token_items["raider-2"]
    assert "HP 20/35" in item.toolTip()


def test_condition_badges_are_glyphs_whose_tooltip_is_the_word_in_russian(open_window, qapp):
    installed = install_language(qapp, "ru")
    try:
        window = open_window("d20-skirmish.json")
        window.view.zoom_actual()
        for condition in ("stunned", "knocked_down"):
            window.push(window.document.set_condition_command("r-xbow", condition, True))
        item = window.scene.token_items["r-xbow"]
        assert item.condition_badges == ("knocked_down", "stunned")
        assert item.condition_tooltips == ("сбит с ног", "ошеломлён")
        assert "сбит с ног, ошеломлён" in item.toolTip()
    finally:
        installed.remove(qapp)


def test_the_count_sits_inside_the_disc(open_window):
    window = open_window("d20-skirmish.json")
    item = window.scene.token_items["b-spear"]
    assert item.count_text == "12"
    badge = next(c for c in item.childItems() if hasattr(c, "set_count"))
    box = item.mapRectFromItem(badge, badge.boundingRect())
    disc = item.rect()
    assert disc.contains(box)


def test_two_tokens_whose_initials_collide_get_distinct_labels_on_the_map(open_window):
    window = open_window("d20-skirmish.json")
    spear, sword = (window.scene.token_items[i].label for i in ("b-spear", "b-sword"))
    assert (spear, sword) == ("BSp", "BSw")
    yze = open_window("yze-zones.json")
    assert [yze.scene.token_items[i].label for i in ("raider-1", "raider-2")] == ["Ra1", "Ra2"]


def test_two_tokens_on_one_cell_fan_out_and_a_hidden_one_is_ghosted_for_the_gm_only(open_window, qtbot):
    window = open_window("d20-skirmish.json")
    document = window.document
    at = document.state.grid.from_offset(8, 6)  # the Blue spearmen's square
    assert window.push(document.gm_move_command("b-arch", at))
    spear, arch = window.scene.token_items["b-spear"], window.scene.token_items["b-arch"]
    assert spear.sceneBoundingRect() != arch.sceneBoundingRect()
    assert spear.isVisible() and arch.isVisible()
    # Under the archers (drawn later, so on top), the spearmen still show a part of their disc.
    corner = spear.mapToScene(QPointF(-spear.radius * 0.7, -spear.radius * 0.7))
    assert not arch.contains(arch.mapFromScene(corner))
    assert window.push(document.set_hidden_command("b-spear", True))
    spear = window.scene.token_items["b-spear"]
    assert spear.isVisible() and spear.opacity() == pytest.approx(0.45)
    assert spear.sceneBoundingRect() != arch.sceneBoundingRect()
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    players = view.map_scene().token_items
    assert "b-spear" not in players
    # Alone on the square for the players: the archers stand at its centre, no gap for a hidden one.
    assert players["b-arch"].pos() == view.map_scene().token_center(document.state.token("b-arch"))
    window.close_player_view()
