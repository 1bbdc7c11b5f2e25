"""Reactions along a path, golden cases per system: every step judged, never only the end."""

from dataclasses import replace

import pytest

from battlemap.engine.movement.preview import preview_move
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle, fixture_map

C = Cell


def _reactions(preview, grid):
    """(by, kind, step, (col, row), why) of each reaction, in resolution order."""
    return [
        (r.by, r.kind, r.step, grid.to_offset(r.at), r.why.code) for r in preview.reactions
    ]


def _line_only(state):
    """The state with an overwatch watching its line alone (Fallout's `overwatch_near` squares
    beside it off), for the cases that pin the engine's line geometry."""
    return replace(state, rules=type(state.rules).from_options({**state.options, "overwatch_near": 0}))


def _run(text, ruleset, path, tokens=None, *, line_only=False, **kwargs):
    state = battle(text, ruleset, tokens=tokens or {})
    state = _line_only(state) if line_only else state
    cells = [state.grid.from_offset(c, r) for c, r in path]
    preview = preview_move(state, "A", cells, **kwargs)
    return _reactions(preview, state.grid), preview


# --- d20 mass combat: leaving, entering, passing through the enemy's square -------------

D20 = {"A": {"stats": {"speed": 4}}, "b": {"template": "spearmen"}}
D20_SHARED = {**D20, "b": {"template": "spearmen", "at": [1, 1]}}


@pytest.mark.parametrize(
    ("tokens", "path", "expected"),
    [
        (D20_SHARED, [(2, 1)], [("b", "opportunity_attack", 1, (1, 1), "leaves_square")]),
        (D20, [(2, 1), (3, 1), (4, 1), (5, 1)],
         [("b", "opportunity_attack", 2, (3, 1), "enters_square")]),  # passing: once
        (D20, [(2, 1), (3, 1), (4, 1)], [("b", "opportunity_attack", 2, (3, 1), "enters_square")]),
        (D20, [(2, 0), (3, 0), (4, 0)], []),  # around the square: nothing
    ],
    ids=["leaving", "passing-through",
         "entering-and-leaving", "going-around"],
)
def test_d20_square_triggers(tokens, path, expected):
    text = fixture_map("corridor")  # A at (1,1), b at (3,1)
    got, preview = _run(text, "d20-mass", path, tokens)
    assert got == expected
    assert preview.legal  # enemies do not block in mass combat


def test_d20_entering_to_melee_is_not_an_opportunity_attack():
    got, preview = _run(fixture_map("corridor"), "d20-mass", [(2, 1), (3, 1)],
                        {"A": {"stats": {"speed": 2}}, "b": {"template": "spearmen"}})
    assert got == [] and preview.legal


@pytest.mark.parametrize(
    "enemy",
    [
        {"template": "spearmen", "at": [1, 1], "conditions": ["blinded"]},
        {"template": "spearmen", "at": [1, 1], "conditions": ["surprised"]},
        {"template": "spearmen", "at": [1, 1], "conditions": ["total_defence"]},
        {"template": "spearmen", "at": [1, 1], "readied": []},
    ],
    ids=["cannot-see", "surprised", "total-defence", "no-ready-weapon"],
)
def test_d20_enemy_that_cannot_attack_gets_nothing(enemy):
    got, _ = _run(fixture_map("corridor"), "d20-mass", [(2, 1)], {**D20, "b": enemy})
    assert got == []


def test_d20_one_aoo_per_round_already_used():
    state_tokens = {**D20_SHARED}
    text = fixture_map("corridor")
    got, _ = _run(text, "d20-mass", [(2, 1)], state_tokens)
    assert len(got) == 1
    spent = {"combat": {"spent": {"b": {"reactions": 1}}}}
    state = battle(text, "d20-mass", tokens=state_tokens, **spent)
    assert preview_move(state, "A", [C(2, 1)]).reactions == ()


def test_d20_ally_never_reacts():
    tokens = {"A": {"stats": {"speed": 4}}, "B": {"template": "spearmen", "at": [1, 1]}}
    got, _ = _run(".......\n.A.B...\n.......", "d20-mass", [(2, 1)], tokens)
    assert got == []


