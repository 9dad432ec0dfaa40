#!/bin/sh
# pm4py's directly-follows graph of `lifeline export --format xes` against `lifeline stats`, on a
# random multi-run trace of every profile (issue 14). pm4py (AGPL, from PyPI) is installed in a
# virtual environment under .build/, never into the project. Not part of CI's default run:
#   make check-pm4py [PM4PY_EVENTS=20000] [PM4PY_SEED=7]
set -eu
events=${PM4PY_EVENTS:-20000}
seed=${PM4PY_SEED:-7}
venv=.build/pm4py
lifeline=${LIFELINE:-.build/debug/lifeline}
[ -x "$venv/bin/python" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q pm4py; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for profile in ios12 ios13 ipados-multiwindow swiftui; do
    t="$work/$profile"
    "$lifeline" simulate --random --profile "$profile" --events "$events" --seed "$seed" -o "$t.jsonl" --quiet
    "$lifeline" stats "$t.jsonl" -o "$t.txt"
    "$lifeline" export "$t.jsonl" --format xes --case scene -o "$t-scene.xes" --quiet
    "$lifeline" export "$t.jsonl" --format xes --case run -o "$t-run.xes" --quiet
    echo "$profile ($events events, seed $seed):"
    "$venv/bin/python" Scripts/pm4py-dfg.py "$t.txt" "$t-scene.xes" "$t-run.xes" 2>/dev/null | sed 's/^/  /' || status=1
done
exit $status
