#!/usr/bin/env python3
"""Writes the corpus samples whose exact bytes matter.

Plain UTF-8 samples with LF line endings are ordinary files in corpora/vcard/. Every sample whose
bytes are something else (CRLF or CR line endings, byte order marks, UTF-16, legacy charsets,
invalid UTF-8, NUL and control bytes, folds that split a UTF-8 sequence, a file that ends in the
middle of a line) is written by this script, so that its bytes are reproducible and reviewable.

    python3 corpora/make_binary_samples.py          # (re)write the samples
    python3 corpora/make_binary_samples.py --check  # exit 1 if a committed sample differs

The expectations (X.expect.json) are written by hand, from the specifications; this script only
produces the inputs. Each sample is declared once below as text plus an encoding recipe.
"""

import base64
import pathlib
import struct
import sys
import zlib

ROOT = pathlib.Path(__file__).resolve().parent
VCARD = ROOT / "vcard"

CRLF = b"\r\n"


# --- small binary payloads -------------------------------------------------------------------


def tiny_jpeg(width=8, height=8):
    """A valid baseline JPEG of a uniform mid-grey image, 159 bytes for any size up to 8 blocks.

    One 8-bit component, a quantisation table of ones, and Huffman tables with a single one-bit
    code each (DC category 0, AC end-of-block): every 8x8 block encodes as the two bits 00.
    """
    def segment(marker, payload):
        return struct.pack(">BBH", 0xFF, marker, len(payload) + 2) + payload

    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    bits = "00" * blocks
    bits += "1" * (-len(bits) % 8)
    scan = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    assert 0xFF not in scan
    one_code = bytes([1] + [0] * 15)
    return (
        b"\xFF\xD8"
        + segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
        + segment(0xDB, b"\x00" + b"\x01" * 64)
        + segment(0xC0, struct.pack(">BHHB", 8, height, width, 1) + b"\x01\x11\x00")
        + segment(0xC4, b"\x00" + one_code + b"\x00")
        + segment(0xC4, b"\x10" + one_code + b"\x00")
        + segment(0xDA, b"\x01\x01\x00\x00\x3F\x00")
        + scan
        + b"\xFF\xD9"
    )


def tiny_png():
    """A valid 1x1 RGBA PNG (a transparent pixel)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"\x00\x00\x00\x00\x00"  # filter byte + one RGBA pixel
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


JPEG = tiny_jpeg()
JPEG_B64 = base64.b64encode(JPEG).decode("ascii")


# --- encoding helpers ------------------------------------------------------------------------


def lines_to_bytes(text, eol=CRLF, codec="utf-8"):
    """Encodes `text` (lines separated by "\\n", ending with "\\n") with `eol` line endings."""
    assert text.endswith("\n")
    return text.replace("\n", eol.decode("ascii")).encode(codec)


def fold_octets(line, width=75, indent=b" ", eol=CRLF):
    """Folds one logical line (bytes) every `width` octets, ignoring UTF-8 boundaries on purpose."""
    out = [line[:width]]
    rest = line[width:]
    while rest:
        out.append(indent + rest[: width - len(indent)])
        rest = rest[width - len(indent):]
    return eol.join(out)


def fold_base64(prefix, data, indent):
    """Apple style: value starts after the colon, each continuation line starts with `indent`."""
    first = 75 - len(prefix)
    chunks = [prefix + data[:first]]
    rest = data[first:]
    step = 75 - len(indent)
    while rest:
        chunks.append(indent + rest[:step])
        rest = rest[step:]
    return "\n".join(chunks)


def android_qp(text):
    """Android's v21 quoted-printable: every byte as =XX, a soft break after 23 bytes (69 chars).

    The soft break is "=" CRLF and the continuation line starts without any whitespace.
    """
    data = text.encode("utf-8")
    out = []
    count = 0
    for i, b in enumerate(data):
        out.append("=%02X" % b)
        count += 3
        if count >= 67 and i + 1 < len(data):
            out.append("=\n")
            count = 0
    return "".join(out)


def android_qp_components(*parts):
    return ";".join(android_qp(p) if p else "" for p in parts)


# --- the samples -----------------------------------------------------------------------------

SAMPLES = {}


def sample(name):
    def register(fn):
        SAMPLES[name] = fn
        return fn
    return register


@sample("apple_v30_export.vcf")
def apple_export():
    photo = fold_base64("PHOTO;ENCODING=b;TYPE=JPEG:", JPEG_B64, " ")
    text = f"""BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//macOS 14.2.1//EN
