"""Fallout d100 homebrew (RULES.md 4.3 Swap / handle items, Reload): items lying on the map.

"Pick up one item or 5 rounds from a table, a corpse or anywhere within 5 ft,
but one hand must be free"; "for 1 AP drop an item from your hand"; Reload:
"the ammunition must be in your inventory or within 5 ft". What lies on the
map is part of the battle state and the file (`items`), drawn for the GM.
"""

import json
from dataclasses import replace

import pytest

from battlemap.cli import main
from battlemap.document.library import bundled_ruleset
from battlemap.document.saving import scenario_from_state
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import ItemState
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.fallout_pnp.ammo import loaded
from battlemap.engine.systems.fallout_pnp.items import CARRIED, carried
from battlemap.engine.systems.fallout_pnp.rules import FalloutPnpRules
from battlemap.schema import LoadError, load_scenario, scenario_from_document
from battlemap.schema.writing import save_scenario
from tests.acceptance.seeded import first
from tests.engine.ascii_maps import battle, scenario_dict

ROOM = """
A.....c
.......
"""
PILE = {"id": "ammo-1", "item": "10mm_rounds", "at": [1, 1], "count": 20}
KNIFE = {"id": "knife-1", "item": "combat_knife", "at": [0, 1]}


def room(items=(PILE, KNIFE), text=ROOM, seed=1, **tokens):
    base = {"A": {"template": "wastelander"}, "c": {"template": "raider"}, **tokens}
    return battle(text, "fallout-pnp", tokens=base, items=list(items), seed=seed,
                  combat={"round": 1, "order": ["A", "c"], "active": "A"})


def at(state, col, row):
    return state.grid.from_offset(col, row)


def lying(state):
    return [(i.id, i.item, state.grid.to_offset(i.cell), i.count) for i in state.items]


def with_option(state, **options):
    options = {**state.options, **options}
    return replace(state, rules=FalloutPnpRules.from_options(options), options=options)


def codes(reasons):
    return [r.code for r in reasons]


# --- part of the battle state and the file ------------------------------------------------------
def test_items_lying_on_the_map_are_part_of_the_battle_state():
    state = room()
    assert state.items == (ItemState("ammo-1", "10mm_rounds", at(state, 1, 1), 20),
                           ItemState("knife-1", "combat_knife", at(state, 0, 1), 1))
    assert state.items_at(at(state, 1, 1)) == state.items[:1]


@pytest.mark.parametrize("items, path, says", [
    ([PILE, {**KNIFE, "id": "ammo-1"}], "items[1].id", "duplicate item id 'ammo-1' (also items[0])"),
    ([{**PILE, "at": [9, 0]}], "items[0].at", "[9, 0] is off the map"),
    ([{**PILE, "count": 0}], "items[0].count", "greater than or equal to 1"),
    ([{"id": "x", "at": [0, 0]}], "items[0].item", "required"),
], ids=["duplicate-id", "off-the-map", "no-count", "what-it-is"])
def test_items_are_validated_with_their_field_paths(items, path, says):
    document = scenario_dict(ROOM, "fallout-pnp", items=items)
    with pytest.raises(LoadError) as raised:
        scenario_from_document(document, source="room", ruleset_resolver=bundled_ruleset)
    found = {p.path: p.message for p in raised.value.problems}
    assert path in found and says in found[path], found


