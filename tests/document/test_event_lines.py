"""Every event the engine can emit reads as a sentence in the log, in the window's words.

The kinds come from the code (`tests/document/event_kinds.py`): a new kind with no
line fails here. The lines below are driven through the real document, each
as a GM reads it; and each, translated, keeps no English of its own.
"""

from __future__ import annotations

import json
import re

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.event_lines import _PHRASES
from battlemap.document.log import LogEntry
from battlemap.engine.battle.actions import Action
from tests.document.doc_helpers import LANE, write_scenario
from tests.document.event_kinds import engine_kinds, sites


def test_every_kind_the_engine_can_emit_has_its_own_line():
    kinds = engine_kinds()
    missing = {k: f"{s.module}:{s.line}" for k, s in kinds.items() if k not in _PHRASES}
    assert missing == {}  # phrase each in battlemap/document/*_lines.py


def test_the_kinds_are_read_from_the_code_as_python_would():
    """Strings, constants (here or imported, unpacked in pairs), both sides of an `if`, a helper's
    parameter from its callers, and the computed kinds listed by their call site."""
    kinds = engine_kinds()
    for kind in ("door_opened", "door_closed",      # "a" if opened else "b"
                 "stun_check", "conscious_check",   # STUN_CHECK, CONSCIOUS_CHECK = ...
                 "grapple_check", "overwatch_fired",  # module constants
                 "mine_disarmed", "mine_triggered",  # a local set from an `if`
                 "healing_roll",                      # _rolled("healing_roll", ...)
                 "insight_roll", "stamina_roll",     # f"{skill}_roll", listed
                 "posture", "tactical"):            # apply_effect's kind, listed
        assert kind in kinds, kind
    assert len(sites()) > 150


def _on(name: str, token: str) -> BattleDocument:
    doc = BattleDocument.open(resources.scenario_file(name))
    for _ in range(20):
        if doc.state.combat.active == token:
            return doc
        doc.apply(doc.next_turn_command())
    raise AssertionError(f"{token} never acts")


def _lines(doc: BattleDocument, action: Action) -> list[str]:
    command = doc.action_command(action)
    assert isinstance(command, Command), command
    doc.apply(command)
    return [entry.text for entry in command.log]


def _at(doc: BattleDocument, col: int, row: int):
    return doc.state.grid.from_offset(col, row)


_FIELD = re.compile(r"\{\w+(?::[^}]*)?\}")


def _foreign(template: str) -> str:
    """A stand-in translation: the template's own words become '~', its placeholders stay."""
    pieces = _FIELD.split(template)
    fields = _FIELD.findall(template)
    out = "~" if pieces[0] else ""
    for field, piece in zip(fields, pieces[1:]):
        out += field + ("~" if piece else "")
    return out


def _english_left(doc: BattleDocument, entry: LogEntry) -> str:
    """What of the line stays English in another language: all but token names and dice ("3d6")."""
    shown = entry.shown(_foreign, lambda named: "~")
    for name in sorted((t.name for t in doc.state.tokens), key=len, reverse=True):
        shown = shown.replace(name, "")
    return re.sub(r"\d+d\d+", "", shown)


def _assert_translated(doc: BattleDocument, first: int = 0) -> None:
    for entry in doc.log[first:]:
        assert not re.search("[A-Za-z]", _english_left(doc, entry)), entry.text


# --- d20 mass -----------------------------------------------------------------------------------
@pytest.fixture
def lane_at_the_door(tmp_path) -> BattleDocument:
    lane = json.loads(json.dumps(LANE))
    lane["tokens"][0]["at"] = [4, 2]   # Blue spearmen beside the door at 4,3
    doc = BattleDocument.open(write_scenario(tmp_path, lane), data_folder=tmp_path / "data")
    assert doc.state.combat.active == "blue"
    return doc


