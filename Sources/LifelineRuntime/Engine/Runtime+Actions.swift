import LifelineModel
import LifelineTrace

extension Runtime {
    /// Performs one action: the `action` event first, then everything it causes.
    /// Throws `ActionRefused` when the action cannot happen in the app's current state.
    public func perform(_ action: ScenarioAction) throws {
        try check(action.kind, explain: true)
        if let at = action.at {
            clock.move(to: TraceTime(seconds: at))
        } else if seq > 0 {
            clock.advance(micros: 1_000_000)
        }
        let event = beginEvent(.action, at: clock.now)
        event.pointee.name = action.kind.name
        event.pointee.by = action.kind.actor
        event.pointee.scene = action.kind.sceneArgument
        event.pointee.session = sessionArgument(action.kind)
        event.pointee.detail = action.kind.detail
        try finishEvent(event)
        cause = seq
        defer { cause = nil }
        try execute(action.kind)
    }

    private func sessionArgument(_ kind: ActionKind) -> String? {
        if case .discardSession(let id) = kind { return id }
        return nil
    }

    var running: Bool { application.state != .notRunning }
    var suspended: Bool { application.state == .suspended }

    /// Whether `kind` can happen now; the random run uses it to stay legal. It asks for every
    /// action it draws and many are refused, so a refusal here builds no message.
    package func canPerform(_ kind: ActionKind) -> Bool { (try? check(kind, explain: false)) != nil }

    private func refuse(_ message: String) -> ActionRefused { ActionRefused(message: message) }

    private func refuse(_ explain: Bool, _ message: @autoclosure () -> String) -> ActionRefused {
        ActionRefused(message: explain ? message() : "")
    }

