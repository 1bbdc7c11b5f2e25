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


def test_cyrillic_names_read_by_their_initials():
    state = _named(["Синие копейщики", "Синие мечники", "Рейдер", "Рейдер", "Сара (два пистолета)"])
    assert list(map_labels(state).values()) == ["СК", "СМ", "Ре1", "Ре2", "СД"]


def test_chinese_names_read_by_their_first_two_characters_and_part_where_the_names_do():
    state = _named(["蓝方长矛兵", "蓝方剑士", "掠夺者", "掠夺者斥候", "莎拉（双枪）", "红方弓箭手"])
    assert list(map_labels(state).values()) == ["蓝长", "蓝剑", "掠夺", "掠斥", "莎拉", "红方"]


def test_repeated_chinese_names_are_numbered_after_their_first_character():
    state = _named(["掠奪者", "掠奪者", "斥候"])
    assert list(map_labels(state).values()) == ["掠1", "掠2", "斥候"]


def test_every_sample_in_every_language_labels_its_tokens_uniquely():
    from battlemap import resources
    from battlemap.document.battle import BattleDocument

    for entry in resources.scenario_files():
        for language in (None, "ru", "zh_CN", "zh_TW"):
            labels = map_labels(BattleDocument.open(str(entry), language=language).state)
            assert len(set(labels.values())) == len(labels), (entry.name, language, labels)
            assert all(1 <= len(label) <= 3 for label in labels.values()), (entry.name, language, labels)