# --- Fallout: leaving a square next to a ready melee weapon; Retreat ------------------------

RAIDER = {"template": "raider", "readied": ["sledgehammer"]}


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ([(0, 1)], []),  # A starts 2 squares away: nothing to leave
        ([(2, 1)], []),  # entering the reach provokes nothing
        ([(2, 1), (2, 0)], [("b", "opportunity_attack", 2, (2, 1), "leaves_threatened_square")]),
        ([(2, 1), (2, 2), (1, 2)],
         [("b", "opportunity_attack", 2, (2, 1), "leaves_threatened_square")]),  # once
    ],
    ids=["far", "approach", "step-along-reach", "leave-once"],
)
def test_fallout_leaving_adjacent_square(path, expected):
    got, _ = _run(fixture_map("corridor"), "fallout-pnp", path, {"b": RAIDER})
    assert got == expected


def test_fallout_retreat_avoids_opportunity_attacks():
    path = [(2, 1), (2, 0)]
    got, _ = _run(fixture_map("corridor"), "fallout-pnp", path, {"b": RAIDER}, retreat=True)
    assert got == []
    tokens = {"b": RAIDER, "A": {"state": {"retreat": True}}}
    assert _run(fixture_map("corridor"), "fallout-pnp", path, tokens)[0] == []


def test_fallout_holstered_melee_weapon_threatens_nothing():
    got, _ = _run(fixture_map("corridor"), "fallout-pnp", [(2, 1), (2, 0)], {"b": {"template": "raider"}})
    assert got == []


# --- overwatch: the step that enters the line, first declared first ------------------------

LANE = {
    "x": {"template": "sniper", "state": {"overwatch": {"toward": [8, 3], "declared": 2}}},
    "y": {"template": "sniper", "state": {"overwatch": {"toward": [8, 3], "declared": 1}}},
    "A": {"stats": {"ap": 20}},
}


def _lane(ruleset, path, tokens=LANE):
    return _run(fixture_map("overwatch_cross"), ruleset, path, tokens, line_only=True)


def test_overwatch_fires_at_the_step_entering_the_line():
    # A at (6,0) walks down column 6 and crosses the line on row 3 at step 3.
    path = [(6, 1), (6, 2), (6, 3), (6, 4)]
    got, _ = _lane("fallout-pnp", path)
    assert got == [("y", "overwatch", 3, (6, 3), "enters_line")]  # Fallout: first declared only
    archers = {k: {**v, "template": "archers"} for k, v in LANE.items() if k != "A"}
    got, _ = _lane("d20-mass", path, {**archers, "A": {"stats": {"speed": 9}}})
    assert got == [
        ("y", "overwatch", 3, (6, 3), "enters_line"),
        ("x", "overwatch", 3, (6, 3), "enters_line"),
    ]


def test_overwatch_line_crossed_at_a_corner():
    tokens = {"x": {"template": "sniper", "state": {"overwatch": {"toward": [4, 4]}}}, "A": {}}
    text = "x....\n.....\n...A.\n.....\n....."
    got, _ = _run(text, "fallout-pnp", [(2, 3)], tokens, line_only=True)
    assert got == [("x", "overwatch", 1, (2, 3), "crosses_line")]


def test_fallout_overwatch_fires_when_a_target_in_the_line_moves():
    tokens = {"x": {"template": "sniper", "state": {"overwatch": {"toward": [4, 0]}}}, "A": {}}
    got, _ = _run("x..A.\n.....", "fallout-pnp", [(3, 1)], tokens)
    assert got == [("x", "overwatch", 1, (3, 0), "moves_in_line")]
    archers = {"x": {**tokens["x"], "template": "archers"}, "A": {"stats": {"speed": 2}}}
    d20 = _run("x..A.\n.....", "d20-mass", [(3, 1)], archers)[0]
    assert d20 == []  # d20: only entering or crossing sets it off


