#!/bin/sh
# CI: every use of the Glibc module sits inside an `#if canImport(Glibc)` branch, so the
# package builds where there is no Glibc (macOS). Prints each offending line as
# file:line: text and fails if there is any.
cd "$(dirname "$0")/.." || exit 2
find Sources Tests Fuzz Benchmarks -name '*.swift' -not -path '*/.build/*' 2>/dev/null | sort |
  xargs awk '
    FNR == 1 { depth = 0 }
    # The branch of each open #if: 1 if it is the canImport(Glibc) branch.
    /^[ \t]*#if[ \t(]/   { depth++; glibc[depth] = ($0 ~ /canImport\(Glibc\)/); next }
    /^[ \t]*#elseif[ \t(]/ { glibc[depth] = ($0 ~ /canImport\(Glibc\)/); next }
    /^[ \t]*#else/       { glibc[depth] = 0; next }
    /^[ \t]*#endif/      { if (depth > 0) depth--; next }
    /Glibc/ {
      inside = 0
      for (i = 1; i <= depth; i++) if (glibc[i]) inside = 1
      if (!inside) { printf "%s:%d: Glibc outside #if canImport(Glibc): %s\n", FILENAME, FNR, $0; bad = 1 }
    }
    END { exit bad }
  ' && echo "portability: no Glibc outside #if canImport(Glibc)"
