import LifelineModel
import LifelineSupport
import LifelineTrace

/// The console a real app would have printed for a trace: what `lifeline import` reads back.
///
/// One line per event, so a trace of N events gives a log of N lines (the import benchmark's
/// input, and round trips simulate → console → import → check). Every line but the
/// debugger's carries NSLog's prefix, `1970-01-01 00:00:00.004000+0000 Lifeline[1:1] `, with
/// the trace's start at the exports' fixed epoch (`ExportTimestamp`):
///
/// - a callback the delegate ran: its name as `print(#function)` prints it; a scene callback
///   with the scene object after it, `<UIWindowScene: 0x600000001000; role: …;
///   persistentIdentifier: A>`, one address per scene object (as the importer tells scenes apart);
/// - the end of a process run without a delegate call (a purge, a kill, a budget overrun):
///   the debugger's `Message from debugger: Terminated due to signal 9`, unprefixed as Xcode
///   prints it;
/// - anything else (notifications, actions, silent changes, phases, notes): a line of the app's
///   own output, `Lifeline: UIApplication.didBecomeActiveNotification`, which the importer
///   skips; a callback the app did not implement (which prints nothing in a real app) as
///   `Lifeline: a delegate method the app does not implement`, without its name.
///
/// Written straight into bytes, like the trace writer: benchmarks export logs of ten million lines.
struct ConsoleLogWriter: ~Copyable {
    /// How each line is prefixed and the callback spelled (the importer reads them all).
    enum Style: Sendable {
        /// `1970-01-01 00:00:00.004000+0000 Lifeline[1:1] sceneDidBecomeActive(_:)`
        case nslog
        /// `1970-01-01 00:00:00.004000 Df Lifeline[1:1] [lifeline:lifecycle] sceneDidBecomeActive(_:)`
        case compact
        /// `1970-01-01 00:00:00:004 Lifeline[1:1] sceneDidBecomeActive(_:)` (milliseconds)
        case lumberjack
        /// `Lifeline[1:1] -[SceneDelegate sceneDidBecomeActive:]`: no time
        case objc
    }

    let style: Style
    /// The lines written so far, each ending in a newline.
    var buffer = ByteBuffer(capacity: 1 << 17)
    /// Addresses of the connected scene objects, by scene id; a disconnected scene's goes.
    private var addresses: [String: UInt64] = [:]
    /// Scenes whose session has the external-display role (their connection's detail says so):
    /// the printed object names it, as UIKit's description does, so an import reads it back.
    private var displays: Set<String> = []
    private var scenesSeen: UInt64 = 0
    /// The day of the last timestamp and its `yyyy-MM-dd `, which rarely changes between lines.
    private var day: Int64 = -1
    private var dayText: [UInt8] = []

    /// The debugger's line (`TerminationNote` says how it goes on), which ends a run for the importer.
    static let debuggerTermination = "Message from debugger: " + TerminationNote.marker + " 9"

    init(style: Style = .nslog) { self.style = style }

    /// Appends the line for `event`, with its line break.
    mutating func append(_ event: TraceEvent) {
        defer { buffer.append(UInt8(ascii: "\n")) }
        if event.kind == .state, event.scene == nil, event.to == AppState.notRunning.rawValue {
            buffer.append(utf8: ConsoleLogWriter.debuggerTermination)
            return
        }
        appendPrefix(event.time)
        guard event.kind == .callback, let method = event.method, ranInApp(event) else {
            buffer.append("Lifeline: ")
            if event.kind == .callback {
                // Not run: a real app prints nothing, and the importer finds a callback's name
                // anywhere in a line, so the name is not written.
                buffer.append("a delegate method the app does not implement")
            } else {
                appendOneLine(commentary(event))
            }
            return
        }
        if style == .objc {
            buffer.append(method.receiver == .scene ? "-[SceneDelegate " : "-[AppDelegate ")
            buffer.append(utf8: method.selector)
            buffer.append("]")
        } else {
            buffer.append(utf8: method.swiftName)
        }
        guard method.receiver == .scene, let scene = event.scene else { return }
        buffer.append(" <UIWindowScene: 0x")
        appendHex(address(of: scene))
        if method == .sceneWillConnect, SessionRoleText.namesExternalDisplay(event.detail ?? "") {
            displays.insert(scene)
        }
        buffer.append(
            displays.contains(scene)
                ? "; role: UIWindowSceneSessionRoleExternalDisplayNonInteractive"
                : "; role: UIWindowSceneSessionRoleApplication")
        if let session = event.session {
            buffer.append("; persistentIdentifier: ")
            appendOneLine(session)
        }
        buffer.append(">")
        if method == .sceneDidDisconnect {
            addresses[scene] = nil
            displays.remove(scene)
        }
    }

