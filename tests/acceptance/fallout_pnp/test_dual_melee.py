"""Fallout d100 homebrew (RULES.md 4.3 Overwatch): paired melee weapons of one Type on Overwatch
wait for two targets and strike them in turn, or strike one target with both hands."""

import pytest

from battlemap.document.offers import Offer
from battlemap.document.reactions import roll_reaction_command
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.fallout_pnp.reactions import resolve_reaction
from tests.engine.ascii_maps import battle

MAP = """
.......
...M...
.......
r.....s
"""
PAIRED = {"template": "wastelander", "weapons": ["combat_knife", "machete", "fists"],
          "readied": ["combat_knife", "machete"], "stats": {"melee_weapons": 70}}


def table(mode=None, **token):
    tokens = {"M": {**PAIRED, **token}, "r": {"template": "raider"}, "s": {"template": "raider"}}
    state = battle(MAP, "fallout-pnp", tokens=tokens, combat={"round": 1, "order": ["M", "r", "s"], "active": "M"},
                   seed=4)
    options = (("mode", mode),) if mode else ()
    return state, Action("overwatch_dual_melee", "M", cell=state.grid.from_offset(6, 1), options=options)


def declared(mode=None):
    state, action = table(mode)
    return apply(state, action).state


def walk_in(state, mover, *cells):
    """The reactions `mover`'s walk provokes, and the state with it at the end of the walk."""
    path = [state.grid.from_offset(c, r) for c, r in cells]
    return preview_move(state, mover, path).reactions, state.with_token_moved(mover, path[-1])


def roll(state, mover, reaction):
    offer = Offer(mover, reaction)
    return roll_reaction_command(state, (offer,), offer)


def resolved(state, mover, reaction):
    """The events of the reaction as the dock's Roll resolves it (the mover where it was provoked)."""
    return resolve_reaction(state.with_token_moved(mover, reaction.at), reaction, mover)[1]


def test_paired_melee_overwatch_2_ap_one_per_weapon():
    state = declared()
    token = state.token("M")
    assert state.combat.spent_by("M", "ap") == 2
    assert token.tactical.extra["overwatch_dual"] == ["combat_knife", "machete"]
    assert token.tactical.extra["overwatch_dual_mode"] == "two_targets"


@pytest.mark.parametrize("token, mode, code", [
    ({"weapons": ["combat_knife", "sledgehammer"], "readied": ["combat_knife", "sledgehammer"]}, None,
     "requires_paired_weapons"),
    ({}, "three_targets", "dual_melee_mode"),
], ids=["blade-and-hammer-differ-in-type", "no-such-mode"])
def test_paired_melee_overwatch_needs_one_type_and_a_mode(token, mode, code):
    state, action = table(mode, **token)
    assert code in [r.code for r in check(state, action)]


def test_two_targets_the_first_enemy_takes_the_first_weapon_then_the_next_the_second():
    state = declared("two_targets")
    found, moved = walk_in(state, "r", (1, 2), (2, 2))
    assert [(r.by, r.kind, r.step, r.why.param("line")) for r in found] == [("M", "overwatch", 2, None)]
    after = roll(moved, "r", found[0]).after
    assert after.token("M").tactical.extra["overwatch_dual_first"] == "r"
    again, _ = walk_in(after, "r", (2, 1))
    assert [r for r in again if r.kind == "overwatch"] == []  # the second weapon waits for another enemy
    found, moved = walk_in(after, "s", (5, 2), (4, 2))
    assert [(r.by, r.step, r.why.param("line")) for r in found] == [("M", 2, 2)]
    fired = [e for e in resolved(moved, "s", found[0]) if e.kind == "overwatch_fired"]
    assert [(e.param("line"), e.param("weapon"), e.target) for e in fired] == [(2, "machete", "s")]
    assert roll(moved, "s", found[0]).after.combat.spent_by("M", "overwatch") == 1


def test_one_target_both_hands_strike_the_first_enemy():
    state = declared("one_target")
    found, moved = walk_in(state, "r", (1, 2), (2, 2))
    assert [(r.by, r.kind, r.why.param("line")) for r in found] == [("M", "overwatch", None)]
    events = resolved(moved, "r", found[0])
    fired = [(e.param("line"), e.param("weapon"), e.target) for e in events if e.kind == "overwatch_fired"]
    assert fired == [(1, "combat_knife", "r"), (2, "machete", "r")]
    attacks = [e for e in events if e.kind == "attack"]
    assert len(attacks) == 2 and all({m.id: m.value for m in a.modifiers}.get("dual") == -20 for a in attacks)
    after = roll(moved, "r", found[0]).after
    assert after.combat.spent_by("M", "overwatch") == 1
