"""Packaging files: desktop entry, MIME type, AppStream metadata, icons, spec, build script.

Fast checks of what packaging/ ships, without running PyInstaller: that takes
minutes, and packaging/build.sh does it and runs the frozen app once.
"""

import ast
import configparser
import importlib
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from battlemap import resources

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "battlemap.desktop"
METAINFO = PACKAGING / "io.battlemap.Battlemap.metainfo.xml"
MIME = PACKAGING / "battlemap-mime.xml"
SPEC = PACKAGING / "battlemap.spec"
BUILD = PACKAGING / "build.sh"
ICONS = PACKAGING / "icons"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def package_version() -> str:
    """pyproject's version: dynamic, read from the attribute it names."""
    module, _, name = pyproject()["tool"]["setuptools"]["dynamic"]["version"]["attr"].rpartition(".")
    return getattr(importlib.import_module(module), name)


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


def spec_constant(name: str):
    """A literal assigned at the top of the PyInstaller spec (read, not run)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned in {SPEC.name}")


def served_folders() -> set[str]:
    """The data folders resources.py serves: every `_root("name")` it calls."""
    tree = ast.parse((ROOT / "battlemap" / "resources.py").read_text(encoding="utf-8"))
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_root"
        and node.args and isinstance(node.args[0], ast.Constant)
    }


def matched_files(folder: Path, patterns: list[str]) -> set[Path]:
    return {p for pattern in patterns for p in folder.glob(pattern) if p.is_file()}


def png_size_and_colour(path: Path) -> tuple[int, int, int]:
    """(width, height, colour type) from a PNG's IHDR chunk."""
    head = path.read_bytes()[:26]
    assert head[:8] == PNG_SIGNATURE and head[12:16] == b"IHDR", f"{path} is not a PNG"
    width, height = struct.unpack(">II", head[16:24])
    return width, height, head[25]


# --- desktop entry -------------------------------------------------------------------

DESKTOP_KEYS = [
    ("Type", "Application"),
    ("Name", "Battlemap"),
    ("GenericName", "Battle Map"),
    ("Exec", "battlemap %f"),
    ("TryExec", "battlemap"),
    ("Icon", "battlemap"),
    ("Terminal", "false"),
    ("Categories", "Game;StrategyGame;"),
    ("MimeType", "application/x-battlemap-scenario;"),
]


@pytest.mark.parametrize(("key", "value"), DESKTOP_KEYS, ids=[key for key, _ in DESKTOP_KEYS])
def test_desktop_entry_key(key, value):
    assert desktop_entry()[key] == value


def test_desktop_comment_says_what_it_does():
    comment = desktop_entry()["Comment"]
    assert "rules" in comment and not comment.endswith(".")


def test_desktop_exec_is_the_console_script_opening_one_file():
    program, *args = desktop_entry()["Exec"].split()
    assert pyproject()["project"]["scripts"][program] == "battlemap.cli:main"
    assert args == ["%f"], "battlemap opens one scenario file"


# --- MIME type -----------------------------------------------------------------------

def mime_type() -> ET.Element:
    return ET.parse(MIME).getroot().find("m:mime-type", MIME_NS)


def test_mime_type_is_the_one_the_desktop_entry_and_metainfo_name():
    name = mime_type().get("type")
    assert desktop_entry()["MimeType"].rstrip(";").split(";") == [name]
    assert ET.parse(METAINFO).getroot().findtext("provides/mediatype") == name


@pytest.mark.parametrize("entry", resources.scenario_files(), ids=lambda e: e.name)
def test_mime_magic_matches_every_bundled_scenario(entry):
    match = mime_type().find("m:magic/m:match", MIME_NS)
    start, end = (int(n) for n in match.get("offset").split(":"))
    head = entry.read_bytes()[start:end + len(match.get("value"))]
    assert match.get("value").encode() in head


@pytest.mark.parametrize("entry", resources.scenario_files(), ids=lambda e: e.name)
def test_every_bundled_scenario_has_its_thumbnail(entry):
    """File > New shows it beside the battle (packaging/make_thumbnails.py draws them)."""
    thumbnail = resources.sample_thumbnail_file(entry.name)
    assert thumbnail is not None, f"run packaging/make_thumbnails.py: {entry.name} has no thumbnail"
    data = thumbnail.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert width <= 240 and height <= 160 and max(width / 240, height / 160) == 1


@pytest.mark.parametrize("ruleset_id", resources.ruleset_ids())
def test_mime_magic_leaves_ruleset_files_alone(ruleset_id):
    value = mime_type().find("m:magic/m:match", MIME_NS).get("value")
    assert value.encode() not in resources.ruleset_file(ruleset_id).read_bytes()


# --- AppStream metadata --------------------------------------------------------------

def test_metainfo_release_is_the_package_version():
    versions = [r.get("version") for r in ET.parse(METAINFO).getroot().iter("release")]
    assert versions[0] == package_version()


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("id", "io.battlemap.Battlemap"),
        ("name", "Battlemap"),
        ("summary", "A battle map that knows the rules"),
        ("project_license", "MIT"),
        ("launchable", "battlemap.desktop"),
        ("provides/binary", "battlemap"),
    ],
    ids=["id", "name", "summary", "license", "launchable", "binary"],
)
def test_metainfo_field(path, expected):
    assert ET.parse(METAINFO).getroot().findtext(path) == expected


