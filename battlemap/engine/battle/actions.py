"""An action a token takes, as a value, and its text notation.

`Action(id, actor, target, cell, path, options)` names an entry of the
ruleset's catalogue (`ruleset.actions[id]`): who acts, at whom or where, and
choices such as which item to ready (`options=(("item", "sword"),)`). Like a
chess move it is plain data: `check` says whether it is legal, `apply` plays
it. `notation`/`parse` give a short text form for logs and tests:
``a1 attack @b2``, ``a1 move >3,4>3,5``, ``a1 overwatch #6,2 item=bow``
(cells in offset `col,row`).
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.grid import Cell, Grid


@dataclass(frozen=True)
class Action:
    """One action of the catalogue taken by `actor`.

    `target`: a token id (enemy, ally, token targets); `cell`: a cell (cell
    and direction targets); `path`: cells after the actor's own (path
    targets); `options`: (key, value) pairs sorted by key.
    """

    id: str
    actor: str
    target: str | None = None
    cell: Cell | None = None
    path: tuple[Cell, ...] = ()
    options: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", tuple(self.path))
        object.__setattr__(self, "options", tuple(sorted(self.options)))

    def option(self, key: str, default: object = None) -> object:
        """The value of option `key`, or `default`."""
        for name, value in self.options:
            if name == key:
                return value
        return default


def notation(action: Action, grid: Grid) -> str:
    """The short text form of `action` (offset coordinates)."""
    parts = [action.actor, action.id]
    if action.target is not None:
        parts.append("@" + action.target)
    if action.cell is not None:
        parts.append("#" + _offset(grid, action.cell))
    if action.path:
        parts.append("".join(">" + _offset(grid, c) for c in action.path))
    parts.extend(f"{k}={v}" for k, v in action.options)
    return " ".join(parts)


def parse(text: str, grid: Grid) -> Action:
    """The action written by `notation` (ValueError naming what is malformed)."""
    words = text.split()
    if len(words) < 2:
        raise ValueError(f"an action reads 'ACTOR ACTION ...', got {text!r}")
    actor, action_id, rest = words[0], words[1], words[2:]
    target, cell, path, options = None, None, (), []
    for word in rest:
        if word.startswith("@"):
            target = word[1:]
        elif word.startswith("#"):
            cell = _cell(grid, word[1:])
        elif word.startswith(">"):
            path = tuple(_cell(grid, part) for part in word[1:].split(">"))
        elif "=" in word:
            key, _, value = word.partition("=")
            options.append((key, value))
        else:
            raise ValueError(f"cannot read {word!r} in {text!r}")
    return Action(action_id, actor, target, cell, path, tuple(options))


def _offset(grid: Grid, cell: Cell) -> str:
    col, row = grid.to_offset(cell)
    return f"{col},{row}"


def _cell(grid: Grid, text: str) -> Cell:
    try:
        col, row = (int(v) for v in text.split(","))
    except ValueError:
        raise ValueError(f"a cell reads 'col,row', got {text!r}") from None
    return grid.from_offset(col, row)
