"""`battlemap rulesets [--json]` and `battlemap rulesets show ID [--json]`.

The first lists the bundled rulesets (id, names, system, grid, unit). The
second prints one ruleset as a GM looks it up: the turn budget, the action
catalogue grouped as the system groups it (d20: standard / move / swift /
full-round / free / reaction; Year Zero: slow / fast / free; Fallout: by AP
cost; GURPS: maneuvers) with costs, requirements, limits, targets and
effects, then the modifier tables the data holds (sizes, terrain and cover).
`--json` prints the same as one JSON document. Unknown id: exit 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.engine.play.budgets import label
from battlemap.schema import Ruleset
from battlemap.schema.actions import GROUPS, ActionDef

_TURN_TEXT = {
    "d20_actions": "{standard} standard, {move} move, {swift} swift per turn; a standard may replace "
                   "a move or a swift, a move a swift, never the reverse; all three make a full-round action",
    "slow_fast": "{actions} actions per round, at most {slow} slow; unused ones serve out of turn "
                 "until the round ends",
    "ap_pool": "action points per turn from stat {ap_stat} (default {ap_default}), shared with "
               "movement; costs 'from next turn' are owed by the next turn",
    "maneuver": "{maneuvers} maneuver per turn; it fixes movement and active defences until the next",
}


def ruleset_list() -> list[dict[str, Any]]:
    """The JSON contract of `battlemap rulesets --json`."""
    rows = []
    for ruleset_id in resources.ruleset_ids():
        r = bundled_ruleset(ruleset_id)
        assert r is not None
        rows.append({
            "id": r.id, "names": dict(r.names.items()), "system": r.system,
            "grid": _grid(r), "unit": r.grid.unit, "movement_unit": r.movement.unit,
            "actions": len(r.actions),
        })
    return rows


def _grid(r: Ruleset) -> str:
    kind = f"{r.grid.orientation}-top hex" if r.grid.kind == "hex" else "square"
    return f"{kind}, {r.grid.cell:g} {r.grid.unit}"


def ruleset_sheet(r: Ruleset) -> dict[str, Any]:
    """The JSON contract of `battlemap rulesets show ID --json`."""
    turn = r.turn.model_dump() if r.turn is not None else None
    return {
        "id": r.id, "names": dict(r.names.items()), "system": r.system, "grid": _grid(r),
        "turn": turn,
        "turn_rule": _TURN_TEXT[r.turn.kind].format(**turn) if r.turn is not None else None,
        "groups": [{"group": g, "actions": [_action_json(k, a) for k, a in items]}
                   for g, items in grouped_actions(r)],
        "sizes": {k: {"names": dict(s.names.items()), **s.model_dump(exclude={"names"})}
                  for k, s in r.sizes.items()},
        "terrain": {k: {"names": dict(t.names.items()), **t.model_dump(exclude={"names"})}
                    for k, t in r.terrain.items()},
    }


def grouped_actions(r: Ruleset) -> list[tuple[str, list[tuple[str, ActionDef]]]]:
    """(group, [(id, action)]) in the system's order; ap_pool groups by AP cost."""
    if r.turn is None:
        return []
    if r.turn.kind == "ap_pool":
        ordered = sorted(r.actions.items(), key=lambda item: _ap_order(item[1]))
        groups: dict[str, list] = {}
        for item in ordered:
            groups.setdefault(cost_text(item[1]), []).append(item)
        return list(groups.items())
    order = GROUPS[r.turn.kind] or ()
    return [(g, [(k, a) for k, a in r.actions.items() if a.group == g])
            for g in order if any(a.group == g for a in r.actions.values())]


def _ap_order(a: ActionDef) -> tuple[bool, bool, int]:
    """Weapon-priced first, then this turn's AP before next turn's, cheapest first."""
    return (a.cost.ap_weapon_field is None, a.cost.from_next_turn, a.cost.ap)


def _action_json(action_id: str, a: ActionDef) -> dict[str, Any]:
    return {
        "id": action_id, "names": dict(a.names.items()), "group": a.group,
        "cost": cost_text(a), "cost_detail": a.cost.model_dump(exclude_defaults=True),
        "requires": [_requirement(q) for q in a.requirements()],
        "limits": a.limits.model_dump(exclude_none=True), "target": a.target,
        "effects": [_effect(e) for e in a.effects], "description": a.description,
    }


def cost_text(a: ActionDef) -> str:
    """The cost label; a costless move says its path is paid as movement."""
    if a.cost.is_free() and any(e.move is not None for e in a.effects):
        return "movement cost"
    return label(a.cost)


def _requirement(q) -> str:
    return f"{q.code}({', '.join(q.values)})" if q.values else q.code


