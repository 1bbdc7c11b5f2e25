"""Cross-field checks of a scenario's `objectives`: what each names must be in the file.

An objective's `side` and a `destroy_side` `target` are a side a token uses or a `sides`
key; `hold_zone` and `reach_zone` name a zone of `zones`; `protect_token` a token. Each
finding names the field (`objectives[0].zone: no zone 'fordd'; did you mean 'ford'?`).
The rounds counted in `combat.held` belong to a hold_zone or reach_zone objective.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from difflib import get_close_matches

Finding = tuple[tuple[str | int, ...], str]


def objective_problems(context) -> Iterator[Finding]:
    """Unknown sides, zones and tokens an objective names; counts of objectives that count none."""
    parts = context.parts
    objectives = parts.get("objectives", {})
    if not objectives:
        return
    sides = _sides(parts)
    zones = {z.id for z in parts.get("zones", {}).values()} if "zones" in parts.complete else None
    for index, objective in sorted(objectives.items()):
        place = ("objectives", index)
        if sides is not None and objective.side not in sides:
            yield (*place, "side"), _unknown("side", objective.side, sides)
        target = getattr(objective, "target", None)
        if target is not None and sides is not None and target not in sides:
            yield (*place, "target"), _unknown("side", target, sides)
        elif target is not None and target == objective.side:
            yield (*place, "target"), f"a side cannot destroy itself ('{target}')"
        zone = getattr(objective, "zone", None)
        if zone is not None and zones is not None and zone not in zones:
            yield (*place, "zone"), _unknown("zone", zone, zones)
        token = getattr(objective, "token", None)
        if token is not None and token not in context.token_ids:
            yield (*place, "token"), _unknown("token", token, context.token_ids)
    yield from _held_problems(parts, objectives)


def _sides(parts) -> set[str] | None:
    """Sides tokens use and `sides` names (None while the tokens did not all validate)."""
    if "tokens" not in parts.complete:
        return None
    found = {t.side for t in parts.get("tokens", {}).values()}
    return found | set(parts.get("sides") or {})


def _held_problems(parts, objectives) -> Iterator[Finding]:
    combat = parts.get("combat") if "combat" in parts.complete else None
    if combat is None or not combat.held:
        return
    counted = {o.id or f"objective-{i + 1}" for i, o in objectives.items() if o.kind in ("hold_zone", "reach_zone")}
    for key in combat.held:
        if key not in counted:
            yield ("combat", "held", key), _unknown("hold_zone or reach_zone objective", key, counted)


def _unknown(what: str, name: str, known: Iterable[str]) -> str:
    close = get_close_matches(name, sorted(known), n=1)
    return f"no {what} '{name}'" + (f"; did you mean '{close[0]}'?" if close else "")
