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

    /// A citation of `section` of `lifecycle-facts.md`, cited with `url`, as sure as `basis`.
    public init(_ basis: FactBasis, _ section: String, _ url: String) {
        self.url = url
        self.basis = basis
        self.section = section
    }
}

/// The pages the facts cite most often (Apple's, and the device logs and answers that
/// show what Apple's do not), named once.
package enum CitedPage {
    static let apple = "https://developer.apple.com/documentation/uikit/"
    package static let launchSequence = apple + "about-the-app-launch-sequence"
    package static let backgroundSequence = apple + "about-the-background-execution-sequence"
    /// "Specifying the scenes your app supports": without multiple scenes, one at a time (§2.3).
    package static let specifyingScenes = apple + "specifying-the-scenes-your-app-supports"
    /// A device log of a background-fetch launch, then the user's tap (§1.5, §8.9).
    package static let backgroundFetchTapLog = "http://kaiinui.hatenablog.com/entry/2015/12/08/202147"
    package static let lifeCycle = apple + "managing-your-app-s-life-cycle"
    package static let runInBackground = apple + "preparing-your-ui-to-run-in-the-background"
    package static let runInForeground = apple + "preparing-your-ui-to-run-in-the-foreground"
    package static let transitioning = apple + "transitioning-to-the-uikit-scene-based-life-cycle"
    package static let applicationState = apple + "uiapplication/applicationstate"
    package static let activationState = apple + "uiscene/activationstate-swift.enum"
    package static let memoryWarnings = apple + "responding-to-memory-warnings"
    package static let appDelegate = apple + "uiapplicationdelegate/"
    package static let sceneDelegate = apple + "uiscenedelegate/"
    package static let scenePhase = "https://developer.apple.com/documentation/swiftui/scenephase"
    package static let openWindow = "https://developer.apple.com/documentation/swiftui/openwindowaction"
    static let swiftUI = "https://developer.apple.com/documentation/swiftui/"
    package static let onOpenURL = swiftUI + "view/onopenurl(perform:)"
    package static let onContinueUserActivity = swiftUI + "view/oncontinueuseractivity(_:perform:)"
    package static let handlesExternalEventsMatching = swiftUI + "scene/handlesexternalevents(matching:)"
    package static let handlesExternalEventsPreferring = swiftUI + "view/handlesexternalevents(preferring:allowing:)"
    package static let dismissWindow = swiftUI + "dismisswindowaction"
    package static let supportsMultipleWindows = swiftUI + "environmentvalues/supportsmultiplewindows"
    package static let delegateAdaptor =
        "https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor"
    package static let willEnterForegroundNotification = apple + "uiapplication/willenterforegroundnotification"
    package static let deviceLogStackOverflow = "https://stackoverflow.com/questions/3712979"
    package static let luxmentis = "https://luxmentis.org/on-ios-scenes-and-why-your/"
    /// Big Nerd Ranch's launch sequence: willConnectTo, then sceneDidBecomeActive (§8 item 1).
    package static let bigNerdRanchLaunch =
        "https://ebookreading.net/view/book/iOS+Programming++The+Big+Nerd+Ranch+Guide++7th+Edition-EB9780135264843_119.html"
    static let userNotifications =
        "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/"
    package static let notificationWillPresent =
        userNotifications + "usernotificationcenter(_:willpresent:withcompletionhandler:)"
    package static let notificationDidReceive =
        userNotifications + "usernotificationcenter(_:didreceive:withcompletionhandler:)"
    package static let beginBackgroundTask = apple + "uiapplication/beginbackgroundtask(expirationhandler:)"
    /// Apple DTS measuring a background task: about 30 s in the background (iOS 13).
    package static let backgroundTaskTime = "https://forums.developer.apple.com/message/391799"
    package static let viewController = apple + "uiviewcontroller/"
    /// A developer's printed order of the scene and view-controller callbacks at launch.
    package static let viewControllerOrderLog =
        "https://github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker/blob/main/Resources/Note_attachments/Practical_knowledge/Cocoa_Touch/UIKit/States.md"
    package static let sceneSessionActivation =
        apple + "uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)"
    package static let sceneSessionDestruction =
        apple + "uiapplication/requestscenesessiondestruction(_:options:errorhandler:)"
    package static let sceneSessionRefresh = apple + "uiapplication/requestscenesessionrefresh(_:)"
    /// An iOS 10 device log of opening an app from a push, cold and from the background.
    package static let notificationLaunchLog =
        "https://medium.com/@jigarm/delegate-methods-called-when-opening-app-533f9b176cdf"
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`: a window's size changed (§15).
    package static let windowSceneDidUpdate =
        apple + "uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)"
    /// `windowScene(_:didUpdateEffectiveGeometry:)`, iOS 26: its replacement, "always called when a
    /// UIWindowScene moves between screens" (§15).
    package static let windowSceneDidUpdateEffectiveGeometry =
        apple + "uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)"
    /// `scene(_:restoreInteractionStateWith:)`: the session's restoration activity, handed back
    /// to the scene's delegate; the page gives no time (§2.7).
    package static let restoreInteractionState = apple + "uiscenedelegate/scene(_:restoreinteractionstatewith:)"
    /// Two windows of one app in Split View are both foreground active; the key window tells them apart (§15).
    package static let splitViewBothActive = "https://tengl.net/blog/2021/11/9/uiapplication-key-window-replacement"
    /// iPadOS 18 Stage Manager delivered scene callbacks when a window's group changed; iPadOS 26 does not (§15).
    package static let stageManagerCallbacks = "https://mastodawn.com/post/114757279064301643"
    /// Apple's article on external displays and its scene roles (§15).
    package static let connectedDisplay = apple + "presenting-content-on-a-connected-display"
    /// Apple DTS: the system always offers a non-interactive external-display scene (§15).
    package static let externalDisplayForum = "https://forums.developer.apple.com/forums/thread/745553"
    /// Apple's "How to implement UI state restoration": every window restores its own state (§15).
    package static let stateRestorationNews = "https://developer.apple.com/news/?id=4ixc0yxs"
}
