"""DragContext: the same verdicts as preview_move, from tables built once; invariants."""

from hypothesis import given
from hypothesis import strategies as st

from battlemap.engine.drag import start_drag
from battlemap.engine.preview import preview_move
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle, fixture_map

RULESETS = ["d20-mass", "gurps4e", "yze", "fallout-pnp"]
#: Templates with a ready melee weapon and with a ranged one, per ruleset.
ARMED = {
    "d20-mass": ("spearmen", "archers"),
    "gurps4e": ("spearman", "archer"),
    "yze": ("fighter", "hunter"),
    "fallout-pnp": ("raider", "sniper"),
}
CONDITIONS = ["blinded", "surprised", "unconscious", "stunned"]


def test_drag_preview_matches_preview_move():
    state = battle(fixture_map("corridor"), "fallout-pnp",
                   tokens={"b": {"template": "raider", "readied": ["sledgehammer"]}})
    drag = start_drag(state, "A")
    path = drag.path_to(Cell(5, 2))
    assert path is not None
    assert drag.preview(path) == preview_move(state, "A", path)
    assert drag.preview_to(Cell(5, 2)) == drag.preview(path)


def test_drag_exposes_threat_and_watched_cells_for_overlays():
    state = battle(fixture_map("overwatch_cross"), "fallout-pnp", tokens={
        "x": {"template": "sniper", "state": {"overwatch": {"toward": [8, 3]}}},
        "y": {"template": "raider", "readied": ["sledgehammer"]},
    })
    drag = start_drag(state, "A")
    grid = state.grid
    watched = {grid.to_offset(grid.cell(i)): ids for i, ids in drag.watched().items()}
    assert watched[(5, 3)] == ("x",)
    threatened = {grid.to_offset(grid.cell(i)) for i in drag.threatened()}
    assert (2, 2) in threatened and (6, 0) not in threatened


def test_out_of_reach_cell_still_gets_a_verdict():
    state = battle("A.......", "gurps4e")
    drag = start_drag(state, "A")
    far = state.grid.from_offset(7, 0)
    assert drag.path_to(far) is None
    preview = drag.preview_to(far)
    assert not preview.legal and preview.reasons[0].code == "not_adjacent"


@st.composite
def battles(draw):
    """A small random battle: walls, rough ground, a mover "A", allies and enemies."""
    ruleset = draw(st.sampled_from(RULESETS))
    cols, rows = draw(st.integers(4, 8)), draw(st.integers(3, 6))
    size = cols * rows
    chars = draw(st.lists(st.sampled_from("......#~"), min_size=size, max_size=size))
    spots = draw(st.lists(st.integers(0, size - 1), min_size=2, max_size=6, unique=True))
    letters = ["A", "B", "C", "b", "c", "e"][: len(spots)]
    tokens = {}
    for spot, letter in zip(spots, letters):
        chars[spot] = letter
        if letter == "A":
            continue
        melee, ranged = ARMED[ruleset]
        token = {"template": draw(st.sampled_from([melee, ranged]))}
        token["conditions"] = draw(st.lists(st.sampled_from(CONDITIONS), max_size=1))
        if draw(st.booleans()):
            toward = draw(st.tuples(st.integers(0, cols - 1), st.integers(0, rows - 1)))
            token["state"] = {"overwatch": {"toward": list(toward), "declared": draw(st.integers(0, 3))}}
        elif draw(st.booleans()):
            token["state"] = {"wait": {"trigger": "enters_reach"}}
        tokens[letter] = token
    tokens["A"] = {"stats": {"d20-mass": {"speed": 5}, "gurps4e": {"basic_move": 6},
                             "fallout-pnp": {"ap": 8}}.get(ruleset, {})}
    text = "\n".join("".join(chars[r * cols:(r + 1) * cols]) for r in range(rows))
    return battle(text, ruleset, tokens=tokens)


@given(battles(), st.data())
def test_reactions_never_name_an_ally_or_a_token_that_cannot_react(state, data):
    drag = start_drag(state, "A")
    mover = state.token("A")
    targets = list(drag.movement.reachable())
    if not targets:
        return
    target = data.draw(st.sampled_from(targets))
    preview = drag.preview(drag.path_to(target))
    assert preview.legal
    for reaction in preview.reactions:
        by = state.token(reaction.by)
        assert by.side != mover.side
        assert state.system.cannot_react(by) is None
        assert 1 <= reaction.step <= len(preview.path)
    assert preview == preview_move(state, "A", preview.path)


@given(battles(), st.data())
def test_random_paths_judged_the_same_by_drag_and_preview(state, data):
    cells = list(state.grid.cells())
    path = data.draw(st.lists(st.sampled_from(cells), max_size=6))
    drag = start_drag(state, "A")
    assert drag.preview(path) == preview_move(state, "A", path)
