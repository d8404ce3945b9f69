#!/usr/bin/env python3
"""Prints the table of a benchmark run (Benchmarks/run.sh) and checks the issue targets.

    Benchmarks/report.py Benchmarks/results/<run>

Reads <run>/raw/ (hyperfine JSON, GNU time output, exit status) and writes <run>/summary.tsv
and <run>/summary.md next to it.
"""

import json
import os
import re
import sys

MIB = 1024.0


def load(run):
    raw = os.path.join(run, "raw")
    rows = {}
    for name in sorted(os.listdir(raw)):
        if not name.endswith(".kind"):
            continue
        rid = name[:-5]
        row = {"id": rid, "kind": open(os.path.join(raw, name)).read().strip()}
        p = os.path.join(raw, rid + ".skip")
        if os.path.exists(p):
            row["skip"] = open(p).read().strip()
        p = os.path.join(raw, rid + ".json")
        if os.path.exists(p):
            r = json.load(open(p))["results"][0]
            row.update(mean=r["mean"], stddev=r.get("stddev") or 0.0, median=r["median"],
                       min=r["min"], max=r["max"], user=r["user"], system=r["system"],
                       runs=len(r["times"]))
        p = os.path.join(raw, rid + ".time")
        if os.path.exists(p):
            m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", open(p).read())
            if m:
                row["rss_mib"] = int(m.group(1)) / MIB
        p = os.path.join(raw, rid + ".load")
        if os.path.exists(p):
            row["load"] = open(p).read().strip()
        p = os.path.join(raw, rid + ".bad")
        if os.path.exists(p):
            row["bad"] = open(p).read().strip()
        p = os.path.join(raw, rid + ".cmd")
        if os.path.exists(p):
            row["cmd"] = open(p).read().strip()
        rows[rid] = row
    return rows


def paired(run):
    """The interleaved rounds of paired.py (raw/paired-*.json), by name."""
    raw = os.path.join(run, "raw")
    out = {}
    for name in sorted(os.listdir(raw)):
        if name.startswith("paired-") and name.endswith(".json"):
            out[name[len("paired-"):-len(".json")]] = json.load(open(os.path.join(raw, name)))["times"]
    return out


def median(values):
    v = sorted(values)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def round_ratios(times, top, bottom):
    """Per round: the sum of the `top` commands' times over the sum of the `bottom` ones'."""
    if not all(times.get(n) for n in top + bottom):
        return None
    rounds = min(len(times[n]) for n in top + bottom)
    return [sum(times[n][i] for n in top) / sum(times[n][i] for n in bottom) for i in range(rounds)]


def fmt_rounds(ratios, suffix):
    return "median %.2f%s (%.2f-%.2f%s, %d rounds)" % (median(ratios), suffix, min(ratios), max(ratios), suffix, len(ratios))


def fmt_time(s):
    return "%.1f ms" % (s * 1000) if s < 1 else "%.3f s" % s


def table(rows):
    head = ["benchmark", "mean ± σ", "min", "user+sys", "peak RSS", "runs", "load"]
    lines = []
    for row in rows.values():
        if "mean" in row:
            lines.append([row["id"], "%s ± %s" % (fmt_time(row["mean"]), fmt_time(row["stddev"])),
                          fmt_time(row["min"]), fmt_time(row["user"] + row["system"]),
                          "%.1f MiB" % row["rss_mib"] if "rss_mib" in row else "?", str(row["runs"]),
                          row.get("load", "")])
        else:
            lines.append([row["id"], "skipped", "", "", "", "", ""])
    return head, lines


def skipped(rows):
    """Notes under the table: why a figure is missing, or why it must not be trusted."""
    notes = [(row["id"], row.get("skip", "?")) for row in rows.values() if "mean" not in row]
    notes += [(row["id"], "OUTPUT CHECK FAILED: " + row["bad"]) for row in rows.values() if "bad" in row]
    return notes


def ratio(rows, a, b):
    if "mean" in rows.get(a, {}) and "mean" in rows.get(b, {}):
        return rows[a]["mean"] / rows[b]["mean"]
    return None


