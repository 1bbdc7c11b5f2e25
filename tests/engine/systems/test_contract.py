"""Each rule system is one package with one declared contract, and nothing else names it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from battlemap.engine.systems import registry
from battlemap.engine.systems.contract import System
from battlemap.schema import ruleset as schema_ruleset

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "battlemap"
SYSTEMS_DIR = PACKAGE / "engine" / "systems"
IDS = sorted(registry.SYSTEMS)
#: The two places that list the systems by id: the registry, and the schema below the engine.
LISTS = {SYSTEMS_DIR / "registry.py", PACKAGE / "schema" / "ruleset.py"}


def test_the_schema_lists_exactly_the_registry_systems():
    assert sorted(schema_ruleset.SYSTEMS) == IDS
    listed = schema_ruleset.Ruleset.model_json_schema()["properties"]["system"]["enum"]
    assert sorted(listed) == IDS


@pytest.mark.parametrize("system_id", IDS)
def test_every_system_is_a_package_declaring_its_contract(system_id):
    system = registry.system_of(system_id)
    assert isinstance(system, System)
    assert (SYSTEMS_DIR / system_id / "system.py").is_file()
    assert system.id == system_id and system.attack.system == system_id
    assert system.rules.id == system_id
    assert all(callable(effect) for effect in system.effects.values())


def _shared_modules() -> list[Path]:
    own = {SYSTEMS_DIR / system_id for system_id in IDS}
    return [p for p in sorted(PACKAGE.rglob("*.py"))
            if not any(folder in p.parents for folder in own) and p not in LISTS]


def _named_systems(tree: ast.Module) -> set[str]:
    """System ids a module's code names: as a string, or by importing a system package."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in IDS:
            found.add(node.value)
        elif isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[:3] == ["battlemap", "engine", "systems"] and len(parts) > 3 and parts[3] in IDS:
                found.add(parts[3])
            if node.module == "battlemap.engine.systems":
                found.update(alias.name for alias in node.names if alias.name in IDS)
    return found


def test_no_shared_module_names_a_system():
    """Shared code reaches a system only through `state.system` (docstrings aside)."""
    named = {str(p.relative_to(ROOT)): sorted(found) for p in _shared_modules()
             if (found := _named_systems(_without_docstrings(ast.parse(p.read_text(encoding="utf-8")))))}
    assert named == {}


def _without_docstrings(tree: ast.Module) -> ast.Module:
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
    return tree


@pytest.mark.parametrize("system_id", IDS)
def test_a_contract_is_a_value_its_tables_cannot_be_changed(system_id):
    system = registry.system_of(system_id)
    with pytest.raises(TypeError):
        system.effects["shout"] = print  # type: ignore[index]
    with pytest.raises(TypeError):
        system.action_fields["shout"] = ()  # type: ignore[index]


def test_a_battle_loads_only_the_system_it_plays():
    """Start-up pays for one system: opening a d20 battle imports no other system's package."""
    code = (
        "import sys\n"
        "from battlemap import resources\n"
        "from battlemap.document.battle import BattleDocument\n"
        "BattleDocument.open(resources.default_scenario_file())\n"
        "print(sorted({m.split('.')[3] for m in sys.modules\n"
        "              if m.startswith('battlemap.engine.systems.') and m.count('.') >= 4}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['d20_mass']"
