import Testing
@testable import LifelineScan

/// Each fixture app, every finding asserted with its file and line. The expectations are
/// written from Docs/lifecycle-facts.md (§2.5, §2.7, §6, §9, §12), not from the scanner's output.
@Suite(.serialized) struct FixtureAppTests {
    @Test("a Swift app-delegate app: won't launch with the iOS 27 SDK; what moves, what stays")
    func swiftAppDelegate() throws {
        let result = try Fixture.scan("SwiftAppDelegate")
        #expect(result.apps.map(\.lifeCycle) == [.appDelegate])
        #expect(result.apps[0].lifeCycle.launchesWithIOS27SDK == false)
        #expect(
            result.sites == [
                "SwiftAppDelegate/AppDelegate.swift:4 LS001",  // class AppDelegate: no manifest
                "SwiftAppDelegate/AppDelegate.swift:5 LS120",  // var window
                "SwiftAppDelegate/AppDelegate.swift:7 LS103",  // didFinishLaunching stays
                "SwiftAppDelegate/AppDelegate.swift:8 LS110",  // launchOptions?[.url]
                "SwiftAppDelegate/AppDelegate.swift:11 LS110",  // launchOptions?[.shortcutItem]
                "SwiftAppDelegate/AppDelegate.swift:14 LS104",  // UIApplication.didBecomeActiveNotification
                "SwiftAppDelegate/AppDelegate.swift:18 LS101",  // applicationDidBecomeActive moves
                "SwiftAppDelegate/AppDelegate.swift:19 LS120",  // UIScreen.main
                "SwiftAppDelegate/AppDelegate.swift:20 LS120",  // UIApplication.shared.keyWindow
                "SwiftAppDelegate/AppDelegate.swift:23 LS101",  // applicationWillResignActive moves
                "SwiftAppDelegate/AppDelegate.swift:25 LS101",  // application(_:open:options:) moves
                "SwiftAppDelegate/AppDelegate.swift:30 LS103"  // applicationWillTerminate stays
            ])
        let messages = result.findings.map(\.message)
        #expect(
            messages.contains(
                "applicationDidBecomeActive(_:) moves to sceneDidBecomeActive(_:) on the scene delegate under scenes"))
        #expect(
            messages.contains {
                $0.hasPrefix("application(_:open:options:) moves to scene(_:openURLContexts:)")
                    && $0.contains("connectionOptions.urlContexts")
            })
        #expect(
            messages.contains {
                $0.hasPrefix("launchOptions[.shortcutItem]") && $0.hasSuffix("UIScene.ConnectionOptions.shortcutItem")
            })
        #expect(result.hasWork)
    }

    @Test("an Objective-C app: selectors across lines; comments and strings are not code; a binary Info.plist")
    func objectiveC() throws {
        let result = try Fixture.scan("ObjCApp")
        #expect(result.apps.map(\.lifeCycle) == [.appDelegate])
        #expect(
            result.sites == [
                "ObjCApp/AppDelegate.h:3 LS001",
                "ObjCApp/AppDelegate.h:5 LS120",  // @property UIWindow *window
                "ObjCApp/AppDelegate.m:8 LS103",  // application:\n didFinishLaunchingWithOptions:
                "ObjCApp/AppDelegate.m:11 LS110",  // launchOptions[UIApplicationLaunchOptionsURLKey]
                "ObjCApp/AppDelegate.m:12 LS110",  // [launchOptions objectForKey:…RemoteNotificationKey]
                "ObjCApp/AppDelegate.m:17 LS101",  // applicationDidEnterBackground:
                "ObjCApp/AppDelegate.m:18 LS120",  // [[UIApplication sharedApplication] keyWindow], counted once
                "ObjCApp/AppDelegate.m:22 LS101",  // application:openURL:options: over three lines
                "ObjCApp/AppDelegate.m:26 LS104",  // UIApplicationWillResignActiveNotification
                "ObjCApp/AppDelegate.m:30 LS103"  // applicationDidReceiveMemoryWarning: stays
            ])
        #expect(
            result.findings.contains {
                $0.message.hasPrefix("application:openURL:options: moves to scene:openURLContexts:")
            })
    }

    @Test("a SwiftUI app with an adaptor: scene-based; the adaptor's UI method is never called")
    func swiftUIAdaptor() throws {
        let result = try Fixture.scan("SwiftUIAdaptor")
        #expect(result.apps.map(\.lifeCycle) == [.swiftUI])
        #expect(result.apps[0].appDelegates == ["AppDelegate"])
        #expect(
            result.sites == [
                "SwiftUIAdaptor/AppDelegate.swift:4 LS103",
                "SwiftUIAdaptor/AppDelegate.swift:8 LS102",
                "SwiftUIAdaptor/MyApp.swift:11 LS150",
                "SwiftUIAdaptor/MyApp.swift:13 LS150"
            ])
        #expect(result.findings[1].severity == .error)
        #expect(result.findings[1].message.contains("UIApplication.didEnterBackgroundNotification"))
    }

    @Test("a half-migrated app: every scene-app mistake at its line")
    func halfMigrated() throws {
        let result = try Fixture.scan("HalfMigrated")
        #expect(result.apps.map(\.lifeCycle) == [.sceneBased])
        #expect(
            result.sites == [
                "HalfMigrated/AppDelegate.swift:5 LS103",
                "HalfMigrated/AppDelegate.swift:9 LS103",
                "HalfMigrated/AppDelegate.swift:10 LS131",  // "Main Configuration" is not in the manifest
                "HalfMigrated/AppDelegate.swift:14 LS102",  // applicationDidBecomeActive never called
                "HalfMigrated/Info.plist:30 LS130",  // ExternalDisplayDelegate does not exist
                // openURLContexts only; willConnectTo reads userActivities
                "HalfMigrated/SceneDelegate.swift:12 LS132",
                "HalfMigrated/SceneDelegate.swift:16 LS140",  // sceneDidBecomeActive(scene:)
                "HalfMigrated/SceneDelegate.swift:18 LS140"  // sceneWillEnterForground(_:)
            ])
        let nearMisses = result.findings.filter { $0.rule.id == "LS140" }.map(\.message)
        #expect(nearMisses[0].contains("did you mean 'sceneDidBecomeActive(_:)'"))
        #expect(nearMisses[1].contains("did you mean 'sceneWillEnterForeground(_:)'"))
        // The delegate class named with $(PRODUCT_MODULE_NAME). is found without its module.
        #expect(!result.findings.contains { $0.message.contains("'SceneDelegate'") })
    }

    @Test("a manifest class deleted since, its configuration given a delegateClass in code: no LS130 for it (§12)")
    func configuredInCode() throws {
        let result = try Fixture.scan("ConfiguredInCode")
        #expect(result.apps.map(\.lifeCycle) == [.sceneBased])
        #expect(
            result.sites == [
                // In a file that names no UIKit type: found through the AppDelegate name (second pass).
                "ConfiguredInCode/AppDelegate+Foreground.swift:3 LS102",
                "ConfiguredInCode/AppDelegate.swift:7 LS103",
                // 'WebView' (line 21) is created with delegateClass = QuickActionSceneDelegate.self;
                // 'Helper' names PlainHelper, declared in a file that names no life-cycle API.
                "ConfiguredInCode/Info.plist:33 LS130"
            ])
        #expect(result.findings.last?.message.contains("'GoneSceneDelegate'") == true)
    }

    @Test("a migrated app: only notes, so exit 0")
    func migrated() throws {
        let result = try Fixture.scan("Migrated")
        #expect(result.apps.map(\.lifeCycle) == [.sceneBased])
        #expect(result.apps[0].lifeCycle.launchesWithIOS27SDK == true)
        #expect(result.findings.allSatisfy { $0.severity == .note })
        #expect(!result.hasWork)
        #expect(
            result.sites == [
                "Migrated/AppDelegate.swift:5 LS103",
                "Migrated/AppDelegate.swift:6 LS104",
                "Migrated/AppDelegate.swift:10 LS103",
                "Migrated/AppDelegate.swift:14 LS103"
            ])
    }

    @Test("a manifest generated by build settings: scene-based through configurationForConnecting")
    func generatedManifest() throws {
        let result = try Fixture.scan("GeneratedManifest")
        #expect(result.apps.count == 1)
        let app = result.apps[0]
        #expect(app.name == Fixture.root + "/GeneratedManifest/App.xcodeproj")
        #expect(app.lifeCycle == .sceneBased)
        #expect(app.manifest?.generated == true)
        #expect(app.manifest?.location.line == 50)  // INFOPLIST_KEY_UIApplicationSceneManifest_Generation
        // delegateClass is set in code, so the name need not be in the (generated, empty) manifest;
        // willConnectTo hands its options on whole, so the shortcut's cold launch is not flagged.
        #expect(result.sites == ["GeneratedManifest/App/AppDelegate.swift:5 LS103"])
        #expect(!result.hasWork)
    }

    @Test(
        "the same generated manifest without configurationForConnecting is still the app-delegate life cycle (TN3187)")
    func generatedManifestAlone() throws {
        let result = try Fixture.scan("GeneratedManifest/App.xcodeproj", "SwiftAppDelegate/AppDelegate.swift")
        // The .xcodeproj brings its folder (with a configurationForConnecting): scene-based.
        #expect(result.apps.contains { $0.lifeCycle == .sceneBased })
        let alone = MigrationAnalysis.analyze(
            SourceFacts(), plists: [],
            targets: [
                AppTarget(
                    name: "App", infoPlistPath: nil, generatesInfoPlist: true, generatesSceneManifest: true,
                    deploymentMajor: 17, location: CodeLocation(file: "p", line: 1, column: 1))
            ])
        #expect(alone.lifeCycle == .appDelegate)
        #expect(alone.findings.map(\.rule.id) == ["LS001"])
    }
}
