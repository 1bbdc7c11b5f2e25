"""The four bundled rulesets load with the numbers of RULES.md; broken rulesets
report every problem with its path; the JSON Schema stays in step with the model."""

from __future__ import annotations

import copy
import json

import pytest

from battlemap.schema import (
    DEFAULT_LEGEND, LoadError, Names, parse_ruleset, ruleset_json_schema, ruleset_summary,
    write_ruleset_schema,
)
from battlemap.schema.jsonschema import main as jsonschema_main, ruleset_schema_text
from battlemap.schema.ruleset import SYSTEMS
from tests.schema.schema_helpers import RULESET_IDS, RULESETS, bundled


@pytest.mark.parametrize(
    ("ruleset_id", "summary"),
    [
        ("d20-mass", "ruleset d20-mass (d20 mass combat), 9 sizes, 10 terrain types"),
        ("gurps4e", "ruleset gurps4e (GURPS 4th Edition), 6 sizes, 8 terrain types"),
        ("yze", "ruleset yze (Year Zero Engine), 3 sizes, 12 terrain types"),
        ("fallout-pnp", "ruleset fallout-pnp (Fallout PnP (AP homebrew)), 6 sizes, 10 terrain types"),
    ],
)
def test_bundled_rulesets_load(ruleset_id, summary):
    ruleset = bundled(ruleset_id)
    assert ruleset.id == ruleset_id
    assert ruleset_summary("x", ruleset) == f"x: {summary}"
    assert ruleset.default_template in ruleset.templates


@pytest.mark.parametrize(
    ("ruleset_id", "grid", "movement"),
    [
        ("d20-mass", ("square", None, 25, "ft", "chebyshev"), ("squares", 1, False, True)),
        ("gurps4e", ("hex", "flat", 1, "yd", "chebyshev"), ("yd", 1, True, False)),
        ("yze", ("square", None, 2, "m", "alternating"), ("m", 2, True, False)),
        ("fallout-pnp", ("square", None, 5, "ft", "chebyshev"), ("AP", 1, True, False)),
    ],
)
def test_grid_and_movement_defaults(ruleset_id, grid, movement):
    ruleset = bundled(ruleset_id)
    g, m = ruleset.grid, ruleset.movement
    assert (g.kind, g.orientation, g.cell, g.unit, g.diagonal) == grid
    assert (m.unit, m.cost_per_cell, m.enemies_block, m.stacking) == movement


D20_SIZES = [
    # size, Dodge, Toughness, grapple, space, zh-Hans  (RULES.md 3.3, [A] space)
    ("colossal", -16, 10, 16, 16, "超巨型"),
    ("gargantuan", -8, 8, 12, 8, "巨型"),
    ("huge", -4, 6, 8, 4, "超大型"),
    ("large", -2, 4, 4, 2, "大型"),
    ("medium", 0, 2, 0, 1, "中型"),
    ("small", 2, 1, -4, 0.5, "小型"),
    ("tiny", 4, 0, -8, 0.25, "超小型"),
    ("diminutive", 8, 0, -12, 0.125, "微型"),
    ("fine", 16, 0, -16, 0.0625, "超微型"),
]


@pytest.mark.parametrize(("size", "dodge", "toughness", "grapple", "space", "name"), D20_SIZES,
                         ids=[row[0] for row in D20_SIZES])
def test_d20_size_table(size, dodge, toughness, grapple, space, name):
    entry = bundled("d20-mass").sizes[size]
    assert (entry.dodge, entry.toughness, entry.grapple, entry.space) == (
        dodge, toughness, grapple, space
    )
    assert entry.names["zh-Hans"] == name


def test_d20_sizes_are_in_table_order():
    assert list(bundled("d20-mass").sizes) == [row[0] for row in D20_SIZES]


def test_d20_terrain_and_troops():
    ruleset = bundled("d20-mass")
    assert ruleset.terrain["low_wall"].cover == "partial"
    assert ruleset.terrain["rough"].move_cost == 2
    assert ruleset.terrain["door"].door and ruleset.terrain["door"].blocks_movement
    assert ruleset.weapons["spear"].reach == (0,)
    assert ruleset.weapons["longbow"].kind == "ranged" and ruleset.weapons["longbow"].range == 1000
    assert ruleset.templates["cavalry"].size == "large"
    assert ruleset.templates["spearmen"].count == 12


GURPS_POSTURES = [
    ("standing", 1, None, 1), ("crouching", 0.6667, None, 1), ("kneeling", 0.3334, None, 1),
    ("crawling", 0.3334, None, 2), ("sitting", 0, None, 1), ("prone", 1, 1, 2),
]


@pytest.mark.parametrize(("posture", "factor", "cap", "footprint"), GURPS_POSTURES,
                         ids=[row[0] for row in GURPS_POSTURES])
def test_gurps_postures(posture, factor, cap, footprint):
    entry = bundled("gurps4e").postures[posture]
    assert (entry.move_factor, entry.move_max, entry.footprint) == (factor, cap, footprint)


