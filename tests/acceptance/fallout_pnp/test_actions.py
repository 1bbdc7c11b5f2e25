"""Fallout d100 homebrew (seed 004, RULES.md 4.3): every action's cost, limits and effect."""

from dataclasses import replace

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import budget_of, label
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check, cost_for, legal_actions
from battlemap.engine.play.turns import begin_round as start_round, begin_turn as start_turn
from tests.engine.ascii_maps import battle

#: RULES.md 4.3 table: action id -> the cost a GM reads.
COSTS = {
    "overwatch": "1 AP", "overwatch_burst": "2 AP", "overwatch_dual": "2 AP", "overwatch_dual_melee": "2 AP",
    "shoot_thrown_item": "free", "take_set_up_weapon": "free",
    "interact": "2 AP", "interact_large_door": "4 AP", "squeeze_huge": "4 AP", "squeeze_gargantuan": "6 AP",
    "quick_scan": "4 AP", "taunt": "4 AP", "clear_debris": "6 AP",
    "hack_terminal": "10 AP", "pick_lock": "10 AP", "use_item_whole_turn": "10 AP",
    "use_item": "2 AP", "prepare_mine": "2 AP", "climb": "2 AP",
    "pickpocket": "3 AP", "plant_item": "3 AP", "disarm": "6 AP",
    "defend": "2 AP", "wait": "3 AP", "mount": "4 AP", "dismount": "4 AP", "delay": "free",
    "retreat": "3 AP", "sense": "2 AP",
    "get_up_standing": "4 AP", "get_up_sitting": "3 AP", "get_up_prone": "2 AP", "help_up": "2 AP",
    "help": "2 AP", "take_the_hit": "2 AP from next turn", "jump_high": "3 AP", "jump_long": "4 AP",
    "minor_reaction": "2 AP from next turn", "major_reaction": "4 AP from next turn",
    "go_prone": "2 AP", "sit": "1 AP", "stand": "1 AP", "stabilise": "4 AP",
    "dodge": "1 AP from next turn", "set_up_weapon": "5 AP", "sneak": "2 AP",
    "focus": "2 AP", "focus_ignore_penalty": "2 AP", "focus_ignore_dt": "2 AP",
    "swap_item": "2 AP", "put_away": "2 AP", "drop_item": "1 AP", "pull_out": "1 AP",
    "pick_up": "2 AP",
}
#: Once-per-round and per-turn limits of the seed.
LIMITS = {
    "overwatch": (1, None), "overwatch_burst": (1, None), "overwatch_dual": (1, None), "overwatch_dual_melee": (1, None),
    "delay": (1, None), "sneak": (1, None),
    "dodge": (None, None), "defend": (None, 2), "sense": (None, 1), "help": (None, 1),
}


def fight(text="A.B..c", active="A", spent=None, **tokens):
    combat = {"round": 1, "order": ["A", "B", "c"], "active": active, "spent": spent or {}}
    base = {"A": {"template": "wastelander"}, "B": {"template": "wastelander"}, "c": {"template": "raider"}}
    base.update(tokens)
    return battle(text, "fallout-pnp", tokens=base, combat=combat)


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("action_id, cost", sorted(COSTS.items()), ids=sorted(COSTS))
def test_action_catalogue_costs_of_the_seed(action_id, cost):
    definition = fight().ruleset.actions[action_id]
    assert label(definition.cost) == cost


def test_every_action_has_russian_and_english_names():
    actions = fight().ruleset.actions
    assert set(COSTS) | {"attack", "cancel_attack", "move", "reload"} == set(actions)
    assert all(a.names.get("ru") and a.names.get("en") for a in actions.values())


@pytest.mark.parametrize("action_id, limits", sorted(LIMITS.items()), ids=sorted(LIMITS))
def test_once_per_round_and_per_turn_limits(action_id, limits):
    definition = fight().ruleset.actions[action_id]
    assert (definition.limits.per_round, definition.limits.per_turn) == limits


@pytest.mark.parametrize("weapon, ap", [("pistol_10mm", 4), ("smg_10mm", 4), ("hunting_rifle", 5)])
def test_attack_costs_the_weapon_ap(weapon, ap):
    state = fight(A={"template": "wastelander", "weapons": [weapon], "readied": [weapon]})
    action = Action("attack", "A", target="c", options=(("weapon", weapon),))
    assert cost_for(state, state.token("A"), state.ruleset.actions["attack"], action).ap == ap


