"""d20 mass combat, RULES.md 3.4-3.5, checked on every weapon of the ruleset: die steps, natural 20."""

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.d20_mass.damage import parse_dice, step_up, weapon_dice
from tests.engine.ascii_maps import battle

RULESET = bundled_ruleset("d20-mass")
STR = 3
#: weapon -> (dice as wielded, maximum damage on a natural 20 with STR +3 against no DR).
#: Two-handed melee and thrown weapons step up a die; bows and crossbows keep theirs and add no STR.
EXPECTED = {
    "spear": ("1d10", 10 + STR),
    "longsword": ("1d8", 8 + STR),
    "shortsword": ("1d6", 6 + STR),
    "shield": ("1d4", 4 + STR),
    "club": ("2d10", 20 + STR),
    "lance": ("1d8", 8 + STR),
    "shortbow": ("1d6", 6),
    "longbow": ("1d8", 8),
    "crossbow": ("1d8", 8),
    "repeating_crossbow": ("1d6", 6),
    "javelin": ("1d6", 6 + STR),
    "unarmed": ("1d3", 3 + STR),
}


def test_the_table_covers_every_weapon_of_the_ruleset():
    assert set(EXPECTED) == set(RULESET.weapons)


@pytest.mark.parametrize("weapon", sorted(RULESET.weapons))
def test_two_handed_melee_and_thrown_weapons_step_the_die_up_one(weapon):
    entry = RULESET.weapons[weapon]
    printed = parse_dice(entry.fields["damage"])
    stepped = entry.fields.get("hands") == 2 and entry.kind in ("melee", "thrown")
    assert weapon_dice(entry) == (step_up(printed) if stepped else printed)
    assert str(weapon_dice(entry)) == EXPECTED[weapon][0]


def _state(weapon, seed):
    """A (STR +3, AB 30: every face hits) in b's square with only `weapon` ready; b: one militiaman, no DR."""
    attacker = {"template": "swordsmen", "at": [1, 0], "count": 1, "weapons": [weapon], "readied": [weapon],
                "stats": {"str_mod": STR, "attack": 30, "ranged_attack": 30, "armor_dr": 0}}
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle("Ab", "d20-mass", tokens={"A": attacker, "b": {"template": "militia", "count": 1}},
                  combat=combat, seed=seed)


def _natural_20_seed():
    for seed in range(400):
        outcome = apply(_state("longsword", seed), Action("attack", "A", target="b"))
        if outcome.of_kind("attack")[0].param("natural") == 20:
            return seed
    raise AssertionError("no natural 20")


NATURAL_20_SEED = _natural_20_seed()


@pytest.mark.parametrize("weapon", sorted(RULESET.weapons))
def test_a_natural_20_maximises_every_weapons_damage_dice(weapon):
    outcome = apply(_state(weapon, NATURAL_20_SEED),
                    Action("attack", "A", target="b", options=(("weapon", weapon),)))
    attack, hit = outcome.of_kind("attack")[0], outcome.of_kind("damage")[0]
    dice, most = EXPECTED[weapon]
    assert (attack.param("natural"), attack.param("weapon")) == (20, weapon)
    sides = parse_dice(dice).sides
    assert (hit.param("maximised"), hit.param("dice"), hit.param("damage")) == (True, dice, most)
    assert hit.param("faces") == (sides,) * parse_dice(dice).count


@pytest.mark.parametrize("weapon", sorted(RULESET.weapons))
def test_any_other_face_rolls_every_weapons_dice_within_their_range(weapon):
    for seed in range(NATURAL_20_SEED + 1, NATURAL_20_SEED + 6):
        outcome = apply(_state(weapon, seed), Action("attack", "A", target="b", options=(("weapon", weapon),)))
        if outcome.of_kind("attack")[0].param("natural") == 20:
            continue
        hit = outcome.of_kind("damage")[0]
        dice = parse_dice(EXPECTED[weapon][0])
        assert hit.param("maximised") is False
        assert all(1 <= face <= dice.sides for face in hit.param("faces"))
        assert hit.param("damage") == sum(hit.param("faces")) + hit.param("strength")