def test_saving_and_reopening_keeps_the_items_as_they_lie(tmp_path):
    document = scenario_dict(ROOM, "fallout-pnp", tokens={"A": {"template": "wastelander"}},
                             items=[PILE, KNIFE], combat={"round": 1, "order": ["A", "c"], "active": "A"})
    base = scenario_from_document(document, source="room", ruleset_resolver=bundled_ruleset)
    state = build_state(base, bundled_ruleset("fallout-pnp"))
    assert scenario_from_state(base, state).items == base.items  # unchanged: as the file had them
    state = apply(state, Action("pick_up", "A", cell=at(state, 1, 1))).state  # 5 rounds off the pile
    state = apply(state, Action("drop_item", "A")).state  # the pistol falls in A's square
    path = tmp_path / "room.json"
    save_scenario(scenario_from_state(base, state), path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert list(written).index("items") == list(written).index("tokens") + 1
    assert written["items"] == [{"id": "ammo-1", "item": "10mm_rounds", "at": [1, 1], "count": 15},
                                {"id": "knife-1", "item": "combat_knife", "at": [0, 1]},
                                {"id": "pistol_10mm-1", "item": "pistol_10mm", "at": [0, 0]}]
    reopened = build_state(load_scenario(path, ruleset_resolver=bundled_ruleset), bundled_ruleset("fallout-pnp"))
    assert reopened.items == state.items
    assert carried(reopened.token("A")) == {"10mm_rounds": 5}


# --- pick up one item or 5 rounds within 5 ft ----------------------------------------------------
def test_pick_up_one_item_within_5_ft_for_2_ap():
    state = room(A={"template": "wastelander", "readied": []})
    outcome = apply(state, Action("pick_up", "A", cell=at(state, 0, 1)))
    after = outcome.state
    assert after.combat.spent_by("A", "ap") == 2
    assert lying(after) == [("ammo-1", "10mm_rounds", (1, 1), 20)]
    assert [w.id for w in after.token("A").weapons][-1] == "combat_knife"
    assert "combat_knife" in after.token("A").readied  # held in the free hand
    assert outcome.events[-1].kind == "picked_up" and outcome.events[-1].param("in_hand") is True


def test_pick_up_5_rounds_at_a_time():
    state = room()
    after = apply(state, Action("pick_up", "A", cell=at(state, 1, 1))).state
    assert lying(after)[0] == ("ammo-1", "10mm_rounds", (1, 1), 15)
    assert after.token("A").tactical.extra[CARRIED] == {"10mm_rounds": 5}
    fewer = apply(after, Action("pick_up", "A", cell=at(after, 1, 1), options=(("count", 3),))).state
    assert lying(fewer)[0][3] == 12 and carried(fewer.token("A")) == {"10mm_rounds": 8}
    six = Action("pick_up", "A", cell=at(state, 1, 1), options=(("count", 6),))
    assert "stat_above_max" in codes(check(state, six))


def test_the_last_rounds_of_a_pile_leave_nothing_lying():
    state = room(items=[{**PILE, "count": 3}])
    after = apply(state, Action("pick_up", "A", cell=at(state, 1, 1))).state
    assert after.items == () and carried(after.token("A")) == {"10mm_rounds": 3}


def test_pick_up_chooses_among_what_lies_there_by_id_or_kind():
    state = room(items=[PILE, {**KNIFE, "at": [1, 1]}])
    after = apply(state, Action("pick_up", "A", cell=at(state, 1, 1), options=(("item", "combat_knife"),))).state
    assert lying(after) == [("ammo-1", "10mm_rounds", (1, 1), 20)]


@pytest.mark.parametrize("cell, tokens, code", [
    ((3, 1), {}, "nothing_to_interact"),
    ((5, 1), {}, "out_of_reach"),
    ((1, 1), {"A": {"template": "gunslinger"}}, "hands_full"),
], ids=["nothing-there", "beyond-5-ft", "no-free-hand"])
def test_pick_up_needs_something_within_5_ft_and_a_free_hand(cell, tokens, code):
    state = room(items=[PILE, {**KNIFE, "at": [5, 1]}], **tokens)
    assert code in codes(check(state, Action("pick_up", "A", cell=at(state, *cell))))


def test_a_picked_up_weapon_goes_into_the_inventory_when_the_option_says_so():
    state = with_option(room(A={"template": "wastelander", "readied": []}), picked_up_in_hand=False)
    after = apply(state, Action("pick_up", "A", cell=at(state, 0, 1))).state
    assert "combat_knife" not in after.token("A").readied
    assert [w.id for w in after.token("A").weapons].count("combat_knife") == 2  # a second knife


# --- reload from ammunition within 5 ft ----------------------------------------------------------
def test_reload_from_ammunition_within_5_ft():
    state = room(A={"template": "wastelander", "state": {"rounds.pistol_10mm": 3}})
    outcome = apply(state, Action("reload", "A", options=(("ammo", "ammo-1"),)))
    pistol = outcome.state.token("A").weapons[0]
    assert loaded(outcome.state.token("A"), pistol) == 12
    assert lying(outcome.state)[0] == ("ammo-1", "10mm_rounds", (1, 1), 11)  # 9 rounds came off the pile
    assert outcome.events[-1].param("source") == "ammo-1" and outcome.state.combat.spent_by("A", "ap") == 2


def test_reload_loads_no_more_than_the_pile_holds():
    state = room(items=[{**PILE, "count": 4}], A={"template": "wastelander", "state": {"rounds.pistol_10mm": 0}})
    after = apply(state, Action("reload", "A", options=(("ammo", "ammo-1"),))).state
    assert loaded(after.token("A"), after.token("A").weapons[0]) == 4 and after.items == ()


@pytest.mark.parametrize("items, reason", [
    ([{**PILE, "at": [3, 1]}], ("out_of_reach", (("item", "ammo-1"),))),
    ([{**PILE, "item": "9mm_rounds"}], ("no_such_item", (("item", "10mm_rounds"), ("items", ("9mm_rounds",))))),
    ([], ("out_of_reach", (("item", "ammo-1"),))),
], ids=["beyond-5-ft", "other-rounds", "no-such-pile"])
def test_reload_needs_its_ammunition_within_5_ft(items, reason):
    state = room(items=items, A={"template": "wastelander", "state": {"rounds.pistol_10mm": 3}})
    found = check(state, Action("reload", "A", options=(("ammo", "ammo-1"),)))
    assert [(r.code, r.params) for r in found] == [reason]


def test_a_counted_reserve_loads_only_the_rounds_carried():
    state = with_option(room(A={"template": "wastelander", "state": {"rounds.pistol_10mm": 0}}),
                        reserve_ammo="counted")
    assert "no_such_item" in codes(check(state, Action("reload", "A")))
    state = apply(state, Action("pick_up", "A", cell=at(state, 1, 1))).state
    after = apply(state, Action("reload", "A")).state
    assert loaded(after.token("A"), after.token("A").weapons[0]) == 5 and carried(after.token("A")) == {}


def test_the_gms_reserve_reloads_as_before():
    state = room(A={"template": "wastelander", "state": {"rounds.pistol_10mm": 0}})
    after = apply(state, Action("reload", "A")).state
    assert loaded(after.token("A"), after.token("A").weapons[0]) == 12 and lying(after) == lying(state)


# --- drop and throw put an item there ------------------------------------------------------------
def test_dropping_an_item_puts_it_in_your_square_for_1_ap():
    state = room()
    outcome = apply(state, Action("drop_item", "A", options=(("item", "pistol_10mm"),)))
    after = outcome.state
    assert after.combat.spent_by("A", "ap") == 1
    assert "pistol_10mm" not in {w.id for w in after.token("A").weapons}
    assert lying(after)[-1] == ("pistol_10mm-1", "pistol_10mm", (0, 0), 1)
    back = apply(after, Action("pick_up", "A", cell=at(after, 0, 0), options=(("item", "pistol_10mm"),))).state
    assert "pistol_10mm" in back.token("A").readied and lying(back) == lying(state)


def test_fists_cannot_be_dropped():
    state = room(A={"template": "wastelander", "readied": ["fists"]})
    assert "natural_weapon" in codes(check(state, Action("drop_item", "A", options=(("item", "fists"),))))


THROWER = {"template": "wastelander", "weapons": ["throwing_knife", "frag_grenade", "fists"],
           "readied": ["throwing_knife"]}


def throw(weapon="throwing_knife"):
    return Action("attack", "A", target="c", options=(("weapon", weapon),))


def test_a_thrown_knife_lies_in_the_targets_square():
    state = room(items=(), text="A..c...\n.......", A=THROWER)
    outcome = apply(state, throw())
    assert "throwing_knife" not in {w.id for w in outcome.state.token("A").weapons}
    assert lying(outcome.state) == [("throwing_knife-1", "throwing_knife", (3, 0), 1)]
    assert outcome.events[-1].kind == "thrown_item_landed"


def test_a_thrown_explosive_is_spent_and_lies_nowhere():
    state = room(items=(), text="A..c...\n.......", A={**THROWER, "readied": ["frag_grenade"]})
    after = apply(state, throw("frag_grenade")).state
    assert after.items == () and "frag_grenade" not in {w.id for w in after.token("A").weapons}


def test_cancelling_a_missed_throw_gives_the_knife_back():
    def make(seed):
        return room(items=(), text="A..c...\n.......", seed=seed, A=THROWER)
    missed = first(make, throw(), lambda o: "missed_attack" in o.state.token("A").conditions)
    assert lying(missed.state) == [("throwing_knife-1", "throwing_knife", (3, 0), 1)]
    after = apply(missed.state, Action("cancel_attack", "A")).state
    assert after.items == () and "throwing_knife" in after.token("A").readied
    assert after.combat.spent_by("A", "ap") == 3 + 3  # the same AP as the throw, though the knife had left


# --- the journal and `battlemap run` -------------------------------------------------------------
def test_battlemap_run_plays_picking_up_and_saves_the_items(tmp_path, capsys):
    document = scenario_dict(ROOM, "fallout-pnp", tokens={"A": {"template": "wastelander"}},
                             items=[PILE], seed=1, combat={"round": 1, "order": ["A", "c"], "active": "A"})
    battle_file, script, out = tmp_path / "room.json", tmp_path / "script.json", tmp_path / "out.json"
    battle_file.write_text(json.dumps(document), encoding="utf-8")
    script.write_text(json.dumps([
        {"do": "action", "token": "A", "action": "pick_up", "cell": [1, 1], "options": {"count": 4}},
        {"do": "action", "token": "A", "action": "drop_item"},
    ]), encoding="utf-8")
    assert main(["run", str(battle_file), "--script", str(script), "--save", str(out)]) == 0
    capsys.readouterr()
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert saved["items"] == [{"id": "ammo-1", "item": "10mm_rounds", "at": [1, 1], "count": 16},
                              {"id": "pistol_10mm-1", "item": "pistol_10mm", "at": [0, 0]}]
    assert main(["check", str(out)]) == 0  # its journal replays to the items as they lie


# --- drawn on the map for the GM -----------------------------------------------------------------
def test_the_gms_map_draws_the_items_and_the_players_view_does_not(qapp):
    from battlemap.ui.map.scene import MapScene
    state = room()
    gm, players = MapScene(state), MapScene(state, show_hidden=False)
    assert set(gm.map_items.drawn) == {"ammo-1", "knife-1"} and players.map_items is None
    marker, count = gm.map_items.drawn["ammo-1"]
    assert count.text() == "20" and marker.toolTip() == "ammo-1: 10mm_rounds ×20"
    assert gm.map_items.drawn["knife-1"][1] is None
    after = apply(state, Action("pick_up", "A", cell=at(state, 0, 1))).state
    gm.sync(after)
    assert set(gm.map_items.drawn) == {"ammo-1"}


def test_a_thrown_knife_hit_in_flight_lies_where_it_was_hit():
    from battlemap.engine.systems.fallout_pnp.thrown_hit import item_hit
    state = room(items=(), text="...c...\n.......\n.......\n...A...", A=THROWER)
    thrown = apply(state, throw()).state
    assert lying(thrown) == [("throwing_knife-1", "throwing_knife", (3, 0), 1)]
    after, events = item_hit(thrown, "c", "A", (3, 2))
    assert lying(after) == [("throwing_knife-1", "throwing_knife", (3, 2), 1)]
    assert events[-1].kind == "thrown_item_dropped"
