/// How sure Lifeline's ground truth (`Docs/lifecycle-facts.md`) is about a fact.
///
/// The checker derives severities from it: an error only for what Apple documents, a warning
/// for what people observed on devices, and nothing at all for what is unsure.
public enum FactBasis: String, CaseIterable, Sendable, Codable {
    /// Apple says so (documentation, tech note, WWDC session, Xcode template text).
    case documented = "DOCUMENTED"
    /// Someone printed it or reported it from a device or simulator.
    case observed = "OBSERVED"
    /// Inferred, contested, or not found in an authoritative source.
    case unsure = "UNSURE"
}

/// A pointer into the ground truth: the URL a fact is cited with, its basis and its section.
public struct Citation: Hashable, Sendable, Codable {
    /// The canonical URL the fact cites (it appears verbatim in `Docs/lifecycle-facts.md`).
    public var url: String
    /// How sure the fact is.
    public var basis: FactBasis
    /// The section of `lifecycle-facts.md` that states it, such as `"2.1"`.
    public var section: String

    public init(_ basis: FactBasis, _ section: String, _ url: String) {
        self.url = url
        self.basis = basis
        self.section = section
    }
}

/// The Apple pages cited most often, named once.
public enum Source {
    static let apple = "https://developer.apple.com/documentation/uikit/"
    public static let launchSequence = apple + "about-the-app-launch-sequence"
    public static let backgroundSequence = apple + "about-the-background-execution-sequence"
    public static let lifeCycle = apple + "managing-your-app-s-life-cycle"
    public static let runInBackground = apple + "preparing-your-ui-to-run-in-the-background"
    public static let runInForeground = apple + "preparing-your-ui-to-run-in-the-foreground"
    public static let transitioning = apple + "transitioning-to-the-uikit-scene-based-life-cycle"
    public static let applicationState = apple + "uiapplication/applicationstate"
    public static let activationState = apple + "uiscene/activationstate-swift.enum"
    public static let memoryWarnings = apple + "responding-to-memory-warnings"
    public static let appDelegate = apple + "uiapplicationdelegate/"
    public static let sceneDelegate = apple + "uiscenedelegate/"
    public static let scenePhase = "https://developer.apple.com/documentation/swiftui/scenephase"
    public static let openWindow = "https://developer.apple.com/documentation/swiftui/openwindowaction"
    static let swiftUI = "https://developer.apple.com/documentation/swiftui/"
    public static let onOpenURL = swiftUI + "view/onopenurl(perform:)"
    public static let onContinueUserActivity = swiftUI + "view/oncontinueuseractivity(_:perform:)"
    public static let handlesExternalEventsMatching = swiftUI + "scene/handlesexternalevents(matching:)"
    public static let handlesExternalEventsPreferring = swiftUI + "view/handlesexternalevents(preferring:allowing:)"
    public static let dismissWindow = swiftUI + "dismisswindowaction"
    public static let supportsMultipleWindows = swiftUI + "environmentvalues/supportsmultiplewindows"
    public static let delegateAdaptor = "https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor"
    public static let willEnterForegroundNotification = apple + "uiapplication/willenterforegroundnotification"
    public static let deviceLogStackOverflow = "https://stackoverflow.com/questions/3712979"
    public static let luxmentis = "https://luxmentis.org/on-ios-scenes-and-why-your/"
    /// Big Nerd Ranch's launch sequence: willConnectTo, then sceneDidBecomeActive (§8 item 1).
    public static let bigNerdRanchLaunch = "https://ebookreading.net/view/book/iOS+Programming++The+Big+Nerd+Ranch+Guide++7th+Edition-EB9780135264843_119.html"
    static let userNotifications = "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/"
    public static let notificationWillPresent = userNotifications + "usernotificationcenter(_:willpresent:withcompletionhandler:)"
    public static let notificationDidReceive = userNotifications + "usernotificationcenter(_:didreceive:withcompletionhandler:)"
    public static let beginBackgroundTask = apple + "uiapplication/beginbackgroundtask(expirationhandler:)"
    /// Apple DTS measuring a background task: about 30 s in the background (iOS 13).
    public static let backgroundTaskTime = "https://forums.developer.apple.com/message/391799"
    public static let viewController = apple + "uiviewcontroller/"
    /// A developer's printed order of the scene and view-controller callbacks at launch.
    public static let viewControllerOrderLog = "https://github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker/blob/main/Resources/Note_attachments/Practical_knowledge/Cocoa_Touch/UIKit/States.md"
    public static let sceneSessionActivation = apple + "uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)"
    public static let sceneSessionDestruction = apple + "uiapplication/requestscenesessiondestruction(_:options:errorhandler:)"
    public static let sceneSessionRefresh = apple + "uiapplication/requestscenesessionrefresh(_:)"
    /// An iOS 10 device log of opening an app from a push, cold and from the background.
    public static let notificationLaunchLog = "https://medium.com/@jigarm/delegate-methods-called-when-opening-app-533f9b176cdf"
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`: a window's size changed (§15).
    public static let windowSceneDidUpdate = apple + "uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)"
    /// `windowScene(_:didUpdateEffectiveGeometry:)`, iOS 26: its replacement, "always called when a
    /// UIWindowScene moves between screens" (§15).
    public static let windowSceneDidUpdateEffectiveGeometry = apple + "uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)"
    /// Two windows of one app in Split View are both foreground active; the key window tells them apart (§15).
    public static let splitViewBothActive = "https://tengl.net/blog/2021/11/9/uiapplication-key-window-replacement"
    /// iPadOS 18 Stage Manager delivered scene callbacks when a window's group changed; iPadOS 26 does not (§15).
    public static let stageManagerCallbacks = "https://mastodawn.com/post/114757279064301643"
    /// Apple's article on external displays and its scene roles (§15).
    public static let connectedDisplay = apple + "presenting-content-on-a-connected-display"
    /// Apple DTS: the system always offers a non-interactive external-display scene (§15).
    public static let externalDisplayForum = "https://forums.developer.apple.com/forums/thread/745553"
    /// Apple's "How to implement UI state restoration": every window restores its own state (§15).
    public static let stateRestorationNews = "https://developer.apple.com/news/?id=4ixc0yxs"
}
