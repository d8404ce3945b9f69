#!/usr/bin/env python3
"""Statistics of a benchmark book read back from the file (independent of the generator's own
counts): cards, TEL numbers, nameless and numberless cards, photos, size, line lengths.

    Benchmarks/bookstats.py BOOK.vcf|BOOK.csv [--json]

vCard: a card is nameless when FN, every N component and ORG are empty (what a phone falls
back from), numberless when it has no TEL. CSV (Google layout): a row is nameless when the
name and organization cells are empty; numbers are the ' ::: '-separated parts of the
'Phone N - Value' cells.
"""

import csv
import io
import json
import re
import sys
import os
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bookgen.readback import unfold, value as _value  # noqa: E402

_LINE = re.compile(rb"^(?:([A-Za-z0-9-]+)\.)?([A-Za-z0-9-]+)([;:])", re.I)


def vcard_stats(data):
    physical = data.split(b"\r\n")
    s = Counter()
    s["bytes"] = len(data)
    s["physical_lines"] = len(physical)
    s["continuation_lines"] = sum(1 for l in physical if l[:1] in (b" ", b"\t"))
    s["lines_over_75_octets"] = sum(1 for l in physical if len(l) > 75)
    s["max_line_octets"] = max(len(l) for l in physical)
    s["bare_lf"] = data.count(b"\n") - data.count(b"\r\n")
    try:
        data.decode("utf-8")
        s["valid_utf8"] = 1
    except UnicodeDecodeError:
        s["valid_utf8"] = 0
    cities = Counter()
    labels = Counter()
    unfolded = unfold(data)
    card = None
    for line in unfolded.split(b"\r\n"):
        m = _LINE.match(line)
        if not m:
            continue
        name = m.group(2).upper()
        if name == b"BEGIN":
            card = {"tel": 0, "name": False, "photo": False}
            continue
        if card is None:
            continue
        value = _value(line)
        if name == b"END":
            s["cards"] += 1
            s["nameless_cards"] += not card["name"]
            s["numberless_cards"] += card["tel"] == 0
            s["cards_with_photo"] += card["photo"]
            card = None
        elif name == b"TEL":
            card["tel"] += 1
            s["numbers"] += 1
            if m.group(1):
                s["numbers_in_item_groups"] += 1
        elif name in (b"FN", b"ORG") and value.replace(b";", b"").strip():
            card["name"] = True
        elif name == b"N" and value.replace(b";", b"").strip():
            card["name"] = True
        elif name == b"PHOTO":
            card["photo"] = True
        elif name == b"X-ABLABEL":
            labels[value.decode("utf-8", "replace")] += 1
        elif name == b"BDAY":
            s["birthdays"] += 1
            if b"1604" in value[:4] or value.startswith(b"--"):
                s["yearless_birthdays"] += 1
        elif name == b"ADR":
            parts = re.split(r"(?<!\\);", value.decode("utf-8", "replace"))
            if len(parts) >= 4:
                cities[parts[3]] += 1
            s["addresses"] += 1
        elif name == b"EMAIL":
            s["emails"] += 1
        elif name == b"NOTE":
            s["notes"] += 1
    out = dict(s)
    n = max(s["cards"], 1)
    out["numbers_per_card"] = round(s["numbers"] / n, 3)
    out["nameless_percent"] = round(100.0 * s["nameless_cards"] / n, 2)
    out["numberless_percent"] = round(100.0 * s["numberless_cards"] / n, 2)
    out["photo_percent"] = round(100.0 * s["cards_with_photo"] / n, 2)
    out["distinct_x_ablabel_values"] = len(labels)
    out["top_x_ablabel_values"] = dict(labels.most_common(8))
    total = sum(cities.values()) or 1
    out["top_address_cities"] = {k: "%d (%.1f%%)" % (v, 100.0 * v / total) for k, v in cities.most_common(5)}
    return out


def csv_stats(data):
    s = Counter()
    s["bytes"] = len(data)
    s["utf8_bom"] = int(data.startswith(b"\xef\xbb\xbf"))
    rows = csv.reader(io.StringIO(data.decode("utf-8-sig"), newline=""))
    head = next(rows)
    s["columns"] = len(head)
    idx = {name: i for i, name in enumerate(head)}
    phone_cols = [i for name, i in idx.items() if name.startswith("Phone ") and name.endswith(" - Value")]
    name_cols = [idx[c] for c in ("First Name", "Middle Name", "Last Name", "Organization Name")]
    for row in rows:
        s["cards"] += 1
        numbers = sum(len(row[i].split(" ::: ")) for i in phone_cols if row[i])
        s["numbers"] += numbers
        s["numberless_cards"] += numbers == 0
        s["nameless_cards"] += not any(row[i].strip() for i in name_cols)
        s["multi_value_cells"] += sum(1 for cell in row if " ::: " in cell)
    out = dict(s)
    n = max(s["cards"], 1)
    out["numbers_per_card"] = round(s["numbers"] / n, 3)
    out["nameless_percent"] = round(100.0 * s["nameless_cards"] / n, 2)
    out["numberless_percent"] = round(100.0 * s["numberless_cards"] / n, 2)
    return out


def main():
    path = sys.argv[1]
    with open(path, "rb") as f:
        data = f.read()
    head = data[:200].lstrip(b"\xef\xbb\xbf").upper()
    stats = vcard_stats(data) if head.startswith(b"BEGIN:VCARD") else csv_stats(data)
    if "--json" in sys.argv:
        json.dump(stats, sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        for key, value in stats.items():
            print("%-28s %s" % (key, value))


if __name__ == "__main__":
    main()
