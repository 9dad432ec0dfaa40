import LifelineModel
import Testing
@testable import LifelineScan

/// The byte pre-filter skips parsing Swift files that cannot change a finding; these tests hold
/// it to that: against the tables the reader matches, and against a scan that parses everything.
@Suite struct RelevanceTests {
    private func mayMatter(_ text: String) -> Bool { SwiftRelevance.mayMatter(Array(text.utf8)) }

    @Test("every spelling the Swift reader looks up contains one of the filter's words")
    func wordsCoverTheTables() {
        let words = SwiftRelevance.words.map { String(decoding: $0, as: UTF8.self) }
        let spellings =
            SingleWindowAPI.all.flatMap { $0.swiftSpellings + $0.objcSpellings }
            + NotificationCatalogue.entries.flatMap { [$0.name, $0.objcName] }
            + DelegateProtocol.allCases.map(\.rawValue) + Array(ProtocolNames.otherPlatforms)
            + Array(SwiftFactVisitor.swiftUIModifiers)
            + ["NSNotification.Name.UIApplicationDidBecomeActive", "UIApplicationMain", "UIApplicationDelegateAdaptor"]
        for spelling in spellings {
            #expect(words.contains { spelling.contains($0) }, "\(spelling)")
        }
    }

    @Test(
        "what a file needs to be parsed on its own",
        arguments: [
            ("struct Point { var x = 0 }", false),
            ("let w = UIScreen.main.bounds.width", true),
            (
                """
                NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, \
                object: nil)
                """,
                true
            ),
            ("NotificationCenter.default.post(name: .init(\"x\"), object: nil)", false),
            ("_ = NSNotification.Name.UIApplicationDidEnterBackground", true),
            ("@main struct MyApp: App { }", true),
            ("@main struct MyApp: SwiftUI.App { }", true),
            ("struct AppState { let application = 1 }", false),
            ("let x = opts.LAUNCHOPTIONS?[.url]", true),
            ("func f(appLaunchOptions: [String: Any]) { _ = appLaunchOptions[\"k\"] }", true),
            ("Text(\"hi\").onOpenURL { _ in }", true),
            ("@Environment(\\.scenePhase) var phase", true),
            ("class A: NSObject, UNUserNotificationCenterDelegate {}", true),
            ("class A: NSObject, UITableViewDelegate {}", false)
        ])
    func ownFacts(source: String, expected: Bool) {
        #expect(mayMatter(source) == expected)
    }

    @Test("a word matcher: exact, whole identifier, any case; at the ends of the text")
    func matcher() {
        let matcher = WordMatcher([
            (Array("App".utf8), .identifier), (Array("launchoptions".utf8), .ignoringCase),
            (Array("Delegate".utf8), .exact)
        ])
        #expect(matcher.matches(Array("App".utf8)))
        #expect(matcher.matches(Array(": App{".utf8)))
        #expect(!matcher.matches(Array("AppState MyApp App_ _App".utf8)))
        #expect(matcher.matches(Array("x.LaunchOptions".utf8)))
        #expect(!matcher.matches(Array("launchoption".utf8)))
        #expect(matcher.matches(Array("SceneDelegate".utf8)))
        #expect(!matcher.matches(Array("Delegat".utf8)))
        #expect(!matcher.matches([]))
    }

    @Test(
        "every fixture app: the same findings and counts as a scan that parses every Swift file",
        arguments: [
            "SwiftAppDelegate", "ObjCApp", "HalfMigrated", "Migrated", "GeneratedManifest", "SwiftUIAdaptor",
            "ConfiguredInCode"
        ])
    func sameAsParsingEverything(app: String) throws {
        let path = Fixture.root + "/" + app
        let filtered = try Scanner.scan([path])
        let everything = try Scanner.scan([path], parsingEverySwiftFile: true)
        #expect(!everything.findings.isEmpty)
        #expect(ScanTextReport.render(filtered) == ScanTextReport.render(everything))
        #expect(ScanJSONReport.render(filtered) == ScanJSONReport.render(everything))
    }
}
