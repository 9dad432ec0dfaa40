import LifelineModel

/// The four moves of the UI life cycle, for the app delegate (sceneless) or for each scene.
extension Runtime {
    /// Scenes in the foreground (inactive or active).
    var foregroundScenes: [Scene] {
        application.connectedScenes.filter { $0.state == .foregroundActive || $0.state == .foregroundInactive }
    }

    /// Whether the app (sceneless) or any scene is in the foreground.
    var isInForeground: Bool {
        usesScenes
            ? application.connectedScenes.contains { $0.state == .foregroundActive || $0.state == .foregroundInactive }
            : (application.state == .active || application.state == .inactive)
    }

    /// active → inactive: applicationWillResignActive / sceneWillResignActive (§1.2, §1.3, §2.2).
    func resignActive(_ scenes: [Scene]) throws {
        if usesScenes {
            for scene in scenes where scene.state == .foregroundActive {
                try sceneStep(.sceneWillResignActive, scene)
            }
        } else if application.state == .active {
            try appStep(.applicationWillResignActive)
        }
    }

    /// inactive → active: applicationDidBecomeActive / sceneDidBecomeActive.
    func becomeActive(_ scenes: [Scene]) throws {
        if usesScenes {
            for scene in scenes where scene.state == .foregroundInactive && becomesActive(scene) {
                try sceneStep(.sceneDidBecomeActive, scene)
                touch(scene.session)
            }
        } else if application.state == .inactive {
            try appStep(.applicationDidBecomeActive)
        }
    }

    /// Whether `scene` becomes active when it could: an external display's non-interactive
    /// scene stays in the foreground inactive, as devices report (§15 [OBSERVED]), unless the
    /// run takes Apple's "invariably followed by" literally (`display-activation: becomes-active`).
    private func becomesActive(_ scene: Scene) -> Bool {
        scene.session.isInteractive || options.displayActivation == .becomesActive
    }

    /// inactive → background: applicationDidEnterBackground / sceneDidEnterBackground, with the
    /// ~5 s budget (§1.2); under the after-background disconnect variant the scene then disconnects (§8.2).
    /// Returns false when the app was terminated for overrunning.
    @discardableResult
    func enterBackground(_ scenes: [Scene]) throws -> Bool {
        if usesScenes {
            // The background time is the app's, not each window's (§11): the scenes that go
            // together share one budget.
            let start = clock.now
            for scene in scenes where scene.state == .foregroundInactive {
                try sceneStep(.sceneDidEnterBackground, scene)
                if try overran(.backgroundTransition, since: start) { return false }
            }
            if options.disconnect == .afterBackground {
                for scene in scenes where scene.state == .background { try disconnect(scene, keepingSession: true) }
            }
        } else if application.state == .inactive {
            let start = clock.now
            try appStep(.applicationDidEnterBackground)
            if try overran(.backgroundTransition, since: start) { return false }
            try preserveState()
        }
        return true
    }

    /// background → inactive: applicationWillEnterForeground / sceneWillEnterForeground, after a
    /// silent resume when suspended (§1.2, §1.5).
    func enterForeground(_ scenes: [Scene]) throws {
        if application.state == .suspended { try silent(.resume) }
        if usesScenes {
            for scene in scenes where scene.state == .background {
                try sceneStep(.sceneWillEnterForeground, scene)
                try restoreInteractionState(scene)
            }
        } else if application.state == .background {
            try appStep(.applicationWillEnterForeground)
        }
    }

    /// Connects a scene for `session` (a new session when nil: configurationForConnecting first,
    /// §2.1) and takes it to the foreground or, for a system request, the background (§4.1).
    @discardableResult
    func connect(
        session existing: SceneSession?, options: ConnectionOptions, foreground: Bool,
        group: String? = nil, value: String? = nil, relaunch: Bool = false,
        role: SceneSessionRole = .windowApplication
    ) throws -> Scene {
        let session: SceneSession
        if let existing {
            session = existing
            // §8.11: under `configuration-on-relaunch: asked` a relaunch asks again for the
            // restored session; by default (§2.1, observed) the saved configuration is reused.
            if relaunch, self.options.configurationOnRelaunch == .asked {
                let outcome = try appStep(
                    .configurationForConnecting,
                    arguments: CallArguments(options: options, session: session),
                    session: session.persistentIdentifier)
                if outcome.implemented, let chosen = outcome.configuration { session.configuration = filled(chosen) }
            }
        } else {
            let declared = group ?? swiftUI?.primaryScene?.id
            session = SceneSession(
                id: nextSessionID(), role: role, configuration: configuration.configuration(for: role))
            session.swiftUIGroup = declared
            session.swiftUIValue = value
            application.openSessions.append(session)
            // The delegate reads the role from connectingSceneSession.role (§15).
            let outcome = try appStep(
                .configurationForConnecting,
                arguments: CallArguments(options: options, session: session),
                session: session.persistentIdentifier,
                detail: session.isInteractive ? nil : "role=\(role.rawValue)")
            if outcome.implemented, let chosen = outcome.configuration { session.configuration = filled(chosen) }
        }
        let scene = Scene(identifier: nextSceneID(), session: session, application: application)
        scene.restoresInteractionState = session.stateRestorationActivity != nil
        application.connectedScenes.append(scene)
        session.scene = scene
        try instantiateDelegate(for: scene)
        try sceneStep(
            .sceneWillConnect, scene, arguments: CallArguments(options: options),
            detail: connectionDetail(session, options))
        if swiftUI != nil { try connectSceneStorage(scene, restoring: existing != nil) }
        if foreground {
            try sceneStep(.sceneWillEnterForeground, scene)
            try restoreInteractionState(scene)
        } else {
            try silent(.connectInBackground, scenes: [scene])
        }
        touch(session)
        return scene
    }

