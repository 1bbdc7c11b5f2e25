"""`battlemap run FILE [--script SCRIPT.json] [--json] [--save OUT]`: play a battle headless.

Opens FILE (its journal replayed), then plays the script's records, a JSON
list in the journal's own record shape (docs/RUNNING.md), through the same
builders the window uses. For each record, the journal's and then the
script's, it prints what happened: the log lines in English, the engine's
events and the reactions on offer after it; at the end, the battle. With
`--json` one object: `{"steps": [{"source", "index", "record", "ok", "log",
"events", "offers"}], "battle": <the file --save writes>}`, and `"outcome":
{"winner", "reason", "objective"}` once the battle is decided (objectives or
the last side standing; winner null: a draw). `--save OUT`
writes the resulting battle with its journal.

`--auto SIDE[,SIDE]` then lets the computer play (docs/RUNNING.md): the
sides the file gives the computer and the named ones, with every other side
passing, for `--turns N` turns or `--until-end` (the battle decided, or the
round cap). Each of its steps is printed like a script's (`source` "auto")
with `why`, its reason line; `auto` says why the run stopped, and `outcome`
(`{"winner", "reason"}`) who won when the battle is decided.

A record that does not play stops the run: exit 1, the message (on stderr)
names `record N`, its field and the reason, and nothing is written. So does
a battle the records leave in a state its file could not hold (every
problem listed, as `check` would).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, TextIO

from pydantic import ValidationError

from battlemap.commands.battle_file import CommandError
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.computer import ComputerStep
from battlemap.document.computer_turns import ROUND_CAP, AutoRun, play_auto
from battlemap.document.journal.playing import RecordRefused, play
from battlemap.document.journal.recording import as_json
from battlemap.document.journal.steps import pending_after
from battlemap.document.offers import Offer
from battlemap.document.victory_lines import outcome_line
from battlemap.engine.battle.events import Event
from battlemap.engine.objectives.judge import outcome
from battlemap.engine.battle.modifiers import describe_reason
from battlemap.schema import LoadError
from battlemap.schema.problems import problems_from_validation
from battlemap.schema.limits import MAX_RECORDS
from battlemap.schema.reading import read_bytes
from battlemap.schema.records import KINDS, MODELS, Record


class RecordFailed(CommandError):
    """A script record that does not read or does not play (the message names it)."""


def run_battle(file: str, script: str | None, save: str | None, auto: AutoArgs | None = None
               ) -> tuple[BattleDocument, list[dict[str, Any]]]:
    """Open `file`, play `script`'s records; the battle and one step per record played.

    Raises CommandError for a file that does not open or replay, RecordFailed
    (carrying the steps played so far as `.steps`) for a record that does not play.
    """
    document = _open(file)
    records = _script(script) if script is not None else ()
    steps = [_step("journal", i, c, pending_after(document.journal[:i + 1]))
             for i, c in enumerate(document.journal)]
    for index, record in enumerate(records):
        result = play(document, record)
        if isinstance(result, RecordRefused):
            why = "; ".join(describe_reason(r) for r in result.rejected.reasons)
            error = RecordFailed(f"{script}: record {index} ({record.do}): {result.field}: {why}")
            error.steps = steps  # type: ignore[attr-defined]
            raise error
        document.apply(result)
        steps.append(_step("script", index, result, document.pending_reactions))
    if auto is not None:
        auto.result = _auto(document, auto, steps)
    if save is not None:
        try:
            document.save(save)
        except LoadError as error:
            raise CommandError(would_not_reopen(f"{save}: not saved", error)) from None
        except (OSError, ValueError) as error:
            raise CommandError(f"{save}: not saved: {error}") from None
    return document, steps


class AutoArgs:
    """What `--auto` asks: the sides, how long; `result` is what the run did."""

    def __init__(self, sides: tuple[str, ...], turns: int | None, until_end: bool) -> None:
        self.sides, self.turns, self.until_end = sides, turns, until_end
        self.result: AutoRun | None = None


def _auto(document: BattleDocument, auto: AutoArgs, steps: list[dict[str, Any]]) -> AutoRun:
    unknown = [s for s in auto.sides if s not in {t.side for t in document.state.tokens} | set(document.state.sides)]
    if unknown:
        raise CommandError(f"--auto: no side {', '.join(unknown)} in this battle")
    index = [0]

    def each(step: ComputerStep) -> None:
        entry = _step("auto", index[0], step.command, document.pending_reactions)
        entry["why"] = step.why.render()
        steps.append(entry)
        index[0] += 1

    return play_auto(document, auto.sides, turns=auto.turns, until_end=auto.until_end, each=each)


def auto_json(run: AutoRun | None) -> dict[str, Any]:
    """The `auto` object: why the run stopped and the round it stopped in."""
    if run is None:
        return {}
    return {"auto": {"stopped": run.stopped, "round": run.rounds}}  # the result: outcome_json


def would_not_reopen(head: str, error: LoadError) -> str:
    """The message for a battle the records left in a state no file can hold (every problem listed)."""
    return "\n".join([f"{head}: the battle would not reopen:", *(f"  {p}" for p in error.problems)])


def _open(file: str) -> BattleDocument:
    try:
        document = BattleDocument.open(file)
    except LoadError as error:
        lines = [f"{file}: {len(error.problems)} problem(s)", *(f"  {p}" for p in error.problems)]
        raise CommandError("\n".join(lines)) from None
    except OSError as error:
        raise CommandError(f"{file}: cannot read: {error.strerror or error}") from None
    if document.journal_problem is not None:
        raise CommandError(f"{file}: {document.journal_problem.describe()}")
    return document


def _script(path: str) -> tuple[Record, ...]:
    """The records of a script file: a JSON list of records, each checked for its shape."""
    try:
        raw = json.loads(read_bytes(path).decode("utf-8-sig"))
    except LoadError as error:
        raise CommandError("\n".join(str(p) for p in error.problems)) from None
    except (UnicodeDecodeError, ValueError) as error:
        raise CommandError(f"{path}: not a JSON script: {error}") from None
    if not isinstance(raw, list):
        raise CommandError(f"{path}: a script is a JSON list of records, not a JSON {type(raw).__name__}")
    if len(raw) > MAX_RECORDS:
        raise CommandError(f"{path}: {len(raw)} records; a script holds at most {MAX_RECORDS}")
    return tuple(_record(path, index, item) for index, item in enumerate(raw))


def _record(path: str, index: int, item: Any) -> Record:
    """One script entry read as a record; RecordFailed names its index, field and what is wrong."""
    kind = item.get("do") if isinstance(item, dict) else None
    model = MODELS.get(kind) if isinstance(kind, str) else None
    if model is None:
        shown = json.dumps(kind) if isinstance(item, dict) else f"a JSON {type(item).__name__}, not an object"
        raise RecordFailed(f"{path}: record {index}: do: expected one of {', '.join(KINDS)}; got {shown}")
    try:
        return model.model_validate(item, strict=False)
    except ValidationError as error:
        found = problems_from_validation(error, source=path, model=model)
        why = "; ".join(f"{p.path}: {p.message}" if p.path else p.message for p in found)
        raise RecordFailed(f"{path}: record {index} ({kind}): {why}") from None


# --- what a step reports --------------------------------------------------------------
def _step(source: str, index: int, command: Command, offers: Sequence[Offer]) -> dict[str, Any]:
    return {
        "source": source,
        "index": index,
        "record": as_json(command.record) if command.record is not None else None,
        "ok": True,
        "log": [entry.text for entry in command.log],
        "events": [event_json(e) for e in command.events],
        "offers": [offer_json(i, o) for i, o in enumerate(offers)],
    }


def offer_json(index: int, offer: Offer) -> dict[str, Any]:
    """A reaction on offer: its index (what a `react` record names), who, what kind, against whom."""
    reaction = offer.reaction
    return {"index": index, "who": reaction.by, "kind": reaction.kind, "against": offer.mover,
            "step": reaction.step, "why": reaction.why.code, "action": offer.action}


def event_json(event: Event) -> dict[str, Any]:
    return {
        "kind": event.kind, "actor": event.actor, "action": event.action, "target": event.target,
        "params": {k: _plain(v) for k, v in event.params},
        "modifiers": [{"id": m.id, "label": m.label, "value": _plain(m.value), "source": m.source}
                      for m in event.modifiers],
    }


def _plain(value: Any) -> Any:
    """`value` as JSON holds it: tuples as lists, fractions as numbers, anything else as text."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else float(value)
    if isinstance(value, (tuple, list, frozenset, set)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [_plain(v) for v in items]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return str(value)


# --- output ---------------------------------------------------------------------------
def battle_json(document: BattleDocument, target: Path) -> dict[str, Any]:
    """The battle exactly as `--save target` writes it, journal included."""
    return document.scenario_for(target).model_dump(mode="json", exclude_defaults=True)


def print_steps(steps: Sequence[dict[str, Any]], out: TextIO) -> None:
    for step in steps:
        record = step["record"] or {}
        fields = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in record.items() if k != "do")
        print(f"{step['source']} record {step['index']}: {record.get('do', '?')} {fields}".rstrip(), file=out)
        for line in step["log"]:
            print(f"    {line}", file=out)
        for offer in step["offers"]:
            print(f"    on offer [{offer['index']}]: {offer['who']} {offer['kind']} against {offer['against']}",
                  file=out)


