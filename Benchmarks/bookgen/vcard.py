"""vCard writers (3.0 as a CardDAV server export of Apple, Android and Nextcloud clients; 4.0;
2.1 as Android exports it). Lines end in CRLF and are folded at 75 octets, never inside a UTF-8
sequence."""

import base64

from .model import OWNER_COUNTRY

CRLF = b"\r\n"


def fold(line):
    """UTF-8 bytes of `line`, folded: at most 75 octets per physical line (CRLF excluded)."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return b
    out, i, limit = [], 0, 75
    while len(b) - i > limit:
        cut = i + limit
        while (b[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(b[i:cut])
        i, limit = cut, 74
    out.append(b[i:])
    return b"\r\n ".join(out)


def esc(text):
    """RFC 2426 / RFC 6350 text escaping."""
    return (text.replace("\\", "\\\\").replace("\n", "\\n").replace(",", "\\,")
            .replace(";", "\\;"))


def compound(*parts):
    return ";".join(esc(p) for p in parts)


def _param_safe(text):
    """True when `text` can be an unquoted parameter value."""
    return bool(text) and not any(ch in text for ch in ';:,"\r\n') and all(
        ord(ch) >= 0x20 and ord(ch) != 0x7F for ch in text)


def _date(ymd, dashes=True):
    year, month, day = ymd
    return ("%04d-%02d-%02d" if dashes else "%04d%02d%02d") % (year, month, day)


APPLE_TEL = {"mobile": "type=CELL;type=VOICE", "iphone": "type=IPHONE;type=CELL;type=VOICE",
             "home": "type=HOME;type=VOICE", "work": "type=WORK;type=VOICE", "main": "type=MAIN",
             "homefax": "type=HOME;type=FAX", "workfax": "type=WORK;type=FAX",
             "otherfax": "type=OTHER;type=FAX", "pager": "type=PAGER", "other": "type=OTHER;type=VOICE"}
APPLE_TOKEN = {"mobile": "_$!<Mobile>!$_", "iphone": "iPhone", "home": "_$!<Home>!$_",
               "work": "_$!<Work>!$_", "main": "_$!<Main>!$_", "homefax": "_$!<HomeFAX>!$_",
               "workfax": "_$!<WorkFAX>!$_", "otherfax": "_$!<OtherFAX>!$_", "pager": "_$!<Pager>!$_",
               "other": "_$!<Other>!$_"}
ANDROID_TEL = {"mobile": "CELL", "home": "HOME", "work": "WORK", "main": "MAIN",
               "homefax": "HOME,FAX", "workfax": "WORK,FAX", "otherfax": "FAX", "pager": "PAGER",
               "other": "VOICE"}
NEXTCLOUD_TEL = {"mobile": '"CELL,VOICE"', "iphone": "iphone", "home": '"HOME,VOICE"',
                 "work": '"WORK,VOICE"', "main": "main", "homefax": "homefax",
                 "workfax": '"WORK,FAX"', "otherfax": "FAX", "pager": "PAGER", "other": "OTHER"}


class _Items:
    """Apple property groups (item1., item2., …) of one card."""

    def __init__(self):
        self.n = 0

    def next(self):
        self.n += 1
        return "item%d." % self.n


def _tel3(out, items, card, phone):
    value = esc(phone.number.text)
    src = card.source
    text = phone.text
    label = phone.label
    if src == "apple":
        pref = ";type=pref" if phone.pref else ""
        if text is not None or phone.apple_item:
            group = items.next()
            out.append(group + "TEL" + (";type=pref" if phone.pref else "") + ":" + value)
            out.append(group + "X-ABLabel:" + (text if text is not None else APPLE_TOKEN[label]))
        else:
            out.append("TEL;" + APPLE_TEL[label] + pref + ":" + value)
        return
    if src == "android":
        if text is None and label in ANDROID_TEL:
            types = ANDROID_TEL[label] + (",PREF" if phone.pref else "")
            out.append("TEL;TYPE=" + types + ":" + value)
        elif _param_safe(text if text is not None else "iPhone"):
            out.append("TEL;TYPE=" + (text if text is not None else "iPhone") + ":" + value)
        else:
            group = items.next()
            out.append(group + "TEL:" + value)
            out.append(group + "X-ABLabel:" + text)
        return
    pref = ";TYPE=PREF" if phone.pref else ""
    if text is None:
        out.append("TEL;TYPE=" + NEXTCLOUD_TEL[label] + pref + ":" + value)
    elif label == "garbage" and _param_safe(text):
        out.append("TEL;TYPE=" + text + pref + ":" + value)
    elif _param_safe(text):
        out.append("TEL;TYPE=X-" + text + pref + ":" + value)
    else:
        group = items.next()
        out.append(group + "TEL" + pref + ":" + value)
        out.append(group + "X-ABLabel:" + text)


def _email3(out, items, card, email):
    src = card.source
    if src == "apple":
        if email.label in ("home", "work"):
            out.append("EMAIL;type=INTERNET;type=%s%s:%s" % (
                email.label.upper(), ";type=pref" if email.pref else "", email.address))
        else:
            group = items.next()
            out.append(group + "EMAIL;type=INTERNET%s:%s" % (";type=pref" if email.pref else "", email.address))
            out.append(group + "X-ABLabel:" + (email.text or "_$!<Other>!$_"))
        return
    types = {"home": "HOME", "work": "WORK", "other": "OTHER"}.get(email.label, "X-" + (email.text or ""))
    if src == "android":
        out.append("EMAIL;TYPE=%s%s:%s" % (types, ",PREF" if email.pref else "", email.address))
    else:
        out.append("EMAIL;TYPE=INTERNET;TYPE=%s%s:%s" % (types.lower(), ";TYPE=pref" if email.pref else "", email.address))


def _adr3(out, items, card, adr):
    value = compound("", "", adr.street, adr.city, adr.region, adr.postal, adr.country_name)
    kind = adr.label.upper()
    if card.source == "apple":
        group = items.next()
        out.append(group + "ADR;type=%s%s:%s" % (kind, ";type=pref" if adr.pref else "", value))
        out.append(group + "X-ABADR:" + adr.country.code.lower())
    elif card.source == "android":
        out.append("ADR;TYPE=%s:%s" % (kind, value))
    else:
        out.append("ADR;TYPE=%s%s:%s" % (adr.label, ";TYPE=pref" if adr.pref else "", value))


def _work(out, card, trailing_dept):
    """NICKNAME, ORG and TITLE (3.0 and 4.0). Apple writes `ORG:Name;` with an empty unit."""
    if card.nickname:
        out.append("NICKNAME:" + esc(card.nickname))
    if card.org:
        out.append("ORG:" + (compound(card.org, card.dept) if card.dept or trailing_dept else esc(card.org)))
    if card.title:
        out.append("TITLE:" + esc(card.title))


def _texts(out, card):
    """NOTE and CATEGORIES (3.0 and 4.0)."""
    if card.note:
        out.append("NOTE:" + esc(card.note))
    if card.categories:
        out.append("CATEGORIES:" + ",".join(esc(c) for c in card.categories))


def _photo_b64(card):
    return base64.b64encode(card.photo).decode("ascii")


def vcard3(card):
    """One card as vCard 3.0 bytes, CRLF-terminated."""
    out = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:" + card.prodid]
    items = _Items()
    src = card.source
    if src != "apple":
        out.append("UID:" + card.uid)
    out.append("N:" + compound(card.family, card.given, card.middle, card.prefix, card.suffix))
    out.append("FN:" + esc(card.fn()))
    if card.phonetic_given:
        out.append("X-PHONETIC-FIRST-NAME:" + esc(card.phonetic_given))
    if card.phonetic_family:
        out.append("X-PHONETIC-LAST-NAME:" + esc(card.phonetic_family))
    _work(out, card, trailing_dept=src == "apple")
    for email in card.emails:
        _email3(out, items, card, email)
    for phone in card.phones:
        _tel3(out, items, card, phone)
    for adr in card.addresses:
        _adr3(out, items, card, adr)
    for kind, url in card.urls:
        if src == "apple":
            group = items.next()
            out.append(group + "URL:" + url)
            out.append(group + "X-ABLabel:" + ("_$!<HomePage>!$_" if kind == "home" else "work"))
        else:
            out.append("URL;TYPE=%s:%s" % (kind.upper(), url))
    for service, uri in card.impps:
        out.append("IMPP;X-SERVICE-TYPE=%s;type=HOME;type=pref:%s" % (service, uri))
    if card.bday:
        year, month, day = card.bday
        if year is None:
            if src == "android":
                out.append("BDAY:--%02d-%02d" % (month, day))
            else:
                out.append("BDAY;X-APPLE-OMIT-YEAR=1604:1604-%02d-%02d" % (month, day))
        elif src == "apple" and day % 2:
            out.append("BDAY;value=date:" + _date(card.bday))
        else:
            out.append("BDAY:" + _date(card.bday))
    if card.anniversary:
        if src == "apple":
            group = items.next()
            out.append(group + "X-ABDATE;type=pref:" + _date(card.anniversary))
            out.append(group + "X-ABLabel:_$!<Anniversary>!$_")
        else:
            out.append("X-ANNIVERSARY:" + _date(card.anniversary))
    _texts(out, card)
    if card.photo:
        out.append("PHOTO;ENCODING=b;TYPE=JPEG:" + _photo_b64(card))
    if card.company and src == "apple":
        out.append("X-ABShowAs:COMPANY")
    if src == "apple":
        out.append("UID:" + card.uid)
        if card.abuid:
            out.append("X-ABUID:" + card.uid + ":ABPerson")
        out.append("REV:" + card.rev.strftime("%Y-%m-%dT%H:%M:%SZ"))
    else:
        out.append("REV:" + card.rev.strftime("%Y%m%dT%H%M%SZ"))
    out.append("END:VCARD")
    return CRLF.join(fold(line) for line in out) + CRLF


# ---------------------------------------------------------------------------------------------
# vCard 4.0

V4_TEL = {"mobile": "cell", "iphone": "cell", "home": "home,voice", "work": "work,voice",
          "main": "voice", "homefax": "home,fax", "workfax": "work,fax", "otherfax": "fax",
          "pager": "pager", "other": "voice"}


def caret(text):
    """RFC 6868 escaping of a parameter value."""
    return text.replace("^", "^^").replace("\n", "^n").replace('"', "^'")


def _pref4(flag):
    return ";PREF=1" if flag else ""


def _tel4(out, items, card, phone):
    num = phone.number
    label = phone.label
    if num.kind == "number" and num.international and not num.text.startswith("00"):
        value_part = ";VALUE=uri:" + num.tel_uri()
    else:
        value_part = ";VALUE=text:" + esc(num.text)
    if phone.text is None and label != "iphone":
        out.append("TEL;TYPE=" + ('"%s"' % V4_TEL[label] if "," in V4_TEL[label] else V4_TEL[label])
                   + _pref4(phone.pref) + value_part)
    elif phone.text is None:
        group = items.next()
        out.append(group + "TEL;TYPE=cell" + _pref4(phone.pref) + value_part)
        out.append(group + "X-ABLabel:iPhone")
    elif label == "garbage" and _param_safe(phone.text) and card.source != "apple":
        out.append("TEL;TYPE=\"%s\"%s%s" % (caret(phone.text), _pref4(phone.pref), value_part))
    elif card.source == "apple" or not _param_safe(phone.text):
        group = items.next()
        out.append(group + "TEL" + _pref4(phone.pref) + value_part)
        out.append(group + "X-ABLabel:" + phone.text)
    else:
        out.append("TEL;TYPE=\"x-%s\"%s%s" % (caret(phone.text), _pref4(phone.pref), value_part))


def vcard4(card):
    """One card as vCard 4.0 bytes."""
    out = ["BEGIN:VCARD", "VERSION:4.0", "PRODID:" + card.prodid, "UID:urn:uuid:" + card.uid.lower()]
    items = _Items()
    if card.company:
        out.append("KIND:org")
    out.append("FN:" + esc(card.fn()))
    if card.given or card.family:
        sort_as = ""
        if card.phonetic_family or card.phonetic_given:
            sort_as = ';SORT-AS="%s,%s"' % (caret(card.phonetic_family), caret(card.phonetic_given))
        out.append("N" + sort_as + ":" + compound(card.family, card.given, card.middle, card.prefix, card.suffix))
    _work(out, card, trailing_dept=False)
    for email in card.emails:
        if email.label in ("home", "work"):
            out.append("EMAIL;TYPE=%s%s:%s" % (email.label, _pref4(email.pref), email.address))
        else:
            group = items.next()
            out.append(group + "EMAIL" + _pref4(email.pref) + ":" + email.address)
            out.append(group + "X-ABLabel:" + (email.text or "_$!<Other>!$_"))
    for phone in card.phones:
        _tel4(out, items, card, phone)
    for adr in card.addresses:
        label = ""
        if (card.index + len(adr.street)) % 3 == 0:
            label = ';LABEL="%s"' % caret(adr.formatted())
        kind = adr.label if adr.label != "other" else "x-other"
        cc = ";CC=" + adr.country.code if adr.country.code != OWNER_COUNTRY else ""
        out.append("ADR;TYPE=%s%s%s%s:%s" % (kind, _pref4(adr.pref), label, cc,
                                            compound("", "", adr.street, adr.city, adr.region, adr.postal, adr.country_name)))
    for kind, url in card.urls:
        out.append("URL;TYPE=%s:%s" % (kind, url))
    for service, uri in card.impps:
        out.append("IMPP;X-SERVICE-TYPE=%s;PREF=1:%s" % (service, uri))
    if card.bday:
        year, month, day = card.bday
        out.append("BDAY:--%02d%02d" % (month, day) if year is None else "BDAY:" + _date(card.bday, False))
    if card.anniversary:
        out.append("ANNIVERSARY:" + _date(card.anniversary, False))
    _texts(out, card)
    if card.photo:
        out.append("PHOTO:data:image/jpeg;base64," + _photo_b64(card))
    out.append("REV:" + card.rev.strftime("%Y%m%dT%H%M%SZ"))
    out.append("END:VCARD")
    return CRLF.join(fold(line) for line in out) + CRLF


# ---------------------------------------------------------------------------------------------
# vCard 2.1 (Android v21_generic style: bare types, quoted-printable UTF-8, base64 photo)

V21_TEL = {"mobile": "CELL", "iphone": "CELL", "home": "HOME;VOICE", "work": "WORK;VOICE",
           "main": "VOICE", "homefax": "HOME;FAX", "workfax": "WORK;FAX", "otherfax": "FAX",
           "pager": "PAGER", "other": "VOICE"}


def esc21(text):
    """vCard 2.1: only the backslash and the semicolon are escaped."""
    return text.replace("\\", "\\\\").replace(";", "\\;")


def _qp(raw):
    """Quoted-printable lines (soft breaks '=' with no leading space on the next line)."""
    out, line = [], ""
    for byte in raw.encode("utf-8"):
        if (33 <= byte <= 126 and byte != 61) or (byte == 32):
            piece = chr(byte)
        else:
            piece = "=%02X" % byte
        if len(line) + len(piece) > 73:
            out.append(line + "=")
            line = ""
        line += piece
    if line.endswith(" "):
        line = line[:-1] + "=20"
    out.append(line)
    return "\r\n".join(out)


def _v21(name, params, raw):
    """A 2.1 property line; `raw` is already escaped. QP when non-ASCII, multi-line or long."""
    if all(ord(ch) < 128 for ch in raw) and "\n" not in raw and len(name) + len(params) + len(raw) < 75:
        return name + params + ":" + raw
    charset = "" if all(ord(ch) < 128 for ch in raw) else ";CHARSET=UTF-8"
    return name + params + charset + ";ENCODING=QUOTED-PRINTABLE:" + _qp(raw.replace("\n", "\r\n"))


def vcard21(card):
    """One card as vCard 2.1 bytes."""
    out = ["BEGIN:VCARD", "VERSION:2.1"]
    n = ";".join(esc21(p) for p in (card.family, card.given, card.middle, card.prefix, card.suffix))
    out.append(_v21("N", "", n))
    if card.fn():
        out.append(_v21("FN", "", esc21(card.fn())))
    if card.phonetic_given:
        out.append(_v21("X-PHONETIC-FIRST-NAME", "", esc21(card.phonetic_given)))
    if card.phonetic_family:
        out.append(_v21("X-PHONETIC-LAST-NAME", "", esc21(card.phonetic_family)))
    if card.nickname:
        out.append(_v21("NICKNAME", "", esc21(card.nickname)))
    items = _Items()
    for phone in card.phones:
        pref = ";PREF" if phone.pref else ""
        value = esc21(phone.number.text)
        if phone.text is None:
            out.append(_v21("TEL", ";" + V21_TEL[phone.label] + pref, value))
        elif _param_safe(phone.text) and all(ord(ch) < 128 and ch != " " for ch in phone.text):
            out.append(_v21("TEL", ";X-" + phone.text + pref, value))
        else:
            group = items.next()
            out.append(_v21(group + "TEL", pref, value))
            out.append(_v21(group + "X-ABLabel", "", esc21(phone.text)))
    for email in card.emails:
        kind = {"home": ";HOME", "work": ";WORK"}.get(email.label, "")
        out.append("EMAIL;INTERNET" + kind + (";PREF" if email.pref else "") + ":" + email.address)
    for adr in card.addresses:
        value = ";".join(esc21(p) for p in ("", "", adr.street, adr.city, adr.region, adr.postal, adr.country_name))
        out.append(_v21("ADR", ";" + {"home": "HOME", "work": "WORK"}.get(adr.label, "POSTAL"), value))
    if card.org:
        out.append(_v21("ORG", "", ";".join(esc21(p) for p in ((card.org, card.dept) if card.dept else (card.org,)))))
    if card.title:
        out.append(_v21("TITLE", "", esc21(card.title)))
    for kind, url in card.urls:
        out.append("URL:" + url)
    if card.bday:
        year, month, day = card.bday
        out.append("BDAY:" + ("1604-%02d-%02d" % (month, day) if year is None else _date(card.bday)))
    if card.note:
        out.append(_v21("NOTE", "", esc21(card.note)))
    if card.categories:
        out.append(_v21("CATEGORIES", "", ",".join(esc21(c) for c in card.categories)))
    if card.photo:
        b64 = _photo_b64(card)
        lines = [b64[i:i + 72] for i in range(0, len(b64), 72)]
        out.append("PHOTO;ENCODING=BASE64;JPEG:" + lines[0] + "".join("\r\n " + l for l in lines[1:]) + "\r\n")
    out.append("UID:" + card.uid)
    out.append("END:VCARD")
    return CRLF.join(line.encode("utf-8") for line in out) + CRLF
