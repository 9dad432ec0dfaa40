import LifelineModel

/// `@SceneStorage` (lifecycle-facts.md §17): SwiftUI keeps a view's scene storage with its
/// scene's session, restores it when a scene connects for a session that had some, and
/// destroys it with the session. When it saves is not documented ("no guarantees as to when
/// and how often"), so the runtime writes no save; it notes the two documented moments.
extension Runtime {
    /// After `scene(_:willConnectTo:options:)`: each storage key of the scene's views starts
    /// from its default (a new session) or is restored from the session's storage.
    func connectSceneStorage(_ scene: Scene, restoring: Bool) throws {
        for view in declaration(of: scene)?.views ?? [] where !view.sceneStorage.isEmpty {
            // Keys unquoted: a note without escapes stays on the canonical decoder's fast path.
            let keys = "@SceneStorage " + view.sceneStorage.joined(separator: ", ")
            let session = scene.session.persistentIdentifier
            try sceneStorageNote(
                view: view.name, scene: scene.identifier,
                restoring
                    ? """
                    \(view.name)'s \(keys) restored from session \(session)'s storage, as the system last saved it \
                    (it gives no guarantee when it saves)
                    """
                    : "\(view.name)'s \(keys) start from their defaults: session \(session) is new")
        }
    }

    /// With `application(_:didDiscardSceneSessions:)`: the storage goes with each session
    /// ("If the Scene is explicitly destroyed … the data is also destroyed").
    func discardSceneStorage(_ sessions: [SceneSession]) throws {
        for session in sessions {
            let keys = (declaration(of: session)?.views ?? []).flatMap(\.sceneStorage)
            guard !keys.isEmpty else { continue }
            try sceneStorageNote(
                view: nil, scene: nil,
                "session \(session.persistentIdentifier) destroyed: its @SceneStorage (\(keys.joined(separator: ", "))) is destroyed with it"
            )
        }
    }

    private func sceneStorageNote(view: String?, scene: String?, _ text: String) throws {
        try emitInPlace(.note, at: clock.now) { event in
            event.name = "SceneStorage"
            event.scene = scene
            event.view = view
            event.value = text
        }
    }
}
