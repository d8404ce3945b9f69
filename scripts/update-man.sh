#!/bin/sh
# Regenerates the man pages in man/ from the command definitions, with swift-argument-parser's
# generate-manual tool (the generate-manual plugin's): man/cardkit.1 and one page per
# subcommand (cardkit.<name>.1).
#
#   scripts/update-man.sh           rewrite man/
#   scripts/update-man.sh --check   rewrite nothing; exit 1 (listing the differences) when
#                                   man/ is not what the command definitions give
#
# The date and the authors are fixed so the output is the same on every machine; change
# MAN_DATE when a release changes the pages. CONFIGURATION=release builds the tool in release.
set -eu
cd "$(dirname "$0")/.."

MAN_DATE=2026-11-21
MAN_AUTHORS="CardKit contributors"
CONFIGURATION=${CONFIGURATION:-debug}

check=0
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: scripts/update-man.sh [--check]" >&2; exit 64 ;;
esac

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT INT TERM
log="$out/.log"
if ! { swift build -c "$CONFIGURATION" --product cardkit && swift build -c "$CONFIGURATION" --product generate-manual; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "update-man.sh: the build failed" >&2
  exit 2
fi
bin=$(swift build -c "$CONFIGURATION" --show-bin-path)

# generate-manual (the tool behind swift-argument-parser's generate-manual plugin, run directly
# so that it can be given this wrapper) reads `cardkit --experimental-dump-help` and drops
# every character that is not ASCII. The wrapper hands it those characters as groff escapes
# (\[u00C5] for Å); the tool doubles their backslash, which the sed below undoes.
mkdir "$out/.tool"
cat >"$out/.tool/cardkit" <<WRAPPER
#!/bin/sh
"$bin/cardkit" "\$@" | python3 -c '
import json, sys
def ascii(v):
    if isinstance(v, str): return "".join(c if ord(c) < 128 else "\\\\[u%04X]" % ord(c) for c in v)
    if isinstance(v, list): return [ascii(x) for x in v]
    if isinstance(v, dict): return {k: ascii(x) for k, x in v.items()}
    return v
json.dump(ascii(json.load(sys.stdin)), sys.stdout)
'
WRAPPER
chmod +x "$out/.tool/cardkit"

if ! "$bin/generate-manual" "$out/.tool/cardkit" --multi-page --date "$MAN_DATE" --authors "$MAN_AUTHORS" \
  --output-directory "$out" >"$log" 2>&1; then
  cat "$log" >&2
  echo "update-man.sh: generate-manual failed" >&2
  exit 2
fi
rm -rf "$out/.log" "$out/.tool"
# A blank line in a discussion comes out as an empty mdoc input line, which groff warns
# about; a paragraph macro renders it the same way without the warning.
for page in "$out"/*.1; do
  sed -e 's/^$/.Pp/' -e 's/\\e\[u\([0-9A-F]\{4,6\}\)\]/\\[u\1]/g' "$page" >"$page.tmp" && mv "$page.tmp" "$page"
done

if [ "$check" = 1 ]; then
  if diff -r -u man "$out" >&2; then
    echo "man pages are up to date"
  else
    echo "man/ is out of date with the command definitions: run scripts/update-man.sh and commit man/" >&2
    exit 1
  fi
else
  rm -f man/*.1
  mkdir -p man
  cp "$out"/*.1 man/
  echo "wrote $(ls man/*.1 | wc -l) pages to man/"
fi
