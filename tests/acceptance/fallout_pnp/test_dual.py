"""Fallout d100 homebrew (RULES.md 4.3 Overwatch): dual overwatch with paired weapons of the
same Type on two different lines, 1 AP per weapon, the dual-attack penalty on each shot."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn as start_turn
from battlemap.engine.systems.fallout_pnp.ammo import loaded
from battlemap.engine.systems.fallout_pnp.dual import second_line_reactions, second_line_watchers
from battlemap.engine.systems.fallout_pnp.overwatch import overwatch_attack, overwatch_reasons
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

MAP = """
s......
.......
G..r...
"""


def table(template="gunslinger", **token):
    tokens = {"G": {"template": template, **token}, "r": {"template": "raider"}, "s": {"template": "raider"}}
    combat = {"round": 1, "order": ["G", "r", "s"], "active": "G"}
    return battle(MAP, "fallout-pnp", tokens=tokens, combat=combat)


def dual(state, line2="0,0", cell=(6, 2)):
    return Action("overwatch_dual", "G", cell=state.grid.from_offset(*cell), options=(("line2", line2),))


def declared():
    state = table()
    return apply(state, dual(state)).state


def rounds(state, weapon):
    token = state.token("G")
    return loaded(token, next(w for w in token.weapons if w.id == weapon))


def codes(reasons):
    return [r.code for r in reasons]


def test_dual_overwatch_two_lines_1_ap_per_weapon():
    state = declared()
    token = state.token("G")
    assert state.combat.spent_by("G", "ap") == 2
    assert token.tactical.overwatch.toward == state.grid.from_offset(6, 2)
    assert token.tactical.extra["overwatch_second"] == [0, 0]
    assert token.tactical.extra["overwatch_dual"] == ["pistol_10mm", "pistol_9mm"]


@pytest.mark.parametrize("weapons", [["pistol_10mm", "combat_knife"], ["pistol_10mm", "smg_10mm"]],
                         ids=["pistol-and-knife", "pistol-and-smg"])
def test_dual_overwatch_needs_paired_weapons_of_the_same_type(weapons):
    state = table(weapons=weapons, readied=weapons)
    assert "requires_paired_weapons" in codes(check(state, dual(state)))


@pytest.mark.parametrize("line2, code", [(None, "requires_option"), ("4,2", "dual_lines_same")],
                         ids=["no-second-line", "same-line"])
def test_dual_overwatch_needs_a_different_second_line(line2, code):
    state = table()
    action = dual(state, line2) if line2 else Action("overwatch_dual", "G", cell=state.grid.from_offset(6, 2))
    assert code in codes(check(state, action))


def test_the_dual_penalty_applies_to_each_overwatch_shot():
    mods = {m.id: m.value for m in explain_attack(declared(), "G", "r", "overwatch").modifiers}
    assert mods["overwatch"] == -20 and mods["dual"] == -20
    plain = {m.id for m in explain_attack(table(), "G", "r", "overwatch").modifiers}
    assert "dual" not in plain


def test_the_dual_penalty_is_an_option():
    state = with_options(declared(), dual_penalty=30)
    mods = {m.id: m.value for m in explain_attack(state, "G", "r", "overwatch").modifiers}
    assert mods["dual"] == -30


def test_each_line_fires_once_with_its_own_weapon():
    state = declared()
    state, events = overwatch_attack(state, "G", "r", line=1)
    assert events[0].param("weapon") == "pistol_10mm" and rounds(state, "pistol_10mm") == 11
    assert state.token("G").tactical.overwatch is None and overwatch_reasons(state, "G", "s", line=2) == ()
    assert "no_overwatch" in codes(overwatch_reasons(state, "G", "r", line=1))
    state, events = overwatch_attack(state, "G", "s", line=2)
    assert events[0].param("weapon") == "pistol_9mm" and rounds(state, "pistol_9mm") == 9
    assert state.combat.spent_by("G", "overwatch") == 1
    assert "overwatch_dual" not in state.token("G").tactical.extra


def test_the_second_line_watches_its_own_cells():
    state = declared()
    assert second_line_watchers(state, "s") == ("G",)
    assert second_line_watchers(state, "r") == ()


def path(state, *cells):
    return [state.grid.from_offset(c, r) for c, r in cells]


@pytest.mark.parametrize("cells, expected", [
    # (1, 1) is beside the second line (column 0): passing near it sets it off (option overwatch_near).
    (((2, 1), (1, 1), (0, 1)), [("G", "overwatch", 2, (1, 1), "enters_line", 2)]),
    (((3, 1), (3, 0)), []),
], ids=["enters-the-second-line", "stays-off-it"])
def test_a_dragged_path_sets_off_the_second_line(cells, expected):
    state = declared()
    found = second_line_reactions(state, "r", path(state, *cells))
    assert [(r.by, r.kind, r.step, state.grid.to_offset(r.at), r.why.code, r.why.param("line"))
            for r in found] == expected


def test_a_second_line_that_fired_sets_off_nothing():
    state, _ = overwatch_attack(declared(), "G", "s", line=2)
    assert second_line_reactions(state, "r", path(state, (2, 1), (1, 1), (0, 1))) == ()


def test_without_a_dual_overwatch_no_second_line_reactions():
    state = table()
    state = apply(state, Action("overwatch", "G", cell=state.grid.from_offset(6, 2))).state
    assert second_line_reactions(state, "r", path(state, (2, 1), (1, 1), (0, 1))) == ()


def test_both_lines_end_at_the_start_of_the_next_turn():
    state, _ = start_turn(declared(), "G")
    token = state.token("G")
    assert token.tactical.overwatch is None
    assert not {"overwatch_dual", "overwatch_second"} & set(token.tactical.extra)
