"""How the options form asks Year Zero's options: what the descriptions name and what its code reads,
with the choices the battle can list (see `OptionField`)."""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Named
from battlemap.engine.systems.contract import OptionField
from battlemap.engine.systems.yze.skills import SKILL_ATTRIBUTE

_YES_NO = (("yes", "yes"), ("no", "no"))

ACTION_FIELDS = {
    "shoot": (OptionField("ammo", "0", "ammo dice, at most RoF and rounds - 1", bounds=(0, 10)),),
    "full_auto": (OptionField("targets", "", "further targets after the first, picked on the map"),),
    "use_item": (OptionField("item", "", "the item it uses", lists="carried"),),
}

KEY_FIELDS = {f.key: f for f in (
    OptionField("skill", "", "the skill rolled with the item's gear dice (the usual: no roll)", choices=tuple(
        (s, Named("stats", s, s.capitalize())) for s in SKILL_ATTRIBUTE)),
    OptionField("bonus", "", "the item's gear dice", bounds=(0, 10)),
    OptionField("heal", "", "what it heals (the usual: the kind that broke it)", choices=(
        ("physical", "physical damage"), ("mental", "stress"))),
    OptionField("keep", "", "keep the item taken (no: throw it to a zone beside)", choices=_YES_NO),
    OptionField("well_prepared", "", "the ambush is well prepared (-2)", choices=_YES_NO),
    OptionField("to_engaged", "", "sneak up to Engaged (-2)", choices=_YES_NO),
    OptionField("resist", "", "opposed by its Insight", choices=_YES_NO),
    OptionField("interrogate", "", "an interrogation, opposed by its Stamina", choices=_YES_NO),
    OptionField("stakes", "", "what the persuasion is for"),
    OptionField("position", "", "the GM's other factors", bounds=(-10, 10)),
    OptionField("modifier", "", "the GM's modifier", bounds=(-10, 10)),
    OptionField("stress", "", "threatened 1, a friend dies 2, torture 3", bounds=(1, 10)),
    OptionField("card", "", "the initiative card it picks", bounds=(1, 10)),
    OptionField("victims", "", "the victim (the usual: every enemy)", lists="enemies"),
    OptionField("watchers", "", "the enemy watching", lists="enemies"),
    OptionField("extra_hits", "", "extra hits bought with sixes: b on the same target, c+1 in the same zone"),
)}
