"""Log lines carry their translatable form: a registered template and its parameters, whose
English rendering is exactly the line's text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.document.battle import BattleDocument
from battlemap.document.log import (
    NOTHING,
    TEMPLATES,
    LogEntry,
    Part,
    amount,
    amount_part,
    kind_part,
    part,
    why_part,
)
from tests.document.doc_helpers import at, write_scenario
from tests.document.test_reactions import CORRIDOR

#: A stand-in "translation": every template (at every level) wrapped in brackets.
def _bracketed(template: str) -> str:
    return f"<{template}>"


def _check(entry: LogEntry) -> None:
    """The entry has a template, and its English rendering is its text."""
    assert entry.template in TEMPLATES, entry.text
    assert entry.shown() == entry.text


@pytest.fixture
def corridor(tmp_path) -> BattleDocument:
    return BattleDocument.open(write_scenario(tmp_path, CORRIDOR), data_folder=tmp_path / "data")


def _ride_past(doc: BattleDocument) -> None:
    doc.apply(doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]))


def test_a_move_and_its_reaction_are_templates_with_names_as_parameters(corridor):
    _ride_past(corridor)
    move, provoked = corridor.log
    assert move.text == "Blue knights move to 3,1 (2 steps, cost 2 squares, 2.8 squares left)"
    assert move.template == "{name} move to {cell} ({steps}, cost {cost}, {left} left)"
    assert dict(move.params)["name"] == "Blue knights" and dict(move.params)["cell"] == "3,1"
    assert dict(move.params)["steps"] == Part("{n} steps", (("n", 2),))
    assert provoked.text == ("Blue knights provoke an opportunity attack from Red spearmen at 2,1 "
                             "(entering their square, step 1)")
    assert provoked.shown(_bracketed) == (
        "<{name} provoke {kind} from {by} at {cell} ({why}, step {step})>".format(
            name="Blue knights", kind="<an opportunity attack>", by="Red spearmen", cell="2,1",
            why="<entering their square>", step=1))
    for entry in corridor.log:
        _check(entry)


@pytest.mark.parametrize(
    ("resolve", "first"),
    [("roll_reaction_command", "{offer}: rolled"), ("skip_reaction_command", "{offer}: skipped"),
     ("next_turn_command", "{offer}: lapsed"), ("next_round_command", "{offer}: lapsed")],
    ids=["rolled", "skipped", "lapsed-turn", "lapsed-round"],
)
def test_every_line_after_an_offer_is_a_template(corridor, resolve, first):
    """Rolled (attack, damage, the mover resuming), skipped, lapsed with the turn or round."""
    _ride_past(corridor)
    lines = len(corridor.log)
    command = getattr(corridor, resolve)(*corridor.pending_reactions[:1] if "reaction" in resolve else ())
    corridor.apply(command)
    added = corridor.log[lines:]
    assert added[0].template == first
    assert added[0].text.startswith("Red spearmen: an opportunity attack on Blue knights at 2,1: ")
    for entry in added:
        _check(entry)


def test_the_rolled_attack_reads_the_same_and_translates_at_every_level(corridor):
    _ride_past(corridor)
    corridor.apply(corridor.roll_reaction_command(corridor.pending_reactions[0]))
    attack = next(e for e in corridor.log if e.kind == "attack")
    assert attack.template.startswith("{who} attacks {target}{weapon}: ")
    assert attack.text.startswith("Red spearmen attacks Blue knights")
    shown = attack.shown(_bracketed)
    assert shown.startswith("<Red spearmen attacks Blue knights") and ("<hit>" in shown or "<miss>" in shown)


@pytest.mark.parametrize(
    ("make", "text"),
    [
        (lambda d: d.place_token_command("militia", at(d, 6, 3), "blue"), "Blue militia placed at 6,3"),
        (lambda d: d.delete_token_command("red"), "Red spearmen removed from 3,2"),
        (lambda d: d.set_hidden_command("red", True), "Red spearmen hidden from the players"),
        (lambda d: d.paint_terrain_command([at(d, 0, 0), at(d, 1, 0)], "rough"), None),
        (lambda d: d.next_turn_command(), "Red spearmen: turn begins"),
        (lambda d: d.next_round_command(), "Round 2 begins: Blue spearmen acts"),
        (lambda d: d.set_order_command(["red", "blue", "xbow"]),
         "Turn order: Red spearmen, Blue spearmen, Red crossbowmen"),
    ],
    ids=["placed", "deleted", "hidden", "painted", "next-turn", "next-round", "order"],
)
def test_token_terrain_and_turn_lines_are_templates(lane, make, text):
    lines = len(lane.log)
    lane.apply(make(lane))
    added = lane.log[lines:]
    assert added
    if text is not None:
        assert text in [e.text for e in added]
    for entry in added:
        _check(entry)


def test_an_unregistered_template_is_refused():
    with pytest.raises(ValueError, match="not registered"):
        Part("{who} dances")


def test_an_entry_without_a_template_shows_its_text():
    entry = LogEntry("token", "Blue spearmen renamed")
    assert entry.shown(_bracketed) == "Blue spearmen renamed"
    assert NOTHING.render(_bracketed) == ""


@pytest.mark.parametrize(
    ("made", "english"),
    [(kind_part("overwatch"), "overwatch fire"), (kind_part("gap_attack"), "gap attack"),
     (why_part("enters_reach"), "entering their reach"), (why_part("odd_code"), "odd code"),
     (part("{n} shots", n=3), "3 shots")],
    ids=["known-kind", "unknown-kind", "known-why", "unknown-why", "plain"],
)
def test_parts_render_their_english(made, english):
    assert made.render() == english


@settings(max_examples=60)
@given(st.floats(min_value=0, max_value=500, allow_nan=False),
       st.sampled_from(["squares", "hexes", "yd", "ft", "m", "AP", "leagues", "cells"]))
def test_amount_is_its_part_rendered(value, unit):
    assert amount_part(value, unit).render() == amount(value, unit)
    assert amount_part(value, unit).template in TEMPLATES