    private func check(_ kind: ActionKind, explain: Bool) throws(ActionRefused) {
        switch kind {
        case .launch, .openURL, .continueActivity, .quickAction, .notificationResponse:
            if running,
                application.state == .active
                    || (usesScenes && application.connectedScenes.contains { $0.state == .foregroundActive }),
                kind == .launch
            {
                throw refuse(explain, "launch: the app is already in the foreground")
            }
        case .backgroundEvent(let event):
            // Only a push and a location update reach an app on screen; the others are background work.
            if event != .silentPush, event != .location, running, isInForeground {
                throw refuse(explain, "background-launch \(event.rawValue): the app is in the foreground")
            }
        case .notification:
            if !isInForeground {
                throw refuse(
                    explain,
                    """
                    notification: the app is not in the foreground (willPresent is for a notification that arrives while \
                    it is)
                    """)
            }
        case .backgroundTask:
            if application.state != .background {
                throw refuse(explain, "background-task: the app is not running in the background")
            }
        case .prewarm:
            if running { throw refuse(explain, "prewarm: the app is already running") }
        case .sceneRequest(let request, let target):
            // The app makes the request: it runs, and is not suspended.
            if !running || suspended { throw refuse(explain, "\(request.rawValue): the app is not running code") }
            guard usesScenes else {
                throw refuse(explain, "\(request.rawValue): \(profile.rawValue) has no scene sessions")
            }
            // Facts say nothing of a background app bringing itself forward: only the app on
            // screen asks (§14 [UNSURE]).
            if request == .activation, !isInForeground {
                throw refuse(explain, "\(request.rawValue): the app is not in the foreground")
            }
            if request == .activation, let target,
                !application.openSessions.contains(where: { $0.persistentIdentifier == target && $0.isInteractive })
            {
                throw refuse(explain, "\(request.rawValue): no session \(target)")
            }
            if request == .destruction, !multipleScenes {
                throw refuse(explain, "\(request.rawValue): \(profile.rawValue) does not support multiple windows")
            }
            if request != .activation,
                (try? resolveScene(target, where: { $0.state != .unattached && $0.session.isInteractive })) == nil
            {
                throw refuse(explain, "\(request.rawValue): no such scene\(target.map { " \($0)" } ?? "")")
            }
        case .home, .lock, .switcher:
            if !isInForeground { throw refuse(explain, "\(kind.name): the app is not in the foreground") }
        case .returnToApp, .unlock:
            if !running { throw refuse(explain, "\(kind.name): the app is not running (use launch)") }
            if kind == .returnToApp, application.state == .active, awayScenes.isEmpty {
                throw refuse(explain, "return: the app is already active")
            }
        case .interruption:
            if usesScenes
                ? !application.connectedScenes.contains(where: { $0.state == .foregroundActive })
                : application.state != .active
            {
                throw refuse(explain, "interruption: the app is not active")
            }
        case .swipeKill, .memoryWarning:
            if !running { throw refuse(explain, "\(kind.name): the app is not running") }
            if kind == .memoryWarning, suspended {
                throw refuse(explain, "memory-warning: a suspended app runs no code")
            }
        case .reclaimScene(let id):
            guard usesScenes else { throw refuse(explain, "reclaim-scene: \(profile.rawValue) has no scenes") }
            guard
                let scene = try? resolveScene(
                    id, where: { ($0.state == .background || $0.state == .suspended) && $0.session.isInteractive })
            else {
                throw refuse(explain, "reclaim-scene: no background or suspended scene\(id.map { " \($0)" } ?? "")")
            }
            _ = scene
        case .suspend:
            if application.state != .background { throw refuse(explain, "suspend: the app is not in the background") }
        case .purge:
            if !suspended { throw refuse(explain, "purge: only a suspended app is purged") }
        case .terminate:
            if application.state != .background && !suspended {
                throw refuse(explain, "terminate: the system terminates a background or suspended app")
            }
        case .openWindow, .openDocument:
            // SwiftUI on iPhone: openWindow is the app's call, which SwiftUI ignores (§16).
            let ignored = kind.name == "open-window" && profile == .swiftui
            if !multipleScenes, !ignored {
                throw refuse(explain, "\(kind.name): \(profile.rawValue) does not support multiple windows")
            }
            if !running { throw refuse(explain, "\(kind.name): the app is not running") }
        case .dismissWindow(let group, let value):
            guard profile == .swiftui else {
                throw refuse(explain, "dismiss-window: SwiftUI's dismissWindow; \(profile.rawValue) has no SwiftUI App")
            }
            if !running || suspended { throw refuse(explain, "dismiss-window: the app is not running code") }
            if multipleScenes, windowsToDismiss(group: group, value: value).isEmpty {
                throw refuse(explain, "dismiss-window: no such window")
            }
        case .closeWindow(let id):
            if !multipleScenes {
                throw refuse(explain, "close-window: \(profile.rawValue) does not support multiple windows")
            }
            guard (try? resolveScene(id, where: { $0.state != .unattached && $0.session.isInteractive })) != nil else {
                throw refuse(explain, "close-window: no such window\(id.map { " \($0)" } ?? "")")
            }
        case .discardSession(let id):
            guard usesScenes else {
                throw refuse(explain, "discard-session: \(profile.rawValue) has no scene sessions")
            }
            guard let session = application.openSessions.first(where: { $0.persistentIdentifier == id }) else {
                throw refuse(explain, "discard-session: no session \(id)")
            }
            if session.scene != nil {
                throw refuse(explain, "discard-session: session \(id) is connected (use swipe-kill or close-window)")
            }
        case .environment:
            break
        case .window(let action, let scene):
            try checkWindow(action, scene: scene, explain: explain)
        }
    }

    /// The scene an action names, or the most recent one that qualifies.
    func resolveScene(_ id: String?, where qualifies: (Scene) -> Bool) throws(ActionRefused) -> Scene {
        let candidates = application.connectedScenes.filter(qualifies)
        if let id {
            guard let scene = candidates.first(where: { $0.identifier == id }) else { throw refuse("no scene \(id)") }
            return scene
        }
        guard let scene = candidates.last else { throw refuse("no scene") }
        return scene
    }

