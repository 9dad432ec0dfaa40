/// What a user or the system does to an app, as traces name it in `action` events
/// (`launch`, `home`, `swipe-kill`, …): one plain-language sentence each, for teaching.
///
/// The names are the runtime's scenario actions; an imported or hand-written trace may use
/// others, which get a generic sentence (`ActionCatalogue.sentence(for:)`).
public struct ActionInfo: Sendable {
    /// The action's name in traces: `launch`, `open-url`, …
    public var name: String
    /// One sentence: what happened, from the user's or the system's side.
    public var explanation: String
    /// The fact it rests on (`Docs/lifecycle-facts.md`), when the facts describe it.
    package var citation: Citation?
}

/// The actions a trace can show, one row each.
public enum ActionCatalogue {
    private static let ad = CitedPage.appDelegate

    /// Every action the runtime performs, in the order scenario documentation lists them.
    public static let entries: [ActionInfo] = [
        ActionInfo(
            name: "launch",
            explanation: """
                The user taps the app's icon: a cold launch, or back to the foreground when the app is already \
                running.
                """,
            citation: Citation(.documented, "1.1", CitedPage.launchSequence)),
        ActionInfo(
            name: "open-url",
            explanation: "The user opens a URL that belongs to the app, which launches the app if it is not running.",
            citation: Citation(.documented, "1.6", ad + "application(_:willfinishlaunchingwithoptions:)")),
        ActionInfo(
            name: "continue-activity",
            explanation: "Handoff, a universal link or SiriKit hands the app a user activity to continue.",
            citation: Citation(.documented, "1.6", ad + "application(_:continue:restorationhandler:)")),
        ActionInfo(
            name: "quick-action",
            explanation: "The user picks one of the app's Home Screen quick actions.",
            citation: Citation(.documented, "1.6", ad + "application(_:performactionfor:completionhandler:)")),
        ActionInfo(
            name: "background-launch",
            explanation: """
                The system launches or wakes the app in the background for an event: a fetch, a silent push, a \
                location update.
                """,
            citation: Citation(.documented, "1.5", CitedPage.backgroundSequence)),
        ActionInfo(
            name: "notification",
            explanation: """
                A notification arrives while the app is in the foreground; the notification center asks the \
                app how to present it.
                """,
            citation: Citation(.documented, "14", CitedPage.notificationWillPresent)),
        ActionInfo(
            name: "notification-response",
            explanation: """
                The user taps one of the app's notifications, which launches the app or brings it forward, and \
                the app gets the response.
                """,
            citation: Citation(.documented, "14", CitedPage.notificationDidReceive)),
        ActionInfo(
            name: "background-task",
            explanation: """
                The app asks for extra time in the background (beginBackgroundTask) and ends it, or the system \
                calls its expiration handler.
                """,
            citation: Citation(.documented, "14", CitedPage.beginBackgroundTask)),
        ActionInfo(
            name: "prewarm",
            explanation: """
                iOS 15 and later may prewarm the app: its process starts before the user opens it, up to but \
                not including UIApplicationMain.
                """,
            citation: Citation(.documented, "14", CitedPage.launchSequence)),
        ActionInfo(
            name: "request-scene-activation",
            explanation: "The app asks UIKit to activate one of its scene sessions, or to create a new scene.",
            citation: Citation(.documented, "14", CitedPage.sceneSessionActivation)),
        ActionInfo(
            name: "request-scene-destruction",
            explanation:
                "The app asks UIKit to dismiss one of its scenes and remove its session from the app switcher.",
            citation: Citation(.documented, "14", CitedPage.sceneSessionDestruction)),
        ActionInfo(
            name: "request-scene-refresh",
            explanation: """
                The app asks UIKit to update the system's picture of one of its scenes, such as its app \
                switcher snapshot.
                """,
            citation: Citation(.documented, "14", CitedPage.sceneSessionRefresh)),
        ActionInfo(
            name: "home",
            explanation: "The user goes to the Home Screen: the app leaves the screen.",
            citation: Citation(.documented, "1.2", CitedPage.backgroundSequence)),
        ActionInfo(
            name: "app-switcher",
            explanation: "The user opens the app switcher: the app stays visible but stops receiving events.",
            citation: Citation(.documented, "1.3", CitedPage.applicationState)),
        ActionInfo(
            name: "return",
            explanation: "The user comes back to the app, from the app switcher or from the background.",
            citation: Citation(.documented, "1.2", ad + "applicationwillenterforeground(_:)")),
        ActionInfo(
            name: "interruption",
            explanation: "A system alert, a call or a panel interrupts the app for a moment; the app stays on screen.",
            citation: Citation(.documented, "1.3", CitedPage.runInBackground)),
        ActionInfo(
            name: "lock",
            explanation: "The user locks the device: the app leaves the screen.",
            citation: Citation(.documented, "1.2", CitedPage.backgroundSequence)),
        ActionInfo(
            name: "unlock",
            explanation: "The user unlocks the device and is back in the app.",
            citation: Citation(.documented, "1.2", ad + "applicationwillenterforeground(_:)")),
        ActionInfo(
            name: "swipe-kill",
            explanation: "The user swipes the app away in the app switcher.",
            citation: Citation(.documented, "2.4", CitedPage.sceneDelegate + "scenediddisconnect(_:)")),
        ActionInfo(
            name: "reclaim-scene",
            explanation: """
                The system releases a scene in the background to reclaim memory; its session stays and may \
                connect again.
                """,
            citation: Citation(.documented, "2.4", CitedPage.lifeCycle)),
        ActionInfo(
            name: "suspend",
            explanation: "The system suspends the app in the background without notifying it.",
            citation: Citation(.documented, "1.2", CitedPage.runInBackground)),
        ActionInfo(
            name: "purge",
            explanation: "The system ends the suspended app to free memory, without notice.",
            citation: Citation(.documented, "1.4", CitedPage.memoryWarnings)),
        ActionInfo(
            name: "memory-warning",
            explanation: "The system warns the app that memory is low.",
            citation: Citation(.documented, "1.6", CitedPage.memoryWarnings)),
        ActionInfo(
            name: "terminate",
            explanation: "The system terminates the app while it runs in the background.",
            citation: Citation(.documented, "1.4", ad + "applicationwillterminate(_:)")),
        ActionInfo(
            name: "open-window",
            explanation:
                "The user opens a window of the app: a new scene, or the one already showing the same content.",
            citation: Citation(.documented, "5", CitedPage.openWindow)),
        ActionInfo(
            name: "dismiss-window",
            explanation: "The app's SwiftUI code calls dismissWindow: a window of the app closes.",
            citation: Citation(.documented, "16", CitedPage.dismissWindow)),
        ActionInfo(
            name: "open-document",
            explanation: "The user opens a document, which the app shows in a scene of its own.",
            citation: nil),
        ActionInfo(
            name: "close-window",
            explanation: "The user closes one of the app's windows, which discards its scene session.",
            citation: Citation(.documented, "2.4", ad + "application(_:diddiscardscenesessions:)")),
        ActionInfo(
            name: "discard-session",
            explanation: "The user removes one of the app's windows (a scene session) in the app switcher.",
            citation: Citation(.documented, "2.4", ad + "application(_:diddiscardscenesessions:)")),
        ActionInfo(
            name: "split-view",
            explanation: """
                iPad: the user puts a second window of the app beside the first; both are on screen and \
                active, and the first is resized.
                """,
            citation: Citation(.observed, "15", CitedPage.splitViewBothActive)),
        ActionInfo(
            name: "slide-over",
            explanation: "iPad: the user brings a window of the app over the one on screen, which keeps its size.",
            citation: Citation(.unsure, "15", CitedPage.splitViewBothActive)),
        ActionInfo(
            name: "leave-split-view",
            explanation: """
                iPad: the user drags the Split View divider to close one side; that window leaves the screen \
                and the other fills it.
                """,
            citation: Citation(.unsure, "15", CitedPage.windowSceneDidUpdate)),
        ActionInfo(
            name: "minimize-window",
            explanation: """
                iPad Stage Manager: the user minimises one window, which goes to the background while the \
                app's other windows stay.
                """,
            citation: Citation(.observed, "15", CitedPage.stageManagerCallbacks)),
        ActionInfo(
            name: "restore-window",
            explanation: "iPad: the user brings a minimised window of the app back on screen.",
            citation: Citation(.observed, "15", CitedPage.stageManagerCallbacks)),
        ActionInfo(
            name: "connect-display",
            explanation: "The user connects an external display: UIKit gives the app a non-interactive scene for it.",
            citation: Citation(.documented, "15", CitedPage.connectedDisplay)),
        ActionInfo(
            name: "disconnect-display",
            explanation: "The user disconnects the external display, and its scene goes.",
            citation: Citation(.unsure, "15", CitedPage.connectedDisplay)),
        ActionInfo(
            name: "relaunch-all-windows",
            explanation: "The user opens the app after it was terminated, and UIKit restores every window it had.",
            citation: Citation(.documented, "15", CitedPage.stateRestorationNews)),
        ActionInfo(
            name: "environment",
            explanation: "A SwiftUI environment value, such as the color scheme, changes.",
            citation: nil)
    ]

