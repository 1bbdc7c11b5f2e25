"""Every reason code the engine, the systems and the document can give has a sentence (issue #5).

The codes are collected by reading the sources (`Reason.of("...")`, `Reason("...")`,
`Rejected.of("...")`), so a new code fails here until reason_text.SENTENCES says it in
plain words; the sentences then go through lupdate into the packs like every UI string.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

import battlemap
from battlemap.engine.battle.modifiers import Reason
from battlemap.schema.actions import REQUIREMENTS
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.reasons import SENTENCES, TRIGGERS, reason_sentence

PACKAGE = Path(battlemap.__file__).parent
#: Calls whose first argument is a reason code.
_MAKERS = {("Reason", "of"), ("Reason", None), ("Rejected", "of")}

#: Codes built by concatenation: prefix -> the suffixes the sources can append.
PREFIXES: dict[str, tuple[str, ...]] = {
    "requires_": tuple(REQUIREMENTS),            # engine/play/requirements.py
    "stat_not_": ("int", "float", "bool"),       # document/stat_edit.py, one per stat type
}

#: Calls whose code is a variable: (file, function) -> every code it can carry.
#: A new such call fails `test_every_variable_code_site_is_listed` until listed here.
VARIABLE_SITES: dict[tuple[str, str], tuple[str, ...]] = {
    ("document/commands.py", "of"): (),  # Rejected.of itself: its callers are read instead
    ("engine/movement/movement_map.py", "_blocked_reason"): (
        "off_map", "blocked_by_enemy", "blocked_terrain", "blocked_edge", "corner_cut"),
    ("engine/systems/yze/attack.py", "_action_reasons"): (
        "weapon_not_prepared", "crossbow_not_cocked", "weapon_not_loaded"),
    ("engine/systems/gurps4e/items.py", "place_reasons"): (
        "must_stand_still", "out_of_reach", "must_kneel_or_lie", "unknown_source"),
    ("engine/systems/gurps4e/exchange.py", "handover_reasons"): (
        "out_of_reach", "both_must_stand_still", "giver_must_ready_first", "one_item_per_exchange"),
    ("engine/systems/yze/full_auto.py", "further_target_reasons"): (
        "full_auto_other_zone", "extra_hit_other_zone"),
}
#: Calls that re-make a reaction's `why` (worded by TRIGGERS on the path markers, not SENTENCES).
REACTION_SITES = {
    ("engine/movement/reactions.py", "_found"),
    ("engine/movement/reactions.py", "_overwatch_step"),
    ("engine/systems/fallout_pnp/dual.py", "second_line_reactions"),
}


def _maker(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return (func.id, None) in _MAKERS
    return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and (
        (func.value.id, func.attr) in _MAKERS)


def _constants(trees: dict[str, ast.Module]) -> dict[str, set[str]]:
    """Module-level NAME = "text" assignments of every module, by name."""
    found: dict[str, set[str]] = {}
    for tree in trees.values():
        for node in tree.body:
            value = getattr(node, "value", None)
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(value, ast.Constant) \
                    and isinstance(value.value, str):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        found.setdefault(target.id, set()).add(value.value)
    return found


def _codes_of(node: ast.expr, constants: dict[str, set[str]]) -> set[str] | None:
    """The codes an argument can be, None when only running the code would tell."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        body, orelse = _codes_of(node.body, constants), _codes_of(node.orelse, constants)
        return None if body is None or orelse is None else body | orelse
    if isinstance(node, ast.Name) and node.id in constants:
        return set(constants[node.id])
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant) \
            and node.left.value in PREFIXES:
        return {node.left.value + suffix for suffix in PREFIXES[node.left.value]}
    return None


