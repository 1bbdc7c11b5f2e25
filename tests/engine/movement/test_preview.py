"""MovePreview: cost, remaining budget, and every reason at once."""

import pytest

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle

C = Cell


def test_legal_move_reports_cost_and_remaining_budget():
    state = battle("A~..\n....", "fallout-pnp", combat={"spent": {"A": {"ap": 4}}})
    preview = preview_move(state, "A", [C(1, 0), C(2, 0)])
    assert preview.legal and preview.reasons == ()
    assert (preview.cost, preview.unit, preview.budget, preview.remaining) == (3, "AP", 6, 3)
    assert preview.path == (C(1, 0), C(2, 0))


def test_over_budget_is_a_reason_and_remaining_goes_negative():
    state = battle("A" + "." * 7, "gurps4e", tokens={"A": {"facing": 1}})  # facing along the row
    cells = [state.grid.from_offset(c, 0) for c in range(1, 8)]
    preview = preview_move(state, "A", cells)
    assert not preview.legal
    assert preview.reasons == (Reason.of("over_budget", cost=7, budget=5),)
    assert preview.remaining == -2


def test_every_reason_is_listed_at_once():
    state = battle("A#b.\n....", "fallout-pnp", tokens={"A": {"conditions": ["knocked_down"]}})
    preview = preview_move(state, "A", [C(1, 0), C(2, 0), C(3, 0), C(3, 3)])
    assert [r.code for r in preview.reasons] == [
        "immobile", "blocked_terrain", "blocked_by_enemy", "off_map",
    ]


@pytest.mark.parametrize(
    ("ruleset", "token", "code"),
    [
        ("fallout-pnp", {"posture": "sitting"}, "posture_cannot_move"),
        ("d20-mass", {"posture": "prone"}, "posture_cannot_move"),
        ("d20-mass", {"conditions": ["grappled"]}, "immobile"),
        ("yze", {"conditions": ["grappled"]}, "immobile"),
    ],
    ids=["fallout-sitting", "d20-prone", "d20-grappled", "yze-grappled"],
)
def test_a_token_that_cannot_move(ruleset, token, code):
    state = battle("A..", ruleset, tokens={"A": token})
    preview = preview_move(state, "A", [C(1, 0)])
    assert code in [r.code for r in preview.reasons]
    assert not preview.legal


def test_empty_path_is_a_legal_stay():
    state = battle("A..", "yze", tokens={"A": {"conditions": ["grappled"]}})
    preview = preview_move(state, "A", [])
    assert preview.legal and preview.cost == 0 and preview.remaining == 24


def test_half_move_while_prone_in_yze():
    state = battle("A" + "." * 12, "yze", tokens={"A": {"posture": "prone"}})
    assert preview_move(state, "A", []).budget == 12


def test_reactions_only_the_system_finds_join_the_path_in_order(monkeypatch):
    """A system's `path_reactions` (Fallout's second overwatch line) follow the shared ones."""
    from battlemap.engine.movement.reactions import Reaction
    from tests.engine.stand_in import stand_in

    extra = Reaction("b", "second_line", 2, C(2, 0), Reason.of("crossed_second_line"))
    stand_in(monkeypatch, "d20_mass", path_reactions=lambda state, token_id, path: (extra,) if len(path) > 1 else ())
    state = battle("A...b", "d20-mass")
    assert preview_move(state, "A", [C(1, 0), C(2, 0)]).reactions[-1] == extra
    assert extra not in preview_move(state, "A", [C(1, 0)]).reactions


def test_the_system_prices_steps_against_facing_but_not_a_retreat():
    """GURPS (B387): a step backward costs 2 yd under Move; the drag says so, a retreat step
    (a defence, not movement) does not pay it."""
    state = battle("...\n.A.\n...", "gurps4e", tokens={"A": {"facing": 0}})
    here = state.token("A").cell
    ahead = min(state.grid.neighbors(here), key=lambda n: state.grid.distance(n, state.grid.from_offset(1, 0)))
    behind = state.grid.from_offset(1, 2)
    forward, backward = preview_move(state, "A", [ahead]), preview_move(state, "A", [behind])
    assert (forward.cost, backward.cost) == (1, 2)
    assert preview_move(state, "A", [behind], retreat=True).cost == 1