def print_battle(document: BattleDocument, out: TextIO) -> None:
    state = document.state
    combat = state.combat
    active = f", {combat.active} acts" if combat.active else ""
    print(f"battle: {document.name}, round {combat.round}{active}", file=out)
    for token in state.tokens:
        col, row = state.grid.to_offset(token.cell)
        conditions = f" [{', '.join(sorted(token.conditions))}]" if token.conditions else ""
        print(f"  {token.id:<14} {token.name:<24} {token.side:<8} at {col},{row} {token.posture}{conditions}",
              file=out)


def print_auto(run: AutoRun | None, out: TextIO) -> None:
    if run is None:
        return
    # Who won follows on its own `outcome:` line, as for any run.
    print(f"auto: stopped ({run.stopped}) in round {run.rounds}", file=out)


def _auto_args(args: argparse.Namespace) -> AutoArgs | None | str:
    """`--auto` and its length read, or the usage problem as a message."""
    if args.auto is None:
        if args.turns is not None or args.until_end:
            return "battlemap run: --turns and --until-end go with --auto SIDE[,SIDE]"
        return None
    sides = tuple(s for s in (p.strip() for p in args.auto.split(",")) if s)
    if (args.turns is None) == (not args.until_end):
        return "battlemap run: --auto takes one of --turns N or --until-end"
    if args.turns is not None and args.turns < 0:
        return "battlemap run: --turns takes a number of turns (0 or more)"
    return AutoArgs(sides, args.turns, args.until_end)


