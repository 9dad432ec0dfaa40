import LifelineModel

/// The built-in rules, by a dense integer so that per-scope bookkeeping is a bit mask.
package enum BuiltinRule: Int, CaseIterable, Sendable {
    case seqIncreasing, timeMonotonic, recordedStates
    case appDelegateUIStateWithScenes, sceneCallbacksWithoutScenes
    case willFinishBeforeDidFinish, launchOncePerRun, launchBeforeScenes, newSessionConfigured,
        configurationOnlyForNewSessions
    case sceneCallbackLegal, appCallbackLegal, willEnterForegroundThenDidBecomeActive, nothingAfterDisconnect,
        discardOnlyExistingSessions
    case nothingAfterWillTerminate, applicationStateIsMostActiveScene, willEnterForegroundNotificationAggregate,
        swiftUIAppPhaseAggregate
    case didEnterBackgroundBudget
    case notificationOrder, sceneForegroundNotificationActivates
    case launchBudget, terminationBudget, remoteNotificationBudget, backgroundFetchBudget
    case silentPushAfterForceQuit
    case restorationDuringLaunch, discardWhileConnected, discardedSessionReconnects, viewPhaseIsScenePhase
    case backgroundNotificationAggregate, phaseMoveLegal

    /// The rule's catalogue entry.
    package var rule: Rule { RuleCatalogue.all[rawValue] }
    /// `LC301`.
    package var id: String { rule.id }
    /// The bit of this rule in a scope's masks.
    var bit: UInt64 { 1 << UInt64(rawValue) }
}

/// The catalogue of built-in rules, in `BuiltinRule` order.
///
/// Citations come from the model wherever the model holds them (routing rows, machine rows,
/// callback rows), so a rule cites exactly what the table it checks against cites.
public enum RuleCatalogue {
    private static let scenes: Set<Profile> = [.ios13, .ipadosMultiwindow, .swiftui]
    private static let ad = CitedPage.appDelegate

    /// The citation a model row gives, or `fallback` when the model has none for the section.
    private static func cited(_ callback: Callback, section: String) -> Citation {
        callback.info.citations.first { $0.section == section } ?? callback.info.citations[0]
    }

    private static func rowCitation<S>(_ machine: StateMachine<S>, _ trigger: Trigger) -> Citation {
        machine.transitions.first { $0.trigger == trigger && $0.citation.basis == .documented }?.citation
            ?? Citation(.documented, "4.1", CitedPage.lifeCycle)
    }

