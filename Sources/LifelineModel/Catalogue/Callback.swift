/// Every life-cycle callback Lifeline knows, as a small value.
///
/// The raw value indexes `CallbackCatalogue.entries`, so a trace reader can intern a method
/// name into an integer once and everything downstream compares integers.
public enum Callback: Int, CaseIterable, Sendable, Codable, Comparable {
    // UIApplicationDelegate
    case willFinishLaunching
    case didFinishLaunching
    case applicationDidBecomeActive
    case applicationWillResignActive
    case applicationDidEnterBackground
    case applicationWillEnterForeground
    case applicationWillTerminate
    case applicationDidReceiveMemoryWarning
    case configurationForConnecting
    case didDiscardSceneSessions
    case applicationOpenURL
    case applicationContinueUserActivity
    case applicationPerformActionForShortcutItem
    case didReceiveRemoteNotification
    case performFetch
    // UISceneDelegate
    case sceneWillConnect
    case sceneDidDisconnect
    case sceneDidBecomeActive
    case sceneWillResignActive
    case sceneWillEnterForeground
    case sceneDidEnterBackground
    case sceneOpenURLContexts
    case sceneContinueUserActivity
    case stateRestorationActivity
    // UIWindowSceneDelegate
    case windowScenePerformActionForShortcutItem
    // Methods the importer knows (issue 16, lifecycle-facts.md §10): legacy state restoration,
    // user activities, background URL sessions, protected data, time, push registration,
    // orientation and status bar, window-scene geometry, UNUserNotificationCenterDelegate.
    // None has a state edge: each is a callback event that moves no state.
    case shouldSaveApplicationState
    case shouldRestoreApplicationState
    case shouldSaveSecureApplicationState
    case shouldRestoreSecureApplicationState
    case willEncodeRestorableState
    case didDecodeRestorableState
    case applicationWillContinueUserActivity
    case applicationDidFailToContinueUserActivity
    case handleEventsForBackgroundURLSession
    case protectedDataWillBecomeUnavailable
    case protectedDataDidBecomeAvailable
    case significantTimeChange
    case didRegisterForRemoteNotifications
    case didFailToRegisterForRemoteNotifications
    case supportedInterfaceOrientations
    case willChangeStatusBarOrientation
    case didChangeStatusBarOrientation
    case willChangeStatusBarFrame
    case didChangeStatusBarFrame
    case sceneWillContinueUserActivity
    case sceneDidFailToContinueUserActivity
    case restoreInteractionState
    case windowSceneDidUpdate
    case windowSceneDidUpdateEffectiveGeometry
    case preferredWindowingControlStyle
    case notificationWillPresent
    case notificationDidReceive
    // Legacy app-delegate methods old apps still implement and print (issue 31): the
    // launch method before launch options, URL opening before iOS 9, remote notifications
    // without the fetch handler. No state edge: each is a callback event that moves no state.
    case legacyDidFinishLaunching
    case legacyHandleOpenURL
    case legacyOpenURLSourceApplication
    case legacyDidReceiveRemoteNotification
    // Legacy view-controller restoration: the app delegate hands UIKit a view controller the
    // launch restores (§1.7).
    case viewControllerWithRestorationIdentifierPath
    // UIViewController appearance, of a window's root view controller (§14). No state edge.
    case viewDidLoad
    case viewWillAppear
    case viewIsAppearing
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear

    /// The catalogue entry: spellings, receiver, routing, explanation and citations.
    public var info: CallbackInfo { CallbackCatalogue.entries[rawValue] }
    /// The exact Swift spelling, as `print(#function)` prints it.
    public var swiftName: String { info.swiftName }
    /// The Objective-C selector, as `NSStringFromSelector(_cmd)` prints it.
    package var selector: String { info.selector }
    /// Who receives it in a trace.
    public var receiver: Receiver { Callback.receivers[rawValue] }

    /// Each callback's receiver, read once from the catalogue: readers ask it of every
    /// callback event, and going through `info` would copy a whole catalogue entry.
    private static let receivers = CallbackCatalogue.entries.map(\.declaredBy.receiver)

    /// Callbacks order as the catalogue lists them.
    public static func < (a: Callback, b: Callback) -> Bool { a.rawValue < b.rawValue }
}

/// What Lifeline knows about one callback.
public struct CallbackInfo: Sendable {
    /// The callback this entry describes.
    package var callback: Callback
    /// Swift spelling: `application(_:didFinishLaunchingWithOptions:)`.
    public var swiftName: String
    /// Objective-C selector: `application:didFinishLaunchingWithOptions:`.
    package var selector: String
    /// The protocol that declares it.
    public var declaredBy: DelegateProtocol
    /// To whom UIKit delivers it under each profile.
    public var routing: Routing
    /// One plain-language sentence for teaching.
    public var explanation: String
    /// The facts it rests on, first the one that decides its routing.
    public var citations: [Citation]
    /// The SDK that deprecates it, when one does (lifecycle-facts.md §2.5).
    package var deprecatedIn: String?

    /// The first names several delegate methods share, told apart by their labels alone (the
    /// delegate's own name, as Cocoa names delegate methods): never a bare name, and a method
    /// of one of these names is another's misspelling only when its labels are
    /// (`userNotificationCenter(_:openSettingsFor:)` is its own method, not a misspelled
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`).
    package static let sharedBaseNames: Set<String> = ["application", "scene", "windowScene", "userNotificationCenter"]

    /// The bare name people print without a parameter list (`sceneDidBecomeActive`,
    /// `didFinishLaunchingWithOptions`): the selector's first piece, or for methods named
    /// `application(_:…)`/`scene(_:…)`/`windowScene(_:…)` the second.
    package var bareNames: [String] {
        let pieces = selector.split(separator: ":").map(String.init)
        guard let first = pieces.first else { return [] }
        if CallbackInfo.sharedBaseNames.contains(first) { return pieces.count > 1 ? [pieces[1]] : [] }
        return [first]
    }
}
