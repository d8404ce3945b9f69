"""The card model the writers share, and the drawing of one card from its own random stream."""

import datetime
import unicodedata

from . import content, phones
from .countries import COUNTRIES
from .cultures import CULTURES
from .rng import Rng, Weighted, stable_bytes

OWNER_COUNTRY = "US"

CULTURE_TABLE = Weighted((c.weight, c) for c in CULTURES)
SOURCE_TABLE = Weighted(((60, "apple"), (28, "android"), (12, "nextcloud")))
PHONE_COUNT = Weighted(((475, 1), (340, 2), (125, 3), (40, 4), (20, 5)))
EMAIL_COUNT = Weighted(((28, 0), (52, 1), (15, 2), (5, 3)))
PHONE_LABEL = Weighted(((430, "mobile"), (50, "iphone"), (150, "home"), (170, "work"),
                        (40, "main"), (12, "homefax"), (20, "workfax"), (3, "otherfax"),
                        (5, "pager"), (30, "other"), (70, "custom"), (20, "garbage")))
MOBILE_LABELS = ("mobile", "iphone", "pager")
FIXED_LABELS = ("home", "work", "main", "homefax", "workfax", "otherfax")
EMAIL_LABEL = Weighted(((55, "home"), (35, "work"), (7, "other"), (3, "custom")))
ADDRESS_LABEL = Weighted(((70, "home"), (25, "work"), (5, "other")))
_CITY_TABLES = {code: Weighted((c.weight, c) for c in country.cities)
                for code, country in COUNTRIES.items()}
_COUNTRY_TABLES = {c.code: Weighted(c.countries) for c in CULTURES}

# Share of cards with each feature (person cards for names, birthdays and organizations).
NAMELESS = 0.05
NUMBERLESS = 0.05
COMPANY = 0.02
DUPLICATE = 0.01
ADDRESS = 0.48
SECOND_ADDRESS = 0.08
BIRTHDAY = 0.28
YEARLESS = 0.22
ANNIVERSARY = 0.03
NOTE = 0.15
LONG_NOTE = 0.08
PHOTO = 0.01
CATEGORY = 0.18
NICKNAME = 0.05
URL = 0.08
IMPP = 0.03
ORG = 0.45
TITLE = 0.7
DEPARTMENT = 0.3
JUNK_NUMBER = 0.010
SHORT_NUMBER = 0.003
VANITY_NUMBER = 0.004
EXTENSION = 0.15          # of work and main fixed-line numbers
LOCALIZED_MOBILE = 0.10   # mobile labels written as a word in the contact's language
FOREIGN_NUMBER = 0.12     # numbers of another country than the one the contact lives in


class Phone:
    __slots__ = ("label", "text", "number", "pref", "apple_item")

    def __init__(self, label, text, number, pref):
        self.label = label        # canonical kind (see PHONE_LABEL), 'custom' or 'garbage'
        self.text = text          # the label as free text (custom, garbage, localized), or None
        self.number = number      # phones.Number
        self.pref = pref
        self.apple_item = False   # Apple: written as itemN.TEL + X-ABLabel even when standard


class Email:
    __slots__ = ("label", "text", "address", "pref")

    def __init__(self, label, text, address, pref):
        self.label, self.text, self.address, self.pref = label, text, address, pref


class Address:
    __slots__ = ("label", "street", "city", "region", "postal", "country_name", "country", "pref",
                 "city_obj")

    def __init__(self, label, street, city, region, postal, country_name, country, pref):
        self.label, self.street, self.city, self.region = label, street, city.name, region
        self.postal, self.country_name, self.country, self.pref = postal, country_name, country, pref
        self.city_obj = city

    def formatted(self):
        """The address as one block of lines (vCard 4 LABEL, Google 'Formatted')."""
        if self.country.street_style == "cjk":
            head = " ".join(x for x in (self.postal, self.region + self.city) if x)
            lines = [head, self.street]
        else:
            tail = " ".join(x for x in (self.region, self.postal) if x)
            lines = [self.street, self.city + (", " + tail if tail else "")]
        if self.country_name:
            lines.append(self.country_name)
        return "\n".join(x for x in lines if x)


class Card:
    __slots__ = ("index", "uid", "source", "prodid", "culture", "company", "nameless",
                 "given", "family", "middle", "prefix", "suffix", "phonetic_given",
                 "phonetic_family", "nickname", "org", "dept", "title", "phones", "emails",
                 "addresses", "urls", "impps", "bday", "anniversary", "note", "photo",
                 "categories", "rev", "residence", "abuid", "duplicate_of")

    def fn(self):
        """The formatted name: given-first for Western names, family-first for CJK names."""
        if self.company:
            return self.org
        if self.nameless:
            return ""
        if self.culture.cjk:
            return self.family + self.given
        parts = (self.prefix, self.given, self.middle, self.family, self.suffix)
        return " ".join(p for p in parts if p)