N:Appleseed;Johnny;Quincy;;
FN:Johnny Quincy Appleseed
NICKNAME:Jonny
ORG:Orchard Supply Co.;
TITLE:Head Gardener
EMAIL;type=INTERNET;type=HOME;type=pref:johnny@example.com
EMAIL;type=INTERNET;type=WORK:j.appleseed@orchard.example
TEL;type=IPHONE;type=CELL;type=VOICE;type=pref:+1 (408) 555-0101
item1.TEL:+1 (408) 555-0100
item1.X-ABLabel:_$!<Mobile>!$_
TEL;type=HOME;type=VOICE:+1 (408) 555-0102
item2.TEL:+1 (408) 555-0199
item2.X-ABLabel:Emergency
item3.ADR;type=HOME;type=pref:;;1 Orchard Lane;Cupertino;CA;95014;United States
item3.X-ABADR:us
item4.URL;type=pref:https://orchard.example/johnny
item4.X-ABLabel:_$!<HomePage>!$_
BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-15
item5.X-ABDATE;type=pref:2008-06-21
item5.X-ABLabel:_$!<Anniversary>!$_
item6.X-ABRELATEDNAMES;type=pref:Jane Appleseed
item6.X-ABLabel:_$!<Spouse>!$_
NOTE:Prefers texts over calls.\\nGate code: 4711
{photo}
X-ABUID:5AD380FD-B2DE-4261-BA99-DE1D1DB52FBE\\:ABPerson
END:VCARD
"""
    return lines_to_bytes(text)


@sample("apple_v30_company.vcf")
def apple_company():
    # Older Address Book versions indent base64 continuation lines with two spaces.
    photo = fold_base64("PHOTO;ENCODING=b;TYPE=JPEG:", JPEG_B64, "  ")
    text = f"""BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//Mac OS X 10.15.7//EN
N:;;;;
FN:Bäckerei Brotzeit GmbH
ORG:Bäckerei Brotzeit GmbH;
item1.TEL;type=pref:+49 30 4400 1234
item1.X-ABLabel:_$!<Main>!$_
TEL;type=WORK;type=FAX:+49 30 4400 1299
EMAIL;type=INTERNET;type=WORK;type=pref:bestellung@brotzeit.example
item2.ADR;type=WORK;type=pref:;;Kastanienallee 12;Berlin;;10435;Deutschland
item2.X-ABADR:de
item3.URL;type=pref:https://brotzeit.example
item3.X-ABLabel:_$!<HomePage>!$_
{photo}
X-ABShowAs:COMPANY
X-ABUID:0C1F2E3D-4B5A-4968-8776-A5B4C3D2E1F0\\:ABPerson
END:VCARD
"""
    return lines_to_bytes(text)


@sample("apple_v30_group.vcf")
def apple_group():
    text = """BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iOS 17.2//EN
