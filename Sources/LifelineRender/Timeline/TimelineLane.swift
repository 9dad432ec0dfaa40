/// A lane of a timeline: one receiver, or the actions above them.
package enum TimelineLane: Hashable, Comparable, Sendable {
    /// User and system actions, drawn as markers above the receivers.
    case actions
    /// The app: app-state bars and its delegate's callbacks (titled `App delegate` when the
    /// app has one, `TimelineCollector.title(of:)`).
    case app
    /// SwiftUI's app-level ScenePhase.
    case appPhase
    /// A scene delegate: scene-state bars and its callbacks (`order` is first appearance).
    case scene(order: Int, id: String)
    /// SwiftUI's scene-level ScenePhase of a scene.
    case scenePhase(order: Int, id: String)
    /// A window's root view controller: its appearance callbacks, under its scene (`id`
    /// empty: the sceneless app's window, under the app).
    case viewController(order: Int, id: String)
    /// NotificationCenter posts.
    case notifications

    /// Top to bottom: actions, app, app phase, each scene with its phase, notifications.
    var rank: (Int, Int, Int) {
        switch self {
        case .actions: return (0, 0, 0)
        case .app: return (1, 0, 0)
        case let .viewController(_, id) where id.isEmpty: return (1, 0, 1)
        case .appPhase: return (2, 0, 0)
        case let .scene(order, _): return (3, order, 0)
        case let .scenePhase(order, _): return (3, order, 1)
        case let .viewController(order, _): return (3, order, 2)
        case .notifications: return (4, 0, 0)
        }
    }

    package static func < (a: TimelineLane, b: TimelineLane) -> Bool { a.rank < b.rank }

    /// The lane's label when the app has its delegates.
    package var title: String {
        switch self {
        case .actions: return "Actions"
        case .app: return "App delegate"
        case .appPhase: return "App phase (SwiftUI)"
        case let .scene(_, id): return "Scene \(id)"
        case let .scenePhase(_, id): return "Scene \(id) phase"
        case let .viewController(_, id): return id.isEmpty ? "Root view controller" : "Scene \(id) root view controller"
        case .notifications: return "Notifications"
        }
    }
}

/// A state held by a lane from `start` to `end` (microseconds).
package struct TimelineInterval: Sendable, Equatable {
    package var lane: TimelineLane
    package var state: String
    package var start: Int64
    package var end: Int64
}

/// One event drawn on a lane: a callback tick, a notification, a silent change, an action.
package struct TimelineMark: Sendable, Equatable {
    /// `phase`: a SwiftUI phase change, a tick on its phase lane, so that changes made in the
    /// same instant (a launch's background → inactive → active) each show.
    package enum Kind: Sendable, Equatable { case callback, notification, silent, phase, action, note }
    package var lane: TimelineLane
    package var time: Int64
    package var seq: Int
    package var kind: Kind
    package var label: String
    /// Rule ids and "not in model" reasons, empty when fine.
    package var problems: [String]
    /// Whether the actions was the user's (else the system's); only for actions.
    package var byUser: Bool
}

/// Per-interval summary of one lane, for traces too long to draw event by event.
package struct TimelineBucket: Sendable, Equatable {
    package var events = 0
    package var problems = 0
    /// Microseconds spent in each state (indexed by `TimelineCollector.stateNames`).
    package var stateTime: [Int64] = []
}