def _ascii(text):
    special = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "đ": "d", "Đ": "D", "æ": "ae",
               "ı": "i", "'": "", " ": "", ".": "", "-": ""}
    text = "".join(special.get(ch, ch) for ch in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if ord(ch) < 128 and ch.isalnum()).lower()


def _latin(card, name):
    return card.culture.roman.get(name) or _ascii(name)


def _user(rng, card):
    given = _latin(card, card.given) if card.given else ""
    family = _latin(card, card.family) if card.family else ""
    if not given and not family:
        return "contact" + rng.digits(4)
    if not given or not family:
        return (given or family) + rng.digits(2)
    form = rng.below(7)
    if form == 0:
        return given + "." + family
    if form == 1:
        return given[0] + family
    if form == 2:
        return given + family + rng.digits(2, "6789")
    if form == 3:
        return family + "." + given
    if form == 4:
        return given + "_" + family
    if form == 5:
        return given + rng.digits(3)
    return given[0] + "." + family


def _phone_number(rng, card, label):
    """Draws the number behind a phone entry and writes it as people do."""
    roll = rng.random()
    if roll < JUNK_NUMBER:
        num = phones.Number(COUNTRIES[OWNER_COUNTRY], "", [""])
        num.kind, num.text = "junk", rng.pick(phones.JUNK)
        return num
    roll -= JUNK_NUMBER
    if roll < SHORT_NUMBER:
        code, hint = rng.pick(phones.SHORT)
        num = phones.Number(COUNTRIES[OWNER_COUNTRY], "", [""])
        num.kind, num.text, num.hint = "short", code, hint
        return num
    roll -= SHORT_NUMBER
    if roll < VANITY_NUMBER and label in ("work", "main", "other", "custom"):
        num = phones.Number(COUNTRIES["US"], "", [""])
        num.kind, num.text = "vanity", rng.pick(phones.VANITY)
        return num
    residence = card.residence
    if rng.chance(FOREIGN_NUMBER):
        code = (_COUNTRY_TABLES[card.culture.code].draw(rng) if residence.code == OWNER_COUNTRY
                else OWNER_COUNTRY)
        country = COUNTRIES[code]
    else:
        country = residence
    if label in MOBILE_LABELS:
        mobile = True
    elif label in FIXED_LABELS:
        mobile = rng.chance(0.2)
    else:
        mobile = rng.chance(0.5)
    city = None
    if not mobile:
        if country is residence and card.addresses:
            city = card.addresses[0].city_obj
        if city is None:
            city = _CITY_TABLES[country.code].draw(rng)
    num = phones.draw(rng, country, mobile, city)
    if country.code == OWNER_COUNTRY and residence.code == OWNER_COUNTRY:
        international = rng.chance(0.2)
    elif country is residence:
        international = rng.chance(0.55)
    else:
        international = rng.chance(0.85)
    num.international = international
    if international:
        num.text = phones.international(num, rng.pick(country.intl_styles))
    else:
        num.text = phones.national(num, rng.pick(country.national_styles))
    if label in ("work", "main") and not mobile and rng.chance(EXTENSION):
        num.ext = rng.digits(rng.between(1, 4), "123456789")
        num.text += rng.pick(phones.EXTENSION_FORMS).format(num.ext)
    return num


def _phones(rng, card):
    count = PHONE_COUNT.draw(rng)
    out = []
    pref_index = rng.below(count) if rng.chance(0.35) else -1
    for i in range(count):
        label = PHONE_LABEL.draw(rng)
        text = None
        if label == "custom":
            pool = card.culture.custom_labels if rng.chance(0.6) else CULTURES[0].custom_labels
            text = rng.pick(pool)
        elif label == "garbage":
            text = rng.pick(content.GARBAGE_LABELS)
        elif label == "mobile" and card.culture.mobile_words and rng.chance(LOCALIZED_MOBILE):
            text = rng.pick(card.culture.mobile_words)
        number = _phone_number(rng, card, label)
        if number.kind == "short":
            label, text = "custom", number.hint
        phone = Phone(label, text, number, i == pref_index)
        phone.apple_item = rng.chance(0.3)
        out.append(phone)
    return out