@pytest.mark.parametrize(
    ("weapon", "reach"),
    [("broadsword", (1,)), ("spear", (1, 2)), ("great_axe", (1, 2)), ("large_knife", (0, 1))],
)
def test_gurps_reach(weapon, reach):
    assert bundled("gurps4e").weapons[weapon].reach == reach


def test_gurps_sizes_carry_the_size_modifier():
    sizes = bundled("gurps4e").sizes
    assert [(k, s.sm, s.footprint) for k, s in sizes.items()] == [
        ("tiny", -2, 1), ("small", -1, 1), ("medium", 0, 1),
        ("large", 1, 2), ("huge", 2, 3), ("giant", 3, 4),
    ]


def test_yze_cover_ratings_and_glossary_terms():
    ruleset = bundled("yze")
    ratings = {k: t.fields.get("cover_rating") for k, t in ruleset.terrain.items()}
    assert ratings == {"open": None, "wall": 8, "low_wall": 6, "rough": None, "door": 4, "open_door": None, "locked_door": 4, "reinforced_door": 8, "broken_door": None,
                       "water": None, "trees": 5, "furniture": 3}
    assert ruleset.stats["marksmanship"].names["zh-Hant"] == "射擊"
    assert ruleset.postures["prone"].names["zh-Hant"] == "臥倒"


@pytest.mark.parametrize(
    ("ruleset_id", "language"),
    [("d20-mass", "zh-Hans"), ("gurps4e", "zh-Hans"), ("yze", "zh-Hant"), ("fallout-pnp", "ru")],
)
def test_every_entry_is_named_in_the_seed_language(ruleset_id, language):
    ruleset = bundled(ruleset_id)
    missing = [
        f"{table}.{key}"
        for table in ("sizes", "terrain", "postures", "stats", "weapons", "templates", "options")
        for key, entry in getattr(ruleset, table).items()
        if language not in entry.names
    ]
    assert missing == [] and language in ruleset.names


def test_terrain_and_legend_merge_over_the_defaults():
    ruleset = parse_ruleset(_toml(MINI) + '[terrain.rough]\nmove_cost = 3\n[legend]\n"~" = "water"\n',
                            source="m.toml")
    assert list(ruleset.terrain) == ["open", "wall", "low_wall", "rough", "door", "open_door", "water", "trees"]
    assert ruleset.terrain["rough"].move_cost == 3
    assert ruleset.terrain["rough"].names["en"] == "Rough ground"
    assert ruleset.legend == {**DEFAULT_LEGEND, "~": "water"}


MINI = {
    "format": "battlemap-ruleset", "version": 1, "id": "mini", "system": "yze",
    "names": {"en": "Mini"},
    "grid": {"kind": "square", "cell": 1, "unit": "m"},
    "movement": {"unit": "m", "cost_per_cell": 1},
    "sizes": {"medium": {"names": {"en": "Medium"}}},
    "weapons": {"club": {"names": {"en": "Club"}, "kind": "melee", "reach": [1]}},
    "stats": {"str": {"names": {"en": "STR"}, "type": "int", "min": 1, "max": 6}},
    "templates": {"brute": {"names": {"en": "Brute"}, "weapons": ["club"]}},
    "default_template": "brute",
}


def _toml(doc: dict) -> str:
    """Tiny TOML writer for the test documents (JSON values are TOML values here)."""
    lines, tables = [], []
    for key, value in doc.items():
        if isinstance(value, dict):
            tables.append((key, value))
        else:
            lines.append(f"{key} = {json.dumps(value)}")
    for key, table in tables:
        body = ", ".join(f'"{k}" = {_inline(v)}' for k, v in table.items())
        lines.append(f"{key} = {{ {body} }}")
    return "\n".join(lines) + "\n"


def _inline(value) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f'"{k}" = {_inline(v)}' for k, v in value.items()) + " }"
    return json.dumps(value)


