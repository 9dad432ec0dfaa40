import LifelineModel
import LifelineTrace

/// The delegates an app has, as a drawing learns them while it reads: those the profile
/// always calls, and those the trace shows a callback for. A SwiftUI app has none of its own
/// (facts §5), so its drawings name the app and its scenes, not delegates it lacks.
package struct AppDelegates: Sendable, Equatable {
    private var app: Bool
    private var scene: Bool

    package init(profile: Profile) {
        app = Receiver.app.isAlwaysPresent(under: profile)
        scene = Receiver.scene.isAlwaysPresent(under: profile)
    }

    /// Whether the app has `receiver`'s delegate, as far as the trace has shown.
    package func has(_ receiver: Receiver) -> Bool {
        switch receiver {
        case .app: return app
        case .scene: return scene
        case .viewController: return true
        }
    }

    /// A timeline lane's label: the app's is `App` when the app has no delegate of its own.
    package func title(of lane: TimelineLane) -> String {
        lane == .app && !app ? "App" : lane.title
    }

    /// A sequence diagram's lifeline: a delegate only if the app has one, else the object
    /// UIKit moves (a SwiftUI trace without a scene delegate draws no scene delegate).
    package func title(of participant: SequenceParticipant) -> String {
        switch participant {
        case .app where !app: return "App"
        case let .scene(_, id) where !scene: return "Scene \(id)"
        default: return participant.title
        }
    }

    /// Notes a record: a callback shows its receiver's delegate.
    @inline(__always)
    mutating func note(_ record: EventRecord) {
        guard record.kind == .callback, let receiver = record.receiver else { return }
        switch receiver {
        case .app: app = true
        case .scene: scene = true
        case .viewController: break
        }
    }
}
