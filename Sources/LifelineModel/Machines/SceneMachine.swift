/// One scene's reference state machine (lifecycle-facts.md §2, §4.1).
///
/// `scene(_:willConnectTo:options:)` leaves the scene unattached: UIKit's activation state
/// changes only when the scene enters the foreground or the background.
public enum SceneMachine {
    private static let scenes: Set<Profile> = [.ios13, .ipadosMultiwindow, .swiftui]
    private static let sd = CitedPage.sceneDelegate

    /// Edges of `machine` a trace may leave out where some report does (lifecycle-facts.md §8):
    /// the follower takes one unseen, as a device variant, when nothing else explains the
    /// event after it. Apple's pages and device logs show sceneWillEnterForeground(_:) at
    /// launch; Big Nerd Ranch reports the launch as willConnectTo, then sceneDidBecomeActive
    /// (§8 item 1). Kept apart from the machine, so that the documented flow, the diagrams and
    /// what a lesson says comes next stay as Apple documents them.
    package static let unshown: [Transition<SceneActivationState>] = [
        Transition(
            .unattached, .callback(.sceneWillEnterForeground), .foregroundInactive, scenes,
            Citation(.observed, "8", CitedPage.bigNerdRanchLaunch),
            variant: "launch reported without sceneWillEnterForeground")
    ]