def test_d20_a_unit_opens_and_closes_a_door(lane_at_the_door):
    doc = lane_at_the_door
    assert _lines(doc, Action("open_door", "blue", cell=_at(doc, 4, 3)))[-1] == \
        "Blue spearmen open the door at 4,3"
    assert _lines(doc, Action("close_door", "blue", cell=_at(doc, 4, 3)))[-1] == \
        "Blue spearmen close the door at 4,3"
    _assert_translated(doc)


# --- Fallout --------------------------------------------------------------------------------------
def test_fallout_reload_check_and_mine_read_as_sentences():
    doc = _on("fallout-alley.json", "bill")
    assert _lines(doc, Action("reload", "bill"))[-1] == "Bill reloads smg 10mm: 18 rounds, 30 of 30 loaded"
    assert _lines(doc, Action("climb", "bill"))[-1] == "Bill rolls Strength -2 for Climb 5 ft: 7 against 3, failure"
    _assert_translated(doc)
    doc = _on("fallout-alley.json", "raider-2")
    assert _lines(doc, Action("prepare_mine", "raider-2", cell=_at(doc, 11, 10)))[-1] == \
        "Raider scout lays a mine at 11,10; it arms at the end of the turn"
    _assert_translated(doc)


def test_fallout_delay_names_who_acts_now():
    doc = _on("fallout-alley.json", "bill")
    assert _lines(doc, Action("delay", "bill", options=(("score", 1),)))[-1] == \
        "Bill delays to 1 (Sequence 1); Raider with two blades acts now"
    _assert_translated(doc)


# --- GURPS ------------------------------------------------------------------------------------------
def test_gurps_a_stunned_fighter_rolls_to_recover_as_the_turn_begins():
    doc = _on("gurps-duel.json", "ysolde")
    doc.apply(doc.set_condition_command("ysolde", "stunned", True))
    first = len(doc.log)
    doc.apply(doc.next_round_command())
    texts = [entry.text for entry in doc.log[first:]]
    assert "Ysolde rolls to recover from stun: HT 10, rolled 11, stays stunned" in texts
    _assert_translated(doc, first + 1)   # the round's own line names nothing new


# --- Year Zero ----------------------------------------------------------------------------------------
def test_yze_boarding_the_pickup_and_starting_its_engine():
    doc = _on("yze-zones.json", "ruben")
    first = len(doc.log)
    assert _lines(doc, Action("enter_vehicle", "ruben", target="pickup"))[-1] == "Ruben gets into Pickup at 3,8"
    assert _lines(doc, Action("start_engine", "ruben"))[-1] == "Ruben starts the engine of Pickup"
    _assert_translated(doc, first)


def test_yze_a_spot_roll_reads_its_dice_and_outcome():
    doc = _on("yze-zones.json", "kasia")
    first = len(doc.log)
    assert _lines(doc, Action("reload", "kasia"))[-1] == "Kasia reloads"
    assert _lines(doc, Action("spot", "kasia", target="raider-1"))[-1] == \
        "Kasia rolls Observation against Raider: 3d6 [5+1+4]: 0 sixes, failure"
    _assert_translated(doc, first)


def test_d20_a_fallen_grappler_lets_go_in_the_log():
    from battlemap.document.event_lines import event_line
    from battlemap.engine.play.turns import begin_turn
    from tests.engine.ascii_maps import battle

    state = battle("""
        ..Ab..
    """, "d20-mass", combat={"order": ["A", "b"], "active": "A"}, tokens={
        "A": {"template": "cavalry", "count": 6, "at": [2, 0], "state": {"grappling": "b"},
              "conditions": ["disabled"]},
        "b": {"template": "ogre", "at": [2, 0], "conditions": ["grappled"]}})
    after, events = begin_turn(state, "b")
    names = {t.id: t.name for t in state.tokens}
    assert [event_line(after, names, e).render() for e in events] == [
        f"{names['A']} are helpless and let go of {names['b']}"]
