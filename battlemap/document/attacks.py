"""Resolving an attack with the battle's seeded dice, as one undoable command.

The engine's `explain_attack` says what an attack needs: its `roll` ("d20 + 1
> 9", "3d6 <= 12 vs Dodge 7", "4 dice vs 2 parry dice", "d100 <= 55") and
every modifier behind it. Here that roll is made with the state's
`DiceStream`, judged the way the engine's odds count it (so the chance the
Odds dock shows is exactly the share of faces that hit), and written to the
log with the faces, the number needed and every modifier. When the ruleset
has an action catalogue, `attack_command` plays its attack action through
the engine's `apply` instead (cost paid, hit effects applied). The command keeps
the state before, so undo puts the dice back where they were: a redo, or
the same click after an undo, rolls the same faces.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from battlemap.document.action_commands import action_command, attack_action_id
from battlemap.document.commands import Command, Rejected
from battlemap.document.log import LogEntry
from battlemap.engine.actions import Action
from battlemap.engine.dice import DiceStream
from battlemap.engine.explain import AttackExplanation, explain_attack
from battlemap.engine.systems.gurps4e.odds import is_critical_success, is_success
from battlemap.engine.state import BattleState

ATTACK = "attack"

#: draw(count, sides) -> faces: where judging gets its dice (the stream, or a test's script).
Draw = Callable[[int, int], tuple[int, ...]]

_D20 = re.compile(r"^d20(?: ([+-]) (\d+))? > (-?\d+)$")
_3D6 = re.compile(r"^3d6 <= (-?\d+)(?: vs (.+) (-?\d+))?$")
_POOL = re.compile(r"^(\d+) dice(?: vs (\d+) parry dice)?$")
_D100 = re.compile(r"^d100 <= (-?\d+)$")
_DEFENCE = re.compile(r"^(\w+) (-?\d+)$")


@dataclass(frozen=True)
class Verdict:
    """What the dice said: hit or not, and the roll as the log writes it."""

    hit: bool
    detail: str


def _faces(faces: tuple[int, ...]) -> str:
    return "+".join(str(f) for f in faces) if len(faces) > 1 else str(faces[0]) if faces else "-"


def _named_defence(match_name: str | None, match_value: str | None, defence: str | None
                   ) -> tuple[str, int] | None:
    """The active defence from the roll ("... vs Dodge 7") or else the explanation's own field."""
    if match_value is not None:
        return match_name or "Defence", int(match_value)
    found = _DEFENCE.match(defence or "")
    return (found.group(1), int(found.group(2))) if found else None


def judge_d20(match: re.Match[str], defence: str | None, draw: Draw) -> Verdict:
    """d20 + bonus against a number to beat (ties miss; the defence is in that number)."""
    sign, bonus, target = match.groups()
    value = int(bonus or 0) * (-1 if sign == "-" else 1)
    (face,) = draw(1, 20)
    total = face + value
    return Verdict(total > int(target), f"d20 [{face}] {sign or '+'} {bonus or 0} = {total} > {target}")


def judge_3d6(match: re.Match[str], defence_text: str | None, draw: Draw) -> Verdict:
    """GURPS: 3d6 under the effective skill; a non-critical hit meets the active defence."""
    skill, name, value = match.groups()
    active = _named_defence(name, value, defence_text)
    faces = draw(3, 6)
    roll = sum(faces)
    detail = f"3d6 [{_faces(faces)}] = {roll} <= {skill}"
    if not is_success(roll, int(skill)):
        return Verdict(False, detail)
    if is_critical_success(roll, int(skill)):
        return Verdict(True, f"{detail}, critical")
    if active is None:
        return Verdict(True, detail)
    parry = draw(3, 6)
    defended = is_success(sum(parry), active[1])
    outcome = "defended" if defended else "failed"
    detail += f"; {active[0]} {active[1]}: 3d6 [{_faces(parry)}] = {sum(parry)}, {outcome}"
    return Verdict(not defended, detail)


