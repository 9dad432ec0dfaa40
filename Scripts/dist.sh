#!/bin/sh
# make dist: the release archive, dist/lifeline-VERSION-OS-ARCH.tar.xz, and its .sha256.
# The binary is a release build with the hot-path flags and, on Linux, the Swift runtime and
# Foundation linked in (--static-swift-stdlib), stripped: it needs only libc, libstdc++ and
# Graphviz, and no toolchain. Beside it in the archive: the man page, bash, zsh and fish
# completions, LICENSE and NOTICE, and SHA256SUMS of every file. Then the archive is checked:
# at most DIST_MAX_MB (25) MB; on Linux no libswift*/Foundation in the binary's NEEDED and no
# RUNPATH/RPATH at all (the toolchain's library folder was one). Its own build directory,
# .build-dist (DIST_SCRATCH), so the debug and install builds are left alone.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
scratch=${DIST_SCRATCH:-.build-dist}
out=${DIST_DIR:-dist}
max_mb=${DIST_MAX_MB:-25}
version=$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' Sources/lifeline/Support/Version.swift)
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
name="lifeline-$version-$os-$arch"
fail() { echo "dist: $*" >&2; exit 1; }
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }

# --disable-local-rpath: no $ORIGIN RUNPATH either (nothing is shipped beside the binary).
static=""
[ "$os" = linux ] && static="--static-swift-stdlib --disable-local-rpath"
echo "dist: building $name (release${static:+, $static}) into $scratch"
# shellcheck disable=SC2086
LIFELINE_HOT_PATH=1 $SWIFT build -c release --product lifeline $static --scratch-path "$scratch"
# shellcheck disable=SC2086
bin="$($SWIFT build -c release $static --scratch-path "$scratch" --show-bin-path)/lifeline"

# The man page: swift-argument-parser's generate-manual tool (a small debug build beside the
# release one) run on the release binary itself, so the page documents exactly what ships,
# without the generate-manual plugin's second build of the whole package.
$SWIFT build --product generate-manual --scratch-path "$scratch" >/dev/null
generate_manual="$($SWIFT build --scratch-path "$scratch" --show-bin-path)/generate-manual"

stage=$(mktemp -d "${TMPDIR:-/tmp}/lifeline-dist.XXXXXX")
trap 'rm -rf "$stage"' EXIT INT TERM
root="$stage/$name"
mkdir -p "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
cp "$bin" "$root/bin/lifeline"
strip "$root/bin/lifeline"
chmod 755 "$root/bin/lifeline"
mkdir "$stage/man"
"$generate_manual" "$root/bin/lifeline" --output-directory "$stage/man"
# The page's .Os line names the version (generate-manual leaves it empty).
sed "s/^\.Os\$/.Os lifeline $version/" "$stage/man/lifeline.1" > "$root/share/man/man1/lifeline.1"
grep -q "^\.Os lifeline $version\$" "$root/share/man/man1/lifeline.1" || fail "the man page has no .Os line to carry the version"
"$root/bin/lifeline" --generate-completion-script bash > "$root/share/bash-completion/completions/lifeline"
"$root/bin/lifeline" --generate-completion-script zsh > "$root/share/zsh/site-functions/_lifeline"
"$root/bin/lifeline" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/lifeline.fish"
cp LICENSE NOTICE "$root/"
[ "$("$root/bin/lifeline" --version)" = "$version" ] || fail "the binary says $("$root/bin/lifeline" --version), not $version"

if [ "$os" = linux ]; then
  dynamic=$(readelf -d "$root/bin/lifeline")
  if echo "$dynamic" | grep -E 'NEEDED' | grep -Ei 'libswift|Foundation|libdispatch|libBlocksRuntime|libicu' >&2; then
    fail "the binary still needs the Swift runtime (above)"
  fi
  if echo "$dynamic" | grep -E 'RUNPATH|RPATH' >&2; then fail "the binary has a RUNPATH (above)"; fi
fi

(cd "$root" && find . -type f ! -name SHA256SUMS | sort | sed 's|^\./||' | while read -r f; do sha256 "$f"; done > SHA256SUMS)
mkdir -p "$out"
rm -f "$out/$name.tar.xz" "$out/$name.tar.xz.sha256"
# With GNU tar, owner and times fixed and files sorted: the same inputs make the same archive.
reproducible=""
tar --version 2>/dev/null | grep -q 'GNU tar' && reproducible="--sort=name --owner=0 --group=0 --numeric-owner --mtime=@0"
# shellcheck disable=SC2086
tar -C "$stage" $reproducible -cf - "$name" | xz -9e -T1 > "$out/$name.tar.xz"
(cd "$out" && sha256 "$name.tar.xz" > "$name.tar.xz.sha256")
# The same binary as a SwiftPM artifact bundle, for packages that run Lifeline from a plugin.
sh Scripts/artifact-bundle.sh "$stage" "$name" "$version" "$out"
bytes=$(wc -c < "$out/$name.tar.xz" | tr -d ' ')
binary_mb=$(( $(wc -c < "$root/bin/lifeline") / 1048576 ))
[ "$bytes" -le $((max_mb * 1048576)) ] || fail "$out/$name.tar.xz is $bytes bytes, over $max_mb MB"
echo "dist: $out/$name.tar.xz ($((bytes / 1048576)) MB; binary $binary_mb MB, stripped) and $name.tar.xz.sha256"