def _address(rng, card, label, pref):
    country = card.residence
    city = _CITY_TABLES[country.code].draw(rng)
    number = str(rng.between(1, 2400) if country.street_style == "num_first" else rng.between(1, 180))
    street_name = rng.pick(country.streets)
    style = country.street_style
    if style == "num_first":
        street = number + " " + street_name
        if rng.chance(0.12):
            street += rng.pick(("\nApt ", ", Suite ", " #", "\nUnit ")) + rng.digits(rng.between(1, 3), "123456789")
    elif style == "cjk":
        if country.code == "JP":
            street = "%s%d-%d-%d" % (street_name, rng.between(1, 9), rng.between(1, 30), rng.between(1, 20))
            if rng.chance(0.4):
                street += "\n" + rng.pick(("グランドタワー", "メゾン桜", "丸の内ビル")) + " " + str(rng.between(2, 40)) + "階"
        elif country.code == "KR":
            street = "%s %d" % (street_name, rng.between(1, 500))
        else:
            street = "%s%d号" % (street_name, rng.between(1, 300))
    elif style == "ru":
        street = "%s, д. %d, кв. %d" % (street_name, rng.between(1, 120), rng.between(1, 300))
    elif style == "br":
        street = "%s, %s" % (street_name, number)
        if rng.chance(0.4):
            street += " - apto %d" % rng.between(11, 1804)
    else:
        street = street_name + " " + number
    postal = "".join("0123456789"[rng.below(10)] if ch == "#" else ch for ch in city.postal)
    if country.code == OWNER_COUNTRY:
        country_name = rng.pick(country.names)
    else:
        country_name = rng.pick(country.names) if rng.chance(0.9) else ""
    return Address(label, street, city, city.region, postal, country_name, country, pref)


def _date(rng, lo, hi):
    year = rng.between(lo, hi)
    month = rng.between(1, 12)
    day = rng.between(1, 28 if month == 2 else (30 if month in (4, 6, 9, 11) else 31))
    return year, month, day


def _photo(card_seed):
    seed, index = card_seed
    rng = Rng(seed, index, "photo")
    size = rng.between(2000, 6000)
    header = (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x48\x00\x48\x00\x00"
              b"\xff\xdb\x00\x43\x00" + bytes(range(1, 65)) +
              b"\xff\xc0\x00\x11\x08\x00\x60\x00\x60\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01"
              b"\xff\xda\x00\x0c\x03\x01\x00\x02\x11\x03\x11\x00\x3f\x00")
    body = stable_bytes(size, seed, index, "photo-bytes")
    return header + body + b"\xff\xd9"


def _uuid(seed, index, upper):
    b = bytearray(stable_bytes(16, seed, index, "uid"))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    text = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return text.upper() if upper else text


def _fill(rng, card, culture, female):
    """Names of a person of `culture`."""
    card.culture = culture
    index = rng.below(len(culture.family_m))
    card.family = (culture.family_f if female else culture.family_m)[index]
    card.given = rng.pick(culture.given_f if female else culture.given_m)
    card.middle = ""
    if culture.middle_rate and rng.chance(culture.middle_rate):
        if culture.code == "ru":
            father = rng.pick(("Сергеевич", "Иванович", "Петрович", "Александрович"))
            card.middle = father[:-2] + "на" if female else father
        elif culture.code == "vi":
            card.middle = "Thị" if female else "Văn"
        else:
            card.middle = rng.pick(("J.", "Lee", "Ann", "Marie", "A.", "Michael", "Rose"))
    card.prefix = rng.pick(culture.prefixes) if culture.prefixes and rng.chance(0.04) else ""
    card.suffix = rng.pick(culture.suffixes) if culture.suffixes and rng.chance(0.02) else ""
    card.phonetic_given = card.phonetic_family = ""
    if culture.phonetic and rng.chance(culture.phonetic_rate):
        card.phonetic_given = culture.phonetic.get(card.given, "")
        card.phonetic_family = culture.phonetic.get(card.family, "")


