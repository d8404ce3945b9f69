"""A small deterministic random source built only on `random.Random.random()`.

Python guarantees that `random()` yields the same sequence for the same integer seed across
versions; `choice`, `randrange` and friends carry no such promise, so they are not used.
"""

import bisect
import hashlib
import random


def stream_seed(*keys):
    """An integer seed derived from a tuple of ints and strings, stable across runs."""
    text = "\x1f".join(str(k) for k in keys).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(text, digest_size=16).digest(), "big")


def stable_bytes(n, *keys):
    """`n` pseudo-random bytes derived from keys (for photos and UIDs)."""
    text = "\x1f".join(str(k) for k in keys).encode("utf-8")
    return hashlib.shake_256(text).digest(n)


class Rng:
    """Random helpers over one `random.Random` stream."""

    __slots__ = ("_f",)

    def __init__(self, *keys):
        self._f = random.Random(stream_seed(*keys)).random

    def random(self):
        return self._f()

    def below(self, n):
        """An int in [0, n)."""
        return int(self._f() * n)

    def between(self, lo, hi):
        """An int in [lo, hi], both included."""
        return lo + int(self._f() * (hi - lo + 1))

    def chance(self, p):
        return self._f() < p

    def pick(self, seq):
        return seq[int(self._f() * len(seq))]

    def digits(self, n, first="0123456789"):
        """`n` decimal digits; the first one drawn from `first`."""
        if n <= 0:
            return ""
        f = self._f
        out = [first[int(f() * len(first))]]
        for _ in range(n - 1):
            out.append("0123456789"[int(f() * 10)])
        return "".join(out)


class Weighted:
    """A table of (weight, item) pairs to draw from; weights are ints."""

    __slots__ = ("items", "cum", "total")

    def __init__(self, pairs):
        self.items = []
        self.cum = []
        total = 0
        for weight, item in pairs:
            if weight <= 0:
                continue
            total += weight
            self.items.append(item)
            self.cum.append(total)
        self.total = total

    def draw(self, rng):
        return self.items[bisect.bisect_right(self.cum, rng.random() * self.total)]