# --- Year Zero: leaving Engaged, retreat, overwatch before the free attack -------------------


@pytest.mark.parametrize(
    ("path", "kwargs", "expected"),
    [
        ([(2, 1), (2, 0)], {}, []),  # from Short to Engaged and along it: nothing
        ([(0, 1)], {}, []),
        ([(2, 0), (1, 0)], {}, [("b", "free_attack", 2, (2, 0), "leaves_engaged")]),
        ([(2, 0), (1, 0)], {"retreat": True}, []),
    ],
    ids=["into-engaged", "far", "leaving-engaged", "retreat-roll"],
)
def test_yze_leaving_engaged(path, kwargs, expected):
    got, _ = _run(fixture_map("corridor"), "yze", path, {"b": {"template": "fighter"}}, **kwargs)
    assert got == expected


def test_yze_overwatch_resolves_before_the_free_attack():
    tokens = {
        "b": {"template": "fighter"},
        "h": {"template": "hunter", "state": {"overwatch": {"toward": [2, 0]}}},
    }
    text = ".......\n..Ab...\n.......\n.......\n..h...."
    got, _ = _run(text, "yze", [(1, 1)], tokens)
    assert got == [
        ("h", "overwatch", 1, (2, 1), "moves_in_line"),
        ("b", "free_attack", 1, (2, 1), "leaves_engaged"),
    ]


# --- GURPS: no opportunity attacks, armed Wait only -------------------------------------------


def test_gurps_walking_past_a_foe_provokes_nothing():
    got, _ = _run("A.b....\n.......", "gurps4e", [(1, 0), (1, 1), (2, 1), (3, 1), (4, 0)],
                  {"b": {"template": "spearman"}})
    assert got == []


@pytest.mark.parametrize(
    ("trigger", "path", "expected"),
    [
        ("enters_reach", [(1, 0), (2, 0)], [("b", "wait", 1, (1, 0), "enters_reach")]),  # reach 2
        ("leaves_reach", [(1, 0), (0, 0)], [("b", "wait", 2, (1, 0), "leaves_reach")]),
        ("attack the first to speak", [(1, 0), (2, 0)], []),  # left to the GM
    ],
    ids=["enters", "leaves", "free-text"],
)
def test_gurps_wait_trigger(trigger, path, expected):
    tokens = {"b": {"template": "spearman", "state": {"wait": {"trigger": trigger}}},
              "A": {"stats": {"basic_move": 6}}}
    got, _ = _run("A..b...\n.......", "gurps4e", path, tokens)
    assert got == expected


def test_gurps_wait_with_an_unready_spear_never_fires():
    tokens = {"b": {"template": "spearman", "readied": [], "state": {"wait": {"trigger": "enters_reach"}}}}
    got, _ = _run("A..b...\n.......", "gurps4e", [(1, 0), (2, 0)], tokens)
    assert got == []


def test_large_mover_provokes_with_any_cell_of_its_footprint():
    # A colossal unit covers 2 x 2 squares; its right column enters b's square at step 1.
    tokens = {"A": {"size": "colossal", "stats": {"speed": 4}}, "b": {"template": "spearmen"}}
    text = "A.....\n..b...\n......"
    got, _ = _run(text, "d20-mass", [(1, 0), (2, 0)], tokens)
    assert got == [("b", "opportunity_attack", 1, (2, 1), "enters_square")]
    got, _ = _run(text, "d20-mass", [(1, 0)], tokens)
    assert got == []  # ending there is entering to melee


def test_an_overwatch_that_fired_this_round_is_spent():
    tokens = {"x": {"template": "sniper", "state": {"overwatch": {"toward": [4, 0]}}}, "A": {}}
    state = battle("x..A.\n.....", "fallout-pnp", tokens=tokens,
                   combat={"spent": {"x": {"overwatch": 1}}})
    assert preview_move(state, "A", [C(3, 1)]).reactions == ()


