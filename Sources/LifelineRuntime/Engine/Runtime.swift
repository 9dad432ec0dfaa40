import Foundation
import LifelineModel
import LifelineSupport
import LifelineTrace

/// The simulated UIKit: executes scenario actions against the model's routing and state
/// tables, calls the registered delegates, and emits every step to a `TraceSink`.
///
/// ```swift
/// var delegates = DelegateRegistry(appDelegate: { MyAppDelegate() })
/// delegates.register(sceneDelegate: "SceneDelegate") { MySceneDelegate() }
/// let runtime = Runtime(profile: .ios13, delegates: delegates, sink: TraceCollector())
/// try runtime.run(scenario)
/// ```
public final class Runtime {
    /// The profile whose routing applies: the requested one, or `ios12` when the Info.plist has
    /// no scene manifest (lifecycle-facts.md §6).
    package let profile: Profile
    /// The profile the caller asked for.
    package let requestedProfile: Profile
    package let configuration: AppConfiguration
    package let options: RuntimeOptions
    /// The simulated `UIApplication` (persists across process runs; its state says whether the
    /// process runs).
    public let application: Application
    /// The simulated clock: callbacks advance it by their cost.
    package let clock: SimulatedClock
    let swiftUI: SwiftUIApp?
    let delegates: DelegateRegistry
    /// Where the runtime posts the `UIApplication` and `UIScene` notifications it writes to the
    /// trace, for user code that observes them (`NotificationCenter.default`, or a center of its
    /// own); nil posts nowhere, which is what the command line and random runs do.
    public var notificationCenter: NotificationCenter?
    let sink: TraceSink
    let edges: EdgeIndex
    let facts: StepFacts
    /// Whether the profile routes through scenes and this app adopts them.
    let usesScenes: Bool

    private(set) var seq = 0
    /// The action being performed: every event it causes carries its seq.
    var cause: Int?
    var sceneCount = 0
    var sessionCount = 0
    /// Sessions the user discarded while the app was not running: delivered at the next launch.
    var pendingDiscards: [SceneSession] = []
    /// Sessions in the order they were last in the foreground, most recent last.
    var recentSessions: [SceneSession] = []
    /// Scenes sent away by home, lock or the switcher, to bring back on return.
    var awayScenes: [Scene] = []
    /// Windows minimised under `windowing: ipados26`, whose scenes stay where they were (§15).
    var minimizedScenes: [Scene] = []
    var phases = PhaseTracker()
    /// Delegate classes already probed for near misses (once per class per runtime).
    var probedClasses: Set<String> = []
    /// The user swiped the app away and has not opened it since: a silent push does not
    /// relaunch it (lifecycle-facts.md §1.5).
    var forceQuit = false
    /// UIKit holds a preserved interface archive of this app for its next launch (legacy
    /// state restoration, lifecycle-facts.md §1.7).
    var preservedState = false
    /// The sceneless app's one window's root view controller (§14).
    var appRootView = RootViewAppearance.notLoaded
    /// The event `emitInPlace` builds, and whether it is being written. Behind a pointer, so
    /// that filling and sending it is not an exclusivity-checked access to a class property
    /// (three per event, each costing more than the field stores); `emitting` keeps it to one
    /// user at a time.
    private let scratch: UnsafeMutablePointer<TraceEvent> = {
        let event = UnsafeMutablePointer<TraceEvent>.allocate(capacity: 1)
        event.initialize(to: TraceEvent(seq: 0, time: .zero, kind: .note))
        return event
    }()
    private var emitting = false

    /// A runtime for `profile` that writes to `sink`; a nil `configuration` means the Info.plist
    /// Xcode's template writes for the profile.
    public init(
        profile: Profile, configuration: AppConfiguration? = nil, swiftUI: SwiftUIApp? = nil,
        options: RuntimeOptions = RuntimeOptions(), delegates: DelegateRegistry, sink: TraceSink
    ) {
        let configuration = configuration ?? AppConfiguration.template(for: profile)
        self.requestedProfile = profile
        self.profile = configuration.hasSceneManifest || profile == .swiftui ? profile : .ios12
        self.configuration = configuration
        self.options = options
        self.clock = SimulatedClock()
        self.application = Application(clock: clock)
        self.application.supportsMultipleScenes = configuration.supportsMultipleScenes
        self.swiftUI = self.profile == .swiftui ? (swiftUI ?? .template) : nil
        self.delegates = delegates
        self.sink = sink
        self.edges = EdgeIndex(profile: self.profile)
        self.facts = StepFacts(profile: self.profile, swiftUI: self.swiftUI, edges: self.edges)
        self.usesScenes = self.profile.usesScenes
    }

    deinit {
        // Sessions hold their connected scene strongly (`SceneSession.scene`): break the cycles.
        for scene in application.connectedScenes { scene.session.scene = nil }
        scratch.deinitialize(count: 1)
        scratch.deallocate()
    }

