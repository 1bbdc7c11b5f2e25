"""Every user-visible string in battlemap/ui goes through Qt's translation functions.

Read from the source (no window needed): a widget or action given a bare
string or f-string with words in it, instead of `tr(...)` /
`QCoreApplication.translate(...)`, is a string translators never see.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import battlemap.ui

UI = Path(battlemap.ui.__file__).parent
#: Calls whose first argument a user reads.
SHOWN = {
    "setText", "setToolTip", "setWindowTitle", "showMessage", "addMenu", "QAction", "QLabel",
    "QPushButton", "QCheckBox", "QRadioButton", "QMenu", "setHeaderLabels", "setStatusTip",
    "setPlaceholderText", "warning", "critical", "question", "information", "QDockWidget",
    "QListWidgetItem", "set_text", "QGraphicsSimpleTextItem",
}
_WORDS = re.compile(r"[A-Za-z]{2,}")


def _literal_words(node: ast.expr) -> bool:
    """A string literal, or an f-string whose fixed parts contain words."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(_WORDS.search(node.value))
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and _WORDS.search(str(v.value)) for v in node.values)
    return False


def _untranslated(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in SHOWN:
            continue
        shown = node.args[1:3] if name in {"warning", "critical", "question", "information"} else node.args[:1]
        if any(_literal_words(arg) for arg in shown):
            found.append(f"{path.name}:{node.lineno} {name}")
    return found


@pytest.mark.parametrize("path", sorted(UI.rglob("*.py")), ids=lambda p: str(p.relative_to(UI)))
def test_no_bare_user_visible_strings(path):
    assert _untranslated(path) == []


def test_the_check_catches_a_bare_string(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('label.setText("Hello there")\nlabel.setText(self.tr("Fine"))\n'
                      'button = QPushButton(f"Go {n} steps")\n')
    assert _untranslated(sample) == ["sample.py:1 setText", "sample.py:3 QPushButton"]
