#!/bin/sh
# Regenerates Traces/: every built-in scenario's YAML under Traces/scenarios/, and the trace it
# produces under every profile it applies to, as Traces/<profile>/<scenario>.jsonl, with its state
# diagram and timeline as <scenario>.state.svg and <scenario>.timeline.svg.
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
    # Its diagrams, with the checker's findings painted on (a budget overrun shows red).
    "$LIFELINE" render "$OUT/$profile/$name.jsonl" --kind state -o "$OUT/$profile/$name.state.svg"
    "$LIFELINE" render "$OUT/$profile/$name.jsonl" --kind timeline -o "$OUT/$profile/$name.timeline.svg"
  done
done
echo "traces: $(find "$OUT" -name '*.jsonl' | wc -l | tr -d ' ') traces from $(ls "$OUT/scenarios" | wc -l | tr -d ' ') scenarios in $OUT"
