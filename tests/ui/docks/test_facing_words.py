"""A facing reads as a direction, never a bare number: the Inspector's row and the Edit dialog's list."""

from __future__ import annotations

import pytest

from battlemap.ui.dialogs.token import TokenDialog

pytestmark = pytest.mark.gui


def test_the_inspector_and_the_edit_dialog_name_the_facing(open_window):
    window = open_window("gurps-duel.json")  # hexes: six sides
    token = window.state.tokens[0]
    window.document.select(token.id)
    facing = window.inspector.rows()["Facing"]
    arrow, word = facing.split(" ")
    assert arrow in "\u2191\u2197\u2192\u2198\u2193\u2199\u2190\u2196" and word.replace("-", "").isalpha()
    dialog = TokenDialog(window.document, token.id, window)
    entries = [dialog.facing.itemText(i) for i in range(dialog.facing.count())]
    assert len(entries) == 6 and entries[0].startswith("\u2191")  # side 0 points up: north
    assert dialog.facing.currentText() == facing and dialog.edit().facing == token.facing
    dialog.facing.setCurrentIndex(3)
    assert dialog.edit().facing == 3
    dialog.deleteLater()


def test_a_square_map_offers_its_eight_directions(open_window):
    window = open_window()  # d20: squares, diagonals allowed
    token = window.state.tokens[0]
    dialog = TokenDialog(window.document, token.id, window)
    entries = [dialog.facing.itemText(i) for i in range(dialog.facing.count())]
    assert entries == ["\u2191 north", "\u2197 north-east", "\u2192 east", "\u2198 south-east",
                       "\u2193 south", "\u2199 south-west", "\u2190 west", "\u2196 north-west"]
    dialog.deleteLater()
