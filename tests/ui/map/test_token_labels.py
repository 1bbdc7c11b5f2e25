"""Labels unique on the map: initials, one letter more where they collide, numbers where names repeat."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.ascii_maps import battle

from battlemap.ui.map.token_labels import map_labels


def _named(names, hidden=(), labels=None):
    state = battle("A" + "." * len(names), "d20-mass")
    tokens = []
    for index, name in enumerate(names):
        tokens.append(replace(state.tokens[0], id=f"t{index}", name=name, hidden=index in hidden,
                              label=(labels or {}).get(index)))
    return replace(state, tokens=tuple(tokens))


def test_colliding_initials_take_a_letter_more_and_repeated_names_a_number():
    state = _named(["Blue spearmen", "Blue swordsmen", "Raider", "Raider", "Blue archers"])
    assert list(map_labels(state).values()) == ["BSp", "BSw", "Ra1", "Ra2", "BA"]


def test_a_hidden_token_never_changes_what_the_visible_ones_read():
    state = _named(["Raider", "Raider"], hidden={1})
    assert map_labels(state) == {"t0": "Ra", "t1": "Ra2"}


def test_a_token_s_own_label_wins_and_others_step_around_it():
    state = _named(["Blue archers", "Bold axe"], labels={1: "BA"})
    assert map_labels(state) == {"t1": "BA", "t0": "BA2"}
