"""Engine events as log sentences a person reads aloud at the table."""

from __future__ import annotations

import pytest

from battlemap.document.action_commands import event_entries
from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.events import Event


@pytest.fixture(scope="module")
def state():
    """The bundled d20 skirmish: b-spear is "Blue spearmen", b-arch "Blue archers"."""
    return BattleDocument.open(None).state


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (Event.of("count_aloud", "b-arch", "long_action", said="Reloading bow, 2 seconds"),
         "Blue archers counts aloud: \u201cReloading bow, 2 seconds\u201d"),
        (Event.of("critical_miss", "b-arch", "attack", rolls=(3, 4, 4), text="You drop your weapon."),
         "Blue archers: critical miss! You drop your weapon. (table roll 3+4+4)"),
        (Event.of("tactical", "b-arch", "overwatch", key="overwatch", value=(5, 4)),
         "Blue archers declares overwatch toward 5,4"),
        (Event.of("tactical", "b-arch", "start_turn", key="overwatch", value=None),
         "Blue archers is no longer on overwatch"),
        (Event.of("tactical", "b-arch", "wait", key="wait", value="enters_reach"),
         "Blue archers waits (trigger: enters reach)"),
        (Event.of("tactical", "b-arch", "aim", key="aiming", value="r-spear"),
         "Blue archers: aiming Red spearmen"),
        (Event.of("tactical", "b-arch", "reload", key="aim_turns", value=None),
         "Blue archers: aim turns cleared"),
        (Event.of("melee_entry", "b-cav", "melee_entry", "r-militia", faces=(12,), bonus=2, need=10,
                  first="b-cav"),
         "Blue knights enter Red levy's square: d20 (12) +2 vs 10: Blue knights strike first"),
        (Event.of("loaded", "b-arch", "load_object", load=250, heavy=100, was=0),
         "Blue archers now bears 250 (heavy load 100, was 0)"),
        (Event.of("damage", "r-spear", "attack", "b-spear", dice="1d8", faces=(4,), maximised=False,
                  strength=1, dr=0, damage=5, toughness=2, condition="wounded", was="healthy",
                  suppression=1, suppression_total=1),
         "Blue spearmen hit by Red spearmen: 1d8 (4) +1 = 5 damage vs Toughness 2: wounded; "
         "suppressed -1 (now -1)"),
        (Event.of("damage", "r-spear", "attack", "b-spear", armour_faces=(5, 2), damage=3),
         "Blue spearmen hit by Red spearmen: armour faces 5+2, damage 3"),
        (Event.of("turn_started", "b-arch", "start_turn", ap_owed=2),
         "Blue archers' turn begins (2 AP carried over)"),
        (Event.of("turn_started", "b-arch", "start_turn", ap_owed=0), "Blue archers' turn begins"),
        (Event.of("turn_ended", "b-arch", "end_turn", mine_armed=True, mine_at=(3, 2)),
         "Blue archers' turn ends; mine armed at 3,2"),
        (Event.of("turn_ended", "b-arch", "end_turn", mine_armed=False, mine_at=None),
         "Blue archers' turn ends"),
        (Event.of("round_started", "b-spear", "start_round", round=3),
         "Round 3 begins; Blue spearmen acts first"),
        (Event.of("interrupt", "r-spear", "opportunity_attack", "b-spear", at=(9, 6), resumed=False),
         "Blue spearmen stop at 9,6, disabled"),
    ],
    ids=["count-aloud", "critical-miss", "overwatch-declared", "overwatch-ended", "wait", "aiming",
         "cleared", "melee-entry", "loaded", "d20-damage", "other-damage", "turn-started-ap", "turn-started", "turn-ended-mine", "turn-ended",
         "round-started", "interrupt-stopped"],
)
def test_event_sentences(state, event, text):
    (entry,) = event_entries(state, (event,))
    assert entry.text == text


def test_fallout_overwatch_fired(state):
    event = Event.of("overwatch_fired", "b-arch", "overwatch", "r-spear", shots=2, attack="overwatch", line=1,
                     weapon="hunting_rifle")
    (entry,) = event_entries(state, (event,))
    assert entry.text == "Blue archers fires overwatch at Red spearmen (2 shots, hunting rifle)"