def test_fallout_melee_overwatch_fires_on_entering_its_reach():
    tokens = {"b": {"template": "raider", "readied": ["sledgehammer"],
                    "state": {"overwatch": {"toward": [0, 1]}}}}
    got, _ = _run(fixture_map("corridor"), "fallout-pnp", [(2, 1)], tokens)
    assert got == [("b", "overwatch", 1, (2, 1), "enters_reach")]


def test_walking_along_a_line_from_inside_it_is_not_entering_it():
    tokens = {"x": {"template": "archers", "state": {"overwatch": {"toward": [5, 0]}}},
              "A": {"stats": {"speed": 3}}}
    got, _ = _run("x..A..\n......", "d20-mass", [(4, 0), (5, 0)], tokens)
    assert got == []


def test_gurps_overwatch_line_on_hexes():
    # The archer watches down its hex column (flat hexes: straight "south").
    tokens = {"x": {"template": "archer", "state": {"overwatch": {"toward": [2, 5]}}}}
    got, _ = _run("..x..\n.....\nA....\n.....\n.....\n.....", "gurps4e",
                  [(1, 2), (2, 2), (3, 2)], tokens)
    assert got == [("x", "overwatch", 2, (2, 2), "enters_line")]


# --- the reactor index carried across moves ----------------------------------------------------

MOVES_MAP = "x........\n.A.......\n.........\n......b.."
MOVES_TOKENS = {
    "x": {"template": "sniper", "state": {"overwatch": {"toward": [8, 0]}}},
    "b": RAIDER,
    "A": {"stats": {"ap": 20}},
}
MOVES_PATH = [(2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (6, 0)]


def _moved_map(token, at):
    """MOVES_MAP with `token` drawn at offset `at` instead."""
    rows = [list(row) for row in MOVES_MAP.replace(token, ".").splitlines()]
    rows[at[1]][at[0]] = token
    return "\n".join("".join(row) for row in rows)


def _path_reactions(state):
    cells = [state.grid.from_offset(c, r) for c, r in MOVES_PATH]
    return _reactions(preview_move(state, "A", cells), state.grid)


@pytest.mark.parametrize(
    ("token", "at", "expected"),
    [
        ("b", (4, 2), [("b", "opportunity_attack", 3, (3, 1), "leaves_threatened_square"),
                       ("x", "overwatch", 6, (6, 0), "enters_line")]),
        # The line toward (8, 0) now rises from row 2 and meets the path at its first step.
        ("x", (0, 2), [("x", "overwatch", 1, (2, 1), "enters_line")]),
    ],
    ids=["enemy-steps-up", "overwatcher-steps-back"],
)
def test_reactors_after_a_move_match_a_freshly_loaded_battle(token, at, expected):
    before = _line_only(battle(MOVES_MAP, "fallout-pnp", tokens=MOVES_TOKENS))
    assert _path_reactions(before) == [("x", "overwatch", 6, (6, 0), "enters_line")]
    moved = before.with_token_moved(token, before.grid.from_offset(*at))
    fresh = _line_only(battle(_moved_map(token, at), "fallout-pnp", tokens=MOVES_TOKENS))
    assert _path_reactions(moved) == _path_reactions(fresh) == expected
    # The state before the move still answers for its own positions.
    assert _path_reactions(replace(before)) == [("x", "overwatch", 6, (6, 0), "enters_line")]


def test_an_older_state_keeps_its_reactors_after_a_newer_one_is_indexed():
    text = "." * 30 + "\n.A" + "." * 23 + "b...." + "\n" + "." * 30
    before = battle(text, "fallout-pnp", tokens={"b": RAIDER})
    near_start = [C(2, 1)]
    assert preview_move(before, "A", near_start).reactions == ()  # indexes only the west end
    moved = before.with_token_moved("b", C(5, 1))
    assert preview_move(moved, "A", near_start).reactions == ()
    # Far east, where b still stands in `before`: into its reach and out again.
    east = [C(24, 1), C(23, 1)]
    assert _reactions(preview_move(before, "A", east), before.grid) == [
        ("b", "opportunity_attack", 2, (24, 1), "leaves_threatened_square")
    ]
    assert preview_move(moved, "A", east).reactions == ()
