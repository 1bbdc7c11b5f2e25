"""The parts of a plan's score: the threat at a cell (an influence estimate) and objective progress.

Threat is what the enemies could do to the token standing at a cell on their
next turn: each enemy adds its chance to hit the token (the exact chance from
where it stands when it can attack now, else an even guess) once per blow it
can land there (`blows.py`: its own walk round walls and tokens, and what its
budget leaves for blows after the walk: an action-point fighter that must walk
far lands none, one beside the token two), a shot through partial cover counts
half, and one with no line of fire at all counts nothing (`sheltered`, judged
for the few destinations kept after the first cut).

Progress is how a cell serves the side's objectives (`engine.battle.objectives`):
inside a zone to hold or reach, or nearer it than now; beside a token to
protect; nearer the side to destroy (with no objective: the nearest enemy,
to within the token's own reach, so archers stop at their range).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from battlemap.engine.ai.attacks import chance, fresh_turn, main_entry
from battlemap.engine.ai.blows import (
    FIGHTER_REACH,
    blows_after_walks,
    blows_at,
    shot_steps,
    striking,
)
from battlemap.engine.ai.fighting import gap, move_cells, strike_cells
from battlemap.engine.ai.harm import expected_harm
from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.objectives.fighting import still_fights
from battlemap.engine.objectives.tally import rounds_held
from battlemap.grid import Cell, Edge

#: An enemy's chance to hit when it cannot attack from where it stands (out of reach now).
GUESS = Fraction(2, 5)
#: What one hit an enemy may land is feared as, in the units of harm dealt (harm.py: a hit's
#: own worth and a typical share of health lost): threat sums chances to hit, harm measures.
HARM_PER_HIT = 0.3
#: What a shot through partial cover is worth beside an open one.
PARTIAL = 0.5
#: Progress for standing in a zone to hold or reach (beside 1 for a full move toward it).
IN_ZONE = 1.5
#: Weight of the side's own zone to hold or reach (objectives decide most battles).
OWN_ZONE = 2.0
#: How much more an enemy's zone weighs as the enemy nears holding it long enough.
CONTEST = 1.5
#: What an enemy's zone still weighs once another token of the side stands in it.
SPOILED = 0.2
#: Weight of closing on an enemy token whose fall wins the battle (its side's protect_token).
HUNT = 0.8
#: Weight of closing on the enemy when no zone calls (a fraction of a move's worth).
APPROACH = 1.2


@dataclass(frozen=True, slots=True)
class Foe:
    """An enemy as the threat estimate reads it: how far it strikes next turn, how often it
    hits, and how many blows it has left after walking k cells (blows.py)."""

    token: TokenState
    reach: int
    strikes: int
    chance: Fraction
    blows: tuple[int, ...] = (1,)
    #: How hard one of its hits lands beside a typical one (HARM_PER_HIT): a super mutant's
    #: sledgehammer takes a third of a wastelander's health, a knife a tenth.
    weight: float = 1.0
    #: Its walk to strike each cell, worked out once per decision (blows.strike_steps).
    memo: dict = field(default_factory=dict, compare=False, repr=False)

    def blows_on(self, state: BattleState, me: TokenState, at: Cell) -> int:
        """Blows it lands on `me` standing at `at` on its next turn."""
        return blows_at(state, me, at, self, self.memo)


def foes_of(state: BattleState, me: TokenState, enemies: Sequence[TokenState]) -> tuple[Foe, ...]:
    """The enemies with their next-turn reach (move + strike), blows and chance against `me`."""
    found = []
    for enemy in enemies:
        if not enemy.ready_weapons():
            continue  # nothing ready in hand: no threat until it readies
        strikes = max(1, strike_cells(state, enemy))
        foe = Foe(enemy, move_cells(state, enemy) + strikes, strikes, GUESS, blows_after_walks(state, enemy))
        found.append(_measured(state, me, foe))
    return tuple(found)


#: Bounds of a foe's hit weight (a measure on four dice streams: kept from the extremes).
WEIGHTS = (0.5, 3.0)


def _measured(state: BattleState, me: TokenState, foe: Foe) -> Foe:
    """`foe` with its exact chance to hit `me` and its hit weight, judged where it would strike
    from: where it stands when it reaches `me` now, else (a fighter) the end of its cheapest
    walk to `me` (blows.striking); a shooter out of range keeps the guess."""
    enemy = foe.token
    apart = gap(state, enemy, me)
    there = state if apart <= foe.strikes else None
    if there is None and foe.strikes <= FIGHTER_REACH and apart <= foe.reach + move_cells(state, me):
        way = striking(state, me, me.cell, foe, foe.memo)
        there = state.with_token_moved(enemy.id, way[1]) if way is not None else None
    if there is None:
        return foe
    odds = chance(there, enemy.id, me.id)
    if odds <= 0:
        return foe
    entry = main_entry(state, enemy)
    harm = expected_harm(fresh_turn(there, enemy.id), Action(entry, enemy.id, target=me.id), odds) if entry else 0.0
    weight = harm / float(odds) / HARM_PER_HIT if harm > 0 else 1.0
    return replace(foe, chance=odds, weight=min(WEIGHTS[1], max(WEIGHTS[0], weight)))


def threat(state: BattleState, me: TokenState, at: Cell, foes: Sequence[Foe]) -> tuple[float, tuple[str, ...]]:
    """The summed chance of the blows the enemies can land on `me` at `at` next turn, and who
    can strike it."""
    total, who = 0.0, []
    for foe in foes:
        if gap(state, me, foe.token, at) > foe.reach:
            continue
        blows = foe.blows_on(state, me, at)
        if blows:
            total += float(foe.chance) * blows * foe.weight
            who.append(foe.token.id)
    return total, tuple(who)


def sheltered(state: BattleState, me: TokenState, foes: Sequence[Foe], who: Sequence[str]) -> tuple[float, int]:
    """The threat from `who` (foes of `foes`) on `me` where it stands in `state`, cover judged
    for those that would shoot from afar; and how many of them the cover stops or halves."""
    total, covered = 0.0, 0
    for foe in foes:
        if foe.token.id not in who:
            continue
        hits = float(foe.chance) * foe.blows_on(state, me, me.cell) * foe.weight
        if foe.strikes <= 1 or gap(state, me, foe.token) <= 1:
            total += hits
            continue
        line = line_of_fire(state, foe.token.id, me.id)
        if not line.clear:
            walked = _walked_round(state, me, foe)
            covered += walked < hits - 1e-9
            total += walked
        elif line.cover == "partial":
            total += hits * PARTIAL
            covered += 1
        else:
            total += hits
    return total, covered


#: What a shot after a walk round a wall counts beside one from where the shooter stands: it
#: must choose to walk there, and leaves its own cover to.
WALKED_ROUND = 0.5


def _walked_round(state: BattleState, me: TokenState, foe: Foe) -> float:
    """What a shooter with no line of fire at `me` from where it stands lands after walking
    round to one (blows.shot_steps): fewer blows for the steps it takes, none beyond its walk."""
    steps = shot_steps(state, me, me.cell, foe, foe.memo)
    if steps is None or steps >= len(foe.blows):
        return 0.0
    return WALKED_ROUND * float(foe.chance) * foe.blows[steps] * foe.weight


@dataclass(frozen=True, slots=True)
class Goal:
    """One thing the side plays toward at a cell: a zone (its flat cells), a token to stay by,
    or the enemies to close on; `weight` scales it (how urgent: an enemy about to win a zone
    weighs more); `blind`: a shooter with no shot at the enemies from where it stands (it then
    walks round toward them, as a melee fighter does, rather than stand at its range)."""

    kind: str
    name: str
    weight: float
    zone: frozenset[int] = frozenset()
    token: str | None = None
    side: str | None = None
    blind: bool = False


def goals_of(state: BattleState, me: TokenState, *, armed: bool = True) -> tuple[Goal, ...]:
    """What `me`'s side plays toward (objectives of its own, enemies' zones to contest); a token
    that cannot attack (attacks.armed: no rounds left) closes on no enemy."""
    zones = {z.id: z for z in state.zones}
    goals: list[Goal] = []
    for objective in state.objectives:
        own = objective.side == me.side
        # What the reason line names: the file's words for it, else what it points at (the
        # zone, the side): never the id, which is no word of the interface.
        name = objective.name or ""
        if objective.kind in ("hold_zone", "reach_zone") and objective.zone in zones:
            cells = zones[objective.zone].cells
            weight = zone_weight(state, objective, own)
            if not own and _held_by_another(state, me, cells):
                weight *= SPOILED  # one token in the enemy's zone spoils its hold: the rest fight on
            goals.append(Goal("zone", name or zones[objective.zone].name, weight, zone=cells))
        elif objective.kind == "protect_token" and own and objective.token not in (None, me.id):
            goals.append(Goal("guard", name or _token_name(state, objective.token), 0.5, token=objective.token))
        elif objective.kind == "protect_token" and not own and armed and _fights(state, objective.token):
            goals.append(Goal("hunt", name or _token_name(state, objective.token), HUNT,
                              token=objective.token))  # its fall wins the battle
        elif objective.kind == "destroy_side" and own and armed:
            goals.append(Goal("destroy", name or state.side_name(objective.target or ""), 1.0,
                              side=objective.target, blind=_blind(state, me, objective.target)))
    if armed and not any(g.kind in ("zone", "destroy") for g in goals):
        goals.append(Goal("destroy", "", 1.0, blind=_blind(state, me, None)))
    return tuple(goals)


def zone_weight(state: BattleState, objective, own: bool) -> float:
    """How hard a zone pulls: the side's own zone (to hold or reach) at OWN_ZONE; an enemy's zone
    to hold is contested the harder the nearer the enemy is to holding it long enough."""
    if own:
        return OWN_ZONE
    if objective.kind != "hold_zone":
        return 0.5
    needed = max(1, objective.rounds)
    return 0.5 + CONTEST * min(1.0, (rounds_held(state, objective.id) + 1) / needed)


def _fights(state: BattleState, token_id: str | None) -> bool:
    return token_id is not None and state.has_token(token_id) and still_fights(state, state.token(token_id))


def _held_by_another(state: BattleState, me: TokenState, cells: frozenset[int]) -> bool:
    """True when another token of `me`'s side that still fights stands in `cells`."""
    grid = state.grid
    return any(t.side == me.side and t.id != me.id and still_fights(state, t)
               and any(grid.in_bounds(c) and grid.index(c) in cells for c in t.footprint) for t in state.tokens)


