"""Fixtures of the schema tests (helpers live in schema_helpers.py)."""

from __future__ import annotations

import pytest
from tests.schema.schema_helpers import bundled, small_document

from battlemap.schema import Ruleset


@pytest.fixture
def resolver():
    """Resolver over the bundled rulesets of the source tree."""
    return bundled


@pytest.fixture
def d20() -> Ruleset:
    return bundled("d20-mass")


@pytest.fixture
def small() -> dict:
    """A small valid d20 scenario document, fresh for each test."""
    return small_document()
