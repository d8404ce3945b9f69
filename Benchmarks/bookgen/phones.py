"""Phone numbers: drawing a number from a country's plan and writing it the way people do."""

from .countries import COUNTRIES

_FULLWIDTH = str.maketrans("0123456789-", "０１２３４５６７８９－")


class Number:
    """One phone number as the generator knows it (the truth behind the written text)."""

    __slots__ = ("country", "nsn", "groups", "text", "ext", "kind", "international", "hint")

    def __init__(self, country, nsn, groups):
        self.country = country        # Country
        self.nsn = nsn                # national significant number, digits only
        self.groups = groups          # list of digit groups covering nsn
        self.text = ""                # as written in the book
        self.ext = ""                 # extension digits, if any
        self.kind = "number"          # 'number', 'vanity', 'short', 'junk'
        self.international = False    # written with the country code
        self.hint = None              # the label a short number usually carries

    def e164(self):
        return "+" + self.country.cc + self.nsn

    def tel_uri(self):
        uri = "tel:+" + self.country.cc + "-" + "-".join(self.groups)
        return uri + (";ext=" + self.ext if self.ext else "")


def _split(nsn, sizes):
    out, i = [], 0
    for n in sizes:
        out.append(nsn[i:i + n])
        i += n
    if i < len(nsn):
        out[-1] += nsn[i:]
    return out


def draw(rng, country, mobile, city=None):
    """A number of `country`: a mobile one, or a fixed line in `city` when one is given."""
    kind = city.area if not mobile and city is not None else rng.pick(country.mobile)
    prefix, rest, sizes = kind[:3]
    nsn = prefix + rng.digits(rest, kind[3] if len(kind) > 3 else "23456789")
    return Number(country, nsn, _split(nsn, sizes))


def national(num, style):
    g = num.groups
    t = num.country.trunk
    head, rest = t + g[0], g[1:]
    if style == "space":
        return head + " " + " ".join(rest)
    if style == "dash":
        return "-".join([head] + rest)
    if style == "dash_first":
        return head + "-" + " ".join(rest)
    if style == "dot":
        return ".".join([head] + rest)
    if style == "slash":
        return head + "/" + "".join(rest)
    if style == "paren":
        return "(" + head + ") " + " ".join(rest)
    if style == "paren_dash":
        return "(" + head + ") " + "-".join(rest)
    if style in ("compact", "compact8"):
        return t + num.nsn
    if style == "fullwidth":
        return "-".join([head] + rest).translate(_FULLWIDTH)
    if style == "nanp_paren":
        return "(%s) %s-%s" % tuple(g)
    if style == "nanp_paren_tight":
        return "(%s)%s-%s" % tuple(g)
    if style == "nanp_dash":
        return "%s-%s-%s" % tuple(g)
    if style == "nanp_dot":
        return "%s.%s.%s" % tuple(g)
    if style == "nanp_1dash":
        return "1-%s-%s-%s" % tuple(g)
    if style == "nanp_1paren":
        return "1 (%s) %s-%s" % tuple(g)
    if style == "ru_paren":
        return "%s (%s) %s-%s-%s" % ((t,) + tuple(g))
    if style == "ru_dash":
        return "%s-%s-%s-%s-%s" % ((t,) + tuple(g))
    if style == "br_paren":
        return "(%s) %s-%s" % tuple(g)
    if style == "br_space":
        return "%s %s-%s" % tuple(g)
    raise ValueError("unknown national style " + style)


def international(num, style):
    g = num.groups
    cc = num.country.cc
    if style == "space":
        return "+" + cc + " " + " ".join(g)
    if style == "compact":
        return "+" + cc + num.nsn
    if style == "dash":
        return "+" + cc + "-" + "-".join(g)
    if style == "00":
        return "00" + cc + " " + " ".join(g)
    if style == "paren0":
        return "+" + cc + " (0)" + " ".join(g)
    if style == "nanp_paren":
        return "+1 (%s) %s-%s" % tuple(g)
    if style == "nanp_dash":
        return "+1 %s-%s-%s" % tuple(g)
    if style == "ru_paren":
        return "+7 (%s) %s-%s-%s" % tuple(g)
    raise ValueError("unknown international style " + style)


EXTENSION_FORMS = (" x{}", " x{}", " x{}", " ext. {}", " ext {}", " Ext. {}", ",,{}", " #{}", " доб. {}", " Durchwahl {}")

# US toll-free vanity numbers: 7 letters after the prefix (libphonenumber maps letters when
# there are three or more of them).
VANITY = ("1-800-FLOWERS", "1-800-GO-FEDEX", "1-800-MY-APPLE", "1-800-CONTACT", "1-888-DENTIST",
          "1-800-PLUMBER", "1-877-LAWYERS", "1-800-CARPETS", "1-866-FLORIST", "1-800-ROOFING",
          "1-888-HEATING", "1-800-PAINTER", "1-800-DOCTORS", "(800) GOT-JUNK", "1-800-CALL-ATT",
          "+1 800 FLOWERS", "1 800 PETMEDS", "1-855-GET-HELP")

# Service and short numbers as they end up in address books.
SHORT = (("911", "Emergency"), ("112", "Notruf"), ("*86", "Voicemail"), ("411", "Info"),
         ("*611", "Customer Care"), ("#31#", "Hide caller ID"), ("110", "Polizei"), ("119", "救急"))

# Things typed into a phone field that are no usable number.
JUNK = ("555-1234", "123", "n/a", "0", "TBD", "+1 (000) 000-0000", "ask reception", "00000000",
        "12345678901234567890", "+49 123", "see notes", "--", "(   )    -", "1", "+", "x",
        "call office", "+44", "0800", "ext. 12")


def country(code):
    return COUNTRIES[code]
