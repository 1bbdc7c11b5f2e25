"""An action's options form in the interface language: the option names and their hints.

The document names options by key (`item`, `push`) and hints in English
(document/action_options.py, no Qt there); this list repeats them for
lupdate, and the form shows each through `QCoreApplication.translate`. A key
no pack knows shows as it is. A test keeps the list equal to what the
bundled rulesets and the document can ask.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.document.action_options import OptionField

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

#: Every hint the document gives (context "OptionHints").
OPTION_HINTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("OptionHints", "a turn-order score below yours"),
    QT_TRANSLATE_NOOP("OptionHints", "ammo dice, at most RoF and rounds - 1"),
    QT_TRANSLATE_NOOP("OptionHints", "at least 1 (blank: a full load)"),
    QT_TRANSLATE_NOOP("OptionHints", "b,c+1: extra hits on the same target or zone"),
    QT_TRANSLATE_NOOP("OptionHints", "blank: the usual one; ready: {ready}"),
    QT_TRANSLATE_NOOP("OptionHints",
                      "bleeding, burning, dazed, stunned or unconscious (blank: the Medicine check)"),
    QT_TRANSLATE_NOOP("OptionHints", "engineering or sleight_of_hand"),
    QT_TRANSLATE_NOOP("OptionHints", "facing at the end (0-5)"),
    QT_TRANSLATE_NOOP("OptionHints", "further targets after the first: ids, comma separated"),
    QT_TRANSLATE_NOOP("OptionHints", "one of {tasks}"),
    QT_TRANSLATE_NOOP("OptionHints", "sentences or pieces"),
    QT_TRANSLATE_NOOP("OptionHints", "the crafting penalty"),
    QT_TRANSLATE_NOOP("OptionHints", "the item, by id"),
    QT_TRANSLATE_NOOP("OptionHints", "the roll the task needs, if any"),
    QT_TRANSLATE_NOOP("OptionHints", "the task's length in seconds (blank: the table's)"),
    QT_TRANSLATE_NOOP("OptionHints", "the second line's cell: col,row"),
    QT_TRANSLATE_NOOP("OptionHints", "yes to push the roll"),
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
