"""Options GURPS actions read that their descriptions do not name, for the options form."""

from __future__ import annotations

from battlemap.engine.systems.contract import OptionField
from battlemap.engine.systems.gurps4e.ready import LONG_ACTIONS

ACTION_FIELDS = {
    "long_action": (
        OptionField("task", "swallow", "one of {tasks}", (("tasks", ", ".join(sorted(LONG_ACTIONS))),)),
        OptionField("count", "1", "sentences or pieces"),
        OptionField("rolled", "", "the roll the task needs, if any"),
        OptionField("seconds", "", "the task's length in seconds (blank: the table's)"),
    ),
}
