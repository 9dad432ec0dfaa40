import LifelineModel

/// iPadOS per-window actions and the external display (lifecycle-facts.md §15): each runs its
/// `WindowSequence` row on the window it names and on the app's other windows on screen.
extension Runtime {
    /// An interactive window (not an external display's scene) in the foreground.
    private func isOnScreen(_ scene: Scene) -> Bool {
        scene.session.isInteractive && (scene.state == .foregroundActive || scene.state == .foregroundInactive)
    }

    private var onScreen: [Scene] { application.connectedScenes.filter(isOnScreen) }

    private func isAway(_ scene: Scene) -> Bool {
        scene.session.isInteractive && (scene.state == .background || scene.state == .suspended)
    }

    private func isDisplay(_ scene: Scene) -> Bool { !scene.session.isInteractive }

    /// Under `windowing: ipados26` a minimised window keeps its scene state (§15): these are
    /// the connected ones.
    private func isMinimized(_ scene: Scene) -> Bool {
        minimizedScenes.contains { $0 === scene } && scene.session.scene === scene && application.state != .notRunning
    }

    private var silentWindows: Bool { options.windowing == .ipados26 }

    /// Whether the window action can happen now; `explain` builds the refusal's message.
    func checkWindow(_ action: WindowAction, scene id: String?, explain: Bool) throws(ActionRefused) {
        func refuse(_ message: @autoclosure () -> String) -> ActionRefused {
            ActionRefused(message: explain ? "\(action.rawValue): \(message())" : "")
        }
        guard usesScenes else { throw refuse("\(profile.rawValue) has no scenes") }
        switch action {
        case .splitView, .slideOver, .leaveSplitView, .minimizeWindow, .restoreWindow:
            guard multipleScenes else { throw refuse("\(profile.rawValue) does not support multiple windows") }
        case .connectDisplay, .disconnectDisplay:
            // SwiftUI's template declares no configuration for the role.
            if profile == .swiftui { throw refuse("the SwiftUI profile declares no external-display scene") }
        case .relaunchAllWindows:
            break
        }
        switch action {
        case .splitView, .slideOver:
            if onScreen.isEmpty { throw refuse("no window of the app is on screen") }
            if let id, (try? resolveScene(id, where: isAway)) == nil { throw refuse("no background window \(id)") }
        case .leaveSplitView, .minimizeWindow:
            guard (try? resolveScene(id, where: { isOnScreen($0) && !isMinimized($0) })) != nil else {
                throw refuse("no window on screen\(id.map { " named \($0)" } ?? "")")
            }
            // The last window leaving the screen is the app leaving it: home, not this (§15).
            if onScreen.filter({ !isMinimized($0) }).count < 2 {
                throw refuse("the app has one window on screen (use home)")
            }
        case .restoreWindow:
            let minimized = silentWindows ? isMinimized : isAway
            guard running, (try? resolveScene(id, where: minimized)) != nil else {
                throw refuse("no \(silentWindows ? "minimised" : "background") window\(id.map { " \($0)" } ?? "")")
            }
        case .connectDisplay:
            if onScreen.isEmpty { throw refuse("no window of the app is on screen") }
            if application.connectedScenes.contains(where: isDisplay) { throw refuse("a display is connected already") }
        case .disconnectDisplay:
            guard (try? resolveScene(id, where: isDisplay)) != nil else {
                throw refuse("no external display is connected")
            }
        case .relaunchAllWindows:
            if running { throw refuse("the app is running (the action is a launch after termination)") }
        }
    }

    /// Runs the action's row (`WindowSequence`).
    func performWindow(_ action: WindowAction, scene id: String?) throws {
        let row = WindowSequence.row(action, variant: options.windowing)
        if row.variant == .ipados26 && row.window.isEmpty { return try silentWindow(row, scene: id) }
        switch action {
        case .relaunchAllWindows:
            try launchToForeground(options: ConnectionOptions(), restoringEvery: true)
            return
        case .splitView, .slideOver:
            let others = onScreen
            let existing = try id.map { id throws(ActionRefused) in try resolveScene(id, where: isAway) }
            let scene = try run(row, on: existing)
            try finish(row, scene, others: others)
        case .leaveSplitView, .minimizeWindow:
            let scene = try resolveScene(id, where: isOnScreen)
            let others = onScreen.filter { $0 !== scene }
            try run(row, on: scene)
            try finish(row, scene, others: others)
        case .restoreWindow:
            let scene = try resolveScene(id, where: isAway)
            awayScenes.removeAll { $0 === scene }
            try run(row, on: scene)
            try finish(row, scene, others: [])
        case .connectDisplay:
            try run(row, on: nil)
        case .disconnectDisplay:
            // A suspended app is woken in the background to hear it, as for a closed window (§2.4).
            if suspended { try silent(.resume) }
            try run(row, on: resolveScene(id, where: isDisplay))
        }
    }