    /// Every built-in rule, indexed by `BuiltinRule.rawValue`.
    public static let all: [Rule] = {
        let routing = cited(.applicationDidBecomeActive, section: "2.5")
        let willEnterForeground = cited(.sceneWillEnterForeground, section: "2.1")
        let terminate = cited(.applicationWillTerminate, section: "1.4")
        let discard = cited(.didDiscardSceneSessions, section: "2.4")
        let configuration = cited(.configurationForConnecting, section: "2.1")
        let sceneRow = rowCitation(SceneMachine.machine, .callback(.sceneDidBecomeActive))
        let appRow = rowCitation(AppMachine.machine, .callback(.applicationDidBecomeActive))
        let rules: [Rule] =
            [
                Rule(
                    id: "LC001", title: "seq strictly increasing", basis: .documented, scope: .trace,
                    citation: "Docs/trace-format.md", section: "Events", source: .traceFormat,
                    explanation: """
                        Every event's seq is greater than the previous event's; a repeated or smaller seq means events \
                        were lost, duplicated or merged out of order. A trace file out of order is malformed: the reader \
                        rejects it (exit status 2) before any rule runs, so this rule reports only on events checked in \
                        memory (the runtime's, the API's).
                        """),
                Rule(
                    id: "LC002", title: "time never goes backwards", basis: .documented, scope: .trace,
                    citation: "Docs/trace-format.md", section: "Events", source: .traceFormat,
                    explanation: """
                        Every event's t is at least the previous event's; ordering rules are meaningless on a trace \
                        whose clock runs backwards.
                        """),
                Rule(
                    id: "LC003", title: "recorded from/to match the tracked state", basis: .observed, scope: .trace,
                    citation: "Docs/trace-format.md", section: "Events", source: .traceFormat,
                    explanation: """
                        A callback's from/to fields agree with the state the checker tracked from the events before it; \
                        a mismatch means the recorder and the trace disagree.
                        """,
                    severity: .warning),
                Rule(
                    id: "LC101", title: "no app-delegate UI-state callbacks once scenes are adopted",
                    basis: routing.basis, scope: .process,
                    profiles: scenes, citation: routing.url, section: routing.section,
                    explanation: """
                        With a scene manifest UIKit no longer calls applicationDidBecomeActive, \
                        applicationWillResignActive, applicationDidEnterBackground, applicationWillEnterForeground (and \
                        the URL, activity and quick-action methods), even if they are implemented; scene delegates get \
                        these events.
                        """),
                Rule(
                    id: "LC102", title: "no scene-delegate or session callbacks without scenes", basis: .documented,
                    scope: .process,
                    profiles: [.ios12], citation: CitedPage.lifeCycle, section: "6",
                    explanation: """
                        Without a scene manifest (or on iOS 12 and earlier) the system uses the app delegate: no \
                        scene-delegate method, configurationForConnecting or didDiscardSceneSessions is called.
                        """),
                Rule(
                    id: "LC201", title: "willFinishLaunching before didFinishLaunching", basis: .documented,
                    scope: .process,
                    citation: CitedPage.launchSequence, section: "1.1",
                    explanation: """
                        A process run starts with application(_:willFinishLaunchingWithOptions:); didFinishLaunching \
                        comes after it, with state restoration in between.
                        """,
                    needs: [.willFinishLaunching]),
                Rule(
                    id: "LC202", title: "launch callbacks exactly once per process run", basis: .documented,
                    scope: .process,
                    citation: CitedPage.launchSequence, section: "1.1",
                    explanation: """
                        willFinishLaunching and didFinishLaunching each run once per process: a new launch (a second \
                        willFinishLaunching or didFinishLaunching) while the previous process is still in the foreground \
                        is out of order. A process in the background or suspended may end without notice (§1.4, §2.4, \
                        the last iPad window closing §8.4): a launch after it is a new run, where the shared follower \
                        begins one.
                        """,
                    needs: [.willFinishLaunching, .didFinishLaunching]),
                Rule(
                    id: "LC203", title: "didFinishLaunching before any scene connects or UI-state callback",
                    basis: .documented, scope: .process,
                    citation: CitedPage.launchSequence, section: "2.1",
                    explanation: """
                        The launch sequence finishes (didFinishLaunching returns) before UIKit connects scenes or moves \
                        the app to the active or background state.
                        """,
                    needs: [.didFinishLaunching]),
                Rule(
                    id: "LC204", title: "a new session is configured before it connects", basis: configuration.basis,
                    scope: .session,
                    profiles: scenes, citation: configuration.url, section: configuration.section,
                    explanation: """
                        UIKit calls application(_:configurationForConnecting:options:) shortly before creating a scene \
                        for a new session; a willConnectTo for a session known to be new (the header lists the sessions \
                        from before the trace in restoredSessions, or the session was discarded earlier) that was not \
                        configured just before is out of order. Without restoredSessions a session the trace has not \
                        shown may be remembered from an earlier run, which reconnects without configurationForConnecting \
                        (§2.1): unknown, not an error.
                        """,
                    needs: [.configurationForConnecting, .sceneWillConnect]),
                Rule(
                    id: "LC205", title: "configurationForConnecting only for a new session", basis: .documented,
                    scope: .session,
                    profiles: scenes,
                    citation: "https://mackuba.eu/notes/wwdc19/window-management-in-your-multitasking-app/",
                    section: "2.3",
                    explanation: """
                        Reconnecting a session whose scene was released calls willConnectTo only. A session from an \
                        earlier run or restored at relaunch may be configured again: devices differ there \
                        (lifecycle-facts.md §8.11), so only a session already used in the same process run is flagged.
                        """,
                    needs: [.sceneWillConnect]),
                Rule(
                    id: "LC301", title: "scene callback legal from the scene's state", basis: sceneRow.basis,
                    scope: .scene,
                    profiles: scenes, citation: CitedPage.lifeCycle, section: "4.1",
                    explanation: """
                        Each scene-delegate callback must be an edge of the scene state machine \
                        (LifelineModel.SceneMachine) from the scene's current state; e.g. sceneDidBecomeActive only from \
                        foregroundInactive. Edges the table marks OBSERVED or UNSURE are accepted variants; a \
                        violation's severity is the basis of the rows for that callback. A scene whose state the shared \
                        follower does not know (first seen mid-run) is not judged; accepted: willConnectTo then \
                        sceneDidBecomeActive with no sceneWillEnterForeground shown (§8.1), and a scene first seen \
                        entering the foreground without willConnectTo (the fast kill's new instance, §2.4).
                        """),
                Rule(
                    id: "LC302", title: "app callback legal from the app's state", basis: appRow.basis, scope: .process,
                    citation: CitedPage.lifeCycle, section: "4.2",
                    explanation: """
                        Each app-delegate callback must be an edge of the app state machine (LifelineModel.AppMachine) \
                        from the app's current state; with scenes the app's state is the aggregate of its scenes. A \
                        state the shared follower does not know (a run that began before the trace) is not judged; a \
                        sceneless launch whose state the trace does not record is a foreground or a background launch \
                        (§1.5) until a callback tells, so a background launch whose applicationDidEnterBackground is not \
                        shown is accepted (§8.9). applicationDidBecomeActive straight from the background before the \
                        run's first foreground (a background-fetch launch, then the user's tap) is a device log's \
                        (OBSERVED, §1.5) against applicationWillEnterForeground's page: a warning naming both.
                        """),
                Rule(
                    id: "LC303", title: "willEnterForeground followed by didBecomeActive",
                    basis: willEnterForeground.basis, scope: .scene,
                    citation: willEnterForeground.url, section: willEnterForeground.section,
                    explanation: """
                        sceneWillEnterForeground (and applicationWillEnterForeground) is 'invariably followed by' \
                        didBecomeActive. Accepted: sceneDidEnterBackground right after sceneWillEnterForeground on a \
                        newly connected scene (§8.1); a scene whose session role the trace names as an external \
                        display's (non-interactive: devices report it never becomes active, §15 OBSERVED), and a scene \
                        whose connection the trace does not show, whose role it cannot know; sceneDidDisconnect \
                        (swipe-kill, §2.4) is a warning.
                        """,
                    needs: [.sceneDidBecomeActive, .applicationDidBecomeActive]),
                Rule(
                    id: "LC304", title: "nothing delivered to a disconnected scene", basis: .documented, scope: .scene,
                    profiles: scenes, citation: CitedPage.activationState + "/unattached", section: "4.1",
                    explanation: """
                        After sceneDidDisconnect the scene is unattached until the system sends a connection \
                        notification; a scene that reconnects is a new scene object. No callback or scene notification \
                        reaches the old scene.
                        """,
                    needs: [.sceneDidDisconnect]),
                Rule(
                    id: "LC305", title: "didDiscardSceneSessions only for sessions that existed", basis: discard.basis,
                    scope: .session,
                    profiles: scenes, citation: discard.url, section: discard.section,
                    explanation: """
                        application(_:didDiscardSceneSessions:) names sessions the user removed; each must have existed \
                        (seen earlier in the trace or listed in restoredSessions) and not been discarded already. \
                        Without restoredSessions, a session the trace has not shown, discarded after didFinishLaunching \
                        and before the run's scenes connect, is one of an earlier run whose discard UIKit deferred to \
                        this launch (§2.4).
                        """,
                    needs: [.sceneWillConnect]),
                Rule(
                    id: "LC401", title: "nothing after applicationWillTerminate", basis: terminate.basis,
                    scope: .process,
                    citation: terminate.url, section: terminate.section,
                    explanation: """
                        applicationWillTerminate(_:) is the last thing a process hears \
                        (UIApplication.willTerminateNotification is posted after it); the next callback must start a new \
                        process run with willFinishLaunching. Accepted: sceneDidDisconnect(_:) of a scene of the ending \
                        run (and its notification) after it, an order §2.4 marks UNSURE.
                        """),
                Rule(
                    id: "LC402", title: "applicationState is the most active scene's", basis: .documented,
                    scope: .process,
                    profiles: scenes, citation: CitedPage.applicationState, section: "3",
                    explanation: """
                        In a scene-based app applicationState 'takes the value of the most active scene'; an \
                        app-delegate callback recorded from another app state disagrees with its scenes.
                        """),
                Rule(
                    id: "LC403",
                    title:
                        """
                        UIApplication.willEnterForegroundNotification only on the aggregate \
                        background-to-foreground change
                        """,
                    basis: .documented, scope: .process,
                    citation: CitedPage.willEnterForegroundNotification, section: "3",
                    explanation: """
                        The UIApplication notification reflects the app's aggregate state: it is posted when the app as \
                        a whole leaves the background, and not again when an additional scene comes to the foreground.
                        """),
                Rule(
                    id: "LC404", title: "SwiftUI app-level phase consistent with its scenes", basis: .documented,
                    scope: .process,
                    profiles: [.swiftui], citation: CitedPage.scenePhase, section: "5",
                    explanation: """
                        At App level ScenePhase is 'active if any scene is active, or a value of inactive when no scenes \
                        are active'. Whether it reads inactive or background when every scene is background is unsure \
                        (§8.13) and not checked.
                        """),
                Rule(
                    id: "LC501", title: "didEnterBackground returns within about 5 s", basis: .documented,
                    scope: .process,
                    citation: CitedPage.runInBackground, section: "1.2",
                    explanation: """
                        applicationDidEnterBackground(_:) and sceneDidEnterBackground(_:) have about five seconds to \
                        return before the snapshot; a recorded dur over 5 s overruns the budget (extend it with a \
                        background task).
                        """)
            ] + documentedObligations()
        return rules
    }()