    /// A scene's activation states and the legal moves between them, each with its fact.
    public static let machine = StateMachine<SceneActivationState>(
        kind: .scene, initial: .unattached,
        transitions: [
            Transition(
                .unattached, .callback(.sceneWillConnect), .unattached, scenes,
                Citation(.documented, "2.1", sd + "scene(_:willconnectto:options:)")),
            // "IS called for newly created and connected scenes" (§2.1).
            Transition(
                .unattached, .callback(.sceneWillEnterForeground), .foregroundInactive, scenes,
                Citation(.documented, "2.1", sd + "scenewillenterforeground(_:)")),
            Transition(
                .background, .callback(.sceneWillEnterForeground), .foregroundInactive, scenes,
                Citation(.documented, "4.1", CitedPage.lifeCycle)),
            Transition(
                .foregroundInactive, .callback(.sceneDidBecomeActive), .foregroundActive, scenes,
                Citation(.documented, "2.1", sd + "scenedidbecomeactive(_:)")),
            Transition(
                .foregroundActive, .callback(.sceneWillResignActive), .foregroundInactive, scenes,
                Citation(.documented, "2.2", sd + "scenewillresignactive(_:)")),
            Transition(
                .foregroundInactive, .callback(.sceneDidEnterBackground), .background, scenes,
                Citation(.documented, "2.2", sd + "scenedidenterbackground(_:)")),
            // System-requested scenes "typically move to the background" (§4.1); with which callback is unsure (§2.7).
            Transition(
                .unattached, .silent(.connectInBackground), .background, scenes,
                Citation(.documented, "4.1", CitedPage.lifeCycle)),
            Transition(
                .unattached, .callback(.sceneDidEnterBackground), .background, scenes,
                Citation(.unsure, "2.7", CitedPage.lifeCycle), variant: "background launch with a callback"),
            Transition(
                .background, .silent(.suspend), .suspended, scenes,
                Citation(.documented, "4.1", CitedPage.lifeCycle)),
            Transition(
                .suspended, .silent(.resume), .background, scenes,
                Citation(.documented, "1.5", CitedPage.backgroundSequence)),
            // "UIKit can disconnect a background or suspended scene at any time" (§2.4).
            Transition(
                .background, .callback(.sceneDidDisconnect), .unattached, scenes,
                Citation(.documented, "2.4", CitedPage.lifeCycle)),
            Transition(
                .suspended, .callback(.sceneDidDisconnect), .unattached, scenes,
                Citation(.documented, "2.4", CitedPage.lifeCycle)),
            // Swipe-kill on recent iOS and on an iPad without multiple windows: resign, then disconnect (§2.4, §8.3).
            Transition(
                .foregroundInactive, .callback(.sceneDidDisconnect), .unattached, scenes,
                Citation(.observed, "2.4", CitedPage.sceneDelegate + "scenediddisconnect(_:)"),
                variant: "swipe-kill: disconnect without didEnterBackground"),
            Transition(
                .suspended, .silent(.purge), .unattached, scenes,
                Citation(.documented, "1.4", CitedPage.memoryWarnings)),

            // Callbacks that leave the state as it is (§2.5, §2.7).
            Transition(
                .foregroundInactive, .callback(.sceneOpenURLContexts), .foregroundInactive, scenes,
                Citation(.documented, "2.7", sd + "scene(_:openurlcontexts:)")),
            Transition(
                .foregroundActive, .callback(.sceneOpenURLContexts), .foregroundActive, scenes,
                Citation(.documented, "2.7", sd + "scene(_:openurlcontexts:)")),
            Transition(
                .foregroundInactive, .callback(.sceneContinueUserActivity), .foregroundInactive, scenes,
                Citation(.documented, "2.7", sd + "scene(_:continue:)")),
            Transition(
                .foregroundActive, .callback(.sceneContinueUserActivity), .foregroundActive, scenes,
                Citation(.documented, "2.7", sd + "scene(_:continue:)")),
            Transition(
                .foregroundInactive, .callback(.windowScenePerformActionForShortcutItem), .foregroundInactive, scenes,
                Citation(
                    .documented, "2.5",
                    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)"
                )),
            Transition(
                .foregroundActive, .callback(.windowScenePerformActionForShortcutItem), .foregroundActive, scenes,
                Citation(
                    .documented, "2.5",
                    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)"
                )),
            // A window resized on screen: Split View entered or left (§15).
            Transition(
                .foregroundInactive, .callback(.windowSceneDidUpdate), .foregroundInactive, scenes,
                Citation(.documented, "15", CitedPage.windowSceneDidUpdate)),
            Transition(
                .foregroundActive, .callback(.windowSceneDidUpdate), .foregroundActive, scenes,
                Citation(.documented, "15", CitedPage.windowSceneDidUpdate)),
            // Its iOS 26 replacement, in every connected state: when the effective geometry changes
            // is documented, not in which states (on connection, between screens) UIKit says so (§15).
            Transition(
                .foregroundInactive, .callback(.windowSceneDidUpdateEffectiveGeometry), .foregroundInactive, scenes,
                Citation(.documented, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)),
            Transition(
                .foregroundActive, .callback(.windowSceneDidUpdateEffectiveGeometry), .foregroundActive, scenes,
                Citation(.documented, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)),
            Transition(
                .background, .callback(.windowSceneDidUpdateEffectiveGeometry), .background, scenes,
                Citation(.unsure, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)),
            Transition(
                .unattached, .callback(.windowSceneDidUpdateEffectiveGeometry), .unattached, scenes,
                Citation(.unsure, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)),
            // "Before disconnecting a scene, the system asks your delegate for an NSUserActivity"
            // (§11), and only a background or suspended scene is disconnected (§2.4); the moment
            // is commonly reported as when the scene enters the background (§2.7): background either way.
            // The activity comes back to a scene that connected with one. Apple's page does not say
            // when (§2.7): a loop in every connected state, UNSURE; the runtime uses foregroundInactive.
            Transition(
                .foregroundInactive, .callback(.restoreInteractionState), .foregroundInactive, scenes,
                Citation(.unsure, "2.7", CitedPage.restoreInteractionState)),
            Transition(
                .foregroundActive, .callback(.restoreInteractionState), .foregroundActive, scenes,
                Citation(.unsure, "2.7", CitedPage.restoreInteractionState)),
            Transition(
                .background, .callback(.restoreInteractionState), .background, scenes,
                Citation(.unsure, "2.7", CitedPage.restoreInteractionState)),
            Transition(
                .unattached, .callback(.restoreInteractionState), .unattached, scenes,
                Citation(.unsure, "2.7", CitedPage.restoreInteractionState)),
            Transition(
                .background, .callback(.stateRestorationActivity), .background, scenes,
                Citation(
                    .documented, "11",
                    "https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity"))
        ])
}
