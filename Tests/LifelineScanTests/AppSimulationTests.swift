import Foundation
import LifelineModel
import LifelineRuntime
import LifelineTeach
import LifelineTrace
import Testing
@testable import LifelineScan

/// `simulate --app`: a scenario run with a fixture app's own adoption. The expected sequences
/// are lifecycle-facts.md's (§1.1, §1.2 without scenes; §2.1, §2.2 with them, §2.5 for what
/// stops), with a handler wherever the fixture's source defines the method (its line here).
@Suite struct AppSimulationTests {
    /// Each callback as `receiver method handler`, the handler `File.swift:line` or `-`.
    static func callbacks(_ fixture: String, _ scenario: String, profile: Profile?) throws -> [String] {
        try run(fixture, scenario, profile: profile).events.compactMap { event in
            guard event.kind == .callback, let method = event.method, let receiver = event.receiver else { return nil }
            return "\(receiver.rawValue) \(method.swiftName) \(event.handler.map(shortHandler) ?? "-")"
        }
    }

    static func run(_ fixture: String, _ scenario: String, profile: Profile?) throws -> (
        header: TraceHeader, events: [TraceEvent]
    ) {
        let adoption = try AppAdoption.scanning([Fixture.root + "/" + fixture])
        let routing = try adoption.routing(requested: profile)
        let parsed = try #require(try BuiltInScenarios.scenario(named: scenario))
        let simulation = Simulation(
            scenario: parsed, profile: routing.profile, app: adoption, migrated: routing.migrated, file: scenario)
        return (simulation.header(), try simulation.events())
    }

    /// `Tests/…/AppDelegate.swift:7 AppDelegate.application(…)` → `AppDelegate.swift:7` (the
    /// whole value is held in `handlerShape`).
    static func shortHandler(_ handler: String) -> String {
        let place = handler.split(separator: " ").first.map(String.init) ?? handler
        return place.split(separator: "/").last.map(String.init) ?? place
    }

    /// The Swift app-delegate app's launch once it has the template manifest: no scene delegate.
    static let swiftAppAfterLaunch = [
        "app application(_:willFinishLaunchingWithOptions:) -",
        "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:7",
        "app application(_:configurationForConnecting:options:) -",
        "scene scene(_:willConnectTo:options:) -",
        "scene sceneWillEnterForeground(_:) -",
        "scene sceneDidBecomeActive(_:) -"
    ]

    /// The migrated app's launch under scenes.
    static let migratedLaunch = [
        "app application(_:willFinishLaunchingWithOptions:) -",
        "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:5",
        "app application(_:configurationForConnecting:options:) AppDelegate.swift:10",
        "scene scene(_:willConnectTo:options:) SceneDelegate.swift:6",
        "scene sceneWillEnterForeground(_:) -",
        "scene sceneDidBecomeActive(_:) SceneDelegate.swift:16"
    ]

