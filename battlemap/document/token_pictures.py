"""Each token's picture reference, kept by the document beside the engine's state.

A token's `image` (SCENARIO-FORMAT.md) is either `assets:<path>` (bundled
with Battlemap) or a file path relative to the scenario file's folder. The
engine never looks at pictures, so the document keeps them as token id ->
reference, a relative path resolved against the folder the battle was opened
from (the view can then load it whatever the working directory), and writes
it back relative to whichever folder it saves to, as `Background` does.
Changing a picture is one undoable step: the command carries the pictures
before and after it (`Command.pictures`).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType

from battlemap.schema.scenario import ASSET_PREFIX

#: Token id -> its picture reference (bundled `assets:` or a resolved path), read-only.
Pictures = Mapping[str, str]

NO_PICTURES: Pictures = MappingProxyType({})


def resolved(reference: str, folder: Path | None) -> str:
    """A file's `image` reference with a relative path made absolute against `folder`."""
    if reference.startswith(ASSET_PREFIX):
        return reference
    path = Path(reference)
    if not path.is_absolute() and folder is not None:
        path = folder / path
    # normpath: "saves/../pics/a.png" and "pics/a.png" are one picture, and compare equal.
    return os.path.normpath(path)


def pictures_of(tokens: Iterable, folder: Path | None) -> Pictures:
    """Token id -> resolved reference for the scenario tokens that name a picture."""
    return MappingProxyType({t.id: resolved(t.image, folder) for t in tokens if t.image})


def file_reference(reference: str, folder: Path | None) -> str:
    """The `image` written to a file saved in `folder`: relative to it when it can be."""
    if reference.startswith(ASSET_PREFIX) or folder is None or not Path(reference).is_absolute():
        return reference
    try:
        return Path(os.path.relpath(reference, folder)).as_posix()
    except ValueError:  # another drive on Windows: keep it absolute
        return reference


def with_picture(pictures: Pictures, token_id: str, reference: str | None) -> Pictures:
    """`pictures` with `token_id` showing `reference` (None: no picture)."""
    changed = {k: v for k, v in pictures.items() if k != token_id}
    if reference is not None:
        changed[token_id] = reference
    return MappingProxyType(changed)


def leaves_folder(reference: str) -> bool:
    """True when a file's picture reference points outside the file's folder (absolute, or `..`)."""
    if reference.startswith(ASSET_PREFIX):
        return False
    path = Path(reference)
    return path.is_absolute() or ".." in path.parts

