#!/usr/bin/env bash
# The console log `lifeline export --format console` writes (NSLog lines), rewritten in another
# style `lifeline import` reads, for `make bench`'s import rows (Scripts/bench.sh). Each style
# is the shape of its fixture under Tests/LifelineExchangeTests/ImportFixtures/real/ (where its
# origin is cited) and Docs/importing.md's tables; the same NSLog log always gives the same bytes.
#
# Usage: Scripts/bench-logs.sh STYLE NSLOG OUT
#   xcode15       the message first, then Xcode 15's `Type: … | Timestamp: … | PID: … | TID: …`
#   apptext       the NSLog line, then the app's own words after the callback
#   syslog        `log show --style syslog`: `… localhost Lifeline[1]: (Lifeline) [sub:cat] MSG`
#   ndjson        `log stream --style ndjson`: one unified-log record (about 1 KB) per line
#   json          `log stream --style json`: the same records, one member per line, in `[{ … }]`
#   unity         UnityAppController's `-> applicationDidBecomeActive()` lines for the app's callbacks
#   flutter       `flutter: AppLifecycleState.resumed|inactive|paused|detached` for them
#   react-native  RCTLog's `… [info][tid:com.facebook.react.JavaScript] 'AppState', 'active'`
#   capacitor     the bridge's `⚡️  TO JS {"isActive":true|false}`
#   maui          `Lifecycle event: OnActivated` (MauiUIApplicationDelegate's names)
# The runner styles rewrite only the application delegate's callbacks the runner reports (use an
# app-delegate profile's log, ios12); every other line stays as NSLog wrote it, as in a real
# runner's console, where the app's and the framework's own lines are mixed.
set -euo pipefail
STYLE=${1:?usage: bench-logs.sh STYLE NSLOG OUT}
IN=${2:?usage: bench-logs.sh STYLE NSLOG OUT}
OUT=${3:?usage: bench-logs.sh STYLE NSLOG OUT}

case $STYLE in
  xcode15|apptext|syslog|ndjson|json|unity|flutter|react-native|capacitor|maui) ;;
  *) echo "bench-logs: unknown style '$STYLE'" >&2; exit 2 ;;
esac

