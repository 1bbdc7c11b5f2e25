"""Draw the picture File > New shows beside each bundled sample battle.

Writes assets/scenarios/thumbnails/<sample>.png: the sample's Player View
(no GM-only marks), drawn by `battlemap render` itself so a thumbnail looks
like the map it opens, at five times THUMBNAIL_SIZE and scaled down (drawn
small, the turn banner and the scale bar would cover half the map). Run it after adding a sample or
changing a sample's map (tests/test_packaging_files.py fails while a sample
has no thumbnail):

    QT_QPA_PLATFORM=offscreen python packaging/make_thumbnails.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "assets" / "scenarios"
THUMBNAILS = SCENARIOS / "thumbnails"
#: Width x height in pixels; the dialog shows them at this size.
THUMBNAIL_SIZE = (240, 160)
DRAWN_AT = 5


def main() -> int:
    THUMBNAILS.mkdir(exist_ok=True)
    width, height = THUMBNAIL_SIZE
    with tempfile.TemporaryDirectory() as folder:
        for sample in sorted(SCENARIOS.glob("*.json")):
            drawn = Path(folder) / f"{sample.stem}.png"
            subprocess.run(
                [sys.executable, "-m", "battlemap", "render", str(sample), "--view", "player",
                 "--size", f"{width * DRAWN_AT}x{height * DRAWN_AT}", "--out", str(drawn)],
                check=True,
            )
            small = QImage(str(drawn)).scaled(
                width, height, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
            if not small.save(str(THUMBNAILS / f"{sample.stem}.png")):
                raise OSError(f"could not write the thumbnail of {sample.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