    @Test("configurationForConnecting: the phone's scene gets the configuration not given to CarPlay's role")
    func sessionRole() throws {
        let adoption = try AppAdoption.scanning([Fixture.root + "/CarPlayRoles"])
        // "CarPlay" and CarPlaySceneDelegate sit inside `if role == .carTemplateApplication`.
        #expect(adoption.connectingConfiguration?.name == "Phone")
        #expect(adoption.connectingConfiguration?.delegateClassName == "SceneDelegate")
        #expect(
            try Self.callbacks("CarPlayRoles", "cold-launch", profile: nil).filter { $0.hasPrefix("scene ") } == [
                "scene scene(_:willConnectTo:options:) SceneDelegate.swift:6",
                "scene sceneWillEnterForeground(_:) -",
                "scene sceneDidBecomeActive(_:) SceneDelegate.swift:8"
            ])
    }

    @Test("the Swift app-delegate app, cold launch: its own methods under ios12, none of its UI ones once on scenes")
    func swiftAppDelegateColdLaunch() throws {
        let before = [
            "app application(_:willFinishLaunchingWithOptions:) -",
            "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:7",
            "app applicationDidBecomeActive(_:) AppDelegate.swift:18"
        ]
        #expect(try Self.callbacks("SwiftAppDelegate", "cold-launch", profile: .ios12) == before)
        // As it is today (no manifest): the app-delegate routing though the OS has scenes (§6).
        #expect(try Self.callbacks("SwiftAppDelegate", "cold-launch", profile: nil) == before)
        // After the move (Xcode's template manifest; no SceneDelegate class in the sources yet).
        #expect(try Self.callbacks("SwiftAppDelegate", "cold-launch", profile: .ios13) == Self.swiftAppAfterLaunch)
    }

    @Test("the Swift app-delegate app, home and return, under both routings")
    func swiftAppDelegateHomeAndReturn() throws {
        #expect(
            try Self.callbacks("SwiftAppDelegate", "home-and-return", profile: .ios12) == [
                "app application(_:willFinishLaunchingWithOptions:) -",
                "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:7",
                "app applicationDidBecomeActive(_:) AppDelegate.swift:18",
                "app applicationWillResignActive(_:) AppDelegate.swift:23",
                "app applicationDidEnterBackground(_:) -",
                "app applicationWillEnterForeground(_:) -",
                "app applicationDidBecomeActive(_:) AppDelegate.swift:18"
            ])
        #expect(
            try Self.callbacks("SwiftAppDelegate", "home-and-return", profile: .ios13) == Self.swiftAppAfterLaunch + [
                "scene sceneWillResignActive(_:) -",
                "scene sceneDidEnterBackground(_:) -",
                "scene sceneWillEnterForeground(_:) -",
                "scene sceneDidBecomeActive(_:) -"
            ])
    }

    @Test("the migrated app, cold launch: its scene delegate's methods under ios13, its app delegate's under ios12")
    func migratedColdLaunch() throws {
        #expect(try Self.callbacks("Migrated", "cold-launch", profile: .ios13) == Self.migratedLaunch)
        #expect(try Self.callbacks("Migrated", "cold-launch", profile: nil) == Self.migratedLaunch)
        // iOS 12 ignores the manifest (§6): the app delegate, which has no UI methods left.
        #expect(
            try Self.callbacks("Migrated", "cold-launch", profile: .ios12) == [
                "app application(_:willFinishLaunchingWithOptions:) -",
                "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:5",
                "app applicationDidBecomeActive(_:) -"
            ])
    }

    @Test("the migrated app, home and return, under both routings")
    func migratedHomeAndReturn() throws {
        #expect(
            try Self.callbacks("Migrated", "home-and-return", profile: .ios13) == Self.migratedLaunch + [
                "scene sceneWillResignActive(_:) SceneDelegate.swift:17",
                "scene sceneDidEnterBackground(_:) -",
                "scene sceneWillEnterForeground(_:) -",
                "scene sceneDidBecomeActive(_:) SceneDelegate.swift:16"
            ])
        #expect(
            try Self.callbacks("Migrated", "home-and-return", profile: .ios12) == [
                "app application(_:willFinishLaunchingWithOptions:) -",
                "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:5",
                "app applicationDidBecomeActive(_:) -",
                "app applicationWillResignActive(_:) -",
                "app applicationDidEnterBackground(_:) -",
                "app applicationWillEnterForeground(_:) -",
                "app applicationDidBecomeActive(_:) -"
            ])
    }

    @Test("a handler names the file as scanned, the class and the app's own spelling; a missing method says so")
    func handlerShape() throws {
        let (_, events) = try Self.run("ObjCApp", "home-and-return", profile: .ios12)
        let callbacks = events.filter { $0.kind == .callback }
        #expect(
            callbacks.compactMap(\.handler) == [
                Fixture.root + "/ObjCApp/AppDelegate.m:8 AppDelegate.application:didFinishLaunchingWithOptions:",
                Fixture.root + "/ObjCApp/AppDelegate.m:17 AppDelegate.applicationDidEnterBackground:"
            ])
        for event in callbacks where event.handler == nil {
            #expect(event.detail == "the delegate does not implement it")
        }
    }

    @Test("the header says which app ran and whose manifest: none, its own, or the template's added")
    func header() throws {
        let asIs = try Self.run("SwiftAppDelegate", "cold-launch", profile: nil).header
        #expect(asIs.profile == .ios12)
        #expect(
            JSONValue.object(asIs.extra)
                == .object([
                    ("requestedProfile", .string("ios13")),
                    ("app", .string(Fixture.root + "/SwiftAppDelegate")),
                    ("appManifest", .string("none"))
                ]))
        let after = try Self.run("SwiftAppDelegate", "cold-launch", profile: .ios13).header
        #expect(after.profile == .ios13)
        #expect(after.extra.last?.value == .string("added"))
        #expect(try Self.run("Migrated", "cold-launch", profile: .ios12).header.extra.last?.value == .string("own"))
    }

    @Test(
        "a profile that does not fit the app is refused: a SwiftUI App has no ios12 routing, a UIKit app no swiftui one"
    )
    func mismatch() throws {
        let swiftUI = try AppAdoption.scanning([Fixture.root + "/SwiftUIAdaptor"])
        #expect(throws: AppRoutingMismatch.self) { try swiftUI.routing(requested: .ios12) }
        #expect(try swiftUI.routing(requested: nil) == (profile: Profile.swiftui, migrated: false))
        let uikit = try AppAdoption.scanning([Fixture.root + "/Migrated"])
        #expect(throws: AppRoutingMismatch.self) { try uikit.routing(requested: .swiftui) }
    }

    @Test("the SwiftUI App's adaptor is its scanned app delegate: its launch method runs, its UI method never (§5)")
    func swiftUIAdaptor() throws {
        #expect(
            try Self.callbacks("SwiftUIAdaptor", "home-and-return", profile: nil) == [
                "app application(_:willFinishLaunchingWithOptions:) -",
                "app application(_:didFinishLaunchingWithOptions:) AppDelegate.swift:4",
                "app application(_:configurationForConnecting:options:) -"
            ])
    }

    @Test("explain tells which of the app's methods ran for a callback")
    func narrated() throws {
        let (header, events) = try Self.run("Migrated", "cold-launch", profile: nil)
        let text = Narrator(header: header, events: events, file: "trace.jsonl").text()
        #expect(
            text.contains(
                """
                #10 at 0.005 s: UIKit → S1's scene delegate: sceneDidBecomeActive(_:) [foregroundInactive → foregroundActive]
                """))
        #expect(
            text.contains(
                "   runs: \(Fixture.root)/Migrated/SceneDelegate.swift:16\n         SceneDelegate.sceneDidBecomeActive(_:)\n"
            ))
    }
}
