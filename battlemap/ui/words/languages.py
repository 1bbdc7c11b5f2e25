"""The interface language: which one, and its Qt Linguist pack installed in one place.

The language comes from `battlemap --lang`, else the choice stored by View >
Language, else the system locale (English when it is none of ours). Its
pack `battlemap/i18n/battlemap_<lang>.qm` (compiled from the `.ts` beside it
with pyside6-lrelease) and Qt's own `qtbase_<lang>.qm` (standard buttons and
dialogs, when PySide6 ships it) are installed on the application, and the
language becomes QLocale's default so ruleset names (`ui/words/names.py`) follow
it. English is the source language: it has no pack.

The stored choice lives in `<user config folder>/settings.ini` (QSettings,
INI format, key `ui/language`); it takes effect the next time Battlemap
starts, because menus and docks are built once.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from battlemap.document.paths import config_folder

#: Interface languages, each named in itself (a menu entry must be readable by its own speakers).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
    "ru": "Русский",
}
SOURCE_LANGUAGE = "en"
SETTINGS_FILE = "settings.ini"
LANGUAGE_KEY = "ui/language"


def i18n_dir() -> Traversable:
    """The folder of language packs (`battlemap/i18n`, shipped as package data)."""
    return resources.files("battlemap") / "i18n"


def pack_file(language: str) -> Traversable:
    """The compiled pack of `language`: `battlemap_<lang>.qm`."""
    return i18n_dir() / f"battlemap_{language}.qm"


def language_of(locale: QLocale) -> str:
    """The interface language for a locale: Traditional scripts and Taiwan, Hong Kong, Macau read zh_TW."""
    if locale.language() == QLocale.Language.Chinese:
        traditional = (locale.script() == QLocale.Script.TraditionalChineseScript
                       or locale.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong,
                                                 QLocale.Country.Macau))
        return "zh_TW" if traditional else "zh_CN"
    if locale.language() == QLocale.Language.Russian:
        return "ru"
    return SOURCE_LANGUAGE


def settings_file(folder: Path | None = None) -> Path:
    """Where the stored choice lives (`folder`, default the user config folder)."""
    return (folder if folder is not None else config_folder()) / SETTINGS_FILE


def open_settings(folder: Path | None = None) -> QSettings:
    """The app's settings file, INI format, beside recent-files.json."""
    return QSettings(str(settings_file(folder)), QSettings.Format.IniFormat)


def stored_language(settings: QSettings) -> str | None:
    """The language chosen in View > Language; None when none (or an unknown one) is stored."""
    value = settings.value(LANGUAGE_KEY)
    return value if isinstance(value, str) and value in LANGUAGES else None


def store_language(settings: QSettings, language: str | None) -> None:
    """Remember `language` for the next start; None follows the system again."""
    if language is None:
        settings.remove(LANGUAGE_KEY)
    elif language in LANGUAGES:
        settings.setValue(LANGUAGE_KEY, language)
    else:
        raise ValueError(f"unknown interface language {language!r}; known: {', '.join(LANGUAGES)}")
    settings.sync()


def chosen_language(requested: str | None, settings: QSettings) -> str:
    """`--lang` first, then the stored choice, then the system locale's language."""
    if requested is not None:
        if requested not in LANGUAGES:
            raise ValueError(f"unknown interface language {requested!r}; known: {', '.join(LANGUAGES)}")
        return requested
    return stored_language(settings) or language_of(QLocale.system())


@dataclass(frozen=True)
class Installed:
    """A language put in place: its translators (kept alive here) and the locale it replaced."""

    language: str
    translators: tuple[QTranslator, ...]
    previous_locale: QLocale

    def remove(self, app: QCoreApplication) -> None:
        """Take the translators off `app` and restore the previous default locale."""
        for translator in self.translators:
            app.removeTranslator(translator)
        QLocale.setDefault(self.previous_locale)


def install_language(app: QCoreApplication, language: str) -> Installed:
    """Install `language`'s packs on `app` and make it the default locale.

    Raises FileNotFoundError when a language other than English has no pack:
    a broken install should say so, not quietly show English.
    """
    if language not in LANGUAGES:
        raise ValueError(f"unknown interface language {language!r}; known: {', '.join(LANGUAGES)}")
    previous = QLocale()
    locale = QLocale(language)
    translators: list[QTranslator] = []
    if language != SOURCE_LANGUAGE:
        translators.append(_load_pack(language))
        qt_own = QTranslator()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(locale, "qtbase", "_", qt_dir):  # PySide6 may ship without them
            translators.append(qt_own)
    for translator in translators:
        app.installTranslator(translator)
    QLocale.setDefault(locale)
    return Installed(language, tuple(translators), previous)


def _load_pack(language: str) -> QTranslator:
    translator = QTranslator()
    with resources.as_file(pack_file(language)) as path:
        if not translator.load(str(path)):
            raise FileNotFoundError(f"language pack {path} is missing or damaged")
    return translator
