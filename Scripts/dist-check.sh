#!/bin/sh
# make dist-check: the archive `make dist` made, as a user without Swift gets it. Checks its
# SHA-256 and layout (bin/lifeline, the man page, three completions, LICENSE, SHA256SUMS that
# verify), then runs the README's quick start with the archive's binary in an empty
# environment (env -i: PATH is the archive's bin, /usr/bin and /bin) and, on Linux as root,
# in a mount namespace where the toolchain's folder is hidden under an empty tmpfs, so nothing
# can be loaded from it. Elsewhere the toolchain is only off every search path, and ldd must
# resolve nothing into it. Exit 0 when all of that holds.
set -eu
cd "$(dirname "$0")/.."
root_dir=$(pwd)
archive=${1:-$(ls -t dist/lifeline-*.tar.xz 2>/dev/null | head -n 1)}
[ -n "$archive" ] && [ -f "$archive" ] || { echo "dist-check: no archive; run make dist first" >&2; exit 2; }
fail() { echo "dist-check: $*" >&2; exit 1; }
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }

(cd "$(dirname "$archive")" && sha256 -c "$(basename "$archive").sha256" >/dev/null) || fail "$archive does not match its .sha256"
work=$(mktemp -d "${TMPDIR:-/tmp}/lifeline-dist-check.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
xz -dc "$archive" | tar -C "$work" -xf -
name=$(basename "$archive" .tar.xz)
top="$work/$name"
for f in bin/lifeline share/man/man1/lifeline.1 share/bash-completion/completions/lifeline \
         share/zsh/site-functions/_lifeline share/fish/vendor_completions.d/lifeline.fish LICENSE SHA256SUMS; do
  [ -s "$top/$f" ] || fail "$name has no $f"
done
[ "$(find "$work" -mindepth 1 -maxdepth 1 | wc -l | tr -d ' ')" = 1 ] || fail "$name unpacks into more than one top folder"
(cd "$top" && sha256 -c SHA256SUMS >/dev/null) || fail "SHA256SUMS does not verify"
# One version everywhere: the archive's name, the man page and --version (checked below,
# where the binary runs without the toolchain).
version=$(echo "$name" | sed 's/^lifeline-\(.*\)-[^-]*-[^-]*$/\1/')
grep -q "^\.Os lifeline $version\$" "$top/share/man/man1/lifeline.1" || fail "the man page does not say $version"

# The toolchain: the folder above swift's bin/ (e.g. /opt/swift/usr).
toolchain=""
if command -v swift >/dev/null 2>&1; then
  toolchain=$(cd "$(dirname "$(readlink -f "$(command -v swift)" 2>/dev/null || command -v swift)")/.." && pwd)
fi

# The README's quick start: the first ```sh block after "## Quick start".
awk '/^## Quick start/ { q = 1 } q && /^```sh/ { inside = 1; next } inside && /^```/ { exit } inside { print }' \
  README.md > "$work/quick-start.sh"
[ "$(wc -l < "$work/quick-start.sh" | tr -d ' ')" -ge 3 ] || fail "no quick start found in README.md"
mkdir "$work/home"
cat > "$work/run.sh" <<SH
set -eu
cd "$work/home"
if [ -n "$toolchain" ] && command -v swift >/dev/null 2>&1; then echo "swift is still on the PATH" >&2; exit 1; fi
[ "\$(lifeline --version)" = "$version" ] || { echo "lifeline --version is not $version" >&2; exit 1; }
sh -eu "$work/quick-start.sh" > "$work/quick-start.out"
SH
hidden=no
if [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ] && [ -n "$toolchain" ] && command -v unshare >/dev/null 2>&1 &&
   unshare -m sh -c "mount -t tmpfs none '$toolchain'" 2>/dev/null; then
  hidden=yes
  env -i PATH="$top/bin:/usr/bin:/bin" HOME="$work/home" unshare -m sh -c \
    "mount -t tmpfs none '$toolchain' && [ -z \"\$(ls -A '$toolchain')\" ] && sh '$work/run.sh'" \
    || fail "the quick start failed with the toolchain hidden ($toolchain)"
else
  env -i PATH="$top/bin:/usr/bin:/bin" HOME="$work/home" sh "$work/run.sh" || fail "the quick start failed in an empty environment"
  if [ -n "$toolchain" ] && command -v ldd >/dev/null 2>&1 && ldd "$top/bin/lifeline" | grep -F "$toolchain" >&2; then
    fail "the binary loads libraries from the toolchain (above)"
  fi
fi
grep -qx '1 trace checked: clean' "$work/quick-start.out" || fail "check did not print '1 trace checked: clean': $(cat "$work/quick-start.out")"
svg=$(find "$work/home" -name '*.svg' | head -n 1)
[ -n "$svg" ] && grep -q '<svg' "$svg" || fail "the quick start drew no SVG"
echo "dist-check: $name: layout and checksums hold; the README quick start ran from the archive in an empty environment$( [ $hidden = yes ] && echo ", with $toolchain hidden")"
cd "$root_dir"
