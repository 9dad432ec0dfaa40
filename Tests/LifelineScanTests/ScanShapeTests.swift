import Foundation
import LifelineModel
import Testing
@testable import LifelineScan

/// The app shapes issue 32 found `scan` wrong on, each written here as the smallest app that
/// shows it. Expectations are lifecycle-facts.md's (§2.5, §9, §12), not the scanner's output.
@Suite struct ScanShapeTests {
    /// Writes `files` into a new folder and scans it.
    static func scan(_ files: [String: String]) throws -> ScanResult {
        let folder = NSTemporaryDirectory() + "scan-shape-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        var result = try Scanner.scan([folder])
        for index in result.apps.indices {
            for finding in result.apps[index].findings.indices {
                result.apps[index].findings[finding].location.file = String(
                    result.apps[index].findings[finding].location.file.dropFirst(folder.count + 1))
            }
        }
        return result
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>
        """

    @Test("Swift async delegate methods are the completion-handler methods they stand for")
    func asyncMethods() throws {
        let result = try Self.scan([
            "Info.plist": Self.plist,
            "AppDelegate.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { true }
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult { .noData }
            }
            """
        ])
        let methods = result.apps[0].delegateMethods.map(\.name)
        #expect(
            methods == [
                "application(_:performActionFor:completionHandler:)",
                "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
            ])
        // The quick action moves to its scene twin (§2.5); the push stays (§2.6).
        #expect(result.sites.contains("AppDelegate.swift:3 LS101"))
        #expect(result.sites.contains("AppDelegate.swift:4 LS103"))
        #expect(!result.findings.contains { $0.rule.id == ScanRule.nearMiss.id })
    }

    @Test("every spelling of the app delegate's window in a scene app, and the launch window")
    func windowSpellings() throws {
        let result = try Self.scan([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
            </dict></dict></dict></plist>
            """,
            "App.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    return true
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window = appDelegate.window
                }
            }
            final class Router {
                let delegate = UIApplication.shared.delegate as! AppDelegate
                func a() { _ = (UIApplication.shared.delegate as? AppDelegate)?.window }
                func b() { _ = AppDelegate.shared.window }
                func c() { _ = delegate.window }
                func d() { delegate.window = nil }
                func e() { _ = UIApplication.shared.statusBarOrientation }
            }
            """,
            "Legacy.m": """
            #import "AppDelegate.h"
            #define TOP_WINDOW [UIApplication sharedApplication].keyWindow
            @implementation Legacy
            - (void)go {
                UIWindow *w = ((AppDelegate *)[UIApplication sharedApplication].delegate).window;
                CGRect frame = [UIApplication sharedApplication].statusBarFrame;
            }
            @end
            """
        ])
        let single = result.findings.filter { $0.rule.id == ScanRule.singleWindow.id }.map {
            "\($0.location.file):\($0.location.line)"
        }
        #expect(
            single == [
                // Not the app delegate's window property on line 3: declared in a scene app it is no use of
                // one (issue 44); UIScreen.main on line 6 is part of LS121.
                "App.swift:19", "App.swift:20", "App.swift:21",  // a cast, a static accessor, a bound name
                "App.swift:23",  // statusBarOrientation
                "Legacy.m:2",  // inside a #define
                "Legacy.m:5",  // an Objective-C cast
                "Legacy.m:6"  // statusBarFrame
            ])
        // The launch window is its own finding; the hand-off in willConnect and a write are not reads.
        #expect(result.sites.contains("App.swift:6 LS121"))
        #expect(!single.contains("App.swift:14"))
        #expect(!single.contains("App.swift:22"))
        let cast = try #require(result.findings.first { $0.location.file == "App.swift" && $0.location.line == 19 })
        #expect(
            cast.message.hasPrefix(
                "AppDelegate.window (the app delegate's window) is nil under scenes unless the app sets it"))
    }

    @Test(
        """
        a Flutter runner: its FlutterAppDelegate subclass is the app delegate; FlutterSceneDelegate is not a missing \
        class
        """)
    func flutter() throws {
        let before = try Self.scan([
            "Runner/Info.plist": Self.plist,
            "Runner/AppDelegate.swift": """
            import Flutter
            import UIKit
            @main @objc class AppDelegate: FlutterAppDelegate {
              override func applicationDidBecomeActive(_ application: UIApplication) {}
            }
            """
        ])
        #expect(before.apps.map(\.lifeCycle) == [.appDelegate])
        #expect(before.sites.contains("Runner/AppDelegate.swift:4 LS101"))
        let after = try Self.scan([
            "Runner/AppDelegate.swift": "import Flutter\n@main @objc class AppDelegate: FlutterAppDelegate {}\n",
            "Runner/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>FlutterSceneDelegate</string></dict></array>
            </dict></dict></dict></plist>
            """
        ])
        #expect(after.apps.map(\.lifeCycle) == [.sceneBased])
        #expect(!after.findings.contains { $0.rule.id == ScanRule.missingDelegateClass.id })
        #expect(after.apps[0].sceneDelegates == ["FlutterSceneDelegate"])
    }

    @Test("willContinueUserActivityWithType moves to its scene twin (deprecated in iOS 26)")
    func willContinue() throws {
        let result = try Self.scan([
            "Info.plist": Self.plist,
            "AppDelegate.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { true }
            }
            """
        ])
        let finding = try #require(result.findings.first { $0.location.line == 3 })
        #expect(finding.rule.id == ScanRule.moves.id)
        #expect(finding.message.contains("scene(_:willContinueUserActivityWithType:)"))
    }
}
