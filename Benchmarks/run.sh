#!/usr/bin/env bash
# CardKit benchmarks: generates the benchmark books when missing, then measures the baselines
# (ez-vcard, Python csv, Python phonenumbers, sabre/vobject) and the cardkit commands side by
# side: wall time with hyperfine, peak memory with GNU time. See Benchmarks/README.md.
#
#   Benchmarks/run.sh [--million] [--only GROUPS] [--no-baselines] [--quick]
#
#   --million       also generate and measure the 1,000,000-card book (about 500 MB; memory check)
#   --only GROUPS   comma-separated subset of: convert,csv,phone,lint,names
#   --no-baselines  measure only cardkit (reuse earlier baseline figures from the README)
#   --quick         fewer runs (a smoke test of the script, not figures to record)
#
# Environment:
#   CARDKIT      the cardkit binary (default: <repo>/.build/release/cardkit)
#   RUNS         hyperfine --min-runs for the 100k-card books (default 5); WARMUP (default 1)
#   CARDKIT_LINT_CONFORMANCE_ARGS
#                the arguments that restrict `cardkit lint` to the conformance rules, for the
#                issue 5 comparison with sabre/vobject (default: `--rules conformance` when
#                `cardkit lint --help` offers it)
#   QUIET_LOAD   when set (say 0.5), wait before each measurement until the 1-minute load average
#                is below it (at most QUIET_WAIT seconds, default 900): the machine is shared
#   CARDKIT_CSV_READ_CMD
#                a command (with {csv} for the book) that reads every field of the CSV with
#                cardkit's tokenizer, for the issue 3 comparison with Python csv (optional):
#                Benchmarks/SearchBench/.build/release/CSVReadBench {csv}
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
CARDKIT=${CARDKIT:-$ROOT/.build/release/cardkit}
DATA=$HERE/data
BUILD=$HERE/.build
RUNS=${RUNS:-5}
WARMUP=${WARMUP:-1}
MILLION=0
ONLY=convert,csv,phone,lint,names
BASELINES=1

while [ $# -gt 0 ]; do
    case "$1" in
        --million) MILLION=1 ;;
        --only) ONLY=$2; shift ;;
        --no-baselines) BASELINES=0 ;;
        --quick) RUNS=2; WARMUP=0 ;;
        -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; exit 64 ;;
    esac
    shift
done
case "$ROOT" in *" "*) echo "run.sh: the repository path must not contain spaces" >&2; exit 64 ;; esac

