import LifelineModel
import LifelineTrace

/// Why the system launches or wakes an app in the background (lifecycle-facts.md §1.5, §14).
public enum BackgroundEvent: String, CaseIterable, Sendable {
    case fetch
    case silentPush = "silent-push"
    case location
    /// A `BGAppRefreshTask` the app scheduled with `BGTaskScheduler` (§14).
    case appRefresh = "app-refresh"
    /// A `BGProcessingTask` the app scheduled with `BGTaskScheduler` (§14).
    case processing
    /// The transfers of a background `URLSession` finished or need the app (§14).
    case urlSession = "url-session"

    /// The app-delegate method that delivers the event; location goes to a CLLocationManager
    /// delegate, which Lifeline does not model, and a BGTask to the launch handler the app
    /// registered with BGTaskScheduler, which is no delegate method.
    var callback: Callback? {
        switch self {
        case .fetch: return .performFetch
        case .silentPush: return .didReceiveRemoteNotification
        case .urlSession: return .handleEventsForBackgroundURLSession
        case .location, .appRefresh, .processing: return nil
        }
    }

    /// What the trace's note says when the event reaches code that is not a delegate method.
    var handlerNote: String {
        switch self {
        case .location: return "location update delivered to the CLLocationManager delegate (not modelled)"
        case .appRefresh:
            return """
                BGTaskScheduler runs the BGAppRefreshTask launch handler the app registered before the end of \
                didFinishLaunching; the task has about 30 s and an expiration handler
                """
        case .processing:
            return """
                BGTaskScheduler runs the BGProcessingTask launch handler the app registered before the end of \
                didFinishLaunching; the task may run minutes and has an expiration handler
                """
        default: return "\(rawValue) delivered"
        }
    }

    /// Whether a user's force-quit stops the system from launching the app for it: documented
    /// for silent pushes (§1.5) and background URL sessions (§14), stated by Apple DTS for
    /// BGTaskScheduler tasks (§14). Fetch and location keep their earlier behaviour (§14 [UNSURE]).
    var skipsForceQuitApp: Bool {
        switch self {
        case .silentPush, .urlSession, .appRefresh, .processing: return true
        case .fetch, .location: return false
        }
    }
}

extension Runtime {
    /// Starts a process run: a fresh app delegate, no scenes.
    func beginRun() throws {
        Application.current = application
        application.state = .notRunning
        application.connectedScenes = []
        awayScenes = []
        appRootView = .notLoaded
        phases.reset()
        phases.backgroundAppPhase = options.appPhaseWhenBackground == .inactive ? .inactive : .background
        let adopted = profile != .swiftui || swiftUI?.delegateAdaptor != nil
        application.delegate = adopted ? delegates.appDelegate?() : nil
        if let delegate = application.delegate, probedClasses.insert("\(type(of: delegate))").inserted {
            try reportNearMisses(
                NearMisses.of(delegate, application: application), in: "\(type(of: delegate))", scene: nil)
        }
    }

    /// Ends a process run: scenes do not outlive it, sessions do.
    func endRun() {
        for scene in application.connectedScenes { scene.session.scene = nil }
        application.connectedScenes = []
        application.state = .notRunning
        application.delegate = nil
        awayScenes = []
        phases.reset()
    }

    /// A cold launch into the foreground by the user (§1.1, §2.1), carrying a URL, an activity
    /// or a quick action when it has one.
    ///
    /// `restoringEvery`: the system reconnects every open interactive session, oldest first,
    /// each with its own restoration activity (§15), rather than the most recent one.
    /// `group`: the SwiftUI scene declaration SwiftUI routes the launch's event to, when not the
    /// first (§16); the launch then opens a new instance of it rather than restoring a session.
    func launchToForeground(options: ConnectionOptions, restoringEvery: Bool = false, group: String? = nil) throws {
        try beginRun()
        forceQuit = false
        if try !sceneMandateAllowsLaunch() { return }
        let start = clock.now
        let arguments = CallArguments(launchOptions: usesScenes ? nil : launchOptions(options))
        let will = try appStep(.willFinishLaunching, to: usesScenes ? nil : .inactive, arguments: arguments)
        try restoreState()
        let did = try appStep(.didFinishLaunching, arguments: arguments)
        if try overran(.launch, since: start) { return }
        try deliverPendingDiscards()
        if usesScenes && restoringEvery {
            let sessions = recentSessions.filter { $0.scene == nil && $0.isInteractive }
            var scenes: [Scene] = []
            for session in sessions.isEmpty ? [nil] : sessions.map(Optional.some) {
                scenes.append(try connect(session: session, options: options, foreground: true, relaunch: true))
                if try overran(.launch, since: start) { return }
            }
            try becomeActive(scenes)
        } else if usesScenes {
            let scene =
                group == nil
                ? try connect(session: restorableSession(), options: options, foreground: true, relaunch: true)
                : try connect(session: nil, options: options, foreground: true, group: group)
            // The launch budget covers the scene's creation too: the user waits for all of it (§11).
            if try overran(.launch, since: start) { return }
            try runViewHandlers(options, in: scene)
            try deliverResponse(options)
            try sceneStep(.sceneDidBecomeActive, scene)
        } else {
            // Returning false from willFinish or didFinish suppresses the URL, activity and quick
            // action (§1.6); they arrive "after the app finishes initializing".
            if will.returned && did.returned { try deliverSceneless(options) }
            try deliverResponse(options)
            try appStep(.applicationDidBecomeActive)
        }
    }

