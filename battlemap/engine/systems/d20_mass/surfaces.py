"""d20 mass combat: surfaces that step damage dice, and weapons suited or not to an object
(RULES.md 3.5, 3.8; seed: 受你冲撞的接触面...是否尖锐、锋利、或者柔软进行调整;
如果被投掷到尖锐、锋利或者柔软的地方伤害骰会增减; 合适的武器：GM决定某些武器不能有效地伤害特定的物品...
GM也可以规定某些武器对特定的物品有奇效).

Surfaces [S: the dice "are adjusted"; the step is the reading, as the
seed's two-handed step]: `sharp` or `edged` is one die step up, `soft` one
step down (d6 -> d4 -> d3 -> d2, never below d2).

- A bull rush's contact surface: the action's option `surface` (the GM
  names the shoulder, armour or weapon the rusher leads with), else the
  rusher's stat `rush_surface` (spiked armour: sharp).
- A thrown unit's landing: the field `surface` of the terrain in its square
  (the ruleset's water is soft).

Suitable weapons [S: the GM's ruling, kept as data on the object]: an
object's stat `unsuitable` lists damage types that cannot hurt it well (a
door: piercing, "you can hardly break a door with arrows"), `suited` the
types especially effective (a rope: slashing). Damage after DR from an
unsuitable weapon is halved, rounding down (option `unsuitable_weapons`
[A]: `half`, or `none`: no damage at all); from a suited one doubled [A].
"""

from __future__ import annotations

from battlemap.engine.attacks.models import option
from battlemap.engine.systems.d20_mass.damage import DIE_STEPS, Dice, object_kind, step_up

SURFACE_STEPS = {"sharp": 1, "edged": 1, "soft": -1}
SURFACE = "surface"
RUSH_SURFACE = "rush_surface"
UNSUITABLE, SUITED = "unsuitable", "suited"
UNSUITABLE_WEAPONS = "half"


def step_down(dice: Dice, steps: int = 1) -> Dice:
    """The dice `steps` sizes smaller: d8 -> d6 -> d4 -> d3 -> d2 (d2 stays)."""
    for _ in range(steps):
        if dice.sides in DIE_STEPS[1:]:
            dice = Dice(dice.count, DIE_STEPS[DIE_STEPS.index(dice.sides) - 1], dice.bonus)
    return dice


def surfaced(dice: Dice, surface: object) -> Dice:
    """`dice` stepped by a surface: sharp or edged up one, soft down one, anything else as it is."""
    steps = SURFACE_STEPS.get(str(surface).strip().lower(), 0) if surface else 0
    return step_up(dice, steps) if steps > 0 else step_down(dice, -steps)


def rush_surface(state, action) -> str | None:
    """What the rusher leads with: the action's option `surface`, else its stat `rush_surface`."""
    named = action.option(SURFACE)
    if named:
        return str(named)
    found = state.token(action.actor).stats.get(RUSH_SURFACE)
    return str(found) if found else None


def landing_surface(state, token) -> str | None:
    """The `surface` field of the terrain in the square a thrown unit lands in."""
    kind = state.terrain.type_at(state.grid.index(token.cell))
    entry = state.ruleset.terrain.get(kind.id)
    found = entry.fields.get(SURFACE) if entry is not None else None
    return str(found) if found else None


def _types(token, stat: str) -> frozenset[str]:
    value = token.stats.get(stat)
    if not isinstance(value, str):
        return frozenset()
    return frozenset(part.strip() for part in value.split(",") if part.strip())


def suitability(target, weapon) -> str | None:
    """"unsuitable" / "suited" when the object's stats name the weapon's damage type, else None."""
    if weapon is None or object_kind(target) is None:
        return None
    kind = weapon.fields.get("damage_type")
    if kind in _types(target, UNSUITABLE):
        return UNSUITABLE
    if kind in _types(target, SUITED):
        return SUITED
    return None


def suited_damage(state, target, weapon, dealt: int) -> tuple[int, str | None]:
    """Damage after DR as the weapon suits the object -> (damage, "unsuitable" / "suited" / None)."""
    judged = suitability(target, weapon)
    if judged == UNSUITABLE:
        return (0 if option(state.options, "unsuitable_weapons", UNSUITABLE_WEAPONS) == "none" else dealt // 2), judged
    if judged == SUITED:
        return dealt * 2, judged
    return dealt, judged


__all__ = ["landing_surface", "rush_surface", "step_down", "suitability", "suited_damage", "surfaced"]
