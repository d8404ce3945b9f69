#!/usr/bin/env bash
# Replays every kept crasher (corpora/fuzz/TARGET/*) through its fuzz target, built with the
# sanitizers: the tests replay them too, but only the sanitizers see an out-of-bounds read or
# a leak. Exits non-zero when one fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
bin="$("$here/build.sh" vcard csv jcard phone)"
export SWIFT_BACKTRACE=enable=no
status=0
for target in vcard csv jcard phone; do
  inputs=("$root/corpora/fuzz/$target"/*)
  [[ -e "${inputs[0]}" ]] || continue
  if "$bin/fuzz-$target" -runs=0 "${inputs[@]}" >/tmp/cardkit-replay-$target.log 2>&1; then
    echo "$target: ${#inputs[@]} input(s) pass"
  else
    echo "$target: FAILED (log: /tmp/cardkit-replay-$target.log)"
    status=1
  fi
done
exit $status