def _blind(state: BattleState, me: TokenState, side: str | None) -> bool:
    """True for a shooter that has no shot from where it stands at any enemy of `side`."""
    if strike_cells(state, me) <= 1:
        return False
    targets = [t for t in state.tokens if t.side != me.side and (side is None or t.side == side)
               and still_fights(state, t)]
    return bool(targets) and not any(chance(state, me.id, t.id) > 0 for t in targets[:6])


def progress(state: BattleState, me: TokenState, at: Cell, goals: Sequence[Goal],
             enemies: Sequence[TokenState]) -> tuple[float, Goal | None]:
    """How much standing at `at` (rather than where `me` stands) serves `goals`, and the goal served most."""
    walk = max(1, move_cells(state, me))
    total, best, best_value = 0.0, None, 0.0
    for goal in goals:
        value = 0.0
        if goal.kind == "zone":
            value = _zone_value(state, me, at, goal.zone, walk)
        elif goal.kind == "guard" and state.has_token(goal.token):
            ward = state.token(goal.token)
            value = 0.5 if gap(state, me, ward, at) <= 2 else -0.2 * (gap(state, me, ward, at) > walk)
        elif goal.kind == "hunt":
            value = APPROACH * _closing(state, me, at, (state.token(goal.token),), walk, goal.blind)
        elif goal.kind == "destroy":
            targets = [e for e in enemies if goal.side is None or e.side == goal.side]
            value = APPROACH * _closing(state, me, at, targets, walk, goal.blind)
        value *= goal.weight
        total += value
        if value > best_value + 1e-9:
            best, best_value = goal, value
    return total, best


