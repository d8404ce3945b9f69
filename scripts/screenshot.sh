#!/bin/sh
# Renders an HTML page (cardkit stats|index --format html) to a PNG with headless Chromium,
# to look at what the page gives a person. For people, not for CI: the tests never need it.
#
#   scripts/screenshot.sh INPUT.html OUT.png [WIDTHxHEIGHT]   (default 1200x1600)
#
# Needs Debian's chromium (apt-get install chromium; fonts-noto-cjk for Chinese, Japanese and
# Korean names); CHROMIUM names another binary. DARK=1 renders the dark color scheme.
# The page is opened from a file:// address with the network switched off, so the shot also
# shows that the page needs nothing from outside.
set -eu
if [ $# -lt 2 ]; then
  echo "usage: $0 INPUT.html OUT.png [WIDTHxHEIGHT]" >&2
  exit 64
fi
input=$1
output=$2
size=${3:-1200x1600}
browser=${CHROMIUM:-chromium}
if ! command -v "$browser" >/dev/null 2>&1; then
  echo "$0: $browser not found (apt-get install chromium, or set CHROMIUM)" >&2
  exit 2
fi
[ -r "$input" ] || { echo "$0: cannot read $input" >&2; exit 2; }
case $input in /*) page=$input ;; *) page=$(pwd)/$input ;; esac
case $output in /*) shot=$output ;; *) shot=$(pwd)/$output ;; esac
scheme=
[ "${DARK:-0}" = 1 ] && scheme="--force-dark-mode --blink-settings=preferredColorScheme=0"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
# --proxy-server to a closed port: any network request the page made would fail.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --user-data-dir="$profile" --no-first-run --disable-extensions $scheme \
  --proxy-server=127.0.0.1:9 --proxy-bypass-list='<-loopback>' \
  --run-all-compositor-stages-before-draw --virtual-time-budget=3000 --window-size="$(echo "$size" | tr x ,)" --screenshot="$shot" "file://$page" >/dev/null 2>&1 || {
  echo "$0: chromium failed to render $input" >&2
  exit 1
}
[ -s "$shot" ] || { echo "$0: no screenshot written" >&2; exit 1; }
echo "$shot"
