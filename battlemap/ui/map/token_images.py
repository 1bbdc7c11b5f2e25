"""Pictures drawn inside token discs: where each token's `image` lives, loaded once, cut round.

A token's `image` (SCENARIO-FORMAT.md) is a path relative to the scenario
file's folder, or `assets:<path>` for a picture bundled with Battlemap (found
through `resources.asset_file`, the one door to bundled data). Each picture is
read once and pre-rendered as a circular pixmap at a fixed resolution, cached
by file: a thousand tokens sharing a picture share one pixmap, and the token
item shows it as a stock QGraphicsPixmapItem, so no Python paint() runs per
token. A picture that cannot be read is remembered as missing, so the token
keeps its coloured disc and the window can say which files were not found.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap

from battlemap import resources
from battlemap.schema.scenario import ASSET_PREFIX
from battlemap.ui.map.picture_files import read_picture

#: Pixels across a pre-rendered token picture: sharp up to a token ~2 cm wide on screen.
PICTURE_PIXELS = 128

_pictures: dict[str, QPixmap | None] = {}


def image_file(reference: str, folder: Path | None) -> str:
    """The file a token's `image` names: a bundled asset, or a path beside the scenario."""
    if reference.startswith(ASSET_PREFIX):
        return str(resources.asset_file(reference.removeprefix(ASSET_PREFIX)))
    path = Path(reference)
    if not path.is_absolute() and folder is not None:
        path = folder / path
    return os.path.normpath(path)


def round_picture(path: str) -> QPixmap | None:
    """The picture at `path` cut to a disc (cached per file), or None when it cannot be read."""
    if path not in _pictures:
        _pictures[path] = _render_round(path)
    return _pictures[path]


def _render_round(path: str) -> QPixmap | None:
    image = read_picture(path)
    if image is None:
        return None
    # Centre-crop to a square so a portrait or landscape picture is not squashed.
    side = min(image.width(), image.height())
    square = image.copy((image.width() - side) // 2, (image.height() - side) // 2, side, side)
    square = square.scaled(PICTURE_PIXELS, PICTURE_PIXELS, Qt.AspectRatioMode.IgnoreAspectRatio,
                           Qt.TransformationMode.SmoothTransformation)
    disc = QPixmap(PICTURE_PIXELS, PICTURE_PIXELS)
    disc.fill(Qt.GlobalColor.transparent)
    painter = QPainter(disc)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addEllipse(QRectF(0, 0, PICTURE_PIXELS, PICTURE_PIXELS))
    painter.setClipPath(clip)
    painter.drawImage(0, 0, square)
    painter.end()
    return disc


@dataclass
class TokenImages:
    """Token id -> its `image` reference, resolved against the scenario's folder."""

    references: Mapping[str, str] = field(default_factory=dict)
    folder: Path | None = None
    #: Files that could not be read, in the order they were asked for.
    missing: list[str] = field(default_factory=list)

    @classmethod
    def of_document(cls, document) -> TokenImages:
        """The pictures of an open battle's tokens (the document keeps them resolved)."""
        return cls(dict(document.pictures))

    def picture(self, token_id: str) -> QPixmap | None:
        """The round picture of a token, or None (no image, or one that cannot be read)."""
        reference = self.references.get(token_id)
        if reference is None:
            return None
        path = image_file(reference, self.folder)
        pixmap = round_picture(path)
        if pixmap is None and path not in self.missing:
            self.missing.append(path)
        return pixmap
