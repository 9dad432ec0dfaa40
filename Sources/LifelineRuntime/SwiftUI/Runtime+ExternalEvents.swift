import LifelineModel

/// SwiftUI's external events and windows (lifecycle-facts.md §16): which scene a URL or a user
/// activity goes to (`ExternalEventRouting`, the model's table), the view handlers that run
/// there, and `dismissWindow`.
extension Runtime {
    /// A URL or a user activity reaching the app: for a SwiftUI App the model's routing table
    /// picks the scene; UIKit apps, and the one open or existing scene, take the
    /// launch-or-return path.
    func externalEvent(_ options: ConnectionOptions) throws {
        guard let app = swiftUI else { return try open(options) }
        let target = options.urlContexts.first?.text ?? options.userActivities.first?.activityType ?? ""
        let open = running ? application.connectedScenes : []
        let existingScene = self.options.externalEvents == .existingScene && !app.declaresExternalEventModifiers
        let destination = ExternalEventRouting.destination(
            of: target, singleScene: !multipleScenes, existingScene: existingScene,
            open: open.map(candidate), declarations: app.scenes.map(\.handlesExternalEvents))
        switch destination {
        case .openScene(_, .theOneOpenScene), .openScene(_, .existingSceneWithoutViewModifiers):
            // The scene the launch-or-return path brings back (the most recent, with the
            // others sent away together): UIKit's own routing (§2.7).
            try self.open(options)
        case .openScene(let index, let rule):
            let scene = open[index]
            try note(
                "SwiftUI routes \(target) to the open scene \(scene.identifier) (\(Self.sentence(rule)))", scene: scene)
            try enterForeground([scene])
            try deliver(options, to: scene)
            try runViewHandlers(options, in: scene)
            try becomeActive([scene])
            awayScenes.removeAll { $0 === scene }
        case .newScene(let index, let rule):
            let group = app.scenes[index].id
            guard running else {
                // A cold launch opens the routed declaration; the first one restores the
                // remembered session as any launch does (§2.1).
                return try launchToForeground(options: options, group: group == app.primaryScene?.id ? nil : group)
            }
            if suspended { try silent(.resume) }
            let scene = try connect(session: nil, options: options, foreground: true, group: group)
            try note(
                "SwiftUI routes \(target) to a new instance of scene '\(group)' (\(Self.sentence(rule)))", scene: scene)
            try runViewHandlers(options, in: scene)
            try becomeActive([scene])
        case .unrouted:
            try note(
                """
                SwiftUI finds no scene for \(target): no open scene claims it and every scene declaration's \
                handlesExternalEvents(matching:) refuses it; nothing opens
                """)
        }
    }

    /// An open scene's `handlesExternalEvents(preferring:allowing:)` sets, from its views.
    private func candidate(_ scene: Scene) -> ExternalEventCandidate {
        let views = declaration(of: scene)?.views ?? []
        func merged(_ sets: [[String]?]) -> [String]? {
            let present = sets.compactMap { $0 }
            return present.isEmpty ? nil : present.flatMap { $0 }
        }
        return ExternalEventCandidate(
            preferring: merged(views.map(\.prefersExternalEvents)),
            allowing: merged(views.map(\.allowsExternalEvents)))
    }

    func declaration(of scene: Scene) -> SwiftUIApp.SceneDeclaration? { declaration(of: scene.session) }

    /// The SwiftUI scene declaration a session's windows come from.
    func declaration(of session: SceneSession) -> SwiftUIApp.SceneDeclaration? {
        guard let app = swiftUI else { return nil }
        return session.swiftUIGroup.flatMap(app.scene(id:)) ?? app.primaryScene
    }

    private static func sentence(_ rule: ExternalEventRule) -> String {
        switch rule {
        case .theOneOpenScene: return "one scene on this device: the one open scene"
        case .openScenePreferring: return "a view of it prefers the event: handlesExternalEvents(preferring:)"
        case .openSceneAllowing: return "a view of it allows the event: handlesExternalEvents(allowing:)"
        case .existingSceneWithoutViewModifiers: return "no view declares handlesExternalEvents: an existing scene"
        case .newSceneMatching: return "its handlesExternalEvents(matching:) matches"
        case .newSceneOfFirstUnmodified: return "the first scene declaration without handlesExternalEvents(matching:)"
        }
    }

    /// The SwiftUI view handlers the event reaches in `scene`: `onOpenURL(perform:)` for a URL,
    /// `onContinueUserActivity(_:perform:)` for an activity of its type, each a note naming the
    /// view, where UIKit would call the scene delegate (§16 [UNSURE] placement). An App whose
    /// views declare handlers hears of an event that reaches none of them.
    func runViewHandlers(_ options: ConnectionOptions, in scene: Scene) throws {
        guard let app = swiftUI, !options.urlContexts.isEmpty || !options.userActivities.isEmpty else { return }
        let declaresHandlers = app.scenes.contains {
            $0.views.contains { $0.opensURLs || !$0.continuesActivities.isEmpty }
        }
        guard declaresHandlers else { return }
        var handled = false
        for view in declaration(of: scene)?.views ?? [] {
            if view.opensURLs, let url = options.urlContexts.first?.text {
                try handlerNote(
                    "onOpenURL(perform:)", view: view.name, scene: scene,
                    "\(view.name)'s onOpenURL(perform:) runs with \(url)")
                handled = true
            }
            if let type = options.userActivities.first?.activityType, view.continuesActivities.contains(type) {
                try handlerNote(
                    "onContinueUserActivity(_:perform:)", view: view.name, scene: scene,
                    "\(view.name)'s onContinueUserActivity(_:perform:) runs for \(type)")
                handled = true
            }
        }
        if !handled {
            try note(
                "no view of scene \(scene.identifier) handles this \(options.urlContexts.isEmpty ? "activity" : "URL") (no onOpenURL or matching onContinueUserActivity): SwiftUI calls no handler",
                scene: scene)
        }
    }

    private func handlerNote(_ modifier: String, view: String, scene: Scene, _ text: String) throws {
        try emitInPlace(.note, at: clock.now) { event in
            event.name = modifier
            event.scene = scene.identifier
            event.view = view
            event.value = text
        }
    }

    /// `dismissWindow` (iOS 17+, §16): with no id or value the frontmost window, with a value
    /// every window presenting it ("If multiple windows match the provided value, then they all
    /// will be dismissed"), with an id the group's windows; each closes as the user closing it
    /// does (§2.4). On a one-window device nothing is documented: a note, nothing closes.
    func dismissWindow(group: String?, value: String?) throws {
        guard multipleScenes else {
            try note(
                """
                dismissWindow: this device shows one window (supportsMultipleWindows is false); Apple documents \
                nothing for this case and the runtime closes nothing
                """)
            return
        }
        for scene in windowsToDismiss(group: group, value: value) where running {
            try closeWindow(scene)
        }
    }

    /// The windows a `dismissWindow` call names (see `dismissWindow`).
    func windowsToDismiss(group: String?, value: String?) -> [Scene] {
        let connected = application.connectedScenes
        guard group != nil || value != nil else {
            return (foregroundScenes.last ?? connected.last).map { [$0] } ?? []
        }
        return connected.filter { scene in
            (group == nil || scene.session.swiftUIGroup == group)
                && (value == nil || scene.session.swiftUIValue == value)
        }
    }
}
