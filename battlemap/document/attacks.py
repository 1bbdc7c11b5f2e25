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

from collections.abc import Callable
from dataclasses import replace

from battlemap.document.action_commands import action_command, attack_action_id
from battlemap.document.commands import Command, Rejected
from battlemap.document.log import LogEntry, part, phrase
from battlemap.engine.attacks.explain import AttackExplanation, explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import DiceStream, Draw, RollVerdict
from battlemap.engine.battle.state import BattleState
from battlemap.engine.systems.contract import System

ATTACK = "attack"

#: What the Edit menu calls the step (translated there).
_ATTACK_TITLE = phrase("Attack {target} with {who}")


def judge(system: System, explanation: AttackExplanation, draw: Draw) -> RollVerdict:
    """Roll and judge the roll `explanation` describes, as `system` (whose attack model wrote
    it) reads it; ValueError for a roll the system does not read."""
    match = system.roll_pattern.match(explanation.roll) if system.roll_pattern is not None else None
    if match is None or system.judge_roll is None:
        raise ValueError(f"no way to roll {explanation.roll!r} in system {system.id}")
    return system.judge_roll(match, explanation.defence, draw)


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
    action_id = attack_action_id(state, action or "attack", attacker)
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
    verdict = judge(state.system, explanation, draw)
    a, t = state.token(attacker), state.token(target)
    weapon = f" with {explanation.weapon.replace('_', ' ')}" if explanation.weapon else ""
    verb = "attack" if a.count > 1 else "attacks"
    text = (f"{a.name} {verb} {t.name}{weapon}: {verdict.detail}: "
            f"{'hit' if verdict.hit else 'miss'}")
    entry = LogEntry(ATTACK, text, explanation.modifiers, state.combat.round)
    after = replace(state, dice=after_stream())
    return Command(part(_ATTACK_TITLE, target=t.name, who=a.name), state, after, (entry,))
