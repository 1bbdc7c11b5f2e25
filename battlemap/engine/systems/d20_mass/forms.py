"""How the options form asks d20 mass combat's options: what the descriptions name and what its
code reads, with the choices the battle can list (see `OptionField`)."""

from __future__ import annotations

from battlemap.engine.systems.contract import OptionField
from battlemap.engine.systems.d20_mass.items import ARMOUR
from battlemap.engine.systems.d20_mass.moves import FOLLOW, STAY
from battlemap.engine.systems.d20_mass.surfaces import SURFACE_STEPS

ACTION_FIELDS = {
    # The item belongs to the unit clicked after the form: what the enemies carry, or armour.
    "attack_item": (OptionField("item", "", "the item attacked (the usual: the weapon in its hand)",
                                choices=((ARMOUR, "armour"),), lists="enemy_weapons"),),
    "draw_weapon": (OptionField("item", "", "the weapon or gear it draws", lists="unready"),),
    "work_bolt": (OptionField("weapon", "", "the weapon it loads (the usual: the first unloaded one)",
                              lists="ready_weapons"),),
}

KEY_FIELDS = {f.key: f for f in (
    OptionField("purpose", "", "declared as a trip or a disarm", choices=(
        ("trip", "trip"), ("disarm", "disarm"))),
    OptionField("then", "", "the rusher goes on with the victim or stays", choices=(
        (FOLLOW, "follows"), (STAY, "stays"))),
    OptionField("surface", "", "what the rusher leads with (the usual: its own)", choices=tuple(
        (s, s) for s in SURFACE_STEPS)),
    OptionField("load", "", "the load it bears, in the unit of its heavy load", bounds=(0, 100000)),
)}