BAD_RULESETS = [
    ("no-medium", ("sizes",), {"big": {"names": {"en": "Big"}}}, "sizes",
     "needs a 'medium' size"),
    ("empty-sizes", ("sizes",), {}, "sizes", "at least 1 item"),
    ("legend-unknown", ("legend",), {"?": "lava"}, "legend[\"?\"]",
     "terrain 'lava' is not in the terrain table"),
    ("template-size", ("templates", "brute", "size"), "huge", "templates.brute.size",
     "size 'huge' is not in the sizes table (known: medium)"),
    ("template-weapon", ("templates", "brute", "weapons"), ["club", "axe"],
     "templates.brute.weapons[1]", "weapon 'axe' is not in the weapons table (known: club)"),
    ("template-readied", ("templates", "brute", "readied"), ["bow"], "templates.brute.readied[0]",
     "readied weapon 'bow' is not among the template's weapons"),
    ("template-stat", ("templates", "brute", "stats"), {"str": 9}, "templates.brute.stats.str",
     "9 is above the maximum 6"),
    ("default-template", ("default_template",), "ghost", "default_template",
     "template 'ghost' is not in the templates table (known: brute)"),
    ("no-english", ("names",), {"ru": "Мини"}, "names", "need an 'en' entry"),
    ("bad-language", ("names",), {"en": "x", "Chinese": "y"}, "names.Chinese", "bad key"),
    ("system", ("system",), "dnd5e", "system",
     ", ".join(f"'{s}'" for s in SYSTEMS[:-1]) + f" or '{SYSTEMS[-1]}', got 'dnd5e'"),
    ("orientation-square", ("grid", "orientation"), "flat", "grid", "hex grids only"),
    ("diagonal", ("grid", "diagonal"), "taxicab", "grid.diagonal", "'chebyshev'"),
    ("stacking-limit", ("movement", "max_tokens_per_cell"), 4, "movement",
     "needs stacking = true"),
    ("melee-no-reach", ("weapons", "club", "reach"), [], "weapons.club",
     "a melee weapon needs a reach"),
    ("ranged-no-range", ("weapons", "club", "kind"), "ranged", "weapons.club",
     "a ranged weapon needs a range"),
    ("stat-min-max", ("stats", "str", "min"), 9, "stats.str", "min 9 is above max 6"),
    ("stat-default-type", ("stats", "str", "default"), "strong", "stats.str",
     "default: expected a whole number"),
    ("stat-min-on-text", ("stats", "str", "type"), "str", "stats.str",
     "min/max apply to int and float stats"),
    ("option-choice", ("options",), {"o": {"names": {"en": "O"}, "default": 3, "choices": [1, 2]}},
     "options.o", "default 3 is not one of the choices"),
    ("option-types", ("options",), {"o": {"names": {"en": "O"}, "default": 1, "choices": [1, "a"]}},
     "options.o", "same type"),
    ("typo", ("movement", "stacknig"), True, "movement.stacknig", "did you mean 'stacking'?"),
    ("terrain-cover", ("terrain",), {"rough": {"cover": "half"}}, "terrain.rough.cover",
     "'none', 'partial' or 'full'"),
]


@pytest.mark.parametrize(("path", "value", "where", "fragment"), [c[1:] for c in BAD_RULESETS],
                         ids=[c[0] for c in BAD_RULESETS])
def test_ruleset_mistakes_are_reported_at_their_path(path, value, where, fragment):
    doc = copy.deepcopy(MINI)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(LoadError) as caught:
        parse_ruleset(json.dumps(doc), source="mini.json")
    problems = caught.value.problems
    assert [(p.path, fragment in p.message) for p in problems] == [(where, True)], problems


def test_every_ruleset_problem_at_once():
    doc = copy.deepcopy(MINI)
    doc["grid"]["cell"] = -1
    doc["templates"]["brute"]["weapons"] = ["axe"]
    doc["legend"] = {"?": "lava"}
    with pytest.raises(LoadError) as caught:
        parse_ruleset(json.dumps(doc), source="mini.json")
    assert sorted(p.path for p in caught.value.problems) == [
        "grid.cell", 'legend["?"]', "templates.brute.weapons[0]"
    ]


def test_a_broken_table_is_not_also_reported_as_unknown_references():
    doc = copy.deepcopy(MINI)
    doc["weapons"]["club"]["kind"] = "blunt"
    with pytest.raises(LoadError) as caught:
        parse_ruleset(json.dumps(doc), source="mini.json")
    assert [p.path for p in caught.value.problems] == ["weapons.club.kind"]


def test_names_pick_a_language_with_fallbacks():
    names = Names({"en": "Spear", "zh-Hans": "长矛"})
    assert names.pick("zh-Hans") == "长矛"
    assert names.pick("zh-Hant") == "长矛"
    assert names.pick("ru") == "Spear"
    assert names["en"] == "Spear" and "zh-Hans" in names and len(names) == 2


def test_bundled_json_schema_is_up_to_date():
    path = RULESETS / "ruleset.schema.json"
    assert path.read_text(encoding="utf-8") == ruleset_schema_text(), (
        "rulesets/ruleset.schema.json is stale: run `python -m battlemap.schema.jsonschema`"
    )


def test_json_schema_describes_the_ruleset_file():
    schema = ruleset_json_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["additionalProperties"] is False
    assert {"format", "version", "id", "system", "grid", "movement", "sizes"} <= set(
        schema["required"]
    )
    assert schema["$defs"]["Names"]["required"] == ["en"]
    assert schema["$defs"]["RulesetGrid"]["properties"]["cols"]["maximum"] == 1000


def test_schema_writer_and_command(tmp_path, capsys):
    write_ruleset_schema(tmp_path / "a.json")
    assert jsonschema_main([str(tmp_path / "b.json")]) == 0
    assert capsys.readouterr().out == f"wrote {tmp_path / 'b.json'}\n"
    texts = {(tmp_path / n).read_text(encoding="utf-8") for n in ("a.json", "b.json")}
    assert texts == {ruleset_schema_text()}
    assert jsonschema_main(["x", "y"]) == 2


def test_every_bundled_ruleset_names_the_schema():
    for ruleset_id in RULESET_IDS:
        first = (RULESETS / f"{ruleset_id}.toml").read_text(encoding="utf-8").splitlines()[0]
        assert first == "#:schema ./ruleset.schema.json"