@pytest.mark.parametrize("weapon, ap", [("pistol_10mm", 2), ("light_machine_gun", 4)], ids=["2-ap", "reload-cost"])
def test_reload_costs_2_ap_or_the_weapons_reload_cost(weapon, ap):
    state = fight(A={"template": "wastelander", "weapons": [weapon], "readied": [weapon],
                     "state": {f"rounds.{weapon}": 0}})
    after = apply(state, Action("reload", "A")).state
    assert after.combat.spent_by("A", "ap") == ap


def test_reload_with_a_zero_cost_is_free():
    state = fight(A={"template": "wastelander", "state": {"rounds.pistol_10mm": 3}})
    token = state.token("A")
    pistol = replace(token.weapons[0], fields={**token.weapons[0].fields, "reload_ap": 0})
    state = with_token(state, replace(token, weapons=(pistol, *token.weapons[1:])))
    outcome = apply(state, Action("reload", "A"))
    assert outcome.events[0].param("cost") == "free"
    assert outcome.state.combat.spent_by("A", "ap") == 0


def test_defend_twice_per_turn_then_refused():
    state = fight()
    for _ in range(2):
        state = apply(state, Action("defend", "A")).state
    assert state.token("A").tactical.extra["defend"] == 2
    assert state.combat.spent_by("A", "ap") == 4
    assert Reason.of("limit_reached", scope="turn", limit=2, used=2) in check(state, Action("defend", "A"))


@pytest.mark.parametrize("action_id", ["defend", "dodge"])
def test_no_defend_or_dodge_while_climbing(action_id):
    state = fight(A={"template": "wastelander", "conditions": ["climbing"]})
    assert "requires_condition_not_in" in codes(check(state, Action(action_id, "A")))


def dodge(ap=None, actor="A"):
    return Action("dodge", actor, options=(("count", ap),) if ap is not None else ())


@pytest.mark.parametrize("ap", [1, 3, 5])
def test_dodge_is_one_declaration_of_up_to_5_ap_from_next_turn_plus_5_ac_each(ap):
    state = apply(fight(active="c"), dodge(ap)).state
    assert state.token("A").tactical.extra["dodge_ap"] == ap
    assert budget_of(state, "A").debt == ap and budget_of(state, "A").spent == 0
    e = explain_attack(state, "c", "A")
    assert {m.id: m.value for m in e.modifiers}["target_dodge"] == -5 * ap


def test_dodge_blank_is_1_ap():
    state = apply(fight(), dodge()).state
    assert state.token("A").tactical.extra["dodge_ap"] == 1 and budget_of(state, "A").debt == 1


def test_no_dodge_again_until_your_next_turn():
    state = apply(fight(active="c"), dodge(2)).state
    once = Reason.of("limit_reached", scope="turn", limit=1, used=1)
    assert once in check(state, dodge(1))
    after, _ = start_round(state)  # a new round (c, Agility 6, acts first) is not your next turn
    assert once in check(replace(after, combat=replace(after.combat, active="c")), dodge(1))
    after, _ = start_turn(after, "A")  # your next turn: the bonus ends, Dodge may be declared again
    assert "dodge_ap" not in after.token("A").tactical.extra
    assert check(after, dodge(3)) == ()


@pytest.mark.parametrize("ap, reason", [
    ("6", Reason.of("stat_above_max", stat="count", max=5, value=6)),
    ("0", Reason.of("stat_below_min", stat="count", min=1, value=0)),
    ("lots", Reason.of("stat_not_int", stat="count", text="lots")),
], ids=["six", "zero", "not-a-number"])
def test_dodge_takes_1_to_5_ap(ap, reason):
    assert reason in check(fight(), dodge(ap))


def test_dodge_needs_all_its_ap_in_the_next_turns_pool():
    state = fight(spent={"A": {"ap.next": 7}})
    assert check(state, dodge(3)) == ()
    assert Reason.of("budget_exceeded", kind="ap_next_turn", need=4, left=3) in check(state, dodge(4))


def test_no_dodge_when_surprised():
    state = fight(A={"template": "wastelander", "conditions": ["surprised"]})
    assert "requires_not_surprised" in codes(check(state, Action("dodge", "A")))