def _functions(tree: ast.Module) -> dict[ast.Call, str]:
    """Each call -> the name of the innermost function around it."""
    where: dict[ast.Call, str] = {}

    def visit(node: ast.AST, name: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else name
            if isinstance(child, ast.Call):
                where[child] = inner
            visit(child, inner)

    visit(tree, "<module>")
    return where


def _collect() -> tuple[dict[str, set[str] | None], set[tuple[str, str]]]:
    """(code -> parameter names given, None when a call passes **params; variable sites)."""
    trees = {str(p.relative_to(PACKAGE)): ast.parse(p.read_text(encoding="utf-8"))
             for p in sorted(PACKAGE.rglob("*.py")) if p.relative_to(PACKAGE).parts[0] != "ui"}
    constants = _constants(trees)
    codes: dict[str, set[str] | None] = {}
    variable: set[tuple[str, str]] = set()
    for path, tree in trees.items():
        for call, function in _functions(tree).items():
            if not (_maker(call) and call.args):
                continue
            found = _codes_of(call.args[0], constants)
            if found is None:
                variable.add((path, function))
                continue
            params = {k.arg for k in call.keywords}
            for code in found:
                known = codes.get(code, set())
                codes[code] = None if known is None or None in params else known | params
    return codes, variable


CODES, VARIABLE = _collect()
REACTION_WHYS = {"enters_suppressed_zone", "item_crosses_line", "acts_on_line",
                 "overwatch_before_action", "overwatch_duel", "provoked_by_action"}


def test_the_sources_give_well_over_two_hundred_codes():
    assert len(CODES) > 200
    assert {"off_map", "not_loaded", "requires_own_turn", "stat_not_int", "budget_exceeded"} <= set(CODES)


def test_every_variable_code_site_is_listed():
    assert VARIABLE == set(VARIABLE_SITES) | REACTION_SITES


@pytest.mark.parametrize("code", sorted(set(CODES) | {c for cs in VARIABLE_SITES.values() for c in cs}))
def test_every_code_has_a_sentence(code):
    assert code in SENTENCES, f"add a sentence for reason {code!r} to battlemap/ui/words/reasons.py"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("code", sorted(c for c, params in CODES.items() if params is not None))
def test_a_sentence_names_only_parameters_its_code_is_given(code):
    assert _fields(SENTENCES[code]) <= CODES[code]


def test_reaction_whys_also_read_on_the_path_markers():
    assert REACTION_WHYS <= set(TRIGGERS)


@pytest.mark.parametrize(
    ("reason", "text"),
    [
        (Reason.of("not_loaded", weapon="crossbow", readies=4, done=1),
         "crossbow is not loaded: 1 of 4 Readies of reloading done"),
        (Reason.of("requires_own_turn", active="b2"), "only on its own turn (Bandit acts now)"),
        (Reason.of("door_locked", at=(3, 4)), "the door at 3,4 is locked"),
        (Reason.of("too_heavy", weight=300, most=160, basic_lift=20),
         "300 lb is too heavy: at most 160 lb (8 x Basic Lift 20)"),
        (Reason.of("burst_shots", shots=12, min=3, max=10), "a burst fires 3 to 10 shots, not 12"),
    ],
    ids=["gurps-reload", "requirement", "yze-door", "gurps-lift", "fallout-burst"],
)
def test_new_sentences_read_as_a_gm_would_say_them(qapp, reason, text):
    assert reason_sentence(reason, {"b2": "Bandit"}) == text


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("zh_CN", "crossbow 没有装填：重新装填已完成 1/4 次准备"),
        ("zh_TW", "crossbow 沒有裝填：重新裝填已完成 1/4 次準備"),
        ("ru", "crossbow не заряжено: выполнено 1 из 4 Подготовок перезарядки"),
    ],
    ids=["zh_CN", "zh_TW", "ru"],
)
def test_a_new_sentence_reads_in_each_pack(qapp, code, text):
    installed = install_language(qapp, code)
    try:
        assert reason_sentence(Reason.of("not_loaded", weapon="crossbow", readies=4, done=1)) == text
    finally:
        installed.remove(qapp)


def test_a_melee_weapon_out_of_reach_says_so_without_a_range():
    """A spear has no range to quote: the sentence names its reach instead of printing None."""
    reason = Reason.of("out_of_range", weapon="spear", distance=150.0, unit="ft", reach=(0,), range=None)
    assert reason_sentence(reason) == "spear cannot reach the target: it is 150 ft away"
    ranged = Reason.of("out_of_range", weapon="longbow", distance=900.0, unit="ft", reach=(0,), range=600)
    assert reason_sentence(ranged) == "longbow is out of range: the target is 900 ft away, it reaches 600"
