"""Readying weapons and gear, and long actions (seed B382-B383; RULES.md 1.4-1.5, R1-R14).

Every physical task takes Ready maneuvers, one second each. This module
holds the numbers and judgements the seed gives, for the catalogue's Ready
entries (rulesets/gurps4e.toml), the resolver (unbalanced weapons, reloads)
and the log ("reloading, 1 second" ... "2 seconds, done"):

| rule | function |
|---|---|
| R1-R3, R5: where an item comes from, what it needs | `ready_problem` |
| R4: handing an item over | `hand_over_problems` |
| R6, R11: unready after an attack unless ST >= 1.5 x ST (rounded up) | `stays_ready_after_attack`, `min_st_to_stay_ready` |
| R7: the Shots column: shots before a reload, Readies to reload | `shots_capacity`, `reload_readies`, `turn_of_next_shot` |
| R8: shields and cloaks by DB; dropping one Ready; bucklers like weapons | `shield_ready_turns` |
| R10: one Ready per reach step on a ready weapon, none when readying | `grip_readies` |
| R12: holster 1 s, sheath or belt loop 2 s | `PUT_AWAY_SECONDS` |
| R13, 1.5: long actions, interruptible or not, counted aloud; the GM's length | `LONG_ACTIONS`, `long_action_seconds`, `count_aloud`, `is_interruptible`, `after_interruption` |
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: R2: one Ready from these, whatever the fighter does.
ON_PERSON = frozenset({"belt", "pack", "scabbard", "holster", "back", "quiver", "hand"})
#: R3: one Ready from these only standing still, within reach.
WITHIN_REACH = frozenset({"table", "rack", "shelf"})
GROUND = "ground"
#: R5: postures from which the ground can be reached.
LOW_POSTURES = frozenset({"kneeling", "crawling", "sitting", "prone"})
LONG_ARMS_YARDS = 2
#: R12: seconds to put a weapon away (each second one Ready).
PUT_AWAY_SECONDS = {"holster": 1, "scabbard": 2, "belt_loop": 2, "pack": 2}
UNBALANCED_FACTOR = 1.5


def ready_problem(source: str, *, posture: str, stood_still: bool, distance: int, reach: int = 1,
                  arm_yards: int = 1) -> str | None:
    """Why one Ready cannot ready an item kept at `source` now (None: it can).

    R2: belt, pack, scabbard, holster, back: always. R3: a table or rack:
    standing still, within reach (1 yd). R5: the ground: kneeling, crawling,
    sitting or lying, unless the arms are 2 yd long.
    """
    if source in ON_PERSON:
        return None
    if source in WITHIN_REACH:
        if not stood_still:
            return "must_stand_still"
        return None if distance <= reach else "out_of_reach"
    if source == GROUND:
        if posture in LOW_POSTURES or arm_yards >= LONG_ARMS_YARDS:
            return None if distance <= reach else "out_of_reach"
        return "must_kneel_or_lie"
    return "unknown_source"


def hand_over_problems(*, distance: int, reach: int, giver_moved: bool, receiver_moved: bool,
                       giver_held_out: str | None, item: str | None, items_this_exchange: int = 1,
                       both_stand_still: bool = True) -> list[str]:
    """Every reason a hand-over fails (R4): within reach, both still, the giver's Ready first, one item.

    `both_stand_still` is option exchange_both_stand_still: neither may take
    the step its Ready allows.
    """
    problems = []
    if distance > reach:
        problems.append("out_of_reach")
    if both_stand_still and (giver_moved or receiver_moved):
        problems.append("both_must_stand_still")
    if giver_held_out is None or giver_held_out != item:
        problems.append("giver_must_ready_first")  # nothing held out is never the item asked for
    if items_this_exchange != 1:
        problems.append("one_item_per_exchange")
    return problems


def min_st_to_stay_ready(weapon_st: int, *, round_up: bool = True) -> int:
    """R11: the ST at which an unbalanced weapon stays ready: 1.5 x its ST, rounded up (option)."""
    exact = weapon_st * UNBALANCED_FACTOR
    return math.ceil(exact) if round_up else math.floor(exact)


def stays_ready_after_attack(fields, st: int, *, round_up: bool = True) -> bool:
    """R6/R11: a balanced weapon stays ready; an unbalanced one only with enough ST."""
    if fields.get("unbalanced") is not True:
        return True
    weapon_st = fields.get("st")
    if not isinstance(weapon_st, int) or isinstance(weapon_st, bool):
        return False
    return st >= min_st_to_stay_ready(weapon_st, round_up=round_up)


def reload_readies(fields) -> int:
    """R7: Readies to reload, from `reload_readies` or the Shots column; 0 = none.

    "1(2)" -> 2; "6(3i)" (each round loaded by itself, 3 Readies a round) -> 18, a full reload.
    """
    value = fields.get("reload_readies")
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    shots = fields.get("shots")
    if isinstance(shots, str) and "(" in shots and ")" in shots:
        inside = shots[shots.index("(") + 1:shots.index(")")].strip()
        readies = _leading_number(inside)
        # "i": loaded one round at a time, that many Readies each (B279 [X]): a full reload.
        return readies * shots_capacity(fields) if inside.endswith("i") else readies
    return 0


def shots_capacity(fields) -> int:
    """R7: shots fired before a reload, the Shots column before its parentheses.

    "1(2)" -> 1, "30+1(3)" -> 31 (magazine and chamber), "8(3i)" -> 8, "T(1)"
    (thrown) -> 1; an int `shots` is taken as it is; no column -> 1 (a weapon
    that gives only `reload_readies` is reloaded after every shot).
    """
    shots = fields.get("shots")
    if isinstance(shots, int) and not isinstance(shots, bool):
        return max(1, shots)
    if not isinstance(shots, str):
        return 1
    head = shots.split("(")[0]
    total = sum(_leading_number(part) for part in head.split("+"))
    return max(1, total)


def _leading_number(text: str) -> int:
    digits = ""
    for char in text.strip():
        if not char.isdigit():
            break
        digits += char
    return int(digits) if digits else 0


def turn_of_next_shot(readies: int) -> int:
    """R7: the turn after a shot on which the weapon can Aim or Attack again (longbow 2 -> 3)."""
    return readies + 1


def shield_ready_turns(db: int, *, buckler: bool = False) -> int:
    """R8: turns to ready, don or strap on a shield or cloak: its DB; a buckler: one, like a weapon."""
    return 1 if buckler else max(1, db)


def grip_readies(current: int | None, wanted: int, reach: tuple[int, ...], *, per_step: bool = True) -> int:
    """R10: Readies to hold a weapon at reach `wanted`.

    Readying an unready weapon (`current` None) sets any legal reach in the
    same Ready: no extra. On a ready weapon each reach step costs one Ready
    (option ready_per_reach_step; off: one Ready for any change).
    """
    if wanted not in reach:
        raise ValueError(f"reach {wanted} is not one of {reach}")
    if current is None or current == wanted:
        return 0
    return abs(wanted - current) if per_step else 1


@dataclass(frozen=True)
class LongAction:
    """A row of the typical long actions table (1.5): seconds (or dice of seconds)."""

    id: str
    en: str
    zh: str
    seconds: int = 0
    dice: int = 0
    per: str | None = None
    interruptible: bool = True


LONG_ACTIONS = {a.id: a for a in (
    LongAction("pick_up_heavy_one_hand", "Pick up a heavy object, one hand (up to 2 x BL)", "单手捡起沉重物体", 2),
    LongAction("pick_up_heavy_two_hands", "Pick up a heavy object, two hands (up to 8 x BL)", "双手捡起沉重物体", 4),
    LongAction("open_container", "Open an unlocked box, briefcase, cabinet, door", "打开未上锁的盒子、柜橱、门", 1),
    LongAction("find_uncertain_item", "Find an uncertain item in a box, briefcase, pack", "在盒子、包裹里寻找不确定的物品", dice=2),
    LongAction("find_in_own_pack", "Find an unconcealed item in your own pack", "从自己的背包里找东西", dice=1),
    LongAction("write_note", "Write a note", "写一张便笺", 5, per="sentence"),
    LongAction("read_note", "Read a note", "读一张便笺", 2, per="sentence"),
    LongAction("swallow", "Swallow a pill or potion", "吞服药丸或药水", 2),
    LongAction("sheathe", "Return a weapon to its scabbard", "将武器插回剑鞘", 2),
    LongAction("stow_in_pack", "Put a small item into your pack", "把小东西丢进背包", 2),
    LongAction("light", "Light a candle, cigarette, fuse, match, torch", "点燃蜡烛、引信、火柴、火炬", 2),
    LongAction("search_person", "Thoroughly search an unresisting person", "彻底搜身", 60),
    LongAction("don_armour", "Don armour", "穿护甲", 3, per="piece"),
    LongAction("don_battlesuit", "Don a mechanical suit or battlesuit", "穿机械套装或战斗服", 30, per="piece"),
    LongAction("holster", "Holster a pistol", "插回枪套", 1),
    # The seed names the ritual without a time: the GM gives it (action option `seconds`).
    LongAction("ritual", "A magic ritual (cannot be interrupted)", "魔法仪式（不可中断）", 0, interruptible=False),
)}


def long_action_seconds(action_id: str, *, count: int = 1, rolled: int | None = None, options=None,
                        seconds: int | None = None) -> int | None:
    """Seconds (= Ready maneuvers) of a table task: per sentence / piece times `count`; dice use `rolled`.

    `seconds` is the GM's length (R13: "the GM decides how many turns each
    action takes"), which overrides the table. Lighting reads option
    light_seconds (the garbled row of the seed's table). A row the table does
    not time (the ritual) takes option untimed_long_action_seconds when above
    0, else None: counted aloud with no end until the GM gives `seconds`.
    """
    if seconds is not None:
        return seconds
    action = LONG_ACTIONS[action_id]
    if not action.seconds and not action.dice:
        untimed = (options or {}).get("untimed_long_action_seconds")
        ok = isinstance(untimed, int) and not isinstance(untimed, bool) and untimed > 0
        return untimed if ok else None
    light = (options or {}).get("light_seconds")
    if action_id == "light" and isinstance(light, int) and not isinstance(light, bool):
        return light
    if action.dice:
        if rolled is None:
            raise ValueError(f"{action_id} takes {action.dice}d seconds: give the roll")
        return rolled
    return action.seconds * (count if action.per else 1)


def count_aloud(task: str, second: int, total: int | None) -> str:
    """R13's counting: "reloading, 1 second", then "reloading, 2 seconds, done"."""
    unit = "second" if second == 1 else "seconds"
    done = total is not None and second >= total
    return f"{task}, {second} {unit}" + (", done" if done else "")


def is_interruptible(action_id: str) -> bool:
    """R13: piling stones may stop and go on; a magic ritual stopped starts over."""
    row = LONG_ACTIONS.get(action_id)
    return row is None or row.interruptible


def after_interruption(action_id: str, seconds_done: int) -> int:
    """Seconds kept when the task is interrupted: all (piling stones) or none (a ritual)."""
    return seconds_done if LONG_ACTIONS[action_id].interruptible else 0
