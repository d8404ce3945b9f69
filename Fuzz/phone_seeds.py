#!/usr/bin/env python3
"""Writes phone fuzz seeds (TYPE list, NUL, label, NUL, number) from the TEL lines of vCards.

Usage: phone_seeds.py OUT_DIR CORPUS_DIR...
"""
import hashlib
import os
import re
import sys

out = sys.argv[1]
seen = set()
for folder in sys.argv[2:]:
    for dirpath, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(dirpath, name)
            try:
                text = open(path, "rb").read().decode("utf-8", "replace")
            except OSError:
                continue
            text = re.sub(r"\r?\n[ \t]", "", text)
            labels = dict(re.findall(r"^(item\d+)\.X-ABLabel:(.*)$", text, re.M | re.I))
            for m in re.finditer(r"^(?:(item\d+)\.)?TEL([^:\n]*):(.*)$", text, re.M | re.I):
                group, params, number = m.group(1), m.group(2), m.group(3).strip()
                types = ",".join(t for t in re.split(r"[;,=]", params) if t and t.upper() != "TYPE")
                label = labels.get(group, "") if group else ""
                seed = f"{types}\0{label}\0{number}".encode()
                if seed in seen:
                    continue
                seen.add(seed)
                with open(os.path.join(out, "seed-" + hashlib.sha1(seed).hexdigest()[:16]), "wb") as f:
                    f.write(seed)
print(f"{len(seen)} phone seeds", file=sys.stderr)