    /// Whether several scenes may be connected at once: the profile allows it and the
    /// Info.plist asks for it (`UIApplicationSupportsMultipleScenes`).
    /// A SwiftUI App on iPhone has one scene: `supportsMultipleWindows` is false there (§16).
    var multipleScenes: Bool {
        profile.supportsMultipleScenes && configuration.supportsMultipleScenes && swiftUI?.device != .iphone
    }

    /// Sessions that exist before the trace starts (a relaunch restores them).
    package func restore(sessions ids: [String]) {
        guard usesScenes else { return }
        for id in ids {
            let session = SceneSession(
                id: id, role: .windowApplication,
                configuration: configuration.configuration(for: .windowApplication))
            session.swiftUIGroup = swiftUI?.primaryScene?.id
            application.openSessions.append(session)
            recentSessions.append(session)
            sessionCount += 1
        }
    }

    // MARK: Emitting

    /// Builds an event in the one the runtime keeps (`scratch`) and sends it. A new
    /// `TraceEvent` per event was built twice and copied (its strings retained and released
    /// each time): that was a tenth of a random run.
    func emitInPlace(_ kind: EventKind, at time: TraceTime, _ fill: (inout TraceEvent) -> Void) throws(Diagnostic) {
        let event = beginEvent(kind, at: time)
        fill(&event.pointee)
        try finishEvent(event)
    }

    /// The event to fill, emptied: `scratch`, or a new one while `scratch` is being written (a
    /// sink that makes the runtime emit again). Always hand it to `finishEvent`. The frequent
    /// events (actions, callbacks, notifications, state changes) are filled this way rather
    /// than through `emitInPlace`: its closure copies what it captures, a retain and a release
    /// more per field.
    func beginEvent(_ kind: EventKind, at time: TraceTime) -> UnsafeMutablePointer<TraceEvent> {
        guard !emitting else {
            let event = UnsafeMutablePointer<TraceEvent>.allocate(capacity: 1)
            event.initialize(to: TraceEvent(seq: 0, time: time, kind: kind))
            return event
        }
        emitting = true
        scratch.pointee.reset(kind: kind, time: time)
        return scratch
    }

    /// Numbers and sends an event from `beginEvent`, and releases it.
    func finishEvent(_ event: UnsafeMutablePointer<TraceEvent>) throws(Diagnostic) {
        defer {
            if event == scratch {
                emitting = false
            } else {
                event.deinitialize(count: 1)
                event.deallocate()
            }
        }
        try emit(&event.pointee)
    }

    /// Numbers the event and sends it. In place: the event is a large struct, and passing it
    /// on by value made the optimizer copy it (and retain its strings) once more per event.
    func emit(_ event: inout TraceEvent) throws(Diagnostic) {
        seq += 1
        event.seq = seq
        if event.cause == nil, event.kind != .action { event.cause = cause }
        try sink.write(event)
    }

    func note(_ text: String, scene: Scene? = nil) throws(Diagnostic) {
        try emitInPlace(.note, at: clock.now) { event in
            event.scene = scene?.identifier
            event.value = text
        }
    }

    func post(_ notification: LifecycleNotification, scene: Scene?) throws(Diagnostic) {
        let event = beginEvent(.notification, at: clock.now)
        let name = facts.notificationName[notification.rawValue]
        event.pointee.name = name
        let byScene = facts.postedByScene[notification.rawValue]
        if byScene { event.pointee.scene = scene?.identifier }
        try finishEvent(event)
        // The object is the poster, as UIKit's: the scene for UIScene notifications.
        if let notificationCenter {
            notificationCenter.post(name: Notification.Name(name), object: byScene ? scene : application)
        }
    }

    // MARK: Ids

    func nextSceneID() -> String {
        sceneCount += 1
        return "S\(sceneCount)"
    }

    func nextSessionID() -> String {
        var n = sessionCount
        sessionCount += 1
        var id = ""
        repeat {
            id = String(UnicodeScalar(UInt8(65 + n % 26))) + id
            n = n / 26 - 1
        } while n >= 0
        return id
    }
}

extension Runtime {
    /// How many events the runtime has emitted so far.
    package var eventCount: Int { seq }
}

extension TraceEvent {
    /// Empties every field but `kind` and `time`, as a new event has them (`seq` is set on emit).
    /// `TraceEventResetTests` holds it to every field `TraceEvent` has.
    mutating func reset(kind: EventKind, time: TraceTime) {
        seq = 0
        self.time = time
        self.kind = kind
        by = nil
        receiver = nil
        method = nil
        level = nil
        duration = nil
        cause = nil
        // An event sets a few of its text fields: the others are nil already, and assigning
        // nil to them anyway cost a release call each, eight per event.
        if name != nil { name = nil }
        if scene != nil { scene = nil }
        if session != nil { session = nil }
        if from != nil { from = nil }
        if to != nil { to = nil }
        if view != nil { view = nil }
        if value != nil { value = nil }
        if detail != nil { detail = nil }
        if handler != nil { handler = nil }
    }
}
