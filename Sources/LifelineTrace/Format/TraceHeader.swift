import LifelineModel
import LifelineSupport

/// Line 1 of a trace: `{"lifeline":1,"profile":"ios13","source":"simulate","scenario":"cold-launch"}`.
public struct TraceHeader: Equatable, Sendable {
    /// The format version; this reader understands 1.
    public var version: Int
    /// The behaviour the trace was produced under, when known.
    public var profile: Profile?
    /// Set when the file's header named no profile and `profile` is the one its events show.
    package var inferredProfile: ProfileInference?
    /// Where it came from: `simulate`, `import`, `logger`, `hand`, …
    public var source: String
    /// The scenario's name, for simulated traces.
    public var scenario: String?
    /// Any other members, in order (`seed`, `mutations`, `observedCallbacks`, …), for tools to add to.
    package var extra: [(key: String, value: JSONValue)]

    /// A header for traces of `profile` made by `source` (`simulate`, `import`, `logger`, `hand`, …).
    public init(
        profile: Profile?, source: String, scenario: String? = nil,
        extra: [(key: String, value: JSONValue)] = [], version: Int = TraceHeader.currentVersion
    ) {
        self.version = version
        self.profile = profile
        self.source = source
        self.scenario = scenario
        self.extra = extra
    }

    /// The format version this library writes and reads.
    public static let currentVersion = 1

    /// The member named `key` among `extra`.
    public subscript(extra key: String) -> JSONValue? { extra.first { $0.key == key }?.value }

    /// Headers are equal when every member is.
    public static func == (a: TraceHeader, b: TraceHeader) -> Bool {
        a.version == b.version && a.profile == b.profile && a.source == b.source && a.scenario == b.scenario
            && JSONValue.object(a.extra) == JSONValue.object(b.extra)
    }
}

/// The header members the format defines besides `lifeline`, `profile`, `source` and
/// `scenario`, and what each must hold: the same rules `Docs/trace-v1.schema.json` states
/// (`TraceJSONSchema.headerMembers`). A member the format does not define is kept for the
/// tools that add it; a defined one of the wrong shape is an error, because the checker
/// reads `observedCallbacks` and `restoredSessions` to decide what a trace can know.
package enum TraceHeaderSchema {
    /// What a defined member holds.
    package enum Shape: Sendable, Equatable {
        /// A non-negative integer that fits 64 bits.
        case seed
        /// A string.
        case text
        /// One of a fixed list of strings.
        case oneOf([String])
        /// An array of strings.
        case strings
        /// An array of callback names, each one of `observedCallbackNames` (made only when
        /// a header has the member: a million-event `check` spent 2% of its start-up on it).
        case callbackNames
        /// An array of objects.
        case objects
    }

    /// The defined members, in the order the writers emit them.
    package static let members: [(key: String, shape: Shape)] = [
        ("requestedProfile", .oneOf(Profile.allCases.map(\.rawValue))),
        ("seed", .seed),
        ("timing", .text),
        ("restoredSessions", .strings),
        ("observedCallbacks", .callbackNames),
        ("mutations", .objects),
        ("app", .text),
        ("appManifest", .oneOf(["own", "none", "added"]))
    ]

    /// The names `observedCallbacks` may list: every Swift spelling, selector and bare name.
    package static let observedCallbackNames: [String] = {
        var seen = Set<String>()
        return CallbackCatalogue.entries.flatMap { [$0.swiftName, $0.selector] + $0.bareNames }.filter {
            seen.insert($0).inserted
        }
    }()

    /// Throws at the first defined member of the wrong shape.
    static func validate(_ members: [JSONParser.Member], site: LineSite) throws(Diagnostic) {
        for member in members {
            guard let shape = Self.members.first(where: { $0.key == member.key })?.shape else { continue }
            if let problem = problem(member.value, shape) {
                throw site.error(member.column, "\"\(member.key)\" \(problem)")
            }
        }
    }

    private static func problem(_ value: JSONValue, _ shape: Shape) -> String? {
        switch shape {
        case .seed:
            guard case .number(let text) = value, UInt64(text) != nil else {
                return "must be an integer from 0 to \(UInt64.max), found \(describe(value))"
            }
        case .text:
            guard case .string = value else { return "must be a string, found \(value.typeName)" }
        case .oneOf(let names):
            guard case .string(let text) = value, names.contains(text) else {
                return "must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), found \(describe(value))"
            }
        case .strings, .callbackNames:
            guard case .array(let items) = value else { return "must be an array of strings, found \(value.typeName)" }
            let names = shape == .callbackNames ? observedCallbackNames : nil
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item else {
                    return "must hold strings; item \(index + 1) is \(item.typeName)"
                }
                if let names, !names.contains(text) {
                    var message = "item \(index + 1): unknown callback \"\(text)\""
                    if let near = Callback.nearest(to: text) { message += "; did you mean \"\(near.swiftName)\"?" }
                    return message
                }
            }
        case .objects:
            guard case .array(let items) = value else { return "must be an array of objects, found \(value.typeName)" }
            if let index = items.firstIndex(where: { if case .object = $0 { return false } else { return true } }) {
                return "must hold objects; item \(index + 1) is \(items[index].typeName)"
            }
        }
        return nil
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .number(let text): return text
        case .string(let text): return "\"\(text)\""
        default: return value.typeName
        }
    }
}
