import Foundation
import LifelineModel
import Testing

@testable import LifelineScan

/// An app caught mid-move, as OwnTracks was in 2026: its Info.plist (with the scene manifest)
/// kept in `Base.lproj`, where older projects localized it, and a scene delegate that forwards
/// each event to the app delegate's old methods by name. Expectations from lifecycle-facts.md
/// §2.5 and §9: such an app launches, and the forwarded methods still run (the app calls them).
@Suite struct MidMigrationTests {
    static let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIApplicationSceneManifest</key><dict>
        <key>UIApplicationSupportsMultipleScenes</key><false/>
        <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Scene</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        </dict></array></dict></dict>
        </dict></plist>
        """

    /// The `GeneratedPlist` fixture's project, its target naming an Info.plist in `Base.lproj`.
    static func project() throws -> String {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Migrate/GeneratedPlist/Timer.xcodeproj/project.pbxproj")
        return try String(contentsOf: fixture, encoding: .utf8).replacingOccurrences(
            of: "GENERATE_INFOPLIST_FILE = YES;", with: "INFOPLIST_FILE = \"Timer/Base.lproj/Timer-Info.plist\";")
    }

    @Test("an Info.plist the target names in Base.lproj is read: the app launches, nothing says LS001")
    func infoPlistInALocalizedFolder() throws {
        let result = try ScanShapeTests.scan([
            "Timer.xcodeproj/project.pbxproj": try Self.project(),
            "Timer/Base.lproj/Timer-Info.plist": Self.manifest,
            "Timer/AppDelegate.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            }
            """,
            // The target builds AppDelegate.swift and TimerViewController.swift: the scene
            // delegate lives in the second.
            "Timer/TimerViewController.swift": """
            import UIKit
            class TimerViewController: UIViewController {}
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            """
        ])
        #expect(result.apps.count == 1)
        #expect(result.apps[0].lifeCycle.usesScenes)
        #expect(!result.findings.contains { $0.rule.id == ScanRule.appDelegateLifeCycle.id })
    }

    @Test("a scene delegate that forwards to the app delegate's methods: a note (LS106), not 'never called'")
    func forwardedMethods() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.manifest,
            "AppDelegate.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}
                func applicationWillResignActive(_ application: UIApplication) {}
                func applicationDidEnterBackground(_ application: UIApplication) {}
            }
            """,
            "SceneDelegate.swift": """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func sceneDidBecomeActive(_ scene: UIScene) {
                    let ad = UIApplication.shared.delegate as! AppDelegate
                    ad.applicationDidBecomeActive(UIApplication.shared)
                }
                func sceneWillResignActive(_ scene: UIScene) {
                    (UIApplication.shared.delegate as? AppDelegate)?.applicationWillResignActive(.shared)
                }
            }
            """
        ])
        #expect(result.sites.contains("AppDelegate.swift:3 LS106"))
        #expect(result.sites.contains("AppDelegate.swift:4 LS106"))
        // Nothing calls applicationDidEnterBackground: UIKit never does under scenes (§2.5).
        #expect(result.sites.contains("AppDelegate.swift:5 LS102"))
        let note = result.findings.first { $0.rule.id == ScanRule.forwarded.id }
        #expect(note?.message.hasSuffix("SceneDelegate.swift:6)") == true)
    }

    @Test("Objective-C sends count as calls, super's do not")
    func objectiveCSends() {
        let facts = ObjCReader.read(
            source: """
                @implementation SceneDelegate
                - (void)sceneDidBecomeActive:(UIScene *)scene {
                    [(AppDelegate *)UIApplication.sharedApplication.delegate applicationDidBecomeActive:UIApplication.sharedApplication];
                    [self.appDelegate application:UIApplication.sharedApplication openURL:url options:@{}];
                }
                @end
                @implementation AppDelegate
                - (void)applicationWillResignActive:(UIApplication *)application {
                    [super applicationWillResignActive:application];
                }
                @end
                """, file: "SceneDelegate.m")
        #expect(facts.forwardedCalls.map(\.callback) == [.applicationDidBecomeActive, .applicationOpenURL])
        #expect(facts.forwardedCalls.map(\.location.line) == [3, 4])
    }

    @Test("Swift: a call to super's is not the app calling it")
    func swiftSuperIsNoCall() throws {
        let result = try ScanShapeTests.scan([
            "Info.plist": Self.manifest,
            "AppDelegate.swift": """
            import UIKit
            class Base: UIResponder, UIApplicationDelegate {}
            @main class AppDelegate: Base {
                override func applicationDidBecomeActive(_ application: UIApplication) {
                    super.applicationDidBecomeActive(application)
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
            """
        ])
        #expect(!result.findings.contains { $0.rule.id == ScanRule.forwarded.id })
    }
}
