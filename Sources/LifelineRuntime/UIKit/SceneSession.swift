/// `UISceneSession`: a scene's persistent identity. It survives disconnection and relaunch;
/// the scene object (`Scene`) does not (lifecycle-facts.md §2.1, §2.4).
public final class SceneSession: Hashable {
    /// The trace id: `A`, `B`, …
    public let persistentIdentifier: String
    /// `role`: the kind of scene the session is for.
    public let role: SceneSessionRole
    /// Whether its windows take events: every role but an external display's non-interactive
    /// one (§15). Kept apart from `role` so that the hot paths compare no strings.
    let isInteractive: Bool
    /// The configuration UIKit chose when the session was created, reused on reconnection.
    public internal(set) var configuration: SceneConfiguration
    /// The connected scene, if any.
    ///
    /// Held strongly, and cleared by the runtime whenever the scene leaves `connectedScenes`
    /// (disconnection, the end of a run, the runtime going away): a `weak` reference would give
    /// every scene a side table and make each retain and release of it several times slower.
    public internal(set) var scene: Scene?
    /// The activity `stateRestorationActivity(for:)` returned, handed back on reconnection.
    public internal(set) var stateRestorationActivity: UserActivity?
    /// SwiftUI: the scene declaration (`WindowGroup` id) and value the session presents.
    var swiftUIGroup: String?
    var swiftUIValue: String?

    init(id: String, role: SceneSessionRole, configuration: SceneConfiguration) {
        self.persistentIdentifier = id
        self.role = role
        self.isInteractive = role != .windowExternalDisplayNonInteractive && role != .windowExternalDisplay
        self.configuration = configuration
    }

    /// Sessions are equal when they are the same object, as UIKit's are.
    public static func == (a: SceneSession, b: SceneSession) -> Bool { a === b }
    /// Hashes the session's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
