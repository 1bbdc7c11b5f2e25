"""Token pictures: a bundled or local image drawn in the disc, a coloured disc when it is missing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor, QImage

from battlemap import resources
from battlemap.schema import LoadError, scenario_from_document
from battlemap.ui.map.token_images import PICTURE_PIXELS, image_file, round_picture
from tests.ui.ui_helpers import CORRIDOR, close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui

KNIGHT = "assets:tokens/knight.png"


def _solid_png(path, colour: str, size=(40, 30)) -> str:
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))
    return str(path)


def _corridor(tmp_path, image_by_id: dict[str, str]):
    rows, tokens = CORRIDOR
    tokens = [dict(t, image=image_by_id[t["id"]]) if t["id"] in image_by_id else t for t in tokens]
    return write_scenario(tmp_path, "pictures", "d20-mass", rows, tokens)


def test_picture_from_a_file_beside_the_scenario_fills_the_disc(open_window, tmp_path):
    _solid_png(tmp_path / "green.png", "#00c000")
    window = open_window(path=_corridor(tmp_path, {"knights": "green.png"}))
    item = window.scene.token_items["knights"]
    assert item.has_picture and item.label == "BK"
    image = render(window)
    cell = window.state.token("knights").cell
    assert close_to(pixel_at(window, image, cell), "#00c000")
    # Outside the disc (a cell corner) the picture is clipped away: no green there.
    assert not close_to(pixel_at(window, image, cell, (-30.0, -30.0)), "#00c000")
    assert "not found" not in window.statusBar().currentMessage()


def test_missing_picture_keeps_the_coloured_disc_and_says_so(open_window, tmp_path):
    window = open_window(path=_corridor(tmp_path, {"knights": "nowhere/ghost.png"}))
    item = window.scene.token_items["knights"]
    assert not item.has_picture
    image = render(window)
    colour = pixel_at(window, image, window.state.token("knights").cell, (0.0, -18.0))
    assert close_to(colour, item.look.colour)
    assert "token images not found: ghost.png" in window.statusBar().currentMessage()


def test_bundled_duel_shows_the_knight_on_sir_aldric_only(open_window):
    window = open_window("gurps-duel.json")
    pictured = {tid for tid, item in window.scene.token_items.items() if item.has_picture}
    assert pictured == {"sir-aldric"}
    image = render(window)
    cell = window.state.token("sir-aldric").cell
    knight = QImage(str(resources.asset_file("tokens/knight.png")))
    # 0.3 of the radius above centre: the helmet's grey, far from the blue disc.
    expected = knight.pixelColor(knight.width() // 2 - 12, knight.height() // 2 - 12)
    radius = window.scene.token_items["sir-aldric"].radius
    seen = pixel_at(window, image, cell, (-radius * 0.25, -radius * 0.25))
    assert close_to(seen, expected, 40), (seen.name(), expected.name())
    assert not close_to(seen, window.scene.token_items["sir-aldric"].look.colour)
    # At the very centre: the helmet's dark visor, where a plain disc would show initials on blue.
    centre = knight.pixelColor(knight.width() // 2, knight.height() // 2)
    assert close_to(pixel_at(window, image, cell), centre, 40)


@pytest.mark.parametrize(
    ("reference", "ends_with"),
    [("assets:tokens/knight.png", "assets/tokens/knight.png"), ("pics/a.png", "maps/pics/a.png"),
     ("../b.png", "b.png")],
    ids=["bundled", "beside", "parent-folder"],
)
def test_image_file_resolves_bundled_and_relative_references(tmp_path, reference, ends_with):
    path = image_file(reference, tmp_path / "maps")
    assert path.replace("\\", "/").endswith(ends_with)


def test_round_picture_is_cut_to_a_disc_and_cached(tmp_path):
    path = _solid_png(tmp_path / "red.png", "#ff0000", size=(60, 20))
    disc = round_picture(path)
    assert disc is not None and disc.width() == disc.height() == PICTURE_PIXELS
    pixels = disc.toImage()
    assert pixels.pixelColor(PICTURE_PIXELS // 2, PICTURE_PIXELS // 2) == QColor("#ff0000")
    assert pixels.pixelColor(2, 2).alpha() == 0  # a corner outside the disc
    assert round_picture(path) is disc
    assert round_picture(str(tmp_path / "absent.png")) is None


@pytest.mark.parametrize("bad", ["", "assets:", "assets:  "], ids=["empty", "bare-prefix", "blank-asset"])
def test_schema_refuses_an_image_naming_no_file(bad):
    rows, tokens = CORRIDOR
    document = {"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
                "grid": {"cols": len(rows[0]), "rows": len(rows)}, "terrain": {"rows": rows},
                "tokens": [dict(tokens[0], image=bad)]}
    with pytest.raises(LoadError, match="image"):
        scenario_from_document(document, source="t")


def test_schema_round_trips_the_image():
    rows, tokens = CORRIDOR
    document = {"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
                "grid": {"cols": len(rows[0]), "rows": len(rows)}, "terrain": {"rows": rows},
                "tokens": [dict(tokens[0], image=KNIGHT)]}
    scenario = scenario_from_document(document, source="t")
    assert scenario.tokens[0].image == KNIGHT
    again = scenario_from_document(scenario.model_dump(mode="json", exclude_defaults=True), source="t")
    assert again == scenario


def test_a_pipe_named_as_a_picture_is_not_read_and_the_window_opens(open_window, tmp_path):
    import os
    os.mkfifo(tmp_path / "pipe.png")  # a writer never comes: Qt alone would wait on it forever
    window = open_window(path=_corridor(tmp_path, {"knights": "pipe.png"}))
    assert not window.scene.token_items["knights"].has_picture
    assert "token images not found: pipe.png" in window.statusBar().currentMessage()


def test_a_picture_read_through_the_bounded_reader_still_shows(tmp_path):
    from battlemap.ui.map.picture_files import read_picture
    image = read_picture(_solid_png(tmp_path / "red.png", "#c00000"))
    assert image is not None and (image.width(), image.height()) == (40, 30)
    (tmp_path / "fake.png").write_bytes(b"not a picture")
    assert read_picture(str(tmp_path / "fake.png")) is None


def test_a_missing_background_and_pictures_outside_the_folder_are_said_when_the_battle_opens(open_window,
                                                                                             tmp_path):
    picture = _solid_png(tmp_path / "knight.png", "#c00000")
    (tmp_path / "battles").mkdir()
    rows, tokens = CORRIDOR
    tokens = [dict(tokens[0], image="../knight.png"), dict(tokens[1], image=picture)]
    path = write_scenario(tmp_path / "battles", "pictures", "d20-mass", rows, tokens)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["background"] = {"path": "maps/gone.png", "scale": 70}
    path.write_text(json.dumps(document), encoding="utf-8")
    window = open_window(path=path)
    message = window.statusBar().currentMessage()
    assert "background image not found: gone.png" in message
    assert f"pictures outside the battle's folder: ../knight.png, {picture}" in message
