import LifelineModel

/// Who caused an action.
public enum Actor: String, CaseIterable, Sendable, Codable {
    case user, system
}

/// One event of a trace. Which fields are set depends on `kind`; `TraceSchema` says which are
/// required and the reader enforces it.
public struct TraceEvent: Equatable, Sendable {
    /// Strictly increasing, from 1.
    public var seq: Int
    /// Time since the trace's start.
    public var time: TraceTime
    /// What kind of event: callback, notification, state, phase, note, …
    public var kind: EventKind
    /// action: its name; notification: the notification's Swift name; state: the silent
    /// transition (`suspend`); environment: the key (`colorScheme`).
    public var name: String?
    /// action: who did it.
    public var by: Actor?
    /// callback: who received it.
    public var receiver: Receiver?
    /// The scene it concerns (callbacks to a scene delegate, scene notifications and phases).
    public var scene: String?
    /// The scene session (survives disconnection and relaunch; a scene does not).
    public var session: String?
    /// callback: the method.
    public var method: Callback?
    /// The state before and after (app, scene or phase state, by context).
    public var from: String?
    /// The state after the event, when it records one.
    public var to: String?
    /// phase: view, scene or app.
    public var level: PhaseLevel?
    /// phase and environment: the view that observes it.
    public var view: String?
    /// environment: the new value; note: the text.
    public var value: String?
    /// callback: how long the delegate method took.
    public var duration: TraceTime?
    /// The `seq` of the action that caused this event.
    public var cause: Int?
    /// Free text: connection options, the reason for a termination, what a mutation changed.
    public var detail: String?
    /// callback: the app's own method that handles it, as `Class.method File.swift:line`, when
    /// the trace simulates a scanned app (`lifeline simulate --app`). Only a label: no rule
    /// reads it.
    public var handler: String?

    /// An event; only `seq`, `time` and `kind` are required, as in the format.
    @inlinable
    public init(
        seq: Int, time: TraceTime, kind: EventKind, name: String? = nil, by: Actor? = nil,
        receiver: Receiver? = nil, scene: String? = nil, session: String? = nil, method: Callback? = nil,
        from: String? = nil, to: String? = nil, level: PhaseLevel? = nil, view: String? = nil,
        value: String? = nil, duration: TraceTime? = nil, cause: Int? = nil, detail: String? = nil,
        handler: String? = nil
    ) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.name = name
        self.by = by
        self.receiver = receiver
        self.scene = scene
        self.session = session
        self.method = method
        self.from = from
        self.to = to
        self.level = level
        self.view = view
        self.value = value
        self.duration = duration
        self.cause = cause
        self.detail = detail
        self.handler = handler
    }

    /// The notification, for `notification` events.
    package var notification: LifecycleNotification? { name.flatMap(LifecycleNotification.init(name:)) }
}
