"""d20 mass combat: legality data cannot say, and the system's own action effects (RULES.md 3.8).

`action_reasons(state, action)` (called by the framework's `check`) adds:

- charge and bull rush (a bull rush moves as a charge; both are the system
  effect `move_then_attack`, `systems/d20_mass/charge`): the path judged like a move
  and by `systems/d20_mass/moves.charge_path_reasons`: at least 2 x own squares,
  straight, to the nearest square from which the target can be attacked,
  that square not occupied; and the blow from there;
- escape: the unit named must be the one holding the actor (`not_held_by`);
- the swift grapple options (`grapple_<option>_swift`): only right after a
  grapple begun with this turn's standard action [S]
  (`grapple_not_begun_this_turn`); the catalogue's costs are fixed, so the
  swift cost is its own entry beside the standard one;
- grapple_move: the unit clicked is the one held (`not_held`), and the path
  (drag, then click the held unit) is judged like a move with half the speed
  as budget; carry_ally, its twin for a helpless ally (an object: no grapple
  check), wants the ally helpless (`ally_not_helpless`: disabled, unconscious)
  and in the carrier's square (`ally_out_of_reach`);
- double_attack / triple_attack: the further targets of option `targets`
  (`systems/d20_mass/multi.targets_reasons`);
- grapple_draw: between sizes within one step only a light item
  (`needs_light_item`);
- drop_item: the fists (a natural weapon) cannot be dropped (`natural_weapon`);
- grapple declared as a trip or disarm (option `purpose`): a melee weapon to
  strike with (`systems/d20_mass/armed`);
- open_door / close_door: a closed (open) door in the cell clicked or on the
  edge toward it, within reach (`systems/d20_mass/doors`); both are system effects;
- load_object: only an object, with a load that is a number >= 0
  (`systems/d20_mass/objects.load_reasons`); its effect is `set_load`;
- attack_item: the item named (option `item`) must be one the unit clicked
  holds, carries or wears (`no_such_item`, `systems/d20_mass/items`).

`grapple_move` (a system effect) moves the grappler and the unit it holds
along the path, at half speed [S]; the held unit ends in the same square.
Half of the default speed 1.2 (15 ft of 30) is less than one 25 ft square,
so option `grapple_move_speed` [A] reads it: `at_least_one` (default) half
the speed but never less than one square, so the move is possible in play;
`half`: exactly half (a fraction buys no square, so speed 1.2 moves nothing).

Escape is a system effect (`effects = [{system = "escape"}]`): it is a skill
check, not an attack, so it needs no weapon [S: "Acrobatics vs Dodge or
Athletics vs Toughness"]. The better of the two is rolled on one seeded
d20 (the model's exact chance k/20, a face <= k succeeds, like every attack);
success frees the unit. The seed's "quick step" is a 5 ft step that stays
inside the 25 ft square, so the token does not move [A].

The reaction hooks (the opportunity attacks an action provokes, which come
before it, and how they are rolled) are in `systems/d20_mass/reactions`.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from battlemap.engine.attacks.crowd import crowd_at
from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.attacks.models import AttackContext, option, stat
from battlemap.engine.battle.events import ATTACK, MOVED, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.budgets import LIMIT_TURN, with_spent_entries
from battlemap.engine.systems.d20_mass import items
from battlemap.engine.systems.d20_mass.armed import armed_reasons
from battlemap.engine.systems.d20_mass.attack import _escape_odds
from battlemap.engine.systems.d20_mass.charge import charge_reasons, move_then_attack as charge_then_attack
from battlemap.engine.systems.d20_mass.doors import DOOR_ACTIONS, door_reasons
from battlemap.engine.systems.d20_mass.grapple import HELPLESS, draw_item, escaped
from battlemap.engine.systems.d20_mass.multi import SEVERAL, targets_reasons
from battlemap.engine.systems.d20_mass.objects import load_reasons

CHARGES = ("charge", "bull_rush")
ESCAPE = "escape"
SIDES = 20
GRAPPLE = "grapple"
SWIFT_GRAPPLE_OPTIONS = ("grapple_attack_swift", "grapple_throw_swift", "grapple_trip_swift",
                         "grapple_disarm_swift")
GRAPPLE_MOVE = "grapple_move"
CARRY_ALLY = "carry_ally"
#: Conditions that make an ally an object one simply grabs and moves [S: 无助的同伴视为物体].
DROP_ITEM = "drop_item"
GRAPPLE_DRAW = "grapple_draw"
LOAD_OBJECT = "load_object"
SPEED_DEFAULT = 1.2
GRAPPLE_MOVE_SPEED = "at_least_one"


def action_reasons(state, action) -> tuple[Reason, ...]:
    """What only this system forbids about `action` (empty: nothing)."""
    if action.id in CHARGES:
        return charge_reasons(state, action)
    if action.id in DOOR_ACTIONS:
        return tuple(door_reasons(state, action))
    if action.id == ESCAPE and action.target is not None and state.has_token(action.target):
        held = "grappled" in state.token(action.actor).conditions  # else the requirement says it
        if held and state.token(action.target).tactical.grappling != action.actor:
            return (Reason.of("not_held_by", target=action.target),)
    if action.id in SWIFT_GRAPPLE_OPTIONS and not grapple_begun_this_turn(state, action.actor):
        return (Reason.of("grapple_not_begun_this_turn"),)
    if action.id == GRAPPLE_MOVE:
        return _grapple_move_reasons(state, action)
    if action.id == CARRY_ALLY:
        return _carry_reasons(state, action)
    if action.id == DROP_ITEM:
        return _drop_reasons(state.token(action.actor), action.option("item"))
    if action.id == LOAD_OBJECT:
        return load_reasons(state, action)
    if action.id == items.ATTACK_ITEM and action.target is not None and state.has_token(action.target):
        return items.item_reasons(state.token(action.target), action.option("item"))
    if action.id == GRAPPLE:
        return armed_reasons(state, action)
    if action.id in SEVERAL:
        return targets_reasons(state, action)
    if action.id == GRAPPLE_DRAW and action.target is not None and state.has_token(action.target):
        return _draw_reasons(state, action)
    return ()


def _draw_reasons(state, action) -> tuple[Reason, ...]:
    """Between sizes within one step only a light item can be drawn in a grapple [S]."""
    named = action.option("item")
    me, held = state.token(action.actor), state.token(action.target)
    if draw_item(state, me, held, str(named) if named is not None else None) is None:
        return (Reason.of("needs_light_item", item=named),)
    return ()


def _drop_reasons(token, item) -> tuple[Reason, ...]:
    """The item dropped (named, else the first ready one, as the effect picks it) must not be natural."""
    ready = token.ready_weapons()
    dropped = next((w for w in ready if w.id == item), None) if item is not None else (ready[0] if ready else None)
    if dropped is not None and dropped.fields.get("natural") is True:
        return (Reason.of("natural_weapon", weapon=dropped.id),)
    return ()


def move_then_attack(state, action):
    """The window's drag-the-path-then-click entries (system effect `move_then_attack`): a charge or
    bull rush strikes the unit clicked (`systems/d20_mass/charge`); moving a grappled unit takes the one clicked."""
    if action.id in (GRAPPLE_MOVE, CARRY_ALLY):
        return grapple_move(state, action)
    return charge_then_attack(state, action)


def _grapple_move_reasons(state, action) -> tuple[Reason, ...]:
    """The unit clicked must be the one held; the path is judged like a move at half speed."""
    reasons = []
    held = state.token(action.actor).tactical.grappling
    if action.target is not None and held is not None and action.target != held:
        reasons.append(Reason.of("not_held", target=action.target))
    if not action.path:
        reasons.append(Reason.of("path_missing"))
    else:
        reasons.extend(grapple_move_preview(state, action).reasons)
    return tuple(reasons)


def _carry_reasons(state, action) -> tuple[Reason, ...]:
    """A helpless ally is an object: no check, but it must be helpless and in the carrier's square;
    the path is judged like a move at half speed, as moving a grappled unit [S]."""
    reasons = []
    if action.target is not None and state.has_token(action.target) and action.target != action.actor:
        ally, me = state.token(action.target), state.token(action.actor)
        if not ally.conditions & HELPLESS:
            reasons.append(Reason.of("ally_not_helpless", target=ally.id))
        if not set(me.footprint) & set(ally.footprint):
            reasons.append(Reason.of("ally_out_of_reach", target=ally.id))
    if not action.path:
        reasons.append(Reason.of("path_missing"))
    else:
        reasons.extend(grapple_move_preview(state, action).reasons)
    return tuple(reasons)


def grapple_begun_this_turn(state, actor_id: str) -> bool:
    """The actor holds a unit and took the grapple action this turn (it held no one before: `not_grappling`)."""
    held = state.token(actor_id).tactical.grappling is not None
    return held and state.combat.spent_by(actor_id, LIMIT_TURN + GRAPPLE) >= 1


def grapple_move_budget(state, actor_id: str) -> float:
    """Squares the grappler may move its victim: half its speed, at least 1 (option `grapple_move_speed`)."""
    half = stat(state.token(actor_id), "speed", SPEED_DEFAULT) / 2
    if option(state.options, "grapple_move_speed", GRAPPLE_MOVE_SPEED) == "half":
        return half
    return max(1.0, half)


def grapple_move_preview(state, action):
    """The grappler's path judged like a move, with half its speed as the budget."""
    return preview_move(state, action.actor, action.path, budget=grapple_move_budget(state, action.actor))


