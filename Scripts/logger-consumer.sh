#!/bin/sh
# CI: the logger as an app adds it. A consumer package made in a temporary directory depends
# on Logger/ alone (by path: SwiftPM fetches remote packages only from a repository's root, so
# an app adds a checkout or submodule of it). It must resolve no other package, build in
# Swift 6 mode, and run the DocC landing page's example: one trace file, three lines.
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
mkdir -p "$work/home"
HOME="$work/home" XDG_DATA_HOME="$work/home/.local/share" "$scratch/debug/consumer" > "$work/console.log" ||
  fail "the example exits $?"
traces=$(find "$work/home" -name 'trace-*.jsonl' -type f)
[ "$(printf '%s\n' "$traces" | grep -c .)" = 1 ] || fail "expected one trace file, found: $traces"
[ "$(wc -l < "$traces" | tr -d ' ')" = 3 ] || { cat "$traces" >&2; fail "expected a header and two events"; }
head -n 1 "$traces" | grep -q '^{"lifeline":1,"profile":"ios13","source":"logger"}$' || fail "unexpected header"
cmp -s "$traces" "$work/console.log" || fail "the console and the file differ"
echo "logger-consumer: Logger/ alone resolves no other package; the DocC example wrote $(basename "$traces")"
