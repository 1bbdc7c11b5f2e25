"""An action's options form in the interface language: the option names, their hints and choices.

The document names options by key (`item`, `push`) and hints in English
(document/action_options.py, no Qt there); this list repeats them for
lupdate, and the form shows each through `QCoreApplication.translate`. A key
no pack knows shows as it is. A test keeps the list equal to what the
bundled rulesets and the document can ask.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.document.action_options import OptionField
from battlemap.document.option_choices import ARROWS
from battlemap.engine.battle.modifiers import Named
from battlemap.schema import Ruleset
from battlemap.ui.words.named import named_text

#: Every option key the bundled catalogues ask (context "OptionKeys").
OPTION_KEYS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("OptionKeys", "ammo"), QT_TRANSLATE_NOOP("OptionKeys", "beside"),
    QT_TRANSLATE_NOOP("OptionKeys", "bonus"), QT_TRANSLATE_NOOP("OptionKeys", "braced"),
    QT_TRANSLATE_NOOP("OptionKeys", "card"), QT_TRANSLATE_NOOP("OptionKeys", "count"),
    QT_TRANSLATE_NOOP("OptionKeys", "extra_hits"), QT_TRANSLATE_NOOP("OptionKeys", "face"),
    QT_TRANSLATE_NOOP("OptionKeys", "hands"), QT_TRANSLATE_NOOP("OptionKeys", "heal"),
    QT_TRANSLATE_NOOP("OptionKeys", "hex"), QT_TRANSLATE_NOOP("OptionKeys", "interrogate"),
    QT_TRANSLATE_NOOP("OptionKeys", "item"), QT_TRANSLATE_NOOP("OptionKeys", "keep"),
    QT_TRANSLATE_NOOP("OptionKeys", "line2"), QT_TRANSLATE_NOOP("OptionKeys", "load"),
    QT_TRANSLATE_NOOP("OptionKeys", "mode"), QT_TRANSLATE_NOOP("OptionKeys", "modifier"),
    QT_TRANSLATE_NOOP("OptionKeys", "onto"), QT_TRANSLATE_NOOP("OptionKeys", "penalty"),
    QT_TRANSLATE_NOOP("OptionKeys", "position"), QT_TRANSLATE_NOOP("OptionKeys", "purpose"),
    QT_TRANSLATE_NOOP("OptionKeys", "push"), QT_TRANSLATE_NOOP("OptionKeys", "reach"),
    QT_TRANSLATE_NOOP("OptionKeys", "remove"), QT_TRANSLATE_NOOP("OptionKeys", "resist"),
    QT_TRANSLATE_NOOP("OptionKeys", "retreat"), QT_TRANSLATE_NOOP("OptionKeys", "rolled"),
    QT_TRANSLATE_NOOP("OptionKeys", "rounds"), QT_TRANSLATE_NOOP("OptionKeys", "score"),
    QT_TRANSLATE_NOOP("OptionKeys", "seconds"),
    QT_TRANSLATE_NOOP("OptionKeys", "shots"), QT_TRANSLATE_NOOP("OptionKeys", "skill"),
    QT_TRANSLATE_NOOP("OptionKeys", "stakes"), QT_TRANSLATE_NOOP("OptionKeys", "stat"),
    QT_TRANSLATE_NOOP("OptionKeys", "stress"), QT_TRANSLATE_NOOP("OptionKeys", "surface"),
    QT_TRANSLATE_NOOP("OptionKeys", "targets"), QT_TRANSLATE_NOOP("OptionKeys", "task"),
    QT_TRANSLATE_NOOP("OptionKeys", "then"), QT_TRANSLATE_NOOP("OptionKeys", "to_engaged"),
    QT_TRANSLATE_NOOP("OptionKeys", "victims"), QT_TRANSLATE_NOOP("OptionKeys", "watchers"),
    QT_TRANSLATE_NOOP("OptionKeys", "weapon"), QT_TRANSLATE_NOOP("OptionKeys", "weight"),
    QT_TRANSLATE_NOOP("OptionKeys", "well_prepared"),
)

#: Every hint the document and the systems give (context "OptionHints").
OPTION_HINTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("OptionHints", "the weapon that strikes"),
    QT_TRANSLATE_NOOP("OptionHints", "push the roll: roll again the dice that failed"),
    QT_TRANSLATE_NOOP("OptionHints", "the item it takes"),
    QT_TRANSLATE_NOOP("OptionHints", "the direction it faces at the end"),
    QT_TRANSLATE_NOOP("OptionHints", "further targets after the first, picked on the map"),
    # d20 mass combat
    QT_TRANSLATE_NOOP("OptionHints", "the item attacked (the usual: the weapon in its hand)"),
    QT_TRANSLATE_NOOP("OptionHints", "the weapon or gear it draws"),
    QT_TRANSLATE_NOOP("OptionHints", "the weapon it loads (the usual: the first unloaded one)"),
    QT_TRANSLATE_NOOP("OptionHints", "declared as a trip or a disarm"),
    QT_TRANSLATE_NOOP("OptionHints", "the rusher goes on with the victim or stays"),
    QT_TRANSLATE_NOOP("OptionHints", "what the rusher leads with (the usual: its own)"),
    QT_TRANSLATE_NOOP("OptionHints", "the load it bears, in the unit of its heavy load"),
    # Fallout
    QT_TRANSLATE_NOOP("OptionHints", "a turn-order score below yours"),
    QT_TRANSLATE_NOOP("OptionHints", "a condition removed without a check (the usual: the Medicine check)"),
    QT_TRANSLATE_NOOP("OptionHints", "how many rounds it loads (the usual: a full load)"),
    QT_TRANSLATE_NOOP("OptionHints", "ammunition lying near (the usual: from the inventory)"),
    QT_TRANSLATE_NOOP("OptionHints", "the second line's cell: column,row"),
    QT_TRANSLATE_NOOP("OptionHints", "the skill that disarms it"),
    QT_TRANSLATE_NOOP("OptionHints", "the crafting penalty"),
    QT_TRANSLATE_NOOP("OptionHints", "the item in hand it drops"),
    QT_TRANSLATE_NOOP("OptionHints", "the item in hand it puts away"),
    QT_TRANSLATE_NOOP("OptionHints", "the item it takes in hand"),
    QT_TRANSLATE_NOOP("OptionHints", "what it picks up"),
    QT_TRANSLATE_NOOP("OptionHints", "rounds it picks up (the usual: up to 5)"),
    QT_TRANSLATE_NOOP("OptionHints", "AP it spends on dodging (the usual: 1)"),
    QT_TRANSLATE_NOOP("OptionHints", "shots in the burst (the usual: 2)"),
    QT_TRANSLATE_NOOP("OptionHints", "a hard surface's extra penalty"),
    QT_TRANSLATE_NOOP("OptionHints", "what the two weapons watch for"),
    # GURPS
    QT_TRANSLATE_NOOP("OptionHints", "the task of the long-action table"),
    QT_TRANSLATE_NOOP("OptionHints", "sentences or pieces"),
    QT_TRANSLATE_NOOP("OptionHints", "the roll the task needs, if any"),
    QT_TRANSLATE_NOOP("OptionHints", "the task's length in seconds (the usual: the table's)"),
    QT_TRANSLATE_NOOP("OptionHints", "the item it readies"),
    QT_TRANSLATE_NOOP("OptionHints", "the weapon it draws"),
    QT_TRANSLATE_NOOP("OptionHints", "the ready item it holds out"),
    QT_TRANSLATE_NOOP("OptionHints", "the attribute rolled (the usual: DX)"),
    QT_TRANSLATE_NOOP("OptionHints", "what the trigger sets off (the usual: an attack)"),
    QT_TRANSLATE_NOOP("OptionHints", "the target retreats"),
    QT_TRANSLATE_NOOP("OptionHints", "the weapon rests on something (+1)"),
    QT_TRANSLATE_NOOP("OptionHints", "the reach held, in yards (the usual: its usual one)"),
    QT_TRANSLATE_NOOP("OptionHints", "the weight in pounds (the usual: the lift under way)"),
    QT_TRANSLATE_NOOP("OptionHints", "one hand or two (the usual: one if it can)"),
    QT_TRANSLATE_NOOP("OptionHints", "where it puts the item (the usual: away on the person)"),
    QT_TRANSLATE_NOOP("OptionHints", "the hex it retreats into: column,row (the usual: straight away)"),
    QT_TRANSLATE_NOOP("OptionHints", "the other hex of the zone: column,row"),
    QT_TRANSLATE_NOOP("OptionHints", "shots fired"),
    # Year Zero
    QT_TRANSLATE_NOOP("OptionHints", "ammo dice, at most RoF and rounds - 1"),
    QT_TRANSLATE_NOOP("OptionHints", "the item it uses"),
    QT_TRANSLATE_NOOP("OptionHints", "the skill rolled with the item's gear dice (the usual: no roll)"),
    QT_TRANSLATE_NOOP("OptionHints", "the item's gear dice"),
    QT_TRANSLATE_NOOP("OptionHints", "what it heals (the usual: the kind that broke it)"),
    QT_TRANSLATE_NOOP("OptionHints", "keep the item taken (no: throw it to a zone beside)"),
    QT_TRANSLATE_NOOP("OptionHints", "the ambush is well prepared (-2)"),
    QT_TRANSLATE_NOOP("OptionHints", "sneak up to Engaged (-2)"),
    QT_TRANSLATE_NOOP("OptionHints", "opposed by its Insight"),
    QT_TRANSLATE_NOOP("OptionHints", "an interrogation, opposed by its Stamina"),
    QT_TRANSLATE_NOOP("OptionHints", "what the persuasion is for"),
    QT_TRANSLATE_NOOP("OptionHints", "the GM's other factors"),
    QT_TRANSLATE_NOOP("OptionHints", "the GM's modifier"),
    QT_TRANSLATE_NOOP("OptionHints", "threatened 1, a friend dies 2, torture 3"),
    QT_TRANSLATE_NOOP("OptionHints", "the initiative card it picks"),
    QT_TRANSLATE_NOOP("OptionHints", "the victim (the usual: every enemy)"),
    QT_TRANSLATE_NOOP("OptionHints", "the enemy watching"),
    QT_TRANSLATE_NOOP("OptionHints", "extra hits bought with sixes: b on the same target, c+1 in the same zone"),
)

#: The first entry of every list and number: what the action does when the GM picks nothing.
USUAL = QT_TRANSLATE_NOOP("OptionChoices", "the usual one")

#: Every choice the forms name in words rather than by a ruleset entry (context "OptionChoices"):
#: yes and no, the systems' fixed sets, the compass, the long-action tasks, and the entries the
#: bundled catalogues and samples have no table for (Year Zero's Might, a Fallout stimpak).
OPTION_CHOICES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("OptionChoices", "yes"), QT_TRANSLATE_NOOP("OptionChoices", "no"),
    QT_TRANSLATE_NOOP("OptionChoices", "north"), QT_TRANSLATE_NOOP("OptionChoices", "north-east"),
    QT_TRANSLATE_NOOP("OptionChoices", "east"), QT_TRANSLATE_NOOP("OptionChoices", "south-east"),
    QT_TRANSLATE_NOOP("OptionChoices", "south"), QT_TRANSLATE_NOOP("OptionChoices", "south-west"),
    QT_TRANSLATE_NOOP("OptionChoices", "west"), QT_TRANSLATE_NOOP("OptionChoices", "north-west"),
    # d20 mass combat
    QT_TRANSLATE_NOOP("OptionChoices", "armour"), QT_TRANSLATE_NOOP("OptionChoices", "trip"),
    QT_TRANSLATE_NOOP("OptionChoices", "disarm"), QT_TRANSLATE_NOOP("OptionChoices", "follows"),
    QT_TRANSLATE_NOOP("OptionChoices", "stays"), QT_TRANSLATE_NOOP("OptionChoices", "sharp"),
    QT_TRANSLATE_NOOP("OptionChoices", "edged"), QT_TRANSLATE_NOOP("OptionChoices", "soft"),
    # Fallout
    QT_TRANSLATE_NOOP("OptionChoices", "the first two enemies, one attack each"),
    QT_TRANSLATE_NOOP("OptionChoices", "both weapons on the first enemy"),
    QT_TRANSLATE_NOOP("OptionChoices", "10mm rounds"), QT_TRANSLATE_NOOP("OptionChoices", "9mm rounds"),
    QT_TRANSLATE_NOOP("OptionChoices", "5mm rounds"), QT_TRANSLATE_NOOP("OptionChoices", "308 rounds"),
    QT_TRANSLATE_NOOP("OptionChoices", "stimpak"),
    # GURPS
    QT_TRANSLATE_NOOP("OptionChoices", "one hand"), QT_TRANSLATE_NOOP("OptionChoices", "two hands"),
    QT_TRANSLATE_NOOP("OptionChoices", "the ground"), QT_TRANSLATE_NOOP("OptionChoices", "a table"),
    QT_TRANSLATE_NOOP("OptionChoices", "a rack"), QT_TRANSLATE_NOOP("OptionChoices", "a shelf"),
    QT_TRANSLATE_NOOP("OptionChoices", "A magic ritual (cannot be interrupted)"),
    QT_TRANSLATE_NOOP("OptionChoices", "Don a mechanical suit or battlesuit"),
    QT_TRANSLATE_NOOP("OptionChoices", "Don armour"),
    QT_TRANSLATE_NOOP("OptionChoices", "Find an uncertain item in a box, briefcase, pack"),
    QT_TRANSLATE_NOOP("OptionChoices", "Find an unconcealed item in your own pack"),
    QT_TRANSLATE_NOOP("OptionChoices", "Holster a pistol"),
    QT_TRANSLATE_NOOP("OptionChoices", "Light a candle, cigarette, fuse, match, torch"),
    QT_TRANSLATE_NOOP("OptionChoices", "Open an unlocked box, briefcase, cabinet, door"),
    QT_TRANSLATE_NOOP("OptionChoices", "Pick up a heavy object, one hand (up to 2 x BL)"),
    QT_TRANSLATE_NOOP("OptionChoices", "Pick up a heavy object, two hands (up to 8 x BL)"),
    QT_TRANSLATE_NOOP("OptionChoices", "Put a small item into your pack"),
    QT_TRANSLATE_NOOP("OptionChoices", "Read a note"),
    QT_TRANSLATE_NOOP("OptionChoices", "Return a weapon to its scabbard"),
    QT_TRANSLATE_NOOP("OptionChoices", "Swallow a pill or potion"),
    QT_TRANSLATE_NOOP("OptionChoices", "Thoroughly search an unresisting person"),
    QT_TRANSLATE_NOOP("OptionChoices", "Write a note"),
    # Year Zero
    QT_TRANSLATE_NOOP("OptionChoices", "physical damage"), QT_TRANSLATE_NOOP("OptionChoices", "stress"),
    QT_TRANSLATE_NOOP("OptionChoices", "Might"), QT_TRANSLATE_NOOP("OptionChoices", "Crafting"),
    QT_TRANSLATE_NOOP("OptionChoices", "Survival"),
)

def key_label(key: str) -> str:
    """The option's name in the interface language (the key itself where no pack names it)."""
    return QCoreApplication.translate("OptionKeys", key)


def hint_text(field: OptionField) -> str:
    """The field's hint in the interface language, its parameters filled in (English if the
    translation does not fit them)."""
    if not field.hint:
        return ""
    params = dict(field.hint_params)
    try:
        return QCoreApplication.translate("OptionHints", field.hint).format(**params)
    except (KeyError, IndexError, ValueError):
        return field.hint_text


def usual_text() -> str:
    """The first entry of a list or number: the action's own choice."""
    return QCoreApplication.translate("OptionChoices", USUAL)


def choice_text(label: Named | str, ruleset: Ruleset | None = None) -> str:
    """A choice in the interface language: a ruleset entry (or a condition, a token) by its name
    there, words through the pack (a facing's leading arrow stays as it is)."""
    if isinstance(label, Named):
        return named_text(label, ruleset)
    arrow, _, words = label.partition(" ")
    if arrow in ARROWS:
        return f"{arrow} {QCoreApplication.translate('OptionChoices', words)}"
    return QCoreApplication.translate("OptionChoices", label)
