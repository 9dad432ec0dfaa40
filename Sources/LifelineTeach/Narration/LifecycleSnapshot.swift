import LifelineModel

/// One scene as a student sees it at a point of the trace.
package struct SceneSnapshot: Equatable, Sendable {
    /// The trace's scene id (`S1`).
    package var id: String
    /// Which scene object it is: the follower's identity (`FollowStep.sceneIdentity`).
    package var identity: Int
    /// Its activation state as the follower reads it; nil while unknown (first seen mid-run).
    package var state: SceneActivationState?
    /// Every state the follower allows it to be in (bits of `SceneActivationState.slot`): one
    /// when `state` is known, several where the trace leaves it open.
    package var possible: UInt8 = SceneActivationState.everySlot
    /// Its SwiftUI scene phase, when the trace reports phases.
    package var phase: ScenePhase?
    /// It disconnected with the last event: shown once as unattached, then dropped.
    package var disconnected = false

    /// Its possible states, in slot order.
    package var states: [SceneActivationState] { SceneActivationState.states(in: possible) }
    /// The SwiftUI phase its views see, when every state it may be in gives the same one.
    package var onePhase: ScenePhase? {
        let phases = Set(states.map(\.scenePhase))
        return phases.count == 1 ? phases.first : nil
    }
}

/// The app's state and every connected scene's, after some event of a trace.
package struct LifecycleSnapshot: Equatable, Sendable {
    /// The app's execution state, as `UIApplication.applicationState` reads it (the follower's
    /// `applicationStateAfter`); nil while the trace leaves it open.
    package var app: AppState? {
        didSet { appPossible = AppState.bits(app) }
    }
    /// Every state the follower allows the app to be in (bits of `AppState.slot`): one when
    /// `app` is known, several where the trace leaves it open (`inactive or background`).
    package var appPossible: UInt8
    /// The SwiftUI App-level phase, when the trace reports one.
    package var appPhase: ScenePhase?
    /// Connected scenes, in order of first appearance.
    package var scenes: [SceneSnapshot] = []
    /// The launch callbacks (`LaunchSequence`) this process run has had, in order.
    package var launch: [Callback] = []

    package init(app: AppState? = .notRunning) {
        self.app = app
        appPossible = AppState.bits(app)
    }

    /// The app's possible states, in slot order: the one it is in, or every one still open.
    package var appStates: [AppState] { AppState.states(in: appPossible) }

    /// The scenes UIKit can still call: connected and not released.
    package var liveScenes: [SceneSnapshot] { scenes.filter { !$0.disconnected } }

    /// `app background · S1 foregroundActive (phase active)`: the trace's spellings, which are
    /// UIKit's `UIApplication.State` and `UIScene.ActivationState` case names.
    package var line: String {
        var parts = [
            "app " + Self.reading(app, AppState.states(in: appPossible))
                + (appPhase.map { " (phase \($0.rawValue))" } ?? "")
        ]
        let shown = scenes.prefix(Self.scenesShown)
        for scene in shown {
            var part = scene.id + " " + Self.reading(scene.state, SceneActivationState.states(in: scene.possible))
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

    /// A state as the line names it: the one known, the few the trace leaves open
    /// (`inactive or background`), or `unknown` when it leaves every one open.
    static func reading<State: LifecycleState>(_ state: State?, _ possible: [State]) -> String {
        if let state { return state.rawValue }
        guard !possible.isEmpty, possible.count < State.allCases.count else { return "unknown" }
        return possible.map(\.rawValue).joined(separator: " or ")
    }

    /// How many scenes a line names before it counts the rest.
    static let scenesShown = 8
}
