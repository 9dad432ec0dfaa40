/// How a scene delegate written by `lifeline migrate` hands an event to the code the app
/// delegate ran for it: the scene method's declaration, and the arguments with which it calls
/// the app delegate's former method, one per parameter in order (lifecycle-facts.md §2.5, §2.7).
/// Read with ``SceneTwin``: the twin says which scene method replaces which app-delegate
/// method; this row says how the one calls the other, in Swift and in Objective-C.
package struct SceneTwinCall: Sendable {
    /// The app-delegate method whose body the call reaches.
    package var appDelegate: Callback
    /// The scene-delegate method's declaration, up to its opening brace.
    package var swiftDeclaration: String
    package var objcDeclaration: String
    /// A loop around the call (one call per URL context), its opening line; nil for one call.
    package var swiftLoop: String?
    package var objcLoop: String?
    /// The call's arguments, one per parameter of the app-delegate method.
    package var swiftArguments: [String]
    package var objcArguments: [String]
    /// Statements before the call, inside the loop (building the options a URL came with).
    package var swiftSetUp: [String] = []
    package var objcSetUp: [String] = []
    /// Whether the app-delegate method returns a value the scene method drops (`-> Bool`).
    package var returnsValue: Bool
    /// In `scene(_:willConnectTo:options:)`: the statement that hands a cold launch's event
    /// (the twin's connection option) to the scene method; nil when the twin has no option.
    package var swiftColdLaunch: String?
    package var objcColdLaunch: String?
}

