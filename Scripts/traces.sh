#!/bin/sh
# Regenerates Traces/: every built-in scenario's YAML under Traces/scenarios/, and the trace it
# produces under every profile it applies to, as Traces/<profile>/<scenario>.jsonl, with its state
# diagram and timeline as <scenario>.state.svg and <scenario>.timeline.svg (no state diagram for
# a trace in which no machine moves).
# Builds nothing: `make traces` passes the lifeline binary as $1.
set -eu
LIFELINE=${1:?usage: Scripts/traces.sh path/to/lifeline}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/Traces"
mkdir -p "$OUT/scenarios"
"$LIFELINE" simulate --list | while IFS='	' read -r name profiles _; do
  "$LIFELINE" simulate "$name" --show -o "$OUT/scenarios/$name.yaml"
  for profile in $(echo "$profiles" | tr ',' ' '); do
    mkdir -p "$OUT/$profile"
    "$LIFELINE" simulate "$OUT/scenarios/$name.yaml" --profile "$profile" -o "$OUT/$profile/$name.jsonl"
  done
done
# Their diagrams, every trace on every core, with the checker's findings painted on (a budget
# overrun shows red): <scenario>.state.svg and <scenario>.timeline.svg beside each trace.
"$LIFELINE" render "$OUT" --kind state -o "$OUT" --quiet
"$LIFELINE" render "$OUT" --kind timeline -o "$OUT" --quiet
# A trace with no callback, notification, state or phase event moves no machine (a sceneless
# app built with the iOS 27 SDK never launches): its state diagram would show nothing taken,
# so the gallery keeps its timeline only, where the note says why.
find "$OUT" -name '*.jsonl' | while read -r trace; do
  grep -Eq '"kind":"(callback|notification|state|phase)"' "$trace" || rm -f "${trace%.jsonl}.state.svg"
done
echo "traces: $(find "$OUT" -name '*.jsonl' | wc -l | tr -d ' ') traces from $(ls "$OUT/scenarios" | wc -l | tr -d ' ') scenarios in $OUT"
