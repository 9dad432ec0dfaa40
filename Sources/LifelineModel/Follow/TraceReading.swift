/// What a trace's writer can show, which decides how the trace is read (Docs/following.md,
/// "One judge"): the one value every follower of a trace is made from, so that `check`, the
/// drawings, `explain` and `stats` read each event alike.
///
/// Public only as the type of the public initializers' `reading:` parameter (`complete` by
/// default); its members are the package's.
public struct TraceReading: Sendable, Equatable {
    /// Whether it shows silent changes (`state` events); a console log cannot.
    @usableFromInline package var showsSilentChanges: Bool
    /// Whether it shows every resume: the runtime's traces do; a hand-written one may leave
    /// them out (a suspended app runs no code, so whatever it hears next, it was resumed).
    @usableFromInline package var showsEveryResume: Bool
    /// The callbacks its writer prints at all (an imported log's `observedCallbacks`); nil
    /// when it prints every one.
    @usableFromInline package var observedCallbacks: Set<Callback>?
    /// Whether it shows every scene's connection: the runtime's own traces, a header whose
    /// `observedCallbacks` lists `scene(_:willConnectTo:options:)`, or one that lists the
    /// sessions restored before it (`restoredSessions`). From a seen launch its world of
    /// scenes is closed: a scene it never showed connecting was not connected (Docs/following.md).
    @usableFromInline package var showsEveryConnection: Bool

    /// A reading: what the writer can show (silent changes, every resume) and which callbacks it prints.
    @usableFromInline package init(
        showsSilentChanges: Bool, showsEveryResume: Bool, observedCallbacks: Set<Callback>? = nil,
        listsRestoredSessions: Bool = false
    ) {
        self.showsSilentChanges = showsSilentChanges
        self.showsEveryResume = showsEveryResume && showsSilentChanges
        self.observedCallbacks = observedCallbacks
        showsEveryConnection =
            self.showsEveryResume || listsRestoredSessions || observedCallbacks?.contains(.sceneWillConnect) == true
    }

    /// A trace that shows everything (the runtime's own).
    @usableFromInline package static let complete = TraceReading(showsSilentChanges: true, showsEveryResume: true)
    /// A trace of callbacks only (a console log, the drop-in logger).
    @usableFromInline package static let callbacksOnly = TraceReading(
        showsSilentChanges: false, showsEveryResume: false)
}
