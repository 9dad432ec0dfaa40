/// The time UIKit gives an app for the life-cycle steps that have a documented budget.
///
/// Each budget cites `Docs/lifecycle-facts.md`; the runtime terminates a simulated app that
/// overruns one, and says so in the trace.
package enum Budget: String, CaseIterable, Sendable, Codable {
    /// Launch: willFinishLaunching through the first scene's creation (willConnectTo and
    /// willEnterForeground), "~5 s" (§1.1): the user waits for the whole of it (§11).
    case launch
    /// The background transition: the didEnterBackground method must return in ~5 s (§1.2).
    case backgroundTransition
    /// A remote notification handler: "≤30 s to call the handler" (§1.5).
    case remoteNotification
    /// `applicationWillTerminate(_:)`: "approximately five seconds to perform any tasks and
    /// return"; the process is killed when it runs over (§1.4, §11).
    case termination
    /// A background fetch: "up to 30 seconds of wall-clock time" to call the handler (§11).
    case backgroundFetch
    /// Extra background time from `beginBackgroundTask(expirationHandler:)`: about 30 s on
    /// recent iOS, measured rather than documented (§14 [OBSERVED]); the expiration handler
    /// runs "shortly before" it ends.
    case backgroundTask

    /// How long the step may take, in microseconds.
    package var microseconds: Int64 {
        switch self {
        case .launch, .backgroundTransition, .termination: return 5_000_000
        case .remoteNotification, .backgroundFetch, .backgroundTask: return 30_000_000
        }
    }

    /// The fact the budget rests on.
    package var citation: Citation {
        switch self {
        case .launch:
            return Citation(
                .documented, "1.1",
                "https://developer.apple.com/library/content/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html"
            )
        case .backgroundTransition:
            return Citation(.documented, "1.2", CitedPage.runInBackground)
        case .remoteNotification:
            return Citation(
                .documented, "1.5",
                CitedPage.appDelegate + "application(_:didreceiveremotenotification:fetchcompletionhandler:)")
        case .termination:
            return Citation(.documented, "1.4", CitedPage.appDelegate + "applicationwillterminate(_:)")
        case .backgroundFetch:
            return Citation(
                .documented, "11", CitedPage.appDelegate + "application(_:performfetchwithcompletionhandler:)")
        case .backgroundTask:
            return Citation(.observed, "14", CitedPage.backgroundTaskTime)
        }
    }

    /// The callbacks whose own duration the budget bounds; the launch budget spans
    /// willFinishLaunching through the first scene's creation, so it bounds no single callback.
    package var boundedCallbacks: [Callback] {
        switch self {
        case .launch, .backgroundTask: return []
        case .backgroundTransition: return [.applicationDidEnterBackground, .sceneDidEnterBackground]
        case .remoteNotification: return [.didReceiveRemoteNotification]
        case .termination: return [.applicationWillTerminate]
        case .backgroundFetch: return [.performFetch]
        }
    }

    /// The budget that bounds `callback`'s duration, if one does.
    package static func bounding(_ callback: Callback) -> Budget? {
        allCases.first { $0.boundedCallbacks.contains(callback) }
    }

    /// What the step is, for the note a termination leaves in the trace.
    package var stepName: String {
        switch self {
        case .launch: return "launch"
        case .backgroundTransition: return "background transition"
        case .remoteNotification: return "remote notification handler"
        case .termination: return "applicationWillTerminate(_:)"
        case .backgroundFetch: return "background fetch handler"
        case .backgroundTask: return "background task"
        }
    }

    /// How long the step may take, in words: "about 5 s", "30 s" (the facts' own hedging).
    package var limitText: String {
        let seconds = microseconds / 1_000_000
        switch self {
        case .launch, .backgroundTransition, .termination, .backgroundTask: return "about \(seconds) s"
        case .remoteNotification, .backgroundFetch: return "\(seconds) s"
        }
    }
}