N:Kletterteam
FN:Kletterteam
X-ADDRESSBOOKSERVER-KIND:group
X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1B6E9F4A-3C2D-4E5F-8A7B-9C0D1E2F3A4B
X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:7F3E2D1C-0B9A-4876-A5B4-C3D2E1F0A9B8
REV:2024-02-11T18:22:05Z
UID:E2C6F1A0-5B4D-4C3E-9F8A-7B6C5D4E3F2A
END:VCARD
BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iOS 17.2//EN
N:Keller;Mia;;;
FN:Mia Keller
TEL;type=CELL;type=VOICE;type=pref:+41 79 555 12 34
REV:2024-02-11T18:20:41Z
UID:1B6E9F4A-3C2D-4E5F-8A7B-9C0D1E2F3A4B
END:VCARD
BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iOS 17.2//EN
N:Rossi;Luca;;;
FN:Luca Rossi
EMAIL;type=INTERNET;type=HOME;type=pref:luca.rossi@example.it
REV:2024-02-11T18:21:13Z
UID:7F3E2D1C-0B9A-4876-A5B4-C3D2E1F0A9B8
END:VCARD
"""
    return lines_to_bytes(text)


@sample("android_v21_qp.vcf")
def android_qp_sample():
    note = ("Schlüssel liegt beim Nachbarn.\nAbholung nur nach Absprache, "
            "am besten vormittags. Grüße!")
    text = f"""BEGIN:VCARD
VERSION:2.1
N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp_components("Müller-Lüdenscheid", "Jürgen", "", "", "")}
FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp("Jürgen Müller-Lüdenscheid")}
TEL;CELL:+49 170 1234567
TEL;HOME:+49 221 123456
TEL;X-Werkstatt:+49 221 654321
EMAIL;HOME:juergen@example.de
ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp_components("", "", "Große Witschgasse 12", "Köln", "", "50676", "Deutschland")}
NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp(note)}
BDAY:1975-03-21
X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Anna;14;;;;;;;;;;;;;
END:VCARD
"""
    return lines_to_bytes(text)


@sample("android_v21_japanese.vcf")
def android_japanese():
    text = f"""BEGIN:VCARD
VERSION:2.1
N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp_components("山田", "花子", "", "", "")}
FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp("山田 花子")}
X-PHONETIC-FIRST-NAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp("はなこ")}
X-PHONETIC-LAST-NAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp("やまだ")}
TEL;CELL:090-1234-5678
EMAIL;CELL:hanako.yamada@docomo.example.ne.jp
NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{android_qp("大学のサークルの先輩。誕生日は四月。")}
END:VCARD
"""
    return lines_to_bytes(text)


@sample("outlook_v21_export.vcf")
def outlook():
    # Outlook writes the base64 value on the lines after the property, indented by one space,
    # and ends it with a blank line.
    chunks = [JPEG_B64[i:i + 72] for i in range(0, len(JPEG_B64), 72)]
    photo = "PHOTO;TYPE=JPEG;ENCODING=BASE64:\n" + "\n".join(" " + c for c in chunks) + "\n"
    text = f"""BEGIN:VCARD
VERSION:2.1
N;LANGUAGE=de-ch;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:M=FCller;Ren=E9;;Dr.
FN;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Dr. Ren=E9 M=FCller
ORG;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:B=FCro M=FCller AG;Gesch=E4ftsleitung
TITLE:CEO
NOTE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Budget 2024: 5 Mio. =80=0D=0A=
=84Vertraulich=93 =96 nicht weitergeben.
TEL;WORK;VOICE:+41 44 123 45 67
TEL;HOME;VOICE:+41 44 765 43 21
TEL;CELL;VOICE:+41 79 123 45 67
TEL;WORK;FAX:+41 44 123 45 68
ADR;WORK;PREF;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:;;Bahnhofstrasse 1;Z=FCrich;ZH;8001;Schweiz
LABEL;WORK;PREF;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Bahnhofstrasse 1=0D=0A=
8001 Z=FCrich=0D=0A=
Schweiz
X-MS-OL-DEFAULT-POSTAL-ADDRESS:2
URL;WORK:https://www.bueromueller.example
EMAIL;PREF;INTERNET:rene.mueller@bueromueller.example
BDAY:19700131
{photo}
REV:20240105T101500Z
END:VCARD
"""
    return lines_to_bytes(text)


@sample("shiftjis_v21_phone.vcf")
def shift_jis():
    # A Japanese handset dump: raw Shift_JIS bytes, CHARSET on the lines that need it.
    # 圭 is 8C 5C and 表 is 95 5C in Shift_JIS: the trail byte is ASCII backslash.
    text = """BEGIN:VCARD
