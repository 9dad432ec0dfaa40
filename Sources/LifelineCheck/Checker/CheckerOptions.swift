import LifelineModel
import LifelineTrace

/// How to check a trace: the profile to hold it to and what the trace's source can show.
public struct CheckerOptions: Sendable {
    /// Overrides the header's profile (`--profile`).
    public var profile: Profile?
    /// The callbacks an imported log shows at least once; nil means every callback could have
    /// been recorded. Rules needing a callback outside this set are skipped ("could not check").
    /// Taken from the header's `observedCallbacks` when nil.
    package var observedCallbacks: Set<Callback>?
    /// Sessions that exist before the trace starts; added to the header's `restoredSessions`.
    package var restoredSessions: [String] = []
    /// User rules (`--rules FILE`), checked alongside the built-in ones.
    public var userRules: [UserRule] = []
    /// Built-in rule ids to leave out (`--disable LC501`).
    package var disabledRules: Set<String> = []
    /// How many violations to keep per trace; the rest are counted, so memory stays bounded
    /// on a badly broken 10-million-event trace.
    package var maxReported = 10_000

    /// Options for one check; every argument defaults to what `lifeline check` uses without flags.
    public init(
        profile: Profile? = nil, observedCallbacks: Set<Callback>? = nil, restoredSessions: [String] = [],
        userRules: [UserRule] = [], disabledRules: Set<String> = [], maxReported: Int = 10_000
    ) {
        self.profile = profile
        self.observedCallbacks = observedCallbacks
        self.restoredSessions = restoredSessions
        self.userRules = userRules
        self.disabledRules = disabledRules
        self.maxReported = maxReported
    }
}

extension TraceHeader {
    /// Whether the header has a `restoredSessions` member (even an empty one): then it lists
    /// every session that exists before the trace.
    var listsRestoredSessions: Bool { self[extra: "restoredSessions"] != nil }

    /// The header's `restoredSessions`.
    var restoredSessions: [String] {
        guard case .array(let items)? = self[extra: "restoredSessions"] else { return [] }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }
}