@pytest.mark.parametrize("action_id, ap", [("minor_reaction", 2), ("major_reaction", 4)])
def test_reactions_outside_your_turn_from_next_turn(action_id, ap):
    state = fight(active="c")
    after = apply(state, Action(action_id, "A")).state
    assert budget_of(after, "A").debt == ap
    assert "requires_out_of_turn" in codes(check(fight(), Action(action_id, "A")))


def test_take_the_hit_only_outside_your_turn_next_to_the_ally():
    state = fight("AB...c", active="c")
    after = apply(state, Action("take_the_hit", "A", target="B")).state
    assert budget_of(after, "A").debt == 2
    far = fight("A.B..c", active="c")
    assert "requires_adjacent_ally" in codes(check(far, Action("take_the_hit", "A", target="B")))
    assert "requires_out_of_turn" in codes(check(fight("AB...c"), Action("take_the_hit", "A", target="B")))


def test_next_turn_ap_cannot_exceed_the_next_turns_pool():
    state = fight(active="c", spent={"A": {"ap.next": 9}})
    assert Reason.of("budget_exceeded", kind="ap_next_turn", need=2, left=1) in check(
        state, Action("minor_reaction", "A"))


@pytest.mark.parametrize(
    "action_id, ap, posture",
    [("get_up_standing", 4, "standing"), ("get_up_sitting", 3, "sitting"), ("get_up_prone", 2, "prone")],
)
def test_get_up_from_knocked_down_4_3_2(action_id, ap, posture):
    state = fight(A={"template": "wastelander", "conditions": ["knocked_down"], "posture": "prone"})
    assert "requires_condition_not_in" in codes(check(state, Action("stand", "A")))
    after = apply(state, Action(action_id, "A")).state
    assert after.combat.spent_by("A", "ap") == ap
    assert after.token("A").posture == posture and "knocked_down" not in after.token("A").conditions


@pytest.mark.parametrize("action_id, ap, start", [("go_prone", 2, "standing"), ("sit", 1, "standing"),
                                                  ("stand", 1, "prone")])
def test_change_position_2_ap_prone_1_ap_sit_or_stand(action_id, ap, start):
    state = fight(A={"template": "wastelander", "posture": start})
    assert apply(state, Action(action_id, "A")).state.combat.spent_by("A", "ap") == ap


def test_focus_with_more_ap_repeats_and_is_spent_by_the_attack():
    state = fight()
    for _ in range(2):
        state = apply(state, Action("focus", "A")).state
    assert state.token("A").tactical.extra["focus_aim"] == 2
    assert state.combat.spent_by("A", "ap") == 4
    after = apply(state, Action("attack", "A", target="c")).state
    assert "focus_aim" not in after.token("A").tactical.extra
    assert after.combat.spent_by("A", "ap") == 8


def test_overwatch_once_per_round_whichever_kind():
    state = fight()
    toward = state.grid.from_offset(5, 0)
    after = apply(state, Action("overwatch", "A", cell=toward)).state
    assert after.token("A").tactical.extra["overwatch_mode"] == "single"
    assert after.combat.spent_by("A", "ap") == 1
    assert Reason.of("limit_reached", scope="round", limit=1, used=1) in check(
        after, Action("overwatch", "A", cell=toward))


def test_sense_and_help_once_per_turn():
    state = fight("AB...c")
    state = apply(state, Action("help", "A", target="B")).state
    state = apply(state, Action("sense", "A", target="c")).state
    assert state.combat.spent_by("A", "ap") == 4
    assert "limit_reached" in codes(check(state, Action("help", "A", target="B")))
    assert "limit_reached" in codes(check(state, Action("sense", "A", target="c")))


def test_a_10_ap_turn_runs_out():
    state = fight(spent={"A": {"ap": 9}})
    assert Reason.of("budget_exceeded", kind="ap", need=2, left=1) in check(state, Action("defend", "A"))
    offered = {o.id for o in legal_actions(state, "A") if o.legal}
    assert {"stand", "sit"} - offered == {"stand"}  # standing already; sitting still fits in 1 AP
    assert "drop_item" in offered and "defend" not in offered


def test_mount_then_dismount_4_ap_each():
    state = apply(fight(), Action("mount", "A")).state
    assert "mounted" in state.token("A").conditions
    assert "requires_condition_not_in" in codes(check(state, Action("set_up_weapon", "A")))
    state = apply(state, Action("dismount", "A")).state
    assert state.combat.spent_by("A", "ap") == 8 and "mounted" not in state.token("A").conditions


