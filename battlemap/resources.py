"""The one door to bundled data: rulesets/ and assets/.

The data lives at the top of the source checkout. A built wheel ships the same
folders as the packages ``battlemap._bundled.rulesets`` and
``battlemap._bundled.assets``. A source checkout or an editable install reads
the checkout's folders directly, so an edited ruleset is seen at once.
"""

from __future__ import annotations

from importlib import resources as _res
from importlib.resources.abc import Traversable
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent

DEFAULT_SCENARIO = "d20-skirmish.json"


def _is_checkout() -> bool:
    # pyproject.toml beside rulesets/ marks a source tree, never site-packages.
    return (_CHECKOUT / "pyproject.toml").is_file() and (_CHECKOUT / "rulesets").is_dir()


def _root(name: str) -> Traversable:
    if _is_checkout():
        return _CHECKOUT / name
    return _res.files(f"battlemap._bundled.{name}")


def rulesets_dir() -> Traversable:
    """The folder of bundled ruleset files."""
    return _root("rulesets")


def assets_dir() -> Traversable:
    """The folder of bundled assets (scenarios, icons, translations)."""
    return _root("assets")


def ruleset_ids() -> list[str]:
    """Ids of the bundled rulesets, sorted (file stem of each rulesets/*.toml)."""
    return sorted(
        entry.name.removesuffix(".toml")
        for entry in rulesets_dir().iterdir()
        if entry.name.endswith(".toml")
    )


def ruleset_file(ruleset_id: str) -> Traversable | None:
    """The bundled file of a ruleset id, or None when there is no such ruleset."""
    if ruleset_id not in ruleset_ids():
        return None
    return rulesets_dir() / f"{ruleset_id}.toml"


def scenario_files() -> list[Traversable]:
    """The bundled sample scenarios, sorted by name."""
    folder = assets_dir() / "scenarios"
    return sorted(
        (e for e in folder.iterdir() if e.name.endswith((".json", ".toml"))),
        key=lambda e: e.name,
    )


def scenario_file(name: str) -> Traversable | None:
    """A bundled sample scenario by file name, or None."""
    for entry in scenario_files():
        if entry.name == name:
            return entry
    return None


#: Where each bundled sample's words in other languages live (assets/scenarios/translations/README.md).
SAMPLE_WORDS_FOLDER = "translations"


def sample_words_file(sample: str, language: str) -> Traversable | None:
    """The words of bundled sample `sample` (a file name) in `language`, or None when it has none."""
    stem = sample.rsplit(".", 1)[0]
    entry = assets_dir() / "scenarios" / SAMPLE_WORDS_FOLDER / f"{stem}.{language}.json"
    return entry if entry.is_file() else None


#: Where each bundled sample's picture for File > New lives (made by packaging/make_thumbnails.py).
THUMBNAILS_FOLDER = "thumbnails"


def sample_thumbnail_file(sample: str) -> Traversable | None:
    """The picture File > New shows beside bundled sample `sample` (a file name), or None."""
    stem = sample.rsplit(".", 1)[0]
    entry = assets_dir() / "scenarios" / THUMBNAILS_FOLDER / f"{stem}.png"
    return entry if entry.is_file() else None


def is_bundled_sample(path: str | Path) -> bool:
    """True when `path` is one of the bundled sample files (not a copy elsewhere)."""
    try:
        target = Path(path).resolve()
    except (OSError, RuntimeError):
        return False
    return any(isinstance(e, Path) and e.resolve() == target for e in scenario_files())


def default_scenario_file() -> Traversable:
    """The scenario the app opens on when no file is given."""
    entry = scenario_file(DEFAULT_SCENARIO)
    if entry is None:
        raise FileNotFoundError(f"bundled default scenario {DEFAULT_SCENARIO} is missing")
    return entry


def asset_file(relative: str) -> Traversable:
    """Any bundled asset by its path relative to assets/ (e.g. 'icons/app.svg')."""
    entry = assets_dir()
    for part in relative.split("/"):
        entry = entry / part
    return entry
