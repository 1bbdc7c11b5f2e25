"""d20 mass combat: weapons that must be loaded before they shoot (RULES.md 3.7; seed:
借机攻击是一次基本攻击...但如果是射击类武器必须保证弹药装填完毕处于可发射状态; 拉枪栓 is a swift action).

A weapon with the field `reload = true` (the crossbow, a gun) is loaded at
the start (a token's file says otherwise with the tactical extra
`unloaded`: the ids of its weapons that are not). Every attack it makes
spends the load; the swift action `work_bolt` ("work a bolt or reload")
loads it again. Bows and thrown weapons are ready whenever they are drawn.

What being unloaded does:

- the weapon cannot attack (`weapon_not_loaded`, from the attack model, so
  the odds panel and every attack entry show it);
- it threatens no square, so it gives no opportunity attack, neither along
  a path nor after an action (`D20MassRules.threat_reach` keeps only loaded
  weapons); a unit with another weapon ready still threatens with that one,
  and its opportunity attack strikes with a loaded weapon
  (`opportunity_weapon`).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.events import ATTACK, TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token

RELOAD_FIELD = "reload"
UNLOADED = "unloaded"


def needs_reload(weapon) -> bool:
    """The weapon has to be loaded again after every shot (data field `reload`)."""
    return weapon is not None and weapon.fields.get(RELOAD_FIELD) is True


def unloaded_ids(token) -> frozenset[str]:
    """Ids of the token's weapons that are not loaded: the list the rules write, or one id as text;
    anything else a file wrote there (a number, an object) names no weapon."""
    found = token.tactical.extra.get(UNLOADED)
    if isinstance(found, str):
        return frozenset({found})
    return frozenset(str(w) for w in found) if isinstance(found, (list, tuple)) else frozenset()


def is_loaded(token, weapon) -> bool:
    """A weapon is ready to fire unless it needs reloading and its load is spent."""
    return not needs_reload(weapon) or weapon.id not in unloaded_ids(token)


def loaded_ready(token) -> tuple:
    """The token's ready weapons that can strike now (an unloaded crossbow cannot)."""
    return tuple(w for w in token.ready_weapons() if is_loaded(token, w))


def unloaded_reason(token, weapon) -> Reason | None:
    """`weapon_not_loaded` when `weapon` must be reloaded before it attacks."""
    return None if is_loaded(token, weapon) else Reason.of("weapon_not_loaded", weapon=weapon.id)


def opportunity_weapon(token) -> str | None:
    """The weapon an opportunity attack strikes with: the first ready one that is loaded."""
    ready = token.ready_weapons()
    if ready and is_loaded(token, ready[0]):
        return None  # the default weapon will do
    loaded = loaded_ready(token)
    return loaded[0].id if loaded else None


def _with_unloaded(state, token, ids: frozenset[str]):
    extra = {k: v for k, v in token.tactical.extra.items() if k != UNLOADED}
    if ids:
        extra[UNLOADED] = sorted(ids)
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def after_shots(state, actor_id: str, events):
    """Spend the load of every reloading weapon `actor_id` attacked with in `events`."""
    if not state.has_token(actor_id):
        return state
    token = state.token(actor_id)
    by_id = {w.id: w for w in token.weapons}
    used = {str(e.param("weapon")) for e in events if e.kind == ATTACK and e.actor == actor_id}
    spent = {w for w in used if needs_reload(by_id.get(w))}
    if not spent or spent <= unloaded_ids(token):
        return state
    return _with_unloaded(state, token, unloaded_ids(token) | spent)


def reload(state, action):
    """Work the bolt: load the weapon option `weapon` names, else the first ready unloaded one."""
    token = state.token(action.actor)
    named = action.option("weapon")
    waiting = [w for w in token.ready_weapons() if not is_loaded(token, w)]
    chosen = next((w for w in waiting if w.id == named), None) if named else (waiting[0] if waiting else None)
    if chosen is None:
        return state, ()
    after = _with_unloaded(state, token, unloaded_ids(token) - {chosen.id})
    return after, (Event.of(TACTICAL, action.actor, action.id, None, key="loaded", value=chosen.id),)


__all__ = ["RELOAD_FIELD", "UNLOADED", "after_shots", "is_loaded", "loaded_ready", "needs_reload",
           "opportunity_weapon", "reload", "unloaded_ids", "unloaded_reason"]
