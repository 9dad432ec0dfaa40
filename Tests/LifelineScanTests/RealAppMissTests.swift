import Foundation
import LifelineModel
import Testing
@testable import LifelineScan

/// The misses and false findings real apps showed `scan` (issue 44 item 3), each as the line
/// that reproduces it in the smallest app that has it. Expectations are lifecycle-facts.md's
/// (§1.7, §2.1, §2.7, §12), not the scanner's output.
@Suite struct RealAppMissTests {
    static let plist = ScanShapeTests.plist

    /// An Info.plist with a scene manifest whose one configuration names `SceneDelegate`.
    static let scenePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
        </dict></dict></dict></plist>
        """

    static let sceneDelegate = """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        """

    // MARK: 1. Objective-C lines after a continued line

    /// The file's lines, `\n` or `\r\n`; on line 12 and 13 a single-window API each.
    static func continued(_ newline: String) -> String {
        [
            "#import <UIKit/UIKit.h>",  // 1
            "static NSString *const kHelp = @\"abc\\",  // 2: a string literal continued
            "def\";",  // 3
            "#define LOG(x) NSLog(@\"%@\", \\",  // 4: a macro continued
            "    x)",  // 5
            "// a comment continued \\",  // 6
            "[UIScreen mainScreen];",  // 7: still the comment (C joins the lines first)
            "/* a block comment \\",  // 8
            "   ends here */",  // 9
            "@implementation Help",  // 10
            "- (void)show {",  // 11
            "    CGRect r = [UIScreen mainScreen].bounds;",  // 12
            "    UIWindow *w = [UIApplication sharedApplication].keyWindow;",  // 13
            "}",  // 14
            "@end"  // 15
        ].joined(separator: newline) + newline
    }

    @Test(
        "Objective-C: a backslash-newline in a string, a #define or a comment keeps every later line",
        arguments: ["\n", "\r\n"])
    func objcContinuations(_ newline: String) throws {
        let source = Self.continued(newline)
        let facts = ObjCReader.read(source: source, file: "Help.m")
        #expect(facts.windowAPIs.map(\.location.line) == [12, 13])
        #expect(facts.windowAPIs.map(\.location.column) == [16, 19])
        // Offsets are the file's own: the rewrite cuts the file's bytes with them.
        let bytes = Array(source.utf8)
        for token in ObjCTokenizer.tokens(source) where token.kind == .identifier {
            #expect(String(decoding: bytes[token.offset..<token.end], as: UTF8.self) == token.text)
        }
        let help = try #require(ObjCTokenizer.tokens(source).first { $0.kind == .string })
        #expect(help.text == "abcdef")
        #expect(help.line == 2)
    }

    @Test("Objective-C: the real line of a finding after a continued string literal, in the report")
    func objcStringLiteralLine() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.plist,
            "AppDelegate.m": """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (void)applicationDidBecomeActive:(UIApplication *)application {
                NSLog(@"abc\\
            def");
            }
            - (void)applicationWillResignActive:(UIApplication *)application {}
            @end
            """,
            "AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"
        ])
        #expect(result.sites.contains("AppDelegate.m:7 LS101"))
    }

    // MARK: 2. UNUserNotificationCenterDelegate methods are not near misses

    @Test("no UNUserNotificationCenterDelegate method is a near miss, in Swift or Objective-C")
    func notificationCenterDelegate() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.plist,
            "AppDelegate.swift": """
            import UIKit
            import UserNotifications
            @main class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {}
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {}
                func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
            }
            final class Pusher: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
                func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresnt notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {}
            }
            """,
            "Notifications.m": """
            @interface Notifications () <UNUserNotificationCenterDelegate>
            @end
            @implementation Notifications
            - (void)userNotificationCenter:(UNUserNotificationCenter *)center willPresentNotification:(UNNotification *)notification withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {}
            - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {}
            - (void)userNotificationCenter:(UNUserNotificationCenter *)center openSettingsForNotification:(UNNotification *)notification {}
            @end
            """
        ])
        let nearMisses = result.findings.filter { $0.rule.id == ScanRule.nearMiss.id }.map(\.location)
        // Only the misspelled `willPresnt` (a real near miss) is one.
        #expect(nearMisses.map { "\($0.file):\($0.line)" } == ["AppDelegate.swift:12"])
    }

    // MARK: 3. Legacy state restoration is not called under scenes

    @Test("legacy restoration methods: UIKit does not call them under scenes (§1.7), in either life cycle")
    func legacyRestoration() throws {
        let delegate = """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
                func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
                func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
                func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
                func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }
            }
            """
        for files in [
            ["Info.plist": Self.plist, "AppDelegate.swift": delegate],
            ["Info.plist": Self.scenePlist, "AppDelegate.swift": delegate, "SceneDelegate.swift": Self.sceneDelegate]
        ] {
            let result = try ScanShapeTests.scan(files)
            let restoration = result.findings.filter { $0.location.file == "AppDelegate.swift" && $0.location.line > 2 }
            #expect(restoration.map(\.location.line) == [3, 4, 5, 6, 7, 8])
            for finding in restoration {
                #expect(finding.rule.id == "LS107")
                #expect(finding.message.contains("which UIKit does not call under scenes"))
                #expect(finding.message.contains("stateRestorationActivity(for:)"))
                #expect(finding.citations.contains { $0.section == "1.7" })
            }
        }
    }

    // MARK: 4. Inputs that are notes, not the end of the scan

    @Test("an .xcodeproj without project.pbxproj and a preprocessed Info.plist are notes; the scan goes on")
    func unreadableProjectAndPlist() throws {
        let result = try ScanShapeTests.scan([
            "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme": "<Scheme/>",
            "App/Info.plist": """
            #include "Config.h"
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            #ifdef BETA
            <key>CFBundleDisplayName</key><string>Beta</string>
            #endif
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
            </dict></dict></dict></plist>
            """,
            "App/Broken-Info.plist": "#ifdef A\n<plist><dict><key>a</key>\n#else\n<key>b</key>\n#endif\n</plist>\n",
            "App/AppDelegate.swift": "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "App/SceneDelegate.swift": Self.sceneDelegate
        ])
        #expect(result.apps.map(\.lifeCycle) == [.sceneBased])
        #expect(result.apps[0].manifest?.location.line == 7)
        let notes = result.skippedFiles.map { ($0.file as NSString).lastPathComponent + ": " + $0.reason }
        #expect(notes.contains { $0.hasPrefix("App.xcodeproj: an Xcode project with no project.pbxproj") })
        #expect(notes.contains { $0.hasPrefix("Info.plist: has C-preprocessor lines (INFOPLIST_PREPROCESS): read") })
        #expect(
            notes.contains { $0.hasPrefix("Broken-Info.plist: has C-preprocessor lines") && $0.hasSuffix("not read") })
    }

    @Test("a preprocessed Info.plist whose branches are alternatives: the first branch of each is read")
    func preprocessedAlternatives() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>CFBundleDisplayName</key>
              #if ALPHA
            	<string>App Alpha</string>
              #endif
              #if BETA
              <string>App Beta</string>
              #endif
            	<key>CFBundleIdentifier</key>
            #ifdef DEBUG
            	<string>app.debug</string>
            #else
            	<string>app</string>
            #endif
            	<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
            </dict></dict>
            </dict></plist>
            """,
            "AppDelegate.swift": "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "SceneDelegate.swift": Self.sceneDelegate
        ])
        #expect(result.apps.map(\.lifeCycle) == [.sceneBased])
        #expect(result.apps[0].manifest?.location.line == 17)
        #expect(
            result.skippedFiles.map(\.reason).contains {
                $0.hasSuffix("the first branch of each #if kept (of #if groups in a row, the first)")
            })
    }

    @Test("without a project.pbxproj, test folders are not read as the app, and a note says so")
    func testFoldersWithoutProject() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.scenePlist,
            "App/AppDelegate.swift": "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "App/SceneDelegate.swift": Self.sceneDelegate,
            "AppTests/TestAppDelegate.swift": """
            import UIKit
            class TestAppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}
            }
            """,
            "AppUITests/Helpers/Window.swift": "import UIKit\nlet key = UIApplication.shared.keyWindow\n"
        ])
        #expect(result.findings.isEmpty)
        #expect(result.apps[0].appDelegates == ["AppDelegate"])
        let notes = result.skippedFiles.map { ($0.file as NSString).lastPathComponent + ": " + $0.reason }
        #expect(notes.contains { $0.hasPrefix("AppTests: a test folder") })
        #expect(notes.contains { $0.hasPrefix("AppUITests: a test folder") })
    }

    // MARK: 5. Misses

    @Test("keyWindow and windows through a parameter or a local of type UIApplication (Swift, Objective-C)")
    func applicationThroughAName() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.plist,
            "Windows.swift": """
            import UIKit
            func f(_ app: UIApplication) { _ = app.keyWindow }
            func g() {
                let a = UIApplication.shared
                _ = a.windows
            }
            func h(_ app: Store) { _ = app.windows }
            """,
            "Windows.m": """
            @implementation Windows
            - (void)f:(UIApplication *)app {
                UIWindow *w = app.keyWindow;
                NSArray *all = [app windows];
            }
            - (void)g {
                UIApplication *a = [UIApplication sharedApplication];
                UIWindow *k = [a keyWindow];
            }
            - (void)h:(Store *)app { NSArray *all = app.windows; }
            @end
            """
        ])
        #expect(
            result.findings.filter { $0.rule.id == ScanRule.singleWindow.id }.map {
                "\($0.location.file):\($0.location.line)"
            } == ["Windows.m:3", "Windows.m:4", "Windows.m:8", "Windows.swift:2", "Windows.swift:5"])
        let swift = try #require(result.findings.first { $0.location.file == "Windows.swift" })
        #expect(swift.message.hasPrefix("UIApplication.shared.keyWindow means one window"))
    }

    @Test("keyWindow and windows of self in an extension of UIApplication, not a name of its own")
    func applicationExtension() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.plist,
            "UIApplication+Window.swift": """
            import UIKit
            extension UIApplication {
                var topWindow: UIWindow? { keyWindow ?? windows.first }
                func frontWindow() -> UIWindow? { self.windows.last }
                func count() -> Int { let windows = connectedScenes.count; return windows }
                var sceneWindows: [UIWindow] { connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\\.windows) }
            }
            final class Lister { let windows: [UIWindow] = []; func first() -> UIWindow? { windows.first } }
            """
        ])
        #expect(
            result.findings.filter { $0.rule.id == ScanRule.singleWindow.id }.map {
                "\($0.location.line):\($0.location.column)"
            } == ["3:32", "3:45", "4:39"])
    }

    @Test("a window made in the app delegate's property initializer is the launch window (LS121)")
    func propertyInitializerWindow() throws {
        for declaration in [
            "var window = UIWindow(frame: UIScreen.main.bounds)", "lazy var window: UIWindow? = UIWindow()"
        ] {
            let result = try ScanShapeTests.scan([
                "Info.plist": Self.plist,
                "AppDelegate.swift": """
                import UIKit
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    \(declaration)
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """
            ])
            #expect(result.sites.contains("AppDelegate.swift:3 LS121"), "\(declaration)")
            let window = try #require(result.findings.first { $0.rule.id == ScanRule.launchWindow.id })
            #expect(window.message.hasPrefix("AppDelegate.window is a window made in its property initializer"))
            // Its launch code reads a window the property made: not nil.
            #expect(!result.findings.contains { $0.rule.id == "LS122" })
            #expect(result.sites.contains("AppDelegate.swift:3 LS120"))  // the property, in an app-delegate app
        }
    }

    @Test("the app delegate's own window read in launch code: nil there under scenes (LS122, LS123)")
    func launchReadsWindow() throws {
        let swift = """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let tabs = window?.rootViewController as! UITabBarController
                    self.window!.makeKeyAndVisible()
                    return true
                }
                func show() { _ = window?.rootViewController }
            }
            """
        // Makes its window in a helper the launch calls: launch code reads that window (LS121's).
        let maker = """
            import UIKit
            class MakerAppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    setUpWindow()
                    window?.makeKeyAndVisible()
                    return true
                }
                private func setUpWindow() { window = UIWindow(frame: UIScreen.main.bounds) }
            }
            """
        let objc = """
            #import "LegacyAppDelegate.h"
            @implementation LegacyAppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """
        let header = "@interface LegacyAppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"
        let before = try ScanShapeTests.scan([
            "Info.plist": Self.plist, "AppDelegate.swift": swift, "MakerAppDelegate.swift": maker,
            "Legacy/LegacyAppDelegate.m": objc, "Legacy/LegacyAppDelegate.h": header
        ])
        // One finding per launch method, at its first read (line 5, not 6; show() runs after a
        // scene connects).
        #expect(
            before.findings.filter { $0.rule.id == "LS122" }.map {
                "\($0.location.file):\($0.location.line)"
            } == ["AppDelegate.swift:5", "Legacy/LegacyAppDelegate.m:4"])
        let finding = try #require(before.findings.first { $0.rule.id == "LS122" })
        #expect(finding.severity == .warning)
        #expect(finding.citations.contains { $0.section == "2.1" })
        let after = try ScanShapeTests.scan([
            "Info.plist": Self.scenePlist, "AppDelegate.swift": swift, "SceneDelegate.swift": Self.sceneDelegate
        ])
        let error = try #require(after.findings.first { $0.rule.id == "LS123" })
        #expect(error.location.line == 5)
        #expect(error.severity == .error)
    }

    // MARK: 6. The window a clean move keeps

    @Test("the app delegate's declared window does not warn once the app has a scene manifest")
    func keptWindowProperty() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.scenePlist,
            "AppDelegate.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """,
            "SceneDelegate.swift": Self.sceneDelegate
        ])
        #expect(result.findings.isEmpty)
        #expect(!result.hasWork)
    }

    @Test(
        "scan after migrate: the window property migrate keeps does not warn", arguments: ["SwiftWindow", "ObjCWindow"])
    func afterMigrate(_ name: String) throws {
        let migration = try Migrator.plan([MigrateFixtureTests.root + "/" + name])
        let after = try Scanner.scan(migration.paths, overlay: migration.overlay)
        let properties = after.findings.filter {
            $0.rule.id == ScanRule.singleWindow.id && $0.message.contains(".window is the app delegate's window")
        }
        #expect(properties.isEmpty, "\(properties.map(\.message))")
    }
}
