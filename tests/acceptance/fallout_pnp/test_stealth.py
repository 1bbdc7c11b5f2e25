"""Fallout d100 homebrew (RULES.md 4.3 Sneak, Sense, Cancel attack, Take the hit): Stealth only
unseen, running and attacks end it, the Sneak Attack unless Sensed, Take the Hit against it."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.fallout_pnp.combat import resolve_attack
from battlemap.engine.systems.fallout_pnp.stealth import seen_by, take_the_hit_reasons
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_edges, with_options

HIDDEN = {"sneaking": True, "sneak_result": 12}


def scene(text, seed=1, active="S", **tokens):
    ids = [c for c in text if c.isalpha()]
    base = {i: {"template": "wastelander" if i.isupper() else "raider"} for i in ids}
    for key, extra in tokens.items():
        base[key] = {**base[key], **extra}
    return battle(text, "fallout-pnp", tokens=base, combat={"round": 1, "order": ids, "active": active}, seed=seed)


def codes(reasons):
    return [r.code for r in reasons]


def sneak_mod(state, attacker="S", target="e"):
    return {m.id: m.value for m in explain_attack(state, attacker, target, "attack").modifiers}.get("sneak_attack")


@pytest.mark.parametrize("text, seen", [("S...e", ("e",)), ("S.#.e", ())], ids=["in-sight", "behind-a-wall"])
def test_sneak_only_if_no_enemy_sees_you(text, seen):
    state = scene(text)
    assert seen_by(state, "S") == seen
    assert ("seen_by_enemy" in codes(check(state, Action("sneak", "S")))) is bool(seen)


def test_an_unconscious_enemy_sees_nothing():
    state = scene("S...e", e={"conditions": ["unconscious"]})
    assert seen_by(state, "S") == ()


def test_sneak_2_ap_once_per_round():
    state = scene("S.#.e", S={"stats": {"sneak": 100}})
    after = apply(state, Action("sneak", "S")).state
    assert after.combat.spent_by("S", "ap") == 2 and after.token("S").tactical.extra["sneaking"] is True
    assert "limit_reached" in codes(check(after, Action("sneak", "S")))


@pytest.mark.parametrize("squares, broken", [(5, False), (6, True)], ids=["walking-5", "running-6"])
def test_running_breaks_stealth(squares, broken):
    state = scene("S.......\n########\ne.......", S={"state": HIDDEN})
    path = tuple(state.grid.from_offset(c, 0) for c in range(1, squares + 1))
    outcome = apply(state, Action("move", "S", path=path))
    assert ("sneaking" not in outcome.state.token("S").tactical.extra) is broken
    assert ("stealth_broken" in [e.kind for e in outcome.events]) is broken


@pytest.mark.parametrize("extra, target, bonus", [
    (HIDDEN, {}, 20),
    (HIDDEN, {"state": {"sensed": "S"}}, None),
    ({"sneaking": True, "sneak_result": -1}, {}, None),
    ({}, {}, None),
], ids=["sneak-attack-plus-20", "sensed-target-no-bonus", "failed-sneak-no-bonus", "not-sneaking"])
def test_the_sneak_attack_applies_unless_sense_beat_the_last_sneak(extra, target, bonus):
    state = scene("S...e", S={"state": extra}, e=target)
    assert sneak_mod(state) == bonus


def test_a_new_successful_sneak_makes_the_sense_forgotten():
    state = scene("S.#.e", S={"stats": {"sneak": 100}}, e={"state": {"sensed": "S"}})
    outcome = apply(state, Action("sneak", "S"))
    assert "sensed" not in outcome.state.token("e").tactical.extra
    assert sneak_mod(outcome.state) == 20


def _miss_seed(need):
    return next(s for s in range(1, 5000) if need < die_face(s, 0, 100) < 96)


def test_an_attack_ends_stealth_and_cancel_attack_keeps_it():
    state = scene("S...e", S={"state": HIDDEN})
    need = int(explain_attack(state, "S", "e", "attack").probability * 100)
    state = scene("S...e", seed=_miss_seed(need), S={"state": HIDDEN})
    missed = apply(state, Action("attack", "S", target="e"))
    assert "sneaking" not in missed.state.token("S").tactical.extra
    assert "stealth_broken" in [e.kind for e in missed.events]
    kept = apply(missed.state, Action("cancel_attack", "S")).state
    assert kept.token("S").tactical.extra["sneaking"] is True


# --- Take the Hit against a Sneak Attack ----------------------------------------------------------
def _protected(protector_state=None, target_state=None):
    seed = next(s for s in range(1, 5000) if die_face(s, 0, 100) > 10)  # no Critical Success (Luck 5)
    return scene("s...AB", seed=seed, active="s", s={"state": HIDDEN},
                 B={"state": {"take_the_hit": "A", **(protector_state or {})}},
                 A={"state": target_state or {}})


@pytest.mark.parametrize("protector, target, refused", [
    (None, None, True),
    ({"sensed": "s"}, None, False),
    (None, {"sensed": "s"}, False),
], ids=["neither-knew", "protector-knew", "target-knew"])
def test_take_the_hit_against_a_sneak_attack_neither_knew_about(protector, target, refused):
    state = _protected(protector, target)
    assert bool(take_the_hit_reasons(state, "B", "s", "A")) is refused
    after, events = resolve_attack(state, Action("attack", "s", target="A"), "attack")
    kinds = [e.kind for e in events]
    assert ("take_the_hit_refused" in kinds) is refused and ("took_the_hit" in kinds) is not refused
    assert ("take_the_hit" in after.token("B").tactical.extra) is refused  # kept for another attack


def test_take_the_hit_against_an_ordinary_attack():
    state = scene("s...AB", active="s", B={"state": {"take_the_hit": "A"}})
    assert take_the_hit_reasons(state, "B", "s", "A") == []


@pytest.mark.parametrize("reading, codes_expected", [("adjacent", ["position_obvious"]), ("gm", [])],
                         ids=["next-to-an-enemy", "gm-judges"])
def test_sneak_only_if_your_position_is_not_obvious(reading, codes_expected):
    state = with_options(with_edges(scene("Se..\n...."), {((0, 0), (1, 0)): "wall"}), sneak_obvious=reading)
    assert seen_by(state, "S") == ()  # the wall hides S from e, yet e stands 5 ft away
    reasons = check(state, Action("sneak", "S"))
    assert [r.code for r in reasons if r.code in ("seen_by_enemy", "position_obvious")] == codes_expected
    if codes_expected:
        assert next(r for r in reasons if r.code == "position_obvious").param("by") == ("e",)


def test_an_unconscious_neighbour_makes_nothing_obvious():
    state = with_edges(scene("Se..\n....", e={"conditions": ["unconscious"]}), {((0, 0), (1, 0)): "wall"})
    assert "position_obvious" not in codes(check(state, Action("sneak", "S")))
