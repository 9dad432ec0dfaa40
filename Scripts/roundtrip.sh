#!/bin/sh
# The console round trip at full size (issue 14): for every profile, `simulate --random`
# (ROUNDTRIP_EVENTS events, default 200000) → `export --format console` → `import` → `check`.
# The checker must report no error: the importer writes the follower's `from`/`to`, which the
# checker reads back the same way. Too slow for `swift test` (ConsoleRoundTripTests runs the
# same trip at 3,000 events per seed); `make roundtrip` runs this.
# Builds nothing: pass the lifeline binary as $1.
set -eu
LIFELINE=${1:?usage: Scripts/roundtrip.sh path/to/lifeline}
EVENTS=${ROUNDTRIP_EVENTS:-200000}
SEED=${ROUNDTRIP_SEED:-1}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
status=0
for profile in ios12 ios13 ipados-multiwindow swiftui; do
  "$LIFELINE" simulate --random --profile "$profile" --events "$EVENTS" --seed "$SEED" --quiet -o "$DIR/$profile.jsonl"
  "$LIFELINE" export "$DIR/$profile.jsonl" --format console -o "$DIR/$profile.log"
  "$LIFELINE" import "$DIR/$profile.log" --profile "$profile" -o "$DIR/$profile.imported.jsonl" 2>/dev/null
  if "$LIFELINE" check "$DIR/$profile.imported.jsonl" --format json --quiet >"$DIR/$profile.check.json"; then
    result=clean
  else
    result="FAILED (exit $?)"
    status=1
  fi
  errors=$(grep -o '"severity" *: *"error"' "$DIR/$profile.check.json" | wc -l | tr -d ' ')
  echo "roundtrip $profile: $(wc -l <"$DIR/$profile.jsonl" | tr -d ' ') lines simulated, $(wc -l <"$DIR/$profile.log" | tr -d ' ') console lines, $errors errors: $result"
done
exit $status
