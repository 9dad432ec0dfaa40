/// The kind of a trace event (trace format v1).
public enum EventKind: String, CaseIterable, Sendable, Codable {
    /// Something the user or the system did: `launch`, `home`, `open-url`, …
    case action
    /// A delegate method UIKit called.
    case callback
    /// A `UIApplication` or `UIScene` notification posted.
    case notification
    /// A state change with no callback (suspension, resume, purge).
    case state
    /// A SwiftUI `ScenePhase` change at view, scene or app level.
    case phase
    /// Another SwiftUI environment value reaching a view (`colorScheme`, `locale`).
    case environment
    /// Anything else worth keeping (a debugger's termination line, a budget overrun).
    case note
}
