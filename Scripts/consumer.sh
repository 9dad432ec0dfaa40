#!/bin/sh
# CI: Lifeline as a version-pinned dependency. A consumer package made in a temporary
# directory depends with `from:` (SwiftPM refuses unsafe build flags there) on a clone of this
# repository released by `make release` (commit and tag), compiles every ```swift block of
# README.md and the DocC catalogues, and runs `Checker.check(path:)` on a bundled trace.
# Builds into .build-consumer/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/lifeline-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
unset LIFELINE_HOT_PATH   # a consumer builds without the hot-path flags

# The release main is heading for (its version without -dev), made on a clone of what is
# committed the way a maintainer makes it: `make release VERSION=x.y.z` commits and tags.
version=$(make -s -C "$root" version | sed 's/-.*//')
git clone -q "$root" "$work/lifeline"
# Tags cloned from the repository are dropped: the one resolved must be make release's.
for tag in $(git -C "$work/lifeline" tag -l); do git -C "$work/lifeline" tag -d "$tag" >/dev/null; done
export GIT_AUTHOR_NAME="${GIT_AUTHOR_NAME:-consumer.sh}" GIT_AUTHOR_EMAIL="${GIT_AUTHOR_EMAIL:-consumer@localhost}"
export GIT_COMMITTER_NAME="${GIT_COMMITTER_NAME:-consumer.sh}" GIT_COMMITTER_EMAIL="${GIT_COMMITTER_EMAIL:-consumer@localhost}"
make -s -C "$work/lifeline" release VERSION="$version" >/dev/null
# The README's pin is the release main is heading for.
grep -q "from: \"$version\")" "$root/README.md" || {
  echo "consumer: README.md's .package(url:from:) does not name $version" >&2; exit 1; }

consumer="$work/consumer"
mkdir -p "$consumer/Sources/consumer"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$work/lifeline", from: "$version")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [
            .product(name: "LifelineSupport", package: "lifeline"),
            .product(name: "LifelineModel", package: "lifeline"),
            .product(name: "LifelineTrace", package: "lifeline"),
            .product(name: "LifelineExchange", package: "lifeline"),
            .product(name: "LifelineRuntime", package: "lifeline"),
            .product(name: "LifelineCheck", package: "lifeline"),
            .product(name: "LifelineRender", package: "lifeline"),
            .product(name: "LifelineTeach", package: "lifeline"),
            .product(name: "LifelineScan", package: "lifeline"),
        ]),
    ]
)
SWIFT

# Each ```swift block of the README and of the DocC catalogues becomes
# `func readmeSnippetN() throws { … }` in a file of its own, its imports moved to the top:
# the examples compile against the released API. (```swift-manifest blocks are manifests.)
awk -v dir="$consumer/Sources/consumer" '
  /^```swift[ \t]*$/ { n++; inside = 1; body = ""; imports = ""; next }
  inside && /^```[ \t]*$/ {
    file = sprintf("%s/ReadmeSnippet%d.swift", dir, n)
    printf "%s\n@discardableResult\nfunc readmeSnippet%d() throws -> Any? {\n%s    return nil\n}\n", imports, n, body > file
    close(file); inside = 0; next
  }
  inside && /^import / { imports = imports $0 "\n"; next }
  inside { body = body "    " $0 "\n" }
  END { print n + 0 > (dir "/snippet-count.txt") }
' "$root/README.md" "$root"/Sources/*/*.docc/*.md
snippets=$(cat "$consumer/Sources/consumer/snippet-count.txt"); rm "$consumer/Sources/consumer/snippet-count.txt"

cat > "$consumer/Sources/consumer/main.swift" <<'SWIFT'
import LifelineCheck

// The first thing a user of the library does: check a trace file.
let path = CommandLine.arguments[1]
let result = try Checker.check(path: path)
print("consumer: \(result.eventCount) events, \(result.errorCount) errors, \(result.warningCount) warnings")
if result.eventCount == 0 || result.errorCount != 0 { exit(1) }
SWIFT
sed -i.bak '1i\
import Foundation
' "$consumer/Sources/consumer/main.swift" && rm "$consumer/Sources/consumer/main.swift.bak"

echo "consumer: Lifeline $version from a clone tagged by make release, $snippets snippet(s) from README.md and the DocC catalogues"
if ! swift build --package-path "$consumer" --scratch-path "$root/.build-consumer" > "$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "consumer: the consumer package does not build" >&2
  exit 1
fi
"$root/.build-consumer/debug/consumer" "$root/Traces/ios13/home-and-return.jsonl"
