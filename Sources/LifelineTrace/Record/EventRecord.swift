import LifelineModel

/// One trace event as plain values: the fields of `TraceEvent`, with every string replaced
/// by a `Symbol` of the reader's `TraceSymbols`.
///
/// This is what the streaming consumers (`check`, `stats`, the renderers) read: copying it
/// costs no reference counting, and the names it holds come with their model meaning
/// (`TraceSymbols.traits(_:)`) worked out once per distinct string rather than once per
/// event. `TraceSymbols.event(for:)` turns it back into a `TraceEvent`.
public struct EventRecord: Sendable, Equatable {
    package var seq: Int
    package var time: TraceTime
    package var kind: EventKind
    package var by: Actor?
    package var receiver: Receiver?
    package var method: Callback?
    package var level: PhaseLevel?
    /// Vocabulary symbols: the action, notification, silent transition or environment key;
    /// the states before and after.
    package var name: Symbol
    package var from: Symbol
    package var to: Symbol
    /// Identifier symbols.
    public var scene: Symbol
    package var session: Symbol
    package var view: Symbol
    /// Text symbols.
    package var value: Symbol
    package var detail: Symbol
    /// The app's method that handles a callback (`TraceEvent.handler`).
    package var handler: Symbol
    package var duration: TraceTime?
    package var cause: Int?

    /// A record to read events into (`TraceReader.nextRecord(into:)`): what it holds means
    /// nothing until a read succeeds.
    package static var blank: EventRecord { EventRecord(seq: 0, time: .zero, kind: .note) }

    package init(
        seq: Int, time: TraceTime, kind: EventKind, by: Actor? = nil, receiver: Receiver? = nil,
        method: Callback? = nil, level: PhaseLevel? = nil, name: Symbol = .none, from: Symbol = .none,
        to: Symbol = .none, scene: Symbol = .none, session: Symbol = .none, view: Symbol = .none,
        value: Symbol = .none, detail: Symbol = .none, duration: TraceTime? = nil, cause: Int? = nil,
        handler: Symbol = .none
    ) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.by = by
        self.receiver = receiver
        self.method = method
        self.level = level
        self.name = name
        self.from = from
        self.to = to
        self.scene = scene
        self.session = session
        self.view = view
        self.value = value
        self.detail = detail
        self.duration = duration
        self.cause = cause
        self.handler = handler
    }
}
