extension LifelineTraceLines {
    /// The delegate methods Lifeline knows, as `#function` spells them, by receiver (the app:
    /// the app delegate's and the notification center delegate's). A name outside these lists
    /// (a view controller's `viewDidLoad()`) becomes a `note`, since the trace reader accepts
    /// only known callbacks. A test in Lifeline's package keeps them equal to its catalogue.
    public static let appDelegateMethods: Set<String> = [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)",
        "applicationDidReceiveMemoryWarning(_:)", "application(_:configurationForConnecting:options:)",
        "application(_:didDiscardSceneSessions:)", "application(_:open:options:)",
        "application(_:continue:restorationHandler:)", "application(_:performActionFor:completionHandler:)",
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        "application(_:performFetchWithCompletionHandler:)", "application(_:shouldSaveApplicationState:)",
        "application(_:shouldRestoreApplicationState:)", "application(_:shouldSaveSecureApplicationState:)",
        "application(_:shouldRestoreSecureApplicationState:)", "application(_:willEncodeRestorableStateWith:)",
        "application(_:didDecodeRestorableStateWith:)", "application(_:willContinueUserActivityWithType:)",
        "application(_:didFailToContinueUserActivityWithType:error:)",
        "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        "applicationProtectedDataWillBecomeUnavailable(_:)", "applicationProtectedDataDidBecomeAvailable(_:)",
        "applicationSignificantTimeChange(_:)", "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
        "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
        "application(_:supportedInterfaceOrientationsFor:)",
        "application(_:willChangeStatusBarOrientation:duration:)", "application(_:didChangeStatusBarOrientation:)",
        "application(_:willChangeStatusBarFrame:)", "application(_:didChangeStatusBarFrame:)",
        "userNotificationCenter(_:willPresent:withCompletionHandler:)",
        "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "applicationDidFinishLaunching(_:)", "application(_:handleOpen:)",
        "application(_:open:sourceApplication:annotation:)", "application(_:didReceiveRemoteNotification:)",
        "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
    ]
    /// The scene delegate's methods Lifeline knows, as `#function` spells them.
    public static let sceneDelegateMethods: Set<String> = [
        "scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)",
        "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
        "scene(_:openURLContexts:)", "scene(_:continue:)", "stateRestorationActivity(for:)",
        "windowScene(_:performActionFor:completionHandler:)", "scene(_:willContinueUserActivityWithType:)",
        "scene(_:didFailToContinueUserActivityWithType:error:)", "scene(_:restoreInteractionStateWith:)",
        "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
        "windowScene(_:didUpdateEffectiveGeometry:)",
    ]
}
