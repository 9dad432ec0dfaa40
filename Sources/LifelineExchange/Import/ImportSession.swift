import LifelineModel
import LifelineSupport
import LifelineTrace

/// The line that shows which kind of app printed the log, and what it shows there.
struct ProfileEvidence: Equatable {
    var line: Int
    var shows: String
}

/// Turns parsed console lines into trace events, in order: names scene objects S1, S2…,
/// sessions A, B…, and keeps time. What the events mean (where a process run ends, the
/// `from`/`to` of each callback) is the follower's (Docs/following.md): every event the
/// session writes goes through one `TraceFollower`, as `check` will read it back, and carries
/// the follower's `from`/`to` (none where it does not know).
///
/// Given a profile, the importer runs it once over the log, writing the events and learning what
/// the log shows (callbacks, scenes, timestamps) for the header as it goes; otherwise twice:
/// first without a profile to learn what the log shows, then with the inferred one to write.
final class ImportSession {
    /// Whether this is the writing pass (false on the survey pass: events are counted, not kept).
    private let writing: Bool
    /// The one reading of the trace being written. The survey pass follows too, under any
    /// profile, for its run boundaries (which no profile changes). Behind a pointer, like
    /// `run`: as a stored property, reading it for `runStart` copied the whole follower
    /// (its arrays retained and released) on every callback line.
    private let follower: UnsafeMutablePointer<TraceFollower<Int>>
    /// The follower's run that `run`'s scene table belongs to.
    private var tableRun = 0
    /// Nil until the first event when the caller does not know it: then the first event
    /// decides, `.synthetic` if it has no time and `.nslog` (which keeps time as `.mixed`
    /// does) if it has one. The caller compares that guess with what the whole log showed
    /// (`timingGuessHeld`).
    private(set) var timing: ImportTiming?
    /// Time zero: given, or (nil) the log's first timestamp, which is the first one the
    /// session meets, before which no event has a time to subtract it from.
    private let origin: Int64?
    private let emit: (TraceEvent) throws(Diagnostic) -> Void
    private let receivers = CallbackSpellings.receivers

    // What the log shows.
    /// Per `rawValue`: whether the log shows the callback (a set without hashing, per event).
    private var observedFlags = [Bool](repeating: false, count: Callback.allCases.count)
    /// On the survey pass, the app-delegate methods short names named (`ShortName`): which
    /// callbacks they are waits for the profile the whole log shows.
    private var shortFlags = [Bool](repeating: false, count: Callback.allCases.count)
    /// The callbacks the log shows, short names read under `profile`.
    func observed(under profile: Profile) -> [Callback] {
        var flags = observedFlags
        for callback in Callback.allCases where shortFlags[callback.rawValue] {
            flags[ShortName.reading(callback, under: profile).rawValue] = true
        }
        return Callback.allCases.filter { flags[$0.rawValue] }
    }
    /// Whether a phase's name after a label (`[ContentView] active`) is a phase: only in a log
    /// that is otherwise SwiftUI's, so only when writing under `swiftui` (the survey counts none).
    var readsLabelledPhases: Bool { (profile ?? givenProfile) == .swiftui }
    /// On the survey pass, the profile the caller gave, if any: the survey then reads the phase
    /// lines the writing pass will (the one-pass import, which has no survey, must agree).
    var givenProfile: Profile?
    /// Whether a line that is only a phase's name is a phase: on the survey pass and under
    /// `swiftui`; not under a profile given without SwiftUI (`--profile ios12`), whose app
    /// prints such words from elsewhere (`applicationState` in a push handler).
    var readsBarePhases: Bool { (profile ?? givenProfile).map { $0 == .swiftui } ?? true }
    /// The phrases the import reads (`--phrases`), for the detail of an event read from one.
    var phrases = PhraseTable.none
    /// What a short name names under the profile being written (nil on the survey pass).
    private let shortReadings: [Callback]?
    private let profile: Profile?
    private(set) var sawSceneCallback = false
    /// A SwiftUI phase print: the log is a SwiftUI app's.
    private(set) var sawPhase = false
    private(set) var sawUnknownMethod = false
    private(set) var maxConnectedScenes = 0
    private(set) var sawTimestamp = false
    private(set) var sawUnstampedEvent = false
    private(set) var firstTimestamp: Int64?
    private(set) var runCount = 0
    /// The scene objects named so far: the follower's identities.
    var sceneCount: Int { follower.pointee.sceneIdentities }
    /// A line named a scene past the follower's limit in its run: the importer stops there.
    private(set) var sceneLimitReached = false
    /// The number of the line being taken (set by the importer), for the profile's evidence.
    var lineNumber = 0
    /// The first line that shows each kind of app (`ProfileEvidence`), and what it shows.
    private(set) var phaseEvidence: ProfileEvidence?
    private(set) var sceneEvidence: ProfileEvidence?
    private(set) var multiwindowEvidence: ProfileEvidence?