@pytest.mark.parametrize("second", ["overwatch_burst", "overwatch_dual", "overwatch_dual_melee"])
def test_overwatch_once_per_round_across_its_entries(second):
    state = fight()
    toward = state.grid.from_offset(5, 0)
    after = apply(state, Action("overwatch", "A", cell=toward)).state
    assert "overwatch_once_per_round" in codes(check(after, Action(second, "A", cell=toward)))
    assert "overwatch_once_per_round" not in codes(check(state, Action(second, "A", cell=toward)))


@pytest.mark.parametrize("squares, refused", [(5, False), (6, True)], ids=["walks-5", "runs-6"])
def test_no_run_while_climbing(squares, refused):
    state = fight("A.B..c..\n........")
    state = with_token(state, replace(state.token("A"), conditions=frozenset({"climbing"})))
    path = [state.grid.from_offset(c, 1) for c in range(1, squares + 1)]
    codes_found = [r.code for r in preview_move(state, "A", path).reasons]
    assert ("no_run_while_climbing" in codes_found) is refused


def swap(item=None):
    return Action("swap_item", "A", options=(("item", item),) if item is not None else ())


def test_swap_two_one_handed_weapons_for_one_two_handed_for_2_ap():
    state = fight(A={"template": "wastelander", "weapons": ["pistol_10mm", "pistol_9mm", "smg_10mm", "fists"],
                     "readied": ["pistol_10mm", "pistol_9mm"]})
    outcome = apply(state, swap("smg_10mm"))
    assert outcome.state.token("A").readied == {"smg_10mm"}
    assert outcome.state.combat.spent_by("A", "ap") == 2
    assert [(e.kind, e.param("item")) for e in outcome.events[1:]] == [
        ("unreadied", "pistol_10mm"), ("unreadied", "pistol_9mm"), ("readied", "smg_10mm")]
    back = apply(outcome.state, swap("pistol_10mm,pistol_9mm"))  # and back, for 2 AP more
    assert back.state.token("A").readied == {"pistol_10mm", "pistol_9mm"}
    assert back.state.combat.spent_by("A", "ap") == 4


@pytest.mark.parametrize("weapons, readied, item, after", [
    (["pistol_10mm", "pistol_9mm"], ["pistol_10mm"], "pistol_9mm", {"pistol_10mm", "pistol_9mm"}),
    (["pistol_10mm", "pistol_9mm", "combat_knife"], ["pistol_10mm", "pistol_9mm"], "combat_knife",
     {"pistol_10mm", "combat_knife"}),
    (["pistol_10mm", "pistol_9mm", "combat_knife"], ["pistol_10mm", "pistol_9mm"], "combat_knife,pistol_9mm",
     {"pistol_9mm", "combat_knife"}),
    (["smg_10mm", "pistol_10mm"], ["smg_10mm"], "pistol_10mm", {"pistol_10mm"}),
    (["smg_10mm", "fists"], ["smg_10mm"], "fists", {"smg_10mm", "fists"}),
], ids=["second-pistol", "knife-for-the-second-pistol", "keep-the-named", "one-handed-for-the-smg",
        "fists-take-no-hand"])
def test_swap_items_keeps_in_hand_what_still_fits(weapons, readied, item, after):
    state = fight(A={"template": "wastelander", "weapons": weapons, "readied": readied})
    assert apply(state, swap(item)).state.token("A").readied == after


@pytest.mark.parametrize("item, reason", [
    ("smg_10mm,hunting_rifle", Reason.of("hands_full", item="smg_10mm,hunting_rifle", holding=("pistol_10mm",))),
    ("laser_rifle", Reason.of("unknown_item", item="laser_rifle")),
    ("pistol_10mm", Reason.of("item_already_ready", item="pistol_10mm")),
], ids=["two-two-handed", "not-carried", "already-in-hand"])
def test_swap_items_refuses_what_cannot_be_in_hand(item, reason):
    state = fight(A={"template": "wastelander", "weapons": ["pistol_10mm", "smg_10mm", "hunting_rifle"],
                     "readied": ["pistol_10mm"]})
    assert reason in check(state, swap(item))
