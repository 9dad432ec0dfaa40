import LifelineModel

/// What each event kind requires, and which state names its `from`/`to` may hold.
///
/// The JSON Schema in `Docs/trace-v1.schema.json` states the same rules for other tools; a
/// test keeps the two in step.
public enum TraceSchema {
    /// The fields each kind must have (besides `seq`, `t`, `kind`).
    public static let required: [EventKind: [String]] = [
        .action: ["name"],
        .callback: ["receiver", "method"],
        .notification: ["name"],
        .state: ["name", "to"],
        .phase: ["level", "to"],
        .environment: ["name", "value"],
        .note: ["value"],
    ]

    /// The names an event's `name` must be one of, by kind.
    public enum NameVocabulary: Sendable {
        /// Free text (actions, environment keys), or no name.
        case any
        /// A `LifecycleNotification` name.
        case notification
        /// A `SilentTransition`.
        case silentTransition
    }

    /// The states an event's `from`/`to` name, by kind and receiver.
    public enum StateVocabulary: Sendable {
        /// `from`/`to` are not allowed.
        case none
        case app, scene, phase

        /// The state names, for messages and the JSON Schema.
        public var names: [String] {
            switch self {
            case .none: return []
            case .app: return AppState.allCases.map(\.rawValue)
            case .scene: return SceneActivationState.allCases.map(\.rawValue)
            case .phase: return ScenePhase.allCases.map(\.rawValue)
            }
        }

        /// Whether `name` is one of them.
        public func contains(_ name: String) -> Bool {
            switch self {
            case .none: return false
            case .app: return AppState(rawValue: name) != nil
            case .scene: return SceneActivationState(rawValue: name) != nil
            case .phase: return ScenePhase(rawValue: name) != nil
            }
        }
    }

    public static func nameVocabulary(for kind: EventKind) -> NameVocabulary {
        switch kind {
        case .notification: return .notification
        case .state: return .silentTransition
        default: return .any
        }
    }

    public static func stateVocabulary(for event: TraceEvent) -> StateVocabulary {
        switch event.kind {
        case .phase: return .phase
        case .callback: return event.receiver == .scene ? .scene : .app
        case .state: return event.scene != nil ? .scene : .app
        default: return .none
        }
    }

    /// The state vocabulary an event's `from`/`to` use.
    public static func stateNames(for event: TraceEvent) -> [String] { stateVocabulary(for: event).names }

    /// The first rule `e` breaks that needs no look-up of a name: a missing field, a method
    /// its receiver does not declare, a scene event without its scene. The key to point at
    /// (nil: the line) and the message; nil when there is none. Allocates only on failure,
    /// since both the reference reader and the fast path ask it of every event.
    static func structuralProblem(_ e: TraceEvent) -> (key: String?, message: String)? {
        for key in required[e.kind] ?? [] where !has(e, key) {
            return (nil, "\(e.kind.rawValue) event is missing field \"\(key)\"")
        }
        switch e.kind {
        case .callback:
            if let method = e.method, let receiver = e.receiver, method.receiver != receiver {
                return ("receiver", "\(method.swiftName) is a \(method.info.declaredBy.rawValue) method; its receiver is \"\(method.receiver.rawValue)\", not \"\(receiver.rawValue)\"")
            }
            if e.receiver == .scene, e.scene == nil { return (nil, "callback to a scene delegate is missing field \"scene\"") }
        case .phase:
            if e.level != .app, e.scene == nil {
                return (nil, "\(e.level?.rawValue ?? "scene")-level phase event is missing field \"scene\"")
            }
        default:
            break
        }
        return nil
    }

    private static func has(_ e: TraceEvent, _ key: String) -> Bool {
        switch key {
        case "name": return e.name != nil
        case "receiver": return e.receiver != nil
        case "method": return e.method != nil
        case "to": return e.to != nil
        case "level": return e.level != nil
        case "value": return e.value != nil
        default: return true
        }
    }

    static func validate(_ e: TraceEvent, column: (String) -> Int, site: LineSite) throws(Diagnostic) {
        if let problem = structuralProblem(e) { throw site.error(problem.key.map(column) ?? 1, problem.message) }
        if let name = e.name {
            switch nameVocabulary(for: e.kind) {
            case .notification where LifecycleNotification(name: name) == nil:
                let near = LifecycleNotification.allCases.min { EditDistance.between(name, $0.name) < EditDistance.between(name, $1.name) }
                throw site.error(column("name"), "unknown notification \"\(name)\"" + (near.map { "; did you mean \"\($0.name)\"?" } ?? ""))
            case .silentTransition where SilentTransition(rawValue: name) == nil:
                let choices = SilentTransition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw site.error(column("name"), "unknown state change \"\(name)\"; expected one of \(choices)")
            default:
                break
            }
        }
        let vocabulary = stateVocabulary(for: e)
        for (key, value) in [("from", e.from), ("to", e.to)] {
            guard let value else { continue }
            if vocabulary == .none { throw site.error(column(key), "\"\(key)\" is not allowed on \(e.kind.rawValue) events") }
            if !vocabulary.contains(value) {
                throw site.error(column(key), "unknown state \"\(value)\" in \"\(key)\"; expected one of \(vocabulary.names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
        }
    }
}
