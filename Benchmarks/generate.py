#!/usr/bin/env python3
"""Generates a deterministic, realistic address book for the CardKit benchmarks.

    Benchmarks/generate.py --cards 100000 --format vcard3 -o Benchmarks/data/book-100k.vcf
    Benchmarks/generate.py --cards 100000 --format google-csv -o Benchmarks/data/book-100k.csv

The same --seed and --cards give the same book, byte for byte, on every run; the formats are
views of the same cards (card i of the vCard 3.0 book is row i of the Google CSV). --stats
prints what was generated as JSON on standard error.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bookgen import googlecsv, model, vcard  # noqa: E402

DEFAULT_SEED = 2024
WRITERS = {"vcard3": vcard.vcard3, "vcard4": vcard.vcard4, "vcard21": vcard.vcard21}


class Stats:
    def __init__(self):
        self.c = {"cards": 0, "numbers": 0, "nameless_cards": 0, "numberless_cards": 0,
                  "company_cards": 0, "duplicate_cards": 0, "photos": 0, "emails": 0,
                  "addresses": 0, "birthdays": 0, "yearless_birthdays": 0, "notes": 0,
                  "extensions": 0, "vanity_numbers": 0, "short_numbers": 0, "junk_numbers": 0,
                  "international_numbers": 0, "custom_labels": 0, "garbage_labels": 0,
                  "localized_mobile_labels": 0, "cards_by_source": {}, "cards_by_culture": {},
                  "address_cities": {}}

    def add(self, card):
        c = self.c
        c["cards"] += 1
        c["numbers"] += len(card.phones)
        c["nameless_cards"] += card.nameless
        c["numberless_cards"] += not card.phones
        c["company_cards"] += card.company
        c["duplicate_cards"] += card.duplicate_of >= 0
        c["photos"] += card.photo is not None
        c["emails"] += len(card.emails)
        c["addresses"] += len(card.addresses)
        c["birthdays"] += card.bday is not None
        c["yearless_birthdays"] += card.bday is not None and card.bday[0] is None
        c["notes"] += bool(card.note)
        for p in card.phones:
            c["extensions"] += bool(p.number.ext)
            c["vanity_numbers"] += p.number.kind == "vanity"
            c["short_numbers"] += p.number.kind == "short"
            c["junk_numbers"] += p.number.kind == "junk"
            c["international_numbers"] += p.number.international
            c["custom_labels"] += p.label == "custom"
            c["garbage_labels"] += p.label == "garbage"
            c["localized_mobile_labels"] += p.label == "mobile" and p.text is not None
        for key, value in (("cards_by_source", card.source), ("cards_by_culture", card.culture.code)):
            c[key][value] = c[key].get(value, 0) + 1
        for a in card.addresses:
            city = a.city + ", " + a.country.code
            c["address_cities"][city] = c["address_cities"].get(city, 0) + 1

    def report(self):
        c = dict(self.c)
        cities = sorted(c["address_cities"].items(), key=lambda kv: (-kv[1], kv[0]))
        c["address_cities"] = dict(cities[:5])
        n = max(c["cards"], 1)
        c["numbers_per_card"] = round(c["numbers"] / n, 3)
        c["nameless_percent"] = round(100.0 * c["nameless_cards"] / n, 2)
        c["numberless_percent"] = round(100.0 * c["numberless_cards"] / n, 2)
        c["photo_percent"] = round(100.0 * c["photos"] / n, 2)
        return c


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cards", type=int, required=True, help="number of cards")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed (default %(default)s)")
    ap.add_argument("--format", required=True, choices=["vcard3", "vcard4", "vcard21", "google-csv"])
    ap.add_argument("-o", "--output", required=True, help="output file ('-' for standard output)")
    ap.add_argument("--stats", action="store_true", help="print statistics as JSON on stderr")
    args = ap.parse_args()
    if args.cards < 0:
        ap.error("--cards must not be negative")

    stats = Stats()
    tmp = args.output + ".tmp" if args.output != "-" else None
    out = open(tmp, "wb") if tmp else sys.stdout.buffer
    try:
        if args.format == "google-csv":
            counts = [1, 1, 1, 1]
            for i in range(args.cards):
                for k, n in enumerate(googlecsv.block_counts(model.card(args.seed, i))):
                    counts[k] = max(counts[k], n)
            w = googlecsv.Writer()
            out.write(b"\xef\xbb\xbf" + w.encode(googlecsv.header(counts)))
            for i in range(args.cards):
                card = model.card(args.seed, i)
                stats.add(card)
                out.write(w.encode(googlecsv.row(card, counts, args.seed)))
        else:
            write = WRITERS[args.format]
            for i in range(args.cards):
                card = model.card(args.seed, i)
                stats.add(card)
                out.write(write(card))
    finally:
        if tmp:
            out.close()
    if tmp:
        os.replace(tmp, args.output)
    if args.stats:
        report = stats.report()
        report["format"] = args.format
        report["seed"] = args.seed
        if tmp:
            report["bytes"] = os.path.getsize(args.output)
        json.dump(report, sys.stderr, ensure_ascii=False, indent=1)
        sys.stderr.write("\n")


if __name__ == "__main__":
    main()
