import LifelineModel
import LifelineTrace

/// Which state an event moves, and how, for one machine: the bridge from trace events to the
/// model's (from, trigger, to) rows.
///
/// - app machine: app-delegate callbacks and app-level `state` events; `UIApplication`
///   notifications count only where the table has a notification row from the current state
///   (a scene-based app's aggregate changes), so the tables decide, not this code.
/// - scene machine: scene-delegate callbacks and scene `state` events, one track per scene.
/// - phase machine: scene- and app-level `phase` events (view-level phases mirror their
///   scene's and are left out), one track per scene plus the app's.
public struct StateStep: Equatable, Sendable {
    /// `""` for the app (or the app-level phase), else the scene's id.
    public var track: String
    public var trigger: Trigger
    /// The state before, when the event says so (else the tracked one is used).
    public var from: String?
    /// The state after, when the event says so.
    public var to: String?

    /// The track name of the app itself.
    public static let appTrack = ""

    /// The step `event` takes on `machine`, or nil when it does not concern that machine.
    public static func of(_ event: TraceEvent, machine: MachineKind) -> StateStep? {
        guard let rule = Rule.of(machine: machine, kind: event.kind, receiver: event.receiver, method: event.method,
                                 level: event.level, hasScene: event.scene != nil,
                                 silent: event.name.flatMap(SilentTransition.init(rawValue:)),
                                 appNotification: event.notification.flatMap { $0.info.poster == .application ? $0 : nil })
        else { return nil }
        return StateStep(track: rule.onScene ? event.scene ?? appTrack : appTrack, trigger: rule.trigger,
                         from: rule.readsStates ? event.from : nil, to: rule.readsStates ? event.to : nil)
    }

    /// Whether `record` ends a process run, after which no scene of it exists: a launch (which
    /// ends any run before it), `applicationWillTerminate(_:)`, or the app's purge or kill.
    @inline(__always)
    static func endsProcessRun(_ record: EventRecord, symbols: TraceSymbols) -> Bool {
        switch record.kind {
        case .callback:
            return record.receiver == .app && (record.method == .willFinishLaunching || record.method == .applicationWillTerminate)
        case .state:
            guard record.scene.isNone else { return false }
            let silent = symbols.traits(record.name).silentTransition
            return silent == .purge || silent == .terminate
        default:
            return false
        }
    }

    /// The decision itself, on the fields it reads, so that events and records (whose names
    /// are symbols) take the same one.
    struct Rule {
        var trigger: Trigger
        /// Whether the step moves the event's scene's track (else the app's).
        var onScene: Bool
        /// Whether the event's `from` and `to` name the states (a notification's do not).
        var readsStates: Bool

        /// `silent` is the silent transition a `state` event names, `appNotification` the
        /// notification a `notification` event names if `UIApplication` posts it; each is
        /// worked out only for the events and machines that need it.
        @inline(__always)
        static func of(machine: MachineKind, kind: EventKind, receiver: Receiver?, method: Callback?, level: PhaseLevel?,
                       hasScene: Bool, silent: @autoclosure () -> SilentTransition?,
                       appNotification: @autoclosure () -> LifecycleNotification?) -> Rule? {
            switch (machine, kind) {
            case (.app, .callback) where receiver == .app:
                guard let method else { return nil }
                return Rule(trigger: .callback(method), onScene: false, readsStates: true)
            case (.scene, .callback) where receiver == .scene:
                guard let method, hasScene else { return nil }
                return Rule(trigger: .callback(method), onScene: true, readsStates: true)
            case (.app, .state) where !hasScene, (.scene, .state) where hasScene:
                guard let silent = silent() else { return nil }
                return Rule(trigger: .silent(silent), onScene: hasScene, readsStates: true)
            case (.app, .notification) where !hasScene:
                guard let notification = appNotification() else { return nil }
                return Rule(trigger: .notification(notification), onScene: false, readsStates: false)
            case (.phase, .phase) where level == .scene || level == .app:
                return Rule(trigger: .phaseChange, onScene: level == .scene && hasScene, readsStates: true)
            default:
                return nil
            }
        }

        /// Whether an event of `kind` can move `machine` at all: a coarse filter ahead of
        /// `of`, which decides (actions, notes and environment values move nothing, only the
        /// app machine hears notifications, only the phase machine phases), so that a consumer
        /// following several machines asks only the ones concerned.
        @inline(__always)
        static func canMove(_ machine: MachineKind, kind: EventKind) -> Bool {
            switch kind {
            case .callback, .state: return machine != .phase
            case .notification: return machine == .app
            case .phase: return machine == .phase
            case .action, .note, .environment: return false
            }
        }

        /// The rule for `record` on `machine`; `postedByApplication` says, by notification, whether
        /// `UIApplication` posts it.
        @inline(__always)
        static func of(_ record: EventRecord, symbols: TraceSymbols, machine: MachineKind,
                       postedByApplication: [Bool]) -> Rule? {
            of(machine: machine, kind: record.kind, receiver: record.receiver, method: record.method,
               level: record.level, hasScene: !record.scene.isNone,
               silent: symbols.traits(record.name).silentTransition,
               appNotification: symbols.traits(record.name).notification.flatMap { postedByApplication[$0.rawValue] ? $0 : nil })
        }
    }
}
