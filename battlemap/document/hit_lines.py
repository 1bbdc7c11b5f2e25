"""What a hit did, as each system's hit hook reports it, in log lines (translatable `Part`s).

The hook's parameters differ by system (d20's Toughness and condition,
GURPS's injury and HT rolls, Fallout's DT and HP, Year Zero's cover and armour
dice); each shape has its sentence here. A shape none of them knows reads
"target hit by who: key value, ...".
"""

from __future__ import annotations

from battlemap.document.log import NOTHING, Part, condition_named, part, phrase
from battlemap.engine.battle.events import Event

_DAMAGE = phrase("{target} hit by {who}: {details}")
_CONDITION = phrase("{target} hit by {who}: {condition}")
_AND = phrase("{first}, {second}")


def hit_line(who: str, target: str, event: Event) -> Part | None:
    """The sentence of a hit the systems here know the shape of, or None (d20's damage is
    phrased beside the attack line)."""
    for test, sentence in _SHAPES:
        if test(event):
            return sentence(who, target, event)
    return None


def generic_hit_line(who: str, target: str, event: Event) -> Part:
    details = ", ".join(f"{k.replace('_', ' ')} {_faces(v)}" for k, v in event.params)
    return part(_DAMAGE, target=target, who=who, details=details)


def _faces(value) -> str:
    """Dice faces as 5+2 ("none" for no dice), everything else as it reads."""
    if isinstance(value, tuple):
        return "+".join(map(str, value)) if value else "none"
    return str(value)


_NO_DICE = phrase("no dice")


def _pool_faces(value) -> str | Part:
    """A pool's faces as 5+2, or "no dice" (in the interface's words) for an empty pool."""
    return "+".join(map(str, value)) if value else Part(_NO_DICE)


_FALLOUT = phrase("{target} hit by {who}: {dice} ({faces}) {bonus:+d} - DT {dt} = {dealt} damage, {hp} HP left")


def _fallout(who: str, target: str, event: Event) -> Part:
    """"Raider scout hit by Knight Jacobs: 3d8 (8+2+5) +0 - DT 0 = 15 damage, 20 HP left"."""
    return part(_FALLOUT, target=target, who=who, dice=str(event.param("dice")), faces=_faces(event.param("faces")),
                bonus=int(event.param("bonus") or 0), dt=str(event.param("dt")), dealt=str(event.param("dealt")),
                hp=str(event.param("hp")))


_YZE = phrase("{target} hit by {who}: {damage} damage; cover dice {cover}, armour dice {armour}: "
              "{dealt} through, {physical} damage in all{worn}")
_ARMOUR_WORN = phrase("; armour worn by {n}")


def _yze(who: str, target: str, event: Event) -> Part:
    """"Moth hit by Kasia: 3 damage; cover dice none, armour dice 2+1: 3 through, 4 damage in all"."""
    worn = event.param("armour_lost") or 0
    return part(_YZE, target=target, who=who, damage=str(event.param("damage")),
                cover=_pool_faces(event.param("cover_faces") or ()), armour=_pool_faces(event.param("armour_faces") or ()),
                dealt=str(event.param("dealt")), physical=str(event.param("physical")),
                worn=part(_ARMOUR_WORN, n=worn) if worn else NOTHING)


_GURPS = phrase("{target} hit by {who}: {dice} ({faces}) = {damage} damage - DR {dr}: {injury} injury, "
                "{hp} HP left{checks}{now}")
_HT_ROLL = phrase("; HT roll {roll} against {condition}")
_HT_DEATH = phrase("; HT rolls {rolls} against death")
_NOW = phrase("; now {conditions}")


def _gurps(who: str, target: str, event: Event) -> Part:
    """"Sir Aldric hit by Ysolde: 1d+2 (4) = 6 damage - DR 2: 4 injury, 6 HP left; HT roll 9 against
    stunned; now stunned"."""
    checks = NOTHING
    for condition in ("stunned", "unconscious"):
        roll = event.param(f"ht_vs_{condition}")
        if roll is not None:
            checks = _then(checks, part(_HT_ROLL, roll=str(roll), condition=condition_named(condition)))
    death = event.param("ht_vs_death")
    if death:
        checks = _then(checks, part(_HT_DEATH, rolls=_faces(tuple(death))))
    added = tuple(event.param("conditions") or ())
    now = part(_NOW, conditions=_listed([condition_named(c) for c in added])) if added else NOTHING
    return part(_GURPS, target=target, who=who, dice=str(event.param("dice")), faces=_faces(event.param("faces")),
                damage=str(event.param("damage")), dr=str(event.param("dr")), injury=str(event.param("injury")),
                hp=str(event.param("hp_left")), checks=checks, now=now)


_BOTH = phrase("{first}{second}")


def _then(first: Part, second: Part) -> Part:
    """Two optional clauses one after the other."""
    return second if first is NOTHING else part(_BOTH, first=first, second=second)


def _listed(items: list) -> Part | object:
    """Named entries joined by commas, each shown in the window's words."""
    joined = items[0]
    for item in items[1:]:
        joined = part(_AND, first=joined, second=item)
    return joined


def _condition_only(who: str, target: str, event: Event) -> Part:
    """d20 grapples: the hit only sets a condition ("grappled", "escaped")."""
    return part(_CONDITION, target=target, who=who, condition=condition_named(str(event.param("condition"))))


def _has(*keys: str):
    return lambda event: all(event.param(k) is not None for k in keys)


_SHAPES = (
    (_has("hp_left", "injury"), _gurps),
    (_has("dt", "hp", "dealt"), _fallout),
    (_has("armour_faces", "physical"), _yze),
    (lambda event: tuple(k for k, _ in event.params) == ("condition",), _condition_only),
)
