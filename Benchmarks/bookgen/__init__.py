"""Deterministic generator of realistic address books for the CardKit benchmarks.

Only the Python standard library is used. Every card is generated from its own random stream,
seeded from (seed, card index), so a book is the same byte for byte on every run and on every
Python 3 version (only `random.Random.random()` is used, whose sequence Python guarantees).
"""
