"""Journals on seeded documents: the ways a file comes to carry one, from the seed alone.

`with_journal(seed, document, folder)` leaves most documents as they are and
gives the others a journal, one of three ways:

- gestures: the document opened and played with random gestures of every
  builder (tests/document/journal/random_battle.py), then written as Save
  writes it: the journal the window makes;
- records played: random records of every kind, in the file's own shape and
  often with values no gesture would make (a cell off the map, a facing of
  11, an action the catalogue lacks), each played as a file's record is; those
  that play are the journal, written as Save writes it: a hand-written
  journal that replays;
- records unplayed: the same random records put after the document as it is,
  so the top level is not where they lead: a hand-written journal that
  `check` must refuse cleanly (or accept, if they change nothing).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.journal.playing import play
from battlemap.engine.vision.sight import uses_tables
from battlemap.schema import LoadError
from battlemap.schema.records import KINDS, Record
from tests.document.journal.random_battle import FOG_GESTURES, GESTURES, play_randomly
from tests.schema.seeded_documents import ruleset_by_id

#: Seeds whose document gets a journal: one in six, in equal shares of the three ways.
JOURNAL_EVERY = 6
_RECORD = TypeAdapter(Record)


def has_journal(seed: int) -> bool:
    """Whether `with_journal` gives the document of `seed` a journal (before knowing if it plays)."""
    return not _journal_rng(seed).randrange(JOURNAL_EVERY)


def _journal_rng(seed: int) -> random.Random:
    return random.Random(seed * 7919 + 1)  # its own stream: the document's draws stay as they are


def with_journal(seed: int, raw: dict[str, Any], folder: Path) -> dict[str, Any]:
    """`raw`, or (for some seeds) `raw` with a journal made one of the three ways."""
    rng = _journal_rng(seed)
    if rng.randrange(JOURNAL_EVERY):
        return raw
    way = rng.choice(("gestures", "played", "unplayed"))
    if way == "unplayed":
        return {**raw, "journal": {"start": raw, "records": [_RecordDraw(rng, raw).record()
                                                              for _ in range(rng.randint(1, 4))]}}
    start = folder / "start.json"
    start.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    try:
        document = BattleDocument.open(start)
    except LoadError:
        return raw  # check refuses it: no battle to play a journal on
    # Fog on a map its shadow tables do not fit (a 999 x 2 hex strip) is traced line by line: minutes
    # a journal, a known slowness of the fog (its own benchmark), not what this property looks for.
    slow_fog = _fog_traced_long(document)
    if way == "gestures":
        gestures = tuple(g for g in GESTURES if g.__name__ not in FOG_GESTURES) if slow_fog else None
        play_randomly(document, rng, rng.randint(1, 8), attempts=40, gestures=gestures)
    else:
        _play_records(document, rng, raw, without=FOG_GESTURES if slow_fog else frozenset())
    return document.scenario_for(folder / "battle.json").model_dump(mode="json", exclude_defaults=True)


def _fog_traced_long(document: BattleDocument) -> bool:
    """Whether fog here is worked out line by line over a long map (no shadow table fits it)."""
    state = document.state
    grid = state.grid
    return (grid.kind == "hex" and max(grid.cols, grid.rows) > 300) or (not uses_tables(state) and grid.size > 2500)


def _play_records(document: BattleDocument, rng: random.Random, raw: dict[str, Any],
                  without: frozenset[str] = frozenset()) -> None:
    draw = _RecordDraw(rng, raw)
    for _ in range(rng.randint(1, 8)):
        drawn = draw.record()
        if drawn["do"] in without:
            continue
        try:
            record = _RECORD.validate_python(drawn)
        except ValidationError:
            continue  # a record no file could hold: the unplayed journals carry those
        played = play(document, record)
        if isinstance(played, Command):
            document.apply(played)


class _RecordDraw:
    """Random records for the battle of `raw`: its tokens, cells, actions, terrain and zones, or not quite."""

    def __init__(self, rng: random.Random, raw: dict[str, Any]) -> None:
        self.rng = rng
        self.ruleset = ruleset_by_id(raw["ruleset"])
        grid = raw.get("grid", {})
        self.cols = grid.get("cols", self.ruleset.grid.cols)
        self.rows = grid.get("rows", self.ruleset.grid.rows)
        self.tokens = [t["id"] for t in raw.get("tokens", []) if isinstance(t, dict)] or ["nobody"]
        self.zones = [z["id"] for z in raw.get("zones", [])] or ["nowhere"]

    def pick(self, values):
        return self.rng.choice(tuple(values))

    def token(self) -> str:
        return self.pick(self.tokens) if self.rng.random() < 0.95 else "ghost"

    def cell(self) -> list[int]:
        if self.rng.random() < 0.05:
            return self.pick(([self.cols, 0], [-1, 0], [0, self.rows]))
        return [self.rng.randrange(self.cols), self.rng.randrange(self.rows)]

    def path(self) -> list[list[int]]:
        col, row = self.cell()
        steps = []
        for _ in range(self.rng.randint(1, 4)):
            col, row = col + self.rng.choice((-1, 0, 1)), row + self.rng.choice((-1, 0, 1))
            steps.append([col, row])
        return steps

    def options(self) -> dict[str, Any]:
        weapons = sorted(self.ruleset.weapons)
        return self.pick(({}, {}, {"item": self.pick(weapons)}, {"rounds": self.pick((0, 1, 3, -1, 10**6))},
                          {"mode": self.pick(("burst", "single", "x"))}, {"seconds": self.pick((1, 0, 99))}))

    def record(self) -> dict[str, Any]:
        kind = self.pick(KINDS)
        fields = getattr(self, f"_{kind}", dict)()  # kinds without fields need none
        return {"do": kind, **fields}

    # --- one per kind ------------------------------------------------------------------------
    def _move(self):
        return {"token": self.token(), "path": self.path()}

    def _action(self):
        catalogue = self.ruleset.actions
        record: dict[str, Any] = {"token": self.token(),
                                  "action": self.pick(sorted(catalogue)) if self.rng.random() < 0.95 else "fly"}
        target = catalogue[record["action"]].target if record["action"] in catalogue else None
        if target in ("enemy", "ally", "token") or self.rng.random() < 0.1:
            record["targets"] = [self.token()]
        if target in ("cell", "direction") or self.rng.random() < 0.1:
            record["cell"] = self.cell()
        if target == "path" or self.rng.random() < 0.1:
            record["path"] = self.path()
        record["options"] = self.options()
        return record

    def _attack(self):
        attacks = sorted({a.attack() for a in self.ruleset.actions.values() if a.attack() is not None})
        record = {"token": self.token(), "target": self.token()}
        if attacks and self.rng.random() < 0.5:
            record["attack"] = self.pick(attacks)
        return record

    def _overwatch(self):
        watches = sorted(k for k, a in self.ruleset.actions.items() if a.target == "direction") or ["overwatch"]
        return {"token": self.token(), "action": self.pick(watches), "toward": self.cell(),
                "arc": self.pick((0, 45, 90, 360, 180.5)), "options": self.options()}

    def _react(self):
        record: dict[str, Any] = {"roll": self.rng.random() < 0.6}
        if self.rng.random() < 0.5:
            record["offer"] = self.pick((0, 0, 1, 10_000))
        elif self.rng.random() < 0.5:
            record["who"] = self.token()
        return record

    def _order(self):
        return {"order": self.rng.sample(self.tokens, self.rng.randint(0, len(self.tokens)))}

    def _place_token(self):
        record = {"template": self.pick(sorted(self.ruleset.templates)), "at": self.cell(),
                  "side": self.pick(("red", "blue", "green"))}
        if self.rng.random() < 0.3:
            record["name"] = self.pick(("Reinforcements", "x" * 200, "\u9a0e\u58eb"))
        return record

    def _delete_token(self):
        return {"token": self.token()}

    def _hide_token(self):
        return {"token": self.token(), "hidden": self.rng.random() < 0.5}

    def _edit_token(self):
        record = {"token": self.token(), "name": self.pick(("Edited", "x" * 200)),
                  "side": self.pick(("red", "blue")), "count": self.pick((1, 2, 1_000_000)),
                  "posture": self.pick(sorted(self.ruleset.postures)), "facing": self.pick((0, 3, 5, 6, 7, 11)),
                  "hidden": self.rng.random() < 0.2}
        if self.rng.random() < 0.2:
            record["image"] = self.pick(("assets:tokens/knight.png", "missing.png"))
        return record

    def _duplicate_token(self):
        return {"token": self.token()}

    def _bring_to_front(self):
        return {"token": self.token()}

    def _set_stat(self):
        return {"token": self.token(), "key": self.pick(sorted(self.ruleset.stats)),
                "value": self.pick(("3", "-1", "true", "x", "", 2, 1.5, False, 10**9, "1e400"))}

    def _paint(self):
        return {"cells": [self.cell() for _ in range(self.rng.randint(1, 4))],
                "terrain": self.pick(sorted(self.ruleset.terrain))}

    def _door(self):
        return {"at": self.cell()}

    def _edge_door(self):
        a = self.cell()
        return {"between": [a, self.pick(([a[0] + 1, a[1]], [a[0], a[1] + 1], [a[0] + 1, a[1] + 1]))]}

    def _zone_cell(self):
        return {"zone": self.pick(self.zones), "at": self.cell(), "add": self.rng.random() < 0.6}

    def _background(self):
        if self.rng.random() < 0.3:
            return {}
        return {"background": {"path": self.pick(("maps/cave.png", "missing.png")),
                               "scale": self.pick((1, 1e-9, 100_000)), "opacity": self.pick((0, 1))}}

    def _set_options(self):
        key = self.pick(sorted(self.ruleset.options))
        option = self.ruleset.options[key]
        value = self.pick(option.choices) if option.choices else option.default
        if isinstance(value, bool):
            value = not value
        elif isinstance(value, (int, float)):
            value = self.pick((value, 0, -1, 10**6))
        return {"options": {key: value}}

    def _set_sides(self):
        side = self.pick(("blue", "red", "green", "Bad side"))
        return {"sides": {side: {"played_by": self.pick(("person", "computer", "robot")),
                                 "temperament": self.pick(("aggressive", "steady", "cautious"))}}}

    def _gm_move(self):
        return {"token": self.token(), "to": self.cell()}

    def _set_condition(self):
        return {"token": self.token(), "condition": self.pick(("wounded", "stunned", "prone", "unconscious")),
                "on": self.rng.random() < 0.7}

    def _reset_budget(self):
        return {"token": self.token()}

    def _set_count(self):
        return {"token": self.token(), "key": self.pick(("physical", "mental", "marks", "injury")),
                "value": self.pick(("0", "3", "-1", "x", 2))}
