"""d20 mass combat, RULES.md 3.7: the opportunity attack interrupts; forced movement provokes from others."""

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.d20_mass.reactions import provoked_reactions as action_reactions
from battlemap.engine.systems.d20_mass.reactions import resolve_provoked as resolve_reaction
from battlemap.engine.systems.d20_mass.reactions import forced_move, move_with_opportunity_attacks
from tests.engine.ascii_maps import battle

#: Any hit disables this unit (Toughness far below zero).
FRAIL = {"template": "militia", "stats": {"toughness_bonus": -30, "speed": 6}}
#: Never misses a militia unit's Dodge + 10.
DEADLY = {"template": "militia", "stats": {"attack": 40}}
#: Never hits (nobody's Dodge + 10 is below -39).
HARMLESS = {"template": "militia", "stats": {"attack": -40}}


def fight(text, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle(text, "d20-mass", tokens=tokens, combat=combat, seed=5)


def _path(state, *columns):
    return tuple(state.grid.from_offset(c, 0) for c in columns)


def _kinds(events):
    return [e.kind for e in events]


def test_the_opportunity_attack_interrupts_and_the_mover_then_resumes():
    state = fight("A.b..", A={**FRAIL}, b=HARMLESS)
    after, events = move_with_opportunity_attacks(state, Action("move", "A", path=_path(state, 1, 2, 3, 4)))
    assert _kinds(events) == ["action", "moved", "attack", "interrupt"]
    attack, interrupt = events[2], events[3]
    assert (attack.actor, attack.target, attack.param("hit")) == ("b", "A", False)
    assert (interrupt.param("at"), interrupt.param("resumed")) == ((2, 0), True)
    assert after.token("A").cell == state.grid.from_offset(4, 0)
    assert after.combat.spent_by("b", "reactions") == 1


def test_a_mover_disabled_by_the_opportunity_attack_stops_where_it_was_hit():
    state = fight("A.b..", A={**FRAIL}, b=DEADLY)
    after, events = move_with_opportunity_attacks(state, Action("move", "A", path=_path(state, 1, 2, 3, 4)))
    assert events[-1].param("resumed") is False
    assert "disabled" in after.token("A").conditions
    assert after.token("A").cell == state.grid.from_offset(2, 0)


def test_a_move_that_provokes_nothing_is_just_the_move():
    state = fight("A...b", A={**FRAIL})
    after, events = move_with_opportunity_attacks(state, Action("move", "A", path=_path(state, 1, 2)))
    assert _kinds(events) == ["action", "moved"] and after.token("A").cell == state.grid.from_offset(2, 0)


@pytest.mark.parametrize("exempt, attackers", [({"A"}, ["C"]), (set(), ["A", "C"])],
                         ids=["rusher-exempt", "nobody-exempt"])
def test_forced_movement_provokes_from_others_but_not_from_the_rusher(exempt, attackers):
    # b is pushed out of the rusher A's square through C's: only C strikes at it.
    # Nobody hits, so the push runs its full length; speed 0 does not stop a forced move.
    state = fight("AbC..", A={**HARMLESS, "at": [1, 0]}, C=HARMLESS,
                  b={"template": "militia", "stats": {"speed": 0}})
    after, events, stopped = forced_move(state, "b", _path(state, 2, 3), exempt=exempt, by="A")
    assert [e.actor for e in events if e.kind == "attack"] == attackers
    assert (events[0].kind, events[0].target, stopped) == ("forced_move", "A", False)
    assert after.combat.spent_by("C", "reactions") == 1
    assert after.token("b").cell == state.grid.from_offset(3, 0)


def test_a_unit_out_of_opportunity_attacks_does_not_strike_at_a_pushed_unit():
    combat = {"round": 1, "order": ["A", "b"], "active": "A", "spent": {"C": {"reactions": 1}}}
    state = battle("AbC..", "d20-mass", combat=combat, seed=5,
                   tokens={"A": {"template": "swordsmen", "at": [1, 0]}, "C": {"template": "militia"}})
    _, events, _ = forced_move(state, "b", _path(state, 2, 3), exempt={"A"}, by="A")
    assert _kinds(events) == ["forced_move"]


def test_charge_movement_provokes_and_entering_the_targets_square_is_the_initiative_contest():
    state = fight("A.b.c", A={"template": "swordsmen", "stats": {"speed": 6}}, b=HARMLESS, c=HARMLESS)
    outcome = apply(state, Action("charge", "A", target="c", path=_path(state, 1, 2, 3, 4)))
    attackers = [e.actor for e in outcome.events if e.kind == "attack"]
    (entry,) = outcome.of_kind("melee_entry")
    # b's opportunity attack as A runs through its square; then c's blow and A's, in the contest's order.
    assert attackers == ["b", *(["A", "c"] if entry.param("first") == "A" else ["c", "A"])]
    assert [outcome.state.combat.spent_by(u, "reactions") for u in ("b", "c")] == [1, 1]
    assert outcome.state.token("A").cell == state.grid.from_offset(4, 0) and "charging" in outcome.state.token("A").conditions


# --- opportunity attacks provoked by an action (aim, reload) ------------------------------
def _archers_beside(**extra):
    """Blue archers A sharing red spearmen b's square (0,0)."""
    tokens = {"A": {"template": "archers"}, "b": {"template": "spearmen", "at": [0, 0]}, **extra}
    return fight("A...b", **tokens)


@pytest.mark.parametrize("action_id, provoked", [("aim", ["b"]), ("work_bolt", ["b"]), ("search", [])],
                         ids=["aim", "reload", "search"])
def test_aiming_or_reloading_in_a_threatened_square_provokes_its_opportunity_attack(action_id, provoked):
    state = _archers_beside()
    target = "b" if action_id == "aim" else None
    found = action_reactions(state, Action(action_id, "A", target=target))
    assert [(r.by, r.kind, r.why.code, r.why.param("action")) for r in found] == [
        (by, "opportunity_attack", "provoked_by_action", action_id) for by in provoked]
    assert all(r.at == state.token("A").cell for r in found)


def test_aiming_outside_the_enemys_square_provokes_nothing():
    state = fight("A...b", A={"template": "archers"}, b={"template": "spearmen"})
    assert action_reactions(state, Action("aim", "A", target="b")) == ()


@pytest.mark.parametrize("b_extra, reason", [
    ({"conditions": ["total_defence"]}, "total defence"),
    ({"conditions": ["surprised"]}, "surprised"),
], ids=["total-defence", "surprised"])
def test_a_unit_that_cannot_react_is_not_provoked_by_an_action(b_extra, reason):
    state = _archers_beside(b={"template": "spearmen", "at": [0, 0], **b_extra})
    assert action_reactions(state, Action("aim", "A", target="b")) == ()


def test_the_provoked_attack_books_the_reactors_one_aoo_and_a_second_is_refused():
    state = _archers_beside(A={"template": "archers", "stats": {"toughness_bonus": 30}}, b=HARMLESS | {"at": [0, 0]})
    (reaction,) = action_reactions(state, Action("aim", "A", target="b"))
    after, events = resolve_reaction(state, reaction, "A")
    assert [(e.kind, e.actor, e.target, e.param("hit")) for e in events] == [("attack", "b", "A", False)]
    assert after.combat.spent_by("b", "reactions") == 1
    with pytest.raises(ValueError, match="no opportunity attack left"):
        resolve_reaction(after, reaction, "A")


def test_an_aim_cut_short_by_a_disabling_opportunity_attack_is_lost():
    state = _archers_beside(A={"template": "archers", "stats": {"toughness_bonus": -30}},
                            b=DEADLY | {"at": [0, 0]})
    aimed = apply(state, Action("aim", "A", target="b")).state
    assert aimed.token("A").tactical.aiming == "b"
    (reaction,) = action_reactions(state, Action("aim", "A", target="b"))
    after, events = resolve_reaction(aimed, reaction, "A")
    assert "disabled" in after.token("A").conditions and after.token("A").tactical.aiming is None
    assert (events[-1].param("key"), events[-1].param("value")) == ("aiming", None)


def test_a_moves_reactions_are_left_to_the_shared_resolver():
    state = fight("A.b..", A={**FRAIL}, b=HARMLESS)
    (reaction,) = preview_move(state, "A", _path(state, 1, 2, 3)).reactions
    assert resolve_reaction(state, reaction, "A") is None
