#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS (default 60) from a seed
# corpus made of the repository's own inputs: traces, console logs, Info.plists, scenarios,
# rule files, and their lines for the escapers. Prints executions and findings per target;
# exits 1 when any target found a crash, a hang (-timeout) or runaway memory (-rss_limit_mb).
#
# Everything generated goes under Fuzz/.build (corpora, findings), which git ignores. A finding
# is kept as Fuzz/.build/findings/<target>/crash-… ; reproduce it with
#   LIFELINE_FUZZ_TARGET=<target> SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/lifeline-fuzz <file>
# (a finding of the release run, in findings/<target>-release/, with Fuzz/.build/release/lifeline-fuzz)
# and commit it as a regression fixture in Tests/lifelineTests/Fixtures/fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-"trace import plist scenario rules swift objc scan-plist pbxproj dot svg mermaid plantuml csv xes"}
flags=(--sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address)

echo "fuzz: building Fuzz/ with ${flags[*]}"
# SwiftPM caches the build plan of a path dependency and does not notice files added to it
# since the last fuzz build; dropping the plan makes it list the main package's sources again.
rm -f Fuzz/.build/*/debug/description.json Fuzz/.build/*/release/description.json
# ld.gold warns about every ASan assembly symbol it cannot export: noise, not a problem. A failed
# build stops here: running an older binary would report on code that is not the tree's.
if ! (cd Fuzz && swift build "${flags[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }); then
  echo "fuzz: the build failed" >&2
  exit 2
fi
bin="$(cd Fuzz && swift build "${flags[@]}" --show-bin-path)/lifeline-fuzz"
[ -x "$bin" ] || { echo "fuzz: the build did not produce $bin" >&2; exit 2; }

work=Fuzz/.build/fuzz
mkdir -p "$work"
seed() {  # seed TARGET FILE…: copies files into TARGET's seed corpus
  local target=$1; shift
  mkdir -p "$work/seeds/$target"
  for f in "$@"; do [ -f "$f" ] && cp "$f" "$work/seeds/$target/$(echo "$f" | tr '/ ' '__')"; done
}
seed trace $(find Traces Tests -name '*.jsonl' | sort | head -n 200)
seed import $(find Tests -name '*.log' | sort)
seed plist $(find Tests -name '*.plist' | sort)
seed scenario $(find Traces/scenarios -name '*.yaml' | sort)
seed rules $(find Tests -name '*.yaml' -path '*Rules*' | sort)
# The scanner's readers, from the fixture apps (whose folder names hold spaces).
seed_found() {  # seed_found TARGET FIND-ARGUMENTS…: seeds TARGET with the files find lists
  local target=$1; shift
  local files=()
  mapfile -d '' files < <(find Tests "$@" -print0 | sort -z)
  seed "$target" "${files[@]}"
}
seed_found swift -name '*.swift' -path '*Fixtures*'
seed_found objc '(' -name '*.m' -o -name '*.h' ')'
seed_found scan-plist -name '*.plist'
seed_found pbxproj -name project.pbxproj
# The escapers get single lines: every line of a few traces and logs (quotes, braces, colons).
for target in dot svg mermaid plantuml csv xes; do
  mkdir -p "$work/seeds/$target"
  n=0
  for f in Traces/ios13/cold-launch.jsonl Traces/swiftui/swiftui-two-scenes.jsonl Tests/LifelineExchangeTests/ImportFixtures/mixed-styles.log; do
    while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > "$work/seeds/$target/line-$n"; done < "$f"
  done
done

status=0
passed=0
failed=0
# run LABEL TARGET BIN: fuzzes TARGET with BIN for $seconds, from (and into) TARGET's corpus.
run() {
  local label=$1 target=$2 binary=$3
  local corpus="$work/corpus/$target" findings="Fuzz/.build/findings/$label"
  mkdir -p "$corpus" "$findings"
  local before after new runs log="$work/$label.log"
  before=$(ls "$findings" | wc -l)
  # detect_leaks=0: Graphviz 2.43 leaks ~370 bytes per layout by design; a leak is not a finding here.
  LIFELINE_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$binary" "$corpus" "$work/seeds/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1 || true
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
  after=$(ls "$findings" | wc -l)
  new=$((after - before))
  printf '%-15s %12s %9s  %s\n' "$label" "${runs:-0}" "$new" "$(ls "$corpus" | wc -l)"
  if [ "$new" -gt 0 ]; then
    status=1
    failed=$((failed + 1))
    grep -E "property violated|ERROR: |Fatal error|==ERROR" "$log" | head -n 3 | sed 's/^/    /'
  else
    passed=$((passed + 1))
  fi
}
printf '%-15s %12s %9s  %s\n' target executions findings "corpus (inputs)"
for target in $targets; do run "$target" "$target" "$bin"; done

# One target again against a release build made as `make install` makes it (optimized, with
# LIFELINE_HOT_PATH=1: unchecked exclusivity, cross-module optimization): what the debug
# build's checks would hide. FUZZ_RELEASE_TARGET= (empty) skips it.
release_target=${FUZZ_RELEASE_TARGET-trace}
if [ -n "$release_target" ]; then
  echo "fuzz: building Fuzz/ in release with LIFELINE_HOT_PATH=1 for $release_target"
  if ! (cd Fuzz && LIFELINE_HOT_PATH=1 swift build -c release "${flags[@]}" 2>&1 | { grep -v "Cannot export local symbol" || true; }); then
    echo "fuzz: the release build failed" >&2
    exit 2
  fi
  release_bin="$(cd Fuzz && LIFELINE_HOT_PATH=1 swift build -c release "${flags[@]}" --show-bin-path)/lifeline-fuzz"
  [ -x "$release_bin" ] || { echo "fuzz: the release build did not produce $release_bin" >&2; exit 2; }
  run "$release_target-release" "$release_target" "$release_bin"
fi
# A target passes when it found nothing in its time.
echo "fuzz: $passed passed, $failed failed"
exit $status
