// The UIKit part: scenes and notifications. UIScene is iOS 13, tvOS 13 and visionOS; watchOS
// has a UIKit module with neither, hence the second condition.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    @available(iOS 13.0, tvOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    extension LifelineLogger {
        /// Reports a scene-delegate callback for `scene`: its object and session become `S1`/`A`, …
        /// (a scene freed and replaced by a new one at the same address is a new `S…`). On the
        /// main actor, where UIKit calls scene delegates and `UIScene.session` may be read.
        @MainActor
        public func callback(_ function: String = #function, scene: UIScene) {
            callback(function, sceneObject: scene, session: scene.session.persistentIdentifier)
        }

        /// Observes every UIApplication and UIScene life-cycle notification and reports each one.
        /// Call once, after `start()`. The observers run on the main queue, where UIKit posts them.
        @MainActor
        public func observeNotifications(center: NotificationCenter = .default) {
            let application: [(Notification.Name, String)] = [
                (UIApplication.didBecomeActiveNotification, "UIApplication.didBecomeActiveNotification"),
                (UIApplication.willResignActiveNotification, "UIApplication.willResignActiveNotification"),
                (UIApplication.didEnterBackgroundNotification, "UIApplication.didEnterBackgroundNotification"),
                (UIApplication.willEnterForegroundNotification, "UIApplication.willEnterForegroundNotification"),
                (UIApplication.willTerminateNotification, "UIApplication.willTerminateNotification"),
                (UIApplication.didReceiveMemoryWarningNotification, "UIApplication.didReceiveMemoryWarningNotification")
            ]
            let scene: [(Notification.Name, String)] = [
                (UIScene.willConnectNotification, "UIScene.willConnectNotification"),
                (UIScene.didDisconnectNotification, "UIScene.didDisconnectNotification"),
                (UIScene.didActivateNotification, "UIScene.didActivateNotification"),
                (UIScene.willDeactivateNotification, "UIScene.willDeactivateNotification"),
                (UIScene.willEnterForegroundNotification, "UIScene.willEnterForegroundNotification"),
                (UIScene.didEnterBackgroundNotification, "UIScene.didEnterBackgroundNotification")
            ]
            for (name, traceName) in application + scene {
                _ = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    // Only the scene object itself crosses: the logger names it, and reads nothing of it.
                    self?.notification(traceName, sceneObject: note.object as? UIScene)
                }
            }
        }
    }
#endif