def run_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run the subcommand; the exit code."""
    auto = _auto_args(args)
    if isinstance(auto, str):
        print(auto, file=err)
        return 2
    try:
        document, steps = run_battle(args.file, args.script, args.save, auto)
    except RecordFailed as error:
        played = getattr(error, "steps", [])
        if args.json:
            print(json.dumps({"steps": played, "error": str(error)}, ensure_ascii=False, indent=2), file=out)
        else:
            print_steps(played, out)
        print(error, file=err)
        return 1
    except CommandError as error:
        print(error, file=err)
        return 1
    target = Path(args.save) if args.save is not None else Path(args.file)
    if args.json:
        try:
            battle = battle_json(document, target)
        except LoadError as error:
            print(would_not_reopen(f"{args.file}: no battle to print", error), file=err)
            return 1
        report = {"steps": steps, "battle": battle, **auto_json(auto.result if auto else None),
                  **outcome_json(document)}
        print(json.dumps(report, ensure_ascii=False, indent=2), file=out)
    else:
        print_steps(steps, out)
        print_battle(document, out)
        print_auto(auto.result if auto else None, out)
        decided = outcome(document.state)
        if decided is not None:
            print(f"outcome: {outcome_line(document.state, decided).render()}", file=out)
        if args.save is not None:
            print(f"saved {args.save}", file=out)
    return 0


def outcome_json(document: BattleDocument) -> dict[str, Any]:
    """`{"outcome": {"winner", "reason"}}` once objectives or the last side standing decided the
    battle (`objective` too when one did); nothing while it goes on."""
    decided = outcome(document.state)
    if decided is None:
        return {}
    found: dict[str, Any] = {"winner": decided.winner, "reason": decided.reason}
    if decided.objective is not None:
        found["objective"] = decided.objective
    return {"outcome": found}


def add_parser(subparsers) -> None:
    """Register `run FILE [--script SCRIPT] [--json] [--save OUT] [--auto SIDES (--turns N | --until-end)]`."""
    p = subparsers.add_parser("run", help="play a battle headless: its journal, then a script of records")
    p.add_argument("file", metavar="FILE", help="scenario file (its journal is replayed first)")
    p.add_argument("--script", metavar="SCRIPT.json", help="a JSON list of records to play after the journal")
    p.add_argument("--json", action="store_true", help="print one JSON object: steps and the battle")
    p.add_argument("--save", metavar="OUT", help="write the resulting battle, journal included")
    p.add_argument("--auto", metavar="SIDE[,SIDE]",
                   help="the computer plays these sides (and the file's computer sides); others pass")
    p.add_argument("--turns", type=int, metavar="N", help="with --auto: play N turns")
    p.add_argument("--until-end", action="store_true",
                   help=f"with --auto: play until the battle is decided (or round {ROUND_CAP})")
    p.set_defaults(command=lambda a: run_command(a, sys.stdout, sys.stderr))
