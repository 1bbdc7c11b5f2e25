"""Options Year Zero actions read that their descriptions do not name, for the options form."""

from __future__ import annotations

from battlemap.engine.systems.contract import OptionField

ACTION_FIELDS = {
    "shoot": (OptionField("ammo", "0", "ammo dice, at most RoF and rounds - 1"),),
    "full_auto": (OptionField("targets", "", "further targets after the first: ids, comma separated"),),
}
