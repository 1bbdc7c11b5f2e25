"""rulesets/README.md lists every reading a GM can change (brief: every ambiguous
reading is an option, listed there)."""

import re
from pathlib import Path

import pytest

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.engine.systems.registry import rules_for

README = Path(__file__).resolve().parent.parent / "rulesets" / "README.md"


def _listed() -> set[str]:
    return set(re.findall(r"`([a-z][a-z0-9_]*)`", README.read_text(encoding="utf-8")))


@pytest.mark.parametrize("ruleset_id", resources.ruleset_ids())
def test_every_ruleset_option_is_listed(ruleset_id):
    missing = set(bundled_ruleset(ruleset_id).options) - _listed()
    assert not missing, f"add these {ruleset_id} options to rulesets/README.md: {sorted(missing)}"


@pytest.mark.parametrize("ruleset_id", resources.ruleset_ids())
def test_every_engine_parameter_is_listed(ruleset_id):
    rules = rules_for(bundled_ruleset(ruleset_id))
    missing = set(type(rules).DEFAULTS) - _listed()
    assert not missing, f"add these {ruleset_id} parameters to rulesets/README.md: {sorted(missing)}"
