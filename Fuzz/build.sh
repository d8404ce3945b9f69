#!/usr/bin/env bash
# Builds the fuzz targets (all, or the ones named: vcard csv jcard phone) with libFuzzer and
# AddressSanitizer. Prints the folder holding the binaries.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
FLAGS=(-c release
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing
  -Xcc -fsanitize=fuzzer-no-link,address -Xcxx -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld)
# SwiftPM plans a build again only when a manifest changes, so a file added to CardKit (a path
# dependency here) went unseen: "cannot find 'ForeignFile' in scope". Touching the manifest
# makes it plan every time (a second or two; only changed files are compiled).
touch "$here/Package.swift"
if [[ $# -eq 0 ]]; then
  swift build --package-path "$here" "${FLAGS[@]}" >&2
else
  for t in "$@"; do swift build --package-path "$here" "${FLAGS[@]}" --product "fuzz-$t" >&2; done
fi
swift build --package-path "$here" "${FLAGS[@]}" --show-bin-path
