"""Make the bundled Chinese fonts: subsets of Noto Sans CJK covering every Chinese string we ship.

Without a system CJK font every Chinese string of the interface would be
boxes. The app registers one of these subsets as the last fallback family
when a Chinese interface finds no system font for it (battlemap/ui/words/
cjk_font.py). Two faces, because the Simplified and Traditional designs of
the same code point differ (364 of our characters, among them the position
of "，" and "。"): assets/fonts/BattlemapCJK-SC.otf for zh_CN and
BattlemapCJK-TC.otf for zh_TW. Each covers every character of both, so any
string we ship reads in either.

The characters: every <translation> of battlemap/i18n/battlemap_zh_CN.ts and
battlemap_zh_TW.ts, every character of rulesets/*.toml and of
assets/scenarios/ with its folders (the samples' own words in each language,
assets/scenarios/translations/), and any written in the app's code (the language menu's
"简体中文"), keeping those at or above U+2000: punctuation, symbols, CJK
and fullwidth forms. Latin, Greek and Cyrillic come from the system's
default family, which the subset only backs up (DejaVu Sans, Qt's default
on Linux, Segoe UI and San Francisco all have them).

Run it again whenever a pack, a ruleset or a scenario gains a character
(tests/ui/words/test_cjk_font.py fails until then). It needs fontTools, a
build-time tool only (`pip install -e '.[fonts]'`), and the source font,
NotoSansCJK-Regular.ttc from Debian's and Ubuntu's fonts-noto-cjk
(`apt-get install fonts-noto-cjk`) or from
https://github.com/notofonts/noto-cjk (Sans/OTC/NotoSansCJK-Regular.ttc):

    python packaging/make_cjk_font.py /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
"""

from __future__ import annotations

import argparse
import glob
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
DEFAULT_SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
#: The first code point a subset carries; below it the system's default family has every letter.
FIRST = 0x2000


@dataclass(frozen=True)
class Face:
    """One subset: which face of the collection it is cut from, and what it is called."""

    source_family: str  # the face's family name inside NotoSansCJK-Regular.ttc
    family: str  # the subset's own name, never the full font's: an installed Noto must not be shadowed
    file: str


FACES = (
    Face("Noto Sans CJK SC", "Battlemap CJK SC", "BattlemapCJK-SC.otf"),
    Face("Noto Sans CJK TC", "Battlemap CJK TC", "BattlemapCJK-TC.otf"),
)


def shipped_texts(root: Path = ROOT) -> list[str]:
    """Every text whose characters a subset must hold: the Chinese packs, rulesets, scenarios, code."""
    texts = []
    for language in ("zh_CN", "zh_TW"):
        tree = ET.parse(root / "battlemap" / "i18n" / f"battlemap_{language}.ts")
        texts += ["".join(node.itertext()) for node in tree.getroot().iter("translation")]
    patterns = ["rulesets/*.toml", "assets/scenarios/**/*.json", "battlemap/**/*.py"]
    for pattern in patterns:
        for name in sorted(glob.glob(str(root / pattern), recursive=True)):
            if Path(name).is_file():
                texts.append(Path(name).read_text(encoding="utf-8"))
    return texts


def needed_characters(texts: list[str]) -> set[int]:
    """The code points of `texts` a subset carries: printable, at or above U+2000."""
    return {ord(c) for text in texts for c in text if ord(c) >= FIRST and c.isprintable()}


def _face_number(source: Path, family: str) -> int:
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(source), lazy=True)
    for number, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == family:
            return number
    raise SystemExit(f"{source} has no face {family!r}: is it NotoSansCJK-Regular.ttc?")


def _rename(font, face: Face) -> None:
    """The subset's own names (family, full, PostScript), keeping the copyright and licence entries."""
    names = font["name"]
    version = names.getDebugName(5) or ""
    for name_id in (16, 17, 21, 22):  # typographic family names would bring the full font's name back
        names.removeNames(nameID=name_id)
    postscript = face.family.replace(" ", "") + "-Regular"
    for name_id, text in ((1, face.family), (2, "Regular"), (3, f"{postscript};{version}"),
                          (4, f"{face.family} Regular"), (6, postscript)):
        names.removeNames(nameID=name_id)
        names.setName(text, name_id, 3, 1, 0x409)
        names.setName(text, name_id, 1, 0, 0)
    names.setName(f"A subset of {face.source_family} ({version}) for Battlemap's bundled texts.",
                  10, 3, 1, 0x409)
    cff = font["CFF "].cff
    cff.fontNames = [postscript]
    cff.topDictIndex[0].FullName = f"{face.family} Regular"
    cff.topDictIndex[0].FamilyName = face.family


def make_face(source: Path, face: Face, characters: set[int], out: Path) -> Path:
    """Cut one face of `source` down to `characters` and write it under `out`."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    # No new timestamp: the same inputs make the same bytes, so a regenerated subset diffs only on change.
    font = TTFont(str(source), fontNumber=_face_number(source, face.source_family), recalcTimestamp=False)
    missing = sorted(c for c in characters if c not in font.getBestCmap())
    if missing:
        raise SystemExit(f"{face.source_family} lacks {' '.join(f'U+{c:04X}' for c in missing)}")
    options = subset.Options()
    options.layout_features = []  # horizontal text in one locale: no alternates, no vertical forms
    options.name_IDs = ["*"]  # keep the copyright, licence and version entries
    options.name_languages = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(characters))
    subsetter.subset(font)
    _rename(font, face)
    target = out / face.file
    font.save(str(target))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", default=DEFAULT_SOURCE,
                        help=f"NotoSansCJK-Regular.ttc (default {DEFAULT_SOURCE})")
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder of the subsets (default {OUT})")
    args = parser.parse_args(argv)
    source = Path(args.source)
    if not source.is_file():
        print(f"{source} not found: apt-get install fonts-noto-cjk, or pass its path", file=sys.stderr)
        return 1
    characters = needed_characters(shipped_texts())
    args.out.mkdir(parents=True, exist_ok=True)
    for face in FACES:
        target = make_face(source, face, characters, args.out)
        print(f"{target}: {len(characters)} characters, {target.stat().st_size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
