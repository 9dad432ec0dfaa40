/// An API that means "the app's one window" and stops meaning it once an app has scenes,
/// with what to use per scene (lifecycle-facts.md §12).
package struct SingleWindowAPI: Sendable {
    /// How the scanner names it in a finding.
    package var name: String
    /// Swift member chains that use it, optionals and whitespace removed.
    package var swiftSpellings: [String]
    /// Objective-C spellings, as token sequences joined without spaces.
    package var objcSpellings: [String]
    /// What to use per scene.
    package var alternative: String
    package var citation: Citation
}

extension SingleWindowAPI {
    package static let all: [SingleWindowAPI] = [
        SingleWindowAPI(
            name: "UIApplication.shared.keyWindow",
            swiftSpellings: ["UIApplication.shared.keyWindow"],
            objcSpellings: [
                "[UIApplicationsharedApplication].keyWindow", "[[UIApplicationsharedApplication]keyWindow]",
                "UIApplication.sharedApplication.keyWindow"
            ],
            alternative:
                "the window of the view or scene at hand (view.window, or UIWindowScene.keyWindow of that scene)",
            citation: Citation(
                .documented, "12", "https://developer.apple.com/documentation/uikit/uiapplication/keywindow")),
        SingleWindowAPI(
            name: "UIApplication.shared.windows",
            swiftSpellings: ["UIApplication.shared.windows"],
            objcSpellings: [
                "[UIApplicationsharedApplication].windows", "[[UIApplicationsharedApplication]windows]",
                "UIApplication.sharedApplication.windows"
            ],
            alternative: "UIWindowScene.windows of the relevant window scene",
            citation: Citation(
                .documented, "12", "https://developer.apple.com/documentation/uikit/uiapplication/windows")),
        SingleWindowAPI(
            name: "UIScreen.main",
            swiftSpellings: ["UIScreen.main"],
            objcSpellings: ["[UIScreenmainScreen]", "UIScreen.mainScreen"],
            alternative: "the screen found through context: view.window.windowScene.screen, or the trait collection",
            citation: Citation(.documented, "12", "https://developer.apple.com/documentation/uikit/uiscreen/main")),
        SingleWindowAPI(
            name: "the app delegate's window",
            swiftSpellings: ["UIApplication.shared.delegate.window"],
            objcSpellings: [
                "[UIApplicationsharedApplication].delegate.window", "[[UIApplicationsharedApplication]delegate].window",
                "[[[UIApplicationsharedApplication]delegate]window]", "UIApplication.sharedApplication.delegate.window"
            ],
            alternative: "the scene delegate's window (UIWindowSceneDelegate.window), one per scene",
            citation: Citation(.documented, "12", CitedPage.transitioning)),
        SingleWindowAPI(
            name: "UIApplication.shared.statusBarOrientation",
            swiftSpellings: ["UIApplication.shared.statusBarOrientation"],
            objcSpellings: [
                "[UIApplicationsharedApplication].statusBarOrientation",
                "[[UIApplicationsharedApplication]statusBarOrientation]",
                "UIApplication.sharedApplication.statusBarOrientation"
            ],
            alternative: "the window scene's interfaceOrientation (view.window.windowScene.interfaceOrientation)",
            citation: Citation(
                .documented, "12", "https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation")
        ),
        SingleWindowAPI(
            name: "UIApplication.shared.statusBarFrame",
            swiftSpellings: ["UIApplication.shared.statusBarFrame"],
            objcSpellings: [
                "[UIApplicationsharedApplication].statusBarFrame", "[[UIApplicationsharedApplication]statusBarFrame]",
                "UIApplication.sharedApplication.statusBarFrame"
            ],
            alternative:
                "the window scene's status bar manager (view.window.windowScene.statusBarManager.statusBarFrame)",
            citation: Citation(
                .documented, "12", "https://developer.apple.com/documentation/uikit/uiapplication/statusbarframe"))
    ]

    /// The row for the app delegate's own `window` property.
    package static var appDelegateWindow: SingleWindowAPI { all[3] }

    /// The app-delegate methods that run before any scene connects: under scenes the app
    /// delegate's `window` is still nil in them (UIKit creates the scene, and the scene
    /// delegate its window, after didFinishLaunching returns: lifecycle-facts.md §2.1, §12).
    package static let beforeSceneConnects: Set<Callback> = [.willFinishLaunching, .didFinishLaunching]

    /// The facts that window's being nil at launch rests on.
    package static let nilAtLaunch: [Citation] = [
        Citation(.documented, "2.1", CitedPage.launchSequence),
        Citation(.documented, "12", "https://docs.flutter.dev/release/breaking-changes/uiscenedelegate")
    ]

    private static let bySpelling: [String: SingleWindowAPI] = {
        var table: [String: SingleWindowAPI] = [:]
        for api in all {
            for spelling in api.swiftSpellings + api.objcSpellings { table[spelling] = api }
        }
        return table
    }()

    /// The API a normalized spelling (`UIApplication.shared.keyWindow`) names, if any.
    package static func spelled(_ spelling: String) -> SingleWindowAPI? { bySpelling[spelling] }
}
