#!/usr/bin/env python3
"""Baseline for issue 4: Python `phonenumbers` (pip, 9.x) normalizing every TEL number of a
vCard book in one process: parse with a default region, validate, and format E.164.

    python3 phonenumbers_bench.py BOOK.vcf [--region US]

Default region: US (the benchmark book's owner lives in San Francisco; numbers written without
a country code are read as US numbers). A number that does not parse is counted as unparseable;
one that parses but is invalid is counted as invalid and not formatted (cardkit leaves invalid
numbers as they are, so only valid numbers are formatted). TEL values are taken from the book
with a minimal line reader (unfold, split name and value, undo text escapes); this reading is
part of the timed process and its share is printed on stderr.
"""

import argparse
import os
import re
import sys
import time

import phonenumbers
from phonenumbers import NumberParseException, PhoneNumberFormat

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bookgen.readback import unfold, value as _value  # noqa: E402


_TEL_LINE = re.compile(rb"^(?:[A-Za-z0-9-]+\.)?TEL[;:][^\r\n]*", re.M | re.I)


def tel_values(path):
    """The TEL values of a vCard file (any version), unfolded and unescaped."""
    with open(path, "rb") as f:
        data = f.read()
    data = unfold(data)
    out = []
    for match in _TEL_LINE.finditer(data):
        value = _value(match.group()).decode("utf-8", "replace")
        if "\\" in value:
            value = (value.replace("\\\\", "\x00").replace("\\,", ",").replace("\\;", ";")
                     .replace("\\n", "\n").replace("\\N", "\n").replace("\x00", "\\"))
        out.append(value)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("book")
    ap.add_argument("--region", default="US")
    args = ap.parse_args()

    t0 = time.perf_counter()
    numbers = tel_values(args.book)
    t1 = time.perf_counter()
    valid = invalid = unparseable = 0
    e164 = set()
    parse, is_valid, fmt, E164 = phonenumbers.parse, phonenumbers.is_valid_number, phonenumbers.format_number, PhoneNumberFormat.E164
    for text in numbers:
        try:
            n = parse(text, args.region)
        except NumberParseException:
            unparseable += 1
            continue
        if is_valid(n):
            valid += 1
            e164.add(fmt(n, E164))
        else:
            invalid += 1
    t2 = time.perf_counter()
    print("phonenumbers %s, region %s: numbers %d, valid %d, invalid %d, unparseable %d, distinct E.164 %d"
          % (phonenumbers.__version__, args.region, len(numbers), valid, invalid, unparseable, len(e164)), flush=True)
    print("time: reading TEL values %.3f s, parse+validate+format %.3f s" % (t1 - t0, t2 - t1), file=sys.stderr)


if __name__ == "__main__":
    main()
