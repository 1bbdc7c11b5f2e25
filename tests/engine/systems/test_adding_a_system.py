"""A fifth rule system plays through the contract alone (docs/ADDING-A-SYSTEM.md, proven).

The stand-in system of tests/stand_in_system/ follows the doc's steps: its own
rules, attack model, one hook and `SYSTEM` (steps 2-4, in a folder under tests/
instead of step 1's package), registered the way steps 5 and 6 register a real
one (here by monkeypatch, so the four bundled systems are left as they are), a
ruleset TOML (step 7) and a sample scenario (step 8) read by the normal
readers. Then it plays a move and an attack with the numbers its rules give.
"""

from __future__ import annotations

import io
import json
import re
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType

import pytest

from battlemap.commands.check import run_check
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import ATTACK, CONDITION_ADDED, MOVED
from battlemap.engine.building import build_state
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.systems import registry
from battlemap.schema import check_file, load_ruleset, ruleset_json_schema, scenario_from_document
from battlemap.schema import ruleset as schema_ruleset
from tests.stand_in_system.rules import StandInRules
from tests.stand_in_system.system import SYSTEM

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "ADDING-A-SYSTEM.md"
HERE = ROOT / "tests" / "stand_in_system"
RULESET = HERE / "stand-in.toml"
SCENARIO = HERE / "stand-in-yard.json"


@pytest.fixture
def registered(monkeypatch):
    """Steps 5 and 6: the registry and the schema's list of ids name the stand-in."""
    monkeypatch.setattr(registry, "SYSTEMS", MappingProxyType({**registry.SYSTEMS, SYSTEM.id: SYSTEM}))
    monkeypatch.setattr(schema_ruleset, "SYSTEMS", (*schema_ruleset.SYSTEMS, SYSTEM.id))


def _battle(seed: int | None = None):
    """The sample scenario built against the stand-in ruleset (`seed` replaces the file's)."""
    ruleset = load_ruleset(RULESET)
    document = json.loads(SCENARIO.read_text(encoding="utf-8"))
    if seed is not None:
        document["seed"] = seed
    scenario = scenario_from_document(document, source=SCENARIO.name,
                                      ruleset_resolver={ruleset.id: ruleset}.get)
    return build_state(scenario, ruleset)


def _cells(state, *offsets):
    return tuple(state.grid.from_offset(col, row) for col, row in offsets)


def _past_the_wall(seed: int | None = None):
    """The battle after the scout's move round the wall's top, in sight of the brute."""
    state = _battle(seed)
    return apply(state, Action("move", "scout", path=_cells(state, (1, 0), (2, 0), (3, 0)))).state


def test_the_stand_in_keeps_the_contract():
    """What tests/engine/systems/test_contract.py asks of every bundled system."""
    assert SYSTEM.id == SYSTEM.attack.system == SYSTEM.rules.id == "stand_in"
    assert all(callable(effect) for effect in SYSTEM.effects.values())
    assert "move_budget_stat" in SYSTEM.options


def test_an_unregistered_system_is_refused_by_name():
    result = check_file(RULESET)
    assert not result.ok
    assert [(p.path, "got 'stand_in'" in p.message and "'gurps4e'" in p.message)
            for p in result.problems] == [("system", True)]


def test_battlemap_check_accepts_the_ruleset_and_the_sample_once_registered(registered):
    out = io.StringIO()
    assert run_check([str(RULESET)], out) == 0
    assert out.getvalue() == "ok    stand-in.toml: ruleset stand-in (Stand-in), 1 sizes, 8 terrain types\n"
    sample = check_file(SCENARIO, ruleset_resolver={"stand-in": load_ruleset(RULESET)}.get)
    assert sample.ok, sample.problems
    assert "stand_in" in ruleset_json_schema()["properties"]["system"]["enum"]


def test_the_battle_plays_the_stand_in_rules(registered):
    state = _battle()
    assert state.system is SYSTEM
    assert type(state.rules) is StandInRules


def test_a_move_costs_cells_against_the_stride(registered):
    state = _battle()
    path = _cells(state, (1, 0), (2, 0), (3, 0))
    preview = preview_move(state, "scout", path)
    assert (preview.legal, preview.cost, preview.budget, preview.unit) == (True, 3, 3, "squares")
    outcome = apply(state, Action("move", "scout", path=path))
    assert state.grid.to_offset(outcome.state.token("scout").cell) == (3, 0)
    assert [e.param("cost") for e in outcome.of_kind(MOVED)] == [3]
    assert preview_move(outcome.state, "scout", _cells(state, (4, 0))).budget == 0


def test_without_a_stride_the_ruleset_option_gives_two_cells(registered):
    state = _battle()
    preview = preview_move(state, "porter", _cells(state, (1, 3), (2, 3), (3, 3)))
    assert not preview.legal
    assert [(r.code, r.param("cost"), r.param("budget")) for r in preview.reasons] == [("over_budget", 3, 2)]


def test_the_wall_hides_the_brute_from_the_start(registered):
    explained = explain_attack(_battle(), "scout", "brute", "attack")
    assert [r.code for r in explained.reasons] == ["no_line_of_fire"]
    assert explained.probability == 0


def test_the_odds_are_aim_less_guard(registered):
    explained = explain_attack(_past_the_wall(), "scout", "brute", "attack")
    assert explained.possible, explained.reasons
    assert (explained.roll, explained.probability) == ("d100 <= 55", Fraction(55, 100))
    assert [(m.id, m.value) for m in explained.modifiers] == [("target_guard", -10)]


def test_a_hit_dazes_the_target(registered):
    outcome = apply(_past_the_wall(), Action("attack", "scout", target="brute"))
    (attack,) = outcome.of_kind(ATTACK)
    assert (attack.param("roll"), attack.param("faces"), attack.param("hit")) == ("1d100 <= 55", (10,), True)
    assert attack.param("probability") == Fraction(55, 100)
    assert [e.param("condition") for e in outcome.of_kind(CONDITION_ADDED)] == ["dazed"]
    assert outcome.state.token("brute").conditions == {"dazed"}
    assert apply(_past_the_wall(), Action("attack", "scout", target="brute")) == outcome


def test_a_miss_changes_nothing(registered):
    outcome = apply(_past_the_wall(seed=11), Action("attack", "scout", target="brute"))
    (attack,) = outcome.of_kind(ATTACK)
    assert (attack.param("faces"), attack.param("hit")) == ((64,), False)
    assert outcome.of_kind(CONDITION_ADDED) == ()
    assert outcome.state.token("brute").conditions == frozenset()


def test_the_doc_counts_the_rows_of_its_table_and_names_files_that_exist():
    text = DOC.read_text(encoding="utf-8")
    rows = re.findall(r"^\| \d+ \| `", text, re.MULTILINE)
    assert f"touches {len(rows)} files" in text
    named = set(re.findall(r"`([\w./-]+/[\w./-]*)`", text))
    assert sorted(path for path in named if not (ROOT / path).exists()) == []
