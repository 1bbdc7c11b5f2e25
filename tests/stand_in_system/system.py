"""The stand-in system's whole contract with the engine, in one value (docs/ADDING-A-SYSTEM.md
step 4).

A test registers `SYSTEM` (tests/engine/systems/test_adding_a_system.py) the
way step 5 of the doc registers a real one; every field left out is the
engine's default (systems/contract.py).
"""

from __future__ import annotations

from battlemap.engine.systems.contract import System
from tests.stand_in_system import combat
from tests.stand_in_system.attack import StandInAttack
from tests.stand_in_system.rules import StandInRules

SYSTEM = System(
    id="stand_in",
    rules=StandInRules,
    attack=StandInAttack(),
    natural_sides=100,
    on_hit=combat.on_hit,
)
