"""Attacks resolved with seeded dice: judged exactly as the odds count, logged, undoable."""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction

import pytest

from battlemap.document.attacks import judge, roll_attack_command, stream_draw
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.systems.d20_mass.odds import d20_beats
from battlemap.engine.systems.fallout_pnp.odds import d100_at_most
from battlemap.engine.systems.gurps4e.odds import gurps_hit
from battlemap.engine.systems.registry import system_of
from battlemap.engine.systems.yze.odds import opposed_pool, pool_success


def _scripted(faces):
    queue = list(faces)

    def draw(count, sides):
        taken, queue[:] = tuple(queue[:count]), queue[count:]
        return taken

    return draw


@pytest.mark.parametrize(
    ("system", "roll", "defence", "dice", "sides", "expected"),
    [
        ("d20_mass", "d20 + 1 > 9", "Dodge 7", 1, 20, d20_beats(1, 9)),
        ("d20_mass", "d20 - 3 > 12", None, 1, 20, d20_beats(-3, 12)),
        ("gurps4e", "3d6 <= 12", None, 3, 6, gurps_hit(12, None)),
        ("gurps4e", "3d6 <= 13", "Dodge 8", 6, 6, gurps_hit(13, 8)),
        ("gurps4e", "3d6 <= 13 vs Dodge 8", None, 6, 6, gurps_hit(13, 8)),
        ("gurps4e", "3d6 <= 16", "Parry 10", 6, 6, gurps_hit(16, 10)),
        ("yze", "4 dice", None, 4, 6, pool_success(4)),
        ("yze", "3 dice vs 2 parry dice", "Parry 2", 5, 6, opposed_pool(3, 2)),
        ("yze", "3 dice", "Parry 2", 5, 6, opposed_pool(3, 2)),
        ("fallout_pnp", "d100 <= 55", None, 1, 100, d100_at_most(55)),
    ],
    ids=["d20", "d20-minus", "gurps-no-defence", "gurps-dodge", "gurps-dodge-in-roll",
         "gurps-crit-range", "yze-pool", "yze-parry", "yze-parry-field", "fallout-d100"],
)
def test_the_share_of_faces_that_hit_is_the_chance_the_odds_show(
        skirmish, system, roll, defence, dice, sides, expected):
    base = explain_attack(skirmish.state, "r-xbow", "b-cav")
    explanation = dataclasses.replace(base, roll=roll, defence=defence)
    outcomes = list(itertools.product(range(1, sides + 1), repeat=dice))
    hits = sum(judge(system_of(system), explanation, _scripted(faces)).hit for faces in outcomes)
    assert Fraction(hits, len(outcomes)) == expected


def test_a_roll_nobody_can_read_is_refused(skirmish):
    explanation = dataclasses.replace(explain_attack(skirmish.state, "r-xbow", "b-cav"), roll="2d10 hi")
    with pytest.raises(ValueError, match="2d10 hi"):
        judge(skirmish.state.system, explanation, _scripted([1, 1]))


def test_a_roll_is_read_by_the_system_that_wrote_it(skirmish):
    """A d20 battle does not roll a GURPS 3d6 line: the roll belongs to its own system."""
    explanation = dataclasses.replace(explain_attack(skirmish.state, "r-xbow", "b-cav"), roll="3d6 <= 12")
    with pytest.raises(ValueError, match="d20_mass"):
        judge(skirmish.state.system, explanation, _scripted([1, 1, 1]))


def test_the_stream_draw_advances_by_every_die_rolled():
    draw, after = stream_draw(DiceStream(5))
    draw(3, 6)
    draw(1, 20)
    assert after() == DiceStream(5, 4)


def test_attack_logs_faces_target_and_every_modifier(skirmish):
    command = roll_attack_command(skirmish.state, "r-xbow", "b-cav")
    assert isinstance(command, Command)
    (entry,) = command.log
    face = DiceStream(skirmish.state.dice.seed).roll(1, 20)[0][0]
    hit = "hit" if face + 1 > 9 else "miss"
    assert entry.text == (f"Red crossbowmen attack Blue knights with crossbow: "
                          f"d20 [{face}] + 1 = {face + 1} > 9: {hit}")
    assert [(m.id, m.value) for m in entry.modifiers] == [
        ("rough_shot", -2), ("shield", -2), ("crowd_dodge", 2)]
    assert entry.kind == "attack"


def _crossbowmen_act(skirmish):
    """The turn passes from the archers to the crossbowmen: an attack is taken on one's own turn."""
    skirmish.apply(skirmish.next_turn_command())
    assert skirmish.state.combat.active == "r-xbow"


@pytest.mark.parametrize("build", [roll_attack_command, None], ids=["system-dice", "engine-apply"])
def test_undo_puts_the_dice_back_and_the_same_attack_rolls_the_same(skirmish, build):
    def attack():
        if build is None:
            return skirmish.attack_command("r-xbow", "b-cav")
        return build(skirmish.state, "r-xbow", "b-cav")

    _crossbowmen_act(skirmish)
    log = skirmish.log
    assert skirmish.state.dice.position == 0
    first = attack()
    skirmish.apply(first)
    assert skirmish.state.dice.position == 1
    skirmish.revert(first)
    assert skirmish.state.dice.position == 0
    again = attack()
    assert [e.text for e in again.log] == [e.text for e in first.log]
    assert skirmish.log == log


def test_an_impossible_attack_is_refused_with_its_reasons(skirmish):
    result = roll_attack_command(skirmish.state, "b-cav", "r-xbow")
    assert isinstance(result, Rejected)
    assert "out_of_range" in result.codes()
    assert "out_of_range" in skirmish.attack_command("b-cav", "r-xbow").codes()
    assert isinstance(skirmish.attack_command("r-xbow", "ghost"), Rejected)


def test_a_gurps_attack_meets_the_parry_and_logs_both_rolls(tmp_path):
    from battlemap import resources

    doc = BattleDocument.open(resources.scenario_file("gurps-duel.json"), data_folder=tmp_path)
    explanation = explain_attack(doc.state, "sir-aldric", "bran")
    assert explanation.probability == gurps_hit(14, 9)
    text = roll_attack_command(doc.state, "sir-aldric", "bran").log[0].text
    # Seeded: 2+5+4 = 11 succeeds at skill 14, not critically, so Bran parries at 9.
    assert text.startswith(
        "Sir Aldric attacks Bran the spearman with broadsword: 3d6 [2+5+4] = 11 <= 14; Parry 9: 3d6 [")


def test_with_an_action_catalogue_the_attack_is_the_engines_action(skirmish):
    _crossbowmen_act(skirmish)
    command = skirmish.attack_command("r-xbow", "b-cav")
    action, attack = command.log[:2]  # then what a hit did, when it hits
    assert action.text == "Red crossbowmen: Attack at Blue knights (standard)"
    assert attack.text.startswith(
        "Red crossbowmen attacks Blue knights with crossbow: d20 + 1 > 9, Dodge -1; rolled ")
    assert [m.id for m in attack.modifiers] == ["rough_shot", "shield", "crowd_dodge"]
    assert command.after.combat.spent_by("r-xbow", "action.standard") == 1


def test_the_engines_attack_spends_the_action_so_a_second_is_refused(skirmish):
    _crossbowmen_act(skirmish)
    skirmish.apply(skirmish.attack_command("r-xbow", "b-cav"))
    refused = skirmish.attack_command("r-xbow", "b-cav")
    assert isinstance(refused, Rejected) and "budget_exceeded" in refused.codes()
