"""`Distribution`: an exact discrete probability distribution over integers.

The odds of every system end up here (a GURPS or d20 margin, a count of Year
Zero successes) so the UI draws one kind of bar chart. Probabilities are
`Fraction`s and must sum to exactly 1: odds are enumerated, never sampled.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction

Pairs = tuple[tuple[int, Fraction], ...]


@dataclass(frozen=True)
class Distribution:
    """Outcome -> probability, sorted by outcome, zero-probability outcomes dropped.

    Build one with `from_mapping`, `from_counts`, `uniform` or `certain`;
    the constructor takes the canonical sorted pairs and checks them.
    Indexing an outcome that cannot happen gives 0 (it is a probability mass
    function, not a dict).
    """

    pairs: Pairs

    def __post_init__(self) -> None:
        outcomes = [outcome for outcome, _ in self.pairs]
        if outcomes != sorted(set(outcomes)):
            raise ValueError("outcomes must be unique and sorted")
        for outcome, prob in self.pairs:
            if isinstance(outcome, bool) or not isinstance(outcome, int):
                raise TypeError(f"outcome must be an int, got {outcome!r}")
            if not isinstance(prob, Fraction) or not 0 < prob <= 1:
                raise ValueError(f"P({outcome}) must be a Fraction in (0, 1], got {prob!r}")
        if sum(prob for _, prob in self.pairs) != 1:
            raise ValueError("probabilities must sum to exactly 1")

    @classmethod
    def from_mapping(cls, probs: Mapping[int, int | Fraction]) -> Distribution:
        """From outcome -> probability (ints or Fractions; zeros are dropped)."""
        return cls(tuple((o, Fraction(p)) for o, p in sorted(probs.items()) if p != 0))

    @classmethod
    def from_counts(cls, counts: Mapping[int, int]) -> Distribution:
        """From outcome -> number of equally likely ways (e.g. 3d6 sums out of 216)."""
        ways = sum(counts.values())
        if ways <= 0:
            raise ValueError("counts must contain at least one way")
        return cls.from_mapping({o: Fraction(n, ways) for o, n in counts.items()})

    @classmethod
    def uniform(cls, outcomes: Iterable[int]) -> Distribution:
        """Each listed outcome equally likely, e.g. a d20: ``uniform(range(1, 21))``."""
        counts: dict[int, int] = defaultdict(int)
        for outcome in outcomes:
            counts[outcome] += 1
        return cls.from_counts(counts)

    @classmethod
    def certain(cls, outcome: int) -> Distribution:
        """The outcome always happens (e.g. zero successes from an empty pool)."""
        return cls(((outcome, Fraction(1)),))

    def __getitem__(self, outcome: int) -> Fraction:
        for known, prob in self.pairs:
            if known == outcome:
                return prob
        return Fraction(0)

    def __iter__(self) -> Iterator[int]:
        return (outcome for outcome, _ in self.pairs)

    def __len__(self) -> int:
        return len(self.pairs)

    def __contains__(self, outcome: object) -> bool:
        return any(known == outcome for known, _ in self.pairs)

    def items(self) -> Pairs:
        """(outcome, probability) pairs in ascending order of outcome."""
        return self.pairs

    def outcomes(self) -> tuple[int, ...]:
        """The possible outcomes, ascending."""
        return tuple(outcome for outcome, _ in self.pairs)

    def p(self, pred: Callable[[int], bool]) -> Fraction:
        """P(pred(outcome))."""
        return sum((prob for outcome, prob in self.pairs if pred(outcome)), Fraction(0))

    def at_most(self, n: int) -> Fraction:
        """P(outcome <= n)."""
        return self.p(lambda outcome: outcome <= n)

    def at_least(self, n: int) -> Fraction:
        """P(outcome >= n)."""
        return self.p(lambda outcome: outcome >= n)

    def mean(self) -> Fraction:
        """The expected outcome."""
        return sum((outcome * prob for outcome, prob in self.pairs), Fraction(0))

    def map(self, f: Callable[[int], int]) -> Distribution:
        """The distribution of f(outcome); outcomes that map together merge."""
        merged: dict[int, Fraction] = defaultdict(Fraction)
        for outcome, prob in self.pairs:
            merged[f(outcome)] += prob
        return Distribution.from_mapping(merged)

    def combine(self, other: Distribution, f: Callable[[int, int], int]) -> Distribution:
        """The distribution of f(x, y) for independent x ~ self, y ~ other."""
        merged: dict[int, Fraction] = defaultdict(Fraction)
        for x, px in self.pairs:
            for y, py in other.pairs:
                merged[f(x, y)] += px * py
        return Distribution.from_mapping(merged)

    def __add__(self, other: Distribution) -> Distribution:
        """Sum of two independent outcomes (convolution): d6 + d6 is 2d6."""
        return self.combine(other, lambda x, y: x + y)

    def __sub__(self, other: Distribution) -> Distribution:
        """Difference of two independent outcomes (an opposed roll's net result)."""
        return self.combine(other, lambda x, y: x - y)
