"""Seeded, replayable dice: the same seed and position always give the same faces."""

import os
import subprocess
import sys
from collections import Counter
from dataclasses import FrozenInstanceError

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.battle.dice import DiceStream, Roll, die_face


# Golden faces: if these change, every saved fight stops replaying.
@pytest.mark.parametrize(
    ("seed", "position", "count", "sides", "faces"),
    [
        pytest.param(42, 0, 10, 6, (2, 2, 6, 2, 6, 3, 4, 6, 3, 6), id="seed42-d6"),
        pytest.param(2024, 0, 6, 20, (4, 1, 19, 8, 8, 20), id="seed2024-d20"),
        pytest.param(-7, 1000, 4, 6, (1, 3, 1, 3), id="negative-seed"),
        pytest.param(2**80, 3, 3, 100, (42, 71, 45), id="huge-seed-d100"),
        pytest.param(0, 0, 5, 6, (4, 6, 6, 2, 1), id="seed0"),
    ],
)
def test_golden_faces(seed, position, count, sides, faces):
    assert DiceStream(seed, position).roll(count, sides)[0] == faces


def test_faces_do_not_depend_on_the_hash_seed():
    code = "from battlemap.engine.battle.dice import DiceStream; print(DiceStream(42).roll(10, 6)[0])"
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "(2, 2, 6, 2, 6, 3, 4, 6, 3, 6)"


def test_roll_advances_the_position_and_leaves_the_stream_alone():
    stream = DiceStream(42)
    faces, after = stream.roll(3, 6)
    assert after == DiceStream(42, 3)
    assert stream == DiceStream(42, 0)
    assert stream.roll(3, 6)[0] == faces  # undo: the old stream rolls the same again


def test_split_rolls_equal_one_long_roll():
    first, stream = DiceStream(9).roll(3, 6)
    second, stream = stream.roll(2, 6)
    assert first + second == DiceStream(9).roll(5, 6)[0]
    assert stream.position == 5


def test_stream_is_frozen():
    with pytest.raises(FrozenInstanceError):
        DiceStream(1).position = 5  # type: ignore[misc]


@pytest.mark.parametrize(
    ("method", "dice", "count", "advance"),
    [
        pytest.param("roll_d20", "1d20", 1, 1, id="d20"),
        pytest.param("roll_3d6", "3d6", 3, 3, id="3d6"),
        pytest.param("roll_d100", "1d100", 1, 1, id="d100"),
    ],
)
def test_convenience_rolls(method, dice, count, advance):
    roll, after = getattr(DiceStream(42, 7), method)()
    assert roll.dice == dice
    assert len(roll.faces) == count
    assert roll.total == sum(roll.faces)
    assert after.position == 7 + advance


def test_golden_convenience_rolls():
    stream = DiceStream(42)
    assert stream.roll_3d6()[0] == Roll("3d6", (2, 2, 6), 10)
    assert stream.roll_d20()[0] == Roll("1d20", (6,), 6)
    assert stream.roll_d100()[0] == Roll("1d100", (42,), 42)


def test_pool_counts_sixes():
    roll, after = DiceStream(42).roll_pool(5)
    assert roll == Roll("5d6", (2, 2, 6, 2, 6), 18)
    assert roll.count(6) == 2
    assert after.position == 5


@pytest.mark.parametrize("n", [0, -2], ids=["zero", "negative"])
def test_empty_pool_rolls_nothing(n):
    roll, after = DiceStream(1, 4).roll_pool(n)
    assert roll == Roll("0d6", (), 0)
    assert after == DiceStream(1, 4)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(-(2**70), 2**70),
    position=st.integers(0, 10**9),
    count=st.integers(0, 12),
    sides=st.integers(1, 100),
)
def test_faces_in_range_and_pure(seed, position, count, sides):
    faces, after = DiceStream(seed, position).roll(count, sides)
    assert len(faces) == count
    assert all(1 <= face <= sides for face in faces)
    assert after.position == position + count
    assert faces == tuple(die_face(seed, position + i, sides) for i in range(count))


def test_d6_faces_are_balanced():
    counts = Counter(DiceStream(7).roll(6000, 6)[0])
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(850 <= n <= 1150 for n in counts.values()), counts


@pytest.mark.parametrize(
    ("build", "error"),
    [
        pytest.param(lambda: DiceStream(1, -1), ValueError, id="negative-position"),
        pytest.param(lambda: DiceStream(True), TypeError, id="bool-seed"),
        pytest.param(lambda: DiceStream(1.5), TypeError, id="float-seed"),  # type: ignore[arg-type]
        pytest.param(lambda: DiceStream(1).roll(-1, 6), ValueError, id="negative-count"),
        pytest.param(lambda: DiceStream(1).roll(1, 0), ValueError, id="zero-sides"),
    ],
)
def test_invalid_streams_and_rolls(build, error):
    with pytest.raises(error):
        build()


def test_fresh_stream_starts_at_zero_with_new_seeds():
    streams = {DiceStream.fresh() for _ in range(4)}
    assert all(s.position == 0 and 0 <= s.seed < 2**63 for s in streams)
    assert len(streams) == 4
