#!/bin/sh
# CI: the package and its tests build and mean the same on Linux and macOS. Prints each
# offending line as file:line: text and fails if there is any. Three rules, over Sources,
# Tests, Fuzz, Benchmarks and Logger (the test sources run on macOS too):
#  1. every use of the Glibc module sits inside an `#if canImport(Glibc)` branch, so the
#     package builds where there is no Glibc (macOS);
#  2. a file that reads `ru_maxrss` says which platform it is on (`canImport(Glibc)`,
#     `canImport(Darwin)`, `os(macOS)`, `os(Linux)` or Python's `sys.platform`): macOS
#     reports it in bytes and Linux in kilobytes, so a reading with one unit is 1024 times off
#     on the other;
#  3. a path under /proc (Linux only) is read inside an `#if` branch, or in a file that asks
#     first whether it exists (`fileExists(atPath: "/proc…")`, `access("/proc…")`), so a test
#     skips on macOS instead of failing.
cd "$(dirname "$0")/.." || exit 2
# NUL-separated: a fixture app's folder may have a space in its name ("Pulse Watch App").
find Sources Tests Fuzz Benchmarks Logger -name '*.swift' -not -path '*/.build*/*' -print0 2>/dev/null | sort -z |
  xargs -0 awk '
    function report(message) { printf "%s:%d: %s: %s\n", FILENAME, FNR, message, $0; bad = 1 }
    function flush() {
      if (maxrss_line && !platform) {
        printf "%s:%d: ru_maxrss read with no platform check (bytes on macOS, kilobytes on Linux): %s\n", file, maxrss_line, maxrss_text
        bad = 1
      }
      for (i = 1; i <= nproc; i++) if (!proc_checked) {
        printf "%s:%d: /proc read outside #if, with no check that it exists (macOS has no /proc): %s\n", file, proc_line[i], proc_text[i]
        bad = 1
      }
    }
    FNR == 1 {
      if (NR > 1) flush()
      file = FILENAME; depth = 0; platform = 0; maxrss_line = 0; nproc = 0; proc_checked = 0
    }
    /canImport\((Glibc|Darwin)\)|os\((macOS|Linux)\)|sys\.platform/ { platform = 1 }
    /fileExists\(atPath: "\/proc|access\("\/proc/ { proc_checked = 1 }
    # The branch of each open #if: 1 if it is the canImport(Glibc) branch.
    /^[ \t]*#if[ \t(]/   { depth++; glibc[depth] = ($0 ~ /canImport\(Glibc\)/); next }
    /^[ \t]*#elseif[ \t(]/ { glibc[depth] = ($0 ~ /canImport\(Glibc\)/); next }
    /^[ \t]*#else/       { glibc[depth] = 0; next }
    /^[ \t]*#endif/      { if (depth > 0) depth--; next }
    /^[ \t]*\/\// { next }
    /Glibc/ {
      inside = 0
      for (i = 1; i <= depth; i++) if (glibc[i]) inside = 1
      if (!inside) report("Glibc outside #if canImport(Glibc)")
    }
    /ru_maxrss/ && !maxrss_line { maxrss_line = FNR; maxrss_text = $0 }
    /"\/proc\// && depth == 0 { nproc++; proc_line[nproc] = FNR; proc_text[nproc] = $0 }
    END { if (NR > 0) flush(); exit bad }
  ' && echo "portability: no Glibc outside #if canImport(Glibc); ru_maxrss read per platform; /proc read only where it exists"