    /// LC405, LC406, the budgets LC502–LC505 and LC206, in `BuiltinRule` order. Budget
    /// numbers and prose come from the model's `Budget`; notification orders from its
    /// `NotificationCatalogue`.
    private static func documentedObligations() -> [Rule] {
        let sceneForeground =
            LifecycleNotification.sceneWillEnterForeground.info.citations.first { $0.section == "3" }
            ?? Citation(.documented, "3", CitedPage.lifeCycle)
        let push = Budget.remoteNotification.citation
        func budget(_ id: String, _ budget: Budget, title: String, what: String, needs: [Callback], note: String = "")
            -> Rule
        {
            Rule(
                id: id, title: title, basis: budget.citation.basis, scope: .process,
                citation: budget.citation.url, section: budget.citation.section,
                explanation: """
                    \(what) has \(budget.limitText) (lifecycle-facts.md §\(budget.citation.section)); a trace that \
                    shows it taking longer and the app carrying on, rather than being terminated, overran the budget.\(note)
                    """,
                needs: needs)
        }
        return [
            Rule(
                id: "LC405", title: "UIApplication notifications in their documented order around the delegate method",
                basis: .documented, scope: .process,
                citation: CitedPage.appDelegate + "applicationwillenterforeground(_:)", section: "3",
                explanation: """
                    Where Apple documents the order, a UIApplication notification keeps it relative to its \
                    app-delegate method: willEnterForegroundNotification shortly before \
                    applicationWillEnterForeground(_:), didBecomeActiveNotification, willResignActiveNotification \
                    and willTerminateNotification after theirs (§1.1, §1.2, §1.4). A notification with no method \
                    beside it, or a method with no notification, is not judged: a log need not record both.
                    """),
            Rule(
                id: "LC406", title: "UIScene.willEnterForegroundNotification is followed by didActivateNotification",
                basis: sceneForeground.basis, scope: .scene,
                profiles: scenes, citation: sceneForeground.url, section: sceneForeground.section,
                explanation: """
                    UIScene.willEnterForegroundNotification is invariably followed by the posting of a \
                    didActivateNotification for the same scene; a didEnterBackgroundNotification or \
                    didDisconnectNotification for that scene first is out of order. A trace that ends in between, a \
                    new scene instance during a fast kill (§8.1), or a scene whose session role the trace names as \
                    an external display's (non-interactive: devices report it never becomes active, §15 OBSERVED) is \
                    not judged.
                    """),
            budget(
                "LC502", .launch, title: "launch finishes within the launch budget",
                what: """
                    Launching, from application(_:willFinishLaunchingWithOptions:) until \
                    application(_:didFinishLaunchingWithOptions:) returns,
                    """, needs: [.didFinishLaunching],
                note:
                    " Scene creation after didFinishLaunching is not counted: that the budget covers it is [UNSURE] (§11), and an UNSURE fact is never an error."
            ),
            budget(
                "LC503", .termination, title: "applicationWillTerminate returns within its budget",
                what: "applicationWillTerminate(_:)", needs: [.applicationWillTerminate]),
            budget(
                "LC504", .remoteNotification, title: "remote notification handler within its budget",
                what: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                needs: [.didReceiveRemoteNotification]),
            budget(
                "LC505", .backgroundFetch, title: "background fetch within its budget",
                what: "application(_:performFetchWithCompletionHandler:)", needs: [.performFetch]),
            Rule(
                id: "LC206", title: "no background relaunch of an app the user force-quit", basis: push.basis,
                scope: .trace,
                citation: push.url, section: push.section,
                explanation: """
                    The system does not launch an app in the background for a remote notification if the user \
                    force-quit it (swipe-kill in the app switcher), nor for a background URL session, whose \
                    transfers the force-quit cancels (userForceQuitApplication, §14); until the user opens the app \
                    again, a background launch for either is out of order. Judged only on traces whose actions show \
                    the force-quit and the launch's reason.
                    """)
        ] + sessionRules()
    }

