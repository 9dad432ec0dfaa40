import LifelineModel

/// Line 1 of a trace: `{"lifeline":1,"profile":"ios13","source":"simulate","scenario":"cold-launch"}`.
public struct TraceHeader: Equatable, Sendable {
    /// The format version; this reader understands 1.
    public var version: Int
    /// The behaviour the trace was produced under, when known.
    public var profile: Profile?
    /// Where it came from: `simulate`, `import`, `logger`, `hand`, …
    public var source: String
    /// The scenario's name, for simulated traces.
    public var scenario: String?
    /// Any other members, in order (`seed`, `mutations`, `observedCallbacks`, …), for tools to add to.
    public var extra: [(key: String, value: JSONValue)]

    public init(profile: Profile?, source: String, scenario: String? = nil,
                extra: [(key: String, value: JSONValue)] = [], version: Int = TraceHeader.currentVersion) {
        self.version = version
        self.profile = profile
        self.source = source
        self.scenario = scenario
        self.extra = extra
    }

    public static let currentVersion = 1

    /// The member named `key` among `extra`.
    public subscript(extra key: String) -> JSONValue? { extra.first { $0.key == key }?.value }

    public static func == (a: TraceHeader, b: TraceHeader) -> Bool {
        a.version == b.version && a.profile == b.profile && a.source == b.source && a.scenario == b.scenario
            && JSONValue.object(a.extra) == JSONValue.object(b.extra)
    }
}
