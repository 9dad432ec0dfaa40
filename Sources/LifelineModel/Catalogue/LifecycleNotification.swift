/// The `UIApplication` and `UIScene` life-cycle notifications.
public enum LifecycleNotification: Int, CaseIterable, Sendable, Codable {
    case applicationDidBecomeActive
    case applicationWillResignActive
    case applicationDidEnterBackground
    case applicationWillEnterForeground
    case applicationWillTerminate
    case applicationDidReceiveMemoryWarning
    case sceneWillConnect
    case sceneDidDisconnect
    case sceneDidActivate
    case sceneWillDeactivate
    case sceneWillEnterForeground
    case sceneDidEnterBackground

    package var info: NotificationInfo { NotificationCatalogue.entries[rawValue] }
    /// The Swift spelling used in traces: `UIApplication.didBecomeActiveNotification`.
    package var name: String { info.name }

    private static let byName: [String: LifecycleNotification] = {
        var table: [String: LifecycleNotification] = [:]
        for entry in NotificationCatalogue.entries {
            table[entry.name] = entry.notification
            table[entry.objcName] = entry.notification
        }
        return table
    }()

    /// Looks a notification up by its Swift (`UIScene.didActivateNotification`) or
    /// Objective-C (`UISceneDidActivateNotification`) name.
    package init?(name: String) {
        guard let found = LifecycleNotification.byName[name] else { return nil }
        self = found
    }
}

/// When UIKit posts a notification relative to the delegate method it accompanies.
package enum PostingOrder: String, Sendable {
    /// Posted before the delegate method runs (documented for sceneless apps).
    case beforeDelegate
    /// Posted after the delegate method returns.
    case afterDelegate
}

/// How UIKit posts a `UIApplication` notification in a scene-based app.
package enum ScenePosting: String, Sendable {
    /// Once per change of the app's aggregate state, not per scene.
    case aggregate
    /// Not a UIApplication notification: posted per scene by that scene.
    case perScene
}

/// What Lifeline knows about one notification.
public struct NotificationInfo: Sendable {
    /// The notification this entry describes.
    package var notification: LifecycleNotification
    /// `UIApplication.didBecomeActiveNotification`.
    public var name: String
    /// `UIApplicationDidBecomeActiveNotification`.
    package var objcName: String
    package var poster: NotificationPoster
    /// The delegate methods it accompanies (sceneless method first for UIApplication ones).
    package var accompanies: [Callback]
    /// Its order relative to the accompanying method in a sceneless app; nil where Apple
    /// documents none, in which case Lifeline posts after the method, always (`orderChosen`).
    package var documentedOrder: PostingOrder?
    /// How it is posted in a scene-based app.
    package var scenePosting: ScenePosting
    /// How sure the scene posting rule is: documented for willEnterForeground only (§3, §8.8).
    package var scenePostingBasis: FactBasis
    /// The facts this entry rests on.
    public var citations: [Citation]
    /// One plain-language sentence for teaching: what observers learn from it.
    public var explanation: String

    /// The order Lifeline uses: the documented one, or after the delegate method where Apple
    /// documents none (lifecycle-facts.md §3, [UNSURE]: ordering under scenes is undocumented).
    package var order: PostingOrder { documentedOrder ?? .afterDelegate }
}
