"""Every event kind the engine can emit, read from the code: each `Event.of(kind, ...)` call.

The kind is resolved as Python would: a string, a module constant (here or
imported), either side of `a if test else b`, or a parameter of the function
around the call (then every call of that function in the module, at that
argument). A kind the code computes otherwise (an f-string, a variable) must
be listed in `COMPUTED` by its call site with every kind it can be, so a new
computed kind fails the test until someone lists it (and phrases it).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import battlemap
from battlemap.engine.systems.yze.skills import SKILL_ATTRIBUTE

ROOT = Path(battlemap.__file__).parent

#: (module, function) -> the kinds its computed `Event.of(...)` can emit.
COMPUTED: dict[tuple[str, str], frozenset[str]] = {
    # an action's token effect: the kind its effect function returns
    ("battlemap.engine.play.effects", "apply_effect"): frozenset(
        {"posture", "condition_added", "condition_removed", "tactical", "readied", "unreadied"}),
    # Year Zero: the opponent resists Persuasion (Insight) or an interrogation (Stamina)
    ("battlemap.engine.systems.yze.persuade", "persuade"): frozenset({"insight_roll", "stamina_roll"}),
    # Year Zero: an item used with one of the twelve core skills
    ("battlemap.engine.systems.yze.skills", "use_item"): frozenset(f"{skill}_roll" for skill in SKILL_ATTRIBUTE),
}


@dataclass(frozen=True)
class Site:
    """One `Event.of` call: where it is and the kinds it can emit."""

    module: str
    line: int
    kinds: frozenset[str]


def engine_kinds() -> dict[str, Site]:
    """kind -> the first call site that emits it."""
    found: dict[str, Site] = {}
    for site in sites():
        for kind in site.kinds:
            found.setdefault(kind, site)
    return found


@lru_cache(maxsize=1)
def sites() -> tuple[Site, ...]:
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        if "/ui/" in path.as_posix():
            continue
        module = _module_name(path)
        tree = _tree(module)
        if tree is None or "Event.of" not in path.read_text(encoding="utf-8"):
            continue
        for function, call in _event_calls(tree):
            out.append(Site(module, call.lineno, _site_kinds(module, tree, function, call)))
    return tuple(out)


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


@lru_cache(maxsize=None)
def _tree(module: str) -> ast.Module | None:
    base = ROOT.parent.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return ast.parse(path.read_text(encoding="utf-8"))
    return None


def _event_calls(tree: ast.Module):
    """(enclosing function or None, call) for every `Event.of(...)`."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if _is_event_of(inner) and _innermost(node, inner):
                    yield node, inner
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for inner in ast.walk(node):
                if _is_event_of(inner):
                    yield None, inner


def _innermost(function: ast.AST, call: ast.Call) -> bool:
    for node in ast.walk(function):
        if node is not function and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            if any(n is call for n in ast.walk(node)):
                return False
    return True


def _is_event_of(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "of"
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "Event")


def _site_kinds(module: str, tree: ast.Module, function, call: ast.Call) -> frozenset[str]:
    first = call.args[0] if call.args else next(k.value for k in call.keywords if k.arg == "kind")
    kinds = _resolve(module, tree, function, first)
    if kinds is not None:
        return kinds
    listed = COMPUTED.get((module, function.name if function else ""))
    if listed is None:
        raise AssertionError(f"{module}:{call.lineno}: a computed event kind; list what it can be in "
                             f"tests/document/event_kinds.py COMPUTED")
    return listed


def _resolve(module: str, tree: ast.Module, function, node: ast.AST) -> frozenset[str] | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return frozenset({node.value})
    if isinstance(node, ast.JoinedStr):
        return COMPUTED.get((module, function.name if function else ""))
    if isinstance(node, ast.IfExp):
        a, b = (_resolve(module, tree, function, n) for n in (node.body, node.orelse))
        return a | b if a is not None and b is not None else None
    if isinstance(node, ast.Name):
        if function is not None and node.id in _parameters(function):
            return _from_callers(module, tree, function, node.id)
        if function is not None and _local_values(function, node.id):
            return _union(_resolve(module, tree, function, v) for v in _local_values(function, node.id))
        return _constant(module, node.id)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        target = _imported_module(tree, node.value.id)
        return _constant(target, node.attr) if target else None
    return None


def _local_values(function, name: str) -> list[ast.AST]:
    """What a local variable `name` is assigned in `function` (plain `name = value` only)."""
    return [node.value for node in ast.walk(function) if isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)]


def _union(found) -> frozenset[str] | None:
    kinds: set[str] = set()
    for each in found:
        if each is None:
            return None
        kinds |= each
    return frozenset(kinds)


def _parameters(function) -> list[str]:
    return [a.arg for a in function.args.posonlyargs + function.args.args + function.args.kwonlyargs]


def _from_callers(module: str, tree: ast.Module, function, name: str) -> frozenset[str] | None:
    """The kinds the module's calls of `function` pass as its parameter `name`."""
    index = _parameters(function).index(name)
    kinds: set[str] = set()
    calls = 0
    for outer, call in _calls_of(tree, function.name):
        given = next((k.value for k in call.keywords if k.arg == name), None)
        if given is None and index < len(call.args):
            given = call.args[index]
        if given is None:
            default = _default(function, name)
            if default is None:
                return None
            given = default
        found = _resolve(module, tree, outer, given)
        if found is None:
            return None
        kinds |= found
        calls += 1
    return frozenset(kinds) if calls else None


def _default(function, name: str):
    args = function.args.posonlyargs + function.args.args
    defaults = dict(zip([a.arg for a in args][len(args) - len(function.args.defaults):], function.args.defaults))
    return defaults.get(name)


def _calls_of(tree: ast.Module, name: str):
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == name:
                    yield node, inner


def _imported_module(tree: ast.Module, alias: str) -> str | None:
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module:
            for name in node.names:
                if (name.asname or name.name) == alias:
                    return f"{node.module}.{name.name}"
        if isinstance(node, ast.Import):
            for name in node.names:
                if name.asname == alias:
                    return name.name
    return None


def _constant(module: str, name: str, depth: int = 0) -> frozenset[str] | None:
    """A module-level string constant, following `from x import NAME`."""
    tree = _tree(module)
    if tree is None or depth > 5:
        return None
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) and node.value is not None else [])
        for target in targets:
            value = _assigned(target, node.value, name)
            if value is not None:
                return _resolve(module, tree, None, value)
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if (alias.asname or alias.name) == name:
                    return _constant(node.module, alias.name, depth + 1)
    return None


def _assigned(target: ast.AST, value: ast.AST, name: str):
    if isinstance(target, ast.Name) and target.id == name:
        return value
    if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
        for t, v in zip(target.elts, value.elts):
            found = _assigned(t, v, name)
            if found is not None:
                return found
    return None
