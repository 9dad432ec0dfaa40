import LifelineModel
import LifelineTrace
@testable import LifelineCheck

/// `lifeline stats` read plainly from its definition, apart from `TraceStats`: scenes by their
/// `String` ids in dictionaries, the report formatted through `String` and
/// `TraceTime.description`. The oracle the compact, symbol-keyed `TraceStats` is held to.
struct ReferenceStats {
    private var eventCount = 0
    private var callbacks: [Callback: Int] = [:]
    /// Scenes in the order they were first counted (a state change or a callback).
    private var scenes: [String] = []
    private var callbacksPerScene: [String: Int] = [:]
    private var current: [String: (state: SceneActivationState, since: Int64)] = [:]
    private var spent: [String: [SceneActivationState: Int64]] = [:]
    /// The last callback per delegate: a scene's, or (key nil) the app delegate's.
    private var lastCallback: [String?: Callback] = [:]
    private var pairs: [Callback: [Callback: Int]] = [:]
    private var end: Int64 = 0

    init(_ events: [TraceEvent]) {
        for event in events { add(event) }
        for (scene, open) in current { spent[scene, default: [:]][open.state, default: 0] += end - open.since }
    }

    private mutating func add(_ event: TraceEvent) {
        eventCount += 1
        end = max(end, event.time.microseconds)
        let now = event.time.microseconds
        if let scene = event.scene, event.kind == .callback || event.kind == .state,
           let to = event.to.flatMap(SceneActivationState.init(rawValue:)) {
            see(scene)
            if let open = current[scene] { spent[scene, default: [:]][open.state, default: 0] += now - open.since }
            current[scene] = (to, now)
        }
        guard event.kind == .callback, let callback = event.method else { return }
        callbacks[callback, default: 0] += 1
        if let scene = event.scene {
            see(scene)
            callbacksPerScene[scene, default: 0] += 1
        }
        if let previous = lastCallback[event.scene] { pairs[previous, default: [:]][callback, default: 0] += 1 }
        lastCallback[event.scene] = callback == .sceneDidDisconnect ? nil : callback
    }

    private mutating func see(_ scene: String) {
        if callbacksPerScene[scene] == nil && spent[scene] == nil && current[scene] == nil { scenes.append(scene) }
    }

    func text(file: String) -> String {
        func padded(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        var out = "\(file): \(eventCount) events\n\ncallbacks\n"
        for callback in Callback.allCases { if let count = callbacks[callback] { out += "  \(padded("\(count)", 8)) \(callback.swiftName)\n" } }
        out += "\nreceivers\n"
        for receiver in Receiver.allCases {
            let count = callbacks.filter { $0.key.receiver == receiver }.values.reduce(0, +)
            out += "  \(padded("\(count)", 8)) \(receiver.rawValue)\n"
        }
        out += "\nscenes (callbacks; seconds in unattached, foregroundInactive, foregroundActive, background, suspended)\n"
        for scene in scenes.sorted(by: sceneOrder) {
            let times = spent[scene].map { spent in
                SceneActivationState.allCases.map { TraceTime(microseconds: spent[$0] ?? 0).description }.joined(separator: " ")
            } ?? ""
            out += "  \(padded(PrintableText.escaped(scene), 6)) \(padded("\(callbacksPerScene[scene] ?? 0)", 6))  \(times)\n"
        }
        out += "\ndirectly follows\n"
        for a in Callback.allCases { for b in Callback.allCases { if let count = pairs[a]?[b] {
            out += "  \(padded("\(count)", 8)) \(a.swiftName) → \(b.swiftName)\n"
        } } }
        return out
    }
}
