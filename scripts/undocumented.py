#!/usr/bin/env python3
"""Lists the public declarations of the CardKit library that have no `///` doc comment.

Two independent ways to find them:
  source (default)  scans Sources/CardKit/**/*.swift: a declaration is public when it carries
                    `public` or `open`, or when it is an enum case or a protocol requirement
                    inside a public enum or protocol; it is documented when the nearest
                    non-blank line above it that is not an attribute (`@…`) or a `#if` line
                    is a `///` line or closes a `/** */` block.
  symbolgraph       reads the symbol graph `swift package dump-symbol-graph` writes (public
                    symbols only) and lists symbols declared in Sources/CardKit without a
                    doc comment of their own.
Prints one `file:line: declaration` per finding and the count last; exits 1 when any is found.
"""
import json, os, re, subprocess, sys, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources", "CardKit")

DECL = re.compile(r"\b(func|var|let|init|subscript|struct|enum|class|protocol|typealias|case|actor|associatedtype|extension|macro|operator)\b")

def strip_code(line):
    """The line without string literals and // comments (enough for brace counting here)."""
    out, i, in_str = [], 0, False
    while i < len(line):
        c = line[i]
        if in_str:
            if c == "\\": i += 2; continue
            if c == '"': in_str = False
        else:
            if c == '"': in_str = True
            elif line.startswith("//", i): break
            else: out.append(c)
        i += 1
    return "".join(out)

def is_documented(lines, i):
    j = i - 1
    while j >= 0:
        t = lines[j].strip()
        if t == "" or t.startswith("@") or t.startswith("#if") or t.startswith("#else") or t.startswith("#endif"):
            j -= 1; continue
        return t.startswith("///") or t.endswith("*/")
    return False

def scan_file(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    findings = []
    depth = 0
    # Stack of (body depth, kind) for public enums/protocols whose members are public implicitly.
    scopes = []
    pending = None  # kind of a public enum/protocol declared, waiting for its `{`
    in_block_comment = False
    for i, raw in enumerate(lines):
        line = raw
        if in_block_comment:
            if "*/" in line: in_block_comment = False; line = line.split("*/", 1)[1]
            else: continue
        if "/*" in line and "*/" not in line and not line.strip().startswith("///"):
            in_block_comment = True; line = line.split("/*", 1)[0]
        code = strip_code(line)
        stripped = code.strip()
        # Drop leading attributes such as @inlinable or @available(*, unavailable).
        body = re.sub(r"^(@\w+(\([^)]*\))?\s*)+", "", stripped)
        words = body.split()
        m = DECL.search(body)
        head = body[:m.start()].split() if m else []
        kind = m.group(1) if m else None
        is_public = m and ("public" in head or "open" in head) and all(re.fullmatch(r"[a-z]+(\(set\))?", w) for w in head)
        implicit = False
        if m and not is_public and scopes and scopes[-1][0] == depth and not head or (m and not is_public and scopes and scopes[-1][0] == depth and all(w in ("static", "mutating", "nonmutating", "indirect") for w in head)):
            scope_kind = scopes[-1][1]
            if scope_kind == "enum" and kind == "case": implicit = True
            if scope_kind == "protocol" and kind in ("func", "var", "init", "subscript", "associatedtype", "typealias"): implicit = True
        if kind == "extension":
            is_public = False
        if (is_public or implicit) and body.startswith(tuple(head[:1] or [kind])):
            if not is_documented(lines, i):
                findings.append((i + 1, raw.strip()))
        if (is_public and kind in ("enum", "protocol")):
            pending = kind
        opens, closes = code.count("{"), code.count("}")
        if pending and opens:
            scopes.append((depth + 1, pending)); pending = None
        depth += opens - closes
        while scopes and depth < scopes[-1][0]:
            scopes.pop()
    return findings

def source_mode():
    results = []
    for path in sorted(glob.glob(os.path.join(SOURCES, "**", "*.swift"), recursive=True)):
        for line, text in scan_file(path):
            results.append(f"{os.path.relpath(path, ROOT)}:{line}: {text}")
    return results

def symbolgraph_mode():
    out = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public",
                          "--skip-synthesized-members"], cwd=ROOT, capture_output=True, text=True)
    m = re.search(r"Files written to (\S+)", out.stdout + out.stderr)
    if not m:
        sys.exit("dump-symbol-graph failed:\n" + out.stdout + out.stderr)
    results = set()
    for f in glob.glob(os.path.join(m.group(1), "CardKit*.symbols.json")):
        graph = json.load(open(f))
        for s in graph["symbols"]:
            loc = s.get("location", {}).get("uri", "")
            if "/Sources/CardKit/" not in loc or s.get("accessLevel") not in ("public", "open"):
                continue
            if s.get("docComment"):
                continue
            path = loc.split("file://", 1)[-1]
            line = s["location"]["position"]["line"] + 1
            results.add((os.path.relpath(path, ROOT), line, " ".join(s["names"]["title"].split())))
    return [f"{p}:{l}: {t}" for p, l, t in sorted(results)]

if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "source"
    results = symbolgraph_mode() if mode == "symbolgraph" else source_mode()
    for r in results: print(r)
    print(f"{len(results)} undocumented public declarations ({mode} scan)")
    sys.exit(1 if results else 0)