    private var seq = 0
    /// How many events the session has written (on the writing pass, every one it numbered).
    var eventsWritten: Int { seq }
    private var lastTime: Int64 = 0
    /// The current run's scene objects, behind a pointer: the session updates it several
    /// times per callback line, and as a class or a stored property each update was an
    /// exclusivity-checked access (a tenth of an import).
    private let run: UnsafeMutablePointer<ImportedRun>
    private var sessions: [String: String] = [:]
    /// Sessions the log shows connecting before, and configurations not yet matched to one.
    private var connectedSessions: Set<String> = []
    private var unmatchedConfigurations = 0
    /// Sessions that first connect with no configurationForConnecting before them: the log
    /// starts after they were created, so UIKit restored them (§2.1: no configuration then).
    private(set) var presumedRestored: [String] = []

    init(
        profile: Profile?, timing: ImportTiming?, origin: Int64?,
        emit: @escaping (TraceEvent) throws(Diagnostic) -> Void
    ) {
        writing = profile != nil
        self.profile = profile
        shortReadings = profile.map(ShortName.readings)
        follower = .allocate(capacity: 1)
        follower.initialize(to: TraceFollower(profile: profile ?? .ios13, reading: .callbacksOnly))
        run = .allocate(capacity: 1)
        run.initialize(to: ImportedRun())
        self.timing = timing
        self.origin = origin
        self.emit = emit
    }

    deinit {
        run.deinitialize(count: 1)
        run.deallocate()
        follower.deinitialize(count: 1)
        follower.deallocate()
    }