def grapple_move(state, action):
    """Move the grappler along the path at half speed; the held unit comes along to the same square
    (`carry_ally`: the helpless ally clicked comes along instead).

    The movement is booked like a move (the system's `move_spent_key`); the
    reactions the grappler's own path provokes are listed as a move lists them.
    """
    grappler = state.token(action.actor)
    preview = grapple_move_preview(state, action)
    end = preview.path[-1]
    after = state.with_token_moved(grappler.id, end)
    held = action.target if action.id == CARRY_ALLY else grappler.tactical.grappling
    if held is not None and after.has_token(held):
        after = after.with_token_moved(held, end)
    key = str(state.rules.param("move_spent_key"))
    after = with_spent_entries(after, grappler.id, {key: state.combat.spent_by(grappler.id, key) + preview.cost})
    event = Event.of(MOVED, grappler.id, action.id, held, path=preview.path, cost=preview.cost, unit=preview.unit,
                     reactions=tuple((r.by, r.kind) for r in preview.reactions))
    return after, (event,)


def escape_odds(state, actor_id: str, holder_id: str):
    """The escape check's odds (roll text, exact chance, defence) without any weapon."""
    me, holder = state.token(actor_id), state.token(holder_id)
    line = line_of_fire(state, actor_id, holder_id)
    ctx = AttackContext(state, me, holder, ESCAPE, None, "melee", line, line.range, crowd_at(state, holder.cell))
    return _escape_odds(ctx)


def escape(state, action):
    """Roll the escape (one seeded d20 against the exact chance); success frees the actor."""
    odds = escape_odds(state, action.actor, action.target)
    need = int(Fraction(odds.probability) * SIDES)
    faces, dice = state.dice.roll(1, SIDES)
    success = faces[0] <= need
    event = Event.of(ATTACK, action.actor, action.id, action.target, odds.modifiers, attack=ESCAPE, weapon=None,
                     roll=f"1d{SIDES} <= {need}", faces=faces, need=need, hit=success,
                     probability=odds.probability, system_roll=odds.roll, defence=odds.defence)
    after = replace(state, dice=dice)
    if not success:
        return after, (event,)
    after, freed = escaped(after, action)
    return after, (event, *freed)


__all__ = ["action_reasons", "escape", "escape_odds", "grapple_begun_this_turn", "grapple_move",
           "grapple_move_budget", "grapple_move_preview", "move_then_attack"]
