import LifelineModel
import LifelineSupport

/// What each event kind requires, and which state names its `from`/`to` may hold.
///
/// The JSON Schema in `Docs/trace-v1.schema.json` states the same rules for other tools; a
/// test keeps the two in step.
package enum TraceSchema {
    /// The fields each kind must have (besides `seq`, `t`, `kind`).
    package static let required: [EventKind: [String]] = Dictionary(
        uniqueKeysWithValues: EventKind.allCases.map { ($0, requiredFields($0).names) })

    /// The optional fields `required` speaks of, as bits, so that checking an event is a mask test.
    struct Fields: OptionSet {
        let rawValue: UInt8
        static let name = Fields(rawValue: 1 << 0)
        static let receiver = Fields(rawValue: 1 << 1)
        static let method = Fields(rawValue: 1 << 2)
        static let to = Fields(rawValue: 1 << 3)
        static let level = Fields(rawValue: 1 << 4)
        static let value = Fields(rawValue: 1 << 5)

        /// Their keys, in the order messages name a missing one.
        static let keys: [(Fields, String)] = [
            (.name, "name"), (.receiver, "receiver"), (.method, "method"),
            (.level, "level"), (.to, "to"), (.value, "value")
        ]
        var names: [String] { Fields.keys.filter { contains($0.0) }.map(\.1) }
    }

    static func requiredFields(_ kind: EventKind) -> Fields {
        switch kind {
        case .action: return .name
        case .callback: return [.receiver, .method]
        case .notification: return .name
        case .state: return [.name, .to]
        case .phase: return [.level, .to]
        case .environment: return [.name, .value]
        case .note: return .value
        }
    }

    /// The names an event's `name` must be one of, by kind.
    package enum NameVocabulary: Sendable {
        /// Free text (actions, environment keys), or no name.
        case any
        /// A `LifecycleNotification` name.
        case notification
        /// A `SilentTransition`.
        case silentTransition
    }

    /// The states an event's `from`/`to` name, by kind and receiver.
    package enum StateVocabulary: Sendable {
        /// `from`/`to` are not allowed.
        case none
        case app, scene, phase

        /// The state names, for messages and the JSON Schema.
        package var names: [String] {
            switch self {
            case .none: return []
            case .app: return AppState.allCases.map(\.rawValue)
            case .scene: return SceneActivationState.allCases.map(\.rawValue)
            case .phase: return ScenePhase.allCases.map(\.rawValue)
            }
        }

        /// Whether `name` is one of them.
        package func contains(_ name: String) -> Bool {
            switch self {
            case .none: return false
            case .app: return AppState(rawValue: name) != nil
            case .scene: return SceneActivationState(rawValue: name) != nil
            case .phase: return ScenePhase(rawValue: name) != nil
            }
        }
    }

    package static func nameVocabulary(for kind: EventKind) -> NameVocabulary {
        switch kind {
        case .notification: return .notification
        case .state: return .silentTransition
        default: return .any
        }
    }

    package static func stateVocabulary(for event: TraceEvent) -> StateVocabulary {
        stateVocabulary(kind: event.kind, receiver: event.receiver, hasScene: event.scene != nil)
    }

    static func stateVocabulary(kind: EventKind, receiver: Receiver?, hasScene: Bool) -> StateVocabulary {
        switch kind {
        case .phase: return .phase
        case .callback: return receiver == .scene ? .scene : .app
        case .state: return hasScene ? .scene : .app
        default: return .none
        }
    }

    /// The state vocabulary an event's `from`/`to` use.
    package static func stateNames(for event: TraceEvent) -> [String] { stateVocabulary(for: event).names }

    /// The first rule `e` breaks that needs no look-up of a name: a missing field, a method
    /// its receiver does not declare, a scene event without its scene. The key to point at
    /// (nil: the line) and the message; nil when there is none. Allocates only on failure,
    /// since both the reference reader and the fast path ask it of every event.
    static func structuralProblem(_ e: TraceEvent) -> (key: String?, message: String)? {
        structuralProblem(
            Shape(
                kind: e.kind, receiver: e.receiver, method: e.method, level: e.level,
                hasName: e.name != nil, hasTo: e.to != nil, hasValue: e.value != nil,
                hasScene: e.scene != nil))
    }

    /// What `structuralProblem` looks at, from a `TraceEvent` or an `EventRecord`.
    struct Shape {
        var kind: EventKind
        var receiver: Receiver?
        var method: Callback?
        var level: PhaseLevel?
        var hasName, hasTo, hasValue, hasScene: Bool

        var present: Fields {
            var fields: Fields = []
            if hasName { fields.insert(.name) }
            if receiver != nil { fields.insert(.receiver) }
            if method != nil { fields.insert(.method) }
            if hasTo { fields.insert(.to) }
            if level != nil { fields.insert(.level) }
            if hasValue { fields.insert(.value) }
            return fields
        }
    }

    static func structuralProblem(_ e: Shape) -> (key: String?, message: String)? {
        let missing = requiredFields(e.kind).subtracting(e.present)
        if !missing.isEmpty, let key = Fields.keys.first(where: { missing.contains($0.0) })?.1 {
            return (nil, "\(e.kind.rawValue) event is missing field \"\(key)\"")
        }
        switch e.kind {
        case .callback:
            if let method = e.method, let receiver = e.receiver, method.receiver != receiver {
                return (
                    "receiver",
                    """
                    \(method.swiftName) is a \(method.info.declaredBy.rawValue) method; its receiver is \
                    \"\(method.receiver.rawValue)\", not \"\(receiver.rawValue)\"
                    """
                )
            }
            if e.receiver == .scene, !e.hasScene {
                return (nil, "callback to a scene delegate is missing field \"scene\"")
            }
        case .phase:
            if e.level != .app, !e.hasScene {
                return (nil, "\(e.level?.rawValue ?? "scene")-level phase event is missing field \"scene\"")
            }
        default:
            break
        }
        return nil
    }

    static func validate(_ e: TraceEvent, column: (String) -> Int, site: LineSite) throws(Diagnostic) {
        if let problem = structuralProblem(e) { throw site.error(problem.key.map(column) ?? 1, problem.message) }
        if let name = e.name {
            switch nameVocabulary(for: e.kind) {
            case .notification where LifecycleNotification(name: name) == nil:
                let near = LifecycleNotification.allCases.min {
                    EditDistance.between(name, $0.name) < EditDistance.between(name, $1.name)
                }
                throw site.error(
                    column("name"),
                    "unknown notification \"\(name)\"" + (near.map { "; did you mean \"\($0.name)\"?" } ?? ""))
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
            if vocabulary == .none {
                throw site.error(column(key), "\"\(key)\" is not allowed on \(e.kind.rawValue) events")
            }
            if !vocabulary.contains(value) {
                throw site.error(
                    column(key),
                    "unknown state \"\(value)\" in \"\(key)\"; expected one of \(vocabulary.names.map { "\"\($0)\"" }.joined(separator: ", "))"
                )
            }
        }
    }
}