def test_metainfo_agrees_with_desktop_entry_and_pyproject():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.findtext("project_license") == pyproject()["project"]["license"]
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert len(root.findall("description/p")) >= 2


# --- icons ---------------------------------------------------------------------------

def test_svg_icon_is_square_and_named_as_the_desktop_icon():
    svg = ICONS / f"{desktop_entry()['Icon']}.svg"
    root = ET.parse(svg).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"
    assert (root.get("width"), root.get("height")) == ("256", "256")


@pytest.mark.parametrize("size", ICON_SIZES, ids=lambda s: f"{s}px")
def test_png_icon_has_its_declared_size(size):
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{desktop_entry()['Icon']}.png"
    # Colour type 6 is RGBA: the rounded corners stay transparent.
    assert png_size_and_colour(path) == (size, size, 6)


def test_png_icons_are_exactly_the_rendered_sizes():
    found = {p.name for p in (ICONS / "hicolor").iterdir()}
    assert found == {f"{s}x{s}" for s in ICON_SIZES}
    assert f"SIZES = {ICON_SIZES}" in (PACKAGING / "render_icons.py").read_text(encoding="utf-8")


def test_bundled_window_icon_is_the_packaging_icon():
    bundled = ROOT / "assets" / "icons" / "battlemap.svg"
    if not bundled.exists():
        pytest.skip("assets/icons/battlemap.svg not added yet")
    assert bundled.read_bytes() == (ICONS / "battlemap.svg").read_bytes()


# --- PyInstaller spec ----------------------------------------------------------------

def test_spec_bundles_every_folder_resources_serves():
    bundled = spec_constant("BUNDLED")
    assert served_folders() == {"rulesets", "assets"}
    for name in served_folders():
        target, patterns = bundled[name]
        # resources.py reads battlemap._bundled.<name> when not in a checkout.
        assert target == f"battlemap/_bundled/{name}"
        package_data = pyproject()["tool"]["setuptools"]["package-data"][f"battlemap._bundled.{name}"]
        assert patterns == package_data, "the frozen app and the wheel ship the same files"


def wheel_files() -> set[str]:
    """Every data file the wheel ships, as its path inside the installed packages."""
    setuptools = pyproject()["tool"]["setuptools"]
    shipped = set()
    for package, patterns in setuptools["package-data"].items():
        source = ROOT / setuptools["package-dir"].get(package, package.replace(".", "/"))
        for path in matched_files(source, patterns):
            shipped.add(f"{package.replace('.', '/')}/{path.relative_to(source).as_posix()}")
    return shipped


def spec_files() -> set[str]:
    """Every data file the spec bundles, as its path inside the frozen app."""
    return {
        f"{target}/{path.relative_to(ROOT / source).as_posix()}"
        for source, (target, patterns) in spec_constant("BUNDLED").items()
        for path in matched_files(ROOT / source, patterns)
        if "__pycache__" not in path.parts
    }


def test_frozen_app_ships_the_files_the_wheel_ships():
    assert spec_files() == wheel_files()


@pytest.mark.parametrize(
    "inside",
    [
        "battlemap/_bundled/rulesets/ruleset.schema.json",
        "battlemap/_bundled/rulesets/d20-mass.toml",
        "battlemap/_bundled/assets/scenarios/d20-skirmish.json",
        "battlemap/_bundled/assets/scenarios/translations/d20-skirmish.ru.json",
        "battlemap/_bundled/assets/tokens/knight.png",
        "battlemap/_bundled/assets/fonts/BattlemapCJK-SC.otf",
        "battlemap/_bundled/assets/fonts/BattlemapCJK-TC.otf",
        "battlemap/_bundled/assets/fonts/OFL.txt",
    ],
    ids=["schema", "ruleset", "default-scenario", "sample-words", "token-art", "font-sc", "font-tc", "font-licence"],
)
def test_spec_bundles(inside):
    assert inside in spec_files()


def test_no_app_module_is_found_by_name():
    """PyInstaller's import graph sees every module: none of the app's is imported by a string
    (the rule systems are listed in engine/systems/registry.py), so the spec needs no hidden imports."""
    found = [str(p) for p in (ROOT / "battlemap").rglob("*.py")
             if "import_module(" in p.read_text(encoding="utf-8") and p.name != "tcod_ref.py"]
    assert found == []
    assert "hiddenimports" not in SPEC.read_text(encoding="utf-8")


def test_spec_freezes_the_console_script_one_folder_windowed():
    text = SPEC.read_text(encoding="utf-8")
    assert 'ROOT / "packaging" / "launcher.py"' in text
    assert "from battlemap.cli import main" in (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert "console=False" in text and "COLLECT(" in text
    assert "tcod" in spec_constant("EXCLUDES")


# --- build script and validators -----------------------------------------------------

def test_build_script_is_valid_bash_and_executable():
    result = subprocess.run(["bash", "-n", str(BUILD)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert BUILD.stat().st_mode & 0o111
    assert "packaging/battlemap.spec" in BUILD.read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validates():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