    /// LC207, LC306 and LC307: the launch's restoration window and what a discard ends.
    private static func sessionRules() -> [Rule] {
        let restoration = LaunchSequence.restorationCitation
        let discard = cited(.didDiscardSceneSessions, section: "2.4")
        return [
            Rule(
                id: "LC207", title: "legacy state restoration only between willFinishLaunching and didFinishLaunching",
                basis: restoration.basis, scope: .process,
                citation: restoration.url, section: restoration.section,
                explanation: """
                    UIKit restores view-controller state after application(_:willFinishLaunchingWithOptions:) and \
                    before application(_:didFinishLaunchingWithOptions:) (the launch sequence, §1.1, §1.6): \
                    application(_:shouldRestoreApplicationState:), its secure variant and \
                    application(_:didDecodeRestorableStateWith:) come there, and a process run has no second \
                    restoration after didFinishLaunching.
                    """,
                needs: [.didFinishLaunching]),
            Rule(
                id: "LC306", title: "a session is discarded only once no scene of it is connected",
                basis: discard.basis, scope: .session,
                profiles: scenes, citation: discard.url, section: discard.section,
                explanation: """
                    application(_:didDiscardSceneSessions:) names sessions whose scenes the user closed: UIKit \
                    disconnects a scene (sceneDidDisconnect(_:)) before it discards its session, or discards it at a \
                    later launch (§2.4). A session discarded while its scene is still connected, with no \
                    sceneDidDisconnect(_:) first, is out of order.
                    """,
                needs: [.sceneDidDisconnect]),
            Rule(
                id: "LC307", title: "a discarded session never connects again", basis: discard.basis, scope: .session,
                profiles: scenes, citation: discard.url, section: discard.section,
                explanation: """
                    Once UIKit discards a session it is gone: a window the user opens again gets a new session, \
                    configured with application(_:configurationForConnecting:options:) (§2.1, §2.4). A scene \
                    connecting to a session the trace saw discarded is out of order.
                    """),
            Rule(
                id: "LC408", title: "a SwiftUI view's phase is its own scene's", basis: .documented, scope: .scene,
                profiles: [.swiftui], citation: CitedPage.scenePhase, section: "5",
                explanation: """
                    Read inside a View, scenePhase 'reflects the phase of the scene that contains the view' (§5). \
                    Once the phase changes of one instant have settled (their order is undocumented), a view-level \
                    phase that differs from its scene's, as the trace shows it (a scene-level phase, or the scene \
                    delegate's callbacks), is out of order. A scene the trace does not show is not judged.
                    """),
            Rule(
                id: "LC407",
                title: "UIApplication.didEnterBackgroundNotification only when no scene stays in the foreground",
                basis: .documented, scope: .process,
                profiles: scenes,
                citation:
                    "https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification",
                section: "3",
                explanation: """
                    The notification 'posts when the app enters the background', and a scene-based app's state is \
                    its most active scene's (§3): while another scene is still in the foreground the app has not \
                    entered the background. The scene whose move it accompanies may come just after it (their order \
                    is undocumented), so one foreground scene is allowed if its next callback takes it to the \
                    background. sceneDidEnterBackground's page reads otherwise, posting it 'from UIApplication and \
                    UIScene' for every scene (§8.8, §8.20): where the notification accompanies one scene's move to \
                    the background while another stays in the foreground, only the contested reading forbids it, \
                    and the finding is a warning naming both pages.
                    """),
            Rule(
                id: "LC409", title: "a SwiftUI phase changes along the phase machine", basis: .documented,
                scope: .process,
                profiles: [.swiftui], citation: CitedPage.scenePhase, section: "5",
                explanation: """
                    A scene's (or the App's) ScenePhase moves background → inactive → active and back through \
                    inactive, or from the background straight to active (ScenePhase.background: 'a scene can also \
                    return to the active phase from the background'). A phase change the phase machine has no edge \
                    for (active straight to background), or a recorded from that the phase before it contradicts, is \
                    out of order; a phase whose value before is unknown is not judged.
                    """)
        ]
    }

    /// Looks a rule up by id (`LC301`).
    public static func rule(id: String) -> Rule? { byID[id] }

    /// `all` by id (the first rule of an id, as a search in order would find): folding
    /// follow-on findings looks two rules up per pair of findings.
    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
