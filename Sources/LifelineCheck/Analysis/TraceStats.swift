import LifelineModel
import LifelineTrace

/// `lifeline stats`: counts per callback, receiver and scene, time in each state per scene,
/// and directly-follows counts, gathered in one streaming pass.
///
/// The reader's records are counted as they come (`add(_:symbols:)`); in-memory events go
/// through the same counting (`add(_:)`). Per scene it keeps a 64-byte `SceneTally`, its id
/// and a slot in `SceneIndex`: memory grows with the number of scenes, as the report does
/// (one row each), and not with the number of events.
public struct TraceStats: Sendable {
    public var eventCount = 0
    public var callbackCounts = [Int](repeating: 0, count: TraceStats.callbackCount)
    /// Callbacks per receiver (each callback's declared receiver), worked out from
    /// `callbackCounts` rather than hashed per event.
    public var receiverCounts: [Receiver: Int] {
        var table: [Receiver: Int] = [:]
        for callback in Callback.allCases where callbackCounts[callback.rawValue] > 0 {
            table[callback.receiver, default: 0] += callbackCounts[callback.rawValue]
        }
        return table
    }
    /// Callbacks per scene id.
    public var sceneCounts: [String: Int] {
        var table: [String: Int] = [:]
        for slot in tallies.indices where tallies[slot].callbacks > 0 { table[scenes.ids[slot]] = tallies[slot].callbacks }
        return table
    }
    /// Microseconds each scene spent in each activation state (by `SceneActivationState` index).
    public var timeInState: [String: [Int64]] {
        var table: [String: [Int64]] = [:]
        for slot in tallies.indices where tallies[slot].timed { table[scenes.ids[slot]] = tallies[slot].time.all }
        return table
    }
    /// Directly-follows counts of callbacks, per scene (app-delegate callbacks follow each other
    /// per process): `follows[a * n + b]`.
    public var follows = [Int](repeating: 0, count: TraceStats.callbackCount * TraceStats.callbackCount)

    static let callbackCount = Callback.allCases.count

    /// Scene ids and the slot each has in `tallies` (slot 0 is the app delegate's).
    var scenes = SceneIndex()
    var tallies: Segments<SceneTally> = {
        var tallies = Segments<SceneTally>()
        tallies.append(SceneTally())
        return tallies
    }()
    private var lastTime: Int64 = 0

    public init() {}

    /// Streams the trace at `path`.
    public static func gather(path: String) throws(Diagnostic) -> TraceStats {
        let reader = try TraceReader(path: path)
        let symbols = reader.symbols
        var stats = TraceStats()
        while let record = try reader.nextRecord() { stats.add(record, symbols: symbols) }
        stats.finish()
        return stats
    }

    /// Counts `record`, whose symbols belong to `symbols` (the reader's).
    public mutating func add(_ record: EventRecord, symbols: TraceSymbols) {
        let kind = record.kind
        let to = kind == .callback || kind == .state ? symbols.traits(record.to).sceneState : nil
        let slot = !record.scene.isNone && Self.countsPerScene(kind, record.method, to)
            ? tally(scenes.slot(of: record.scene, in: symbols)) : 0
        count(time: record.time.microseconds, kind: kind, method: record.method, to: to, slot: slot)
    }

    /// Counts an in-memory `event` (the report's path): the same counting as for records,
    /// with the scene found by its id.
    public mutating func add(_ event: TraceEvent) {
        let to = event.kind == .callback || event.kind == .state ? event.to.flatMap(SceneActivationState.init(traceName:)) : nil
        let slot = event.scene.map { Self.countsPerScene(event.kind, event.method, to) ? tally(scenes.slot(of: $0)) : 0 } ?? 0
        count(time: event.time.microseconds, kind: event.kind, method: event.method, to: to, slot: slot)
    }

    /// Whether an event with a scene counts for that scene: a state change, or a callback.
    /// Scenes get their slots (and report rows, in that order) from these events only.
    @inline(__always)
    private static func countsPerScene(_ kind: EventKind, _ method: Callback?, _ to: SceneActivationState?) -> Bool {
        kind == .callback ? method != nil || to != nil : kind == .state && to != nil
    }

    /// `slot`, with a tally made for it if it is new.
    @inline(__always)
    private mutating func tally(_ slot: Int) -> Int {
        if slot == tallies.count { tallies.append(SceneTally()) }
        return slot
    }

    /// The counting, whichever form the event came in; `slot` is its scene's (0 for none).
    @inline(__always)
    private mutating func count(time: Int64, kind: EventKind, method: Callback?, to: SceneActivationState?, slot: Int) {
        eventCount += 1
        if time > lastTime { lastTime = time }
        if slot != 0, let to {
            tallies.update(slot) { tally in
                tally.close(at: time)
                tally.state = to
                tally.since = time
            }
        }
        guard kind == .callback, let callback = method else { return }
        callbackCounts[callback.rawValue] += 1
        let previous = tallies.update(slot) { tally in
            let previous = tally.lastCallback
            if slot != 0 { tally.callbacks += 1 }
            tally.lastCallback = callback == .sceneDidDisconnect ? nil : callback
            return previous
        }
        if let previous { follows[previous.rawValue * Self.callbackCount + callback.rawValue] += 1 }
    }

    /// Closes the open state intervals at the last event's time.
    public mutating func finish() {
        let end = lastTime
        for slot in tallies.indices {
            tallies.update(slot) { tally in
                tally.close(at: end)
                tally.state = nil
            }
        }
        scenes.stopLookingUp()
    }
}
