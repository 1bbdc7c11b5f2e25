"""`battlemap explain SCENARIO ATTACKER TARGET [--action ID] [--json]`: one attack, explained.

Prints the roll (dice and target number), every modifier with its id, the
exact chance the attack hits, the line of fire and the range, and every
reason the attack is impossible. With `--json` the output is the contract of
the tactical-engine issue: `{"attacker", "target", "action", "roll",
"modifiers": [{"id", "label", "value"}], "probability", "line_of_fire":
{...}, "range": {...}}` (plus "weapon", "defence", "possible", "reasons").
`--action` takes an action id of the ruleset's system, a weapon id, or
"ACTION:WEAPON". Bad files and unknown tokens print a message and exit 1,
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from battlemap.commands.battle_file import CommandError, load_state
from battlemap.engine.attacks.explain import explain_attack


def _token(state, token_id: str) -> str:
    if not state.has_token(token_id):
        known = ", ".join(t.id for t in state.tokens) or "none"
        raise CommandError(f"no token {token_id!r} (tokens: {known})")
    return token_id


def print_explanation(report: dict[str, Any], out: TextIO) -> None:
    """The readable table of an explained attack."""
    weapon = f" with {report['weapon']}" if report["weapon"] else ""
    print(f"{report['attacker']} -> {report['target']}: {report['action']}{weapon}", file=out)
    defence = f"   ({report['defence']})" if report["defence"] else ""
    print(f"roll: {report['roll']}{defence}", file=out)
    if report["modifiers"]:
        print(f"  {'modifier':<20} {'value':>6}  label", file=out)
        for m in report["modifiers"]:
            value = m["value"]
            shown = f"{value:+g}" if isinstance(value, float) else f"{value:+d}"
            print(f"  {m['id']:<20} {shown:>6}  {m['label']}", file=out)
    print(f"chance to hit: {report['probability']:.2%}", file=out)
    line, rng = report["line_of_fire"], report["range"]
    band = f", band {rng['band']}" if rng["band"] else ""
    print(f"line of fire: {'clear' if line['clear'] else 'BLOCKED'}, cover {line['cover']}"
          f"; range {rng['distance']:g} {rng['unit']}{band}", file=out)
    for reason in report["reasons"]:
        params = ", ".join(f"{k}={v}" for k, v in reason.items() if k != "code")
        print(f"impossible: {reason['code']}" + (f" ({params})" if params else ""), file=out)


def run_explain(args: argparse.Namespace, out: TextIO) -> int:
    """Run the subcommand; the exit code."""
    try:
        state = load_state(args.scenario)
        attacker, target = _token(state, args.attacker), _token(state, args.target)
    except CommandError as error:
        print(error, file=out)
        return 1
    report = explain_attack(state, attacker, target, args.action).as_json(state.grid)
    if args.json:
        print(json.dumps(report), file=out)
    else:
        print_explanation(report, out)
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `explain` on the `battlemap` subcommand parser."""
    p = subparsers.add_parser("explain", help="the roll, modifiers and exact odds of one attack")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("attacker", metavar="ATTACKER")
    p.add_argument("target", metavar="TARGET")
    p.add_argument("--action", metavar="ID", default=None,
                   help="action id of the system, a weapon id, or ACTION:WEAPON")
    p.add_argument("--json", action="store_true", help="print the JSON contract")
    p.set_defaults(command=lambda a: run_explain(a, sys.stdout))
