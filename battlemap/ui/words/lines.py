"""Cover and range bands in the interface language ("partial cover", "Long").

The engine names them by id (`partial`, `long`); these are the words the
targeting label and the Odds dock show, through Qt's translations.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.engine.attacks.ranges import RangeInfo
from battlemap.ui.words.costs import amount_text

_COVER = {
    "none": QT_TRANSLATE_NOOP("LineTerms", "no cover"),
    "partial": QT_TRANSLATE_NOOP("LineTerms", "partial cover"),
    "full": QT_TRANSLATE_NOOP("LineTerms", "full cover"),
}
_BANDS = {
    "engaged": QT_TRANSLATE_NOOP("LineTerms", "Engaged"),
    "short": QT_TRANSLATE_NOOP("LineTerms", "Short"),
    "medium": QT_TRANSLATE_NOOP("LineTerms", "Medium"),
    "long": QT_TRANSLATE_NOOP("LineTerms", "Long"),
    "extreme": QT_TRANSLATE_NOOP("LineTerms", "Extreme"),
}


def cover_text(cover: str) -> str:
    """"partial cover"; an unknown kind as "<kind> cover"."""
    known = _COVER.get(cover)
    if known is not None:
        return QCoreApplication.translate("LineTerms", known)
    return QCoreApplication.translate("LineTerms", "{cover} cover").format(cover=cover)


def range_text(rng: RangeInfo) -> str:
    """"7 yd (Long)": the distance in the grid's unit, and the band where the system has bands."""
    text = amount_text(rng.distance, rng.unit)
    if not rng.band:
        return text
    return f"{text} ({band_text(rng.band)})"


def band_text(band: str) -> str:
    """A range band's name ("Long"); an unknown band as its id."""
    known = _BANDS.get(band)
    return QCoreApplication.translate("LineTerms", known) if known else band
