"""Each system says how hurt a token is in its own terms (the `health` hook)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.engine.battle.health import BAR, PIPS, TRACK, Health, health_of
from battlemap.engine.building import build_state
from battlemap.schema import parse_scenario


def _sample(name: str):
    file = resources.scenario_file(name)
    scenario = parse_scenario(file.read_bytes(), source=str(file), ruleset_resolver=resolve_ruleset)
    return build_state(scenario, resolve_ruleset(scenario.ruleset))


def _changed(state, token_id, **fields):
    token = state.token(token_id)
    if "extra" in fields:
        extra = MappingProxyType({**token.tactical.extra, **fields.pop("extra")})
        fields["tactical"] = replace(token.tactical, extra=extra)
    if "stats" in fields:
        fields["stats"] = MappingProxyType({**token.stats, **fields["stats"]})
    return replace(token, **fields)


def test_d20_mass_combat_is_a_condition_track():
    state = _sample("d20-skirmish.json")
    unhurt = health_of(state, state.token("b-spear"))
    assert unhurt == Health(unhurt.meters) and (unhurt.kind, unhurt.current, unhurt.maximum) == (TRACK, 0, 2)
    assert not unhurt.is_hurt
    wounded = health_of(state, _changed(state, "b-spear", conditions=frozenset({"wounded"})))
    assert (wounded.current, wounded.words, wounded.is_hurt) == (1, ("wounded",), True)
    disabled = health_of(state, _changed(state, "b-spear", conditions=frozenset({"disabled"})))
    assert (disabled.current, disabled.words, disabled.main.left) == (2, ("disabled",), 0.0)


def test_gurps_shows_hp_and_fp_left_and_reeling():
    state = _sample("gurps-duel.json")
    grim = health_of(state, state.token("grim"))
    assert [(m.key, m.kind, m.current, m.maximum) for m in grim.meters] == [("hp", BAR, 13, 13), ("fp", BAR, 12, 12)]
    hurt = health_of(state, _changed(state, "grim", extra={"injury": 10, "fatigue": 3}))
    assert (hurt.meter("hp").current, hurt.meter("fp").current, hurt.words) == (3, 9, ("reeling",))
    below = health_of(state, _changed(state, "grim", extra={"injury": 20}))
    assert below.current == -7 and below.main.left == 0.0


def test_year_zero_counts_damage_and_stress_boxes_to_broken():
    state = _sample("yze-zones.json")
    hurt = health_of(state, _changed(state, "moth", extra={"physical": 3}))
    assert [(m.key, m.kind, m.current, m.maximum) for m in hurt.meters] == [("physical", PIPS, 3, 4),
                                                                             ("mental", PIPS, 0, 4)]
    assert hurt.main.left == pytest.approx(0.25) and hurt.is_hurt
    broken = health_of(state, _changed(state, "moth", extra={"physical": 4}, conditions=frozenset({"broken"})))
    assert broken.words == ("broken",)


def test_fallout_hp_is_a_bar_full_at_the_templates_hp():
    state = _sample("fallout-alley.json")
    mutant = state.token("mutant")
    assert (health_of(state, mutant).current, health_of(state, mutant).maximum) == (90, 90)
    hit = health_of(state, _changed(state, "mutant", stats={"hp": 60}))
    assert (hit.kind, hit.current, hit.maximum, hit.is_hurt) == (BAR, 60, 90, True)
    own = health_of(state, _changed(state, "mutant", stats={"hp": 60, "max_hp": 120}))
    assert own.maximum == 120
    down = health_of(state, _changed(state, "mutant", stats={"hp": -2}, conditions=frozenset({"unconscious"})))
    assert down.words == ("unconscious",) and down.main.left == 0.0
