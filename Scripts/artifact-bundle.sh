#!/bin/sh
# Scripts/artifact-bundle.sh STAGE NAME VERSION OUT: a SwiftPM artifact bundle of the release
# binary that `make dist` staged in STAGE/NAME/bin/lifeline: OUT/lifeline-VERSION.artifactbundle.zip
# (a folder lifeline.artifactbundle holding info.json, schema 1.0, and NAME/bin/lifeline) and
# its .sha256. A package then runs the tool as a binary target:
#   .binaryTarget(name: "lifeline", url: "…/lifeline-VERSION.artifactbundle.zip", checksum: "…")
# The triple is the host's: the archive holds the one binary `make dist` built here.
set -eu
stage=${1:?usage: artifact-bundle.sh STAGE NAME VERSION OUT}; name=${2:?}; version=${3:?}; out=${4:?}
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }
[ -x "$stage/$name/bin/lifeline" ] || { echo "artifact-bundle: no $stage/$name/bin/lifeline" >&2; exit 2; }
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64|Linux-arm64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-arm64) triple=arm64-apple-macosx ;;
  Darwin-x86_64) triple=x86_64-apple-macosx ;;
  *) echo "artifact-bundle: no SwiftPM triple known for $(uname -s) $(uname -m)" >&2; exit 2 ;;
esac
bundle=$(mktemp -d "${TMPDIR:-/tmp}/lifeline-bundle.XXXXXX")
trap 'rm -rf "$bundle"' EXIT INT TERM
root="$bundle/lifeline.artifactbundle"
mkdir -p "$root/$name/bin"
cp "$stage/$name/bin/lifeline" "$root/$name/bin/lifeline"
cp "$stage/$name/LICENSE" "$stage/$name/NOTICE" "$root/" 2>/dev/null || true
cat > "$root/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "lifeline": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$name/bin/lifeline",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
mkdir -p "$out"
zipfile="$(cd "$out" && pwd)/lifeline-$version.artifactbundle.zip"
rm -f "$zipfile" "$zipfile.sha256"
# Sorted names and fixed times (-X: no extra attributes): the same binary makes the same zip.
find "$root" -exec touch -h -t 198001010000 {} +
(cd "$bundle" && find lifeline.artifactbundle | LC_ALL=C sort | zip -X -q "$zipfile" -@)
(cd "$out" && sha256 "lifeline-$version.artifactbundle.zip" > "lifeline-$version.artifactbundle.zip.sha256")
echo "artifact-bundle: $zipfile ($triple)"
