#!/bin/sh
# Regenerates Traces/: every built-in scenario's YAML under Traces/scenarios/, and the trace it
# produces under every profile it applies to, as Traces/<profile>/<scenario>.jsonl.
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
echo "traces: $(find "$OUT" -name '*.jsonl' | wc -l | tr -d ' ') traces from $(ls "$OUT/scenarios" | wc -l | tr -d ' ') scenarios in $OUT"
