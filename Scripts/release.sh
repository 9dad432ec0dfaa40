#!/bin/sh
# make release VERSION=x.y.z [NEXT=a.b.c-dev]: the version lives in one place,
# Sources/lifeline/Support/Version.swift. This writes VERSION there, commits "Release VERSION"
# and tags that commit VERSION (annotated), then writes NEXT (default: the next minor
# version with -dev) and commits that, so the branch goes on as a pre-release and only the
# tag says VERSION. Refuses (exit 2, nothing changed) a dirty tree, a VERSION that is not
# x.y.z, a tag that exists, and a VERSION that is not above the current release.
set -eu
cd "$(dirname "$0")/.."
file=Sources/lifeline/Support/Version.swift
fail() { echo "release: $*" >&2; exit 2; }

version=${VERSION:-}
[ -n "$version" ] || fail "give the version: make release VERSION=x.y.z"
echo "$version" | grep -Eq '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$' \
  || fail "VERSION must be x.y.z (three numbers, no leading zeros, no suffix), not '$version'"
current=$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' "$file")
[ -n "$current" ] || fail "$file has no 'static let current = \"…\"' line"
git rev-parse --git-dir >/dev/null 2>&1 || fail "not a git repository"
[ -z "$(git status --porcelain --untracked-files=no)" ] || fail "the work tree has uncommitted changes; commit or stash them first"
git rev-parse -q --verify "refs/tags/$version" >/dev/null && fail "tag $version exists already"

# VERSION must not be below the current one (x.y.z-dev counts as just below x.y.z).
base=${current%%-*}
if [ "$(printf '%s\n%s\n' "$base" "$version" | sort -t. -k1,1n -k2,2n -k3,3n | head -n 1)" != "$base" ]; then
  fail "VERSION $version is below the current version $current"
fi
if [ "$base" = "$current" ] && [ "$base" = "$version" ]; then fail "$version is already the current version"; fi

major=${version%%.*}; rest=${version#*.}; minor=${rest%%.*}
next=${NEXT:-$major.$((minor + 1)).0-dev}
echo "$next" | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+-[0-9A-Za-z.-]+$' \
  || fail "NEXT must be a pre-release x.y.z-suffix, not '$next'"

write() {
  sed "s/^\( *static let current = \"\).*\(\"\)$/\1$1\2/" "$file" > "$file.tmp" && mv "$file.tmp" "$file"
  [ "$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' "$file")" = "$1" ] || fail "could not write $1 into $file"
}

write "$version"
# The Homebrew formula's source archive is the new tag's (its sha256 is the host's to fill in).
formula=Packaging/homebrew/lifeline.rb
if [ -f "$formula" ]; then
  sed "s|/archive/refs/tags/[^\"]*\.tar\.gz\"|/archive/refs/tags/$version.tar.gz\"|" "$formula" > "$formula.tmp" && mv "$formula.tmp" "$formula"
  grep -q "/archive/refs/tags/$version.tar.gz\"" "$formula" || fail "could not write $version into $formula"
fi
git commit -q -m "Release $version" -m "The version moves from $current to $version; make release tags this commit $version." -- "$file" $([ -f "$formula" ] && echo "$formula")
git tag -a "$version" -m "Lifeline $version"
write "$next"
git commit -q -m "Start $next" -m "Main carries the next version as a pre-release after tagging $version." -- "$file"
echo "release: tagged $version ($(git rev-parse --short "$version^{commit}")); the branch is now at $next"
echo "release: publish with: git push && git push origin $version"
