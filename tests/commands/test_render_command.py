"""`battlemap render FILE`: either view to a PNG, headless; every mistake exits 1 and writes nothing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QImage

from battlemap import resources
from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from tests.ui.map.render_helpers import (
    EMPTY_CELL, HIDDEN_CELL, VISIBLE_CELL, close, colour_at, hidden_scout_file,
)
from tests.ui.ui_helpers import write_scenario

#: Blue knights west of a wall that runs the whole height of the map, red archers east of it.
WALLED_ENEMY = (
    ["....#...", "....#...", "....#...", "....#..."],
    [
        {"id": "knights", "name": "Blue knights", "side": "blue", "at": [1, 1], "template": "cavalry"},
        {"id": "archers", "name": "Red archers", "side": "red", "at": [6, 2], "template": "crossbowmen"},
    ],
)
BEHIND_WALL = (6, 2)
BEFORE_WALL = (2, 3)

pytestmark = pytest.mark.gui


@pytest.fixture
def ambush(tmp_path):
    return hidden_scout_file(tmp_path)


def _render(qapp, *args) -> int:
    return main(["render", *map(str, args)])


def test_a_hidden_token_is_drawn_for_the_gm_and_absent_for_the_players(qapp, ambush, tmp_path, capsys):
    gm_png, player_png = tmp_path / "gm.png", tmp_path / "player.png"
    assert _render(qapp, ambush, "--view", "gm", "--out", gm_png) == 0
    assert _render(qapp, ambush, "--view", "player", "--out", player_png) == 0
    grid = BattleDocument.open(ambush).state.grid
    gm, player = QImage(str(gm_png)), QImage(str(player_png))
    ground = colour_at(player, grid, *EMPTY_CELL)
    assert close(colour_at(gm, grid, *EMPTY_CELL), ground)
    # The scout's cell: a (ghosted) disc for the GM, bare ground for the players.
    assert not close(colour_at(gm, grid, *HIDDEN_CELL), ground, tolerance=40)
    assert close(colour_at(player, grid, *HIDDEN_CELL), ground)
    # The knights are on both.
    knights = colour_at(gm, grid, *VISIBLE_CELL)
    assert not close(knights, ground, tolerance=40)
    assert close(colour_at(player, grid, *VISIBLE_CELL), knights)
    assert f"wrote {player_png} (player view, 1920x1080)" in capsys.readouterr().out


def test_size_sets_the_picture_size(qapp, ambush, tmp_path):
    out = tmp_path / "small.png"
    assert _render(qapp, ambush, "--size", "640x360", "--out", out) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 360)


def test_default_is_the_gm_view_at_1920x1080_named_after_the_file_in_the_current_directory(
        qapp, ambush, tmp_path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert _render(qapp, ambush) == 0
    assert _render(qapp, ambush, "--view", "player") == 0
    assert sorted(p.name for p in work.iterdir()) == ["ambush-gm.png", "ambush-player.png"]
    image = QImage(str(work / "ambush-gm.png"))
    assert (image.width(), image.height()) == (1920, 1080)


def test_a_side_of_the_battle_is_taken_for_the_player_view(qapp, ambush, tmp_path, capsys):
    out = tmp_path / "red.png"
    assert _render(qapp, ambush, "--view", "player", "--side", "red", "--out", out) == 0
    assert out.is_file()
    assert "note:" not in capsys.readouterr().err  # the side's fog is drawn


def test_a_side_sees_only_its_own_sight_a_fogged_cell_is_dark_and_the_enemy_there_absent(
        qapp, tmp_path):
    walled = write_scenario(tmp_path, "walled", "d20-mass", *WALLED_ENEMY)
    open_png, fog_png = tmp_path / "open.png", tmp_path / "fog.png"
    assert _render(qapp, walled, "--view", "player", "--out", open_png) == 0
    assert _render(qapp, walled, "--view", "player", "--side", "blue", "--out", fog_png) == 0
    grid = BattleDocument.open(walled).state.grid
    whole, fogged = QImage(str(open_png)), QImage(str(fog_png))
    ground = colour_at(whole, grid, *BEFORE_WALL)
    # Without fog the archers stand east of the wall; blue's fog covers them and their cell.
    assert not close(colour_at(whole, grid, *BEHIND_WALL), ground, tolerance=40)
    dark = colour_at(fogged, grid, *BEHIND_WALL)
    assert max(dark.getRgb()[:3]) < 40
    assert max(colour_at(fogged, grid, 7, 0).getRgb()[:3]) < 40  # a cell nobody of blue sees
    # What blue sees is drawn as ever: its own knights, the open ground before the wall.
    assert close(colour_at(fogged, grid, *VISIBLE_CELL), colour_at(whole, grid, *VISIBLE_CELL))
    assert close(colour_at(fogged, grid, *BEFORE_WALL), ground)


def test_sides_joined_by_commas_show_what_they_see_together(qapp, tmp_path, capsys):
    walled = write_scenario(tmp_path, "walled", "d20-mass", *WALLED_ENEMY)
    blue_png, party_png = tmp_path / "blue.png", tmp_path / "party.png"
    assert _render(qapp, walled, "--view", "player", "--side", "blue", "--out", blue_png) == 0
    assert _render(qapp, walled, "--view", "player", "--side", "blue,red", "--out", party_png) == 0
    assert "note:" not in capsys.readouterr().err
    grid = BattleDocument.open(walled).state.grid
    blue, party = QImage(str(blue_png)), QImage(str(party_png))
    assert max(colour_at(blue, grid, *BEHIND_WALL).getRgb()[:3]) < 40  # blue alone: the archers fogged
    archers = colour_at(party, grid, *BEHIND_WALL)  # red's own sight: the archers drawn
    assert max(archers.getRgb()[:3]) > 60 and not close(archers, colour_at(party, grid, *BEFORE_WALL))
    assert close(colour_at(party, grid, *VISIBLE_CELL), colour_at(blue, grid, *VISIBLE_CELL))


def test_a_language_is_taken(qapp, ambush, tmp_path):
    out = tmp_path / "ru.png"
    assert _render(qapp, ambush, "--lang", "ru", "--out", out) == 0
    assert QImage(str(out)).width() == 1920


@pytest.mark.parametrize("args, message", [
    (["--size", "big"], "--size big: expected WIDTHxHEIGHT in pixels, like 1920x1080"),
    (["--size", "0x5"], "--size 0x5: width and height must each be 1 to 8192 pixels"),
    (["--size", "9000x100"], "--size 9000x100: width and height must each be 1 to 8192 pixels"),
    (["--view", "players"], "--view players: expected one of gm, player"),
    (["--lang", "fr"], "--lang fr: expected one of en, zh_CN, zh_TW, ru"),
    (["--view", "player", "--side", "green"], "unknown side 'green'; the battle's sides: blue, red"),
    (["--side", "red"], "--side is for --view player (the GM sees every side)"),
    (["--view", "player", "--side", "blue,green"], "unknown side 'green'; the battle's sides: blue, red"),
    (["--view", "player", "--side", "blue,"], "--side blue,: a side is missing between the commas"),
    (["--out", "picture.jpg"], "the picture is a PNG, name it .png"),
], ids=["size-word", "size-zero", "size-huge", "view", "lang", "side", "side-gm", "sides-unknown",
        "sides-empty", "not-png"])
def test_a_bad_option_exits_1_with_the_reason_and_writes_nothing(
        qapp, ambush, tmp_path, monkeypatch, capsys, args, message):
    monkeypatch.chdir(tmp_path)
    before = sorted(tmp_path.iterdir())
    assert _render(qapp, ambush, *args) == 1
    assert message in capsys.readouterr().err
    assert sorted(tmp_path.iterdir()) == before


def test_an_unwritable_out_exits_1_naming_it(qapp, ambush, tmp_path, capsys):
    missing = tmp_path / "no-such-folder" / "map.png"
    assert _render(qapp, ambush, "--out", missing) == 1
    assert f"cannot write {missing}: folder {missing.parent} does not exist" in capsys.readouterr().err
    folder = tmp_path / "taken.png"
    folder.mkdir()
    assert _render(qapp, ambush, "--out", folder) == 1
    assert f"cannot write {folder}: it is a folder" in capsys.readouterr().err


def test_a_failed_write_leaves_the_old_picture_whole(qapp, ambush, tmp_path, monkeypatch, capsys):
    out = tmp_path / "map.png"
    out.write_bytes(b"old picture")

    def full_disk(handle, *args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("battlemap.schema.writing.os.fsync", full_disk)
    assert _render(qapp, ambush, "--out", out) == 1
    assert f"cannot write {out}: No space left on device" in capsys.readouterr().err
    assert out.read_bytes() == b"old picture"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ambush.json", "map.png"]


def test_a_bad_file_exits_1_listing_its_problems(qapp, tmp_path, capsys):
    assert _render(qapp, tmp_path / "missing.json") == 1
    assert "missing.json: file not found" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "battlemap-scenario", "version": 1, "ruleset": "chess"}))
    assert _render(qapp, broken, "--out", tmp_path / "b.png") == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{broken}: 1 problem(s)") and "chess" in err
    assert not (tmp_path / "b.png").exists()


@pytest.mark.parametrize("view", ["gm", "player"])
@pytest.mark.parametrize("name", ["d20-skirmish.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json"])
def test_every_bundled_sample_renders(qapp, tmp_path, name, view):
    out = tmp_path / f"{name}-{view}.png"
    assert _render(qapp, resources.scenario_file(name), "--view", view, "--out", out) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1920, 1080)


@pytest.mark.parametrize("lang, archers", [(None, "Blue archers"), ("ru", "Синие лучники"), ("zh_TW", "藍方弓箭手")])
def test_a_bundled_sample_is_drawn_in_the_language_asked(tmp_path, lang, archers):
    """`--lang` draws a bundled sample in that language's words; without it, the English sample."""
    from argparse import Namespace

    from battlemap.commands.render import request_of

    args = Namespace(file=str(resources.scenario_file("d20-skirmish.json")), view="gm", side=None, size=None,
                     out=str(tmp_path / "d20.png"), lang=lang)
    assert request_of(args).document.state.token("b-arch").name == archers


def test_a_users_file_is_drawn_as_written_in_any_language(ambush, tmp_path):
    from argparse import Namespace

    from battlemap.commands.render import request_of

    args = Namespace(file=str(ambush), view="gm", side=None, size=None, out=str(tmp_path / "a.png"), lang="ru")
    names = {t.name for t in request_of(args).document.state.tokens}
    assert names == {t.name for t in BattleDocument.open(ambush).state.tokens}