want() { case ",$ONLY," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
say() { printf '%s\n' "$*" >&2; }

# --- tools ------------------------------------------------------------------------------------
need_apt=()
command -v hyperfine >/dev/null || need_apt+=(hyperfine)
[ -x /usr/bin/time ] || need_apt+=(time)
if [ "$BASELINES" = 1 ]; then
    command -v javac >/dev/null || need_apt+=(default-jdk-headless)
    [ -f /usr/share/java/ez-vcard.jar ] || need_apt+=(libez-vcard-java)
    [ -f /usr/share/java/vinnie.jar ] || need_apt+=(libvinnie-java)
    command -v php >/dev/null || need_apt+=(php-cli)
    [ -f /usr/share/php/Sabre/VObject/autoload.php ] || need_apt+=(php-sabre-vobject)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
    say "installing: ${need_apt[*]}"
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
if [ "$BASELINES" = 1 ] && want phone && ! python3 -c 'import phonenumbers' 2>/dev/null; then
    say "installing Python phonenumbers 9.x"
    python3 -m pip install -q 'phonenumbers>=9,<10'
fi

# --- books ------------------------------------------------------------------------------------
mkdir -p "$DATA"
STAMP=$(cat "$HERE/generate.py" "$HERE"/bookgen/*.py | sha256sum | cut -c1-16)
book() { # book NAME CARDS FORMAT
    local file=$DATA/$1 stamp=$DATA/.$1.stamp
    if [ ! -f "$file" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$STAMP" ]; then
        say "generating $1 ($2 cards, $3)"
        python3 "$HERE/generate.py" --cards "$2" --format "$3" -o "$file" --stats 2>"$DATA/$1.stats.json"
        echo "$STAMP" >"$stamp"
    fi
}
book book-1k.vcf 1000 vcard3
book book-1k.csv 1000 google-csv
book book-100k.vcf 100000 vcard3
book book-100k.csv 100000 google-csv
[ "$MILLION" = 1 ] && book book-1m.vcf 1000000 vcard3

# --- results folder -----------------------------------------------------------------------------
RUN_ID=$(date -u +%Y%m%dT%H%M%SZ)
OUT=$HERE/results/$RUN_ID
mkdir -p "$OUT/raw" "$OUT/tmp"
ln -sfn "$RUN_ID" "$HERE/results/latest"
{
    echo "run: $RUN_ID"
    echo "host: $(hostname)"
    echo "nproc: $(nproc)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "memory: $(free -b | awk '/^Mem:/ {printf "%.1f GiB", $2/1073741824}')"
    echo "kernel: $(uname -sr)"
    echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "hyperfine: $(hyperfine --version)"
    echo "cardkit: $CARDKIT"
    if [ "$BASELINES" = 1 ]; then
        echo "java: $(java -version 2>&1 | head -1)"
        echo "ez-vcard: $(readlink -f /usr/share/java/ez-vcard.jar | xargs basename)"
        echo "php: $(php -r 'echo PHP_VERSION;')"
        echo "python: $(python3 --version 2>&1)"
        echo "phonenumbers: $(python3 -c 'import phonenumbers; print(phonenumbers.__version__)' 2>/dev/null || echo missing)"
    fi
} >"$OUT/machine.txt"

if [ "$BASELINES" = 1 ] && want convert; then
    mkdir -p "$BUILD/java"
    javac -nowarn -d "$BUILD/java" -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar \
        "$HERE/baselines/EzVcardBench.java"
fi
JCP=/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:$BUILD/java

# --- measuring ------------------------------------------------------------------------------------
# wait_quiet: with QUIET_LOAD set, wait until the 1-minute load average drops below it
wait_quiet() {
    [ -n "${QUIET_LOAD:-}" ] || return 0
    local waited=0 limit=${QUIET_WAIT:-900}
    while awk -v q="$QUIET_LOAD" '{ exit !($1 >= q) }' /proc/loadavg; do
        if [ "$waited" -ge "$limit" ]; then say "   load still $(cut -d' ' -f1 /proc/loadavg) after ${limit}s; measuring anyway"; return 0; fi
        [ "$waited" = 0 ] && say "   waiting for the load average ($(cut -d' ' -f1 /proc/loadavg)) to drop below $QUIET_LOAD"
        sleep 10; waited=$((waited + 10))
    done
}

# measure ID KIND OK_EXITS [--output=FILE] COMMAND…   KIND is baseline or cardkit; OK_EXITS like
# "0" or "0 1". A command that writes FILE starts every run with FILE absent (hyperfine
# --prepare): otherwise each run after the first also pays for the file system deleting the last
# run's output (50-100 ms for a 57 MB file here, see README.md), which is no part of the work.
measure() {
    local id=$1 kind=$2 ok=$3
    shift 3
    local output="" prepare=()
    case "$1" in --output=*) output=${1#--output=}; shift; prepare=(--prepare "rm -f $output") ;; esac
    local runs=$RUNS warm=$WARMUP
    case "$id" in *-1k) runs=$((RUNS * 2)); warm=$((WARMUP + 2)) ;; *-1m) runs=2; warm=0 ;; esac
    say ""
    say "== $id: $*"
    wait_quiet
    cut -d' ' -f1 /proc/loadavg >"$OUT/raw/$id.load"
    local status=0
    [ -z "$output" ] || rm -f "$output"
    /usr/bin/time -v -o "$OUT/raw/$id.time" "$@" >"$OUT/raw/$id.stdout" 2>"$OUT/raw/$id.stderr" || status=$?
    echo "$status" >"$OUT/raw/$id.exit"
    printf '%s\n' "$*" >"$OUT/raw/$id.cmd"
    echo "$kind" >"$OUT/raw/$id.kind"
    case " $ok " in
        *" $status "*) ;;
        *) say "   failed with exit status $status; stderr ends with:"; tail -n 5 "$OUT/raw/$id.stderr" >&2
           echo "failed: exit $status" >"$OUT/raw/$id.skip"; return 0 ;;
    esac
    head -n 3 "$OUT/raw/$id.stdout" | sed 's/^/   /' >&2
    local ignore=()
    [ "$ok" = 0 ] || ignore=(-i)
    hyperfine -N --style basic "${ignore[@]}" "${prepare[@]}" --warmup "$warm" --min-runs "$runs" \
        --command-name "$id" --export-json "$OUT/raw/$id.json" -- "$*" >"$OUT/raw/$id.hyperfine" 2>&1 \
        || { say "   hyperfine failed (see $OUT/raw/$id.hyperfine)"; echo "hyperfine failed" >"$OUT/raw/$id.skip"; }
    grep -E 'Time|Range' "$OUT/raw/$id.hyperfine" | sed 's/^/   /' >&2 || true
}

# expect_cards ID FILE COUNT: the command's output must hold COUNT cards, or the figure is flagged
expect_cards() {
    local id=$1 file=$2 want=$3 got=0
    [ -f "$OUT/raw/$id.json" ] || return 0
    [ -f "$file" ] && got=$(grep -a -c -i '^BEGIN:VCARD' "$file" || true)
    if [ "$got" != "$want" ]; then
        say "   output check FAILED: $got cards in $file, expected $want"
        echo "output has $got cards, expected $want" >"$OUT/raw/$id.bad"
    else
        say "   output check: $got cards"
    fi
}

# skip ID REASON: record a measurement that could not be made
skip() { say ""; say "== $1: skipped: $2"; echo "$2" >"$OUT/raw/$1.skip"; echo cardkit >"$OUT/raw/$1.kind"; }

# cardkit_has SUBCOMMAND: the binary exists and knows the subcommand (its --help names it)
cardkit_has() {
    [ -x "$CARDKIT" ] || return 1
    "$CARDKIT" "$1" --help 2>&1 | grep -q "cardkit $1"
}

# ck ID OK_EXITS [--output=FILE] SUBCOMMAND ARGS…: measure a cardkit command, or record why it
# was skipped
ck() {
    local id=$1 ok=$2 output=()
    shift 2
    case "$1" in --output=*) output=("$1"); shift ;; esac
    local sub=$1
    if [ ! -x "$CARDKIT" ]; then skip "$id" "no cardkit binary at $CARDKIT (build with: make build)"; return; fi
    if ! cardkit_has "$sub"; then skip "$id" "cardkit has no '$sub' subcommand yet"; return; fi
    measure "$id" cardkit "$ok" "${output[@]}" "$CARDKIT" "$@"
}

V1K=$DATA/book-1k.vcf; V100K=$DATA/book-100k.vcf; V1M=$DATA/book-1m.vcf
C1K=$DATA/book-1k.csv; C100K=$DATA/book-100k.csv
T=$OUT/tmp

if want convert; then
    if [ "$BASELINES" = 1 ]; then
        measure ezvcard-convert-100k baseline 0 --output="$T/ezvcard-100k.vcf" java -cp "$JCP" EzVcardBench convert "$V100K" "$T/ezvcard-100k.vcf"
        expect_cards ezvcard-convert-100k "$T/ezvcard-100k.vcf" 100000
        measure ezvcard-convert-1k baseline 0 --output="$T/ezvcard-1k.vcf" java -cp "$JCP" EzVcardBench convert "$V1K" "$T/ezvcard-1k.vcf"
    fi
    ck cardkit-convert-100k 0 --output="$T/cardkit-100k.vcf" convert --to vcard4 "$V100K" -o "$T/cardkit-100k.vcf"
    expect_cards cardkit-convert-100k "$T/cardkit-100k.vcf" 100000
    ck cardkit-convert-1k 0 --output="$T/cardkit-1k.vcf" convert --to vcard4 "$V1K" -o "$T/cardkit-1k.vcf"
    expect_cards cardkit-convert-1k "$T/cardkit-1k.vcf" 1000
    if [ "$MILLION" = 1 ]; then
        ck cardkit-convert-1m 0 --output="$T/cardkit-1m.vcf" convert --to vcard4 "$V1M" -o "$T/cardkit-1m.vcf"
        expect_cards cardkit-convert-1m "$T/cardkit-1m.vcf" 1000000
    fi
fi
if want csv; then
    [ "$BASELINES" = 1 ] && measure python-csv-read-100k baseline 0 python3 "$HERE/baselines/csv_read.py" "$C100K"
    if [ -n "${CARDKIT_CSV_READ_CMD:-}" ]; then
        # shellcheck disable=SC2086
        measure cardkit-csv-read-100k cardkit 0 ${CARDKIT_CSV_READ_CMD//\{csv\}/$C100K}
    else
        skip cardkit-csv-read-100k "set CARDKIT_CSV_READ_CMD to a cardkit command that reads every CSV field"
    fi
    ck cardkit-convert-csv-100k 0 --output="$T/cardkit-csv-100k.vcf" convert --to vcard4 "$C100K" -o "$T/cardkit-csv-100k.vcf"
    expect_cards cardkit-convert-csv-100k "$T/cardkit-csv-100k.vcf" 100000
    # The other way: the vCard book written as Google CSV (no target; for the user's record).
    ck cardkit-convert-to-google-csv-100k 0 --output="$T/cardkit-100k-google.csv" convert --to google-csv "$V100K" -o "$T/cardkit-100k-google.csv"
fi
if want phone; then
    [ "$BASELINES" = 1 ] && measure phonenumbers-100k baseline 0 python3 "$HERE/baselines/phonenumbers_bench.py" "$V100K" --region US
    ck cardkit-normalize-100k 0 --output="$T/cardkit-normalized-100k.vcf" normalize --region US --format e164 "$V100K" -o "$T/cardkit-normalized-100k.vcf"
    expect_cards cardkit-normalize-100k "$T/cardkit-normalized-100k.vcf" 100000
fi
if want lint; then
    [ "$BASELINES" = 1 ] && measure sabre-validate-100k baseline 0 php "$HERE/baselines/sabre_validate.php" "$V100K"
    ck cardkit-lint-100k "0 1" lint --format json --region US "$V100K"
    conformance=${CARDKIT_LINT_CONFORMANCE_ARGS:-}
    if [ -z "$conformance" ] && cardkit_has lint && "$CARDKIT" lint --help 2>&1 | grep -q -- '--rules.*conformance'; then
        conformance="--rules conformance"
    fi
    if [ -n "$conformance" ]; then
        # shellcheck disable=SC2086
        ck cardkit-lint-conformance-100k "0 1" lint --format json $conformance "$V100K"
    else
        skip cardkit-lint-conformance-100k "cardkit lint has no --rules conformance; set CARDKIT_LINT_CONFORMANCE_ARGS to the options that keep only the conformance rules"
    fi
    # Both issue 5 comparisons again in interleaved rounds (paired.py), so that each ratio's two
    # sides run under the same phase of the shared machine; report.py shows both measurements.
    if cardkit_has lint && cardkit_has normalize; then
        say ""
        say "== paired-lint-full: lint, convert and normalize of the 100k book in $RUNS interleaved rounds"
        wait_quiet
        python3 "$HERE/paired.py" --rounds "$RUNS" --warmup "$WARMUP" --out "$OUT/raw/paired-lint-full.json" \
            --rm "$T/paired-convert.vcf" --rm "$T/paired-normalize.vcf" \
            "lint=$CARDKIT lint --format json --region US $V100K" \
            "convert=$CARDKIT convert --to vcard4 $V100K -o $T/paired-convert.vcf" \
            "normalize=$CARDKIT normalize --region US --format e164 $V100K -o $T/paired-normalize.vcf" \
            || say "   paired measurement failed"
    fi
    if [ "$BASELINES" = 1 ] && [ -n "$conformance" ]; then
        say ""
        say "== paired-lint-conformance: sabre/vobject and the conformance lint in $RUNS interleaved rounds"
        wait_quiet
        python3 "$HERE/paired.py" --rounds "$RUNS" --warmup "$WARMUP" --out "$OUT/raw/paired-lint-conformance.json" \
            "sabre=php $HERE/baselines/sabre_validate.php $V100K" \
            "lint=$CARDKIT lint --format json $conformance $V100K" \
            || say "   paired measurement failed"
    fi
fi
if want names; then
    ck cardkit-sort-en-100k 0 --output="$T/cardkit-sorted-en.vcf" sort --by family --locale en "$V100K" -o "$T/cardkit-sorted-en.vcf"
    expect_cards cardkit-sort-en-100k "$T/cardkit-sorted-en.vcf" 100000
    ck cardkit-sort-zh-100k 0 --output="$T/cardkit-sorted-zh.vcf" sort --by family --locale zh "$V100K" -o "$T/cardkit-sorted-zh.vcf"
    expect_cards cardkit-sort-zh-100k "$T/cardkit-sorted-zh.vcf" 100000
    ck cardkit-index-en-100k 0 index --locale en "$V100K"
    ck cardkit-index-zh-100k 0 index --locale zh "$V100K"
fi

echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/machine.txt"
rm -rf "$OUT/tmp"
python3 "$HERE/report.py" "$OUT"
