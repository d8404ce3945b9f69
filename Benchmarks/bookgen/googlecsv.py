"""Google Contacts CSV export (current layout): UTF-8 with BOM, one row per card, values of
the same label in one cell joined by ' ::: ', '* ' marking the preferred value."""

import base64
import csv
import io

from .rng import stable_bytes

HEAD = ["First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
        "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname", "File As",
        "Organization Name", "Organization Title", "Organization Department", "Birthday",
        "Notes", "Photo", "Labels"]
ADDRESS_PARTS = ["Label", "Formatted", "Street", "City", "PO Box", "Region", "Postal Code",
                 "Country", "Extended Address"]

PHONE_LABEL = {"mobile": "Mobile", "iphone": "iPhone", "home": "Home", "work": "Work",
               "main": "Main", "homefax": "Home Fax", "workfax": "Work Fax",
               "otherfax": "Other Fax", "pager": "Pager", "other": "Other"}
EMAIL_LABEL = {"home": "Home", "work": "Work", "other": "Other"}


def _grouped(pairs):
    """[(label, value, pref)] -> [(label, [values])] in first-seen order, '* ' on the pref."""
    order, groups, stars = [], {}, set()
    for label, value, pref in pairs:
        if label not in groups:
            order.append(label)
            groups[label] = []
        groups[label].append(value)
        if pref:
            stars.add(label)
    return [(("* " + label) if label in stars else label, groups[label]) for label in order]


def phone_groups(card):
    return _grouped([(p.text if p.text is not None else PHONE_LABEL[p.label], p.number.text, p.pref)
                     for p in card.phones])


def email_groups(card):
    return _grouped([(e.text if e.label == "custom" else EMAIL_LABEL[e.label], e.address, e.pref)
                     for e in card.emails])


def block_counts(card):
    return (len(email_groups(card)), len(phone_groups(card)), len(card.addresses), len(card.urls))


def header(counts):
    emails, phones_, addresses, websites = counts
    cols = list(HEAD)
    for i in range(1, emails + 1):
        cols += ["E-mail %d - Label" % i, "E-mail %d - Value" % i]
    for i in range(1, phones_ + 1):
        cols += ["Phone %d - Label" % i, "Phone %d - Value" % i]
    for i in range(1, addresses + 1):
        cols += ["Address %d - %s" % (i, part) for part in ADDRESS_PARTS]
    for i in range(1, websites + 1):
        cols += ["Website %d - Label" % i, "Website %d - Value" % i]
    return cols


def _pad(cells, n, width):
    cells += [""] * (n * width - len(cells))
    return cells


def row(card, counts, seed):
    emails, phones_, addresses, websites = counts
    bday = ""
    if card.bday:
        year, month, day = card.bday
        bday = ("--%02d-%02d" % (month, day)) if year is None else "%04d-%02d-%02d" % card.bday
    photo = ""
    if card.photo:
        token = base64.urlsafe_b64encode(stable_bytes(48, seed, card.index, "photo-url")).decode("ascii")
        photo = "https://lh3.googleusercontent.com/contacts/" + token
    labels = ["* myContacts"] + list(card.categories)
    if card.index % 20 == 3:
        labels.append("* starred")
    cells = [card.given, card.middle, card.family, card.phonetic_given, "", card.phonetic_family,
             card.prefix, card.suffix, card.nickname, "", card.org, card.title, card.dept, bday,
             card.note, photo, " ::: ".join(labels)]
    block = []
    for label, values in email_groups(card):
        block += [label, " ::: ".join(values)]
    cells += _pad(block, emails, 2)
    block = []
    for label, values in phone_groups(card):
        block += [label, " ::: ".join(values)]
    cells += _pad(block, phones_, 2)
    block = []
    for adr in card.addresses:
        label = {"home": "Home", "work": "Work"}.get(adr.label, "Other")
        block += [("* " + label) if adr.pref else label, adr.formatted(), adr.street, adr.city,
                  "", adr.region, adr.postal, adr.country_name, ""]
    cells += _pad(block, addresses, len(ADDRESS_PARTS))
    block = []
    for kind, url in card.urls:
        block += ["Work" if kind == "work" else "Home Page", url]
    cells += _pad(block, websites, 2)
    return cells


class Writer:
    """Writes rows with RFC 4180 quoting and CRLF record ends."""

    def __init__(self):
        self.buf = io.StringIO()
        self.csv = csv.writer(self.buf, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)

    def encode(self, cells):
        self.csv.writerow(cells)
        data = self.buf.getvalue()
        self.buf.seek(0)
        self.buf.truncate()
        return data.encode("utf-8")
