"""DragContext: the same verdicts as preview_move, from tables built once; invariants."""

from dataclasses import replace

from hypothesis import given, settings, strategies as st

from battlemap.engine.battle.state import DerivedCache
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.movement.preview import preview_move
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
def battles(draw, wide=False):
    """A small random battle: walls, rough ground, a mover "A", allies and enemies.

    `wide`: up to 24 x 12 cells, so reactors fall in several buckets of the index.
    """
    ruleset = draw(st.sampled_from(RULESETS))
    cols, rows = draw(st.integers(4, 24 if wide else 8)), draw(st.integers(3, 12 if wide else 6))
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
    if not preview.legal:
        # GURPS prices sidesteps and backward steps on top of the fill (B387), which knows no
        # facing: a cell the fill reaches can still be over budget by those steps.
        assert [r.code for r in preview.reasons] == ["over_budget"]
        assert state.system.path_extra_cost is not None
    for reaction in preview.reactions:
        by = state.token(reaction.by)
        assert by.side != mover.side
        assert state.rules.cannot_react(by) is None
        assert 1 <= reaction.step <= len(preview.path)
    assert preview == preview_move(state, "A", preview.path)


@given(battles(), st.data())
def test_random_paths_judged_the_same_by_drag_and_preview(state, data):
    cells = list(state.grid.cells())
    path = data.draw(st.lists(st.sampled_from(cells), max_size=6))
    drag = start_drag(state, "A")
    assert drag.preview(path) == preview_move(state, "A", path)


def _changed(state, data):
    """`state` after one random change: a token moved, or knocked out (it can no longer react)."""
    token = data.draw(st.sampled_from(state.tokens))
    if data.draw(st.booleans()):
        out = replace(token, conditions=token.conditions | {"unconscious"})
        return replace(state, tokens=tuple(out if t is token else t for t in state.tokens))
    free = [c for c in state.grid.cells() if not state.tokens_at(c)] or [token.cell]
    return state.with_token_moved(token.id, data.draw(st.sampled_from(free)))


@settings(max_examples=40)
@given(battles(wide=True), st.data())
def test_drags_after_changes_judge_like_a_battle_indexed_afresh(state, data):
    """Reactors carried across changes (only the changed tokens redone) match a cold cache."""
    states = [state]
    for _ in range(data.draw(st.integers(1, 3))):
        states.append(_changed(states[-1], data))
    path = data.draw(st.lists(st.sampled_from(list(state.grid.cells())), max_size=5))
    # Forward, then back: an older state's own index (kept on it) still
    # answers for its positions after newer states updated the shared tables.
    for seen in (*states, *reversed(states)):
        warm = start_drag(seen, "A")
        cold = start_drag(replace(seen, cache=DerivedCache()), "A")
        assert warm.preview(path) == cold.preview(path)
        assert warm.threatened() == cold.threatened() and warm.watched() == cold.watched()