    /// Takes one line, parsed from `bytes`; returns whether it was used (a callback or a termination).
    func take(_ line: ConsoleLine, in bytes: UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Bool {
        switch line.kind {
        case .noise, .invalid, .ambiguous:
            return false
        case .termination(let range):
            try terminate(ImportSession.text(range, of: bytes), timestamp: line.timestamp)
            return true
        case .callback(let callback):
            try callbackLine(line.shortName ? shortReadings?[callback.rawValue] ?? callback : callback, line, bytes)
            return true
        case .phase where line.phaseLabelled && !readsLabelledPhases, .phase where line.phaseBare && !readsBarePhases:
            return false
        case .phase(let phase) where line.phaseEvidenceOnly:
            sawPhaseLine(phase)
            return false
        case .phase(let phase):
            try phaseLine(phase, line)
            return true
        case .unknownMethod(let range):
            let text = ImportSession.text(range, of: bytes)
            sawUnknownMethod = true
            _ = follower.pointee.step(FollowInput(kind: .note))
            try write(
                TraceEvent(
                    seq: 0, time: clock(line.timestamp), kind: .note, value: text,
                    detail: "unknown method: the catalogue has no delegate method by this name"))
            return true
        }
    }

    /// The text at `range` of the line (the parser checked that it is UTF-8).
    private static func text(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A SwiftUI phase the app printed, at the level the line says (`LineScan.phaseLevel`):
    /// the App's when it says `App`, a view's when it names one (`ContentView`), else the
    /// scene's, which a view reads and which, with one window, the App's aggregate equals
    /// (facts §5). A scene or view phase goes to the scene of the last scene line, or to a
    /// scene of its own when the log has shown none.
    private func phaseLine(_ phase: ScenePhase, _ line: ConsoleLine) throws(Diagnostic) {
        sawPhaseLine(phase)
        let time = clock(line.timestamp)
        let level = line.phaseLevel
        var input = FollowInput<Int>(
            kind: .phase, level: level, to: RecordedState(isPresent: true, phase: phase),
            processID: line.pid.map(Int.init(truncatingIfNeeded:)))
        try enterRun(input, time: time)
        let current = run
        if level != .app { input.scene = phaseScene(in: current) }
        let step = follower.pointee.step(input)
        var sceneID: String? = nil
        if let index = input.scene {
            if current.pointee.scenes[index].id == nil, step.sceneIdentity >= 0 {
                current.pointee.scenes[index].id = "S\(step.sceneIdentity + 1)"
            }
            sceneID = current.pointee.scenes[index].id
        }
        guard writing else { return }
        var detail =
            level == .scene
            ? "imported: read as the scene's phase (the line names no App or view)"
            : "imported: read as the \(level == .app ? "App" : "view")'s phase (the line names it)"
        if line.phrase > 0 { detail += "; " + phrases.note(Int(line.phrase) - 1) }
        let before = step.phase?.from
        if let printed = line.phaseFrom {
            // The line prints the change: its old phase is checked against the trace before it.
            if let before, before != printed {
                detail += "; the line says from \(printed.rawValue), the trace before it was \(before.rawValue)"
            } else {
                detail += "; the line prints the change from \(printed.rawValue)"
            }
        }
        var event = TraceEvent(
            seq: 0, time: time, kind: .phase, scene: sceneID, from: (before ?? line.phaseFrom)?.rawValue,
            to: phase.rawValue, level: level, detail: detail)
        try write(&event)
    }

    /// The scene a scene or view phase line goes to: the scene of the last scene line while it
    /// is connected, else a new one (a SwiftUI log that prints only phases shows one window).
    private func phaseScene(in current: UnsafeMutablePointer<ImportedRun>) -> Int {
        if let known = current.pointee.current, current.pointee.scenes[known].connected { return known }
        if let connected = current.pointee.scenes.lastIndex(where: { $0.connected && !$0.isDisplay }) {
            current.pointee.current = connected
            return connected
        }
        current.pointee.scenes.append(ImportedScene())
        current.pointee.connectedCount += 1
        maxConnectedScenes = max(maxConnectedScenes, current.pointee.connectedCount)
        let index = current.pointee.scenes.count - 1
        current.pointee.current = index
        return index
    }

    /// A SwiftUI phase print: the log is a SwiftUI app's, and the first one says so.
    private func sawPhaseLine(_ phase: ScenePhase) {
        sawPhase = true
        if phaseEvidence == nil {
            phaseEvidence = ProfileEvidence(line: lineNumber, shows: "a SwiftUI scene phase (\(phase.rawValue))")
        }
    }

    /// Before a callback or phase line: when the follower says `input` starts a new process
    /// run that the log never saw end (another pid, a new launch), writes the `terminate` that
    /// ends the old one; then gives the new run an empty scene table.
    private func enterRun(_ input: FollowInput<Int>, time: TraceTime) throws(Diagnostic) {
        let start = follower.pointee.runStart(input)
        if let start, !follower.pointee.runEnded {
            let detail =
                start == .processChanged
                ? "inferred: the process id changed from \(follower.pointee.processID ?? 0) to \(input.processID ?? 0)"
                : "inferred: the log shows a new launch"
            try endRun(time: time, detail: detail)
        }
        guard start != nil || tableRun != follower.pointee.run else { return }
        run.pointee = ImportedRun()
        tableRun = follower.pointee.run + (start == nil ? 0 : 1)
        runCount += 1
    }

    // MARK: Events

    private func terminate(_ text: String, timestamp: Int64?) throws(Diagnostic) {
        let time = clock(timestamp)
        let running = !follower.pointee.runEnded
        _ = follower.pointee.step(FollowInput(kind: .note, isTerminationNote: TerminationNote.matches(text)))
        try write(TraceEvent(seq: 0, time: time, kind: .note, value: text))
        // The debugger's note itself ends the process in the follower's reading, from whatever
        // state it was in (Xcode's Stop kills a foreground app too): nothing more to write.
        guard running, !follower.pointee.runEnded else { return }
        try endRun(time: time, detail: "the debugger saw the process end: \(text)")
    }

    /// Ends the current run with an app-level `terminate` state event: the process is gone
    /// without `applicationWillTerminate(_:)` (the debugger saw it die, or the log shows a new
    /// launch or another process). Its `from`/`to` are the follower's.
    private func endRun(time: TraceTime, detail: String) throws(Diagnostic) {
        let step = follower.pointee.step(FollowInput(kind: .state, silent: .terminate))
        try write(
            TraceEvent(
                seq: 0, time: time, kind: .state, name: SilentTransition.terminate.rawValue,
                from: step.app?.from?.rawValue, to: step.app?.to?.rawValue, detail: detail))
    }

    private func callbackLine(_ callback: Callback, _ line: ConsoleLine, _ bytes: UnsafeBufferPointer<UInt8>)
        throws(Diagnostic)
    {
        if line.shortName && shortReadings == nil {
            shortFlags[callback.rawValue] = true
        } else {
            observedFlags[callback.rawValue] = true
        }
        let time = clock(line.timestamp)
        let receiver = receivers[callback.rawValue]
        var input = FollowInput<Int>(
            kind: .callback, receiver: receiver, callback: callback,
            processID: line.pid.map(Int.init(truncatingIfNeeded:)))
        try enterRun(input, time: time)
        let current = run
        var sceneID: String?, session: String?, role: String?
        if sceneEvidence == nil, !line.shortName, receiver == .scene || ImportSession.provesScenes(callback) {
            sceneEvidence = ProfileEvidence(
                line: lineNumber,
                shows: receiver == .scene
                    ? "a scene-delegate callback, \(callback.swiftName)"
                    : "\(callback.swiftName), which UIKit calls only in a scene app")
            sawSceneCallback = true
        }
        if receiver == .scene {
            sawSceneCallback = true
            let index = scene(for: callback, line, bytes, in: current)
            input.scene = index
            session = current.pointee.scenes[index].session
            // The printed scene object names its session's role (`role: UIWindowSceneSessionRole…`):
            // an external display's scene is never active (facts §15), which the follower must know.
            if callback == .sceneWillConnect, current.pointee.scenes[index].isDisplay {
                input.namesExternalDisplay = true
                role = "role=UIWindowSceneSessionRoleExternalDisplayNonInteractive"
            }
            if callback == .sceneWillConnect, let session, connectedSessions.insert(session).inserted {
                if unmatchedConfigurations > 0 {
                    unmatchedConfigurations -= 1
                } else {
                    presumedRestored.append(session)
                }
            }
            if callback == .sceneDidDisconnect { disconnect(index, in: current) }
        }
        let step = follower.pointee.step(input)
        if step.sceneLimitReached { sceneLimitReached = true }
        if let index = input.scene {
            if current.pointee.scenes[index].id == nil, step.sceneIdentity >= 0 {
                current.pointee.scenes[index].id = "S\(step.sceneIdentity + 1)"
            }
            sceneID = current.pointee.scenes[index].id
        }
        if callback == .configurationForConnecting { unmatchedConfigurations += 1 }
        // The survey pass learns from the line and counts it; only the writing pass makes an event.
        guard writing else {
            seq += 1
            return
        }
        let (from, to) =
            receiver == .scene
            ? (step.scene?.from?.rawValue, step.scene?.to?.rawValue)
            : (step.app?.from?.rawValue, step.app?.to?.rawValue)
        var note =
            line.phrase > 0
            ? phrases.note(Int(line.phrase) - 1) : line.wrapper?.note(for: callback, state: line.wrapperState)
        if line.shortName, let profile {
            let short = ShortName.note(callback, under: profile)
            note = note.map { short + "; " + $0 } ?? short
        }
        var event = TraceEvent(
            seq: 0, time: time, kind: .callback, receiver: receiver, scene: sceneID, session: session,
            method: callback, from: from, to: to,
            detail: role.map { role in note.map { role + "; " + $0 } ?? role } ?? note)
        try write(&event)
    }

    /// The scene a scene callback goes to: by object address when the line prints one,
    /// otherwise the scene of the last scene callback; a new object when neither applies.
    private func scene(
        for callback: Callback, _ line: ConsoleLine, _ bytes: UnsafeBufferPointer<UInt8>,
        in current: UnsafeMutablePointer<ImportedRun>
    ) -> Int {
        var index: Int
        if let address = line.sceneAddress, let known = current.pointee.current,
            current.pointee.scenes[known].connected,
            current.pointee.scenes[known].address == address
        {
            // The scene of the last line again, the common case: `byAddress` maps a connected
            // scene's address to it, so the look-up below would find the same one.
            index = known
        } else if let address = line.sceneAddress, let known = current.pointee.byAddress[address] {
            index = known
        } else if let known = current.pointee.current, current.pointee.scenes[known].connected,
            line.sceneAddress == nil || current.pointee.scenes[known].address == nil
        {
            // No address on this line, or the first one printed for a scene met without one
            // (developers print the object from some methods only): the same scene.
            index = known
            if let address = line.sceneAddress {
                current.pointee.scenes[known].address = address
                current.pointee.byAddress[address] = known
            }
        } else {
            // An external display's scene comes to iPhones too, multiple scenes or not (facts
            // §15): it is no window of the app's, so it is no evidence of several.
            let display =
                line.sceneAddressEnd.map { ConsoleBytes.find(Self.displayRole, in: bytes, from: $0) != nil } ?? false
            current.pointee.scenes.append(ImportedScene(address: line.sceneAddress, isDisplay: display))
            if !display { current.pointee.connectedCount += 1 }
            index = current.pointee.scenes.count - 1
            if let address = line.sceneAddress { current.pointee.byAddress[address] = index }
            maxConnectedScenes = max(maxConnectedScenes, current.pointee.connectedCount)
            if maxConnectedScenes > 1, multiwindowEvidence == nil {
                multiwindowEvidence = ProfileEvidence(
                    line: lineNumber, shows: "a second scene object connected while the first was")
            }
        }
        if current.pointee.scenes[index].session == nil, let end = line.sceneAddressEnd,
            let identifier = SceneDescription.persistentIdentifier(in: bytes, from: end)
        {
            current.pointee.scenes[index].session = session(
                for: String(decoding: UnsafeBufferPointer(rebasing: bytes[identifier]), as: UTF8.self))
        }
        current.pointee.current = index
        return index
    }

    /// An app-delegate callback UIKit calls only when the app has scenes
    /// (`application(_:configurationForConnecting:options:)`, `application(_:didDiscardSceneSessions:)`).
    static func provesScenes(_ callback: Callback) -> Bool { scenesOnly[callback.rawValue] }

    /// How UIKit's description of a scene spells the external-display roles (both end so).
    private static let displayRole: StaticString = "ExternalDisplay"

    /// Per `rawValue`, read once (`Callback.info` copies a whole catalogue entry).
    private static let scenesOnly: [Bool] = Callback.allCases.map { callback in
        let routing = callback.info.routing
        return callback.receiver == .app && routing[.ios12] == .notDelivered && routing[.ios13] == .delivered
    }

    private func disconnect(_ index: Int, in current: UnsafeMutablePointer<ImportedRun>) {
        if current.pointee.scenes[index].connected && !current.pointee.scenes[index].isDisplay {
            current.pointee.connectedCount -= 1
        }
        current.pointee.scenes[index].connected = false
        if let address = current.pointee.scenes[index].address { current.pointee.byAddress[address] = nil }
        if current.pointee.current == index { current.pointee.current = nil }
    }

    private func session(for identifier: String) -> String {
        if let known = sessions[identifier] { return known }
        let name = ImportSession.letters(sessions.count)
        sessions[identifier] = name
        return name
    }

    /// A, B, … Z, AA, AB, …
    static func letters(_ index: Int) -> String {
        var n = index
        var bytes: [UInt8] = []
        repeat {
            bytes.append(UInt8(ascii: "A") + UInt8(n % 26))
            n = n / 26 - 1
        } while n >= 0
        bytes.reverse()
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Time and numbering

    /// The time of an event on a line with `timestamp` (µs since 1970) or none.
    private func clock(_ timestamp: Int64?) -> TraceTime {
        if let timestamp {
            sawTimestamp = true
            if firstTimestamp == nil { firstTimestamp = timestamp }
        } else {
            sawUnstampedEvent = true
        }
        if timing == nil { timing = timestamp == nil ? .synthetic : .nslog }
        switch timing {
        case .synthetic, nil:
            return TraceTime(milliseconds: Int64(seq))
        case .nslog, .mixed:
            // Never backwards: a log stitched from two devices or a clock change keeps order.
            // A stamp too far from the first for a trace to hold (a garbled year) is ignored
            // like a missing one, so the importer never writes a time the reader rejects.
            let origin = self.origin ?? firstTimestamp ?? 0
            if let timestamp, timestamp - origin <= TraceTime.latest.microseconds {
                lastTime = max(lastTime, timestamp - origin)
            }
            return TraceTime(microseconds: lastTime)
        }
    }

    /// How the log's times are to be read, from what the whole log showed.
    var loggedTiming: ImportTiming { !sawTimestamp ? .synthetic : sawUnstampedEvent ? .mixed : .nslog }

    /// Whether the times written so far are those `loggedTiming` gives: a first event with
    /// no time made them synthetic, which is wrong if a later event has one.
    var timingGuessHeld: Bool { timing == nil || (timing == .synthetic) == (loggedTiming == .synthetic) }

    private func write(_ event: TraceEvent) throws(Diagnostic) {
        var event = event
        try write(&event)
    }

    /// Numbers the event and sends it on, in place (no copy of the event).
    private func write(_ event: inout TraceEvent) throws(Diagnostic) {
        seq += 1
        event.seq = seq
        if timing == .synthetic { event.time = TraceTime(milliseconds: Int64(seq - 1)) }
        try emit(event)
    }
}
