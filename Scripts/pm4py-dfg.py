#!/usr/bin/env python3
"""pm4py's directly-follows graph of `lifeline export --format xes` against `lifeline stats`.

Issue 14's acceptance: the two must agree on random multi-run traces of every profile.
pm4py reads the two XES exports (cases by scene and by run), keeps the callbacks of one
receiver each (scene-delegate callbacks from the scene cases, app-delegate ones from the run
cases, as `stats` counts them), and discovers its DFG; `stats`' "directly follows" section is
parsed from its text output. Prints the differences and exits 1 when there are any.

usage: pm4py-dfg.py STATS.txt BY-SCENE.xes BY-RUN.xes
"""
import os
import sys
import warnings

os.environ.setdefault("TQDM_DISABLE", "1")  # pm4py's progress bars

warnings.filterwarnings("ignore")
import contextlib  # noqa: E402

with contextlib.redirect_stdout(sys.stderr):  # its licence banner
    import pm4py  # noqa: E402


def pm4py_pairs(path, receiver):
    log = pm4py.read_xes(path)
    if "kind" not in log.columns or "receiver" not in log.columns:
        return {}  # no event of this export has a receiver (ios12 has no scenes)
    log = log[(log["kind"] == "callback") & (log["receiver"] == receiver)]
    if log.empty:
        return {}
    dfg, _, _ = pm4py.discover_dfg(log)
    return {f"{a} → {b}": n for (a, b), n in dfg.items()}


def cases_starting_with_an_ending(path):
    """Cases whose first event is a notification that ends the run or scene before them."""
    log = pm4py.read_xes(path)
    if log.empty:
        return 0
    firsts = log.groupby("case:concept:name", sort=False)["concept:name"].first()
    endings = {"UIApplication.willTerminateNotification", "UIScene.didDisconnectNotification"}
    return int(firsts.isin(endings).sum())


def stats_pairs(path):
    pairs, inside = {}, False
    for line in open(path, encoding="utf-8"):
        if line.strip() == "directly follows":
            inside = True
            continue
        if inside:
            if not line.startswith(" ") or " → " not in line:
                break
            count, pair = line.strip().split(" ", 1)
            pairs[pair.strip()] = int(count)
    return pairs


def main():
    stats, by_scene, by_run = sys.argv[1:4]
    mined = pm4py_pairs(by_scene, "scene")
    for pair, n in pm4py_pairs(by_run, "app").items():
        mined[pair] = mined.get(pair, 0) + n
    counted = stats_pairs(stats)
    differing = sorted(p for p in set(mined) | set(counted) if mined.get(p) != counted.get(p))
    for pair in differing:
        print(f"  {pair}: pm4py {mined.get(pair, 0)}, stats {counted.get(pair, 0)}")
    print(f"{len(mined)} pairs from pm4py, {len(counted)} from stats, {len(differing)} differ")
    misplaced = sum(cases_starting_with_an_ending(path) for path in (by_scene, by_run))
    print(f"{misplaced} cases start with the previous run's or scene's ending notification")
    return 1 if differing or misplaced or not counted else 0


if __name__ == "__main__":
    sys.exit(main())