def goal_sources(state: BattleState, me: TokenState, goals: Sequence[Goal],
                 enemies: Sequence[TokenState]) -> frozenset[int]:
    """The cells of the goal that weighs most (a zone, else the enemies to destroy), flat indices."""
    zones = sorted((g for g in goals if g.kind == "zone" and g.zone), key=lambda g: -g.weight)
    if zones:
        return zones[0].zone
    grid = state.grid
    return frozenset(grid.index(c) for t in enemies for c in t.footprint if grid.in_bounds(c))


def _zone_value(state: BattleState, me: TokenState, at: Cell, zone: frozenset[int], walk: int) -> float:
    grid = state.grid
    if not zone:
        return 0.0
    if grid.index(at) in zone:
        return IN_ZONE
    field = walk_field(state, zone)
    return _gain(field, grid.index(me.cell), grid.index(at), 0, walk)


def _closing(state: BattleState, me: TokenState, at: Cell, targets: Sequence[TokenState], walk: int,
             blind: bool = False) -> float:
    """Steps closed on the nearest target (walking round walls), up to the token's own reach,
    per move's worth; a shooter closes by straight distance, to its range or a move, whichever
    is less (one with no shot from where it stands walks round, as a fighter does)."""
    if not targets:
        return 0.0
    # A shooter closes to within a move of its target, not to its longest range: the odds fall
    # with range in every system, and a move's worth is a range it can keep next turn.
    reach = 1 if blind else max(1, min(strike_cells(state, me), max(2, walk)))
    if reach > 1:
        now = min(max(0, gap(state, me, t) - reach) for t in targets)
        then = min(max(0, gap(state, me, t, at) - reach) for t in targets)
        return max(-1.0, min(1.0, (now - then) / walk))
    grid = state.grid
    sources = frozenset(grid.index(c) for t in targets for c in t.footprint if grid.in_bounds(c))
    return _gain(walk_field(state, sources), grid.index(me.cell), grid.index(at), reach, walk)


