#!/usr/bin/env python3
"""Baseline for issue 3: Python's `csv` module reading every field of a CSV file (the Google
export of the benchmark book: UTF-8 with BOM).

    python3 csv_read.py BOOK.csv

Every field of every record is touched (its length is summed) so nothing is skipped.
"""

import csv
import sys


def main():
    rows = fields = chars = 0
    with open(sys.argv[1], newline="", encoding="utf-8-sig") as f:
        for row in csv.reader(f):
            rows += 1
            fields += len(row)
            for field in row:
                chars += len(field)
    print("python csv: records %d (header included), fields %d, characters %d" % (rows, fields, chars))


if __name__ == "__main__":
    main()
