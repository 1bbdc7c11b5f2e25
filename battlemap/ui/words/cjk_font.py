"""The bundled Chinese fonts: Chinese reads even where no system font has it.

A machine without a CJK font (a minimal Linux install, a container) would show
every Chinese string as boxes. assets/fonts/ holds two subsets of Noto Sans CJK
(packaging/make_cjk_font.py, SIL OFL) that cover every character of the
Chinese packs, the bundled rulesets and the scenarios: Simplified forms for
zh_CN, Traditional for zh_TW.

Lazily, and only as a last resort: a subset is registered only when a Chinese
text is to be shown (a Chinese interface at start, the language menu's names
when it opens) and no system font writes that script. The check costs nothing,
Qt reads the system's fonts for the first text anyway; registering costs a few
milliseconds. It goes after the default family (setFamilies) so the system's
letters keep their own font, and a system CJK font, when there is one, is never
shadowed by a subset that lacks what a user types. Names typed by the user may
hold characters the subset lacks: the window says so once (`note_once`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from battlemap import resources

#: Each Chinese interface language's subset (under assets/), and the script (writing system) it is for.
FONT_FILES = {"zh_CN": "fonts/BattlemapCJK-SC.otf", "zh_TW": "fonts/BattlemapCJK-TC.otf"}
WRITING_SYSTEMS = {
    "zh_CN": QFontDatabase.WritingSystem.SimplifiedChinese,
    "zh_TW": QFontDatabase.WritingSystem.TraditionalChinese,
}
#: Set in settings.ini once the window has said that typed names may need a system font.
NOTE_KEY = "ui/cjk_font_note_said"

_registered: dict[str, tuple[str, int]] = {}  # language -> its subset's family and font id
_in_use: list[str] = []  # the application font's bundled family, when install_chinese_font added one


def is_chinese(language: str) -> bool:
    """True for the interface languages a subset serves."""
    return language in FONT_FILES


def has_system_font(language: str) -> bool:
    """True when an installed font (not one of ours) writes `language`'s script."""
    ours = {family for family, _ in _registered.values()}
    return any(family not in ours for family in QFontDatabase.families(WRITING_SYSTEMS[language]))


def bundled_family(language: str) -> str:
    """Register `language`'s subset (once) and return its family name.

    Raises FileNotFoundError when the subset is missing or unreadable: a broken
    install should say so rather than show boxes.
    """
    if language not in _registered:
        entry = resources.asset_file(FONT_FILES[language])
        font_id = QFontDatabase.addApplicationFontFromData(entry.read_bytes())
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not families:
            raise FileNotFoundError(f"bundled font {FONT_FILES[language]} is damaged")
        _registered[language] = (families[0], font_id)
    return _registered[language][0]


def forget_bundled_fonts() -> None:
    """Unregister every subset (tests: the next one starts from the system's fonts alone)."""
    for _, font_id in _registered.values():
        QFontDatabase.removeApplicationFont(font_id)
    _registered.clear()
    _in_use.clear()


def with_fallback(font: QFont, language: str) -> QFont:
    """`font` with `language`'s subset as its last family, after the ones it names."""
    family = bundled_family(language)
    families = [f for f in (font.families() or [font.family()]) if f != family]
    fallback = QFont(font)
    fallback.setFamilies([*families, family])
    return fallback


def needs_bundled_font(language: str) -> bool:
    """True when `language` is Chinese and no system font writes it."""
    return is_chinese(language) and not has_system_font(language)


@dataclass(frozen=True)
class Fallback:
    """The family put last in the application font (the bundled subset, or an installed family
    with the language's regional forms), and the font it replaced."""

    family: str
    previous: QFont

    def remove(self, app: QGuiApplication) -> None:
        """Give `app` its previous font back (the subset stays registered, unused)."""
        app.setFont(self.previous)
        _in_use.clear()


def install_chinese_font(app: QGuiApplication, language: str) -> Fallback | None:
    """Put the subset last in the application font when a Chinese interface has no system font.

    Returns what was put in place, or None when nothing is needed. Widgets
    and the QFont() of map items take the application font, so every text
    falls back to the subset for what the default family lacks.
    """
    if not needs_bundled_font(language):
        return None
    previous = app.font()
    font = with_fallback(previous, language)
    app.setFont(font)
    _in_use[:] = [font.families()[-1]]
    return Fallback(_in_use[0], previous)


#: The tags a family's name carries for each language's regional forms, best first (Noto Sans
#: CJK SC, Source Han Sans TC, ...). Without one, fontconfig often picks the Japanese forms.
REGION_TAGS = {"zh_CN": ("SC", "CN", "Hans"), "zh_TW": ("TC", "TW", "Hant", "HK")}


def regional_family(language: str) -> str | None:
    """An installed sans-serif family with `language`'s regional forms of the Han characters."""
    families = QFontDatabase.families(WRITING_SYSTEMS[language])
    plain = [f for f in families if not any(word in f for word in ("Mono", "Serif"))]
    for tag in REGION_TAGS[language]:
        found = next((f for f in plain if tag in f.replace("-", " ").split()), None)
        if found is not None:
            return found
    return None


def prefer_regional_family(app: QGuiApplication, language: str) -> Fallback | None:
    """A Chinese interface on a system with CJK fonts: the family with the language's own forms
    put after the default one, so Chinese never reads in Japanese shapes (None: nothing to do)."""
    if not is_chinese(language):
        return None
    family = regional_family(language)
    if family is None:
        return None
    previous = app.font()
    font = QFont(previous)
    font.setFamilies([*[f for f in (previous.families() or [previous.family()]) if f != family], family])
    app.setFont(font)
    return Fallback(family, previous)


def bundled_font_in_use() -> str | None:
    """The bundled family the application font falls back to, or None."""
    return _in_use[0] if _in_use else None


def note_text() -> str:
    """What the window says when the bundled font is in use."""
    return QCoreApplication.translate(
        "Fonts", "Chinese is shown in Battlemap's own font: names you type may need a Chinese font "
                 "installed on the system.")


def menu_note_text() -> str:
    """The same, short enough for View > Language, where it stays while the bundled font is in use."""
    return QCoreApplication.translate("Fonts", "Names you type may need a system Chinese font")


def note_once(settings: QSettings) -> str | None:
    """The note, the first time it is asked for with the bundled font in use; None after."""
    if bundled_font_in_use() is None or settings.value(NOTE_KEY, False, type=bool):
        return None
    settings.setValue(NOTE_KEY, True)
    settings.sync()
    return note_text()