    private func execute(_ kind: ActionKind) throws {
        switch kind {
        case .launch: try open(ConnectionOptions())
        case .openURL(let url):
            var options = ConnectionOptions()
            options.urlContexts = [OpenURLContext(text: url)]
            try externalEvent(options)
        case .continueActivity(let type):
            var options = ConnectionOptions()
            options.userActivities = [UserActivity(activityType: type)]
            try externalEvent(options)
        case .quickAction(let type):
            var options = ConnectionOptions()
            options.shortcutItem = ApplicationShortcutItem(type: type)
            try open(options)
        case .backgroundEvent(let event): try backgroundEvent(event)
        case .notification(let id):
            var arguments = CallArguments()
            arguments.identifier = id
            try appStep(.notificationWillPresent, arguments: arguments, detail: "notification=\(id)")
        case .notificationResponse(let id):
            var options = ConnectionOptions()
            options.notificationResponse = NotificationResponse(identifier: id)
            try open(options)
        case .backgroundTask(let seconds, let endsTask): try backgroundTask(seconds: seconds, endsTask: endsTask)
        case .sceneRequest(let request, let target): try sceneRequest(request, target: target)
        case .prewarm:
            // iOS 15+: "Prewarming executes an app's launch sequence up until, but not including,
            // when main() calls UIApplicationMain" (§14): no delegate method, the app stays not running.
            try note(
                """
                the system prewarms the process (iOS 15 and later, ActivePrewarm=1): it runs up to, not including, \
                UIApplicationMain and pauses; no delegate method runs until the user launches the app
                """)
        case .home, .lock: try sendAway()
        case .switcher:
            let scenes = foregroundScenes
            try resignActive(scenes)
            awayScenes = scenes
        case .returnToApp, .unlock: try bringBack(ConnectionOptions())
        case .interruption("call-answered", _):
            // Answering a call: the app moves to the background (§1.3, iOS 4+ [OBSERVED]).
            try sendAway()
        case .interruption(_, let seconds):
            let scenes = foregroundScenes
            try resignActive(scenes)
            clock.advance(micros: TraceTime(seconds: seconds).microseconds)
            try becomeActive(scenes)
        case .swipeKill: try swipeKill()
        case .reclaimScene(let id):
            let scene = try resolveScene(
                id, where: { ($0.state == .background || $0.state == .suspended) && $0.session.isInteractive })
            // A suspended process runs no code (§1.2, §4.2): UIKit resumes it in the background
            // to deliver sceneDidDisconnect, and it may suspend again, as for a discarded session.
            if suspended {
                try silent(.resume)
                try disconnect(scene, keepingSession: true)
                try silent(.suspend, detail: "after sceneDidDisconnect")
            } else {
                try disconnect(scene, keepingSession: true)
            }
        case .suspend: try silent(.suspend)
        case .purge: try purge()
        case .memoryWarning: try appStep(.applicationDidReceiveMemoryWarning)
        case .terminate:
            if suspended {
                try purge()
            } else {
                try willTerminate()
                endRun()
            }
        case .openWindow(let group, let value):
            if !multipleScenes {
                // "If the value is false and you try to open a window, SwiftUI ignores the
                // action and logs a runtime error" (supportsMultipleWindows, §16).
                try note(
                    """
                    openWindow: supportsMultipleWindows is false on this device, so SwiftUI ignores the action and \
                    logs a runtime error; no scene is created
                    """)
                return
            }
            try openWindow(group: group, value: value)
        case .dismissWindow(let group, let value): try dismissWindow(group: group, value: value)
        case .openDocument(let name): try openWindow(group: documentGroup(), value: name)
        case .closeWindow(let id):
            try closeWindow(resolveScene(id, where: { $0.state != .unattached && $0.session.isInteractive }))
        case .discardSession(let id):
            guard let session = application.openSessions.first(where: { $0.persistentIdentifier == id }) else { return }
            if suspended {
                // UIKit wakes the app in the background to tell it, then it may suspend again.
                try silent(.resume)
                try discard([session])
                try silent(.suspend)
            } else if running {
                try discard([session])
            } else {
                // Not running: UIKit calls didDiscardSceneSessions at the next launch (§2.4).
                queueDiscard([session])
                recentSessions.removeAll { $0 === session }
            }
        case .environment(let key, let value): try environment(key: key, value: value)
        case .window(let action, let scene): try performWindow(action, scene: scene)
        }
    }

    /// Cold launch when not running; otherwise back to the foreground with the options.
    func open(_ options: ConnectionOptions) throws {
        if running { try bringBack(options) } else { try launchToForeground(options: options) }
    }

    /// home / lock: foreground scenes (or the app) resign active and enter the background.
    private func sendAway() throws {
        let scenes = foregroundScenes
        try resignActive(scenes)
        awayScenes = scenes
        try enterBackground(scenes)
    }