    /// A launch, or a wake from suspension, into the background for an event (§1.5, §2.7).
    func backgroundEvent(_ event: BackgroundEvent) throws {
        switch application.state {
        case .notRunning where event.skipsForceQuitApp && forceQuit:
            // "the system does not automatically launch your app if the user has force-quit it" (§1.5, §14).
            try note(
                "\(event.rawValue.replacingOccurrences(of: "-", with: " ")) not delivered: the user force-quit the app, so the system does not launch it in the background until the user opens it again"
            )
            return
        case .notRunning:
            try beginRun()
            if try !sceneMandateAllowsLaunch() { return }
            let start = clock.now
            var launchOptions: [LaunchOptionsKey: Any] = [:]
            if event == .silentPush { launchOptions[.remoteNotification] = "aps" }
            if event == .location { launchOptions[.location] = "1" }
            let arguments = CallArguments(launchOptions: usesScenes ? nil : launchOptions)
            try appStep(.willFinishLaunching, to: .background, arguments: arguments)
            try appStep(.didFinishLaunching, arguments: arguments)
            if try overran(.launch, since: start) { return }
            try deliverPendingDiscards()
            if usesScenes {
                if options.backgroundLaunchScene == .connect {
                    _ = try connect(session: restorableSession(), options: ConnectionOptions(), foreground: false)
                }
            } else if options.backgroundLaunchEntry == .documented {
                try appStep(.applicationDidEnterBackground)
            }
        case .suspended:
            try silent(.resume)
            if !usesScenes { try appStep(.applicationDidEnterBackground) }
        default:
            break
        }
        try deliver(event)
        if application.state == .background { try silent(.suspend, detail: "after handling \(event.rawValue)") }
    }

    /// The scene mandate for a sceneless app (§9): the iOS 18.4 and iOS 26 console lines as
    /// notes, and under the iOS 27 SDK no launch at all. False when the app does not launch.
    func sceneMandateAllowsLaunch() throws -> Bool {
        guard !usesScenes else { return true }
        switch options.sceneMandate {
        case .none:
            return true
        case .ios18_4:
            try note(
                "UIKit: This process does not adopt UIScene lifecycle. This will become an assert in a future version.")
            return true
        case .ios26:
            try note(
                """
                UIKit: UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the \
                future.
                """)
            return true
        case .ios27SDK:
            // TN3187: built with the SDK after iOS 26 the app "won't launch"; the assert's own
            // text is not published, so the note says what happens rather than quoting it.
            try note(
                """
                UIKit asserts at launch: UIScene lifecycle is required when building with the iOS 27 SDK; this app \
                has not adopted it, so it does not launch (TN3187)
                """)
            endRun()
            return false
        }
    }

    /// Hands a background event to the app delegate, checking the handler's budget.
    func deliver(_ event: BackgroundEvent) throws {
        guard let callback = event.callback else {
            try note(event.handlerNote)
            return
        }
        let start = clock.now
        var arguments = CallArguments()
        if event == .urlSession { arguments.identifier = "com.example.background-session" }
        try appStep(
            callback, arguments: arguments, detail: event == .urlSession ? "identifier=\(arguments.identifier)" : nil)
        guard application.state == .background else { return }
        if callback == .didReceiveRemoteNotification { _ = try overran(.remoteNotification, since: start) }
        if callback == .performFetch { _ = try overran(.backgroundFetch, since: start) }
    }

    /// `applicationWillTerminate(_:)` and its ~5 s (§1.4): a handler that runs over is cut off,
    /// the process is killed either way. The caller ends the run.
    func willTerminate() throws {
        let start = clock.now
        try appStep(.applicationWillTerminate)
        let took = clock.now - start
        guard took.microseconds > Budget.termination.microseconds else { return }
        let limit = TraceTime(microseconds: Budget.termination.microseconds)
        try note(
            """
            \(Budget.termination.stepName) took \(took) s, over its \(limit) s (lifecycle-facts.md \
            §\(Budget.termination.citation.section)): the system kills the process at \(limit) s, the rest of the \
            handler never ran
            """)
    }

