/// The app's reference state machine (lifecycle-facts.md §1, §3, §4.2).
///
/// Sceneless (`ios12`) edges are app-delegate callbacks. With scenes, the app's state is the
/// aggregate of its scenes' and moves with no app-delegate call; those edges are labelled with
/// the `UIApplication` notification that shows the change.
public enum AppMachine {
    private static let sceneless: Set<Profile> = [.ios12]
    private static let scenes: Set<Profile> = [.ios13, .ipadosMultiwindow, .swiftui]
    private static let every = Set(Profile.allCases)
    private static let ad = CitedPage.appDelegate

    /// Edges a device log shows only in a run launched in the background that has not been
    /// in the foreground yet, and that a DOCUMENTED page forbids (§1.5, §8.9): the follower
    /// takes one only where no edge of `machine` explains the move, before the run's first
    /// foreground; the move is then a variant, and `check` warns naming both facts.
    package static let beforeFirstForeground: [Transition<AppState>] = [
        // "Background Fetch が起こり、その後アプリを起動した場合": didFinishLaunching,
        // performFetch, then applicationDidBecomeActive on the tap, no willEnterForeground.
        Transition(
            .background, .callback(.applicationDidBecomeActive), .active, sceneless,
            Citation(.observed, "1.5", CitedPage.backgroundFetchTapLog),
            variant: "background-fetch launch, then the user's tap",
            contests: Citation(.documented, "1.1", ad + "applicationwillenterforeground(_:)"))
    ]

    /// Callbacks UIKit does not resume a suspended app for: "If your app is currently
    /// suspended, the message is queued until your app returns to the foreground" (§1.6). So
    /// the resume a trace need not show (Docs/following.md) does not explain one heard while
    /// the app is surely suspended.
    package static let queuedWhileSuspended: [Callback: Citation] = [
        .significantTimeChange: Citation(.documented, "1.6", ad + "applicationsignificanttimechange(_:)")
    ]

    /// The row of `beforeFirstForeground` for `trigger` from a state of `states` under
    /// `profile` (cold: only for a move no edge of `machine` explains).
    package static func beforeFirstForeground(
        _ trigger: Trigger, from states: UInt8, profile: Profile
    ) -> Transition<AppState>? {
        beforeFirstForeground.first {
            $0.trigger == trigger && $0.profiles.contains(profile) && states & (1 << UInt8($0.from.slot)) != 0
        }
    }

