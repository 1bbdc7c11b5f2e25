"""d20 mass combat, seed: attacking a held, carried or worn item (攻击一件物品; 手持、携带或穿着的物品).

"Its Dodge is the holder's Dodge bonus + the item's size"; "if you hit, you
deal damage as usual"; damage >= Toughness moves the item one step, >= 2 x
Toughness disables it. Swordsmen (Dodge 1 before shield and crowd: level
3 -> 1, DEX +1, ACP 3 - STR 2 = -1; shield +2) share the square with the
unit attacking their gear: with an ogre a loose crowd (-2), with ten militia
a dense one (-4).
"""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.document.action_options import option_fields
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass import items
from battlemap.engine.systems.d20_mass.attack import D20MassAttack, attack_context
from tests.document.doc_helpers import write_scenario
from tests.engine.ascii_maps import battle


def square(attacker: str = "militia", seed: int = 2):
    """The attacker A (red) and blue swordsmen b in one square (A acts)."""
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    tokens = {"A": {"template": attacker}, "b": {"template": "swordsmen", "at": [0, 0]}}
    return battle("Ab..\n....", "d20-mass", tokens=tokens, combat=combat, seed=seed)


def strike(state, item: str):
    return apply(state, Action("attack_item", "A", target="b", options=(("item", item),)))


@pytest.mark.parametrize("item, size, dodge", [
    ("longsword", "small", 3), ("shield", "small", 3), ("javelin", "small", 3), ("armour", "medium", 1),
], ids=["held-sword", "held-shield", "carried-javelin", "worn-armour"])
def test_a_held_carried_or_worn_items_dodge_is_the_holders_plus_the_items_size(item, size, dodge):
    state = square("ogre")  # a Large ogre (count 1, space 2) + 10 swordsmen: a loose crowd, Dodge -2
    ctx = attack_context(state, "A", "b", "attack_item", "club")
    holder, _ = D20MassAttack()._dodge(ctx)
    odds = D20MassAttack().odds(ctx, item)
    assert holder == 1  # 1 + shield 2 - crowd 2
    assert odds.defence == f"Dodge of the {item} {dodge}"
    assert odds.roll == f"d20 + 7 > {dodge + 10}"
    assert [m.id for m in odds.modifiers] == ["shield", "crowd_dodge", "item_size"]
    assert odds.modifiers[-1].label == f"Item {item} ({size}): Dodge {dodge - holder:+d}"


def test_the_explained_odds_are_those_of_the_item_the_form_named():
    """The window explains the blow with the form's answers: armour worn is harder to miss."""
    state = square("ogre")
    armour = explain_attack(state, "A", "b", "attack_item", choices=(("item", "armour"),))
    assert armour.defence == "Dodge of the armour 1"
    assert armour.probability > explain_attack(state, "A", "b", "attack_item").probability


def test_the_explained_odds_show_the_item_in_hand_and_are_never_parried():
    state = square("ogre")
    explained = explain_attack(state, "A", "b", "attack_item")
    assert explain_attack(state, "A", "b", "attack").defence == "Parry 4"  # a plain blow meets the Parry
    assert (explained.defence, explained.probability) == ("Dodge of the longsword 3", Fraction(14, 20))


def test_a_large_units_worn_armour_is_a_large_item():
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    state = battle("Ab..\n....", "d20-mass", combat=combat, seed=2,
                   tokens={"A": {"template": "militia"}, "b": {"template": "ogre", "at": [0, 0]}})
    explained = explain_attack(state, "A", "b", "attack_item:spear")
    assert items.chosen(state.token("b"), None) == "club"
    odds = D20MassAttack().odds(attack_context(state, "A", "b", "attack_item", "spear"), "armour")
    # ogre Dodge: level 4 -> 2, DEX -1, Large -2, loose crowd -2 = -3; its armour, Large: -2 more
    assert (explained.defence, odds.defence) == ("Dodge of the club -3", "Dodge of the armour -5")


