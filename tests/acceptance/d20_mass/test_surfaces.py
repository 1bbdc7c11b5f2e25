"""d20 mass combat, RULES.md 3.5 and 3.8: sharp and soft surfaces, weapons suited to an object (seed:
受你冲撞的接触面面（可以是肩膀、盔甲或者手持的武器）是否尖锐、锋利、或者柔软进行调整;
如果被投掷到尖锐、锋利或者柔软的地方伤害骰会增减;
合适的武器：GM决定某些武器不能有效地伤害特定的物品。例如，你很难用弓箭来打破一扇门...GM也可以规定某些武器对特定的物品有奇效).

Sharp or edged: the damage die one step up; soft: one step down. An object's
stats `unsuitable` / `suited` list damage types: half / double damage."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.d20_mass.damage import parse_dice
from battlemap.engine.systems.d20_mass.hit_damage import damage
from battlemap.engine.systems.d20_mass.surfaces import surfaced
from tests.engine.ascii_maps import battle


@pytest.mark.parametrize(("dice", "surface", "after"), [
    ("1d6", "sharp", "1d8"), ("1d6", "edged", "1d8"), ("1d6", "soft", "1d4"), ("1d6", None, "1d6"),
    ("2d6", "sharp", "2d8"), ("1d4", "soft", "1d3"), ("1d2", "soft", "1d2"), ("1d12", "sharp", "2d12"),
], ids=["sharp", "edged", "soft", "none", "2d6-sharp", "d4-soft", "d2-stays", "d12-sharp"])
def test_a_sharp_or_edged_surface_steps_the_die_up_a_soft_one_down(dice, surface, after):
    assert str(surfaced(parse_dice(dice), surface)) == after


# --- a bull rush's contact surface ------------------------------------------------------------
def _rush_damage(surface=None, stats=None):
    """The damage dice of the first hitting bull rush of a Medium unit (own-size 1d8, one step up: 1d10)."""
    options = (("surface", surface),) if surface else ()
    for seed in range(80):
        combat = {"round": 1, "order": ["A", "b"], "active": "A"}
        state = battle("A..b", "d20-mass", combat=combat, seed=seed, tokens={
            "A": {"template": "swordsmen", "stats": {"speed": 3, **(stats or {})}}, "b": {"readied": []}})
        path = tuple(state.grid.from_offset(c, 0) for c in (1, 2, 3))
        out = apply(state, Action("bull_rush", "A", target="b", path=path, options=options))
        if out.of_kind("damage"):
            return out.of_kind("damage")[0].param("dice")
    raise AssertionError("no rush hit")


@pytest.mark.parametrize(("surface", "stats", "dice"), [
    (None, None, "1d10"), ("sharp", None, "1d12"), ("soft", None, "1d8"), (None, {"rush_surface": "edged"}, "1d12"),
], ids=["shoulder", "sharp-weapon", "soft", "spiked-armour-stat"])
def test_a_bull_rushs_contact_surface_steps_its_damage_die(surface, stats, dice):
    assert _rush_damage(surface, stats) == dice


# --- a thrown unit's landing -----------------------------------------------------------------
HOLDER = {"template": "swordsmen", "state": {"grappling": "b"}, "weapons": ["shortsword"], "readied": ["shortsword"]}


@pytest.mark.parametrize(("text", "dice"), [("A.b", "1d6"), ("Awb", "1d4")], ids=["open-ground", "into-water"])
def test_a_unit_thrown_into_water_lands_soft_one_die_step_down(text, dice):
    # The held militia (Medium: 1d6) and its holder share the square at 1,0: open ground or shallow water.
    for seed in range(60):
        combat = {"round": 1, "order": ["A", "b"], "active": "A"}
        state = battle(text, "d20-mass", combat=combat, seed=seed, tokens={
            "A": {**HOLDER, "at": [1, 0]}, "b": {"template": "militia", "conditions": ["grappled"], "at": [1, 0]}})
        out = apply(state, Action("grapple_throw", "A", target="b"))
        if out.of_kind("damage"):
            assert out.of_kind("damage")[0].param("dice") == dice
            return
    raise AssertionError("no throw succeeded")


# --- weapons suited or not to an object ------------------------------------------------------
def _door(stats=None, options=None):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    door = {"name": "Gate", "side": "red", "weapons": [], "readied": [],
            "stats": {"object": "immobile", "toughness_bonus": 30, **(stats or {})}}
    state = battle("Ab", "d20-mass", combat=combat, seed=9, tokens={"A": {"template": "archers"}, "b": door})
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def _dealt(state):
    _, events = damage(state, "A", "b", "longbow", "attack", maximise=True, extra_suppression=0)
    return events[0].param("damage"), events[0].param("suited")


@pytest.mark.parametrize(("stats", "options", "dealt"), [
    (None, None, (8, None)),
    ({"unsuitable": "piercing"}, None, (4, "unsuitable")),
    ({"unsuitable": "piercing"}, {"unsuitable_weapons": "none"}, (0, "unsuitable")),
    ({"unsuitable": "bludgeoning, slashing"}, None, (8, None)),
    ({"suited": "piercing"}, None, (16, "suited")),
], ids=["any-weapon", "arrows-at-a-door-half", "reading-none", "other-types-only", "especially-effective"])
def test_a_weapon_unsuited_to_the_object_deals_half_a_suited_one_double(stats, options, dealt):
    # A longbow's maximised 1d8 = 8 damage (no DR) against the gate.
    assert _dealt(_door(stats, options)) == dealt


def test_creatures_take_no_notice_of_the_object_stats():
    state = _door({"unsuitable": "piercing"})
    gate = state.token("b")
    living = replace(gate, stats=MappingProxyType({k: v for k, v in gate.stats.items() if k != "object"}))
    state = replace(state, tokens=tuple(living if t.id == "b" else t for t in state.tokens))
    assert _dealt(state) == (8, None)


def test_a_unit_thrown_onto_stakes_lands_sharp_one_die_step_up():
    """The bundled `stakes` terrain (field surface = sharp): the held militia's 1d6 becomes 1d8."""
    from battlemap.document.edits import with_terrain

    for seed in range(60):
        combat = {"round": 1, "order": ["A", "b"], "active": "A"}
        state = battle("A.b", "d20-mass", combat=combat, seed=seed, tokens={
            "A": {**HOLDER, "at": [1, 0]}, "b": {"template": "militia", "conditions": ["grappled"], "at": [1, 0]}})
        state = with_terrain(state, {state.grid.index(state.grid.from_offset(1, 0)): "stakes"})
        out = apply(state, Action("grapple_throw", "A", target="b"))
        if out.of_kind("damage"):
            assert out.of_kind("damage")[0].param("dice") == "1d8"
            return
    raise AssertionError("no throw succeeded")
