"""Options Fallout actions read that their descriptions do not name, for the options form."""

from __future__ import annotations

from battlemap.engine.systems.contract import OptionField

ACTION_FIELDS = {
    "delay": (OptionField("score", "", "a turn-order score below yours"),),
    "stabilise": (OptionField(
        "remove", "", "bleeding, burning, dazed, stunned or unconscious (blank: the Medicine check)"),),
    "reload": (OptionField("rounds", "", "at least 1 (blank: a full load)"),
               OptionField("ammo", "", "the item, by id")),
    "overwatch_dual": (OptionField("line2", "", "the second line's cell: col,row"),),
}
