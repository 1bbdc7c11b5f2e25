"""Bytes to a raw document (a dict), with every failure turned into a Problem.

Whatever a file holds (not UTF-8, empty, truncated JSON, TOML with a typo,
a number with 5000 digits, NaN, nesting ten thousand levels deep, an array at
the top) the result is a dict or a LoadError naming the file and, where the
parser knows it, the line and column. Never a traceback.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any, Literal

from .problems import LoadError, Problem

Format = Literal["json", "toml"]

#: Files larger than this are refused before reading (a map is kilobytes).
MAX_FILE_BYTES = 64 * 1024 * 1024
#: Deepest nesting of lists and objects accepted (free `state` objects included).
MAX_DEPTH = 32
#: Longest integer literal accepted; larger numbers are reported, not parsed.
MAX_DIGITS = 40


class NotARegularFile(OSError):
    """A FIFO, a device, a socket: something that is no file to read whole."""


class TooLarge(OSError):
    """A regular file larger than the limit its reader allows."""


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them.

    The one bounded reader for scenarios, rulesets and pictures: a FIFO, a
    device (`/dev/zero`, `/dev/urandom`) or a socket is refused without
    waiting or reading (opened non-blocking, then `fstat` on the descriptor),
    and no more than `limit + 1` bytes are ever read, whatever the size
    claims. Raises NotARegularFile, TooLarge, or the OSError of the system.
    """
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(descriptor)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "is a folder", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(f"{path} is not a regular file (a pipe, a device or a socket)")
        if info.st_size > limit:
            raise TooLarge(info.st_size)
        with os.fdopen(descriptor, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise TooLarge(len(data))
    return data


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The file's bytes, or a LoadError saying why it cannot be read."""
    source = str(path)
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except TooLarge as error:
        size = error.args[0] if error.args and isinstance(error.args[0], int) else MAX_FILE_BYTES + 1
        raise LoadError([Problem(source, "", (
            f"the file is too large ({size // (1024 * 1024)} MB; at most "
            f"{MAX_FILE_BYTES // (1024 * 1024)} MB)"))]) from None
    except NotARegularFile:
        raise LoadError([Problem(source, "", "is not a regular file (a pipe, a device or a socket): "
                                             "nothing was read")]) from None
    except FileNotFoundError:
        raise LoadError([Problem(source, "", "file not found")]) from None
    except IsADirectoryError:
        raise LoadError([Problem(source, "", "is a folder, not a file")]) from None
    except OSError as error:
        raise LoadError([Problem(source, "", f"cannot read the file: {error.strerror}")]) from None


def format_of(path: str | os.PathLike[str]) -> Format | None:
    """"json" or "toml" by suffix; None lets the content decide."""
    suffix = Path(path).suffix.lower()
    return {".json": "json", ".toml": "toml"}.get(suffix)  # type: ignore[return-value]


def parse_document(text: str | bytes, *, source: str, fmt: Format | None = None) -> dict[str, Any]:
    """Decode and parse a JSON or TOML document whose top level is an object."""
    text = _decode(text, source)
    if not text.strip():
        raise LoadError([Problem(source, "", "the file is empty")])
    if fmt is None:
        fmt = "json" if text.lstrip().startswith(("{", "[")) else "toml"
    duplicates: list[str] = []
    document = _parse_json(text, source, duplicates) if fmt == "json" else _parse_toml(text, source)
    if not isinstance(document, dict):
        raise LoadError([Problem(source, "", (
            f"expected a JSON object at the top level, got {_json_type(document)}"))])
    problems = [Problem(source, "", f"duplicate key '{key}' in an object") for key in duplicates]
    found = _value_problems(document)
    if found is None:
        problems.append(Problem(source, "", f"nested deeper than {MAX_DEPTH} levels"))
    else:
        problems.extend(Problem(source, path, message) for path, message in found)
    if problems:
        raise LoadError(problems)
    return document


def _decode(text: str | bytes, source: str) -> str:
    if isinstance(text, str):
        return text.removeprefix("\ufeff")
    try:
        return text.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = text[: error.start].count(b"\n") + 1
        raise LoadError([Problem(source, "", (
            f"not UTF-8 text: byte 0x{text[error.start]:02x} at line {line} "
            f"(offset {error.start}) cannot be decoded"))]) from None


def _parse_json(text: str, source: str, duplicates: list[str]) -> Any:
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, value in items:
            if key in result:
                duplicates.append(key)
            result[key] = value
        return result

    try:
        return json.loads(
            text,
            object_pairs_hook=pairs,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_reject_constant,
        )
    except json.JSONDecodeError as error:
        message = f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
    except (ValueError, RecursionError) as error:
        message = f"not valid JSON: {_reason(error)}"
    raise LoadError([Problem(source, "", message)])


def _parse_toml(text: str, source: str) -> Any:
    import tomllib  # here: a start on the cached bundled ruleset and a JSON battle never needs it

    try:
        return tomllib.loads(text, parse_float=_parse_float)
    except tomllib.TOMLDecodeError as error:
        message = f"not valid TOML: {error}"
    except (ValueError, RecursionError) as error:
        message = f"not valid TOML: {_reason(error)}"
    raise LoadError([Problem(source, "", message)])


def _reason(error: BaseException) -> str:
    if isinstance(error, RecursionError):
        return f"nested too deeply (at most {MAX_DEPTH} levels)"
    text = str(error)
    if "integer string conversion" in text:
        return f"a number has more than {MAX_DIGITS} digits"
    return text


def _parse_int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number has more than {MAX_DIGITS} digits")
    return int(literal)


def _parse_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise ValueError(f"number {literal} is out of range (infinite or NaN)")
    return value


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _json_type(value: Any) -> str:
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "true/false"
    if value is None:
        return "null"
    return "a number"


#: The first integer too long to write (MAX_DIGITS + 1 digits).
_TOO_LONG = 10**MAX_DIGITS
#: Problems of values reported at most; the walk goes on only to find a nesting too deep.
_MOST_VALUE_PROBLEMS = 20


def _value_problems(document: Any) -> list[tuple[str, str]] | None:
    """Values a file may hold that no saved file could (JSON and TOML alike): text with a lone
    surrogate (cannot be written as UTF-8), integers longer than MAX_DIGITS (TOML has no limit
    of its own; the JSON reader refuses them, so the saved file would not reopen).

    None when lists and objects nest deeper than MAX_DEPTH. One walk, without recursion,
    does both; a value's path is kept as (parent, key) links and written out only for a
    problem, since a big map has a million values and almost never a problem.
    """
    found: list[tuple[str, str]] = []
    stack: list[tuple[Any, int, Any]] = [(document, 0, None)]
    while stack:
        value, depth, where = stack.pop()
        kind, checking = type(value), len(found) < _MOST_VALUE_PROBLEMS
        if kind is dict or kind is list:
            if depth >= MAX_DEPTH:
                if value:  # an entry would nest deeper than MAX_DEPTH
                    return None
                continue
            if kind is list:
                stack.extend((item, depth + 1, (where, i)) for i, item in enumerate(value))
                continue
            for key, item in value.items():
                if checking and type(key) is str and _unencodable(key):
                    found.append((_path(where), f"a key is not valid Unicode text (a lone surrogate): {key!r}"))
                stack.append((item, depth + 1, (where, key)))
        elif not checking:
            continue
        elif kind is str:
            if _unencodable(value):
                found.append((_path(where), "not valid Unicode text (a lone surrogate): it could never be saved"))
        elif kind is int and abs(value) >= _TOO_LONG:
            found.append((_path(where), f"a number has more than {MAX_DIGITS} digits"))
    return found


def _path(where: Any) -> str:
    """The path of (parent, key) links, as problems name fields: `tokens[3].at`."""
    parts = []
    while where is not None:
        where, key = where
        parts.append(key)
    text = ""
    for key in reversed(parts):
        text = f"{text}[{key}]" if isinstance(key, int) else (f"{text}.{key}" if text else str(key))
    return text


def _unencodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False