    /// The app's states and the legal moves between them, each with its fact.
    public static let machine = StateMachine<AppState>(
        kind: .app, initial: .notRunning,
        transitions: [
            // Launch: inactive for a foreground launch, background for a background launch (§1.1, §1.5).
            Transition(
                .notRunning, .callback(.willFinishLaunching), .inactive, sceneless,
                Citation(.documented, "1.1", ad + "application(_:willfinishlaunchingwithoptions:)")),
            Transition(
                .notRunning, .callback(.willFinishLaunching), .background, sceneless,
                Citation(.documented, "1.5", CitedPage.backgroundSequence), variant: "background launch"),
            // "A scene-based app launches in the background state" (§3).
            Transition(
                .notRunning, .callback(.willFinishLaunching), .background, scenes,
                Citation(.documented, "3", CitedPage.applicationState)),
            Transition(
                .inactive, .callback(.didFinishLaunching), .inactive, sceneless,
                Citation(.documented, "1.1", ad + "application(_:didfinishlaunchingwithoptions:)")),
            Transition(
                .background, .callback(.didFinishLaunching), .background, every,
                Citation(.documented, "1.5", CitedPage.backgroundSequence)),

            // Sceneless foreground and background (§1.1–§1.3).
            Transition(
                .inactive, .callback(.applicationDidBecomeActive), .active, sceneless,
                Citation(.documented, "1.1", ad + "applicationdidbecomeactive(_:)")),
            Transition(
                .active, .callback(.applicationWillResignActive), .inactive, sceneless,
                Citation(.documented, "1.2", ad + "applicationwillresignactive(_:)")),
            Transition(
                .inactive, .callback(.applicationDidEnterBackground), .background, sceneless,
                Citation(.documented, "1.2", CitedPage.backgroundSequence)),
            // A background launch or a resume for an event calls didEnterBackground in the background (§1.5).
            Transition(
                .background, .callback(.applicationDidEnterBackground), .background, sceneless,
                Citation(.documented, "1.5", CitedPage.backgroundSequence)),
            Transition(
                .background, .callback(.applicationWillEnterForeground), .inactive, sceneless,
                Citation(.documented, "1.2", ad + "applicationwillenterforeground(_:)")),

            // Scene-based: the aggregate moves, the app delegate hears nothing (§3, §2.5).
            Transition(
                .background, .notification(.applicationWillEnterForeground), .inactive, scenes,
                Citation(.documented, "3", CitedPage.willEnterForegroundNotification)),
            Transition(
                .inactive, .notification(.applicationDidBecomeActive), .active, scenes,
                Citation(.documented, "3", CitedPage.applicationState)),
            Transition(
                .active, .notification(.applicationWillResignActive), .inactive, scenes,
                Citation(.documented, "3", CitedPage.applicationState)),
            Transition(
                .inactive, .notification(.applicationDidEnterBackground), .background, scenes,
                Citation(.documented, "3", CitedPage.applicationState)),

            // Suspension and its end, silent everywhere (§1.2, §1.4, §1.5).
            Transition(
                .background, .silent(.suspend), .suspended, every,
                Citation(.documented, "1.2", CitedPage.runInBackground)),
            Transition(
                .suspended, .silent(.resume), .background, every,
                Citation(.documented, "1.5", CitedPage.backgroundSequence)),
            Transition(
                .suspended, .silent(.purge), .notRunning, every,
                Citation(.documented, "1.4", CitedPage.memoryWarnings)),
            // Launches and background transitions that overrun their budget are killed (§1.1, §1.2).
            Transition(
                .inactive, .silent(.terminate), .notRunning, every,
                Citation(
                    .documented, "1.1",
                    "https://developer.apple.com/library/content/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html"
                )),
            Transition(
                .background, .silent(.terminate), .notRunning, every,
                Citation(.documented, "1.2", CitedPage.runInBackground)),
            // "May be called … running in the background (not suspended)" (§1.4); still with scenes (§2.6).
            Transition(
                .background, .callback(.applicationWillTerminate), .notRunning, every,
                Citation(.documented, "1.4", ad + "applicationwillterminate(_:)")),

            // Callbacks that leave the state as it is.
            Transition(
                .inactive, .callback(.applicationDidReceiveMemoryWarning), .inactive, every,
                Citation(.documented, "1.6", CitedPage.memoryWarnings)),
            Transition(
                .active, .callback(.applicationDidReceiveMemoryWarning), .active, every,
                Citation(.documented, "1.6", CitedPage.memoryWarnings)),
            Transition(
                .background, .callback(.applicationDidReceiveMemoryWarning), .background, every,
                Citation(.documented, "1.6", CitedPage.memoryWarnings)),
            Transition(
                .background, .callback(.didReceiveRemoteNotification), .background, every,
                Citation(.documented, "1.5", ad + "application(_:didreceiveremotenotification:fetchcompletionhandler:)")
            ),
            Transition(
                .inactive, .callback(.didReceiveRemoteNotification), .inactive, every,
                Citation(.documented, "1.5", ad + "application(_:didreceiveremotenotification:fetchcompletionhandler:)")
            ),
            Transition(
                .active, .callback(.didReceiveRemoteNotification), .active, every,
                Citation(.documented, "1.5", ad + "application(_:didreceiveremotenotification:fetchcompletionhandler:)")
            ),
            Transition(
                .background, .callback(.performFetch), .background, every,
                Citation(.documented, "1.5", CitedPage.backgroundSequence)),
            // User notifications (§14): willPresent only in the foreground; a response while launching or
            // coming forward (inactive), in the foreground, or for a background action.
            Transition(
                .inactive, .callback(.notificationWillPresent), .inactive, every,
                Citation(.documented, "14", CitedPage.notificationWillPresent)),
            Transition(
                .active, .callback(.notificationWillPresent), .active, every,
                Citation(.documented, "14", CitedPage.notificationWillPresent)),
            Transition(
                .inactive, .callback(.notificationDidReceive), .inactive, every,
                Citation(.observed, "14", CitedPage.notificationLaunchLog)),
            Transition(
                .active, .callback(.notificationDidReceive), .active, every,
                Citation(.documented, "14", CitedPage.notificationDidReceive)),
            Transition(
                .background, .callback(.notificationDidReceive), .background, every,
                Citation(.documented, "14", CitedPage.notificationDidReceive)),
            // A significant time change reaches a running app; a suspended one hears it once it
            // returns to the foreground (`queuedWhileSuspended`, §1.6).
            Transition(
                .inactive, .callback(.significantTimeChange), .inactive, every,
                Citation(.documented, "1.6", ad + "applicationsignificanttimechange(_:)")),
            Transition(
                .active, .callback(.significantTimeChange), .active, every,
                Citation(.documented, "1.6", ad + "applicationsignificanttimechange(_:)")),
            Transition(
                .background, .callback(.significantTimeChange), .background, every,
                Citation(.documented, "1.6", ad + "applicationsignificanttimechange(_:)")),
            // A background URL session's events wake or launch the app in the background (§14).
            Transition(
                .background, .callback(.handleEventsForBackgroundURLSession), .background, every,
                Citation(
                    .documented, "14", ad + "application(_:handleeventsforbackgroundurlsession:completionhandler:)")),
            // Opened URLs, activities and quick actions arrive once launched or while coming forward (§1.6).
            Transition(
                .inactive, .callback(.applicationOpenURL), .inactive, sceneless,
                Citation(.observed, "1.6", CitedPage.deviceLogStackOverflow)),
            Transition(
                .active, .callback(.applicationOpenURL), .active, sceneless,
                Citation(.documented, "1.6", ad + "application(_:willfinishlaunchingwithoptions:)")),
            Transition(
                .inactive, .callback(.applicationContinueUserActivity), .inactive, sceneless,
                Citation(.documented, "1.6", ad + "application(_:continue:restorationhandler:)")),
            Transition(
                .active, .callback(.applicationContinueUserActivity), .active, sceneless,
                Citation(.documented, "1.6", ad + "application(_:continue:restorationhandler:)")),
            Transition(
                .inactive, .callback(.applicationPerformActionForShortcutItem), .inactive, sceneless,
                Citation(.documented, "1.6", ad + "application(_:performactionfor:completionhandler:)")),
            Transition(
                .active, .callback(.applicationPerformActionForShortcutItem), .active, sceneless,
                Citation(.documented, "1.6", ad + "application(_:performactionfor:completionhandler:)")),
            // Session management, whenever a scene is about to be created or was discarded (§2.1, §2.4).
            Transition(
                .background, .callback(.configurationForConnecting), .background, scenes,
                Citation(.documented, "2.1", ad + "application(_:configurationforconnecting:options:)")),
            Transition(
                .inactive, .callback(.configurationForConnecting), .inactive, scenes,
                Citation(
                    .documented, "2.3", "https://mackuba.eu/notes/wwdc19/window-management-in-your-multitasking-app/")),
            Transition(
                .active, .callback(.configurationForConnecting), .active, scenes,
                Citation(
                    .documented, "2.3", "https://mackuba.eu/notes/wwdc19/window-management-in-your-multitasking-app/")),
            Transition(
                .background, .callback(.didDiscardSceneSessions), .background, scenes,
                Citation(.documented, "2.4", ad + "application(_:diddiscardscenesessions:)")),
            Transition(
                .inactive, .callback(.didDiscardSceneSessions), .inactive, scenes,
                Citation(.documented, "2.4", ad + "application(_:diddiscardscenesessions:)")),
            Transition(
                .active, .callback(.didDiscardSceneSessions), .active, scenes,
                Citation(.documented, "2.4", ad + "application(_:diddiscardscenesessions:)"))
        ])
}
