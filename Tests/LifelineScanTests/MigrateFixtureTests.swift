import Foundation
import LifelineModel
import LifelineSupport
import LifelineTestSupport
import LifelineTrace
import SwiftParser
import SwiftSyntax
import Testing
@testable import LifelineScan

/// `lifeline migrate` on each fixture app of Fixtures/Migrate: the exact patch (golden), it
/// applies with `git apply`, the patched tree scans ready with no new finding, and every
/// life-cycle moment whose code ran before runs after. The expectations on moments are
/// written from Docs/lifecycle-facts.md §2.5–2.7 (which scene method replaces which).
@Suite(.serialized) struct MigrateFixtureTests {
    static let root = Fixture.root + "/Migrate"
    static let golden = GoldenFiles(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden"))

    static let fixtures = [
        "SwiftWindow", "ObjCWindow", "GeneratedPlist", "IOS12", "Flutter", "WatchAndTestHost", "SwiftUIAdaptor",
        // What real apps taught (Docs/migrating.md, "Tried on real apps").
        "HelperWindow", "WillFinish"
    ]

    static func migrate(_ name: String) throws -> (MigrationResult, [MigrationProof]) {
        let result = try Migrator.plan([root + "/" + name])
        return (result, try MigrationProof.check(result))
    }

    @Test("the patch, byte for byte (golden), the same twice", arguments: fixtures)
    func patch(_ name: String) throws {
        let (result, _) = try Self.migrate(name)
        let diff = result.diff()
        #expect(diff == (try Migrator.plan([Self.root + "/" + name]).diff()))
        if let failure = try Self.golden.compare("migrate-\(name).patch", actual: diff).failure("migrate-\(name).patch")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("the golden patch applies with git apply, from the package root", arguments: fixtures)
    func applies(_ name: String) throws {
        let patch = Self.golden.directory.appendingPathComponent("migrate-\(name).patch").path
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "--check", patch]
        git.currentDirectoryURL = URL(fileURLWithPath: Fixture.repository)
        let errors = Pipe()
        git.standardError = errors
        try git.run()
        git.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(git.terminationStatus == 0, "\(message)")
    }

    @Test("the patched tree scans ready (no LS001, no new finding) and no moment is lost", arguments: fixtures)
    func proof(_ name: String) throws {
        let (result, proofs) = try Self.migrate(name)
        let migrated = result.apps.filter { app in proofs.contains { $0.app == app.name } }
        #expect(!migrated.isEmpty)
        for proof in proofs {
            #expect(!proof.stillAppDelegate, "\(proof.app)")
            #expect(proof.newFindings.isEmpty, "\(proof.newFindings.map(\.message))")
            #expect(!proof.moments.contains { $0.isLost }, "\(proof.moments.filter(\.isLost).map(\.name))")
            #expect(proof.holds)
        }
    }

    /// Each moment as `moment: before | after`, methods as `Class.method` only.
    static func moments(_ proof: MigrationProof) -> [String] {
        proof.moments.map { moment in
            func names(_ side: [(method: String, count: Int)]) -> String {
                side.map { String($0.method.prefix { $0 != " " }) }.joined(separator: ", ")
            }
            return "\(moment.name): \(names(moment.before)) | \(names(moment.after))"
        }
    }

    @Test("the Swift app: each UI method's moment runs the scene twin, the cold-launch events reach willConnect")
    func swiftMoments() throws {
        let (_, proofs) = try Self.migrate("SwiftWindow")
        let proof = try #require(proofs.first)
        #expect(
            Self.moments(proof) == [
                """
                application(_:didFinishLaunchingWithOptions:): \
                AppDelegate.application(_:didFinishLaunchingWithOptions:) | \
                AppDelegate.application(_:didFinishLaunchingWithOptions:)
                """,
                """
                sceneDidBecomeActive(_:): AppDelegate.applicationDidBecomeActive(_:) | \
                SceneDelegate.sceneDidBecomeActive(_:)
                """,
                "scene(_:willConnectTo:options:):  | SceneDelegate.scene(_:willConnectTo:options:)",
                """
                sceneWillEnterForeground(_:): AppDelegate.applicationWillEnterForeground(_:) | \
                SceneDelegate.sceneWillEnterForeground(_:)
                """,
                """
                sceneWillResignActive(_:): AppDelegate.applicationWillResignActive(_:) | \
                SceneDelegate.sceneWillResignActive(_:)
                """,
                """
                sceneDidEnterBackground(_:): AppDelegate.applicationDidEnterBackground(_:) | \
                SceneDelegate.sceneDidEnterBackground(_:)
                """,
                """
                applicationWillTerminate(_:): AppDelegate.applicationWillTerminate(_:) | \
                AppDelegate.applicationWillTerminate(_:)
                """,
                // A URL that launches the app arrives in connectionOptions.urlContexts (§2.7).
                """
                scene(_:openURLContexts:): AppDelegate.application(_:open:options:) | \
                SceneDelegate.scene(_:openURLContexts:), SceneDelegate.scene(_:willConnectTo:options:)
                """,
                """
                scene(_:continue:): AppDelegate.application(_:continue:restorationHandler:) | \
                SceneDelegate.scene(_:willConnectTo:options:)
                """,
                """
                windowScene(_:performActionFor:completionHandler:): \
                AppDelegate.application(_:performActionFor:completionHandler:) | \
                SceneDelegate.scene(_:willConnectTo:options:), \
                SceneDelegate.windowScene(_:performActionFor:completionHandler:)
                """
            ])
        // A background launch connects no scene (§2.1): UIKit's routing, noted, not an error.
        let background = try #require(proof.moments.first { $0.name == "sceneDidEnterBackground(_:)" })
        #expect(background.notDeliveredIn.contains("background-fetch"))
        #expect(background.lostIn.isEmpty)
    }

