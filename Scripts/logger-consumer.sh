#!/bin/sh
# CI: the logger as an app adds it. A consumer package made in a temporary directory depends
# on Logger/ alone (by path: SwiftPM fetches remote packages only from a repository's root, so
# an app adds a checkout or submodule of it). It must resolve no other package, build in
# Swift 6 mode, and run the DocC landing page's example twice at once: two trace files of three
# lines each.
# Builds into .build-logger-consumer/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/lifeline-logger-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
fail() { echo "logger-consumer: $*" >&2; exit 1; }

consumer="$work/consumer"
mkdir -p "$consumer/Sources/consumer"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "consumer",
    platforms: [.iOS(.v13), .macOS(.v13)],
    dependencies: [.package(path: "$root/Logger")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "LifelineLogger", package: "Logger")]),
    ]
)
SWIFT
# The first ```swift block of the logger's DocC landing page is the program.
awk '/^```swift[ \t]*$/ { inside = 1; next } inside && /^```/ { exit } inside { print }' \
  "$root/Logger/Sources/LifelineLogger/LifelineLogger.docc/LifelineLogger.md" > "$consumer/Sources/consumer/main.swift"
[ -s "$consumer/Sources/consumer/main.swift" ] || fail "no swift example in the DocC landing page"

scratch="$root/.build-logger-consumer"
# Every package in the graph but the consumer itself: the logger, and nothing else.
swift package --package-path "$consumer" --scratch-path "$scratch" show-dependencies --format flatlist \
  > "$work/dependencies" 2> "$work/resolve.log" || { cat "$work/resolve.log" >&2; fail "the consumer does not resolve"; }
[ "$(tr -d ' ' < "$work/dependencies" | grep -v '^$' | tr '[:upper:]' '[:lower:]')" = "logger" ] || {
  cat "$work/dependencies" >&2; fail "a package that depends only on the logger resolves more than the logger"; }
if [ -f "$consumer/Package.resolved" ] && grep -q '"identity"' "$consumer/Package.resolved"; then
  cat "$consumer/Package.resolved" >&2; fail "Package.resolved pins a package"
fi

swift build --package-path "$consumer" --scratch-path "$scratch" > "$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2; fail "the consumer package does not build"; }
# The default folder is Application Support, under XDG_DATA_HOME on Linux and HOME on macOS.
# Two runs at once, as a relaunch within the same second: two files, each complete.
mkdir -p "$work/home"
for run in 1 2; do
  HOME="$work/home" XDG_DATA_HOME="$work/home/.local/share" "$scratch/debug/consumer" > "$work/console-$run.log" &
done
wait
traces=$(find "$work/home" -name 'trace-*.jsonl' -type f | sort)
[ "$(printf '%s\n' "$traces" | grep -c .)" = 2 ] || fail "two runs at once: expected two trace files, found: $traces"
for trace in $traces; do
  [ "$(wc -l < "$trace" | tr -d ' ')" = 3 ] || { cat "$trace" >&2; fail "$trace: expected a header and two events"; }
  head -n 1 "$trace" | grep -q '^{"lifeline":1,"profile":"ios13","source":"logger"}$' || fail "$trace: unexpected header"
  cmp -s "$trace" "$work/console-1.log" || cmp -s "$trace" "$work/console-2.log" || fail "$trace: not what a run printed"
done
echo "logger-consumer: Logger/ alone resolves no other package; two runs of the DocC example at once wrote" \
  $(for trace in $traces; do basename "$trace"; done)
