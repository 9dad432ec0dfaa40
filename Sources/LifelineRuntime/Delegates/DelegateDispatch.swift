import Foundation
import LifelineModel

/// The arguments UIKit passes with one delegate call.
struct CallArguments {
    var options = ConnectionOptions()
    var launchOptions: [LaunchOptionsKey: Any]?
    var session: SceneSession?
    var discarded: Set<SceneSession> = []
    /// The notification a `notification` action presents, or a background URL session's identifier.
    var identifier = ""
    /// The window's geometry before `windowScene(_:didUpdate:…)` or
    /// `windowScene(_:didUpdateEffectiveGeometry:)` (§15).
    var previousGeometry = WindowGeometry.fullScreen

    /// No arguments: what most steps pass. One shared value, because a default argument
    /// `CallArguments()` is built and destroyed at each call (six releases per step). It holds
    /// no session (the one class it could hold) and never changes: safe to share.
    nonisolated(unsafe) static let none = CallArguments()
}

/// What a delegate call gave back.
struct CallOutcome {
    /// Whether the delegate implements the method (no default implementation ran).
    var implemented = false
    /// The Bool the launch and open methods return (true when the delegate lacks the method).
    var returned = true
    /// What `configurationForConnecting` returned.
    var configuration: SceneConfiguration?
}

/// Calls the delegate method that corresponds to a `Callback`: the one place that maps the
/// model's callbacks onto the Swift protocols.
enum DelegateDispatch {
    static func call(_ callback: Callback, receiver: Receiver, app: Application, scene: Scene?,
                     arguments: CallArguments) -> CallOutcome {
        app.calledDefaultImplementation = false
        var outcome = CallOutcome()
        if receiver == .app {
            guard let delegate = app.delegate else { return outcome }
            callApp(callback, delegate, app, arguments, &outcome)
        } else {
            guard let scene, let delegate = scene.delegate else { return outcome }
            callScene(callback, delegate, scene, arguments)
        }
        outcome.implemented = !app.calledDefaultImplementation
        return outcome
    }

    private static func callApp(_ callback: Callback, _ d: AppDelegate, _ app: Application,
                                _ a: CallArguments, _ outcome: inout CallOutcome) {
        switch callback {
        case .willFinishLaunching: outcome.returned = d.application(app, willFinishLaunchingWithOptions: a.launchOptions)
        case .didFinishLaunching: outcome.returned = d.application(app, didFinishLaunchingWithOptions: a.launchOptions)
        case .applicationDidBecomeActive: d.applicationDidBecomeActive(app)
        case .applicationWillResignActive: d.applicationWillResignActive(app)
        case .applicationDidEnterBackground: d.applicationDidEnterBackground(app)
        case .applicationWillEnterForeground: d.applicationWillEnterForeground(app)
        case .applicationWillTerminate: d.applicationWillTerminate(app)
        case .applicationDidReceiveMemoryWarning: d.applicationDidReceiveMemoryWarning(app)
        case .configurationForConnecting:
            if let session = a.session {
                outcome.configuration = d.application(app, configurationForConnecting: session, options: a.options)
            }
        case .didDiscardSceneSessions: d.application(app, didDiscardSceneSessions: a.discarded)
        case .applicationOpenURL:
            guard let context = a.options.urlContexts.first else { break }
            outcome.returned = d.application(app, open: context.url, options: [:])
        case .applicationContinueUserActivity:
            let activity = a.options.userActivities.first ?? UserActivity(activityType: "")
            outcome.returned = d.application(app, continue: activity, restorationHandler: { _ in })
        case .applicationPerformActionForShortcutItem:
            d.application(app, performActionFor: a.options.shortcutItem ?? ApplicationShortcutItem(type: ""),
                          completionHandler: { _ in })
        case .didReceiveRemoteNotification:
            d.application(app, didReceiveRemoteNotification: [:], fetchCompletionHandler: { _ in })
        case .performFetch: d.application(app, performFetchWithCompletionHandler: { _ in })
        case .handleEventsForBackgroundURLSession:
            d.application(app, handleEventsForBackgroundURLSession: a.identifier, completionHandler: {})
        case .shouldSaveSecureApplicationState: outcome.returned = d.application(app, shouldSaveSecureApplicationState: Coder())
        case .shouldRestoreSecureApplicationState: outcome.returned = d.application(app, shouldRestoreSecureApplicationState: Coder())
        case .willEncodeRestorableState: d.application(app, willEncodeRestorableStateWith: Coder())
        case .didDecodeRestorableState: d.application(app, didDecodeRestorableStateWith: Coder())
        case .notificationWillPresent, .notificationDidReceive:
            // UNUserNotificationCenterDelegate is its own protocol: an app delegate that does not
            // adopt it implements neither method.
            guard let center = d as? UserNotificationCenterDelegate else { app.noteDefaultImplementation(); break }
            if callback == .notificationWillPresent {
                center.userNotificationCenter(app, willPresent: a.identifier, withCompletionHandler: { _ in })
            } else {
                let response = a.options.notificationResponse ?? NotificationResponse(identifier: a.identifier)
                center.userNotificationCenter(app, didReceive: response, withCompletionHandler: {})
            }
        default: break
        }
    }

    private static func callScene(_ callback: Callback, _ d: SceneDelegate, _ scene: Scene, _ a: CallArguments) {
        switch callback {
        case .sceneWillConnect: d.scene(scene, willConnectTo: scene.session, options: a.options)
        case .sceneDidDisconnect: d.sceneDidDisconnect(scene)
        case .sceneDidBecomeActive: d.sceneDidBecomeActive(scene)
        case .sceneWillResignActive: d.sceneWillResignActive(scene)
        case .sceneWillEnterForeground: d.sceneWillEnterForeground(scene)
        case .sceneDidEnterBackground: d.sceneDidEnterBackground(scene)
        case .sceneOpenURLContexts: d.scene(scene, openURLContexts: a.options.urlContexts)
        case .sceneContinueUserActivity:
            d.scene(scene, continue: a.options.userActivities.first ?? UserActivity(activityType: ""))
        case .stateRestorationActivity: scene.session.stateRestorationActivity = d.stateRestorationActivity(for: scene)
        case .windowScenePerformActionForShortcutItem:
            if let windowDelegate = d as? WindowSceneDelegate {
                windowDelegate.windowScene(scene, performActionFor: a.options.shortcutItem ?? ApplicationShortcutItem(type: ""),
                                           completionHandler: { _ in })
            } else {
                // A plain UISceneDelegate cannot implement the UIWindowSceneDelegate method.
                scene.application.noteDefaultImplementation()
            }
        case .windowSceneDidUpdate:
            if let windowDelegate = d as? WindowSceneDelegate {
                windowDelegate.windowScene(scene, didUpdate: a.previousGeometry.space, interfaceOrientation: .landscapeLeft,
                                           traitCollection: a.previousGeometry.traits)
            } else {
                scene.application.noteDefaultImplementation()
            }
        case .windowSceneDidUpdateEffectiveGeometry:
            if let windowDelegate = d as? WindowSceneDelegate {
                windowDelegate.windowScene(scene, didUpdateEffectiveGeometry: a.previousGeometry.effective)
            } else {
                scene.application.noteDefaultImplementation()
            }
        default: break
        }
    }
}