VERSION:2.1
N;CHARSET=SHIFT_JIS:山田;太郎;;;
FN;CHARSET=SHIFT_JIS:山田 太郎
TEL;X-携帯;CHARSET=SHIFT_JIS:090-1234-5678
TEL;HOME:03-3456-7890
EMAIL;INTERNET:taro.yamada@example.ne.jp
ADR;HOME;CHARSET=SHIFT_JIS:;;表参道3-5-1;港区;東京都;107-0061;日本
NOTE;CHARSET=SHIFT_JIS:会社の同僚
END:VCARD
BEGIN:VCARD
VERSION:2.1
N;CHARSET=SHIFT_JIS:山本;圭;;;
FN;CHARSET=SHIFT_JIS:山本 圭
TEL;CELL:080-9876-5432
END:VCARD
"""
    data = lines_to_bytes(text, codec="shift_jis")
    assert b"\x8c\x5c;" in data and b"\x95\x5c" in data
    return data


@sample("latin1_v21.vcf")
def latin1():
    text = """BEGIN:VCARD
VERSION:2.1
N;CHARSET=ISO-8859-1:Sørensen;Åse;;;
FN;CHARSET=ISO-8859-1:Åse Sørensen
TEL;CELL:+45 20 12 34 56
TEL;HOME:+45 35 12 34 56
ADR;HOME;CHARSET=ISO-8859-1:;;Nørrebrogade 12, 3. th.;København N;;2200;Danmark
NOTE;CHARSET=ISO-8859-1:Französisch-Kurs, Mittwoch ½8 Uhr
END:VCARD
"""
    return lines_to_bytes(text, codec="latin-1")


@sample("big5_v21.vcf")
def big5():
    # 許 is B3 5C in Big5: the trail byte is ASCII backslash, right before a ';'.
    text = """BEGIN:VCARD
VERSION:2.1
N;CHARSET=BIG5:許;志明;;;
FN;CHARSET=BIG5:許志明
TEL;CELL:0912-345-678
TEL;WORK:02-2345-6789
ORG;CHARSET=BIG5:台灣電子股份有限公司
ADR;WORK;CHARSET=BIG5:;;信義路五段7號;台北市;;110;台灣
END:VCARD
"""
    data = lines_to_bytes(text, codec="big5")
    assert b"\xb3\x5c;" in data
    return data


@sample("gb18030_v21.vcf")
def gb18030():
    text = """BEGIN:VCARD
