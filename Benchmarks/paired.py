#!/usr/bin/env python3
"""Times commands in interleaved rounds, for the comparisons the issue targets make.

    Benchmarks/paired.py --rounds N --out FILE.json [--rm PATH]… NAME=COMMAND…

Each round runs every command once, in an order that rotates from round to round, and records
its wall time. Measured this way, two commands share the machine's phases: on the shared
2-core VM the same command's time swings by 30 % over minutes, so means taken one command
after another (hyperfine, a command at a time) can decide a comparison within 30 % by when
each ran. `report.py` turns the rounds into a ratio per round and reports their median and
range next to the hyperfine figures.

A command's standard output goes to /dev/null; each `--rm PATH` is deleted before every run
(a command that writes a file starts with it absent, as `run.sh` does for hyperfine). A
command that exits with a status other than 0 or 1 stops the script.
"""

import argparse
import json
import os
import shlex
import subprocess
import sys
import time


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=5, help="rounds (every command once each); default 5")
    p.add_argument("--warmup", type=int, default=1, help="rounds run first and not recorded; default 1")
    p.add_argument("--out", required=True, help="JSON file to write")
    p.add_argument("--rm", action="append", default=[], help="a file to delete before every run")
    p.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    args = p.parse_args()
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    named = []
    for item in args.commands:
        name, sep, command = item.partition("=")
        if not sep or not name or not command.strip():
            p.error("expected NAME=COMMAND, got %r" % item)
        named.append((name, command))

    times = {name: [] for name, _ in named}
    for r in range(args.warmup + args.rounds):
        k = r % len(named)
        for name, command in named[k:] + named[:k]:
            for path in args.rm:
                if os.path.exists(path):
                    os.remove(path)
            start = time.perf_counter()
            done = subprocess.run(shlex.split(command), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            elapsed = time.perf_counter() - start
            if done.returncode not in (0, 1):
                sys.stderr.write("paired.py: %s exited %d:\n%s" % (name, done.returncode, done.stderr.decode(errors="replace")[-2000:]))
                return 1
            if r >= args.warmup:
                times[name].append(elapsed)
    with open(args.out, "w") as f:
        json.dump({"rounds": args.rounds, "commands": {name: command for name, command in named}, "times": times}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
