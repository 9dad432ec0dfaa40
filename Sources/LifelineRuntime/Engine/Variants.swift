import LifelineModel

/// What a swipe-up in the app switcher does to a foreground app: device logs disagree
/// (lifecycle-facts.md §2.4, §8.3), so a scenario picks one.
package enum SwipeKillVariant: String, CaseIterable, Sendable {
    /// iPhone, iOS 13: `sceneDidEnterBackground` → `applicationWillTerminate` (no disconnect).
    case iphoneIOS13 = "iphone-ios13"
    /// iPad without multiple windows: `sceneDidDisconnect` → `didDiscardSceneSessions` →
    /// `applicationWillTerminate` (no didEnterBackground).
    case ipad
    /// Recent iOS (forum thread, ~2023): `sceneWillResignActive` → `sceneDidDisconnect`, then the
    /// process is killed without `applicationWillTerminate`.
    case recentIOS = "recent-ios"
    /// The same thread's fast kill with other apps visible (§2.4, §8.1): after the disconnect a
    /// **new** scene instance gets `sceneWillEnterForeground` and `sceneDidEnterBackground`.
    case recentIOSNewInstance = "recent-ios-new-instance"
}

/// Which `UIApplication` notifications a scene app sees (lifecycle-facts.md §3, §8.5, §8.8).
package enum ApplicationNotifications: String, CaseIterable, Sendable {
    /// Apple: posted "regardless of whether your app uses scenes", once per aggregate change (§3).
    case aggregate
    /// Chris Mash (2019): with scenes "the related notifications aren't fired off" (§8.5).
    case absent
    /// sceneDidEnterBackground's doc: posted "from UIApplication and UIScene" each time, for
    /// every scene rather than once for the app (§8.8).
    case perScene = "per-scene"
}

/// Whether a relaunch that restores a session asks `configurationForConnecting` (§2.1, §8.11).
package enum ConfigurationOnRelaunch: String, CaseIterable, Sendable {
    /// Observed (luxmentis, a device log): a restored session reuses its saved configuration.
    case skipped
    /// WWDC19 notes and blog flows: asked at every launch.
    case asked
}

/// The SwiftUI `App`'s phase when every scene is in the background (§5, §8.13).
package enum AppPhaseWhenBackground: String, CaseIterable, Sendable {
    /// The doc's own example tests `.background` at App level.
    case background
    /// The overview text defines the aggregate as "inactive when no scenes are active".
    case inactive
}

/// When a backgrounded scene disconnects (lifecycle-facts.md §8.2).
package enum DisconnectTiming: String, CaseIterable, Sendable {
    /// The documentation: "UIKit does not automatically disconnect a scene when the user switches
    /// to another app"; only the system's reclaiming (`reclaim-scene`) disconnects.
    case onReclaim = "on-reclaim"
    /// The Xcode template: "shortly after the scene enters the background".
    case afterBackground = "after-background"
}

/// Whether a scene app launched in the background for an event connects a scene (§2.7, [UNSURE]).
package enum BackgroundLaunchScene: String, CaseIterable, Sendable {
    /// A system-requested scene connects and moves straight to the background (§4.1).
    case connect
    /// No scene connects; only the app delegate hears the event.
    case none
}

/// Whether a sceneless background launch calls `applicationDidEnterBackground` (§1.5, §8.9).
package enum BackgroundLaunchEntry: String, CaseIterable, Sendable {
    /// About the background execution sequence: launch → applicationDidEnterBackground → event.
    case documented
    /// A device log: didFinishLaunching → performFetch, no didEnterBackground logged.
    case withoutDidEnterBackground = "without-did-enter-background"
}

/// Whether an app without scenes opts into legacy state restoration (lifecycle-facts.md §1.7):
/// its app delegate implements `application(_:shouldSaveSecureApplicationState:)` and
/// `application(_:shouldRestoreSecureApplicationState:)`.
package enum StateRestoration: String, CaseIterable, Sendable {
    /// UIKit asks nothing: the app does not opt in (most apps; a scene-based app restores
    /// through `stateRestorationActivity(for:)` instead).
    case none
    /// After each entry to the background UIKit asks whether to save, then encodes; the next
    /// launch, unless the user force-quit the app, asks whether to restore between willFinish
    /// and didFinish, then decodes.
    case legacy
}