    @Test("every Swift file the patch writes parses with swift-syntax, without errors", arguments: fixtures)
    func swiftParses(_ name: String) throws {
        let (result, _) = try Self.migrate(name)
        for change in result.changes where change.path.hasSuffix(".swift") {
            let tree = Parser.parse(source: String(decoding: change.updated, as: UTF8.self))
            #expect(!tree.hasError, "\(change.path)")
        }
    }

    @Test("the Objective-C scene delegate: balanced, and read back as a UIWindowSceneDelegate with its methods")
    func objcReadsBack() throws {
        let (result, _) = try Self.migrate("ObjCWindow")
        for change in result.changes where change.path.hasSuffix(".m") || change.path.hasSuffix(".h") {
            let tokens = ObjCTokenizer.tokens(String(decoding: change.updated, as: UTF8.self))
            for (open, close) in [("{", "}"), ("[", "]"), ("(", ")")] {
                #expect(
                    tokens.filter { $0.text == open }.count == tokens.filter { $0.text == close }.count,
                    "\(change.path) \(open)\(close)")
            }
        }
        let header = try #require(result.changes.first { $0.path.hasSuffix("SceneDelegate.h") })
        let implementation = try #require(result.changes.first { $0.path.hasSuffix("SceneDelegate.m") })
        let types = ObjCReader.read(source: String(decoding: header.updated, as: UTF8.self), file: header.path).types
        #expect(types.map(\.name) == ["SceneDelegate"])
        #expect(types.first?.protocols == [.windowSceneDelegate])
        let methods = ObjCReader.read(
            source: String(decoding: implementation.updated, as: UTF8.self), file: implementation.path
        ).methods
        #expect(
            methods.map(\.name) == [
                "scene:willConnectToSession:options:", "sceneDidBecomeActive:", "sceneDidEnterBackground:",
                "scene:openURLContexts:"
            ])
        #expect(methods.first?.optionsRead == ["urlcontexts"])
    }

    @Test("per target: the watch app, the widget and the test host stay out of the iOS app's move")
    func perTarget() throws {
        let scan = try Scanner.scan([Self.root + "/WatchAndTestHost"])
        #expect(
            scan.apps.map(\.name) == [
                Self.root + "/WatchAndTestHost/Pulse.xcodeproj: Pulse",
                Self.root + "/WatchAndTestHost/Pulse.xcodeproj: PulseTestHost (test host)"
            ])
        #expect(scan.apps.map(\.lifeCycle) == [.appDelegate, .sceneBased])
        // The widget's UIScreen.main is the widget's, not the app's.
        #expect(!scan.apps[0].findings.contains { $0.location.file.contains("PulseWidget") })
        let (result, _) = try Self.migrate("WatchAndTestHost")
        #expect(
            result.changes.map { $0.path.replacingOccurrences(of: Self.root + "/WatchAndTestHost/", with: "") } == [
                "Pulse.xcodeproj/project.pbxproj", "Pulse/AppDelegate.swift", "Pulse/Info.plist",
                "Pulse/SceneDelegate.swift"
            ])
    }

    @Test("--write: every file or none; a file changed since the scan is refused and nothing is written")
    func write() throws {
        let folder = NSTemporaryDirectory() + "migrate-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Fixture.repository + "/" + Self.root + "/SwiftWindow", toPath: folder)
        let result = try Migrator.plan([folder])
        let delegate = folder + "/Shop/AppDelegate.swift"
        let before = try Data(contentsOf: URL(fileURLWithPath: delegate))
        try (String(decoding: before, as: UTF8.self) + "// edited\n").write(
            toFile: delegate, atomically: true, encoding: .utf8)
        #expect(throws: Diagnostic.self) { try result.write() }
        #expect(!FileManager.default.fileExists(atPath: folder + "/Shop/SceneDelegate.swift"))
        #expect(
            (try String(contentsOfFile: folder + "/Shop/Info.plist", encoding: .utf8)).contains(
                "UIApplicationSceneManifest") == false)
        try before.write(to: URL(fileURLWithPath: delegate))
        let fresh = try Migrator.plan([folder])
        try fresh.write()
        for change in fresh.changes {
            #expect(
                FileManager.default.contents(atPath: change.path).map { [UInt8]($0) } == change.updated,
                "\(change.path)")
        }
        // Written, the tree scans as the proof said, and a second run has nothing to move.
        #expect(try Scanner.scan([folder]).apps.map(\.lifeCycle) == [.sceneBased])
        let contents = try FileManager.default.contentsOfDirectory(atPath: folder + "/Shop")
        #expect(!contents.contains { $0.hasSuffix(".lifeline-migrate") })
    }

    @Test("a path with no app is an error, and nothing is planned")
    func noApp() throws {
        let folder = NSTemporaryDirectory() + "migrate-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: Diagnostic.self) { try Migrator.plan([folder]) }
    }
}