    /// Back to the foreground (§1.2, §1.6, §2.2, §2.7): the scenes sent away, or the most
    /// recent one, reconnecting its session when the scene was released.
    private func bringBack(_ options: ConnectionOptions) throws {
        if !usesScenes {
            try enterForeground([])
            if !options.isEmpty { try deliverSceneless(options) }
            try deliverResponse(options)
            try becomeActive([])
            return
        }
        var scenes = awayScenes.filter { $0.session.scene === $0 }
        if scenes.isEmpty, let recent = application.connectedScenes.last(where: { $0.session.isInteractive }) {
            scenes = [recent]
        }
        awayScenes = []
        if scenes.isEmpty {
            if suspended { try silent(.resume) }
            let scene = try connect(session: restorableSession(), options: options, foreground: true)
            try runViewHandlers(options, in: scene)
            try deliverResponse(options)
            try becomeActive([scene])
            return
        }
        try enterForeground(scenes)
        if !options.isEmpty, let target = scenes.last {
            try deliver(options, to: target)
            try runViewHandlers(options, in: target)
        }
        try deliverResponse(options)
        try becomeActive(scenes)
    }

    /// The app's scene-session requests (§14): activation brings a session's scene forward,
    /// reconnects a released session, or (no session) creates a new scene; without multiple-scene
    /// support UIKit calls the error handler with `multipleScenesNotSupported`. Destruction
    /// dismisses the scene and removes its session, as closing the window does. Refresh only
    /// updates the switcher's snapshot: no life-cycle callback.
    private func sceneRequest(_ request: SceneRequest, target: String?) throws {
        switch request {
        case .activation:
            let session = target.flatMap { id in application.openSessions.first { $0.persistentIdentifier == id } }
            if let scene = session?.scene {
                try enterForeground([scene])
                try becomeActive([scene])
            } else if session != nil || multipleScenes {
                let scene = try connect(session: session, options: ConnectionOptions(), foreground: true)
                try becomeActive([scene])
            } else {
                try note(
                    """
                    requestSceneSessionActivation: the error handler gets UIScene.Error.multipleScenesNotSupported \
                    (UIApplicationSupportsMultipleScenes is not true); no scene is created
                    """)
            }
        case .destruction:
            try closeWindow(resolveScene(target, where: { $0.state != .unattached && $0.session.isInteractive }))
        case .refresh:
            let scene = try resolveScene(target, where: { $0.state != .unattached && $0.session.isInteractive })
            try note(
                """
                requestSceneSessionRefresh: the system updates the scene's snapshot in the app switcher; no \
                life-cycle callback
                """, scene: scene)
        }
    }

    /// `beginBackgroundTask(expirationHandler:)` work in the background (§14): ended in time, the
    /// app is suspended; past the allowance the expiration handler runs, and a task it does not
    /// end gets the app terminated ("Failure to end the task explicitly will result in the
    /// termination of the app").
    private func backgroundTask(seconds: Double, endsTask: Bool) throws {
        let budget = Budget.backgroundTask
        try note(
            """
            beginBackgroundTask(expirationHandler:): the app keeps running in the background for work that takes \
            \(TraceTime(seconds: seconds)) s
            """)
        let work = TraceTime(seconds: seconds).microseconds
        guard work > budget.microseconds else {
            clock.advance(micros: work)
            try note("endBackgroundTask(_:): the work is done")
            try silent(.suspend, detail: "after the background task ended")
            return
        }
        clock.advance(micros: budget.microseconds)
        let limit = TraceTime(microseconds: budget.microseconds)
        try note(
            """
            the expiration handler runs: the background time (\(budget.limitText), lifecycle-facts.md \
            §\(budget.citation.section)) is up after \(limit) s, before the work is done
            """)
        if endsTask {
            try note("the expiration handler calls endBackgroundTask(_:)")
            try silent(.suspend, detail: "after the background task expired")
        } else {
            try note("the background task was not ended: the system terminates the app")
            try silent(.terminate, detail: "background task not ended")
            endRun()
        }
    }

    private func purge() throws {
        try silent(.purge)
        endRun()
    }