def _gain(field, start: int, end: int, reach: int, walk: int) -> float:
    far = len(field) + 1
    now, then = field.get(start, far), field.get(end, far)
    return max(-1.0, min(1.0, (max(0, now - reach) - max(0, then - reach)) / walk))


def walk_field(state: BattleState, sources: frozenset[int]) -> dict[int, int]:
    """Steps from `sources` to every cell on foot (walls and blocking ground kept out, tokens
    ignored): how far a goal is by the way round, not as the crow flies. A closed door (a
    cell, or on the edge between two) counts as DOOR_STEPS steps, not a wall: the way through
    it is one a token opens."""
    key = ("ai.walk_field", sources)
    found = state.derived.get(key)
    if found is not None:
        return found
    adjacency, terrain = state.grid.adjacency(), state.terrain
    field = {i: 0 for i in sources}
    frontier = {0: sorted(sources)}
    steps = 0
    while frontier:
        for index in frontier.pop(steps, ()):
            if field[index] != steps:
                continue
            for neighbour, _, _ in adjacency[index]:
                cost = _step_cost(state, terrain, neighbour, index)
                if cost and field.get(neighbour, steps + cost + 1) > steps + cost:
                    field[neighbour] = steps + cost
                    frontier.setdefault(steps + cost, []).append(neighbour)
        steps += 1
    state.derived[key] = field
    return field


#: Steps a closed door costs a walk (open it, then step through).
DOOR_STEPS = 2


def _step_cost(state: BattleState, terrain, frm: int, to: int) -> int:
    """Steps from `frm` onto `to` walking toward the sources (0: no way)."""
    blocked = terrain.step_blocked(frm, to)
    if blocked is None:
        return 1
    if blocked == "blocked_terrain":
        return DOOR_STEPS if openable_door(state, terrain, to) else 0
    if blocked == "blocked_edge":
        grid = state.grid
        return DOOR_STEPS if openable_edge_door(state, terrain, grid.cell(frm), grid.cell(to)) else 0
    return 0


def openable_door(state: BattleState, terrain, index: int) -> bool:
    """A shut door a token may simply open: not one the ruleset marks `locked` (a terrain field:
    Year Zero's locked doors are broken, not opened)."""
    return is_closed_door(terrain, index) and _unlocked(state, terrain.type_at(index))


def openable_edge_door(state: BattleState, terrain, a: Cell, b: Cell) -> bool:
    """A shut door on the edge between adjacent cells `a` and `b` that a token may simply open."""
    kind = terrain.edge_walls.get(Edge.of(a, b))
    return kind is not None and bool(kind.door and kind.blocks_movement) and _unlocked(state, kind)


def _unlocked(state: BattleState, kind) -> bool:
    entry = state.ruleset.terrain.get(kind.id)
    return entry is None or not entry.fields.get("locked")


def shut_doors_beside(state: BattleState, cell: Cell) -> tuple[Cell, ...]:
    """The cells beside `cell` a token there opens a door at (the cell is the door, or a door
    stands on the edge between), in the grid's neighbour order: what an opening action aims at."""
    grid, terrain = state.grid, state.terrain
    return tuple(c for c in grid.neighbors(cell) if grid.in_bounds(c)
                 and (openable_door(state, terrain, grid.index(c)) or openable_edge_door(state, terrain, cell, c)))


def still_shut(state: BattleState, at: Cell, target: Cell) -> bool:
    """True while a door blocks the way from `at` to `target` (in `target` or on the edge between)."""
    terrain = state.terrain
    kind = terrain.edge_walls.get(Edge.of(at, target))
    return is_closed_door(terrain, state.grid.index(target)) or (
        kind is not None and bool(kind.door and kind.blocks_movement))


def is_closed_door(terrain, index: int) -> bool:
    """True for a cell that is a door and blocks the way (shut)."""
    kind = terrain.type_at(index)
    return bool(kind.door and kind.blocks_movement)


def _token_name(state: BattleState, token_id: str) -> str:
    return state.token(token_id).name if state.has_token(token_id) else token_id
