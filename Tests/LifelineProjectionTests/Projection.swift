import LifelineModel
import LifelineTrace

/// A trace as a real log loses it (DESIGN.md, "The user's path is the test"): each projection
/// is written from what a console log lacks, not from how Lifeline reads one.
struct Projected {
    var header: TraceHeader
    var events: [TraceEvent]
}

/// The ways a log loses what a simulated trace shows.
enum Projection: String, CaseIterable, CustomStringConvertible {
    /// The app's own prints: callbacks, notifications it observes, phases and notes; no
    /// actions and no silent changes (a process cannot print its own suspension).
    case asLog = "as a log"
    /// Most apps never implement (so never print) `willFinishLaunching`.
    case noWillFinish = "no willFinishLaunching"
    /// An app that implements some of the app delegate's callbacks, not all.
    case someAppCallbacks = "some app callbacks"
    /// No `from`/`to`: a print says which method ran, not the states around it.
    case noStates = "no from/to"
    /// A header that does not say which callbacks the app prints.
    case noObservedCallbacks = "no observedCallbacks"
    /// An app that observes notifications and implements no delegate method.
    case notificationsOnly = "notifications only"
    /// A SwiftUI app that prints `scenePhase` changes only.
    case phasesOnly = "phases only"
    /// A log copied from the middle of a session.
    case midRun = "start mid-run"
    /// Xcode's Stop while the app is in the foreground: the debugger's line ends the log.
    case debuggerStop = "debugger stop"
    /// A log whose lines carry no time (print without a timestamp): one millisecond apart.
    case syntheticTimes = "synthetic times"

    var description: String { rawValue }

    /// `trace` projected; nil when the projection leaves nothing to read (phases only of a
    /// trace with no phase).
    func apply(to trace: Projected, seed: UInt64) -> Projected? {
        var log = Projection.log(of: trace)
        switch self {
        case .asLog:
            break
        case .noWillFinish:
            log.events.removeAll { $0.kind == .callback && $0.method == .willFinishLaunching }
        case .someAppCallbacks:
            var random = Draw(seed: seed)
            let printed = Set(log.events.compactMap { $0.receiver == .app ? $0.method : nil })
            let kept = Set(printed.sorted { $0.rawValue < $1.rawValue }.filter { _ in random.coin() })
            log.events.removeAll { $0.kind == .callback && $0.receiver == .app && !kept.contains($0.method!) }
        case .noStates:
            for index in log.events.indices {
                log.events[index].from = nil
                // A phase's print is its new value: only the one before is lost.
                if log.events[index].kind != .phase { log.events[index].to = nil }
            }
        case .noObservedCallbacks:
            log.header.extra.removeAll { $0.key == "observedCallbacks" }
            return log
        case .notificationsOnly:
            log.events.removeAll { $0.kind != .notification && $0.kind != .note }
            guard log.events.contains(where: { $0.kind == .notification }) else { return nil }
        case .phasesOnly:
            log.events.removeAll { $0.kind != .phase && $0.kind != .note }
            guard log.events.contains(where: { $0.kind == .phase }) else { return nil }
        case .midRun:
            guard log.events.count > 6 else { return nil }
            log.events.removeFirst(log.events.count / 3)
        case .debuggerStop:
            guard let end = Projection.lastForegroundEvent(of: trace) else { return nil }
            // The log as printed up to that moment, then Xcode's line.
            let kept = Set(trace.events[...end].map(\.seq))
            log.events.removeAll { !kept.contains($0.seq) }
            var stop = TraceEvent(
                seq: (log.events.last?.seq ?? 0) + 1, time: log.events.last?.time ?? .zero, kind: .note)
            stop.value = TerminationNote.marker + " 9"
            log.events.append(stop)
        case .syntheticTimes:
            for index in log.events.indices { log.events[index].time = TraceTime(milliseconds: Int64(index)) }
        }
        log.header.extra =
            log.header.extra.filter { $0.key != "observedCallbacks" } + [
                ("observedCallbacks", .array(Projection.printed(log.events).map { .string($0.swiftName) }))
            ]
        return log
    }

    /// What the app printed: its events but actions, silent changes and environment values,
    /// numbered again, under an imported log's header.
    static func log(of trace: Projected) -> Projected {
        let kept = trace.events.filter { $0.kind != .action && $0.kind != .state && $0.kind != .environment }
        var header = TraceHeader(profile: trace.header.profile, source: "import")
        header.extra = [("observedCallbacks", .array(printed(kept).map { .string($0.swiftName) }))]
        return Projected(header: header, events: kept)
    }

    /// The callbacks `events` print, in catalogue order.
    static func printed(_ events: [TraceEvent]) -> [Callback] {
        Set(events.compactMap { $0.kind == .callback ? $0.method : nil }).sorted { $0.rawValue < $1.rawValue }
    }

    /// The last event after which the complete trace's app is active (in the foreground and
    /// receiving events), as its own recorded states say: where pressing Stop leaves a
    /// foreground app. nil when the app is never active.
    static func lastForegroundEvent(of trace: Projected) -> Int? {
        var active = false
        var last: Int?
        for (index, event) in trace.events.enumerated() {
            if event.receiver == .app || event.receiver == .scene, let to = event.to {
                active = to == "active" || to == "foregroundActive"
            }
            if event.kind == .callback && event.method == .applicationWillTerminate { active = false }
            if active { last = index }
        }
        return last
    }
}

/// A seeded coin, so that every run of the suite projects alike (SplitMix64).
struct Draw {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func coin() -> Bool { next() & 1 == 0 }
}