def judge_pool(match: re.Match[str], defence: str | None, draw: Draw) -> Verdict:
    """Year Zero: sixes on a d6 pool; each parry six cancels one attack six."""
    dice, parry = match.groups()
    if parry is None:
        active = _named_defence(None, None, defence)
        parry = str(active[1]) if active is not None and active[0] == "Parry" else None
    faces = draw(int(dice), 6)
    sixes = faces.count(6)
    detail = f"{dice}d6 [{_faces(faces)}]: {sixes} six{'es' if sixes != 1 else ''}"
    if parry is None:
        return Verdict(sixes >= 1, detail)
    blocks = draw(int(parry), 6)
    cancelled = blocks.count(6)
    detail += f"; parry {parry}d6 [{_faces(blocks)}]: {cancelled} cancelled"
    return Verdict(sixes - cancelled >= 1, detail)


def judge_d100(match: re.Match[str], defence: str | None, draw: Draw) -> Verdict:
    """Fallout: d100 at most the (capped) hit chance."""
    (chance,) = match.groups()
    (face,) = draw(1, 100)
    return Verdict(face <= int(chance), f"d100 [{face}] <= {chance}")


_JUDGES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str | None, Draw], Verdict]], ...] = (
    (_D20, judge_d20), (_3D6, judge_3d6), (_POOL, judge_pool), (_D100, judge_d100),
)


def judge(explanation: AttackExplanation, draw: Draw) -> Verdict:
    """Roll and judge the roll `explanation` describes (ValueError for a roll it cannot read)."""
    for pattern, judge_roll in _JUDGES:
        match = pattern.match(explanation.roll)
        if match is not None:
            return judge_roll(match, explanation.defence, draw)
    raise ValueError(f"no way to roll {explanation.roll!r}")


def stream_draw(stream: DiceStream) -> tuple[Draw, Callable[[], DiceStream]]:
    """A draw over `stream` and a function giving the stream after every die drawn."""
    position = [stream]

    def draw(count: int, sides: int) -> tuple[int, ...]:
        faces, position[0] = position[0].roll(count, sides)
        return faces

    return draw, lambda: position[0]


def attack_command(state: BattleState, attacker: str, target: str, action: str | None = None
                   ) -> Command | Rejected:
    """`attacker` attacks `target`: through the ruleset's attack action when it has one.

    The engine's `apply` then pays the action's cost, checks its requirements
    and applies what a hit does; a ruleset without an action catalogue rolls
    the system's own dice here (`roll_attack_command`).
    """
    action_id = attack_action_id(state, action or "attack")
    if action_id is None:
        return roll_attack_command(state, attacker, target, action)
    return action_command(state, Action(action_id, attacker, target=target))


def roll_attack_command(state: BattleState, attacker: str, target: str, action: str | None = None
                        ) -> Command | Rejected:
    """Roll `attacker`'s attack on `target` with the system's dice, logged with faces and modifiers."""
    for token_id in (attacker, target):
        if not state.has_token(token_id):
            return Rejected.of("unknown_token", token=token_id)
    explanation = explain_attack(state, attacker, target, action)
    if not explanation.possible:
        return Rejected(explanation.reasons)
    draw, after_stream = stream_draw(state.dice)
    verdict = judge(explanation, draw)
    a, t = state.token(attacker), state.token(target)
    weapon = f" with {explanation.weapon.replace('_', ' ')}" if explanation.weapon else ""
    verb = "attack" if a.count > 1 else "attacks"
    text = (f"{a.name} {verb} {t.name}{weapon}: {verdict.detail}: "
            f"{'hit' if verdict.hit else 'miss'}")
    entry = LogEntry(ATTACK, text, explanation.modifiers, state.combat.round)
    after = replace(state, dice=after_stream())
    return Command(f"Attack {t.name} with {a.name}", state, after, (entry,))