VERSION:2.1
N;CHARSET=GB18030:张;伟;;;
FN;CHARSET=GB18030:张伟
TEL;CELL:+86 138 0013 8000
ADR;HOME;CHARSET=GB18030:;;建国路88号;北京市;;100022;中国
NOTE;CHARSET=GB18030:生日快乐🎂，欠我一顿饭（€20）
END:VCARD
"""
    data = lines_to_bytes(text, codec="gb18030")
    assert "🎂".encode("gb18030") in data and len("🎂".encode("gb18030")) == 4
    return data


@sample("utf8_fold_splits_sequence.vcf")
def fold_split():
    # A writer that folds every 75 octets without looking at UTF-8 boundaries.
    org = "ORG:Ηλεκτρονικά Συστήματα Αθηνών Α.Ε.;Τμήμα Εξυπηρέτησης Πελατών".encode()
    # The three folds of NOTE split a 4-byte (😀), a 3-byte (日) and a 2-byte (Γ) sequence.
    note = ("NOTE:Treffen in Zürich mit Åsa und Grüße von allen aus dem Büro ganz 😀 – danach "
            "Abendessen im kleinen Restaurant „Nihonbashi“ am See (日本橋). Nächstes Mal treffen "
            "wir uns in Athen: bei Ελένη και Γιώργος.").encode()
    lines = [
        b"BEGIN:VCARD",
        b"VERSION:3.0",
        "N:Papadopoulou;Eleni;;;".encode(),
        "FN:Eleni Papadopoulou".encode(),
        fold_octets(org),
        fold_octets(note),
        b"TEL;TYPE=WORK:+30 21 0123 4567",
        b"END:VCARD",
    ]
    data = CRLF.join(lines) + CRLF
    # Every fold of ORG and NOTE must split a multi-byte sequence.
    splits = 0
    for logical in (org, note):
        for cut in range(75, len(logical), 74):
            if 0x80 <= logical[cut] < 0xC0:  # a continuation byte starts the next line
                splits += 1
    assert splits == 4, splits
    return data


CARD_UTF16 = """BEGIN:VCARD
VERSION:3.0
N:Żółkiewski;Łukasz;;;
FN:Łukasz Żółkiewski
TEL;TYPE=CELL:+48 601 234 567
EMAIL;TYPE=INTERNET:lukasz@example.pl
NOTE:Urodziny 🎂 w maju
END:VCARD
"""


@sample("utf16le_bom.vcf")
def utf16le_bom():
    return b"\xff\xfe" + lines_to_bytes(CARD_UTF16, codec="utf-16-le")


@sample("utf16be_bom.vcf")
def utf16be_bom():
    text = (CARD_UTF16.replace("Łukasz", "Marta").replace("Żółkiewski", "Żółkiewska")
            .replace("lukasz", "marta").replace("601 234 567", "602 345 678"))
    return b"\xfe\xff" + lines_to_bytes(text, codec="utf-16-be")


@sample("utf16le_nobom.vcf")
def utf16le_nobom():
    text = CARD_UTF16.replace("Łukasz", "Józef").replace("lukasz", "jozef").replace("601 234 567", "603 456 789")
    return lines_to_bytes(text, codec="utf-16-le")


@sample("utf8_bom.vcf")
def utf8_bom():
    text = """BEGIN:VCARD
VERSION:3.0
N:Nørgaard;Søren;;;
FN:Søren Nørgaard
TEL;TYPE=CELL:+45 21 43 65 87
EMAIL;TYPE=INTERNET:soren@example.dk
END:VCARD
"""
    return b"\xef\xbb\xbf" + lines_to_bytes(text)


@sample("cr_only.vcf")
def cr_only():
    text = """BEGIN:VCARD
VERSION:3.0
N:Dubois;Camille;;;
FN:Camille Dubois
TEL;TYPE=HOME:+33 1 42 68 53 00
NOTE:Rencontrée au salon du livre de Paris\\, stand 42. Très intéressée par
  la traduction de nos catalogues.
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:Lefèvre;Élodie;;;
FN:Élodie Lefèvre
EMAIL;TYPE=INTERNET:elodie.lefevre@example.fr
END:VCARD
"""
    return lines_to_bytes(text, eol=b"\r")


@sample("mixed_line_endings.vcf")
def mixed_endings():
    # An Apple export (CRLF) later edited with a Unix editor (LF) and pasted into on a
    # classic Mac tool (one CR). The NOTE is folded once with CRLF and once with LF.
    lines = [
        (b"BEGIN:VCARD", CRLF),
        (b"VERSION:3.0", CRLF),
        (b"N:Hansen;Ingrid;;;", b"\n"),
        (b"FN:Ingrid Hansen", b"\n"),
        (b"TEL;type=CELL;type=VOICE;type=pref:+47 912 34 567", CRLF),
        (b"EMAIL;type=INTERNET;type=HOME:ingrid@example.no", b"\r"),
        ("NOTE:Hytte på Geilo: nøkkel under".encode(), CRLF),
        ("  trappen\\, husk å stenge vannet. Ring før".encode(), b"\n"),
        (b"  du kommer.", CRLF),
        (b"END:VCARD", b"\n"),
    ]
    return b"".join(l + e for l, e in lines)


@sample("cr_cr_lf.vcf")
def cr_cr_lf():
    text = """BEGIN:VCARD