/// Whether an external display's non-interactive scene becomes active (§15, §8.17).
package enum DisplayActivation: String, CaseIterable, Sendable {
    /// Device reports: it enters the foreground and never becomes active ("didActivate isn't
    /// called for the AirPlay scene", §15 [OBSERVED]).
    case staysInactive = "stays-inactive"
    /// Apple's general text: willEnterForeground "is invariably followed by" didBecomeActive (§2.1).
    case becomesActive = "becomes-active"
}

/// What closing the last window of a multi-window app does (§2.4, §8.4).
package enum LastWindowClose: String, CaseIterable, Sendable {
    /// iOS 13 beta device log: the process terminates (`applicationWillTerminate`).
    case terminate
    /// What the developer expected: the process stays in the background.
    case keepRunning = "keep-running"
}

/// The OS and SDK the app runs under, for the scene mandate (lifecycle-facts.md §9): what a
/// sceneless app sees at launch.
package enum SceneMandate: String, CaseIterable, Sendable {
    /// Before iOS 18.4: nothing is said.
    case none
    /// iOS 18.4 logs "This process does not adopt UIScene lifecycle. This will become an assert
    /// in a future version."
    case ios18_4 = "ios18.4"
    /// iOS 26 logs "UIScene lifecycle will soon be required. Failure to adopt will result in an
    /// assert in the future."
    case ios26
    /// Built with the SDK of the release after iOS 26 (iOS 27): a sceneless app does not launch.
    case ios27SDK = "ios27-sdk"
}

/// Whether a run shows the root view controllers' appearance callbacks (§14).
package enum ViewControllers: String, CaseIterable, Sendable {
    /// Delegate callbacks only, as every trace before §14.
    case none
    /// Each window's root view controller: viewDidLoad, viewWillAppear and viewIsAppearing
    /// before the window first enters the foreground, viewDidAppear once it is active.
    case root
}

/// Where SwiftUI sends a URL or activity that no open scene claims, in an app none of whose
/// views declares `handlesExternalEvents(preferring:allowing:)` (§16: two revisions of Apple's page).
package enum ExternalEvents: String, CaseIterable, Sendable {
    /// The iOS 14 revision: "On iOS, the system will choose an existing Scene to use."
    case existingScene = "existing-scene"
    /// The current page: "If it finds neither — including when you don't add this view
    /// modifier — SwiftUI creates a new scene for the event."
    case newScene = "new-scene"
}

/// The device-variant choices of one run. Unset choices take the profile's default.
public struct RuntimeOptions: Sendable, Equatable {
    package var swipeKill: SwipeKillVariant?
    package var disconnect: DisconnectTiming = .onReclaim
    package var backgroundLaunchScene: BackgroundLaunchScene = .connect
    package var backgroundLaunchEntry: BackgroundLaunchEntry = .documented
    package var lastWindowClose: LastWindowClose = .terminate
    package var applicationNotifications: ApplicationNotifications = .aggregate
    package var configurationOnRelaunch: ConfigurationOnRelaunch = .skipped
    package var appPhaseWhenBackground: AppPhaseWhenBackground = .background
    package var sceneMandate: SceneMandate = .none
    package var viewControllers: ViewControllers = .none
    /// Whether an external display's scene becomes active (§15).
    package var displayActivation: DisplayActivation = .staysInactive
    /// Whether a sceneless app preserves and restores its interface (§1.7).
    package var stateRestoration: StateRestoration = .none
    /// Whether minimising and restoring a window reach its scene delegate (§15).
    package var windowing: WindowingVariant = .sceneCallbacks
    /// Where SwiftUI sends an external event no open scene claims, on iPad (§16).
    package var externalEvents: ExternalEvents = .existingScene

    /// Options with every device variant at its default.
    public init() {}

    /// The swipe-kill variant for `profile`: the scenario's, or iPhone iOS 13 for phones and the
    /// iPad observation for `ipados-multiwindow`.
    func swipeKill(for profile: Profile) -> SwipeKillVariant {
        swipeKill ?? (profile == .ipadosMultiwindow ? .ipad : .iphoneIOS13)
    }
}
