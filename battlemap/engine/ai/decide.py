"""The next step of a computer token's turn: the best plan, played one record at a time.

`decide(state, token_id, moved=...)` weighs staying (and the best attack from
here) against the candidate destinations (and the best attack from each, or
the action that walks there and strikes), each scored as `scoring.py` says,
in two passes: a cheap estimate for every candidate, then the exact odds,
legality after the move, cover and the reactions the path provokes for the
best few. The first step of a moving plan is the move; the next call (with
`moved`) attacks from there, or ends the turn. Ties keep the earlier
candidate (stay first, then index order), so the result depends on the
battle alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from battlemap.engine.ai import scoring
from battlemap.engine.ai.attacks import (
    Strike,
    armed,
    best_strike,
    chance,
    finest_strike,
    fresh_turn,
    path_attack_entries,
    strike,
)
from battlemap.engine.ai.blows import blows_left
from battlemap.engine.ai.destinations import destinations
from battlemap.engine.ai.doorways import doorways, opening
from battlemap.engine.ai.fighting import enemies, gap, strike_cells, worth
from battlemap.engine.ai.guard import end_of_turn
from battlemap.engine.ai.plans import (
    ADVANCES,
    ATTACKS,
    ENDS_TURN,
    FALLS_BACK,
    MOVES,
    PREPARES,
    TAKES_COVER,
    Decision,
    Plan,
    Why,
)
from battlemap.engine.ai.preparing import preparations
from battlemap.engine.ai.temperament import Weights, weights_of
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.drag import DragContext, start_drag
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.drag_moves import drag_move

#: Destinations given the exact look after the first cut.
EXACT = 5
#: What one reaction the path provokes is feared as (beside the reactor's own chance).
REACTION_FEAR = 0.5
#: A chance next turn counts this much of one this turn.
NEXT_TURN = 0.25


class _Turn:
    """What one decision reads again and again: the token, its enemies, weights and goals."""

    def __init__(self, state: BattleState, token_id: str) -> None:
        self.state = state
        self.me = state.token(token_id)
        self.enemies = enemies(state, self.me)
        self.weights: Weights = weights_of(state, self.me.side)
        self.foes = scoring.foes_of(state, self.me, self.enemies)
        self.armed = armed(state, self.me, sorted(self.enemies, key=lambda e: (gap(state, self.me, e), e.id)))
        self.goals = scoring.goals_of(state, self.me, armed=self.armed)
        self.reach = strike_cells(state, self.me)

    def in_reach(self, state: BattleState, me: TokenState) -> list[TokenState]:
        """The enemies `me` may strike from where it stands in `state` (nearest first)."""
        found = [state.token(e.id) for e in self.enemies if state.has_token(e.id)]
        near = [e for e in found if gap(state, me, e) <= max(1, self.reach)]
        return sorted(near, key=lambda e: (gap(state, me, e), e.id))[:4]

    def total(self, plan: Plan) -> Plan:
        w = self.weights
        taken = scoring.HARM_PER_HIT * plan.taken  # chances of being hit, in the harm's units
        return replace(plan, score=w.dealt * plan.dealt - w.taken * taken + w.goal * plan.goal)


def decide(state: BattleState, token_id: str, *, moved: bool = False) -> Decision:
    """The next step for `token_id` (the active token of a computer side)."""
    turn = _Turn(state, token_id)
    if not turn.enemies:
        return Decision(token_id, ENDS_TURN, reasons=(Why.of("no_enemy"),))
    door = _open_way(turn)
    if door is not None:
        return door
    if not turn.armed:  # nothing to attack with even next turn: load or ready first, then walk
        readied = _prepare(turn)
        if readied is not None:
            return readied
    plans = [_stay(turn)]
    context = _context(state, token_id) if not moved else None
    if context is not None:
        plans.extend(_moves(turn, context))
    best = max(plans, key=lambda p: p.score)  # max keeps the first of equal scores
    if best is not plans[0] and best.action is None and plans[0].action is None and best.goal <= 0:
        held = _end_of_turn(turn)  # a walk that strikes nothing nor serves a goal, against staying and spending the rest
        if held is not None and plans[0].score + held.score > best.score:
            return held
    return _step(turn, _refined(turn, best))


def _end_of_turn(turn: _Turn) -> Decision | None:
    return end_of_turn(turn.state, turn.me, turn.enemies, turn.foes, turn.weights.dealt, turn.weights.taken)


def _context(state: BattleState, token_id: str) -> DragContext | None:
    """The drag of `token_id` now, when it may be dragged at all."""
    if not drag_move(state, token_id).allowed:
        return None
    return start_drag(state, token_id)


def _stay(turn: _Turn) -> Plan:
    state, me = turn.state, turn.me
    struck = _strike_here(turn, state, me)
    taken, who = scoring.threat(state, me, me.cell, turn.foes)
    taken, _ = scoring.sheltered(state, me, turn.foes, who)
    goal, served = scoring.progress(state, me, me.cell, turn.goals, turn.enemies)
    plan = Plan(me.cell, action=struck.action if struck else None, dealt=_turn_harm(state, me, struck),
                taken=taken, goal=goal, reasons=_reasons(turn, struck, served, 0, (), False))
    return turn.total(plan)


def _strike_here(turn: _Turn, state: BattleState, me: TokenState, *, fine: bool = False) -> Strike | None:
    """The best attack `me` may make in `state` without moving: the plain attack picks the
    target; with `fine` (the plan already chosen), every attack entry at it is weighed too (a
    volley, an All-Out Attack), each by the harm the resolver deals (harm.py: the dearest part
    of a decision, so only for the plan kept)."""
    near = turn.in_reach(state, me)
    plain = best_strike(state, me, near)
    if plain is None or not fine:
        return plain
    best = finest_strike(state, me, state.token(plain.action.target))
    return best if best is not None and best.harm > plain.harm else plain


def _refined(turn: _Turn, plan: Plan) -> Plan:
    """`plan` with the attack of most harm at its target from where it ends (see _strike_here)."""
    if plan.action is None or plan.walks or plan.opens is not None:
        return plan
    state = turn.state if not plan.path else after_move(turn.state, turn.me.id, plan.path)
    if state is None:
        return plan
    struck = _strike_here(turn, state, state.token(turn.me.id), fine=True)
    if struck is None or struck.action == plan.action:
        return plan
    reasons = tuple(_with_chance(r, struck) for r in plan.reasons)
    return replace(plan, action=struck.action, dealt=struck.harm, reasons=reasons)


def _turn_harm(state: BattleState, me: TokenState, struck: Strike | None) -> float:
    """The harm of `struck` as often as the budget left pays for it (the threat counts the
    enemies' blows the same way: blows.py)."""
    return struck.harm * blows_left(state, me, struck.action) if struck is not None else 0.0


def _with_chance(reason: Why, struck: Strike) -> Why:
    if reason.code != "hit_chance" or reason.param("next_turn"):
        return reason
    return Why.of("hit_chance", percent=round(float(struck.chance) * 100), target=struck.action.target,
                  next_turn=False)


def _moves(turn: _Turn, context: DragContext) -> list[Plan]:
    """The moving plans: every candidate estimated, the best few judged exactly."""
    state, me = turn.state, turn.me
    zones = [g.zone for g in turn.goals if g.kind == "zone"]
    cells = destinations(state, me, context.movement, turn.enemies, zones)[1:]
    rough, seen = [], set()
    for path in (*(_legal_part(context, context.path_to(c) or ()) for c in cells), *_minimum_steps(turn, context)):
        if path and path[-1] not in seen:
            seen.add(path[-1])
            rough.append(_estimate(turn, path[-1], path))
    rough.sort(key=lambda p: -p.score)  # stable: equal scores keep the index order
    exact = [p for p in (_exact(turn, context, p) for p in rough[:EXACT]) if p is not None]
    exact.extend(_shortened(turn, context, exact))
    exact.extend(_path_attacks(turn, context, rough))
    exact.extend(_through_doors(turn, context))
    return [p for p in exact if p is not None]


#: Cells behind an opened door given the exact look, per door.
BEHIND = 2


def _through_doors(turn: _Turn, context: DragContext) -> list[Plan]:
    """Plans that walk up to a closed door, open it and walk on to a cell behind it (doorways.py),
    judged on the battle with the door open (the enemies' walks too: a door opened for one
    is opened for all)."""
    state, me = turn.state, turn.me
    zones = [g.zone for g in turn.goals if g.kind == "zone"]
    found = []
    for way in doorways(state, me, context.movement, lambda path: after_move(state, me.id, path)):
        opened = _context(way.after, me.id)
        if opened is None:
            continue
        before = context.movement.ends | {state.grid.index(me.cell)}
        mover = way.after.token(me.id)
        cells = [c for c in destinations(way.after, mover, opened.movement, turn.enemies, zones)[1:]
                 if state.grid.index(c) not in before]
        foes = tuple(replace(f, memo={}) for f in turn.foes)
        rough = []
        for cell in cells:
            path = _legal_part(opened, opened.path_to(cell) or ())
            if path and state.grid.index(path[-1]) not in before:
                rough.append(_estimate(turn, path[-1], path, foes))
        rough.sort(key=lambda p: -p.score)
        feared = _feared(turn, context.preview(way.path).reactions) if way.path else 0.0
        for plan in rough[:BEHIND]:
            judged = _exact(turn, opened, plan, base=way.after, foes=foes)
            if judged is not None:
                reasons = (Why.of("opens_way"), *judged.reasons)
                found.append(turn.total(replace(judged, path=way.path, opens=way.opens, walks=False,
                                                taken=judged.taken + feared, reasons=reasons)))
    return found


def _minimum_steps(turn: _Turn, context: DragContext) -> list[tuple]:
    """One-square steps the movement map holds not (its budget cannot pay them) but the rules
    let through anyway (the system's `minimum_move` hook: d20 3.5's minimum movement, one
    square as a full-round action): the drag's own verdict on each step beside the token."""
    state, me = turn.state, turn.me
    if state.system.minimum_move is None:
        return []
    grid, ends = state.grid, context.movement.ends
    steps = [(c,) for c in grid.neighbors(me.cell) if grid.in_bounds(c) and grid.index(c) not in ends]
    return [step for step in steps if context.preview(step).legal]


#: Plans walked back, and by how many steps at most, when they end with no budget to strike.
SHORTEN, SHORTEN_STEPS = 2, 3


def _shortened(turn: _Turn, context: DragContext, plans: Sequence[Plan]) -> list[Plan]:
    """The best plans that reach an enemy but leave nothing to strike it with this turn (an
    action point system: seven steps of ten, and the shot costs four), walked back a step or
    three until the strike fits: closing a little and shooting beats closing all the way."""
    found, tried = [], {p.at for p in plans}
    late = [p for p in sorted(plans, key=lambda p: -p.score) if p.action is None and p.dealt > 0]
    for plan in late[:SHORTEN]:
        for steps in range(1, SHORTEN_STEPS + 1):
            if len(plan.path) <= steps or plan.path[-steps - 1] in tried:
                continue
            path = plan.path[:-steps]
            tried.add(path[-1])
            walked = _exact(turn, context, Plan(path[-1], path))
            if walked is not None and walked.action is not None:
                found.append(walked)
                break
    return found


def _legal_part(context: DragContext, path: tuple) -> tuple:
    """`path`, or its longest start the rules accept (the fill leaves out what a system adds on
    top of the cells' costs, such as GURPS facing: the way is still the right way, walked less far)."""
    for end in range(len(path), 0, -1):
        if context.preview(path[:end]).legal:
            return tuple(path[:end])
    return ()


def _estimate(turn: _Turn, cell, path, foes: Sequence[scoring.Foe] | None = None) -> Plan:
    """A cheap score: a strike assumed at an even chance when an enemy is within reach of `cell`."""
    state, me = turn.state, turn.me
    near = [e for e in turn.enemies if gap(state, me, e, cell) <= max(1, turn.reach)]
    dealt = max((0.5 * worth(state, e) for e in near), default=0.0)
    taken, _ = scoring.threat(state, me, cell, turn.foes if foes is None else foes)
    goal, _ = scoring.progress(state, me, cell, turn.goals, turn.enemies)
    return turn.total(Plan(cell, path, dealt=dealt, taken=taken, goal=goal))


def _exact(turn: _Turn, context: DragContext, plan: Plan, base: BattleState | None = None,
           foes: Sequence[scoring.Foe] | None = None) -> Plan | None:
    """The plan judged on the battle after its move: legal attacks there, cover, reactions
    (`base`, `foes`: walked from another battle than the turn's, a door opened first)."""
    state = turn.state
    after = after_move(base or state, turn.me.id, plan.path)
    if after is None:
        return None
    me = after.token(turn.me.id)
    preview = context.preview(plan.path)
    if not preview.legal:
        return None
    struck = _strike_here(turn, after, me)
    dealt = _turn_harm(after, me, struck)
    later = None
    if struck is None:
        later = _next_turn(turn, after, me)
        dealt = NEXT_TURN * later.harm if later else 0.0
    foes = turn.foes if foes is None else foes
    taken, who = scoring.threat(after, me, me.cell, foes)
    taken, covered = scoring.sheltered(after, me, foes, who)
    feared = _feared(turn, preview.reactions)
    goal, served = scoring.progress(state, turn.me, plan.at, turn.goals, turn.enemies)
    reasons = _reasons(turn, struck or later, served, covered, preview.reactions, struck is None)
    return turn.total(replace(plan, action=struck.action if struck else None, dealt=dealt,
                              taken=taken + feared, goal=goal, reasons=reasons))


def _next_turn(turn: _Turn, state: BattleState, me: TokenState) -> Strike | None:
    """The chance of the plain attack from here at the nearest enemy, next turn (budget aside)."""
    near = turn.in_reach(state, me) if turn.armed else ()
    if not near:
        return None
    odds = chance(state, me.id, near[0].id)
    if odds <= 0:
        return None
    return Strike(Action("attack", me.id, target=near[0].id), odds, float(odds) * worth(state, near[0]))


def _feared(turn: _Turn, reactions) -> float:
    chances = {f.token.id: float(f.chance) for f in turn.foes}
    return sum(max(REACTION_FEAR, chances.get(r.by, 0.0)) for r in reactions)


def _path_attacks(turn: _Turn, context: DragContext, rough: Sequence[Plan]) -> list[Plan]:
    """Actions that walk a path and strike from its end (one per enemy in reach of a candidate)."""
    entries = path_attack_entries(turn.state)
    if not entries:
        return []
    state, me = turn.state, turn.me
    found = []
    for plan in rough:
        moved = state.with_token_moved(me.id, plan.at)
        there = moved.token(me.id)
        for enemy in turn.in_reach(moved, there):
            for entry in entries:
                action = Action(entry, me.id, target=enemy.id, path=plan.path)
                struck = strike(state, action, odds_state=moved)
                if struck is not None:
                    found.append(_walked(turn, context, plan, struck))
        if len(found) >= EXACT:
            break
    return found


def _walked(turn: _Turn, context: DragContext, plan: Plan, struck: Strike) -> Plan:
    preview = context.preview(plan.path)
    moved = turn.state.with_token_moved(turn.me.id, plan.at)
    me = moved.token(turn.me.id)
    taken, who = scoring.threat(moved, me, me.cell, turn.foes)
    taken, covered = scoring.sheltered(moved, me, turn.foes, who)
    goal, served = scoring.progress(turn.state, turn.me, plan.at, turn.goals, turn.enemies)
    reasons = _reasons(turn, struck, served, covered, preview.reactions, False)
    return turn.total(replace(plan, action=struck.action, walks=True, dealt=struck.harm,
                              taken=taken + _feared(turn, preview.reactions), goal=goal, reasons=reasons))


def after_move(state: BattleState, token_id: str, path: Sequence) -> BattleState | None:
    """The battle after `token_id` walks `path` as a drag plays it (the system's move action,
    cost paid), or None when the rules refuse it."""
    how = drag_move(state, token_id)
    if not how.allowed:
        return None
    if how.action is None:
        return state.with_token_moved(token_id, path[-1])
    try:
        return apply(state, Action(how.action, token_id, path=tuple(path))).state
    except IllegalAction:
        return None


def _reasons(turn: _Turn, struck: Strike | None, served, covered: int, reactions, later: bool
             ) -> tuple[Why, ...]:
    """Why, as codes: the objective served, the chance to hit, the cover, the reactions risked."""
    found = []
    if served is not None and served.kind == "zone":
        found.append(Why.of("objective", name=served.name))
    elif served is not None and served.kind == "guard":
        found.append(Why.of("guards", token=served.token))
    if struck is not None:
        found.append(Why.of("hit_chance", percent=round(float(struck.chance) * 100), target=struck.action.target,
                               next_turn=later))
    if covered:
        found.append(Why.of("cover", count=covered))
    watched = sum(1 for r in reactions if r.kind == "overwatch")
    if watched:
        found.append(Why.of("overwatch_lines", count=watched))
    others = len(reactions) - watched
    if others:
        found.append(Why.of("provokes", count=others))
    return tuple(found)


def _step(turn: _Turn, plan: Plan) -> Decision:
    """The first step of `plan`: its move, its action, something that readies one, or the end."""
    me = turn.me
    if plan.opens is not None:  # walk up to the door first, then open it (the next step walks on)
        what = _moving(turn, plan)
        if plan.path:
            return Decision(me.id, what, plan.path, None, plan.reasons, plan.score)
        return Decision(me.id, PREPARES, (), plan.opens, plan.reasons, plan.score)
    if plan.walks and plan.action is not None:
        return Decision(me.id, ATTACKS, plan.path, plan.action, plan.reasons, plan.score)
    if plan.path:
        return Decision(me.id, _moving(turn, plan), plan.path, None, plan.reasons, plan.score)
    if plan.action is not None:
        return _boosted(turn, plan) or Decision(me.id, ATTACKS, (), plan.action, plan.reasons, plan.score)
    readied = _prepare(turn) or _end_of_turn(turn)
    if readied is not None:
        return readied
    reasons = plan.reasons or (Why.of("no_target"),)
    return Decision(me.id, ENDS_TURN, reasons=reasons, score=plan.score)


#: How much more harm this turn an action must promise before it is taken ahead of the attack.
BOOST = 1.1


def _boosted(turn: _Turn, plan: Plan) -> Decision | None:
    """An action with no target taken before the attack when it makes the turn's attacks at
    the same target do more harm, counted as often as the budget left pays for them: Fallout's
    Focus (ignore 3 DT) doubles a pistol's harm on a super mutant for a fifth of the turn's AP,
    but costs a rifle its second shot. The first such in catalogue order that gains most."""
    state, me = turn.state, turn.me
    now = _turn_harm(state, me, strike(state, plan.action))
    best, gained = None, now * BOOST
    for action, after in preparations(state, me.id, reactions=False):
        struck = strike(after, plan.action)
        harm = _turn_harm(after, after.token(me.id), struck)
        if harm > gained + 1e-9:
            best, gained = (action, struck), harm
    if best is None:
        return None
    action, struck = best
    reasons = (Why.of("readies", target=struck.action.target, percent=round(float(struck.chance) * 100)),)
    return Decision(me.id, PREPARES, (), action, reasons, gained)



def _moving(turn: _Turn, plan: Plan) -> str:
    """What a move does, as a player reads it: toward the goal or the enemy, to cover, or away."""
    codes = {r.code for r in plan.reasons}
    if "cover" in codes and plan.dealt <= 0:
        return TAKES_COVER
    state, me = turn.state, turn.me
    if turn.enemies:
        now = min(gap(state, me, e) for e in turn.enemies)
        then = min(gap(state, me, e, plan.at) for e in turn.enemies)
        if then > now and "objective" not in codes:
            return FALLS_BACK
        if then < now or "objective" in codes:
            return ADVANCES
    return MOVES


def _prepare(turn: _Turn) -> Decision | None:
    """An action with no target that lets the token strike (a reload, readying a weapon) or move
    (standing up) where it could not: the first such in catalogue order."""
    state, me = turn.state, turn.me
    could_move = drag_move(state, me.id).allowed
    for action, after in preparations(state, me.id):
        moved = after.token(me.id)
        struck = _strike_here(turn, after, moved)
        if struck is not None:
            reasons = (Why.of("readies", target=struck.action.target,
                                 percent=round(float(struck.chance) * 100)),)
            return Decision(me.id, PREPARES, (), action, reasons, struck.harm)
        later = _readied_for_later(turn, action, after, moved)
        if later is not None:
            return later
        if not could_move and drag_move(after, me.id).allowed and after.token(me.id).posture != me.posture:
            return Decision(me.id, PREPARES, (), action, (Why.of("gets_up"),), 0.0)
    return None


def _readied_for_later(turn: _Turn, action: Action, after: BattleState, moved: TokenState) -> Decision | None:
    """An action that readies a weapon for the next turn (GURPS Ready takes the turn: an
    unbalanced axe after every blow; a longbow takes two turns of Reload): taken when the token
    has nothing ready now, or cannot attack even on a fresh turn (attacks.armed), and once
    ready it could hit an enemy in reach."""
    me = turn.me
    if not me.ready_weapons() and moved.ready_weapons():
        ready = after
    elif not turn.armed:
        ready = _armed_by(turn, action, after)
    else:
        ready = None
    if ready is None:
        return None
    for enemy in turn.in_reach(ready, ready.token(me.id)):
        odds = chance(ready, me.id, enemy.id)
        if odds > 0:
            reasons = (Why.of("readies", target=enemy.id, percent=round(float(odds) * 100)),)
            return Decision(me.id, PREPARES, (), action, reasons, 0.0)
    return None


#: Turns of the same action a load may take (a GURPS longbow: two turns of Reload).
LOAD_TURNS = 3


def _armed_by(turn: _Turn, action: Action, after: BattleState) -> BattleState | None:
    """The battle once `action`, taken now and again on the turns after if need be, lets the
    token attack (attacks.armed) where it cannot now; None when it does not."""
    for _ in range(LOAD_TURNS):
        moved = after.token(turn.me.id)
        if armed(after, moved, turn.in_reach(after, moved)):
            return after
        try:
            after = apply(fresh_turn(after, turn.me.id), action).state
        except IllegalAction:
            return None
    return None


def _open_way(turn: _Turn) -> Decision | None:
    """A closed door beside the token on its way to the goal (the walk field counts a door, in a
    cell or on the edge between two, as a longer step, so the token walks up to it), opened by
    the catalogue's first legal action at a cell that leaves it open (doorways.opening): the way
    a person clears it before walking on."""
    state, me = turn.state, turn.me
    sources = scoring.goal_sources(state, me, turn.goals, turn.enemies)
    if not sources:
        return None
    grid = state.grid
    field = scoring.walk_field(state, sources)
    here = field.get(grid.index(me.cell))
    if here is None:
        return None
    for door in scoring.shut_doors_beside(state, me.cell):
        if field.get(grid.index(door), here) >= here:
            continue
        opened = opening(state, me.id, me.cell, door)
        if opened is not None:
            return Decision(me.id, PREPARES, (), opened[0], (Why.of("opens_way"),), 0.0)
    return None
