import LifelineModel
import LifelineTrace

/// `lifeline stats`: counts per callback, receiver and scene, time in each state per scene,
/// and directly-follows counts, gathered in one streaming pass.
public struct TraceStats: Sendable {
    public var eventCount = 0
    public var callbackCounts = [Int](repeating: 0, count: Callback.allCases.count)
    public var receiverCounts: [Receiver: Int] = [:]
    /// Callbacks per scene id.
    public var sceneCounts: [String: Int] = [:]
    /// Microseconds each scene spent in each activation state (by `SceneActivationState` index).
    public var timeInState: [String: [Int64]] = [:]
    /// Directly-follows counts of callbacks, per scene (app-delegate callbacks follow each other
    /// per process): `follows[a * n + b]`.
    public var follows = [Int](repeating: 0, count: Callback.allCases.count * Callback.allCases.count)

    private var lastCallback: [String: Int] = [:]
    private var sceneState: [String: (state: Int, since: Int64)] = [:]
    private var lastTime: Int64 = 0

    public init() {}

    /// Streams the trace at `path`.
    public static func gather(path: String) throws(Diagnostic) -> TraceStats {
        let reader = try TraceReader(path: path)
        var stats = TraceStats()
        while let event = try reader.next() { stats.add(event) }
        stats.finish()
        return stats
    }

    public mutating func add(_ event: TraceEvent) {
        eventCount += 1
        lastTime = max(lastTime, event.time.microseconds)
        if let scene = event.scene, let to = event.to.flatMap(SceneActivationState.init(traceName:)),
           event.kind == .callback || event.kind == .state {
            let index = SceneActivationState.allCases.firstIndex(of: to) ?? 0
            if let previous = sceneState[scene] {
                timeInState[scene, default: Array(repeating: 0, count: SceneActivationState.allCases.count)][previous.state] += event.time.microseconds - previous.since
            }
            sceneState[scene] = (index, event.time.microseconds)
        }
        guard event.kind == .callback, let callback = event.method else { return }
        callbackCounts[callback.rawValue] += 1
        receiverCounts[callback.receiver, default: 0] += 1
        let key = event.scene ?? ""
        if let scene = event.scene { sceneCounts[scene, default: 0] += 1 }
        if let previous = lastCallback[key] { follows[previous * Callback.allCases.count + callback.rawValue] += 1 }
        lastCallback[key] = callback.rawValue
        if callback == .sceneDidDisconnect { lastCallback[key] = nil }
    }

    /// Closes the open state intervals at the last event's time.
    public mutating func finish() {
        for (scene, current) in sceneState {
            timeInState[scene, default: Array(repeating: 0, count: SceneActivationState.allCases.count)][current.state] += lastTime - current.since
        }
        sceneState.removeAll()
    }

    /// A plain-text report, sorted for deterministic output.
    public func text(file: String) -> String {
        var out = "\(file): \(eventCount) events\n\ncallbacks\n"
        for callback in Callback.allCases where callbackCounts[callback.rawValue] > 0 {
            out += "  \(pad(String(callbackCounts[callback.rawValue]), 8)) \(callback.swiftName)\n"
        }
        out += "\nreceivers\n"
        for receiver in Receiver.allCases { out += "  \(pad(String(receiverCounts[receiver] ?? 0), 8)) \(receiver.rawValue)\n" }
        out += "\nscenes (callbacks; seconds in unattached, foregroundInactive, foregroundActive, background, suspended)\n"
        for scene in Set(sceneCounts.keys).union(timeInState.keys).sorted(by: sceneOrder) {
            let times = (timeInState[scene] ?? []).map { TraceTime(microseconds: $0).description }.joined(separator: " ")
            out += "  \(pad(PrintableText.escaped(scene), 6)) \(pad(String(sceneCounts[scene] ?? 0), 6))  \(times)\n"
        }
        out += "\ndirectly follows\n"
        let n = Callback.allCases.count
        for a in 0..<n { for b in 0..<n where follows[a * n + b] > 0 {
            let from = Callback.allCases[a].swiftName, to = Callback.allCases[b].swiftName
            out += "  \(pad(String(follows[a * n + b]), 8)) \(from) → \(to)\n"
        } }
        return out
    }

    private func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
}

/// S2 before S10.
func sceneOrder(_ a: String, _ b: String) -> Bool {
    let na = Int(a.drop { !$0.isNumber }), nb = Int(b.drop { !$0.isNumber })
    if let na, let nb, a.prefix(while: { !$0.isNumber }) == b.prefix(while: { !$0.isNumber }) { return na < nb }
    return a < b
}