    /// The row's window callbacks on `scene`; a nil scene is a new window, whose connection
    /// callbacks run first (`connect`), then the rest of the row.
    @discardableResult
    private func run(_ row: WindowSequence, on existing: Scene?) throws -> Scene {
        var steps = row.window[...]
        let scene: Scene
        if let existing {
            scene = existing
            steps = steps.drop { $0 == .configurationForConnecting || $0 == .sceneWillConnect }
        } else {
            let role: SceneSessionRole =
                row.role == .application ? .windowApplication : .windowExternalDisplayNonInteractive
            if suspended { try silent(.resume) }
            scene = try connect(session: nil, options: ConnectionOptions(), foreground: true, role: role)
            // connect ran configurationForConnecting, willConnectTo and willEnterForeground.
            steps = steps.drop {
                $0 == .configurationForConnecting || $0 == .sceneWillConnect || $0 == .sceneWillEnterForeground
            }
        }
        for callback in steps {
            // A step whose window has gone (a budget overrun, an after-background disconnect) ends the row.
            guard application.state != .notRunning else { break }
            if callback == .sceneWillEnterForeground {
                try enterForeground([scene])
            } else if callback == .sceneDidBecomeActive {
                try becomeActive([scene])
            } else if callback == .sceneWillResignActive {
                try resignActive([scene])
            } else if callback == .sceneDidEnterBackground {
                if try !enterBackground([scene]) { return scene }
            } else if callback == .sceneDidDisconnect {
                if scene.session.scene === scene { try disconnect(scene) }
            } else if callback == .didDiscardSceneSessions {
                try discard([scene.session])
            } else {
                throw IllegalStep(description: "\(row.action.rawValue): no runtime step for \(callback.swiftName)")
            }
        }
        return scene
    }

    /// iPadOS 26 (§15, OBSERVED): minimising or restoring a window calls no scene delegate
    /// method and moves no state; a note says what the app can see instead.
    private func silentWindow(_ row: WindowSequence, scene id: String?) throws {
        // Forget the windows that went (a new array: the test reads the old one).
        minimizedScenes = minimizedScenes.filter(isMinimized)
        if row.action == .minimizeWindow {
            let scene = try resolveScene(id, where: { isOnScreen($0) && !isMinimized($0) })
            minimizedScenes.append(scene)
            try note(
                """
                iPadOS 26: the window is minimised with no scene delegate callback; its \
                traitCollection.activeAppearance becomes .inactive (lifecycle-facts.md §15)
                """, scene: scene)
        } else {
            let scene = try resolveScene(id, where: isMinimized)
            minimizedScenes.removeAll { $0 === scene }
            try note(
                """
                iPadOS 26: the window is back with no scene delegate callback; its traitCollection.activeAppearance \
                becomes .active (lifecycle-facts.md §15)
                """, scene: scene)
            try finish(row, scene, others: onScreen.filter { $0 !== scene })
        }
    }

    /// The other windows' callback, and the key window.
    private func finish(_ row: WindowSequence, _ scene: Scene, others: [Scene]) throws {
        guard application.state != .notRunning else { return }
        if let callback = row.others {
            let why =
                row.action == .splitView
                ? "resized to share the screen with \(scene.identifier)"
                : "resized to fill the screen \(scene.identifier) left"
            var arguments = CallArguments()
            arguments.previousGeometry = row.action == .splitView ? .fullScreen : .halfScreen
            for other in others where isOnScreen(other) {
                try sceneStep(callback, other, arguments: arguments, detail: why)
            }
        }
        if row.becomesKey {
            let rest = others.filter { isOnScreen($0) && $0.state == .foregroundActive }.map(\.identifier)
            let also =
                rest.isEmpty
                ? "" : "; \(rest.joined(separator: ", ")) stay\(rest.count == 1 ? "s" : "") foreground active"
            try note(
                """
                \(scene.identifier)'s window becomes the key window (UIWindow.isKeyWindow)\(also): activation states \
                do not tell them apart (lifecycle-facts.md §15)
                """, scene: scene)
        }
    }
}
