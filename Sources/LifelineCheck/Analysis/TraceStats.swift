import LifelineModel
import LifelineTrace

/// `lifeline stats`: counts per callback, receiver and scene, time in each state per scene,
/// and directly-follows counts, gathered in one streaming pass.
public struct TraceStats: Sendable {
    public var eventCount = 0
    public var callbackCounts = [Int](repeating: 0, count: Callback.allCases.count)
    public var receiverCounts: [Receiver: Int] = [:]
    /// Callbacks per scene id.
    public var sceneCounts: [String: Int] {
        var table: [String: Int] = [:]
        for (index, id) in sceneIDs.enumerated() where perScene[index].callbacks > 0 { table[id] = perScene[index].callbacks }
        return table
    }
    /// Microseconds each scene spent in each activation state (by `SceneActivationState` index).
    public var timeInState: [String: [Int64]] {
        var table: [String: [Int64]] = [:]
        for (index, id) in sceneIDs.enumerated() where !perScene[index].timeInState.isEmpty { table[id] = perScene[index].timeInState }
        return table
    }
    /// Directly-follows counts of callbacks, per scene (app-delegate callbacks follow each other
    /// per process): `follows[a * n + b]`.
    public var follows = [Int](repeating: 0, count: Callback.allCases.count * Callback.allCases.count)

    /// What is kept per scene (index 0 is "no scene": the app delegate's callbacks).
    private struct SceneTally {
        var callbacks = 0
        var timeInState: [Int64] = []
        var lastCallback = -1
        var state = -1
        var since: Int64 = 0
    }
    // Scenes by small integers, so each event hashes its scene id once.
    private var sceneIndex: [String: Int] = [:]
    private var sceneIDs: [String] = [""]
    private var perScene = [SceneTally()]
    private var lastScene = ""
    private var lastSceneSlot = 0
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

    private mutating func slot(_ scene: String?) -> Int {
        guard let scene else { return 0 }
        if scene == lastScene && lastSceneSlot != 0 { return lastSceneSlot }
        let index: Int
        if let known = sceneIndex[scene] {
            index = known
        } else {
            index = sceneIDs.count
            sceneIndex[scene] = index
            sceneIDs.append(scene)
            perScene.append(SceneTally())
        }
        lastScene = scene
        lastSceneSlot = index
        return index
    }

    public mutating func add(_ event: TraceEvent) {
        eventCount += 1
        lastTime = max(lastTime, event.time.microseconds)
        if event.scene != nil, event.kind == .callback || event.kind == .state,
           let to = event.to.flatMap(SceneActivationState.init(traceName:)) {
            let index = slot(event.scene)
            let state = SceneActivationState.allCases.firstIndex(of: to) ?? 0
            let now = event.time.microseconds
            if perScene[index].state >= 0 { addTime(index, perScene[index].state, now - perScene[index].since) }
            perScene[index].state = state
            perScene[index].since = now
        }
        guard event.kind == .callback, let callback = event.method else { return }
        callbackCounts[callback.rawValue] += 1
        receiverCounts[callback.receiver, default: 0] += 1
        let index = slot(event.scene)
        if index != 0 { perScene[index].callbacks += 1 }
        let previous = perScene[index].lastCallback
        if previous >= 0 { follows[previous * Callback.allCases.count + callback.rawValue] += 1 }
        perScene[index].lastCallback = callback == .sceneDidDisconnect ? -1 : callback.rawValue
    }

    private mutating func addTime(_ index: Int, _ state: Int, _ micros: Int64) {
        if perScene[index].timeInState.isEmpty {
            perScene[index].timeInState = Array(repeating: 0, count: SceneActivationState.allCases.count)
        }
        perScene[index].timeInState[state] += micros
    }

    /// Closes the open state intervals at the last event's time.
    public mutating func finish() {
        for index in perScene.indices where perScene[index].state >= 0 {
            addTime(index, perScene[index].state, lastTime - perScene[index].since)
            perScene[index].state = -1
        }
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
        let scenes = perScene.indices.dropFirst().filter { perScene[$0].callbacks > 0 || !perScene[$0].timeInState.isEmpty }
        for index in scenes.sorted(by: { sceneOrder(sceneIDs[$0], sceneIDs[$1]) }) {
            let times = perScene[index].timeInState.map { TraceTime(microseconds: $0).description }.joined(separator: " ")
            out += "  \(pad(sceneIDs[index], 6)) \(pad(String(perScene[index].callbacks), 6))  \(times)\n"
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

/// S2 before S10: ids that are a prefix and a number sort by the number.
func sceneOrder(_ a: String, _ b: String) -> Bool {
    let (pa, na) = splitNumber(a), (pb, nb) = splitNumber(b)
    if let na, let nb, pa.elementsEqual(pb) { return na < nb }
    return a < b
}

/// The text before the first ASCII digit, and the number from there to the end (if it is one).
private func splitNumber(_ s: String) -> (Substring.UTF8View, Int?) {
    let utf8 = s.utf8
    let digits = utf8.firstIndex { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? utf8.endIndex
    return (s[..<digits].utf8, Int(s[digits...]))
}
