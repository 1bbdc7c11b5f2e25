"""Close fighting and what hits leave, in log lines: grapples, shoves, pushes, feints, cover, damage.

"Red spearmen grapple Blue archers (Grapple): 17 against 12 (rolled 14 and 9), success";
"Moth shoves Kasia to 5,3"; "Ysolde feints Sir Aldric: 3d6 [2+3+1] = 6 <= 12 against
3d6 = 11 <= 12, wins by 5"; "Kasia: 3 damage in all".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, action_named, by_count, cell, item_named, result, sixes, who
from battlemap.document.log import NOTHING, Part, condition_named, part, phrase
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_BROKE_FREE = phrase("{who} breaks free of {target}")
_RELEASED = phrase("{who} releases {target}")
_GRAPPLE = (phrase("{who} grapples {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), "
                   "{result}"),
            phrase("{who} grapple {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), "
                   "{result}"))
_GRAPPLE_ENDS = {
    "release": (phrase("{who} lets go of {target}"), phrase("{who} let go of {target}")),
    "thrown": (phrase("{who} throws {target} clear: the grapple ends"),
               phrase("{who} throw {target} clear: the grapple ends")),
    "armed": (phrase("{who} lets go of {target} after the armed grapple"),
              phrase("{who} let go of {target} after the armed grapple")),
    "helpless": (phrase("{who} is helpless and lets go of {target}"),
                 phrase("{who} are helpless and let go of {target}")),
    "gone": (phrase("{target} is free: its grappler is gone"), phrase("{target} are free: their grappler is gone")),
}
_GRAPPLE_ENDED = phrase("The grapple of {who} on {target} ends")
_DISARMED = phrase("{who} takes {item} from {target}")
_SHOVED = phrase("{who} shoves {target} to {cell}")
_SHOVE_BLOCKED = phrase("{who} cannot shove {target}: no room behind")
_NO_FREE_ATTACK = phrase("{who} gets no free attack on {target}")
_PUSHED = (phrase("{who} pushes {target} back {squares} squares to {cell}: {mine} against {theirs}"),
           phrase("{who} push {target} back {squares} squares to {cell}: {mine} against {theirs}"))
_PUSH_WON = (phrase("{who} wins the push against {target}: {mine} against {theirs}"),
             phrase("{who} win the push against {target}: {mine} against {theirs}"))
_PUSH_LOST = (phrase("{who} fails to push {target}: {mine} against {theirs}"),
              phrase("{who} fail to push {target}: {mine} against {theirs}"))
_PUSH_COST = phrase("{who} pays for pushing the roll: {banes} damage")
_FORCED = (phrase("{who} is forced to {cell}"), phrase("{who} are forced to {cell}"))
_FORCED_BY = (phrase("{who} is forced to {cell} by {by}"), phrase("{who} are forced to {cell} by {by}"))
_FORCED_STOPPED = (phrase("{who} is forced toward {cell} but stopped on the way at {at}"),
                   phrase("{who} are forced toward {cell} but stopped on the way at {at}"))
_FEINT_WON = phrase("{who} feints {target}: {roll} against {resisted}, wins by {margin}")
_FEINT_LOST = phrase("{who} feints {target}: {roll} against {resisted}, the feint fails")
_DAMAGE_IN_ALL = phrase("{who}: {count} damage in all")
_STRESS_IN_ALL = phrase("{who}: {count} stress in all")
_COVER_WORN = phrase("The cover of {who} wears down to {cover}")
_COVER_GONE = phrase("The cover of {who} is gone")
_TOOK_COVER = phrase("{who} takes cover at {cell} (cover {cover})")
_EXTRA_HIT = phrase("{who} scores an extra hit on {target} for {sixes}: {damage} damage")
_OVERLOAD = phrase("{who} is overloaded ({load} of heavy load {heavy}): {was} to {condition}")
_UNHURT = phrase("unhurt")
_TOOK_THE_HIT = phrase("{who} takes the hit for {target}: {result}")
_HIT, _MISS = phrase("hit"), phrase("miss")
_REFUSED = phrase("{who} cannot take the hit for {target}: neither knew of the Sneak Attack")


def _pair(template: str) -> Line:
    return lambda state, names, event: part(template, who=who(names, event.actor), target=who(names, event.target))


def _grapple(state: BattleState, names: dict[str, str], event: Event) -> Part:
    mine, theirs = (tuple(event.param("faces") or ()) + ("?", "?"))[:2]
    return part(by_count(state, event.actor, _GRAPPLE), who=who(names, event.actor), target=who(names, event.target),
                action=action_named(state, event.action), total=int(event.param("total") or 0),
                against=int(event.param("against") or 0), mine=mine, theirs=theirs,
                result=result(event.param("hit")))


def _grapple_ended(state: BattleState, names: dict[str, str], event: Event) -> Part:
    pair = _GRAPPLE_ENDS.get(str(event.param("why")))
    template = by_count(state, event.actor, pair) if pair else _GRAPPLE_ENDED
    return part(template, who=who(names, event.actor), target=who(names, event.target))


def _disarmed(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_DISARMED, who=who(names, event.actor), item=item_named(state, event.param("item")),
                target=who(names, event.target))


def _shoved(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_SHOVED, who=who(names, event.actor), target=who(names, event.target), cell=cell(event.param("to")))


def _push(state: BattleState, names: dict[str, str], event: Event) -> Part:
    common = dict(who=who(names, event.actor), target=who(names, event.target),
                  mine=int(event.param("rusher") or 0), theirs=int(event.param("defender") or 0))
    squares, to = int(event.param("squares") or 0), event.param("to")
    if squares and to is not None:
        return part(by_count(state, event.actor, _PUSHED), squares=squares, cell=cell(to), **common)
    return part(by_count(state, event.actor, _PUSH_WON if squares else _PUSH_LOST), **common)


def _push_cost(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_PUSH_COST, who=who(names, event.actor), banes=int(event.param("banes") or 0))


def _forced(state: BattleState, names: dict[str, str], event: Event) -> Part:
    path = event.param("path") or ()
    end = cell(path[-1]) if path else cell(event.param("to"))
    mover = who(names, event.actor)
    if event.param("stopped"):
        return part(by_count(state, event.actor, _FORCED_STOPPED), who=mover, cell=end, at=cell(event.param("to")))
    if event.target:
        return part(by_count(state, event.actor, _FORCED_BY), who=mover, cell=end, by=who(names, event.target))
    return part(by_count(state, event.actor, _FORCED), who=mover, cell=end)


def _feint(state: BattleState, names: dict[str, str], event: Event) -> Part:
    common = dict(who=who(names, event.actor), target=who(names, event.target), roll=str(event.param("roll")),
                  resisted=str(event.param("resisted")))
    if event.param("won"):
        return part(_FEINT_WON, margin=int(event.param("margin") or 0), **common)
    return part(_FEINT_LOST, **common)


def _conditions(state: BattleState, names: dict[str, str], event: Event) -> Part:
    template = _STRESS_IN_ALL if event.param("type") == "mental" else _DAMAGE_IN_ALL
    return part(template, who=who(names, event.target or event.actor), count=int(event.param("count") or 0))


def _cover_worn(state: BattleState, names: dict[str, str], event: Event) -> Part:
    left = int(event.param("cover") or 0)
    name = who(names, event.target)
    return part(_COVER_WORN, who=name, cover=left) if left else part(_COVER_GONE, who=name)


def _took_cover(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_TOOK_COVER, who=who(names, event.actor), cell=cell(event.param("at")),
                cover=int(event.param("cover") or 0))


def _extra_hit(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_EXTRA_HIT, who=who(names, event.actor), target=who(names, event.target),
                sixes=sixes(int(event.param("sixes") or 0)), damage=int(event.param("damage") or 0))


def _level(condition: object) -> Part | object:
    """A d20 condition-track level: "unhurt" for healthy, else the condition's word."""
    return Part(_UNHURT) if condition in (None, "healthy") else condition_named(str(condition))


def _overload(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_OVERLOAD, who=who(names, event.actor), load=event.param("load"), heavy=event.param("heavy"),
                was=_level(event.param("was")), condition=_level(event.param("condition")))


def _took_the_hit(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_TOOK_THE_HIT, who=who(names, event.actor), target=who(names, event.target),
                result=Part(_HIT if event.param("hit") else _MISS))


PHRASES: dict[str, Line] = {
    "broke_free": _pair(_BROKE_FREE),
    "released": _pair(_RELEASED),
    "grapple_check": _grapple,
    "grapple_ended": _grapple_ended,
    "disarmed": _disarmed,
    "shoved": _shoved,
    "shove_blocked": _pair(_SHOVE_BLOCKED),
    "no_free_attack": _pair(_NO_FREE_ATTACK),
    "push": _push,
    "push_cost": _push_cost,
    "forced_move": _forced,
    "feint": _feint,
    "conditions": _conditions,
    "cover_worn": _cover_worn,
    "took_cover": _took_cover,
    "extra_hit": _extra_hit,
    "overload": _overload,
    "took_the_hit": _took_the_hit,
    "take_the_hit_refused": _pair(_REFUSED),
}
