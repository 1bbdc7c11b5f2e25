"""Checks and skill rolls in log lines: what was rolled, against what, and how it went.

"Bill rolls Agility -2 for Jump (high): 7 against 5, failure"; "Ysolde rolls to
recover from stun: HT 10, rolled 8, recovers"; "Kasia rolls Stealth: 3d6 [6+2+1]:
1 six, success". Stats and skills are named by the ruleset (translated on
screen); Year Zero pools read through `line_parts.pool_part`.
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, action_named, item_named, pool_part, result, stat_named, who
from battlemap.document.log import NOTHING, Part, part, phrase, verbatim
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

# --- Fallout: SPECIAL and skill checks -------------------------------------------------------
_CHECK = phrase("{who} rolls {stat}{penalty} for {action}: {face} against {need}, {result}")
_PENALTY = phrase(" {n:+d}")
_PLANTED = phrase("failure (an item planted on them)")


def _check(state: BattleState, names: dict[str, str], event: Event) -> Part:
    penalty = int(event.param("penalty") or 0)
    face = (event.param("faces") or ("?",))[0]
    outcome = Part(_PLANTED) if event.param("planted") else result(event.param("success"))
    return part(_CHECK, who=who(names, event.actor), stat=stat_named(state, str(event.param("stat"))),
                penalty=part(_PENALTY, n=penalty) if penalty else NOTHING, action=action_named(state, event.action),
                face=face, need=int(event.param("need") or 0), result=outcome)


# --- GURPS: HT, Will, DX and IQ rolls ---------------------------------------------------------
_STUN = phrase("{who} rolls to recover from stun: HT {ht}, rolled {roll}, {result}")
_RECOVERS, _STAYS_STUNNED = phrase("recovers"), phrase("stays stunned")
_CONSCIOUS = phrase("{who} rolls to stay conscious: HT {ht}, rolled {roll}, {result}")
_AWAKE, _PASSES_OUT = phrase("stays conscious"), phrase("falls unconscious")
_CONCENTRATION = phrase("{who} rolls Will to keep concentrating: rolled {roll} against {need}, {result}")
_KEPT, _LOST = phrase("keeps concentrating"), phrase("loses concentration")
_HURRY = phrase("{who} hurries ({task}): {stat} {need}{shock}, rolled {roll}, {result}")
_SHOCK = phrase(" (shock {n})")
_HURRIED, _FUMBLED = phrase("done at once"), phrase("fumbles it, the task goes on")
_FAST_DRAW = phrase("{who} fast-draws {item}: Fast-Draw {skill}{shock}, rolled {roll}, {result}")
_DRAWN = phrase("ready at once")
_NOT_DRAWN = phrase("not ready: it takes a Ready")
_DROPS = phrase("critical failure: drops it")


def _ht(template: str, key: str, yes: str, no: str) -> Line:
    def line(state: BattleState, names: dict[str, str], event: Event) -> Part:
        return part(template, who=who(names, event.actor), ht=int(event.param("ht") or 0),
                    roll=int(event.param("roll") or 0), result=Part(yes if event.param(key) else no))
    return line


def _concentration(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_CONCENTRATION, who=who(names, event.actor), roll=int(event.param("roll") or 0),
                need=int(event.param("need") or 0), result=Part(_KEPT if event.param("kept") else _LOST))


def _shock(event: Event) -> Part:
    shock = event.param("shock")
    return part(_SHOCK, n=int(shock)) if isinstance(shock, int) and shock else NOTHING


def _hurry(state: BattleState, names: dict[str, str], event: Event) -> Part:
    task = event.param("task_name") or str(event.param("task")).replace("_", " ")  # the table's English
    return part(_HURRY, who=who(names, event.actor), task=verbatim(str(task)),
                stat=stat_named(state, str(event.param("stat"))), need=int(event.param("need") or 0),
                shock=_shock(event), roll=int(event.param("roll") or 0),
                result=Part(_HURRIED if event.param("made") else _FUMBLED))


def _fast_draw(state: BattleState, names: dict[str, str], event: Event) -> Part:
    outcome = {"success": _DRAWN, "critical_failure": _DROPS}.get(str(event.param("result")), _NOT_DRAWN)
    return part(_FAST_DRAW, who=who(names, event.actor), item=item_named(state, event.param("item")),
                skill=int(event.param("skill") or 0), shock=_shock(event), roll=int(event.param("roll") or 0),
                result=Part(outcome))


# --- Year Zero: skill pools -------------------------------------------------------------------
_ROLLS = phrase("{who} rolls {skill}{against}: {roll}")
_ROLLS_RESULT = phrase("{who} rolls {skill}{against}: {roll}, {result}")
_AGAINST = phrase(" against {target}")
_AGAINST_AMBUSH = phrase(" against an ambush")
_SUPPLY = phrase("{who} rolls for ammunition supply: {faces}, supply now {supply}")


def skill_roll(skill: str) -> Line:
    """The line of a `{skill}_roll` event: the skill by the ruleset's name, the pool, the outcome."""
    def line(state: BattleState, names: dict[str, str], event: Event) -> Part:
        against = NOTHING
        if event.target and event.target != event.actor:
            against = part(_AGAINST, target=who(names, event.target))
        elif event.action == "ambush":
            against = Part(_AGAINST_AMBUSH)
        common = dict(who=who(names, event.actor), skill=stat_named(state, skill), against=against,
                      roll=pool_part(event.param("roll")))
        if event.param("success") is None:
            return part(_ROLLS, **common)
        return part(_ROLLS_RESULT, result=result(event.param("success")), **common)
    return line


def _supply(state: BattleState, names: dict[str, str], event: Event) -> Part:
    faces = event.param("faces") or ()
    return part(_SUPPLY, who=who(names, event.actor), faces="+".join(map(str, faces)) or "-",
                supply=int(event.param("supply") or 0))


def skill_rolls(skills) -> dict[str, Line]:
    """`{skill}_roll` -> its line, for every skill named."""
    return {f"{skill}_roll": skill_roll(skill) for skill in skills}


_CORE_SKILLS = ("might", "melee", "stamina", "marksmanship", "mobility", "stealth", "crafting", "observation",
                "survival", "healing", "insight", "persuasion")

PHRASES: dict[str, Line] = {
    "check": _check,
    "stun_check": _ht(_STUN, "recovered", _RECOVERS, _STAYS_STUNNED),
    "conscious_check": _ht(_CONSCIOUS, "awake", _AWAKE, _PASSES_OUT),
    "concentration_check": _concentration,
    "hurry": _hurry,
    "fast_draw": _fast_draw,
    **skill_rolls(_CORE_SKILLS),
    "supply_roll": _supply,
}
