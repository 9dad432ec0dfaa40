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
        switch (machine, event.kind) {
        case (.app, .callback) where event.receiver == .app:
            guard let method = event.method else { return nil }
            return StateStep(track: appTrack, trigger: .callback(method), from: event.from, to: event.to)
        case (.scene, .callback) where event.receiver == .scene:
            guard let method = event.method, let scene = event.scene else { return nil }
            return StateStep(track: scene, trigger: .callback(method), from: event.from, to: event.to)
        case (.app, .state) where event.scene == nil, (.scene, .state) where event.scene != nil:
            guard let name = event.name, let silent = SilentTransition(rawValue: name) else { return nil }
            return StateStep(track: event.scene ?? appTrack, trigger: .silent(silent), from: event.from, to: event.to)
        case (.app, .notification) where event.scene == nil:
            guard let notification = event.notification, notification.info.poster == .application else { return nil }
            return StateStep(track: appTrack, trigger: .notification(notification), from: nil, to: nil)
        case (.phase, .phase) where event.level == .scene || event.level == .app:
            let track = event.level == .app ? appTrack : (event.scene ?? appTrack)
            return StateStep(track: track, trigger: .phaseChange, from: event.from, to: event.to)
        default:
            return nil
        }
    }
}

/// The current state of every track of one machine, fed event by event.
///
/// Memory stays flat on long traces: a scene's track is dropped when it returns to the
/// unattached state (a reconnecting scene is a new scene object with a new id).
public struct StateTracker {
    /// A resolved transition: `from` —`trigger`→ `to` on `track`, after `dwell` in `from`.
    public struct Move: Equatable {
        public var track: String
        public var from: String
        public var trigger: Trigger
        public var to: String
        /// How long the track had been in `from` (nil when its entry time is unknown).
        public var dwell: Int64?
        /// Whether the machine's table has this row.
        public var allowed: Bool
    }

    public let table: MachineTable
    private var states: [String: (state: String, since: Int64?)] = [:]

    public init(table: MachineTable) { self.table = table }

    /// The state of `track`, if known.
    public func state(of track: String) -> String? { states[track]?.state }

    /// Applies `event`; returns the move it makes, or nil if it makes none on this machine.
    public mutating func apply(_ event: TraceEvent) -> Move? {
        guard let step = StateStep.of(event, machine: table.kind) else { return nil }
        let now = event.time.microseconds
        let current = states[step.track]
        var from = step.from ?? current?.state
        var to = step.to
        if case .notification = step.trigger {
            // Only the notification rows of the table move the aggregate (see StateStep).
            guard let state = current?.state,
                  let row = table.rows.first(where: { $0.from == state && $0.trigger == step.trigger }) else { return nil }
            from = state
            to = row.to
        }
        if from == nil, table.kind == .scene, case .callback(.sceneWillConnect) = step.trigger { from = table.initial }
        if from == nil, table.kind == .app, case .callback(.willFinishLaunching) = step.trigger { from = table.initial }
        guard let from else {
            if let to { states[step.track] = (to, now) }
            return nil
        }
        let target = to ?? from
        // The dwell is known only when the tracked state is the one the event leaves.
        let dwell = current?.state == from ? current?.since.map { now - $0 } : nil
        if target != from || current?.state != from {
            states[step.track] = (target, target == current?.state ? current?.since : now)
        }
        if table.kind == .scene, target == "unattached", from != "unattached" { states[step.track] = nil }
        return Move(track: step.track, from: from, trigger: step.trigger, to: target, dwell: dwell,
                    allowed: table.allows(from: from, trigger: step.trigger, to: target))
    }
}
