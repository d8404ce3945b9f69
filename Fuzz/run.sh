#!/usr/bin/env bash
# Builds the fuzz targets if needed and runs one with libFuzzer.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags…]
#
# TARGET is vcard, csv, jcard or phone. The corpus lives in Fuzz/work/TARGET/corpus (git-ignored):
# seeded on first use from corpora/ and ../shared/corpora/external (copies, never committed) and
# from corpora/fuzz/TARGET (the crashers we keep). Crashers, leaks and timeouts found go to
# Fuzz/work/TARGET/crashes; a log of each session to Fuzz/work/TARGET/sessions/.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
target="${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags]}"
seconds="${2:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags]}"
shift 2
case "$target" in vcard|csv|jcard|phone) ;; *) echo "unknown target '$target' (vcard, csv, jcard, phone)" >&2; exit 64;; esac
external="$root/../shared/corpora/external"

# Build (SwiftPM rebuilds only what changed); FUZZ_NO_BUILD=1 uses the binary as it is.
if [[ "${FUZZ_NO_BUILD:-}" == 1 ]]; then
  binary="$here/.build/release/fuzz-$target"
else
  binary="$("$here/build.sh" "$target")/fuzz-$target"
fi

work="$here/work/$target"
mkdir -p "$work/corpus" "$work/crashes" "$work/sessions"

seed() {  # copies files into the corpus under a name made from their content
  while IFS= read -r -d '' f; do
    cp "$f" "$work/corpus/seed-$(sha1sum "$f" | cut -c1-16)"
  done
}
if [[ ! -e "$work/seeded" ]]; then
  [[ -d "$external" ]] || { echo "the external corpus is absent: expected $external" >&2; exit 2; }
  case "$target" in
    vcard)
      find "$root/corpora" "$external" -type f \( -name '*.vcf' -o -name '*ref' -o -path '*synctests*' \) -print0 | seed ;;
    csv)
      find "$root/corpora" "$external" -type f -name '*.csv' -print0 | seed ;;
    jcard)
      find "$root/corpora" "$external" -type f -name '*.json' ! -name '*.expect.json' -print0 | seed ;;
    phone)
      # One seed per TEL line: TYPE list, NUL, free-text label, NUL, number.
      python3 "$here/phone_seeds.py" "$work/corpus" "$root/corpora" "$external" ;;
  esac
  touch "$work/seeded"
fi
if [[ -d "$root/corpora/fuzz/$target" ]]; then
  find "$root/corpora/fuzz/$target" -type f -print0 | seed
fi

log="$work/sessions/$(date -u +%Y%m%dT%H%M%SZ).log"
echo "fuzz-$target for ${seconds}s; log: $log" >&2
cd "$work"
export SWIFT_BACKTRACE=enable=no  # the Swift crash handler gets in the way of the sanitizers
set +e
# Fork mode (one child at a time) goes on after a crash, a timeout or running out of memory,
# so a long session collects every crasher; FUZZ_FORK=0 stops at the first one instead.
mode=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
[[ "${FUZZ_FORK:-1}" == 0 ]] && mode=()
"$binary" corpus "${mode[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 "$@" >"$log" 2>&1
status=${PIPESTATUS[0]}
exit "$status"