def base_card(seed, index):
    """Card `index` of the book, without the duplicate rule (see `card`)."""
    rng = Rng(seed, index)
    card = Card()
    card.index = index
    card.duplicate_of = -1
    card.source = SOURCE_TABLE.draw(rng)
    card.prodid = rng.pick(content.PRODIDS[card.source])
    card.uid = _uuid(seed, index, card.source == "apple")
    card.abuid = card.source == "apple" and rng.chance(0.3)
    culture = CULTURE_TABLE.draw(rng)
    female = rng.chance(0.5)
    _fill(rng, card, culture, female)
    if rng.chance(culture.us_share):
        card.residence = COUNTRIES[OWNER_COUNTRY]
    else:
        card.residence = COUNTRIES[_COUNTRY_TABLES[culture.code].draw(rng)]
    card.company = rng.chance(COMPANY)
    card.nameless = not card.company and rng.chance(NAMELESS)
    numberless = rng.chance(NUMBERLESS)
    org = rng.pick(content.ORGS)
    card.org = card.dept = card.title = ""
    if card.company or rng.chance(ORG):
        card.org = org[0]
        if org[1] and rng.chance(DEPARTMENT):
            card.dept = rng.pick(org[1])
        if not card.company and rng.chance(TITLE):
            card.title = rng.pick(content.TITLES)
    if card.nameless:
        card.org = card.dept = card.title = ""
    card.nickname = ""
    if not card.company and not card.nameless and rng.chance(NICKNAME):
        card.nickname = rng.pick(("Bobby", "Kiki", "Doc", "Sasha", "たっくん", "小王", "Лёша", "Nico", "Big Mike, Jr."))
    card.addresses = []
    if rng.chance(ADDRESS):
        card.addresses.append(_address(rng, card, ADDRESS_LABEL.draw(rng), rng.chance(0.3)))
        if rng.chance(SECOND_ADDRESS):
            card.addresses.append(_address(rng, card, "work" if card.addresses[0].label != "work" else "home", False))
    card.phones = [] if numberless else _phones(rng, card)
    card.emails = []
    email_count = EMAIL_COUNT.draw(rng)
    if email_count == 0 and (numberless or card.nameless) and not card.phones:
        email_count = 1
    user = _user(rng, card)
    domains = content.EMAIL_DOMAINS.get(card.residence.code, content.EMAIL_DOMAINS["_"])
    for i in range(email_count):
        label = EMAIL_LABEL.draw(rng)
        text = rng.pick(content.EMAIL_CUSTOM) if label == "custom" else None
        local = user if i == 0 else user + str(i + 1)
        address = local + "@" + (org[2] if label == "work" and org[2] else rng.pick(domains))
        card.emails.append(Email(label, text, address, i == 0 and email_count > 1 and rng.chance(0.5)))
    card.urls = []
    if rng.chance(URL):
        card.urls.append(("work" if card.org else "home", rng.pick(content.URL_HOSTS).format(user=user)))
    card.impps = []
    if rng.chance(IMPP):
        service, form = rng.pick(content.IM_SERVICES)
        card.impps.append((service, form.format(user=user, digits=rng.digits(9, "123456789"))))
    card.bday = None
    if not card.company and rng.chance(BIRTHDAY):
        year, month, day = _date(rng, 1938, 2012)
        card.bday = (None if rng.chance(YEARLESS) else year, month, day)
    card.anniversary = _date(rng, 1965, 2023) if not card.company and rng.chance(ANNIVERSARY) else None
    card.note = ""
    if rng.chance(NOTE):
        fill = {"year": rng.between(2009, 2024), "user": user,
                "name": rng.pick(CULTURES[0].given_f) + " " + rng.pick(CULTURES[0].family_m)}
        if rng.chance(LONG_NOTE):
            card.note = content.LONG_NOTE.format(**fill)
        else:
            parts = []
            for _ in range(rng.between(1, 3)):
                part = rng.pick(content.NOTE_FRAGMENTS).format(**fill)
                if part not in parts:
                    parts.append(part)
            card.note = ("\n" if rng.chance(0.5) else " ").join(parts)
    card.photo = _photo((seed, index)) if rng.chance(PHOTO) else None
    card.categories = []
    if rng.chance(CATEGORY):
        first = rng.pick(content.CATEGORIES)
        card.categories.append(first)
        if rng.chance(0.3):
            second = rng.pick(content.CATEGORIES)
            if second != first:
                card.categories.append(second)
    stamp = datetime.datetime(2012, 1, 1) + datetime.timedelta(seconds=rng.below(12 * 365 * 86400))
    card.rev = stamp
    if card.nameless:
        card.given = card.family = card.middle = card.prefix = card.suffix = ""
        card.phonetic_given = card.phonetic_family = ""
    if card.company:
        card.given = card.family = card.middle = card.prefix = card.suffix = ""
        card.phonetic_given = card.phonetic_family = ""
    return card


def card(seed, index):
    """Card `index` of the book generated from `seed`.

    About 1% of the cards are a second entry for a person met earlier in the book: same name,
    one of the same numbers written differently, and a new UID (the duplicates `dedupe` and
    the lint hygiene rules look for)."""
    c = base_card(seed, index)
    if index == 0:
        return c
    rng = Rng(seed, index, "duplicate")
    if not rng.chance(DUPLICATE):
        return c
    j = index - 1 - rng.below(min(index, 5000))
    other = base_card(seed, j)
    if other.nameless or other.company or c.company:
        return c
    c.nameless = False
    c.culture = other.culture
    for field in ("given", "family", "middle", "prefix", "suffix", "phonetic_given", "phonetic_family"):
        setattr(c, field, getattr(other, field))
    c.duplicate_of = j
    shared = [p for p in other.phones if p.number.kind == "number"]
    if shared:
        src = shared[0].number
        num = phones.Number(src.country, src.nsn, src.groups)
        num.international = not src.international
        num.text = (phones.international(num, "space") if num.international
                    else phones.national(num, src.country.national_styles[0]))
        phone = Phone(shared[0].label, shared[0].text, num, False)
        c.phones.insert(0, phone)
    return c