# Written beside OUT, then renamed: a half-written log is never left under OUT's name.
awk -v style="$STYLE" '
  # An NSLog line: DATE TIME+ZONE Process[pid:tid] MESSAGE. Sets date, time (with zone),
  # pid, tid and message; false for any other line.
  function nslog(line,    process) {
    if (line !~ /^[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] /) return 0
    date = $1; time = $2; process = $3
    message = substr(line, length(date) + length(time) + length(process) + 4)
    pid = process; sub(/^[^[]*\[/, "", pid); sub(/:.*/, "", pid)
    tid = process; sub(/^[^:]*:/, "", tid); sub(/\].*/, "", tid)
    return 1
  }
  # A string as the unified log writes it in JSON (`/` escaped as `\/`).
  function jstring(text) {
    gsub(/\\/, "\\\\", text); gsub(/"/, "\\\"", text); gsub(/\//, "\\/", text)
    return "\"" text "\""
  }
  # One record, as `log stream --style ndjson` orders its keys (Tests/…/real/log-stream-ndjson.log).
  function record(    n, image, uuid) {
    image = jstring("/private/var/containers/Bundle/Application/0C1D7E64-93A2-4F10-8C3B-5D2E6A9B1F07/Lifeline.app/Lifeline")
    uuid = "\"9A1E5B2C-3D4F-3A6B-8C7D-0E1F2A3B4C5D\""
    n = 0
    key[++n] = "timezoneName";      value[n] = "\"\""
    key[++n] = "messageType";       value[n] = "\"Default\""
    key[++n] = "eventType";         value[n] = "\"logEvent\""
    key[++n] = "source";            value[n] = "null"
    key[++n] = "formatString";      value[n] = "\"%{public}s\""
    key[++n] = "userID";            value[n] = "501"
    key[++n] = "activityIdentifier"; value[n] = "0"
    key[++n] = "subsystem";         value[n] = "\"com.example.lifeline\""
    key[++n] = "category";          value[n] = "\"lifecycle\""
    key[++n] = "threadID";          value[n] = tid
    key[++n] = "senderImageUUID";   value[n] = uuid
    key[++n] = "bootUUID";          value[n] = "\"\""
    key[++n] = "processImagePath";  value[n] = image
    key[++n] = "senderImagePath";   value[n] = image
    key[++n] = "timestamp";         value[n] = "\"" date " " time "\""
    key[++n] = "machTimestamp";     value[n] = sprintf("%.0f", 1902836452100 + NR)
    key[++n] = "eventMessage";      value[n] = jstring(message)
    key[++n] = "processImageUUID";  value[n] = "\"0CE9AAA6-7282-3923-B74D-7A1CAD26B8F8\""
    key[++n] = "traceID";           value[n] = "13353070231556"
    key[++n] = "processID";         value[n] = pid
    key[++n] = "senderProgramCounter"; value[n] = "17812"
    key[++n] = "parentActivityIdentifier"; value[n] = "0"
    return n
  }
  # The runner line for an application delegate callback, or "" when the runner reports none.
  function runner(method) {
    if (style == "unity") {
      if (method == "application(_:didFinishLaunchingWithOptions:)") return "-> applicationDidFinishLaunching()"
      if (method ~ /^application(DidBecomeActive|WillResignActive|DidEnterBackground|WillEnterForeground|WillTerminate)\(_:\)$/) {
        sub(/\(_:\)$/, "()", method); return "-> " method }
      if (method == "applicationDidReceiveMemoryWarning(_:)") return "WARNING -> applicationDidReceiveMemoryWarning()"
    } else if (style == "flutter") {
      if (method == "applicationDidBecomeActive(_:)") return "flutter: AppLifecycleState.resumed"
      if (method == "applicationWillResignActive(_:)" || method == "applicationWillEnterForeground(_:)") return "flutter: AppLifecycleState.inactive"
      if (method == "applicationDidEnterBackground(_:)") return "flutter: AppLifecycleState.paused"
      if (method == "applicationWillTerminate(_:)") return "flutter: AppLifecycleState.detached"
    } else if (style == "react-native") {
      prefix = date " " substr(time, 1, 12) " [info][tid:com.facebook.react.JavaScript] "
      if (method == "applicationDidBecomeActive(_:)") return prefix "'\''AppState'\'', '\''active'\''"
      if (method == "applicationWillResignActive(_:)") return prefix "'\''AppState'\'', '\''inactive'\''"
      if (method == "applicationDidEnterBackground(_:)") return prefix "'\''AppState'\'', '\''background'\''"
    } else if (style == "capacitor") {
      if (method == "applicationDidBecomeActive(_:)") return "⚡️  TO JS {\"isActive\":true}"
      if (method == "applicationWillResignActive(_:)") return "⚡️  TO JS {\"isActive\":false}"
    } else if (style == "maui") {
      if (method == "application(_:willFinishLaunchingWithOptions:)") return "Lifecycle event: WillFinishLaunching"
      if (method == "application(_:didFinishLaunchingWithOptions:)") return "Lifecycle event: FinishedLaunching"
      if (method == "applicationDidBecomeActive(_:)") return "Lifecycle event: OnActivated"
      if (method == "applicationWillResignActive(_:)") return "Lifecycle event: OnResignActivation"
      if (method == "applicationDidEnterBackground(_:)") return "Lifecycle event: DidEnterBackground"
      if (method == "applicationWillEnterForeground(_:)") return "Lifecycle event: WillEnterForeground"
      if (method == "applicationWillTerminate(_:)") return "Lifecycle event: WillTerminate"
    }
    return ""
  }
  BEGIN { records = 0 }
  {
    if (style == "apptext") { print $0 " -- handled, flushing the upload queue (42 items)"; next }
    if (!nslog($0)) {
      # Not an NSLog line (the debugger'"'"'s "Terminated" line, which Xcode prints beside the
      # log): as it is; in a JSON array, between two arrays.
      if (style == "json" && records > 0) { print "}]"; print; records = 0; next }
      print; next
    }
    if (style == "xcode15") {
      zone = substr(time, length(time) - 4); clock = substr(time, 1, length(time) - 5)
      printf "%s Type: Info | Timestamp: %s %s%s:%s | Process: Lifeline | PID: %s | TID: 0x%s\n", message, date, clock, substr(zone, 1, 3), substr(zone, 4), pid, tid
    } else if (style == "syslog") {
      printf "%s %s  localhost Lifeline[%s]: (Lifeline) [com.example.lifeline:lifecycle] %s\n", date, time, pid, message
    } else if (style == "ndjson") {
      n = record(); line = "{"
      for (i = 1; i <= n; i++) line = line (i > 1 ? "," : "") "\"" key[i] "\":" value[i]
      print line "}"
    } else if (style == "json") {
      n = record(); print (records++ == 0 ? "[{" : "},{")
      for (i = 1; i <= n; i++) printf "  \"%s\" : %s%s\n", key[i], value[i], (i < n ? "," : "")
    } else {
      line = runner(message)
      print (line == "" ? $0 : line)
    }
  }
  END { if (style == "json") print (records > 0 ? "}]" : "[]") }
' "$IN" > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
