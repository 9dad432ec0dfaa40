import LifelineModel
import LifelineSupport
import LifelineTrace

/// `lifeline stats`: counts per callback, receiver and scene, time in each state per scene,
/// and directly-follows counts, gathered in one streaming pass.
///
/// The reader's records are counted as they come (`add(_:symbols:)`); in-memory events go
/// through the same counting (`add(_:)`). Per scene id it keeps a 64-byte `SceneStats` and a
/// slot in `SceneIndex`: memory grows with the number of scenes, as the report does (one row
/// each), and not with the number of events. A scene is found by the identity the follower
/// gives it (`FollowStep.sceneIdentity`); its id is looked up once per scene object, since the
/// report's rows are per id (two objects of one id, in two runs, share a row).
public struct TraceStats: Sendable {
    /// The number of events read.
    public var eventCount = 0
    package var callbackCounts = [Int](repeating: 0, count: TraceStats.callbackCount)
    /// Callbacks per receiver (each callback's declared receiver), worked out from
    /// `callbackCounts` rather than hashed per event.
    package var receiverCounts: [Receiver: Int] {
        var table: [Receiver: Int] = [:]
        for callback in Callback.allCases where callbackCounts[callback.rawValue] > 0 {
            table[callback.receiver, default: 0] += callbackCounts[callback.rawValue]
        }
        return table
    }
    /// Callbacks per scene id.
    package var sceneCounts: [String: Int] {
        var table: [String: Int] = [:]
        for slot in tallies.indices where tallies[slot].callbacks > 0 {
            table[scenes.ids[slot]] = tallies[slot].callbacks
        }
        return table
    }
    /// Microseconds each scene spent in each activation state (by `SceneActivationState` index),
    /// as the follower reads the states: a scene's time stops when it disconnects or its
    /// process run ends, and time in a state the follower cannot know is not counted.
    package var timeInState: [String: [Int64]] {
        var table: [String: [Int64]] = [:]
        for slot in tallies.indices where tallies[slot].timed {
            table[scenes.ids[slot]] = tallies[slot].time.all(SceneActivationState.allCases.count)
        }
        return table
    }
    /// Microseconds the app spent in each state (by `AppState` index; not running from a seen
    /// end to the next launch), as
    /// `UIApplication.applicationState` read it (the follower's `applicationStateAfter`).
    package var appTimeInState: [Int64] { appTime.all(AppState.allCases.count) }
    /// Microseconds of each app-level SwiftUI phase (by `ScenePhase` index).
    package var appPhaseTime: [Int64] { phaseTime.all(ScenePhase.allCases.count) }
    /// Directly-follows counts of callbacks, per scene object (app-delegate callbacks follow
    /// each other per process run): `follows[a * n + b]`. Pairs never cross a process run.
    package var follows = [Int](repeating: 0, count: TraceStats.callbackCount * TraceStats.callbackCount)

    static let callbackCount = Callback.allCases.count

    /// Scene ids and the slot each has in `tallies` (slot 0 is the app delegate's).
    var scenes = SceneIndex()
    /// By follower identity (`FollowStep.sceneIdentity`): the slot of its scene's id, 0 while
    /// not looked up; so an event's scene costs an array read, its id looked up once.
    private var slotOfIdentity: [Int32] = []
    var tallies: Segments<SceneStats> = {
        var tallies = Segments<SceneStats>()
        tallies.append(SceneStats())
        return tallies
    }()
    private var lastTime: Int64 = 0
    /// The time of the event before the current one: where a run that ended unseen stops.
    private var previousTime: Int64 = 0
    /// The reading of the trace: runs, scene states, the app's state and phase.
    private var records: RecordFollower
    private var events: TraceFollower<String>
    /// The scene slots of the current run.
    private var runSlots: [Int] = []
    private var run: Int32 = 0
    private var appTime = StateTimes()
    private var phaseTime = StateTimes()
    private var app: (state: AppState, since: Int64)?
    private var phase: (state: ScenePhase, since: Int64)?

    /// Statistics of a trace of `profile`; `showsSilentChanges` as the trace's header says.
    package init(profile: Profile = .ios13, reading: TraceReading = .complete) {
        records = RecordFollower(profile: profile, reading: reading)
        events = TraceFollower(profile: profile, reading: reading)
    }

    /// Statistics of the trace `header` opens.
    package init(header: TraceHeader) {
        self.init(profile: header.profile ?? .ios13, reading: header.reading)
    }

    /// Streams the trace at `path`.
    public static func gather(path: String) throws(Diagnostic) -> TraceStats {
        let reader = try TraceReader(path: path, readsAhead: true)
        let symbols = reader.symbols
        var stats = TraceStats(header: reader.header)
        while let record = try reader.nextRecord() {
            try stats.add(record, symbols: symbols).checkSceneLimit(at: reader.site)
        }
        stats.finish()
        return stats
    }

