"""Finding a seeded outcome: rules tests that need a hit (or a miss) to happen."""

from battlemap.engine.play.apply import apply


def first(make, action, wanted, limit=600):
    """The outcome of `action` under the first seed whose outcome is `wanted`."""
    for seed in range(limit):
        outcome = apply(make(seed), action)
        if wanted(outcome):
            return outcome
    raise AssertionError("no seed gives the wanted outcome")
