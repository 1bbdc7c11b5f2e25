"""Declaring a battle's result: the first command after which the judge decides it says so.

Every command the document builds passes here (`BattleDocument._stamp`): when the
battle was undecided before and the judge (engine/objectives/judge.py) decides it
after, a round's end or a token's fall or the GM's hand, the command's after
state keeps the result (`combat.outcome`, saved), plays the `battle_decided`
event and logs its sentence. Undo takes all of it back with the command; a
replayed journal declares it again at the same step. The fight may go on by
hand; the result stands and the banner keeps showing it.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.action_commands import event_entries
from battlemap.document.commands import Command
from battlemap.document.victory_lines import BATTLE_DECIDED
from battlemap.engine.battle.events import Event
from battlemap.engine.objectives.judge import judged


def declared(command: Command) -> Command:
    """`command`, or `command` declaring the result its after state decides."""
    after = command.after
    if after.combat.outcome is not None:
        return command
    outcome = judged(after)
    if outcome is None:
        return command
    after = replace(after, combat=replace(after.combat, outcome=outcome))
    event = Event.of(BATTLE_DECIDED, outcome.winner or "", "judge", None, winner=outcome.winner,
                     reason=outcome.reason, objective=outcome.objective)
    return replace(command, after=after, log=(*command.log, *event_entries(after, (event,))),
                   events=(*command.events, event))