@pytest.mark.parametrize("was, damage, level", [
    (0, 4, 0), (0, 5, 1), (0, 9, 1), (0, 10, 2), (1, 4, 1), (1, 5, 2),
], ids=["below", "at-toughness", "below-twice", "twice", "damaged-below", "damaged-again"])
def test_damage_at_toughness_moves_the_item_one_step_at_twice_breaks_it(was, damage, level):
    assert items.level_after(was, damage, 5) == level


def test_item_toughness_is_its_field_or_armour_its_size_plus_dr():
    state = square()
    swordsmen = state.token("b")
    assert [items.item_toughness(state, swordsmen, i) for i in ("longsword", "shield", "armour")] == [5, 6, 2 + 3]


def test_a_hit_at_the_items_toughness_damages_it_and_a_damaged_weapon_attacks_at_minus_2():
    before = square(seed=12)
    after = strike(before, "longsword")
    attack, damage = after.events[1:]
    assert (attack.param("hit"), attack.param("natural"), attack.param("item")) == (True, 18, "longsword")
    assert (damage.param("dice"), damage.param("damage"), damage.param("toughness")) == ("1d10", 5, 5)
    assert damage.param("condition") == "their longsword damaged (attacks with it -2)"
    assert items.track(after.state.token("b")) == {"longsword": 1}
    assert not after.state.token("b").conditions  # the unit itself is not hurt
    blow = explain_attack(after.state, "b", "A", "attack:longsword")
    assert ("damaged_weapon", -2) in [(m.id, m.value) for m in blow.modifiers]
    assert blow.roll.startswith("d20 + 2 >")  # attack 4 - 2
    assert explain_attack(before, "b", "A", "attack:longsword").roll.startswith("d20 + 4 >")


def test_a_natural_20_maximises_the_damage_and_twice_toughness_breaks_the_weapon_out_of_hand_and_gear():
    after = strike(square(seed=16), "longsword")
    attack, damage = after.events[1:]
    assert attack.param("natural") == 20 and damage.param("maximised") is True
    assert (damage.param("faces"), damage.param("damage")) == ((10,), 10)
    assert damage.param("condition") == "their longsword broken (gone from hand and gear)"
    swordsmen = after.state.token("b")
    assert "longsword" not in {w.id for w in swordsmen.weapons} | swordsmen.readied
    assert check(after.state, Action("draw_weapon", "b", options=(("item", "longsword"),)))  # cannot be drawn again


def test_a_damaged_shield_gives_2_less_dodge_and_a_broken_one_none():
    state = square()  # 10 militia + 10 swordsmen: a dense crowd, Dodge -4
    assert explain_attack(state, "A", "b", "attack_item:spear").defence == "Dodge of the longsword 1"
    damaged, said = items.with_level(state, "b", "shield", items.DAMAGED)
    assert said == "shield damaged (attacks with it -2, shield Dodge 2 -> 0)"
    broken, said = items.with_level(state, "b", "shield", items.BROKEN)
    assert said == "shield broken (gone from hand and gear)"
    for after in (damaged, broken):
        odds = explain_attack(after, "A", "b", "attack_item:spear")
        assert odds.defence == "Dodge of the longsword -1"  # the shield's +2 is gone
        assert "shield" not in [m.id for m in odds.modifiers]


def test_damaged_armour_gives_2_less_dr_and_broken_armour_none():
    state = square()
    damaged, said = items.with_level(state, "b", "armour", items.DAMAGED)
    assert said == "armour damaged (DR 3 -> 1)"
    broken, said = items.with_level(damaged, "b", "armour", items.BROKEN)
    assert said == "armour broken (DR 1 -> 0)"
    assert broken.token("b").stats["armor_dr"] == 0 and broken.token("b").stats["acp"] == 3
    assert items.track(broken.token("b")) == {"armour": 2}


def test_an_item_the_unit_lacks_is_refused_naming_its_items():
    reasons = check(square(), Action("attack_item", "A", target="b", options=(("item", "lance"),)))
    assert [(r.code, r.param("items")) for r in reasons] == [
        ("no_such_item", ("longsword", "shield", "javelin", "armour"))]


