"""How the options form asks GURPS options: what the descriptions name and what its code reads,
with the choices the battle can list (see `OptionField`)."""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Named
from battlemap.engine.systems.contract import OptionField
from battlemap.engine.systems.gurps4e.ready import LONG_ACTIONS

#: The long-action table's tasks, by their English names (the window translates them).
TASKS = tuple((task.id, task.en) for task in sorted(LONG_ACTIONS.values(), key=lambda t: t.en))
_YES = (("yes", "yes"),)

ACTION_FIELDS = {
    "long_action": (
        OptionField("task", "swallow", "the task of the long-action table", choices=TASKS),
        OptionField("count", "1", "sentences or pieces", bounds=(1, 999)),
        OptionField("rolled", "", "the roll the task needs, if any", bounds=(3, 18)),
        OptionField("seconds", "", "the task's length in seconds (the usual: the table's)", bounds=(1, 3600)),
    ),
    "ready": (OptionField("item", "", "the item it readies", lists="unready"),),
    "fast_draw": (OptionField("item", "", "the weapon it draws", lists="unready"),),
    "hold_out": (OptionField("item", "", "the ready item it holds out", lists="ready_weapons"),),
}

KEY_FIELDS = {f.key: f for f in (
    OptionField("task", "", "the task of the long-action table", choices=TASKS),
    OptionField("count", "", "sentences or pieces", bounds=(1, 999)),
    OptionField("stat", "", "the attribute rolled (the usual: DX)", choices=(
        ("dx", Named("stats", "dx", "DX")), ("iq", Named("stats", "iq", "IQ")))),
    OptionField("then", "", "what the trigger sets off (the usual: an attack)", choices=tuple(
        (a, Named("actions", a, a)) for a in ("attack", "feint", "all_out_attack", "ready"))),
    OptionField("retreat", "", "the target retreats", choices=_YES),
    OptionField("braced", "", "the weapon rests on something (+1)", choices=_YES),
    OptionField("reach", "", "the reach held, in yards (the usual: its usual one)", bounds=(0, 9)),
    OptionField("weight", "", "the weight in pounds (the usual: the lift under way)", bounds=(1, 100000)),
    OptionField("hands", "", "one hand or two (the usual: one if it can)", choices=(
        ("1", "one hand"), ("2", "two hands"))),
    OptionField("onto", "", "where it puts the item (the usual: away on the person)", choices=(
        ("ground", "the ground"), ("table", "a table"), ("rack", "a rack"), ("shelf", "a shelf"))),
    OptionField("hex", "", "the hex it retreats into: column,row (the usual: straight away)"),
    OptionField("beside", "", "the other hex of the zone: column,row"),
    OptionField("shots", "", "shots fired", bounds=(1, 999)),
)}
