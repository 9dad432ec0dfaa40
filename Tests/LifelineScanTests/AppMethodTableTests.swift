import Foundation
import LifelineModel
import LifelineRuntime
import LifelineTeach
import LifelineTestSupport
import LifelineTrace
import Testing
@testable import LifelineScan

/// `compare --app`'s table: the app's methods in rows, one column per routing.
@Suite struct AppMethodTableTests {
    static func table(_ fixture: String, _ scenario: String, profiles: [Profile] = [.ios12, .ios13]) throws
        -> AppMethodTable
    {
        let adoption = try AppAdoption.scanning([Fixture.root + "/" + fixture])
        let parsed = try #require(try BuiltInScenarios.scenario(named: scenario))
        let routings = try profiles.map { try adoption.routing(requested: $0) }
        return try AppMethodTable.simulating(parsed, file: scenario, adoption: adoption, routings: routings)
    }

    /// Each row as `Class.method file:line counts…`, the file's fixture folder removed.
    static func rows(_ table: AppMethodTable) -> [String] {
        table.rows.map { row in
            let place = row.method.place.replacingOccurrences(of: Fixture.root + "/", with: "")
            return "\(row.method.qualifiedName) \(place) " + row.counts.map(String.init).joined(separator: " ")
        }
    }

    @Test("the half-migrated app: its UI method on the app delegate runs under ios12 and stops under ios13")
    func halfMigrated() throws {
        let table = try Self.table("HalfMigrated", "home-and-return")
        #expect(table.columns == ["ios12", "ios13"])
        #expect(
            Self.rows(table) == [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:) HalfMigrated/AppDelegate.swift:5 1 1",
                "AppDelegate.application(_:configurationForConnecting:options:) HalfMigrated/AppDelegate.swift:9 0 1",
                "AppDelegate.applicationDidBecomeActive(_:) HalfMigrated/AppDelegate.swift:14 2 0",
                // configurationForConnecting returns "Main Configuration", which the manifest lacks
                // and which names no delegate class: the scene connects without a delegate.
                "SceneDelegate.scene(_:willConnectTo:options:) HalfMigrated/SceneDelegate.swift:6 0 0",
                "SceneDelegate.scene(_:openURLContexts:) HalfMigrated/SceneDelegate.swift:12 0 0"
            ])
        let stopping = table.rows.filter { $0.stopsIn != nil }
        #expect(stopping.map(\.method.callback) == [.applicationDidBecomeActive])
        #expect(stopping.first?.stopsIn == 1)
        #expect(
            stopping.first?.replacement
                == "sceneDidBecomeActive(_:) on the scene delegate instead; the app does not implement it")
        let sceneCalls = table.unhandled.filter { $0.receiver == .scene }
        #expect(!sceneCalls.isEmpty && sceneCalls.allSatisfy { $0.noDelegate })
    }

    @Test("the migrated app: a replacement the app implements is named with its place")
    func migratedReplacement() throws {
        let adoption = try AppAdoption.scanning([Fixture.root + "/Migrated"])
        #expect(
            AppMethodTable.replacement(for: .applicationDidBecomeActive, in: adoption)
                == "SceneDelegate.sceneDidBecomeActive(_:) (\(Fixture.root)/Migrated/SceneDelegate.swift:16) instead")
        #expect(
            AppMethodTable.replacement(for: .applicationOpenURL, in: adoption)
                == """
                SceneDelegate.scene(_:openURLContexts:) (\(Fixture.root)/Migrated/SceneDelegate.swift:12), and \
                connectionOptions.urlContexts in scene(_:willConnectTo:options:) on a cold launch, instead
                """)
        let table = try Self.table("Migrated", "home-and-return")
        #expect(table.rows.allSatisfy { $0.stopsIn == nil })
    }

    /// The table as `compare --app` builds it: one run per routing, named by routing.
    static func routedTable(_ fixture: String, _ scenario: String) throws -> AppMethodTable {
        let adoption = try AppAdoption.scanning([Fixture.root + "/" + fixture])
        let parsed = try #require(try BuiltInScenarios.scenario(named: scenario))
        let runs = try [Profile.ios12, .ios13].map { profile in
            let routing = try adoption.routing(requested: profile)
            let simulation = Simulation(
                scenario: parsed, profile: routing.profile, app: adoption, migrated: routing.migrated, file: scenario)
            return AppMethodTable.Run(
                title: adoption.routingTitle(profile: routing.profile, migrated: routing.migrated),
                events: try simulation.events())
        }
        return AppMethodTable(adoption: adoption, scenario: parsed.name, runs: runs)
    }

    @Test("the text for the terminal: the half-migrated app's table, byte for byte (golden), and the same twice")
    func golden() throws {
        let text = try Self.routedTable("HalfMigrated", "home-and-return").text()
        #expect(text == (try Self.routedTable("HalfMigrated", "home-and-return").text()))
        // Columns say how UIKit routes the app's events, not which OS runs it.
        #expect(try Self.routedTable("HalfMigrated", "home-and-return").columns == ["app-delegate", "scenes"])
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        if let failure = try GoldenFiles(directory).compare("compare-half-migrated.txt", actual: text).failure(
            "compare-half-migrated.txt")
        {
            Issue.record(Comment(rawValue: failure))
        }
        // Docs/scanning.md pastes this output: it must be the tool's.
        let docs = try String(contentsOfFile: Fixture.repository + "/Docs/scanning.md", encoding: .utf8)
        #expect(docs.contains(text))
    }

    @Test("names from the app's sources are escaped in the text and in the HTML")
    func escaping() throws {
        let method = AppMethod(
            className: "App\u{1B}[31mDelegate", callback: .applicationDidBecomeActive,
            name: "applicationDidBecomeActive(_:)", file: "a<b>.swift", line: 3)
        let adoption = AppAdoption(
            name: "X\u{202E}", manifest: nil, isSwiftUI: false, appDelegateClass: method.className,
            sceneDelegateClasses: [], methods: [method])
        let table = AppMethodTable(adoption: adoption, scenario: "s", runs: [.init(title: "ios12", events: [])])
        let text = table.text()
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        #expect(text.contains("App\\u{1B}[31mDelegate"))
        let html = table.html()
        #expect(html.contains("a&lt;b&gt;.swift:3"))
        #expect(!html.contains("\u{1B}"))
    }
}
