"""d20 mass combat, RULES.md 3.6 and 3.8: the action economy and the actions a GM plays in a round."""

import itertools
from collections import Counter

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import budget_of, can_pay, pay
from battlemap.engine.play.legality import check, legal_actions
from battlemap.engine.play.turns import begin_round, begin_turn
from tests.engine.ascii_maps import battle

#: The legal turns of RULES.md 3.6, as multisets of actions taken as each kind.
LEGAL_TURNS = ("SMW", "MMW", "SWW", "MWW", "WWW")
KIND = {"S": "standard", "M": "move", "W": "swift"}
#: An action of each kind from the catalogue.
SAMPLE = {"S": "total_defence", "M": "move", "W": "drop_item"}


def fight(text="A.b", active="A", **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": active}
    tokens = {"A": {"template": "swordsmen"}, **tokens}
    return battle(text, "d20-mass", tokens=tokens, combat=combat, seed=7)


def codes(reasons):
    return [r.code for r in reasons]


def _fits(turn: str) -> bool:
    """A sequence is legal when its actions fit inside one of the legal turns."""
    wanted = Counter(turn)
    return any(not (wanted - Counter(legal)) for legal in LEGAL_TURNS)


def _cost(state, letter):
    return state.ruleset.actions[SAMPLE[letter]].cost


@pytest.mark.parametrize("turn", ["".join(p) for n in range(1, 5) for p in itertools.product("SMW", repeat=n)])
def test_one_standard_one_move_one_swift_with_one_way_substitution(turn):
    state = fight()
    budget, legal = budget_of(state, "A"), True
    for letter in turn:
        cost = _cost(state, letter)
        assert getattr(cost, KIND[letter]) == 1
        if can_pay(budget, cost):
            legal = False
            break
        budget = pay(budget, cost)
    assert legal == _fits(turn), turn


@pytest.mark.parametrize("before", ["", "S", "M", "W"])
def test_a_full_round_action_takes_the_whole_turn_and_nothing_else(before):
    state = fight()
    budget = budget_of(state, "A")
    for letter in before:
        budget = pay(budget, _cost(state, letter))
    full = state.ruleset.actions["search"].cost
    assert bool(can_pay(budget, full)) == bool(before)
    if not before:
        after = pay(budget, full)
        assert all(can_pay(after, _cost(state, k)) for k in "SMW")


def test_a_full_round_action_cannot_be_split_across_rounds():
    # Swift and move spent this turn; the next turn starts afresh, nothing carries over.
    spent = {"A": {"action.move": 1, "action.swift": 1}}
    combat = {"round": 1, "order": ["A", "b"], "active": "A", "spent": spent}
    state = battle("A.b", "d20-mass", tokens={"A": {"template": "swordsmen"}}, combat=combat)
    assert codes(check(state, Action("search", "A"))) == ["budget_exceeded"]


def test_aim_is_two_swift_actions_then_one_action_of_any_kind_is_left():
    state = fight("A...b", A={"template": "archers"})
    aimed = apply(state, Action("aim", "A", target="b")).state
    assert dict(aimed.combat.spent["A"]) == {"action.swift": 2}
    budget = budget_of(aimed, "A")
    assert (budget.left("standard"), budget.left("move"), budget.left("swift")) == (1, 1, 1)
    shot = apply(aimed, Action("attack", "A", target="b")).state
    assert budget_of(shot, "A").left("swift") == 0


def test_no_free_actions_while_flat_footed():
    assert check(fight(), Action("speak", "A")) == ()
    flat = fight(A={"template": "swordsmen", "conditions": ["flat_footed"]})
    assert codes(check(flat, Action("speak", "A"))) == ["requires_not_flat_footed"]


def test_free_actions_cost_nothing_and_may_be_taken_off_turn():
    state = fight(active="b")
    outcome = apply(state, Action("speak", "A"))
    assert outcome.events[0].param("cost") == "free"
    assert outcome.state.combat.spent == state.combat.spent


def test_standard_move_swift_and_full_round_actions_are_taken_on_the_units_own_turn():
    """每个回合轮到你的角色的时候，你可以做一个标准动作，一个移动动作，一个迅捷动作: the turn's actions
    are the acting unit's; free actions (even off-turn) and reactions (any time) are not."""
    catalogue = fight().ruleset.actions
    own = {a for a, d in catalogue.items() if "own_turn" in [r.code for r in d.requirements()]}
    assert own == {a for a, d in catalogue.items() if d.group in ("standard", "move", "swift", "full_round")}
    assert {catalogue[a].group for a in set(catalogue) - own} == {"free", "reaction"}


def test_an_off_turn_attack_is_refused_and_the_active_units_is_allowed():
    shared = {"template": "militia", "count": 1, "at": [0, 0]}
    state = fight("Ab", active="A", b=shared)
    assert check(state, Action("attack", "A", target="b")) == ()
    off_turn = check(state, Action("attack", "b", target="A"))
    assert [(r.code, dict(r.params)) for r in off_turn] == [("requires_own_turn", {"active": "A"})]
    # Its own turn come, b attacks; A's attack is the off-turn one now.
    theirs = begin_turn(state, "b")[0]
    assert check(theirs, Action("attack", "b", target="A")) == ()
    assert codes(check(theirs, Action("attack", "A", target="b"))) == ["requires_own_turn"]
    # Off its turn b still reacts (an opportunity attack) and takes free actions.
    assert check(state, Action("opportunity_attack", "b", target="A")) == ()
    assert check(state, Action("speak", "b")) == ()


def test_total_defence_forbids_attacks_and_opportunity_attacks_until_the_next_turn():
    state = fight("Ab", A={"template": "swordsmen", "at": [1, 0]})
    defended = apply(state, Action("total_defence", "A")).state
    assert "requires_condition_not_in" in codes(check(defended, Action("attack", "A", target="b")))
    assert check(defended, Action("move", "A", path=(defended.grid.from_offset(0, 0),))) == ()
    again = begin_turn(defended, "A")[0]
    assert "total_defence" not in again.token("A").conditions


def test_fighting_defensively_lasts_until_the_next_turn():
    state = fight("Ab", A={"template": "swordsmen", "at": [1, 0]})
    after = apply(state, Action("fight_defensively", "A", target="b")).state
    assert after.token("A").tactical.extra["fighting_defensively"] is True
    assert "fighting_defensively" not in begin_turn(after, "A")[0].token("A").tactical.extra


def test_charge_is_a_move_then_one_attack_and_nothing_else_that_round():
    # b has no ready weapon, so there is no melee-entry contest: the charge's blow alone.
    state = fight("A..b", A={"template": "swordsmen", "stats": {"speed": 3}}, b={"readied": []})
    grid = state.grid
    path = tuple(grid.from_offset(c, 0) for c in (1, 2, 3))
    outcome = apply(state, Action("charge", "A", target="b", path=path))
    charged = outcome.state
    assert charged.token("A").cell == grid.from_offset(3, 0)
    assert "charging" in charged.token("A").conditions
    assert [e.kind for e in outcome.events][:3] == ["action", "moved", "attack"]
    assert [m.id for m in outcome.of_kind("attack")[0].modifiers][:1] == ["charge"]
    # Only free actions and reactions are left: the standard, move and swift slots are locked.
    legal = {o.id for o in legal_actions(charged, "A") if o.legal}
    assert legal == {"speak"}
    assert "charging" not in begin_turn(charged, "A")[0].token("A").conditions


def test_escape_is_a_move_action_that_needs_a_grapple():
    state = fight("Ab", A={"template": "swordsmen", "at": [1, 0]})
    assert codes(check(state, Action("escape", "A", target="b"))) == ["requires_condition_in"]
    held = fight("Ab", A={"template": "swordsmen", "at": [1, 0], "conditions": ["grappled"]},
                 b={"state": {"grappling": "A"}})
    assert check(held, Action("escape", "A", target="b")) == ()
    assert held.ruleset.actions["escape"].cost.move == 1


@pytest.mark.parametrize("action, group, cost", [
    ("attack", "standard", "standard"), ("charge", "standard", "standard"),
    ("bull_rush", "standard", "standard"), ("grapple", "standard", "standard"),
    ("fight_defensively", "standard", "standard"), ("move", "move", "move"),
    ("stand_up", "move", "move"), ("draw_weapon", "move", "move"), ("escape", "move", "move"),
    ("open_door", "move", "move"), ("close_door", "move", "move"),
    ("work_bolt", "swift", "swift"), ("drop_item", "swift", "swift"), ("pick_up_item", "swift", "swift"),
    ("aim", "swift", "2 swift"), ("pick_lock", "full_round", "full-round"),
    ("search", "full_round", "full-round"), ("opportunity_attack", "reaction", "reaction"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_the_seed_action_table(action, group, cost):
    state = fight()
    option = legal_actions(state, "A").option(action)
    assert (option.action_def.group, option.cost_label) == (group, cost)
    assert option.action_def.names["zh-Hans"]


def test_an_aim_serves_the_next_shot_at_its_target_then_is_used_up():
    state = fight("A...b", A={"template": "archers"})
    aimed = apply(state, Action("aim", "A", target="b")).state
    shot = apply(aimed, Action("attack", "A", target="b"))
    assert "rough_shot" not in {m.id for m in shot.of_kind("attack")[0].modifiers}
    assert shot.state.token("A").tactical.aiming is None
    assert shot.events[-1].param("key") == "aiming"


FREE_ACTIONS = sorted(a for a, entry in battle("A", "d20-mass").ruleset.actions.items() if entry.group == "free")


@pytest.mark.parametrize("action", FREE_ACTIONS)
def test_every_free_action_of_the_catalogue_is_barred_while_flat_footed(action):
    entry = fight().ruleset.actions[action]
    assert "not_flat_footed" in [r if isinstance(r, str) else r.code for r in entry.requires]
    flat = fight(A={"template": "swordsmen", "conditions": ["flat_footed"]})
    assert "requires_not_flat_footed" in codes(check(flat, Action(action, "A", target="b")))


def test_three_actions_make_a_full_round_action_never_split_across_rounds():
    state = fight()
    # Round 1: the move and the swift action are spent, only the standard is left: no full round.
    state = apply(state, Action("drop_item", "A")).state
    state = apply(state, Action("move", "A", path=(state.grid.from_offset(1, 0),))).state
    assert codes(check(state, Action("search", "A"))) == ["budget_exceeded"]
    # Round 2 (engine/turns.begin_round): the standard left over does not join this round's move
    # and swift; spending this round's standard first leaves no full round either.
    state, _ = begin_round(state)
    assert (state.combat.round, state.combat.active) == (2, "A")
    assert check(state, Action("search", "A")) == ()
    spent = apply(state, Action("total_defence", "A")).state
    assert codes(check(spent, Action("search", "A"))) == ["budget_exceeded"]
    # A fresh round's three actions make the full round, and then nothing is left.
    searched = apply(state, Action("search", "A")).state
    assert [codes(check(searched, Action(a, "A"))) for a in ("total_defence", "drop_item")] == [
        ["budget_exceeded"], ["budget_exceeded"]]


# --- several attacks over several targets ---------------------------------------------------------
def _melee_crowd():
    """Swordsmen A in a square with three red units b, c, g and a friend F; e three squares off."""
    return fight("Abcge.F", A={"template": "swordsmen", "at": [1, 0]}, b={"at": [1, 0]},
                 c={"at": [1, 0]}, g={"at": [1, 0]}, F={"at": [1, 0]})


@pytest.mark.parametrize("action_id, targets, struck, penalty", [
    ("double_attack", "c", ["b", "c"], -2),
    ("double_attack", "", ["b", "b"], -2),
    ("triple_attack", "c,g", ["b", "c", "g"], -4),
    ("triple_attack", "g", ["b", "g", "b"], -4),
], ids=["two-at-two", "two-at-one", "three-at-three", "three-one-named"])
def test_several_attacks_go_at_the_clicked_unit_then_the_named_ones_in_order(action_id, targets, struck, penalty):
    state = _melee_crowd()
    options = (("targets", targets),) if targets else ()
    outcome = apply(state, Action(action_id, "A", target="b", options=options))
    attacks = outcome.of_kind("attack")
    assert [a.target for a in attacks] == struck
    assert all({m.id: m.value for m in a.modifiers}[action_id] == penalty for a in attacks)
    assert outcome.state.dice.position == state.dice.position + len(struck)   # one d20 per blow


@pytest.mark.parametrize("action_id, targets, reason", [
    ("double_attack", "c,g", "too_many_targets"), ("double_attack", "F", "target_not_enemy"),
    ("double_attack", "zz", "unknown_target"), ("double_attack", "e", "out_of_range"),
], ids=["too-many", "a-friend", "unknown", "out-of-reach"])
def test_the_further_targets_must_be_enemies_within_reach(action_id, targets, reason):
    action = Action(action_id, "A", target="b", options=(("targets", targets),))
    assert reason in codes(check(_melee_crowd(), action))
