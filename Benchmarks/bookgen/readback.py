"""Minimal vCard line reading shared by the harnesses that read a book back (bookstats.py,
baselines/phonenumbers_bench.py): unfolding and the value after the first unquoted colon."""


def unfold(data):
    """Bytes of a vCard with folded lines joined (CRLF followed by a space or a tab removed)."""
    return data.replace(b"\r\n ", b"").replace(b"\r\n\t", b"")


def value(line):
    """The bytes after the first colon that is not inside a quoted parameter value."""
    if b'"' not in line:
        return line.split(b":", 1)[1] if b":" in line else b""
    quoted = False
    for i, byte in enumerate(line):
        if byte == 0x22:
            quoted = not quoted
        elif byte == 0x3A and not quoted:
            return line[i + 1:]
    return b""