    /// Counts `record`, whose symbols belong to `symbols` (the reader's); returns what the
    /// follower made of it.
    /// `followed`: the step the caller already followed the record to (one step per event,
    /// when stats are gathered beside a check); nil to follow it here.
    @discardableResult
    package mutating func add(_ record: EventRecord, symbols: TraceSymbols, followed: FollowStep? = nil) -> FollowStep {
        let step = followed ?? records.step(record, symbols: symbols)
        guard !record.scene.isNone, Self.countsPerScene(record.kind, record.method, step) else {
            count(time: record.time.microseconds, kind: record.kind, method: record.method, step: step, slot: 0)
            return step
        }
        let identity = step.sceneIdentity
        let slot: Int
        if identity >= 0, identity < slotOfIdentity.count, slotOfIdentity[identity] > 0 {
            slot = Int(slotOfIdentity[identity])
        } else {
            slot = tally(scenes.slot(of: record.scene, in: symbols))
            remember(slot, of: identity)
        }
        count(time: record.time.microseconds, kind: record.kind, method: record.method, step: step, slot: slot)
        return step
    }

    /// Counts an in-memory `event` (the report's path): the same counting as for records,
    /// with the scene found by its id.
    package mutating func add(_ event: TraceEvent) {
        let step = events.step(FollowInput(event))
        let slot =
            event.scene.map { Self.countsPerScene(event.kind, event.method, step) ? tally(scenes.slot(of: $0)) : 0 }
            ?? 0
        count(time: event.time.microseconds, kind: event.kind, method: event.method, step: step, slot: slot)
    }

    /// Whether an event with a scene counts for that scene: a callback (the app delegate's
    /// too, when it names one), or a move of its state. Scenes get their slots (and report
    /// rows, in that order) from these events only.
    @inline(__always)
    private static func countsPerScene(_ kind: EventKind, _ method: Callback?, _ step: FollowStep) -> Bool {
        (kind == .callback && method != nil) || step.scene != nil
    }

    /// `slot`, with a tally made for it if it is new.
    @inline(__always)
    private mutating func tally(_ slot: Int) -> Int {
        if slot == tallies.count { tallies.append(SceneStats()) }
        return slot
    }

    /// Notes that the scene object `identity` (-1: one the follower does not name, such as an
    /// app-delegate callback's scene) has its id's row at `slot`.
    @inline(never)
    private mutating func remember(_ slot: Int, of identity: Int) {
        guard identity >= 0 else { return }
        if identity >= slotOfIdentity.count {
            slotOfIdentity += repeatElement(0, count: identity + 1 - slotOfIdentity.count)
        }
        slotOfIdentity[identity] = Int32(truncatingIfNeeded: slot)
    }

    /// The counting, whichever form the event came in; `slot` is its scene's (0 for none).
    @inline(__always)
    private mutating func count(time: Int64, kind: EventKind, method: Callback?, step: FollowStep, slot: Int) {
        eventCount += 1
        if time > lastTime { lastTime = time }
        if step.startsRun {
            // The time between a seen end and the next launch, the app not running, ends here.
            if let open = app, open.state == .notRunning {
                appTime[open.state.slot] += time - open.since
                app = nil
            }
            // A run that ended unseen stops at its last event.
            endRun(at: previousTime)
        }
        previousTime = time
        if slot != 0 {
            if tallies[slot].run != run {
                tallies.update(slot) { tally in
                    tally.run = run
                    tally.lastCallback = nil
                }
                runSlots.append(slot)
            }
            if let move = step.scene {
                tallies.update(slot) { tally in
                    tally.close(at: time)
                    tally.state = step.sceneGone ? nil : move.to
                    tally.since = time
                }
            }
        }
        // The app's time is `applicationState`'s as the follower reads it for every consumer
        // (with scenes, their aggregate; explain's `now:` and the timeline's app lane read the
        // same): a state left open is not timed.
        let state = step.applicationStateAfter
        if state != app?.state {
            if let open = app { appTime[open.state.slot] += time - open.since }
            app = state.map { ($0, time) }
        }
        if let move = step.phase, step.phaseLevel == .app {
            if let open = phase { phaseTime[open.state.slot] += time - open.since }
            phase = move.to.map { ($0, time) }
        }
        if kind == .callback, let callback = method {
            callbackCounts[callback.rawValue] += 1
            let previous = tallies.update(slot) { tally in
                let previous = tally.lastCallback
                if slot != 0 { tally.callbacks += 1 }
                tally.lastCallback = callback == .sceneDidDisconnect ? nil : callback
                return previous
            }
            if let previous { follows[previous.rawValue * Self.callbackCount + callback.rawValue] += 1 }
        }
        if step.endsRun { endRun(at: time) }
    }

    /// Ends the current run's intervals at `time`: scenes do not outlive their process, and
    /// callbacks of the next run follow nothing of this one.
    private mutating func endRun(at time: Int64) {
        for slot in runSlots {
            tallies.update(slot) { tally in
                tally.close(at: time)
                tally.state = nil
                tally.lastCallback = nil
            }
        }
        runSlots.removeAll(keepingCapacity: true)
        tallies.update(0) { $0.lastCallback = nil }
        // A seen end leaves the app not running until the next launch, which closes it.
        if let open = app, open.state != .notRunning {
            appTime[open.state.slot] += time - open.since
            app = nil
        }
        if let open = phase { phaseTime[open.state.slot] += time - open.since }
        phase = nil
        run += 1
    }

    /// Closes the open state intervals at the last event's time.
    package mutating func finish() {
        endRun(at: lastTime)
        if let open = app { appTime[open.state.slot] += lastTime - open.since }
        app = nil
        scenes.stopLookingUp()
    }
}