    /// `scene(_:restoreInteractionStateWith:)`: a scene whose session carried a restoration
    /// activity when it connected gets it once, when it first reaches the foreground: after
    /// sceneWillEnterForeground, before sceneDidBecomeActive (lifecycle-facts.md §2.7, UNSURE).
    func restoreInteractionState(_ scene: Scene) throws {
        guard scene.restoresInteractionState else { return }
        scene.restoresInteractionState = false
        try sceneStep(.restoreInteractionState, scene)
    }

    /// A configuration the app delegate returned, completed from the Info.plist entry of the
    /// same name: `UISceneConfiguration(name:sessionRole:)` "loads … from the Info.plist" what
    /// the code does not set (§11), as Xcode's template relies on.
    private func filled(_ chosen: SceneConfiguration) -> SceneConfiguration {
        guard let name = chosen.name,
            let entry = configuration.configurations[chosen.role]?.first(where: { $0.name == name })
        else { return chosen }
        var result = chosen
        result.delegateClassName = result.delegateClassName ?? entry.delegateClassName
        result.sceneClassName = result.sceneClassName ?? entry.sceneClassName
        result.storyboardName = result.storyboardName ?? entry.storyboardName
        return result
    }

    /// sceneDidDisconnect: the scene object goes; its session stays (§2.4). When the session
    /// outlives the scene (`keepingSession`), UIKit first asks `stateRestorationActivity(for:)`:
    /// "Before disconnecting a scene, the system asks your delegate for an NSUserActivity"; the
    /// session keeps it and hands it back on reconnection (§2.7, §11).
    func disconnect(_ scene: Scene, keepingSession: Bool = false) throws {
        if keepingSession, scene.state == .background { try sceneStep(.stateRestorationActivity, scene) }
        try sceneStep(.sceneDidDisconnect, scene)
        application.connectedScenes.removeAll { $0 === scene }
        awayScenes.removeAll { $0 === scene }
        scene.session.scene = nil
        application.state = aggregateAppState()
    }

    /// One note per near miss, naming the method and what it nearly matches (`NearMisses`).
    func reportNearMisses(_ misses: [(wrong: String, meant: String)], in className: String, scene: Scene?) throws {
        for miss in misses {
            try note(
                """
                \(className) declares \(miss.wrong), which nearly matches \(miss.meant): UIKit never calls it (rename \
                it to match)
                """, scene: scene)
        }
    }

    /// Marks a session as the most recently used.
    func touch(_ session: SceneSession) {
        recentSessions.removeAll { $0 === session }
        recentSessions.append(session)
    }

    /// UIKit instantiates the configuration's delegate class; an unknown class leaves the scene
    /// without a delegate, and UIKit says so in the console instead of failing.
    private func instantiateDelegate(for scene: Scene) throws {
        let className =
            profile == .swiftui ? swiftUI?.sceneDelegateClass : scene.session.configuration.delegateClassName
        guard let className else { return }
        scene.delegate = delegates.makeSceneDelegate(className: className)
        if let delegate = scene.delegate, probedClasses.insert(className).inserted {
            try reportNearMisses(NearMisses.of(delegate, scene: scene), in: className, scene: scene)
        }
        if scene.delegate == nil {
            let name = scene.session.configuration.name ?? "(no name)"
            try note(
                """
                UIKit could not find the scene delegate class \"\(className)\" named by configuration \"\(name)\": \
                the scene connects without a delegate
                """, scene: scene)
        }
    }

    private func connectionDetail(_ session: SceneSession, _ options: ConnectionOptions) -> String? {
        var parts: [String] = []
        if !session.isInteractive { parts.append("role=\(session.role.rawValue)") }
        if let name = session.configuration.name { parts.append("configuration=\(name)") }
        if let group = session.swiftUIGroup, profile == .swiftui { parts.append("scene=\(group)") }
        if let value = session.swiftUIValue { parts.append("value=\(value)") }
        if let activity = session.stateRestorationActivity {
            parts.append("stateRestorationActivity=\(activity.activityType)")
        }
        if let options = options.detail { parts.append(options) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
