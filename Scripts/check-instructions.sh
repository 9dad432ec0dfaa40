#!/usr/bin/env bash
# make check-instructions: the instructions each step of `lifeline-steps` (Benchmarks/, the
# core of simulate, check, stats, render, export and import) executes on fixed generated
# inputs, counted by valgrind's callgrind, against the counts recorded in
# Benchmarks/instructions-baseline.tsv. A step more than ±INSTRUCTIONS_BAND % (3) away from
# its baseline fails: more means a kept speed-up was lost (Docs/performance.md's ledger), fewer
# means the baseline is stale and must be recorded again with the change that made it so.
# Instruction counts, unlike times, do not move with the machine's load.
#
# Usage: Scripts/check-instructions.sh [--record] [OUT]   (work files under OUT/instructions)
#   --record   writes the baseline from this run instead of comparing (review the diff)
# Environment: INSTRUCTIONS_BASELINE (the file), INSTRUCTIONS_BAND (percent),
#   INSTRUCTIONS_EVENTS (50000: the size of the generated traces), SWIFT.
# Exit status: 0 every step within the band, 1 a step outside it (or another toolchain than
# the baseline's), 2 the tools or the build failed.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RECORD=0
[ "${1:-}" = "--record" ] && { RECORD=1; shift; }
OUT=${1:-out}
BASELINE=${INSTRUCTIONS_BASELINE:-Benchmarks/instructions-baseline.tsv}
BAND=${INSTRUCTIONS_BAND:-3}
EVENTS=${INSTRUCTIONS_EVENTS:-50000}
SWIFT=${SWIFT:-swift}
WORK="$OUT/instructions"
SECONDS=0

command -v valgrind >/dev/null 2>&1 || { echo "check-instructions: valgrind is missing (apt-get install valgrind)" >&2; exit 2; }

# The steps' own release build, with the hot-path flags `make bench` uses: only the libraries
# lifeline-steps needs (no swift-syntax, no command line), into Benchmarks/.build.
LIFELINE_HOT_PATH=1 "$SWIFT" build --package-path Benchmarks -c release --product lifeline-steps >&2 || exit 2
BIN_DIR=$(LIFELINE_HOT_PATH=1 "$SWIFT" build --package-path Benchmarks -c release --show-bin-path)
echo "check-instructions: build $SECONDS s" >&2
rm -rf "$WORK" && mkdir -p "$WORK"
# valgrind 3.19 cannot read the DWARF 5 Swift writes: count a copy without debug information.
cp "$BIN_DIR/lifeline-steps" "$WORK/lifeline-steps" && strip -g "$WORK/lifeline-steps"

# Each step from inside WORK with short fixed paths, one thread, and Swift's hashing seeded
# the same every run: the counts are then the same to the instruction from run to run.
export SWIFT_DETERMINISTIC_HASHING=1 LIFELINE_JOBS=1
cd "$WORK"
ROWS=rows.tsv
: > "$ROWS"
# count LABEL ARGS...: the instructions of `lifeline-steps ARGS...`, as a row.
count() {
  local label=$1; shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null ./lifeline-steps "$@" > step.out 2> step.err || {
    echo "check-instructions: $label failed:" >&2; cat step.out step.err >&2; exit 2; }
  local total
  total=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' step.err)
  [ -n "$total" ] || { echo "check-instructions: no count from callgrind for $label" >&2; cat step.err >&2; exit 2; }
  printf '%s\t%s\n' "$label" "$total" >> "$ROWS"
}

# The inputs are written by the steps themselves (random run, seed 7), so each is measured too.
K=$((EVENTS / 1000))k
count "simulate $K" simulate "$EVENTS" r.jsonl
count "check $K canonical" check r.jsonl
# The same events as another writer's JSON Lines (json.dumps, keys reversed): the foreign decoder.
python3 -c '
import json, sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as dst:
    for line in src:
        if line.strip():
            dst.write(json.dumps(dict(reversed(list(json.loads(line).items())))) + "\n")