def _effect(e) -> str:
    value = getattr(e, e.key)
    text = e.key if value is True else f"{e.key} {value}"
    return text if e.value is None else f"{text}={e.value}"


def print_list(rows: list[dict[str, Any]], out: TextIO) -> None:
    """One line per bundled ruleset."""
    print(f"{'id':<14} {'system':<12} {'grid':<22} {'actions':>7}  names", file=out)
    for row in rows:
        names = " / ".join(row["names"].values())
        print(f"{row['id']:<14} {row['system']:<12} {row['grid']:<22} {row['actions']:>7}  {names}", file=out)


def print_sheet(sheet: dict[str, Any], out: TextIO) -> None:
    """The GM's reference sheet of one ruleset."""
    print(f"{' / '.join(sheet['names'].values())} ({sheet['id']}): system {sheet['system']}, "
          f"{sheet['grid']}", file=out)
    if sheet["turn_rule"]:
        print(f"Turn ({sheet['turn']['kind']}): {sheet['turn_rule']}.", file=out)
    for group in sheet["groups"]:
        print(f"\n[{group['group']}]", file=out)
        for a in group["actions"]:
            print(f"  {a['id']:<20} {' / '.join(a['names'].values())}", file=out)
            details = [f"cost {a['cost']}", f"target {a['target']}"]
            if a["requires"]:
                details.append("requires " + ", ".join(a["requires"]))
            if a["limits"]:
                details.append("limit " + ", ".join(f"{n}/{k.removeprefix('per_')}" for k, n in a["limits"].items()))
            if a["effects"]:
                details.append("effects " + "; ".join(a["effects"]))
            print(f"  {'':<20} {' | '.join(details)}", file=out)
            if a["description"]:
                print(f"  {'':<20} {a['description']}", file=out)
    _print_sizes(sheet["sizes"], out)
    _print_terrain(sheet["terrain"], out)


def _print_sizes(sizes: dict[str, Any], out: TextIO) -> None:
    columns = [c for c in ("footprint", "space", "dodge", "toughness", "grapple", "sm")
               if any(s[c] != (1 if c in ("footprint", "space") else 0) for s in sizes.values())]
    print("\nSizes", file=out)
    print(f"  {'size':<12}" + "".join(f"{c:>10}" for c in columns), file=out)
    for key, s in sizes.items():
        print(f"  {key:<12}" + "".join(f"{_signed(c, s[c]):>10}" for c in columns), file=out)


def _signed(column: str, value: Any) -> str:
    if column in ("dodge", "toughness", "grapple", "sm") and value > 0:
        return f"+{value:g}"
    return f"{value:g}"


def _print_terrain(terrain: dict[str, Any], out: TextIO) -> None:
    print("\nTerrain", file=out)
    print(f"  {'terrain':<14}{'move':>6}  {'cover':<8} blocks", file=out)
    for key, t in terrain.items():
        blocks = ", ".join(w for w, on in (("movement", t["blocks_movement"]), ("sight", t["blocks_sight"])) if on)
        fields = " ".join(f"{k}={v}" for k, v in t["fields"].items())
        print(f"  {key:<14}{'x' + format(t['move_cost'], 'g'):>6}  {t['cover']:<8} {blocks or '-'} {fields}".rstrip(),
              file=out)


def run_rulesets(args: argparse.Namespace, out: TextIO) -> int:
    """Run `rulesets` or `rulesets show ID`; the exit code."""
    if getattr(args, "ruleset_id", None) is None:
        rows = ruleset_list()
        if args.json:
            print(json.dumps(rows, ensure_ascii=False), file=out)
        else:
            print_list(rows, out)
        return 0
    r = bundled_ruleset(args.ruleset_id)
    if r is None:
        print(f"unknown ruleset {args.ruleset_id!r} (known: {', '.join(resources.ruleset_ids())})", file=out)
        return 1
    sheet = ruleset_sheet(r)
    if args.json:
        print(json.dumps(sheet, ensure_ascii=False), file=out)
    else:
        print_sheet(sheet, out)
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `rulesets [--json]` and `rulesets show ID [--json]`."""
    p = subparsers.add_parser("rulesets", help="list the bundled rulesets, or show one's actions and tables")
    p.add_argument("--json", action="store_true", help="print the JSON contract")
    sub = p.add_subparsers(dest="rulesets_command")
    show = sub.add_parser("show", help="the action catalogue and modifier tables of one ruleset")
    show.add_argument("ruleset_id", metavar="ID")
    show.add_argument("--json", action="store_true", help="print the JSON contract")
    p.set_defaults(command=lambda a: run_rulesets(a, sys.stdout), ruleset_id=None)