    /// The sceneless launch options for a launch that carries something (nil otherwise).
    private func launchOptions(_ options: ConnectionOptions) -> [LaunchOptionsKey: Any]? {
        var result: [LaunchOptionsKey: Any] = [:]
        if let url = options.urlContexts.first { result[.url] = url.url }
        if let activity = options.userActivities.first { result[.userActivityDictionary] = activity.activityType }
        if let item = options.shortcutItem { result[.shortcutItem] = item.type }
        if let response = options.notificationResponse { result[.remoteNotification] = response.identifier }
        return result.isEmpty ? nil : result
    }

    /// Delivers a URL, activity or quick action to the app delegate (sceneless, §1.6).
    func deliverSceneless(_ options: ConnectionOptions) throws {
        let arguments = CallArguments(options: options)
        if !options.urlContexts.isEmpty {
            try appStep(.applicationOpenURL, arguments: arguments, detail: options.detail)
        }
        if !options.userActivities.isEmpty {
            try appStep(.applicationContinueUserActivity, arguments: arguments, detail: options.detail)
        }
        if options.shortcutItem != nil {
            try appStep(.applicationPerformActionForShortcutItem, arguments: arguments, detail: options.detail)
        }
    }

    /// The user's response to a notification, to the notification center's delegate: after the
    /// launch or the return to the foreground and before the app becomes active (§14 [OBSERVED]).
    func deliverResponse(_ options: ConnectionOptions) throws {
        guard let response = options.notificationResponse else { return }
        var arguments = CallArguments(options: options)
        arguments.identifier = response.identifier
        try appStep(.notificationDidReceive, arguments: arguments, detail: "notification=\(response.identifier)")
    }

    /// Delivers a URL, activity or quick action to a connected scene's delegate (§2.7, §2.5).
    func deliver(_ options: ConnectionOptions, to scene: Scene) throws {
        let arguments = CallArguments(options: options)
        if !options.urlContexts.isEmpty {
            try sceneStep(.sceneOpenURLContexts, scene, arguments: arguments, detail: options.detail)
        }
        if !options.userActivities.isEmpty {
            try sceneStep(.sceneContinueUserActivity, scene, arguments: arguments, detail: options.detail)
        }
        if options.shortcutItem != nil {
            try sceneStep(.windowScenePerformActionForShortcutItem, scene, arguments: arguments, detail: options.detail)
        }
    }

    /// Sessions discarded while the app was not running: "UIKit calls this method the next time
    /// your app launches", shortly after didFinishLaunching (§2.4).
    func deliverPendingDiscards() throws {
        guard usesScenes, !pendingDiscards.isEmpty else { return }
        let sessions = pendingDiscards
        pendingDiscards = []
        try discard(sessions)
    }

    /// Queues sessions for `didDiscardSceneSessions` at the next launch, each once: a session
    /// killed with the app and then removed from the switcher is still one session.
    func queueDiscard(_ sessions: [SceneSession]) {
        for session in sessions where !pendingDiscards.contains(where: { $0 === session }) {
            pendingDiscards.append(session)
        }
    }

    /// `application(_:didDiscardSceneSessions:)` for `sessions`, which UIKit then forgets.
    func discard(_ sessions: [SceneSession]) throws {
        let ids = sessions.map(\.persistentIdentifier).joined(separator: ",")
        try appStep(.didDiscardSceneSessions, arguments: CallArguments(discarded: Set(sessions)), session: ids)
        if swiftUI != nil { try discardSceneStorage(sessions) }
        application.openSessions.removeAll { sessions.contains($0) }
        recentSessions.removeAll { sessions.contains($0) }
    }

    /// The session a launch reconnects: the most recently used one not connected, if any.
    func restorableSession() -> SceneSession? {
        recentSessions.last { $0.scene == nil && $0.role == .windowApplication }
    }

    /// Kills the app when a step overran its budget: a note saying why, then `terminate`.
    func overran(_ budget: Budget, since start: TraceTime) throws -> Bool {
        let took = clock.now - start
        guard took.microseconds > budget.microseconds else { return false }
        let limit = TraceTime(microseconds: budget.microseconds)
        try note(
            """
            \(budget.stepName) took \(took) s, over its \(limit) s budget (lifecycle-facts.md \
            §\(budget.citation.section)): the system terminates the app
            """)
        try silent(.terminate, detail: "\(budget.stepName) budget overrun")
        endRun()
        return true
    }
}