' r.jsonl foreign.jsonl
count "check $K foreign" check foreign.jsonl
count "stats $K" stats r.jsonl
count "render state $K" render state r.jsonl state.dot
count "render timeline $K" render timeline r.jsonl timeline.dot
count "export console $K" export r.jsonl r.log
count "import NSLog $K" import r.log
for style in xcode15 ndjson; do
  bash "$ROOT/Scripts/bench-logs.sh" "$style" r.log "r.$style"
  count "import $style $K" import "r.$style"
done
# A runner's log: an app-delegate run's console as Unity prints it.
./lifeline-steps simulate "$EVENTS" app.jsonl ios12 >/dev/null && ./lifeline-steps export app.jsonl app.log >/dev/null
bash "$ROOT/Scripts/bench-logs.sh" unity app.log app.unity
count "import unity $K" import app.unity ios12
cd "$ROOT"

TOOLS="# swift: $("$SWIFT" --version 2>&1 | head -n 1)
# valgrind: $(valgrind --version)"
if [ "$RECORD" = 1 ]; then
  {
    echo "# Instructions of each lifeline-steps step (Benchmarks/), a release build with LIFELINE_HOT_PATH=1,"
    echo "# under valgrind --tool=callgrind: the baseline make check-instructions holds every step to,"
    echo "# within ±$BAND%. Recorded by 'Scripts/check-instructions.sh --record' (Docs/performance.md)."
    echo "$TOOLS"
    echo "# events per generated trace: $EVENTS"
    cat "$WORK/$ROWS"
  } > "$BASELINE.tmp"
  mv "$BASELINE.tmp" "$BASELINE"
  echo "check-instructions: recorded $(wc -l < "$WORK/$ROWS") steps in $BASELINE ($SECONDS s)"
  exit 0
fi

[ -f "$BASELINE" ] || { echo "check-instructions: no baseline $BASELINE; record one with --record" >&2; exit 2; }
# Counts from another compiler or valgrind are not comparable: say so rather than compare.
if [ "$(grep -E '^# (swift|valgrind):' "$BASELINE")" != "$TOOLS" ]; then
  echo "check-instructions: FAIL: $BASELINE was recorded with" >&2
  grep -E '^# (swift|valgrind):' "$BASELINE" >&2
  echo "and this run uses" >&2; echo "$TOOLS" >&2
  echo "record the baseline again with this toolchain (Scripts/check-instructions.sh --record)" >&2
  exit 1
fi
grep -q "^# events per generated trace: $EVENTS\$" "$BASELINE" || {
  echo "check-instructions: $BASELINE is for another INSTRUCTIONS_EVENTS than $EVENTS" >&2; exit 2; }

# One line per step; a step missing from either side fails too.
awk -F'\t' -v band="$BAND" '
  FNR == NR { if ($0 !~ /^#/ && NF == 2) base[$1] = $2; next }
  {
    seen[$1] = 1
    if (!($1 in base)) { printf "check-instructions: %-24s %15s  not in the baseline: FAIL\n", $1, $2; failed++; next }
    change = ($2 - base[$1]) * 100 / base[$1]
    verdict = (change > band ? "FAIL (more: a speed-up was lost?)" : change < -band ? "FAIL (fewer: record the baseline again)" : "ok")
    if (verdict != "ok") failed++
    printf "check-instructions: %-24s %15d  baseline %15d  %+6.2f%%  %s\n", $1, $2, base[$1], change, verdict
  }
  END {
    for (step in base) if (!(step in seen)) { printf "check-instructions: %-24s missing from this run: FAIL\n", step; failed++ }
    exit (failed > 0)
  }' "$BASELINE" "$WORK/$ROWS" && status=0 || status=1
echo "check-instructions: $([ $status = 0 ] && echo "every step within ±$BAND%" || echo "FAIL: outside ±$BAND% (Docs/performance.md, \"Instruction counts in CI\")") ($SECONDS s)"
exit $status
