"""Where the app keeps its own files: autosaves (user data), settings (user config), caches.

One door for platformdirs, so tests can point every folder at a temporary
one (each function takes the folder to use) and nothing else in the
document layer spells out a platform path.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from platformdirs import user_cache_path, user_config_path, user_data_path

APP_NAME = "battlemap"


def data_folder() -> Path:
    """The per-user data folder (autosaves live under it); not created here."""
    return user_data_path(APP_NAME, appauthor=False)


def config_folder() -> Path:
    """The per-user settings folder (recent files live in it); not created here."""
    return user_config_path(APP_NAME, appauthor=False)


def cache_folder() -> Path:
    """The per-user cache folder (parsed bundled rulesets); not created here."""
    return user_cache_path(APP_NAME, appauthor=False)


def autosave_path(source: Path | None = None, *, folder: Path | None = None) -> Path:
    """The autosave file of a battle opened from `source` (None: a new, unsaved battle).

    It lives in `<data folder>/autosave/`, named after the source with a short
    hash of its full path, so two `ford.json` from different folders never
    share an autosave and the autosave is never the user's own file.
    """
    base = (folder if folder is not None else data_folder()) / "autosave"
    if source is None:
        return base / "untitled.autosave.json"
    full = str(Path(source).expanduser().absolute())
    digest = hashlib.sha256(full.encode("utf-8")).hexdigest()[:10]
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", Path(source).stem)[:60] or "battle"
    return base / f"{stem}-{digest}.autosave.json"