def test_in_play_the_form_asks_the_item_the_log_says_what_broke_and_undo_restores_it(tmp_path):
    scenario = {
        "format": "battlemap-scenario", "version": 1, "name": "gear", "ruleset": "d20-mass",
        "grid": {"cols": 4, "rows": 2}, "seed": 16,
        "tokens": [{"id": "A", "name": "Red levy", "side": "red", "at": [0, 0], "template": "militia"},
                   {"id": "b", "name": "Blue swordsmen", "side": "blue", "at": [0, 0], "template": "swordsmen"}],
        "combat": {"round": 1, "order": ["A", "b"], "active": "A"},
    }
    doc = BattleDocument.open(write_scenario(tmp_path, scenario), data_folder=tmp_path / "data")
    assert "item" in [f.key for f in option_fields(doc.state, "A", "attack_item")]
    command = doc.action_command(Action("attack_item", "A", target="b", options=(("item", "longsword"),)))
    before = doc.state
    doc.apply(command)
    texts = [e.text for e in doc.log]
    assert any("Dodge of the longsword 1" in t and ": hit" in t for t in texts), texts
    assert any("10 damage vs Toughness 5" in t and "their longsword broken (gone from hand and gear)" in t
               for t in texts), texts
    doc.revert(command)
    assert doc.state is before and "longsword" in doc.state.token("b").readied


def test_a_weapon_unsuited_to_the_item_deals_half_arrows_and_spears_stick_in_a_shield():
    after = strike(square(seed=16), "shield")  # the militia's spear is piercing; the shield lists it unsuitable
    damage = after.events[2]
    assert (damage.param("faces"), damage.param("damage"), damage.param("suited")) == ((10,), 5, "unsuitable")
    assert damage.param("condition") == "their shield unharmed"  # 10 // 2 = 5 < Toughness 6
    assert after.state.token("b").weapons == square().token("b").weapons


@pytest.mark.parametrize("opposed, roll", [(False, "d20 + 1 > 11"), (True, "d20 + 1 > d20 + 1")],
                         ids=["defender-takes-10", "defender-rolls"])
def test_the_item_meets_the_same_roll_as_any_target_with_its_own_dodge(opposed, roll):
    state = square()
    state = replace(state, options=MappingProxyType({**state.options, "opposed_defence_roll": opposed}))
    explained = explain_attack(state, "A", "b", "attack_item:spear")
    assert (explained.roll, explained.defence) == (roll, "Dodge of the longsword 1")
    assert explained.probability == explained.distribution.at_least(1)


def test_a_saved_battle_keeps_the_damaged_shield_and_the_broken_sword(tmp_path):
    scenario = {
        "format": "battlemap-scenario", "version": 1, "name": "gear", "ruleset": "d20-mass",
        "grid": {"cols": 4, "rows": 2}, "seed": 3,
        "tokens": [{"id": "A", "name": "Red levy", "side": "red", "at": [0, 0], "template": "militia"},
                   {"id": "b", "name": "Blue swordsmen", "side": "blue", "at": [0, 0], "template": "swordsmen"}],
    }
    doc = BattleDocument.open(write_scenario(tmp_path, scenario), data_folder=tmp_path / "data")
    state, _ = items.with_level(doc.state, "b", "shield", items.DAMAGED)
    state, _ = items.with_level(state, "b", "longsword", items.BROKEN)
    doc.apply(Command("break gear", doc.state, state, ()))
    reopened = BattleDocument.open(doc.save(tmp_path / "saved.json"), data_folder=tmp_path / "data")
    for battle_state in (state, reopened.state):
        swordsmen = battle_state.token("b")
        assert items.track(swordsmen) == {"shield": 1, "longsword": 2}
        assert "longsword" not in swordsmen.readied
        assert explain_attack(battle_state, "A", "b", "attack_item:spear").defence == "Dodge of the shield -1"
