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

    /// The state vocabulary an event's `from`/`to` use.
    public static func stateNames(for event: TraceEvent) -> [String] {
        switch event.kind {
        case .phase: return ScenePhase.allCases.map(\.rawValue)
        case .callback:
            return event.receiver == .scene ? SceneActivationState.allCases.map(\.rawValue) : AppState.allCases.map(\.rawValue)
        case .state:
            return event.scene != nil ? SceneActivationState.allCases.map(\.rawValue) : AppState.allCases.map(\.rawValue)
        default: return []
        }
    }

    static func validate(_ e: TraceEvent, column: (String) -> Int, site: LineSite) throws(Diagnostic) {
        let present: [String: Bool] = [
            "name": e.name != nil, "receiver": e.receiver != nil, "method": e.method != nil,
            "to": e.to != nil, "level": e.level != nil, "value": e.value != nil,
        ]
        for key in required[e.kind] ?? [] where present[key] != true {
            throw site.error(1, "\(e.kind.rawValue) event is missing field \"\(key)\"")
        }
        switch e.kind {
        case .callback:
            if let method = e.method, let receiver = e.receiver, method.receiver != receiver {
                throw site.error(column("receiver"), "\(method.swiftName) is a \(method.info.declaredBy.rawValue) method; its receiver is \"\(method.receiver.rawValue)\", not \"\(receiver.rawValue)\"")
            }
            if e.receiver == .scene, e.scene == nil {
                throw site.error(1, "callback to a scene delegate is missing field \"scene\"")
            }
        case .notification:
            if let name = e.name, LifecycleNotification(name: name) == nil {
                let near = LifecycleNotification.allCases.min { EditDistance.between(name, $0.name) < EditDistance.between(name, $1.name) }
                throw site.error(column("name"), "unknown notification \"\(name)\"" + (near.map { "; did you mean \"\($0.name)\"?" } ?? ""))
            }
        case .state:
            if let name = e.name, SilentTransition(rawValue: name) == nil {
                let choices = SilentTransition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw site.error(column("name"), "unknown state change \"\(name)\"; expected one of \(choices)")
            }
        case .phase:
            if e.level != .app, e.scene == nil {
                throw site.error(1, "\(e.level?.rawValue ?? "scene")-level phase event is missing field \"scene\"")
            }
        default:
            break
        }
        let names = stateNames(for: e)
        for (key, value) in [("from", e.from), ("to", e.to)] {
            guard let value else { continue }
            if names.isEmpty { throw site.error(column(key), "\"\(key)\" is not allowed on \(e.kind.rawValue) events") }
            if !names.contains(value) {
                throw site.error(column(key), "unknown state \"\(value)\" in \"\(key)\"; expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
        }
    }
}
