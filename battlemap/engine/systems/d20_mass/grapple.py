"""d20 mass combat grapple checks and what a held unit can be made to suffer (RULES.md 3.8).

Grapple check [S] = d20 + BAB (stat `bab`, blank: level) + the better of
STR and DEX + the size's grapple column - armour check penalty, +4 with
Improved Grapple (stat `improved_grapple`); the grappler succeeds on a result
>= the held unit's. Options, each an action against the unit held
(`grappling`), rolled by `resolve`:

| action | check | on success |
|---|---|---|
| grapple_attack | plain | a sure hit with the weapon (only light ones between sizes within one step); a 20 on the check maximises the damage |
| grapple_throw | -4 | damage by the thrown unit's size + STR; the grapple ends |
| grapple_trip | defender +4 if braced | a standing unit falls prone |
| grapple_disarm | +2 per weapon-die step above the foe's (-2 below), +2 two-handed | the foe drops its first ready weapon (never its fists) |
| grapple_draw | plain; none at all between sizes 2+ steps apart | the grappler readies an item (only light ones between sizes within one step) |

A failed check changes nothing; the grapple goes on. `release` ends it.
So does the grappler's falling helpless (disabled, unconscious) or leaving
the map: at the held unit's next turn it is free (`let_go_of`, option
`helpless_grapple` [A]: "ends", default, or "holds": the seed says only
"until it escapes or you release").

The hold itself begins and ends here as well: a grapple hit holds the
target (`grabbed`: condition `grappled`, the grappler's `grappling`, called
by `systems/d20_mass/combat.on_hit`), and a successful escape frees it
(`escaped`, called by `systems/d20_mass/actions.escape`).

The seed makes attack, throw, trip and disarm swift right after the grapple
began: the catalogue lists them as standard actions and again as swift
`grapple_<option>_swift` entries that `systems/d20_mass/actions.action_reasons`
allows only then; `grapple_move` (half speed) is there too.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import DAMAGE, Event
from battlemap.engine.battle.modifiers import Modifier
from battlemap.engine.systems.d20_mass import modifier_words as words
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import DIE_STEPS, Dice, parse_dice
from battlemap.engine.systems.d20_mass.hit_damage import damage, throw_damage
from battlemap.engine.systems.d20_mass.odds import d20_opposed
from battlemap.engine.systems.d20_mass.surfaces import landing_surface, surfaced

GRAPPLED = "grappled"
#: Conditions in which a grappler holds no one (option `helpless_grapple`).
HELPLESS = frozenset({"disabled", "unconscious", "helpless"})
GRAPPLE_CHECK = "grapple_check"
OPTIONS = ("grapple_attack", "grapple_throw", "grapple_trip", "grapple_disarm", "grapple_draw")
IMPROVED = 4
THROW_PENALTY = -4
BRACED = 4
STEP_BONUS = 2
#: Damage of a thrown unit by its size (d20 SRD slam dice) [A].
THROW_DICE = {"fine": "1d1", "diminutive": "1d2", "tiny": "1d3", "small": "1d4", "medium": "1d6",
              "large": "1d8", "huge": "2d6", "gargantuan": "2d8", "colossal": "4d6"}
_SRC = "d20_mass:grapple"


def check_bonus(state, token) -> int:
    """d20 + this: BAB + max(STR, DEX) + size + Improved Grapple - ACP."""
    size = state.ruleset.sizes.get(token.size)
    bab = int_stat(token, "bab", int_stat(token, "level", 1))
    improved = IMPROVED if token.stats.get("improved_grapple") is True else 0
    return (bab + max(int_stat(token, "str_mod"), int_stat(token, "dex_mod"))
            + (size.grapple if size is not None else 0) + improved - max(0, int_stat(token, "acp")))


def situational(state, action: str, grappler, held) -> list[Modifier]:
    """Modifiers of one option (value = effect on the grappler's check)."""
    mods: list[Modifier] = []
    if action == "grapple_throw":
        mods.append(Modifier.worded("grapple_throw", words.GRAPPLE_THROW, THROW_PENALTY, _SRC))
    if action == "grapple_trip" and held.stats.get("braced") is True:
        mods.append(Modifier.worded("braced", words.BRACED, -BRACED, _SRC))
    if action == "grapple_disarm":
        mine, theirs = _die_step(grappler), _die_step(held)
        if mine is not None and theirs is not None and mine != theirs:
            mods.append(Modifier.worded("die_steps", words.DIE_STEPS, STEP_BONUS * (mine - theirs), _SRC))
        if any(w.fields.get("hands") == 2 for w in grappler.ready_weapons()):
            mods.append(Modifier.worded("two_handed", words.TWO_HANDED, STEP_BONUS, _SRC))
    return mods


def _die_step(token) -> int | None:
    for weapon in token.ready_weapons():
        try:
            dice = parse_dice(weapon.fields.get("damage", ""))
        except ValueError:
            continue
        if dice.sides in DIE_STEPS:
            return DIE_STEPS.index(dice.sides)
    return None


def odds(state, action: str, grappler, held):
    """(roll text, modifiers, exact chance, margin distribution) of one grapple option."""
    mods = situational(state, action, grappler, held)
    mine = check_bonus(state, grappler) + sum(int(m.value) for m in mods)
    theirs = check_bonus(state, held)
    chance = d20_opposed(mine, theirs, strict=False)
    # Margin + 1, so success is "at least 1" like every other attack.
    margin = Distribution.uniform(a + mine - b - theirs + 1 for a in range(1, 21) for b in range(1, 21))
    sign = f"+ {mine}" if mine >= 0 else f"- {-mine}"
    other = f"+ {theirs}" if theirs >= 0 else f"- {-theirs}"
    return f"grapple d20 {sign} >= d20 {other}", tuple(mods), Fraction(chance), margin


def close_sizes(state, one, other) -> bool:
    """The two sizes are within one step of each other (only light weapons fit between them)."""
    order = list(state.ruleset.sizes)
    if one.size not in order or other.size not in order:
        return True
    return abs(order.index(one.size) - order.index(other.size)) <= 1


def draw_item(state, grappler, held, named=None):
    """The item a grapple draw readies: the one named, else the first unready one (light when sizes are close)."""
    light_only = close_sizes(state, grappler, held)
    unready = [w for w in grappler.weapons if w.id not in grappler.readied]
    fits = [w for w in unready if not light_only or w.fields.get("light") is True]
    if named is not None:
        return next((w for w in fits if w.id == named), None)
    return fits[0] if fits else None


def resolve(state, action, attack: str):
    """Roll the grapple check of option `attack` and, on success, carry it out.

    Drawing a weapon between sizes 2+ steps apart needs no check at all [S].
    """
    grappler, held = state.token(action.actor), state.token(action.target)
    if attack == "release":
        return _released(state, grappler, held, action.id, "release")
    if attack == "grapple_draw" and not close_sizes(state, grappler, held):
        return _carry_out(state, action, attack, natural=0)
    roll, mods, chance, _ = odds(state, attack, grappler, held)
    (mine, theirs), dice = state.dice.roll(2, 20)
    total = mine + check_bonus(state, grappler) + sum(int(m.value) for m in mods)
    against = theirs + check_bonus(state, held)
    success = total >= against
    event = Event.of(GRAPPLE_CHECK, action.actor, action.id, action.target, mods, attack=attack,
                     faces=(mine, theirs), total=total, against=against, hit=success, probability=chance,
                     system_roll=roll)
    after = replace(state, dice=dice)
    if not success:
        return after, (event,)
    after, more = _carry_out(after, action, attack, natural=mine)
    return after, (event, *more)


def _carry_out(state, action, attack: str, natural: int):
    grappler, held = state.token(action.actor), state.token(action.target)
    if attack == "grapple_attack":
        weapon = action.option("weapon") or _first_weapon(grappler)
        return damage(state, grappler.id, held.id, weapon, action.id, maximise=natural == 20, extra_suppression=0)
    if attack == "grapple_throw":
        dice = parse_dice(THROW_DICE.get(held.size, "1d6"))
        dice = surfaced(Dice(dice.count, dice.sides), landing_surface(state, held))   # sharp up, soft down
        after, events = throw_damage(state, grappler.id, held.id, dice, action.id)
        after, freed = _released(after, after.token(grappler.id), after.token(held.id), action.id, "thrown")
        return after, (*events, *freed)
    if attack == "grapple_trip":
        return with_token(state, replace(held, posture="prone")), (
            Event.of("posture", held.id, action.id, None, old=held.posture, new="prone"),)
    if attack == "grapple_disarm":
        ready = [w for w in held.ready_weapons() if w.fields.get("natural") is not True]   # fists stay
        if not ready:
            return state, ()
        dropped = ready[0].id
        return with_token(state, replace(held, readied=held.readied - {dropped})), (
            Event.of("unreadied", held.id, action.id, None, item=dropped),)
    named = action.option("item")
    item = draw_item(state, grappler, held, str(named) if named is not None else None)
    if item is None:
        return state, ()
    item = item.id
    return with_token(state, replace(grappler, readied=grappler.readied | {item})), (
        Event.of("readied", grappler.id, action.id, None, item=item),)


def grabbed(state, action):
    """A grapple hit: the target is grappled (-2 AB but against the grappler, cannot move)."""
    target = state.token(action.target)
    held = replace(target, conditions=target.conditions | {GRAPPLED})
    grappler = state.token(action.actor)
    tactical = replace(grappler.tactical, grappling=target.id)
    after = with_token(with_token(state, held), replace(grappler, tactical=tactical))
    return after, (Event.of(DAMAGE, action.actor, action.id, action.target, condition=GRAPPLED),)


def escaped(state, action):
    """A successful escape: the unit is free and its grappler holds no one."""
    me, holder = state.token(action.actor), state.token(action.target)
    after = with_token(state, replace(me, conditions=me.conditions - {GRAPPLED}))
    if holder.tactical.grappling == me.id:
        after = with_token(after, replace(holder, tactical=replace(holder.tactical, grappling=None)))
    return after, (Event.of(DAMAGE, action.actor, action.id, action.target, condition="escaped"),)


def _first_weapon(token):
    ready = token.ready_weapons()
    return ready[0].id if ready else None


def released(state, grappler, held, action, why: str):
    """The grapple ends: the held unit is free, the grappler holds no one -> (state, events)."""
    return _released(state, grappler, held, action.id, why)


def _released(state, grappler, held, action_id: str, why: str):
    after = with_token(state, replace(held, conditions=held.conditions - {GRAPPLED}))
    after = with_token(after, replace(grappler, tactical=replace(grappler.tactical, grappling=None)))
    return after, (Event.of("grapple_ended", grappler.id, action_id, held.id, why=why),)


def let_go_of(state, held_id: str, action_id: str):
    """`held_id` is free when whoever grappled it is helpless or gone -> (state, events); unchanged
    with option `helpless_grapple` "holds"."""
    held = state.token(held_id)
    if GRAPPLED not in held.conditions or option(state.options, "helpless_grapple", "ends") != "ends":
        return state, ()
    holders = [t for t in state.tokens if t.tactical.grappling == held_id]
    if any(not t.conditions & HELPLESS for t in holders):
        return state, ()  # someone still holds it
    events = []
    for holder in holders:
        state, ended = _released(state, holder, state.token(held_id), action_id, "helpless")
        events.extend(ended)
    if not holders:  # its grappler has left the map
        state = with_token(state, replace(held, conditions=held.conditions - {GRAPPLED}))
        events.append(Event.of("grapple_ended", held_id, action_id, held_id, why="gone"))
    return state, tuple(events)
