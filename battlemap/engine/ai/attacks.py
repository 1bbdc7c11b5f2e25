"""The attacks a token may make from where it stands, with their exact chance and worth.

An attack is any catalogue entry with an attack effect at an enemy (or any
token); the chance is `explain_attack`'s exact probability for that entry's
attack-model action, its worth the harm the system's resolver deals
(`harm.py`), and legality is the engine's own `check`, so a plan
offers nothing a person could not click. `path_attacks` are the entries that
walk a path and then strike from its end in one action (GURPS Move and Attack,
All-Out Attack: drag the path, then click the foe).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from types import MappingProxyType

from battlemap.engine.ai.fighting import worth
from battlemap.engine.ai.harm import expected_harm, out_worth
from battlemap.engine.attacks.entry_weapons import entry_kinds
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.play.drag_moves import moves_then_targets
from battlemap.engine.play.legality import check

_TOKEN_TARGETS = ("enemy", "token")


@dataclass(frozen=True, slots=True)
class Strike:
    """One legal attack: the action, its chance to hit and its expected harm (harm.py)."""

    action: Action
    chance: Fraction
    harm: float


def attack_entries(state: BattleState) -> tuple[str, ...]:
    """The catalogue's attacks at a token that stand in place (catalogue order)."""
    key = ("ai.attack_entries",)
    found = state.derived.get(key)
    if found is None:
        found = tuple(k for k, d in state.ruleset.actions.items()
                      if d.attack() is not None and d.target in _TOKEN_TARGETS and not moves_then_targets(d))
        state.derived[key] = found
    return found


def path_attack_entries(state: BattleState) -> tuple[str, ...]:
    """The catalogue's entries that walk a path, then attack a token from its end."""
    return tuple(k for k, d in state.ruleset.actions.items() if moves_then_targets(d) and d.target in _TOKEN_TARGETS)


def main_entry(state: BattleState, token: TokenState | None = None) -> str | None:
    """The plain attack (the model's default action first, else the first attack entry); for
    `token`, the first of those its first ready weapon may strike with (entry_weapons.py: a
    Year Zero hunter's bow shoots with Shoot, its fists with Close combat)."""
    entries = attack_entries(state)
    plain = [k for k in entries if state.ruleset.actions[k].attack() == "attack"] or list(entries[:1])
    ready = token.ready_weapons() if token is not None else ()
    if ready:
        for key in plain:
            kinds = entry_kinds(state, key)
            if not kinds or ready[0].kind in kinds:
                return key
    return plain[0] if plain else None


def spec_of(state: BattleState, action_id: str) -> str | None:
    """The attack-model action an entry rolls (the plain attack when the model lacks it)."""
    definition = state.ruleset.actions[action_id]
    attack = definition.attack()
    known = state.system.attack.actions
    if attack in known:
        return attack
    return action_id if action_id in known else None


def strike(state: BattleState, action: Action, *, odds_state: BattleState | None = None,
           measure: bool = True) -> Strike | None:
    """`action` as a Strike when it is legal now and can hit (None otherwise); its odds judged on
    `odds_state` (an action that walks a path strikes from the path's end), its harm by playing
    it (harm.py)."""
    if check(state, action):
        return None
    spec = spec_of(state, action.id)
    judged = odds_state or state
    explained = explain_attack(judged, action.actor, action.target, spec, choices=action.options, entry=action.id)
    if not explained.possible or explained.probability <= 0:
        return None
    odds = explained.probability
    if not measure:  # a first cut: the chance by what the target is worth (harm.py measures the kept one)
        return Strike(action, odds, float(odds) * worth(state, state.token(action.target))
                      * out_worth(state, action.target))
    return Strike(action, odds, expected_harm(state, action, odds))


def chance(state: BattleState, attacker: str, target: str) -> Fraction:
    """The exact chance of `attacker`'s plain attack on `target` here (0: it cannot)."""
    explained = explain_attack(state, attacker, target)
    return explained.probability if explained.possible else Fraction(0)


#: Targets (best first by chance and worth) whose harm is measured: a likely kill outranks a
#: likelier hit that leaves its target standing.
MEASURED = 2


def best_strike(state: BattleState, me: TokenState, targets: Iterable[TokenState], *,
                entries: tuple[str, ...] | None = None) -> Strike | None:
    """The legal attack of most expected harm at `targets` (ties: catalogue, then battle order)."""
    if entries is None:
        main = main_entry(state, me)
        entries = (main,) if main is not None else ()
    ranked: list[Strike] = []
    for target in targets:
        for entry in entries:
            found = strike(state, Action(entry, me.id, target=target.id), measure=False)
            if found is not None:
                ranked.append(found)
    ranked.sort(key=lambda s: -s.harm)  # stable: equal ranks keep the targets' order
    best: Strike | None = None
    for rough in ranked[:MEASURED]:
        found = strike(state, rough.action)
        if found is not None and (best is None or found.harm > best.harm + 1e-12):
            best = found
    return best


def finest_strike(state: BattleState, me: TokenState, target: TokenState) -> Strike | None:
    """Of every attack entry at `target`, the one of most expected harm (a volley, a feint ...)."""
    return best_strike(state, me, (target,), entries=attack_entries(state))


def fresh_turn(state: BattleState, token_id: str) -> BattleState:
    """`state` as `token_id`'s next turn would start it: active, what it spent given back."""
    spent = {k: v for k, v in state.combat.spent.items() if k != token_id}
    return replace(state, combat=replace(state.combat, spent=MappingProxyType(spent), active=token_id))


#: Refusals of an attack that moving puts right (explain.py's own codes): any other one lasts.
WHERE = frozenset({"out_of_range", "no_line_of_fire"})


def armed(state: BattleState, me: TokenState, enemies: Sequence[TokenState]) -> bool:
    """True when `me` could attack one of the nearest enemies on a fresh turn of its own: the
    plain attack judged with what it spent this turn given back, refused at most for where it
    stands (too far, no line of fire), not for what it holds (no rounds left in the gun, an
    arrow to nock, the wrong grip). A token that is not readies or loads first, or keeps out of
    harm rather than walk up to a foe it cannot hurt, and back, turn after turn."""
    entry = main_entry(state, me)
    if entry is None:
        return False
    fresh = fresh_turn(state, me.id)
    for enemy in list(enemies)[:2]:
        if {r.code for r in check(fresh, Action(entry, me.id, target=enemy.id))} <= WHERE:
            return True
    return not enemies
