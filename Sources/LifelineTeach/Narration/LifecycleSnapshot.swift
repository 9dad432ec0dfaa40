import LifelineModel

/// One scene as a student sees it at a point of the trace.
package struct SceneSnapshot: Equatable, Sendable {
    /// The trace's scene id (`S1`).
    package var id: String
    /// Which scene object it is: the follower's identity (`FollowStep.sceneIdentity`).
    package var identity: Int
    /// Its activation state as the follower reads it; nil while unknown (first seen mid-run).
    package var state: SceneActivationState?
    /// Its SwiftUI scene phase, when the trace reports phases.
    package var phase: ScenePhase?
    /// It disconnected with the last event: shown once as unattached, then dropped.
    package var disconnected = false
}

/// The app's state and every connected scene's, after some event of a trace.
package struct LifecycleSnapshot: Equatable, Sendable {
    /// The app's execution state; nil while the trace has not said.
    package var app: AppState?
    /// The SwiftUI App-level phase, when the trace reports one.
    package var appPhase: ScenePhase?
    /// Connected scenes, in order of first appearance.
    package var scenes: [SceneSnapshot] = []
    /// The launch callbacks (`LaunchSequence`) this process run has had, in order.
    package var launch: [Callback] = []

    package init(app: AppState? = .notRunning) { self.app = app }

    /// The scenes UIKit can still call: connected and not released.
    package var liveScenes: [SceneSnapshot] { scenes.filter { !$0.disconnected } }

    /// `app background · S1 foregroundActive (phase active)`: the trace's spellings, which are
    /// UIKit's `UIApplication.State` and `UIScene.ActivationState` case names.
    package var line: String {
        var parts = ["app " + (app?.rawValue ?? "unknown") + (appPhase.map { " (phase \($0.rawValue))" } ?? "")]
        let shown = scenes.prefix(Self.scenesShown)
        for scene in shown {
            var part = scene.id + " " + (scene.state?.rawValue ?? "unknown")
            if scene.disconnected {
                part += " (disconnected)"
            } else if let phase = scene.phase {
                part += " (phase \(phase.rawValue))"
            }
            parts.append(part)
        }
        if scenes.count > shown.count { parts.append("+\(scenes.count - shown.count) more scenes") }
        return parts.joined(separator: " · ")
    }

    /// How many scenes a line names before it counts the rest.
    static let scenesShown = 8
}
