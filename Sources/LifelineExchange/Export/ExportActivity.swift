import LifelineModel
import LifelineTrace

/// How one trace event appears to an outside tool: its activity name, or nil when the event is
/// not an activity (notes and environment values are commentary, not steps of the process).
enum ExportActivity {
    static func name(of event: TraceEvent) -> String? {
        switch event.kind {
        case .callback: return event.method?.swiftName
        case .notification: return event.name
        case .action: return event.name.map { "action: " + $0 }
        case .state: return event.name.map { "state: " + $0 }
        case .phase: return event.to.map { "phase \(event.level?.rawValue ?? "scene"): " + $0 }
        case .environment, .note: return nil
        }
    }
}
