"""How the options form asks Fallout's options: what the descriptions name and what its code reads,
with the choices the battle can list (see `OptionField`)."""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Named
from battlemap.engine.systems.contract import OptionField

#: What stabilising may remove instead of the Medicine check (fallout_pnp/actions.py).
REMOVABLE = ("bleeding", "burning", "dazed", "stunned", "unconscious")

ACTION_FIELDS = {
    "delay": (OptionField("score", "", "a turn-order score below yours", bounds=(0, 99)),),
    "stabilise": (OptionField(
        "remove", "", "a condition removed without a check (the usual: the Medicine check)",
        choices=tuple((c, Named("conditions", c, c)) for c in REMOVABLE)),),
    "reload": (OptionField("rounds", "", "how many rounds it loads (the usual: a full load)", bounds=(1, 999)),
               OptionField("ammo", "", "ammunition lying near (the usual: from the inventory)",
                           lists="ammunition")),
    "overwatch_dual": (OptionField("line2", "", "the second line's cell: column,row"),),
    "disarm": (OptionField("skill", "", "the skill that disarms it", choices=(
        ("engineering", Named("stats", "engineering", "Engineering")),
        ("sleight_of_hand", Named("stats", "sleight_of_hand", "Sleight of Hand")))),
               OptionField("penalty", "", "the crafting penalty", bounds=(0, 100))),
    "drop_item": (OptionField("item", "", "the item in hand it drops", lists="in_hand"),),
    "put_away": (OptionField("item", "", "the item in hand it puts away", lists="in_hand"),),
    "swap_item": (OptionField("item", "", "the item it takes in hand", lists="unready"),),
    "pick_up": (OptionField("item", "", "what it picks up", lists="lying"),
                OptionField("count", "", "rounds it picks up (the usual: up to 5)", bounds=(1, 5))),
}

KEY_FIELDS = {f.key: f for f in (
    OptionField("count", "", "AP it spends on dodging (the usual: 1)", bounds=(1, 5)),
    OptionField("shots", "", "shots in the burst (the usual: 2)", bounds=(1, 99)),
    OptionField("surface", "", "a hard surface's extra penalty", bounds=(0, 99)),
    OptionField("mode", "", "what the two weapons watch for", choices=(
        ("two_targets", "the first two enemies, one attack each"),
        ("one_target", "both weapons on the first enemy"))),
)}
