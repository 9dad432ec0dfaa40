import LifelineModel
import LifelineSupport

/// The profile a trace's events show, for a header that names none (issue 30: a trace from
/// anywhere may leave it out). What decides, in this order:
///
/// - a SwiftUI `phase` event: `swiftui`;
/// - a scene-delegate callback or `UIScene` notification: a scene profile, `ipados-multiwindow`
///   when two scenes are connected at once, else `ios13`;
/// - otherwise the app delegate alone: `ios12`.
///
/// Events that no one profile allows together are refused: an app-delegate UI-state callback
/// (`applicationDidBecomeActive(_:)`, …), which UIKit does not deliver once scenes are adopted
/// (§2.5), beside a scene-delegate callback.
@usableFromInline package struct ProfileInference: Sendable, Equatable {
    /// The profile the events show.
    @usableFromInline package var profile: Profile
    /// The line that decided it (0: no event decided, the app delegate alone).
    @usableFromInline package var line: Int
    /// What that line showed, for the report.
    @usableFromInline package var reason: String

    /// Reads the trace at `path` (a file, not standard input) to its end and infers its profile.
    @usableFromInline package static func infer(path: String) throws(Diagnostic) -> ProfileInference {
        let reader = try TraceReader(path: path, readsAhead: false, symbols: TraceSymbols(), infersProfile: false)
        var phase: (line: Int, reason: String)?
        var scene: (line: Int, reason: String)?
        var appUIState: (line: Int, reason: String)?
        var connected = Set<String>()
        var twoScenes: (line: Int, reason: String)?
        while let event = try reader.next() {
            let line = reader.lineNumber
            switch event.kind {
            case .phase:
                if phase == nil { phase = (line, "a \(event.level?.rawValue ?? "") scenePhase change") }
            case .callback:
                guard let callback = event.method else { continue }
                if callback.receiver == .scene {
                    if scene == nil { scene = (line, callback.swiftName) }
                    if callback == .sceneWillConnect, let id = event.scene {
                        connected.insert(id)
                        if connected.count > 1, twoScenes == nil {
                            twoScenes = (line, "a second scene connected while another is")
                        }
                    } else if callback == .sceneDidDisconnect, let id = event.scene {
                        connected.remove(id)
                    }
                } else if callback.receiver == .app, callback.info.routing[.ios13] == .notDelivered, appUIState == nil {
                    appUIState = (line, callback.swiftName)
                }
            case .notification:
                if event.notification?.info.poster == .scene, scene == nil { scene = (line, event.name ?? "") }
            default:
                continue
            }
        }
        if let scene, let appUIState {
            throw Diagnostic(
                file: reader.displayName, line: appUIState.line, column: 1,
                """
                the trace's header names no profile, and its events contradict each other: \
                \(appUIState.reason) reaches the app delegate, which UIKit does not do once scenes \
                are adopted, and line \(scene.line) shows \(scene.reason); pass --profile
                """)
        }
        if let phase { return ProfileInference(profile: .swiftui, line: phase.line, reason: phase.reason) }
        if let twoScenes {
            return ProfileInference(profile: .ipadosMultiwindow, line: twoScenes.line, reason: twoScenes.reason)
        }
        if let scene { return ProfileInference(profile: .ios13, line: scene.line, reason: scene.reason) }
        return ProfileInference(
            profile: .ios12, line: 0, reason: "no scene-delegate callback, scene notification or phase")
    }

    /// One line for the report: `profile inferred from the events: ios13 (line 5: scene(_:willConnectTo:options:))`.
    @usableFromInline package var note: String {
        "the header names no profile; inferred \(profile.rawValue) from the events ("
            + (line > 0 ? "line \(line): \(reason))" : "\(reason))")
    }
}
