"""`battlemap render FILE`: draw the GM's view or the players' to a PNG, without a display.

For prep, handouts and bug reports. Everything the user can get wrong is
checked here, before Qt loads: the file (its problems listed as `check`
lists them), `--size WxH`, `--side` (one of the battle's sides, or several
joined by commas, player view only), `--out` (a .png in a folder that exists). The drawing itself is the
window's (`battlemap/ui/map/render_image.py`), handed in by the cli as
`draw`, so this module never imports Qt (DESIGN.md: commands render through
ui). The picture is written atomically: a failed render or write leaves no
file, or the old one whole.

Default out: `<FILE's stem>-gm.png` or `<FILE's stem>-player.png` in the
current directory.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TextIO

from battlemap.commands.battle_file import CommandError
from battlemap.document.battle import BattleDocument
from battlemap.schema import LoadError, atomic_write_bytes

VIEWS = ("gm", "player")
#: The interface languages (ui/words/languages.py has their packs).
LANGUAGES = ("en", "zh_CN", "zh_TW", "ru")
DEFAULT_SIZE = (1920, 1080)
#: Largest picture side: an 8K projector is 7680 wide; beyond that a picture is a mistake.
MAX_SIDE = 8192
_SIZE = re.compile(r"(\d+)[xX](\d+)")


class Picture(Protocol):
    """What the drawing hands back (ui's MapPicture)."""

    png: bytes
    fog_side: str | None


@dataclass(frozen=True)
class RenderRequest:
    """One picture to draw, every option checked."""

    document: BattleDocument
    view: str
    size: tuple[int, int]
    out: Path
    side: str | None = None
    language: str | None = None


#: Draws a request (the cli passes ui's, imported only when a picture is asked for).
Draw = Callable[[RenderRequest], Picture]


def parse_size(text: str) -> tuple[int, int]:
    """`WxH` in pixels, each side from 1 to MAX_SIDE (CommandError otherwise)."""
    match = _SIZE.fullmatch(text.strip())
    if match is None:
        raise CommandError(f"--size {text}: expected WIDTHxHEIGHT in pixels, like 1920x1080")
    width, height = int(match.group(1)), int(match.group(2))
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise CommandError(f"--size {text}: width and height must each be 1 to {MAX_SIDE} pixels")
    return width, height


def battle_sides(document: BattleDocument) -> list[str]:
    """The battle's sides, in order of first appearance (hidden tokens' sides too)."""
    sides: list[str] = []
    for token in document.state.tokens:
        if token.side not in sides:
            sides.append(token.side)
    return sides


def default_out(file: str, view: str, folder: Path | None = None) -> Path:
    """`<stem>-gm.png` / `<stem>-player.png` in `folder` (default: the current directory)."""
    return (folder if folder is not None else Path.cwd()) / f"{Path(file).stem}-{view}.png"


def checked_out(out: Path) -> Path:
    """`out` when a PNG can be written there (CommandError saying why not otherwise)."""
    if out.suffix.lower() != ".png":
        raise CommandError(f"--out {out}: the picture is a PNG, name it .png")
    if out.is_dir():
        raise CommandError(f"cannot write {out}: it is a folder")
    if not out.parent.is_dir():
        raise CommandError(f"cannot write {out}: folder {out.parent} does not exist")
    return out


def open_battle(file: str, language: str | None = None) -> BattleDocument:
    """The battle in `file` (CommandError listing its problems, as `check` does); a bundled
    sample in `language`'s words when one is given (`--lang`), any other file as written."""
    try:
        return BattleDocument.open(file, language=language)
    except LoadError as error:
        lines = [f"{file}: {len(error.problems)} problem(s)"]
        lines += [f"  {problem}" for problem in error.problems]
        raise CommandError("\n".join(lines)) from None


def checked_side(document: BattleDocument, view: str, side: str | None) -> str | None:
    """`--side` when the player view is drawn and the battle has that side, or those sides
    (`A,B`: what they see together), written back as `A,B` without repeats or spaces."""
    if side is None:
        return None
    if view != "player":
        raise CommandError("--side is for --view player (the GM sees every side)")
    sides = battle_sides(document)
    wanted = list(dict.fromkeys(s.strip() for s in side.split(",")))
    if "" in wanted:
        raise CommandError(f"--side {side}: a side is missing between the commas")
    for one in wanted:
        if one not in sides:
            raise CommandError(f"unknown side {one!r}; the battle's sides: {', '.join(sides) or 'none'}")
    return ",".join(wanted)


def checked_choice(option: str, value: str, known: tuple[str, ...]) -> str:
    """`value` when it is one of `known` (checked here, not by argparse, so a mistake exits 1)."""
    if value not in known:
        raise CommandError(f"{option} {value}: expected one of {', '.join(known)}")
    return value


def request_of(args) -> RenderRequest:
    """The parsed command line as a checked request (CommandError on the first mistake)."""
    checked_choice("--view", args.view, VIEWS)
    if args.lang is not None:
        checked_choice("--lang", args.lang, LANGUAGES)
    size = parse_size(args.size) if args.size is not None else DEFAULT_SIZE
    out = checked_out(Path(args.out) if args.out is not None else default_out(args.file, args.view))
    document = open_battle(args.file, args.lang)
    side = checked_side(document, args.view, args.side)
    return RenderRequest(document, args.view, size, out, side, args.lang)


def run_render(args, draw: Draw, out: TextIO, err: TextIO) -> int:
    """Check, draw, write; print where it went (exit 0) or what was wrong (exit 1)."""
    try:
        request = request_of(args)
        _note_journal(request.document, err)
        picture = draw(request)
        write_png(request.out, picture.png)
    except CommandError as error:
        print(error, file=err)
        return 1
    if request.side is not None and picture.fog_side != request.side:  # never, unless the drawing ignored it
        print(f"note: side {request.side!r} was checked but its fog of war was not drawn", file=err)
    width, height = request.size
    print(f"wrote {request.out} ({request.view} view, {width}x{height})", file=out)
    return 0


def _note_journal(document: BattleDocument, err: TextIO) -> None:
    """Say when the file's journal did not replay (the picture shows the battle as it opened)."""
    problem = document.journal_problem
    if problem is not None:
        print(f"note: {problem.describe()}; drawn as the battle opens", file=err)


def write_png(path: Path, data: bytes) -> None:
    """Write the picture atomically (CommandError naming the file when it cannot be written)."""
    try:
        atomic_write_bytes(path, data)
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror or error}") from None


def add_parser(subparsers, draw: Draw) -> None:
    """Register `render FILE [--view gm|player] [--side SIDE[,SIDE...]] [--out FILE.png] [--size WxH] [--lang CODE]`."""
    p = subparsers.add_parser("render", help="draw the GM's or the players' view to a PNG, headless")
    p.add_argument("file", metavar="FILE", help="scenario file")
    p.add_argument("--view", default="gm", metavar="gm|player",
                   help="gm: everything, hidden tokens included; player: what the Player View shows (default: gm)")
    p.add_argument("--side", metavar="SIDE[,SIDE...]",
                   help="player view only: the side whose fog of war covers the map, or sides joined by "
                        "commas (what they see together)")
    p.add_argument("--out", metavar="FILE.png",
                   help="where to write (default: FILE's stem + -gm.png or -player.png, in the current directory)")
    p.add_argument("--size", metavar="WxH", help="picture size in pixels (default: 1920x1080)")
    p.add_argument("--lang", metavar="CODE",
                   help=f"language of the picture's text: {', '.join(LANGUAGES)} (default: the window's)")
    p.set_defaults(command=lambda a: run_render(a, draw, sys.stdout, sys.stderr))
