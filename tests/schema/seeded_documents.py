"""Scenario documents from a seed: cheap, repeatable, every field of the format, often at its limits.

`document(seed)` is a pure function of the seed (one `random.Random(seed)`, no
hypothesis): the playable-documents property runs it over tens of thousands of
seeds, where drawing through hypothesis took four times longer than playing
the document. The system is `RULESETS[seed % 4]`, so any run of four seeds
covers all of them.

Most documents are valid; a few carry a value just past a validator's limit
(a cell of 0.0099, a facing of 6 on a hex grid, 1001 columns, a row one
character too long, a token or a zone cell just off the map, an edge between
cells that share none), because a limit set one step too far is the bug the
property looks for: what `check` lets through must play. Values
sit on the limits (1 and 1000 columns, a million in a group, 360 degrees, the
largest seed) more often than chance would put them there, and the tactical
state carries the keys the rule systems keep there, with the values they
write and with values they never would.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from typing import Any

from battlemap.document.library import bundled_ruleset
from battlemap.engine.systems.registry import system_of
from battlemap.grid import make_grid
from battlemap.schema import Ruleset, StatDef

RULESETS = ("d20-mass", "fallout-pnp", "gurps4e", "yze")

#: The keys each system keeps in a token's tactical state, with values it writes there
#: (gathered from random battles on the bundled samples).
STATE_KEYS: dict[str, dict[str, tuple[Any, ...]]] = {
    "d20-mass": {
        "aim_held": (3,), "fighting_defensively": (True,), "items": ({"longsword": 1},),
        "marks": (0, 2), "suppression.1.a": (1, 2), "unloaded": (["crossbow"],), "grappling": ("t0",),
    },
    "fallout-pnp": {
        "defend": (1,), "dodge_ap": (1, 2), "focus_dt": (1,), "focus_ignore": (1,), "lockpick_turns": (1,),
        "mine_armed": ([[1, 1]],), "mine_prepared": ([1, 1],), "missed_weapon": ("pistol_10mm",),
        "overwatch_dual": (["pistol_10mm", "pistol_9mm"],), "overwatch_dual_first": ("t0",),
        "overwatch_dual_mode": ("two_targets", "one_target"), "overwatch_mode": ("burst", "single"),
        "overwatch_second": ([2, 1],), "overwatch_shots": (2,), "rk": (10, 13), "rounds.pistol_10mm": (10,),
        "rounds.smg_10mm": (28,), "thrown_item": (["frag_grenade", None],),
        "thrown_last": (["t0", "frag_grenade", 17, ""],), "sneaking": (True,), "sensed": (["t0"],),
    },
    "gurps4e": {
        "aim_turns": (1,), "evaluate": (1,), "evaluate_target": ("t0",), "grip": (2,), "held_out": ("longbow",),
        "held_out_at": ([1, 1],), "held_out_moved": (False,), "injury": (2, 10), "long_action_seconds": (1,),
        "long_action_task": ("swallow",), "long_action_total": (2,),
        "maneuver": ("attack", "all_out_attack_feint", "all_out_defense_dodge", "move", "aim"),
        "retreat_declared": ("yes",), "ritual_seconds": (1,), "shield_seconds": (1,), "shock": (2, 4),
        "unloaded": ("longbow",), "wait_then": ("attack",), "retreat": (True,), "lost_balance": (True,),
    },
    "yze": {
        "card": (1, 12), "card_group": ("raiders",), "help": (1,), "help_type": ("slow",), "mental": (1,),
        "moved_round": (1, 4), "parry": (True,), "persuaded": ("t0",), "physical": (1, 4), "rounds": (9,),
        "scope_aim": (True,), "swapped": (1, 2), "turn_actions": ([1, 0], [2, 0]), "unprepared": (True,),
        "in_vehicle": ("t0",), "engine_on": (True,),
    },
}

#: Keys of `combat.spent` the systems write (budgets, per-round limits, reactions).
SPENT_KEYS: dict[str, tuple[str, ...]] = {
    "d20-mass": ("action.full_round", "action.move", "action.standard", "action.swift", "move", "reactions"),
    "fallout-pnp": ("ap", "ap.next", "ap.start", "limit.round.overwatch", "overwatch", "reactions"),
    "gurps4e": ("action.maneuver", "limit.turn.crouch_free", "move"),
    "yze": ("action.fast", "action.slow", "limit.turn.crawl", "limit.turn.move", "move", "overwatch", "reactions"),
}

#: Values a file may put anywhere JSON is free: the odd ones a system would never write.
ODD_JSON = (None, True, False, 0, -1, 1.5, 10**12, "", "x", "t0", [], [0], [1, "x"], [None], {}, {"a": 1},
            [[0, 0]], "3,4", -(10**9))
TEXTS = ("a", "Knights of the Ford", "Kavallerie \u00fcber die Furt", "\u05e4\u05e8\u05e9\u05d9\u05dd",
         "\u9a0e\u58eb", "\U0001f6e1\ufe0f shield", "e\u0301", " spaced ", "x" * 200)
ID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"
EXTRA_CHARS = "xo*!@%^&Q \u00e9\u2591"


def document(seed: int) -> dict[str, Any]:
    """The scenario document (a dict, as JSON would read) of `seed`, for `RULESETS[seed % 4]`."""
    return _Draw(random.Random(seed), ruleset_of(seed)).scenario()


def ruleset_of(seed: int) -> Ruleset:
    return ruleset_by_id(RULESETS[seed % len(RULESETS)])


@cache
def ruleset_by_id(ruleset_id: str) -> Ruleset:
    """A bundled ruleset, read once per process."""
    return bundled_ruleset(ruleset_id)


class _Draw:
    """One document's drawing: the generator, the ruleset and what was decided so far (grid, ids)."""

    def __init__(self, rng: random.Random, ruleset: Ruleset) -> None:
        self.rng, self.ruleset = rng, ruleset
        self.cols = self.rows = 1
        self.kind, self.orientation = ruleset.grid.kind, ruleset.grid.orientation or "flat"
        self.token_ids: list[str] = []

    # --- small draws ------------------------------------------------------------------------
    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, values):
        return self.rng.choice(tuple(values))

    def ident(self) -> str:
        if self.chance(0.05):
            return self.pick(ID_CHARS[:62]) + "".join(self.rng.choices(ID_CHARS, k=63))  # the longest id
        return self.pick("abcdefghrstxyz") + "".join(self.rng.choices(ID_CHARS, k=self.rng.randint(0, 6)))

    def text(self) -> str:
        return self.pick(TEXTS)

    def cell(self) -> list[int]:
        return [self.rng.randrange(self.cols), self.rng.randrange(self.rows)]

    def off_map_cell(self) -> list[int]:
        return self.pick(([self.cols, 0], [0, self.rows], [-1, 0], [self.cols - 1, -1]))

    def maybe_cell(self) -> list[int]:
        """A cell of the map, rarely one just off it."""
        return self.off_map_cell() if self.chance(0.01) else self.cell()

    def odd(self, usual: tuple[Any, ...]) -> Any:
        """A value a system writes under a key, or one it never would."""
        return self.pick(usual) if self.chance(0.6) else self.pick(ODD_JSON)

    # --- the document -----------------------------------------------------------------------
    def scenario(self) -> dict[str, Any]:
        grid = self.grid()
        tokens = self.tokens()
        fields = {
            "format": "battlemap-scenario", "version": 1,
            "name": self.text() if self.chance(0.5) else None,
            "ruleset": self.ruleset.id,
            "options": self.options() if self.chance(0.3) else None,
            "grid": grid,
            "terrain": self.terrain() if self.chance(0.75) else None,
            "zones": [self.zone() for _ in range(self.rng.randint(1, 3))] if self.chance(0.4) else None,
            "tokens": tokens or None,
            "items": [self.item(i) for i in range(self.rng.randint(1, 3))] if self.chance(0.3) else None,
            "combat": self.combat() if self.chance(0.6) else None,
            "seed": self.pick((0, 1, 2**63 - 1, self.rng.getrandbits(63))) if self.chance(0.7) else None,
            "notes": self.pick(("", "GM only", "n" * 5000)) if self.chance(0.2) else None,
            "background": self.background() if self.chance(0.1) else None,
        }
        return {k: v for k, v in fields.items() if v is not None}

    def grid(self) -> dict[str, Any]:
        grid: dict[str, Any] = {}
        if self.chance(0.3):
            self.kind = grid["kind"] = self.pick(("square", "hex"))
        if self.kind == "hex" and self.chance(0.5):
            self.orientation = grid["orientation"] = self.pick(("flat", "pointy"))
        elif self.kind == "square" and self.chance(0.01):
            grid["orientation"] = "flat"  # refused: hex grids only
        self.cols, self.rows = self._sides()
        if self.cols != self.ruleset.grid.cols or self.rows != self.ruleset.grid.rows or self.chance(0.5):
            grid["cols"], grid["rows"] = self.cols, self.rows
        if self.chance(0.3):
            grid["cell"] = self.pick((0.01, 100_000, 1, 2.5, 5, self.rng.uniform(0.01, 100)))
            if self.chance(0.03):
                grid["cell"] = 0.0099  # refused: below the smallest cell
        if self.chance(0.3):
            grid["unit"] = self.pick(("ft", "m", "yd", "furlongs", "u" * 16))
        return grid

    def _sides(self) -> tuple[int, int]:
        roll = self.rng.random()
        if roll < 0.05:
            return self.ruleset.grid.cols, self.ruleset.grid.rows
        if roll < 0.10:
            return 1, self.rng.randint(1, 4)
        if roll < 0.13:  # the longest side there is, kept thin so it stays quick
            long, thin = self.pick((1000, 1000, 999, 1001)), self.rng.randint(1, 2)
            return (long, thin) if self.chance(0.5) else (thin, long)
        if roll < 0.18:
            return self.rng.randint(13, 40), self.rng.randint(13, 40)
        return self.rng.randint(1, 12), self.rng.randint(1, 10)

    def terrain(self) -> dict[str, Any]:
        legend = {}
        if self.chance(0.3):
            for char in self.rng.sample(EXTRA_CHARS, self.rng.randint(1, 3)):
                legend[char] = self.pick(sorted(self.ruleset.terrain))
        chars = sorted(set(self.ruleset.legend) | set(legend))
        weights = [8 if c == "." else 1 for c in chars]
        rows = ["".join(self.rng.choices(chars, weights, k=self.cols)) for _ in range(self.rows)]
        if self.chance(0.01):
            rows[-1] = rows[-1][:-1] + ".."  # one character too many: refused
        terrain: dict[str, Any] = {"rows": rows} if rows and self.chance(0.95) else {}
        if legend:
            terrain["legend"] = legend
        if self.chance(0.4) and (self.cols > 1 or self.rows > 1 or self.chance(0.05)):
            terrain["edges"] = [self.edge() for _ in range(self.rng.randint(1, 6))]
        return terrain

    def edge(self) -> dict[str, Any]:
        grid = _grid(self.kind, self.cols, self.rows, self.orientation)
        a = grid.from_offset(*self.cell())
        sides = [e for e in grid.edges_of(a) if grid.in_bounds(e.a) and grid.in_bounds(e.b)]
        if not sides:  # a 1x1 map has no inner edge: one that hangs off it, refused
            sides = grid.edges_of(a)
        between = [list(grid.to_offset(c)) for c in self.pick(sides)]
        if self.chance(0.02):
            between[1] = self.cell()  # most likely not a neighbour: refused
        edge_types = sorted(k for k, t in self.ruleset.terrain.items() if t.edge)
        kind = self.pick(edge_types) if self.chance(0.98) else self.pick(sorted(self.ruleset.terrain))
        return {"between": between if self.chance(0.5) else between[::-1], "type": kind}

    def zone(self) -> dict[str, Any]:
        zone: dict[str, Any] = {"id": self.ident()}
        if self.chance(0.5):
            zone["name"] = self.text()
        if self.chance(0.9):
            zone["cells"] = [self.maybe_cell() for _ in range(self.rng.randint(0, 6))]
        if self.chance(0.4):
            zone["tags"] = self.rng.sample(("cluttered", "dark", "cramped", "objective", "x"), self.rng.randint(1, 2))
        return zone

    def tokens(self) -> list[dict[str, Any]]:
        count = self.pick((0, 1, 2, 2, 3, 3, 4, 5, 6))
        self.token_ids = []
        while len(self.token_ids) < count:
            candidate = self.ident()
            if candidate not in self.token_ids or self.chance(0.01):  # rarely a duplicate id: refused
                self.token_ids.append(candidate)
        return [self.token(i) for i in self.token_ids]

    def token(self, token_id: str) -> dict[str, Any]:
        token: dict[str, Any] = {"id": token_id, "side": self.pick(("red", "blue", "green", self.ident())),
                                 "at": self.maybe_cell()}
        if self.chance(0.3):
            token["name"] = self.text()
        if self.chance(0.7):
            token["template"] = self.pick(sorted(self.ruleset.templates))
        self._shape(token)
        self._kit(token)
        if self.chance(0.5):
            token["state"] = self.token_state(token_id)
        if self.chance(0.1):
            token["hidden"] = self.chance(0.5)
        if self.chance(0.05):
            token["image"] = self.pick(("assets:tokens/knight.png", "missing.png", "assets:nothing.png"))
        return token

    def _shape(self, token: dict[str, Any]) -> None:
        """Size, count, posture and facing; a wide token most often shares a cell with another: refused."""
        sizes, postures = self.ruleset.sizes, self.ruleset.postures
        if self.chance(0.3):
            token["size"] = self.pick(sorted(sizes)) if self.chance(0.3) else self.narrow(sizes)
        if self.chance(0.2):
            token["count"] = self.pick((1, 2, 10, 500, 1_000_000))
        if self.chance(0.3):
            token["posture"] = self.pick(sorted(postures)) if self.chance(0.3) else self.narrow(postures)
        if self.chance(0.4):
            most = 5 if self.kind == "hex" else 7
            token["facing"] = self.pick((0, most, self.rng.randint(0, most))) if self.chance(0.99) else 6

    def _kit(self, token: dict[str, Any]) -> None:
        """Stats at their bounds, weapons, the readied ones among those held, conditions."""
        ruleset = self.ruleset
        if self.chance(0.4):
            keys = self.rng.sample(sorted(ruleset.stats), self.rng.randint(1, 4))
            token["stats"] = {k: self.stat(ruleset.stats[k]) for k in keys}
        if self.chance(0.3):
            token["weapons"] = self.rng.sample(sorted(ruleset.weapons), self.rng.randint(0, 3))
        template = token.get("template")
        held = token.get("weapons", ruleset.templates[template].weapons if template else ())
        if held and self.chance(0.4):
            token["readied"] = self.rng.sample(list(held), self.rng.randint(1, min(2, len(held))))
        if self.chance(0.3):
            known = system_of(ruleset.system).conditions
            token["conditions"] = self.rng.sample(
                sorted({*known, "prone", "stunned", "grappled", "wounded", self.ident()}), self.rng.randint(1, 2))

    def narrow(self, table) -> str:
        """A size or posture covering one cell."""
        return self.pick(sorted(k for k, v in table.items() if v.footprint == 1))

    def stat(self, stat: StatDef) -> Any:
        if stat.type == "bool":
            return self.chance(0.5)
        if stat.type == "str":
            return self.pick(("", "x", "stone", "t0"))
        low = stat.min if stat.min is not None else -(10**6)
        high = stat.max if stat.max is not None else 10**6
        value = self.pick((low, high, self.rng.uniform(low, high)))
        if stat.type == "int":
            value = int(value)
        elif self.chance(0.3):
            value = float(value)
        return value

    def token_state(self, token_id: str) -> dict[str, Any]:
        state: dict[str, Any] = {}
        others = [t for t in self.token_ids if t != token_id]
        if self.chance(0.3):
            watch: dict[str, Any] = {"toward": self.maybe_cell()}
            if self.chance(0.5):
                watch["arc"] = self.pick((0, 360, 90, 359.5, self.rng.uniform(0, 360)))
            if self.chance(0.3):
                watch["declared"] = self.pick((0, 1, 1_000_000))
            state["overwatch"] = watch
        if self.chance(0.2) and self.token_ids:
            state["aiming"] = self.pick(others) if others and self.chance(0.9) else token_id
        if self.chance(0.15):
            state["wait"] = {"trigger": self.pick(("enters_reach", "attacks", "x"))}
        keys = STATE_KEYS[self.ruleset.id]
        for key in self.rng.sample(sorted(keys), self.rng.randint(0, 3)):
            state[key] = self._with_ids(self.odd(keys[key]), others)
        if self.chance(0.1):
            state[self.pick(("note", "mark"))] = self.pick(ODD_JSON)
        return state

    def _with_ids(self, value: Any, others: list[str]) -> Any:
        """The harvested value with its token id ("t0") made one of this document's tokens."""
        if value == "t0" and others:
            return self.pick(others)
        if isinstance(value, list) and "t0" in value and others:
            return [self.pick(others) if v == "t0" else v for v in value]
        return value

    def item(self, index: int) -> dict[str, Any]:
        weapons = sorted(self.ruleset.weapons)
        ammo = sorted({str(w.fields["ammo"]) for w in self.ruleset.weapons.values() if "ammo" in w.fields})
        item: dict[str, Any] = {"id": f"item-{index}", "item": self.pick([*weapons, *ammo, "stimpak"]),
                                "at": self.maybe_cell()}
        if self.chance(0.5):
            item["count"] = self.pick((1, 20, 1_000_000))
        return item

    def combat(self) -> dict[str, Any]:
        ids = list(dict.fromkeys(self.token_ids))
        order = self.rng.sample(ids, self.rng.randint(0, len(ids))) if ids else []
        combat: dict[str, Any] = {}
        if self.chance(0.5):
            combat["round"] = self.pick((1, 2, 1_000_000))
        if order:
            combat["order"] = order
        if (order or ids) and self.chance(0.7):
            combat["active"] = self.pick(order or ids)
        if ids and self.chance(0.4):
            keys = SPENT_KEYS[self.ruleset.id]
            combat["spent"] = {
                t: {k: self.pick((0, 1, 2, 0.5, 1_000_000)) for k in self.rng.sample(keys, self.rng.randint(1, 3))}
                for t in self.rng.sample(ids, self.rng.randint(1, len(ids)))
            }
        if self.chance(0.2):  # not the very last position a file holds: the next roll would pass it
            combat["dice_position"] = self.pick((0, 7, 10**12 - 10**6))
        return combat

    def options(self) -> dict[str, Any]:
        options = {}
        for key in self.rng.sample(sorted(self.ruleset.options), self.rng.randint(1, 3)):
            option = self.ruleset.options[key]
            default = option.default
            if option.choices:
                options[key] = self.pick(option.choices)
            elif isinstance(default, bool):
                options[key] = not default
            elif isinstance(default, (int, float)):
                options[key] = self.pick((default, 0, 1, -1, 2 * default + 1, 10**6, 0.5))
            else:
                options[key] = self.pick((default, "", "x", "1,2"))
        return options

    def background(self) -> dict[str, Any]:
        background: dict[str, Any] = {"path": self.pick(("maps/cave.png", "missing.png"))}
        if self.chance(0.5):
            background["scale"] = self.pick((1e-9, 1, 70, 100_000))
        if self.chance(0.5):
            background["offset"] = [self.pick((-100_000, 0, 0.5)), self.pick((0, 100_000))]
        if self.chance(0.5):
            background["opacity"] = self.pick((0, 0.5, 1))
        return background


@lru_cache(maxsize=64)
def _grid(kind: str, cols: int, rows: int, orientation: str):
    return make_grid(kind, cols, rows, orientation=orientation)