    /// Swipe-up in the switcher (§1.4, §2.4, §8.3).
    private func swipeKill() throws {
        forceQuit = true
        // "the system automatically deletes an app's preserved state when the user force quits the app" (§1.7).
        preservedState = false
        if suspended {
            // "Killing a backgrounded (suspended) app from the switcher: no delegate call" (§1.4).
            queueDiscard(application.connectedScenes.map(\.session))
            try note("killed from the app switcher while suspended: \(TerminationNote.marker) 9")
            try purge()
            return
        }
        if !isInForeground {
            // A scene not frontmost: "nothing (already backgrounded)" (§2.4); the process ends.
            queueDiscard(application.connectedScenes.map(\.session))
            try note("killed from the app switcher in the background: \(TerminationNote.marker) 9")
            try silent(.terminate, detail: "killed from the app switcher")
            endRun()
            return
        }
        let scenes = application.connectedScenes
        guard usesScenes else {
            // Sceneless: background, then applicationWillTerminate, as the iPhone log shows for scenes.
            try resignActive([])
            try appStep(.applicationDidEnterBackground)
            try willTerminate()
            endRun()
            return
        }
        switch options.swipeKill(for: profile) {
        case .iphoneIOS13:
            try resignActive(scenes)
            for scene in scenes where scene.state == .foregroundInactive {
                try sceneStep(.sceneDidEnterBackground, scene)
            }
            queueDiscard(scenes.map(\.session))
            try willTerminate()
        case .ipad:
            try resignActive(scenes)
            for scene in scenes { try disconnect(scene) }
            try discard(scenes.map(\.session))
            try willTerminate()
        case .recentIOS, .recentIOSNewInstance:
            try resignActive(scenes)
            for scene in scenes { try disconnect(scene) }
            if options.swipeKill(for: profile) == .recentIOSNewInstance {
                // §2.4/§8.1: a new scene instance for the same session enters the foreground
                // and the background before the process dies. The log shows no willConnectTo;
                // it is delivered here because UIKit connects a scene before anything else
                // reaches it (§4.1, documented), and the log may simply not print it (§11).
                for old in scenes {
                    let scene = try connect(session: old.session, options: ConnectionOptions(), foreground: true)
                    try sceneStep(.sceneDidEnterBackground, scene)
                }
            }
            queueDiscard(scenes.map(\.session))
            try note("killed from the app switcher: \(TerminationNote.marker) 9")
            try silent(.terminate, detail: "killed from the app switcher")
        }
        endRun()
    }

    /// Closing one window of a multi-window app (§2.3, §2.4, §8.4).
    func closeWindow(_ scene: Scene) throws {
        // Closing a suspended app's window: UIKit wakes the app to disconnect and discard.
        if suspended { try silent(.resume) }
        try resignActive([scene])
        if try !enterBackground([scene]) { return }
        if scene.session.scene === scene { try disconnect(scene) }
        try discard([scene.session])
        if application.connectedScenes.isEmpty, options.lastWindowClose == .terminate {
            try willTerminate()
            endRun()
        }
    }

    /// A new window, or (SwiftUI `openWindow(value:)`) the window already presenting the value
    /// brought forward (§2.3, §5).
    private func openWindow(group: String?, value: String?) throws {
        if let value {
            if let scene = application.connectedScenes.first(where: {
                $0.session.swiftUIValue == value && (group == nil || $0.session.swiftUIGroup == group)
            }) {
                // An activation request for a scene that is still connected: scene(_:continue:)
                // only, after it comes to the foreground (§2.3).
                try note("a window presenting \(value) exists: brought to the front", scene: scene)
                try enterForeground([scene])
                var options = ConnectionOptions()
                options.userActivities = [UserActivity(activityType: Self.openWindowActivity(value))]
                try deliver(options, to: scene)
                try becomeActive([scene])
                return
            }
            if let session = application.openSessions.first(where: { $0.swiftUIValue == value && $0.scene == nil }) {
                // An existing session whose scene was released: willConnectTo only (§2.3).
                if suspended { try silent(.resume) }
                let scene = try connect(session: session, options: ConnectionOptions(), foreground: true)
                try becomeActive([scene])
                return
            }
        }
        if suspended { try silent(.resume) }
        let scene = try connect(
            session: nil, options: ConnectionOptions(), foreground: true, group: group, value: value)
        try becomeActive([scene])
    }

    /// The activity an `openWindow(value:)` activation carries to a connected scene.
    static func openWindowActivity(_ value: String) -> String { "openWindow:\(value)" }

    private func documentGroup() -> String? {
        swiftUI?.scenes.first { $0.kind == .documentGroup }?.id
    }

    /// A SwiftUI environment value reaching the views that read it (`environment` events).
    private func environment(key: String, value: String) throws {
        guard let app = swiftUI else { return }
        for scene in application.connectedScenes {
            let declaration = scene.session.swiftUIGroup.flatMap(app.scene(id:)) ?? app.primaryScene
            for view in declaration?.views ?? [] where view.reads.contains(key) {
                try emitInPlace(.environment, at: clock.now) { event in
                    event.name = key
                    event.scene = scene.identifier
                    event.view = view.name
                    event.value = value
                }
            }
        }
    }
}