    /// Whether the delegate method ran (the runtime marks calls that reached no implementation).
    private func ranInApp(_ event: TraceEvent) -> Bool {
        guard let detail = event.detail else { return true }
        return !detail.contains("not called") && !detail.contains("does not implement")
    }

    /// A new address for each scene object, in the range iOS gives heap objects.
    private mutating func address(of scene: String) -> UInt64 {
        if let known = addresses[scene] { return known }
        scenesSeen += 1
        let address = 0x6000_0000_0000 + scenesSeen * 0x1000
        addresses[scene] = address
        return address
    }

    /// What the app's own output says for an event that is not a callback.
    private func commentary(_ event: TraceEvent) -> String {
        if let activity = ExportActivity.name(of: event) { return activity }
        let text = event.value ?? event.name ?? ""
        return event.kind.rawValue + (text.isEmpty ? "" : ": " + text)
    }

    /// `text`, with line breaks (which would start a line of their own) as spaces.
    private mutating func appendOneLine(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            buffer.reserve(bytes.count)
            for b in bytes { buffer.appendReserved(b == 0x0A || b == 0x0D ? 0x20 : b) }
        }
    }

    private mutating func appendHex(_ value: UInt64) {
        let digits = max(1, (67 - value.leadingZeroBitCount) / 4)
        buffer.reserve(digits)
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
            buffer.appendReserved(nibble < 10 ? nibble &+ 48 : nibble &+ 87)
        }
    }

    /// NSLog's prefix for trace time `time`: `1970-01-01 00:00:00.004000+0000 Lifeline[1:1] `,
    /// the date and time `ExportTimestamp.iso8601` gives, punctuated as NSLog writes it.
    private mutating func appendPrefix(_ time: TraceTime) {
        guard style != .objc else {
            buffer.append("Lifeline[1:1] ")
            return
        }
        let micros = max(time.microseconds, 0)
        let seconds = micros / 1_000_000
        if seconds / 86_400 != day {
            day = seconds / 86_400
            let (year, month, dayOfMonth) = CivilDate.date(days: day)
            var text = ByteBuffer(capacity: 16)
            text.reserve(16)
            text.appendDigits(UInt64(max(year, 0)), count: max(4, String(year).count))
            text.append(UInt8(ascii: "-"))
            text.appendDigits(UInt64(month), count: 2)
            text.append(UInt8(ascii: "-"))
            text.appendDigits(UInt64(dayOfMonth), count: 2)
            text.append(UInt8(ascii: " "))
            dayText = Array(text.bytes)
        }
        dayText.withUnsafeBufferPointer { buffer.append($0) }
        let secondOfDay = UInt64(seconds % 86_400)
        buffer.reserve(32)
        buffer.appendDigits(secondOfDay / 3_600, count: 2)
        buffer.appendReserved(UInt8(ascii: ":"))
        buffer.appendDigits(secondOfDay % 3_600 / 60, count: 2)
        buffer.appendReserved(UInt8(ascii: ":"))
        buffer.appendDigits(secondOfDay % 60, count: 2)
        switch style {
        case .lumberjack:
            buffer.appendReserved(UInt8(ascii: ":"))
            buffer.appendDigits(UInt64(micros % 1_000_000 / 1_000), count: 3)
            buffer.append(" Lifeline[1:1] ")
        case .compact:
            buffer.appendReserved(UInt8(ascii: "."))
            buffer.appendDigits(UInt64(micros % 1_000_000), count: 6)
            buffer.append(" Df Lifeline[1:1] [lifeline:lifecycle] ")
        case .nslog, .objc:
            buffer.appendReserved(UInt8(ascii: "."))
            buffer.appendDigits(UInt64(micros % 1_000_000), count: 6)
            buffer.append("+0000 Lifeline[1:1] ")
        }
    }
}