extension SceneTwinCall {
    /// One row per app-delegate method with a ``SceneTwin``; several app-delegate methods
    /// (the URL handlers) share a scene method, and UIKit calls only the first the app
    /// implements, in this order (`application(_:open:options:)` before the methods it replaced).
    package static let all: [SceneTwinCall] =
        activation + [
            SceneTwinCall(
                appDelegate: .applicationOpenURL,
                swiftDeclaration: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
                objcDeclaration:
                    "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts",
                swiftLoop: "for context in URLContexts", objcLoop: "for (UIOpenURLContext *context in URLContexts)",
                swiftArguments: ["UIApplication.shared", "context.url", "options"],
                objcArguments: ["UIApplication.sharedApplication", "context.URL", "options"],
                swiftSetUp: [
                    "var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]",
                    "if let source = context.options.sourceApplication { options[.sourceApplication] = source }"
                ],
                objcSetUp: [
                    """
                    NSMutableDictionary<UIApplicationOpenURLOptionsKey, id> *options = [NSMutableDictionary \
                    dictionary];
                    """,
                    "options[UIApplicationOpenURLOptionsOpenInPlaceKey] = @(context.options.openInPlace);",
                    """
                    if (context.options.sourceApplication) { \
                    options[UIApplicationOpenURLOptionsSourceApplicationKey] = \
                    context.options.sourceApplication; }
                    """
                ],
                returnsValue: true,
                swiftColdLaunch: """
                    if !connectionOptions.urlContexts.isEmpty { self.scene(scene, openURLContexts: \
                    connectionOptions.urlContexts) }
                    """,
                objcColdLaunch: """
                    if (connectionOptions.URLContexts.count > 0) { [self scene:scene \
                    openURLContexts:connectionOptions.URLContexts]; }
                    """),
            SceneTwinCall(
                appDelegate: .legacyOpenURLSourceApplication,
                swiftDeclaration: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
                objcDeclaration:
                    "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts",
                swiftLoop: "for context in URLContexts", objcLoop: "for (UIOpenURLContext *context in URLContexts)",
                swiftArguments: [
                    "UIApplication.shared", "context.url", "context.options.sourceApplication",
                    "context.options.annotation as Any"
                ],
                objcArguments: [
                    "UIApplication.sharedApplication", "context.URL", "context.options.sourceApplication",
                    "context.options.annotation"
                ],
                returnsValue: true,
                swiftColdLaunch: """
                    if !connectionOptions.urlContexts.isEmpty { self.scene(scene, openURLContexts: \
                    connectionOptions.urlContexts) }
                    """,
                objcColdLaunch: """
                    if (connectionOptions.URLContexts.count > 0) { [self scene:scene \
                    openURLContexts:connectionOptions.URLContexts]; }
                    """),
            SceneTwinCall(
                appDelegate: .legacyHandleOpenURL,
                swiftDeclaration: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
                objcDeclaration:
                    "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts",
                swiftLoop: "for context in URLContexts", objcLoop: "for (UIOpenURLContext *context in URLContexts)",
                swiftArguments: ["UIApplication.shared", "context.url"],
                objcArguments: ["UIApplication.sharedApplication", "context.URL"],
                returnsValue: true,
                swiftColdLaunch: """
                    if !connectionOptions.urlContexts.isEmpty { self.scene(scene, openURLContexts: \
                    connectionOptions.urlContexts) }
                    """,
                objcColdLaunch: """
                    if (connectionOptions.URLContexts.count > 0) { [self scene:scene \
                    openURLContexts:connectionOptions.URLContexts]; }
                    """),
            SceneTwinCall(
                appDelegate: .applicationContinueUserActivity,
                swiftDeclaration: "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)",
                objcDeclaration: "- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity",
                swiftArguments: ["UIApplication.shared", "userActivity", "{ _ in }"],
                objcArguments: [
                    "UIApplication.sharedApplication", "userActivity",
                    "^(NSArray<id<UIUserActivityRestoring>> *objects) {}"
                ],
                returnsValue: true,
                swiftColdLaunch: """
                    if let userActivity = connectionOptions.userActivities.first { self.scene(scene, continue: \
                    userActivity) }
                    """,
                objcColdLaunch: """
                    if (connectionOptions.userActivities.anyObject) { [self scene:scene \
                    continueUserActivity:connectionOptions.userActivities.anyObject]; }
                    """),
            SceneTwinCall(
                appDelegate: .applicationWillContinueUserActivity,
                swiftDeclaration:
                    "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)",
                objcDeclaration:
                    "- (void)scene:(UIScene *)scene willContinueUserActivityWithType:(NSString *)userActivityType",
                swiftArguments: ["UIApplication.shared", "userActivityType"],
                objcArguments: ["UIApplication.sharedApplication", "userActivityType"],
                returnsValue: true),
            SceneTwinCall(
                appDelegate: .applicationPerformActionForShortcutItem,
                swiftDeclaration: """
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: \
                    UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
                    """,
                objcDeclaration: """
                    - (void)windowScene:(UIWindowScene *)windowScene \
                    performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void \
                    (^)(BOOL))completionHandler
                    """,
                swiftArguments: ["UIApplication.shared", "shortcutItem", "completionHandler"],
                objcArguments: ["UIApplication.sharedApplication", "shortcutItem", "completionHandler"],
                returnsValue: false,
                swiftColdLaunch: """
                    if let shortcutItem = connectionOptions.shortcutItem, let windowScene = scene as? UIWindowScene { \
                    self.windowScene(windowScene, performActionFor: shortcutItem) { _ in } }
                    """,
                objcColdLaunch: """
                    if (connectionOptions.shortcutItem && [scene isKindOfClass:[UIWindowScene class]]) { [self \
                    windowScene:(UIWindowScene *)scene performActionForShortcutItem:connectionOptions.shortcutItem \
                    completionHandler:^(BOOL succeeded) {}]; }
                    """)
        ]

    /// The four activation methods: one `UIApplication` parameter, a `UIScene` one on the twin.
    private static let activation: [SceneTwinCall] = SceneTwin.all.filter {
        $0.appDelegate.info.swiftName.hasSuffix("(_:)")
    }.map { twin in
        let scene = twin.scene.swiftName.dropLast("(_:)".count)
        return SceneTwinCall(
            appDelegate: twin.appDelegate,
            swiftDeclaration: "func \(scene)(_ scene: UIScene)",
            objcDeclaration: "- (void)\(scene):(UIScene *)scene",
            swiftArguments: ["UIApplication.shared"], objcArguments: ["UIApplication.sharedApplication"],
            returnsValue: false)
    }

    /// The row for the app-delegate method `callback`, if it has a twin.
    package static func of(_ callback: Callback) -> SceneTwinCall? { all.first { $0.appDelegate == callback } }

    /// The scene method this row implements.
    package var scene: Callback? { SceneTwin.of(appDelegate)?.scene }
}
