import LifelineSupport

/// The canonical scenarios, by name: `lifeline simulate cold-launch`. Their YAML is also
/// written to `Traces/scenarios/` by `Scripts/traces.sh`.
public enum BuiltInScenarios {
    /// Every built-in scenario's YAML, in `--list` order.
    package static let sources: [(name: String, yaml: String)] = [
        (
            "cold-launch",
            """
            name: cold-launch
            description: "The user taps the icon; the app launches to the foreground (§1.1, §2.1)."
            actions:
              - launch
            """
        ),
        (
            "relaunch-restored",
            """
            name: relaunch-restored
            description: "Relaunch with a session remembered from an earlier run; configurationForConnecting is not asked (§2.1)."
            profiles: [ios13, ipados-multiwindow, swiftui]
            restored-sessions: [A]
            actions:
              - launch
            """
        ),
        (
            "home-and-return",
            """
            name: home-and-return
            description: "Launch, press Home, the system suspends the app, the user taps the icon again (§1.2, §2.2)."
            actions:
              - launch
              - home
              - suspend
              - launch
            """
        ),
        (
            "app-switcher",
            """
            name: app-switcher
            description: "Launch, open the app switcher, come back to the app (§1.2 observed)."
            actions:
              - launch
              - app-switcher
              - return
            """
        ),
        (
            "interruption",
            """
            name: interruption
            description: "A system alert interrupts the active app; resign and become active only (§1.3, §2.2)."
            actions:
              - launch
              - interruption: {kind: alert, duration: 2}
            """
        ),
        (
            "lock-unlock",
            """
            name: lock-unlock
            description: "Launch, lock the device, unlock it (the background path of §1.2 / §2.2)."
            actions:
              - launch
              - lock
              - unlock
            """
        ),
        (
            "background-fetch",
            """
            name: background-fetch
            description: "The system launches the app in the background for a fetch, then suspends it (§1.5, §2.7)."
            actions:
              - background-launch: fetch
            """
        ),
        (
            "silent-push",
            """
            name: silent-push
            description: "A silent push launches the app in the background; later the user opens it (§1.5, §3)."
            actions:
              - background-launch: silent-push
              - launch
            """
        ),
        (
            "swipe-kill",
            """
            name: swipe-kill
            description: "Launch, open the switcher, swipe the app away (the profile's default variant, §2.4, §8.3)."
            actions:
              - launch
              - app-switcher
              - swipe-kill
            """
        ),
        (
            "swipe-kill-ipad",
            """
            name: swipe-kill-ipad
            description: "Swipe-kill as on an iPad without multiple windows: disconnect, discard, terminate (§2.4)."
            profiles: [ios13]
            options:
              swipe-kill: ipad
            actions:
              - launch
              - app-switcher
              - swipe-kill
            """
        ),
        (
            "swipe-kill-recent",
            """
            name: swipe-kill-recent
            description: "Swipe-kill as recent iOS logs show it: resign active, disconnect, killed (§2.4, §8.3)."
            profiles: [ios13, swiftui]
            options:
              swipe-kill: recent-ios
            actions:
              - launch
              - swipe-kill
            """
        ),
        (
            "swipe-kill-suspended",
            """
            name: swipe-kill-suspended
            description: "A suspended app swiped away in the switcher is purged without any callback (§1.4)."
            actions:
              - launch
              - home
              - suspend
              - swipe-kill
            """
        ),
        (
            "discard-while-not-running",
            """
            name: discard-while-not-running
            description: "The user removes a remembered session while the app is not running; UIKit tells the app at its next launch (§2.4)."
            profiles: [ios13, ipados-multiwindow]
            restored-sessions: [A, B]
            actions:
              - discard-session: A
              - launch
            """
        ),
        (
            "open-url",
            """
            name: open-url
            description: "A URL opens the app cold, then again while it is in the background (§1.6, §2.7)."
            actions:
              - open-url: lifeline://item/1
              - home
              - open-url: lifeline://item/2
            """
        ),
        (
            "continue-activity",
            """
            name: continue-activity
            description: "Handoff launches the app with a user activity (§1.6, §2.7)."
            actions:
              - continue-activity: com.example.view-item
            """
        ),
        (
            "quick-action",
            """
            name: quick-action
            description: "A Home Screen quick action, cold and then warm (§1.6, §2.5)."
            actions:
              - quick-action: com.example.new-item
              - home
              - quick-action: com.example.search
            """
        ),
        (
            "memory-warning",
            """
            name: memory-warning
            description: "A memory warning while active, then the suspended app is purged (§1.4, §1.6)."
            actions:
              - launch
              - memory-warning
              - home
              - suspend
              - purge
            """
        ),
        (
            "reclaim-scene",
            """
            name: reclaim-scene
            description: "The system reclaims a background scene; the user's return reconnects its session without configurationForConnecting (§2.3, §2.4)."
            profiles: [ios13, ipados-multiwindow, swiftui]
            actions:
              - launch
              - home
              - reclaim-scene
              - launch
            """
        ),
        (
            "two-windows",
            """
            name: two-windows
            description: "iPad - open a second window, then close one of the two (§2.3, §2.4)."
            profiles: [ipados-multiwindow, swiftui]
            actions:
              - launch
              - open-window
              - close-window: S1
            """
        ),
        (
            "terminate",
            """
            name: terminate
            description: "The system terminates the app while it runs in the background (§1.4)."
            actions:
              - launch
              - home
              - terminate
            """
        ),
        (
            "slow-launch",
            """
            name: slow-launch
            description: "didFinishLaunching takes 6 s, over the ~5 s launch budget; the system kills the app (§1.1)."
            profiles: [ios12, ios13, ipados-multiwindow]
            costs:
              application(_:didFinishLaunchingWithOptions:): 6
            actions:
              - launch
            """
        ),
        (
            "slow-background",
            """
            name: slow-background
            description: "The background transition takes 6 s, over its ~5 s budget; the system kills the app (§1.2)."
            profiles: [ios12, ios13, ipados-multiwindow]
            expect: [LC501]
            costs:
              applicationDidEnterBackground(_:): 6
              sceneDidEnterBackground(_:): 6
            actions:
              - launch
              - home
            """
        ),
        (
            "swiftui-two-scenes",
            """
            name: swiftui-two-scenes
            description: "SwiftUI - two windows; the App-level phase is active while any scene is active (§5)."
            profiles: [swiftui]
            app:
              on-change: [app, scene]
              scenes:
                - window-group: main
                  views:
                    - name: ContentView
                      reads: [colorScheme]
                - window-group-for: viewer
                  views: [ItemView]
            actions:
              - launch
              - open-window: {id: viewer, value: item-1}
              - open-window: {id: viewer, value: item-1}
              - environment: colorScheme=dark
              - home
            """
        ),
        (
            "swiftui-documents",
            """
            name: swiftui-documents
            description: "SwiftUI - a DocumentGroup opens one scene per document, with an app delegate adaptor (§5)."
            profiles: [swiftui]
            app:
              delegate-adaptor: AppDelegate
              scenes:
                - document-group: editor
                  views: [DocumentView]
            actions:
              - launch
              - open-document: Notes.txt
              - open-document: Tasks.txt
              - close-window: S2
            """
        ),
        (
            "force-quit-silent-push",
            """
            name: force-quit-silent-push
            description: "The user swipes the app away; a silent push then does not relaunch it until the user opens it again (§1.5)."
            actions:
              - launch
              - app-switcher
              - swipe-kill
              - background-launch: {reason: silent-push}
              - launch
            """
        ),
        (
            "reclaim-suspended",
            """
            name: reclaim-suspended
            description: "The system reclaims a suspended app's scene: it resumes the app to deliver sceneDidDisconnect, which suspends again; the scene reconnects with its restoration activity (§2.4, §2.7, §4.2)."
            profiles: [ios13, ipados-multiwindow, swiftui]
            actions:
              - launch
              - home
              - suspend
              - reclaim-scene
              - launch
            """
        ),
        (
            "scene-mandate",
            """
            name: scene-mandate
            description: "A sceneless app built with the iOS 27 SDK does not launch (TN3187); a scene app launches as ever (§9)."
            profiles: [ios12, ios13]
            options: {scene-mandate: ios27-sdk}
            actions:
              - launch
            """
        ),
        (
            "answered-call",
            """
            name: answered-call
            description: "The user answers a phone call: the app resigns active and enters the background, then comes back (§1.3)."
            actions:
              - launch
              - interruption: {kind: call-answered}
              - return
            """
        ),
        (
            "activate-connected-window",
            """
            name: activate-connected-window
            description: "Activating a window that is still connected delivers scene(_:continue:) to it instead of a new scene (§2.3)."
            profiles: [swiftui]
            app:
              delegate-adaptor: AppDelegate
              scene-delegate: SceneDelegate
              scenes:
                - window-group: main
                - window-group-for: viewer
            actions:
              - launch
              - open-window: {id: viewer, value: item-1}
              - home
              - open-window: {id: viewer, value: item-1}
            """
        ),
        (
            "notification-foreground",
            """
            name: notification-foreground
            description: "A notification arrives while the app is active (willPresent), and the user taps its banner (didReceive) (§14)."
            actions:
              - launch
              - notification: reminder-1
              - notification-response: reminder-1
            """
        ),
        (
            "notification-launch",
            """
            name: notification-launch
            description: "Tapping a notification launches the app: the response in connectionOptions or launchOptions, then didReceive before the app is active; later again from the background (§14)."
            actions:
              - notification-response: reminder-1
              - home
              - notification-response: reminder-2
            """
        ),
        (
            "background-task-scheduler",
            """
            name: background-task-scheduler
            description: "BGTaskScheduler launches the app in the background for a BGAppRefreshTask, and later wakes it for a BGProcessingTask (§14)."
            actions:
              - background-launch: app-refresh
              - background-launch: processing
            """
        ),
        (
            "background-url-session",
            """
            name: background-url-session
            description: "A background URLSession's transfers finish: the system wakes the suspended app, later relaunches the purged one, for handleEventsForBackgroundURLSession (§14)."
            actions:
              - launch
              - home
              - suspend
              - background-launch: url-session
              - purge
              - background-launch: url-session
            """
        ),
        (
            "background-task",
            """
            name: background-task
            description: "beginBackgroundTask: work that ends in time, then work that outlasts the ~30 s so the expiration handler ends it (§14)."
            actions:
              - launch
              - home
              - background-task: {duration: 10}
              - launch
              - home
              - background-task: {duration: 60}
            """
        ),
        (
            "background-task-not-ended",
            """
            name: background-task-not-ended
            description: "A background task that the expiration handler does not end: the system terminates the app (§14)."
            actions:
              - launch
              - home
              - background-task: {duration: 60, ends-task: false}
            """
        ),
        (
            "view-controllers",
            """
            name: view-controllers
            description: "The root view controller's appearance among the delegate callbacks: loaded and appearing before the window enters the foreground, viewDidAppear once active; none on return from Home (§14)."
            profiles: [ios12, ios13, ipados-multiwindow]
            options: {view-controllers: root}
            actions:
              - launch
              - home
              - launch
            """
        ),
        (
            "legacy-state-restoration",
            """
            name: legacy-state-restoration
            description: "An app without scenes that opts into state restoration: saved after each entry to the background, restored between willFinish and didFinish after the system ends it; a force-quit deletes the archive (§1.7)."
            profiles: [ios12]
            options: {state-restoration: legacy}
            actions:
              - launch
              - home
              - suspend
              - purge
              - launch
              - home
              - swipe-kill
              - launch
            """
        ),
        (
            "view-controllers-two-windows",
            """
            name: view-controllers-two-windows
            description: "iPad - each window has its own root view controller, appearing with its own scene (§2.3, §14)."
            profiles: [ipados-multiwindow]
            options: {view-controllers: root}
            actions:
              - launch
              - open-window
            """
        ),
        (
            "scene-session-requests",
            """
            name: scene-session-requests
            description: "iPad - the app requests a new scene, refreshes the first one's snapshot, then destroys the new one (§2.3, §2.4, §14)."
            profiles: [ipados-multiwindow]
            actions:
              - launch
              - request-scene-activation
              - request-scene-refresh: S1
              - request-scene-destruction: S2
            """
        ),
        (
            "scene-activation-iphone",
            """
            name: scene-activation-iphone
            description: "iPhone - a request for a new scene fails with multipleScenesNotSupported; nothing else happens (§14)."
            profiles: [ios13]
            actions:
              - launch
              - request-scene-activation
            """
        ),
        (
            "prewarm",
            """
            name: prewarm
            description: "iOS 15+ prewarms the process, which stops before UIApplicationMain; the launch sequence runs when the user opens the app (§14)."
            actions:
              - prewarm
              - launch: {at: 600}
            """
        ),
        (
            "split-view",
            """
            name: split-view
            description: "iPad - a second window opens beside the first: both foreground active, the new one key, the first resized; closing its side sends it to the background and the first fills the screen (§15)."
            profiles: [ipados-multiwindow]
            actions:
              - launch
              - split-view
              - leave-split-view: S2
            """
        ),
        (
            "slide-over",
            """
            name: slide-over
            description: "iPad - a background window of the app comes over the one on screen in Slide Over: both active, no resize (§15)."
            profiles: [ipados-multiwindow]
            actions:
              - launch
              - open-window
              - minimize-window: S1
              - slide-over: S1
            """
        ),
        (
            "stage-manager-minimize",
            """
            name: stage-manager-minimize
            description: "iPad Stage Manager - one of two windows is minimised: only its scene goes to the background, the app stays active; restoring it brings it back (§15)."
            profiles: [ipados-multiwindow]
            actions:
              - launch
              - open-window
              - minimize-window: S1
              - restore-window: S1
            """
        ),
        (
            "relaunch-all-windows",
            """
            name: relaunch-all-windows
            description: "iPad - after the system purges the app, opening it reconnects every session, one carrying the restoration activity it saved; configurationForConnecting is not asked (§2.1, §2.7, §15)."
            profiles: [ipados-multiwindow]
            actions:
              - launch
              - open-window
              - home
              - reclaim-scene: S1
              - suspend
              - purge
              - relaunch-all-windows
            """
        ),
        (
            "external-display",
            """
            name: external-display
            description: "A display connects: the app gets a non-interactive scene of its own role and configuration, which enters the foreground but never becomes active (devices), follows the app to the background and back, and goes when the display does (§15)."
            profiles: [ios13, ipados-multiwindow]
            actions:
              - launch
              - connect-display
              - home
              - launch
              - disconnect-display
            """
        ),
        (
            "swiftui-open-url",
            """
            name: swiftui-open-url
            description: "SwiftUI - a URL launches the app, then reaches it from the background; the view's onOpenURL runs in the foreground, before the scene is active (§16)."
            profiles: [swiftui]
            app:
              scenes:
                - window-group: main
                  views:
                    - name: ContentView
                      on-open-url: true
            actions:
              - open-url: myapp://item/1
              - home
              - open-url: myapp://item/2
            """
        ),
        (
            "swiftui-continue-activity",
            """
            name: swiftui-continue-activity
            description: "SwiftUI - a Handoff activity reaches the active scene's onContinueUserActivity; an activity type no view handles runs no handler (§16)."
            profiles: [swiftui]
            app:
              scenes:
                - window-group: main
                  views:
                    - name: ContentView
                      on-continue-user-activity: [com.example.view]
            actions:
              - launch
              - continue-activity: com.example.view
              - continue-activity: com.example.edit
            """
        ),
        (
            "swiftui-external-events",
            """
            name: swiftui-external-events
            description: "SwiftUI on iPad - handlesExternalEvents routes a URL to a new viewer window, then to the open viewer that prefers it, and another URL to a new main window (§16)."
            profiles: [swiftui]
            app:
              scenes:
                - window-group: main
                  views:
                    - name: ContentView
                      on-open-url: true
                - window-group: viewer
                  handles-external-events: [item]
                  views:
                    - name: ItemView
                      on-open-url: true
                      handles-external-events: {preferring: [item]}
            actions:
              - launch
              - open-url: myapp://item/1
              - home
              - open-url: myapp://item/2
              - open-url: myapp://settings
            """
        ),
        (
            "swiftui-dismiss-window",
            """
            name: swiftui-dismiss-window
            description: "SwiftUI on iPad - the app's dismissWindow closes the viewer window it opened; the window goes as a user-closed one does (§2.4, §16)."
            profiles: [swiftui]
            app:
              delegate-adaptor: AppDelegate
              scenes:
                - window-group: main
                - window-group-for: viewer
                  views: [ItemView]
            actions:
              - launch
              - open-window: {id: viewer, value: item-1}
              - dismiss-window: {id: viewer, value: item-1}
            """
        ),
        (
            "swiftui-open-window-iphone",
            """
            name: swiftui-open-window-iphone
            description: "SwiftUI on iPhone - supportsMultipleWindows is false: openWindow is ignored (a runtime error in the log) and no scene is created (§16)."
            profiles: [swiftui]
            app:
              device: iphone
              scenes:
                - window-group: main
                - window-group-for: viewer
                  views: [ItemView]
            actions:
              - launch
              - open-window: {id: viewer, value: item-1}
              - home
            """
        ),
        (
            "swiftui-scene-storage",
            """
            name: swiftui-scene-storage
            description: "SwiftUI - a viewer window's @SceneStorage: a new session starts from defaults; the window released in the background and opened again gets its storage back; closing it destroys the storage with the session (§17)."
            profiles: [swiftui]
            app:
              delegate-adaptor: AppDelegate
              scenes:
                - window-group: main
                - window-group-for: viewer
                  views:
                    - name: ItemView
                      scene-storage: [draft, scrollPosition]
            actions:
              - launch
              - open-window: {id: viewer, value: item-1}
              - home
              - reclaim-scene: S2
              - launch
              - open-window: {id: viewer, value: item-1}
              - close-window: S3
            """
        )
    ]

    /// The names, in `--list` order.
    public static var names: [String] { sources.map(\.name) }

    /// The built-in scenario `name`, parsed; nil when there is none.
    public static func scenario(named name: String) throws(Diagnostic) -> Scenario? {
        guard let source = sources.first(where: { $0.name == name }) else { return nil }
        return try ScenarioParser.parse(source.yaml, file: "builtin:\(name)")
    }

    /// The YAML of `name`, with a trailing newline.
    package static func yaml(named name: String) -> String? {
        sources.first { $0.name == name }.map { $0.yaml + "\n" }
    }
}