def checks(rows, rounds=None):
    out = []
    rounds = rounds or {}

    def add(name, value, ok, target):
        if value is None:
            out.append((name, "not measured", "", target))
        else:
            out.append((name, value, "yes" if ok else "NO", target))

    rows = {k: v for k, v in rows.items() if "bad" not in v}
    r = ratio(rows, "ezvcard-convert-100k", "cardkit-convert-100k")
    add("issue 2: convert 3.0->4.0 speed-up over ez-vcard (100k)", None if r is None else "%.1fx" % r, r and r >= 10, ">= 10x")
    m = rows.get("cardkit-convert-100k", {}).get("rss_mib")
    add("issue 2: convert peak memory (100k)", None if m is None else "%.1f MiB" % m, m is not None and m < 64, "< 64 MiB")
    m1 = rows.get("cardkit-convert-1m", {}).get("rss_mib")
    add("issue 2: convert peak memory flat (1M vs 100k)",
        None if (m1 is None or m is None) else "%.1f vs %.1f MiB" % (m1, m), m1 is not None and m is not None and m1 <= m * 1.05 + 1, "1M <= 100k")
    t = rows.get("cardkit-convert-1k", {}).get("mean")
    add("issue 2: convert 1k-card book", None if t is None else fmt_time(t), t is not None and t < 0.020, "< 20 ms")
    r = ratio(rows, "python-csv-read-100k", "cardkit-csv-read-100k")
    add("issue 3: CSV read speed-up over Python csv (100k)", None if r is None else "%.1fx" % r, r and r >= 5, ">= 5x")
    r = ratio(rows, "cardkit-convert-csv-100k", "cardkit-convert-100k")
    add("issue 3: CSV->4.0 time / 3.0->4.0 time", None if r is None else "%.2f" % r, r is not None and r <= 1.0, "<= 1")
    r = ratio(rows, "phonenumbers-100k", "cardkit-normalize-100k")
    add("issue 4: normalize speed-up over Python phonenumbers", None if r is None else "%.1fx" % r, r and r >= 4, ">= 4x")
    r = ratio(rows, "sabre-validate-100k", "cardkit-lint-conformance-100k")
    add("issue 5: conformance lint speed-up over sabre/vobject", None if r is None else "%.1fx" % r, r and r >= 10, ">= 10x")
    r = round_ratios(rounds.get("lint-conformance", {}), ["sabre"], ["lint"])
    add("issue 5: the same in interleaved rounds", None if r is None else fmt_rounds(r, "x"), r and median(r) >= 10, ">= 10x")
    lint = rows.get("cardkit-lint-100k", {}).get("mean")
    conv = rows.get("cardkit-convert-100k", {}).get("mean")
    norm = rows.get("cardkit-normalize-100k", {}).get("mean")
    both = conv + norm if conv is not None and norm is not None else None
    add("issue 5: full lint vs convert + normalize",
        None if lint is None or both is None else "%s vs %s" % (fmt_time(lint), fmt_time(both)),
        lint is not None and both is not None and lint <= both, "lint <= convert + normalize")
    r = round_ratios(rounds.get("lint-full", {}), ["lint"], ["convert", "normalize"])
    add("issue 5: the same in interleaved rounds: lint / (convert + normalize)", None if r is None else fmt_rounds(r, ""),
        r and median(r) <= 1.0, "<= 1")
    for loc, limit in (("zh", 2.0), ("en", 1.0)):
        s = rows.get("cardkit-sort-%s-100k" % loc, {}).get("mean")
        i = rows.get("cardkit-index-%s-100k" % loc, {}).get("mean")
        add("issue 6: sort --locale %s (100k)" % loc, None if s is None else fmt_time(s), s is not None and s < limit, "< %g s" % limit)
        add("issue 6: index --locale %s (100k)" % loc, None if i is None else fmt_time(i), i is not None and i < limit, "< %g s" % limit)
    return out


def render(head, lines):
    widths = [max(len(head[i]), *(len(l[i]) for l in lines)) if lines else len(head[i]) for i in range(len(head))]
    text = ["  ".join(h.ljust(w) for h, w in zip(head, widths)), "  ".join("-" * w for w in widths)]
    text += ["  ".join(c.ljust(w) for c, w in zip(l, widths)).rstrip() for l in lines]
    return "\n".join(text)


def main():
    run = sys.argv[1]
    rows = load(run)
    head, lines = table(rows)
    print()
    print(open(os.path.join(run, "machine.txt")).read().rstrip())
    print()
    print(render(head, lines))
    for rid, why in skipped(rows):
        print("  %s: %s" % (rid, why))
    print()
    chk = checks(rows, paired(run))
    print(render(["target", "measured", "met", "wanted"], [list(map(str, c)) for c in chk]))
    with open(os.path.join(run, "summary.tsv"), "w") as f:
        f.write("id\tkind\tmean_s\tstddev_s\tmedian_s\tmin_s\tuser_s\tsystem_s\tpeak_rss_mib\truns\tnote\tcommand\n")
        for row in rows.values():
            vals = [row["id"], row["kind"]]
            for k in ("mean", "stddev", "median", "min", "user", "system"):
                vals.append("%.6f" % row[k] if k in row else "")
            vals.append("%.1f" % row["rss_mib"] if "rss_mib" in row else "")
            vals.append(str(row.get("runs", "")))
            vals.append(row.get("skip", ""))
            vals.append(row.get("cmd", ""))
            f.write("\t".join(vals) + "\n")
    with open(os.path.join(run, "summary.md"), "w") as f:
        f.write("| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
        for l in lines:
            f.write("| " + " | ".join(l) + " |\n")
        for rid, why in skipped(rows):
            f.write("\n- %s: %s" % (rid, why))
        f.write("\n")
        f.write("\n| target | measured | met | wanted |\n|---|---|---|---|\n")
        for c in chk:
            f.write("| " + " | ".join(map(str, c)) + " |\n")
    print()
    print("raw figures: %s/raw, summary: %s/summary.tsv" % (run, run))


if __name__ == "__main__":
    main()