VERSION:3.0
N:Okafor;Chinedu;;;
FN:Chinedu Okafor
TEL;TYPE=CELL:+234 803 123 4567
EMAIL;TYPE=INTERNET:chinedu@example.ng
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:Adeyemi;Funmilayo;;;
FN:Funmilayo Adeyemi
TEL;TYPE=WORK:+234 1 270 1234
END:VCARD
"""
    return lines_to_bytes(text, eol=b"\r\r\n")


@sample("garbage_labels.vcf")
def garbage_labels():
    text = """BEGIN:VCARD
VERSION:3.0
N:Kowalski;Piotr;;;
FN:Piotr Kowalski
TEL;TYPE=asdf:+48 601 234 567
TEL;TYPE=X-123:+48 22 123 45 67
item1.TEL:+48 602 345 678
item1.X-ABLabel:\x1b[1mBiuro\x1b[0m
item2.TEL:+48 603 456 789
item2.X-ABLabel:
TEL;TYPE=:+48 604 567 890
item3.X-ABLabel:_$!<Other>!$_
END:VCARD
"""
    return lines_to_bytes(text, eol=b"\n")


@sample("v21_qp_indented_soft_break.vcf")
def qp_indented():
    text = """BEGIN:VCARD
VERSION:2.1
N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Stra=C3=9Fer;Bj=C3=B6rn;;;
FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Bj=C3=B6rn Stra=C3=9Fer
NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Wohnt jetzt in der Schlo=C3=9Fallee 7, Hin=
 terhaus, 3. Stock links. Klingel funktioniert nicht, bitte anru=
 fen.
TEL;CELL:+49 171 2345678
END:VCARD
"""
    return lines_to_bytes(text)


@sample("broken_invalid_utf8.vcf")
def invalid_utf8():
    # A Latin-1 export labelled as nothing: 0xFC is "ü" in ISO-8859-1, invalid in UTF-8.
    return (
        b"BEGIN:VCARD\n"
        b"VERSION:3.0\n"
        b"N:Schulz;J\xfcrgen;;;\n"
        b"FN:J\xfcrgen Schulz\n"
        b"TEL;TYPE=CELL:+49 160 9876543\n"
        b"EMAIL;TYPE=INTERNET:juergen.schulz@example.de\n"
        b"END:VCARD\n"
    )


@sample("broken_nul_byte.vcf")
def nul_byte():
    return (
        b"BEGIN:VCARD\n"
        b"VERSION:3.0\n"
        b"N:Haddad;Karim;;;\n"
        b"FN:Karim Haddad\n"
        b"NOTE:Imported from SIM\x00\x00 card\n"
        b"TEL;TYPE=CELL:+961 3 123 456\n"
        b"END:VCARD\n"
    )


@sample("broken_truncated.vcf")
def truncated():
    # A download cut off in the middle of the last property: no END, no final newline.
    return (
        b"BEGIN:VCARD\n"
        b"VERSION:3.0\n"
        b"N:Larsson;Erik;;;\n"
        b"FN:Erik Larsson\n"
        b"TEL;TYPE=CELL:+46 70 123 45 67\n"
        b"EMAIL;TYPE=INTERNET:erik.lar"
    )


def main(argv):
    check = "--check" in argv
    VCARD.mkdir(parents=True, exist_ok=True)
    differ = []
    for name, build in SAMPLES.items():
        data = build()
        path = VCARD / name
        if check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(name)
        else:
            path.write_bytes(data)
    if check:
        for name in differ:
            print(f"differs: corpora/vcard/{name}", file=sys.stderr)
        return 1 if differ else 0
    print(f"wrote {len(SAMPLES)} samples to {VCARD.relative_to(ROOT.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