    /// The actions by which the user opens the app, ending a force-quit: after one, the system
    /// may launch the app in the background again (lifecycle-facts.md §1.5, §14, §15).
    /// The actions that start a process (the runtime's cold launch, a launch in the
    /// background, a prewarm). Any other action (home, lock, opening a URL or a window) may
    /// happen to an app that already runs: a trace that begins with one may begin mid-run,
    /// and its launch is unknown, not missing.
    package static let startsProcess: Set<String> = ["launch", "background-launch", "prewarm"]

    /// The actions that may start a process or happen to one that runs: the user opening the
    /// app (a URL, a window, a notification's response) as well as ``startsProcess``.
    package static var mayStartProcess: Set<String> { userOpensApp.union(startsProcess) }

    package static let userOpensApp: Set<String> = [
        "launch", "open-url", "continue-activity", "quick-action", "open-window", "open-document",
        "notification-response", "relaunch-all-windows"
    ]

    private static let positions: [String: Int] = {
        var table: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { table[entry.name] = position }
        return table
    }()

    /// The row for an action name, if Lifeline knows it.
    public static func info(named name: String) -> ActionInfo? { position(named: name).map { entries[$0] } }

    /// Where an action name's row is in `entries`, if Lifeline knows it.
    package static func position(named name: String) -> Int? { positions[name] }

    /// Why `name` is no action: the nearest name when it looks like a typo of one, then every
    /// name. Scenarios and user rules say it in the same words.
    package static func unknownActionMessage(_ name: String) -> String {
        let hint = nearest(to: name).map { "; did you mean '\($0.name)'?" } ?? ""
        return "unknown action '\(name)'\(hint) (expected one of \(entries.map(\.name).joined(separator: ", ")))"
    }

    /// The action whose name is closest to `name`, when it is close enough to be a typo: at
    /// most a third of the name's letters differ (`lunch` → `launch`, but `jump` suggests nothing).
    package static func nearest(to name: String) -> ActionInfo? {
        let limit = max(1, name.unicodeScalars.count / 3)
        let scored = entries.map { (entry: $0, distance: EditDistance.between(name, $0.name)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.entry
    }
}