/// What real apps taught, each a fixture of its own (Docs/migrating.md, "Tried on real apps").
@Suite struct MigrateLessonTests {
    @Test(
        """
        a window made in a helper called from willFinishLaunching is given the scene; #if and instance variables \
        carry over
        """)
    func helperWindow() throws {
        let result = try Migrator.plan([MigrateFixtureTests.root + "/HelperWindow"])
        let scene = try #require(result.changes.first { $0.path.hasSuffix("SceneDelegate.m") })
        let text = String(decoding: scene.updated, as: UTF8.self)
        #expect(text.contains("appDelegate.window.windowScene = windowScene;\n    self.window = appDelegate.window;"))
        #expect(
            text.contains(
                """
                #if !TARGET_OS_TV\n    if (shortcut != nil) {\n        appDelegate.hostToOpen = \
                shortcut.localizedTitle;
                """
            ))
        #expect(
            text.contains(
                "#if !TARGET_OS_TV\n- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:"))
        let header = try #require(result.changes.first { $0.path.hasSuffix("/AppDelegate.h") })
        #expect(
            String(decoding: header.updated, as: UTF8.self).contains(
                "#if !TARGET_OS_TV\n- (void)handle:(UIApplication *)application performActionForShortcutItem:"))
    }

    @Test("launch options read in willFinishLaunching move too; an iPad storyboard of its own is loaded by idiom")
    func willFinish() throws {
        let result = try Migrator.plan([MigrateFixtureTests.root + "/WillFinish"])
        let scene = String(
            decoding: try #require(result.changes.first { $0.path.hasSuffix("SceneDelegate.swift") }).updated,
            as: UTF8.self)
        #expect(
            scene.contains(
                """
                if connectionOptions.urlContexts.first?.url != nil || connectionOptions.shortcutItem != nil {\n           \
                     appDelegate.launchedForAction = true
                """))
        #expect(scene.contains("UIDevice.current.userInterfaceIdiom == .pad ? \"Main-iPad\" : \"Main\""))
        let plist = String(
            decoding: try #require(result.changes.first { $0.path.hasSuffix("Info.plist") }).updated, as: UTF8.self)
        #expect(!plist.contains("UISceneStoryboardFile"))
    }
}
