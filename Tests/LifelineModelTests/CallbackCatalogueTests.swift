import Testing
@testable import LifelineModel

@Suite("Callback catalogue")
struct CallbackCatalogueTests {
    @Test("rows are in Callback order, one per case")
    func rowsMatchCases() {
        #expect(CallbackCatalogue.entries.count == Callback.allCases.count)
        for (index, entry) in CallbackCatalogue.entries.enumerated() {
            #expect(entry.callback.rawValue == index, "row \(index) is \(entry.callback)")
        }
    }

    /// The list of callbacks, with both spellings and the declaring protocol.
    static let expected: [(String, String, DelegateProtocol)] = [
        (
            "application(_:willFinishLaunchingWithOptions:)", "application:willFinishLaunchingWithOptions:",
            .applicationDelegate
        ),
        (
            "application(_:didFinishLaunchingWithOptions:)", "application:didFinishLaunchingWithOptions:",
            .applicationDelegate
        ),
        ("applicationDidBecomeActive(_:)", "applicationDidBecomeActive:", .applicationDelegate),
        ("applicationWillResignActive(_:)", "applicationWillResignActive:", .applicationDelegate),
        ("applicationDidEnterBackground(_:)", "applicationDidEnterBackground:", .applicationDelegate),
        ("applicationWillEnterForeground(_:)", "applicationWillEnterForeground:", .applicationDelegate),
        ("applicationWillTerminate(_:)", "applicationWillTerminate:", .applicationDelegate),
        ("applicationDidReceiveMemoryWarning(_:)", "applicationDidReceiveMemoryWarning:", .applicationDelegate),
        (
            "application(_:configurationForConnecting:options:)",
            "application:configurationForConnectingSceneSession:options:", .applicationDelegate
        ),
        ("application(_:didDiscardSceneSessions:)", "application:didDiscardSceneSessions:", .applicationDelegate),
        ("application(_:open:options:)", "application:openURL:options:", .applicationDelegate),
        (
            "application(_:continue:restorationHandler:)", "application:continueUserActivity:restorationHandler:",
            .applicationDelegate
        ),
        (
            "application(_:performActionFor:completionHandler:)",
            "application:performActionForShortcutItem:completionHandler:", .applicationDelegate
        ),
        (
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            "application:didReceiveRemoteNotification:fetchCompletionHandler:", .applicationDelegate
        ),
        (
            "application(_:performFetchWithCompletionHandler:)", "application:performFetchWithCompletionHandler:",
            .applicationDelegate
        ),
        ("scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:", .sceneDelegate),
        ("sceneDidDisconnect(_:)", "sceneDidDisconnect:", .sceneDelegate),
        ("sceneDidBecomeActive(_:)", "sceneDidBecomeActive:", .sceneDelegate),
        ("sceneWillResignActive(_:)", "sceneWillResignActive:", .sceneDelegate),
        ("sceneWillEnterForeground(_:)", "sceneWillEnterForeground:", .sceneDelegate),
        ("sceneDidEnterBackground(_:)", "sceneDidEnterBackground:", .sceneDelegate),
        ("scene(_:openURLContexts:)", "scene:openURLContexts:", .sceneDelegate),
        ("scene(_:continue:)", "scene:continueUserActivity:", .sceneDelegate),
        ("stateRestorationActivity(for:)", "stateRestorationActivityForScene:", .sceneDelegate),
        (
            "windowScene(_:performActionFor:completionHandler:)",
            "windowScene:performActionForShortcutItem:completionHandler:", .windowSceneDelegate
        )
    ]

    @Test(
        "every callback the issue names is there, with both spellings and its protocol",
        arguments: expected.indices)
    func spellings(index: Int) throws {
        let (swift, selector, declaredBy) = Self.expected[index]
        let bySwift = try #require(Callback(name: swift), "no callback spelled \(swift)")
        #expect(Callback(name: selector) == bySwift)
        #expect(bySwift.selector == selector)
        #expect(bySwift.info.declaredBy == declaredBy)
    }

    @Test("each selector has one colon per Swift argument label")
    func selectorArity() {
        for entry in CallbackCatalogue.entries {
            let swiftArguments = entry.swiftName.filter { $0 == ":" }.count
            #expect(entry.selector.filter { $0 == ":" }.count == swiftArguments, "\(entry.swiftName)")
        }
    }

    @Test("every citation quotes a URL in lifecycle-facts.md, in a section that exists")
    func citationsAreInFacts() {
        #expect(!Facts.text.isEmpty)
        for entry in CallbackCatalogue.entries {
            #expect(!entry.citations.isEmpty, "\(entry.swiftName) has no citation")
            for citation in entry.citations {
                #expect(Facts.text.contains(citation.url), "\(entry.swiftName): \(citation.url)")
                #expect(Facts.hasSection(citation.section), "\(entry.swiftName): §\(citation.section)")
            }
        }
    }

    @Test("bare names resolve as people print them")
    func bareNames() {
        #expect(Callback(bareName: "sceneDidBecomeActive") == .sceneDidBecomeActive)
        #expect(Callback(bareName: "didFinishLaunchingWithOptions") == .didFinishLaunching)
        #expect(Callback(bareName: "applicationDidEnterBackground") == .applicationDidEnterBackground)
        #expect(Callback(bareName: "willConnectToSession") == .sceneWillConnect)
        #expect(Callback(bareName: "application") == nil)
        #expect(Callback(bareName: "scene") == nil)
    }

    @Test("a typo suggests the nearest spelling")
    func nearest() {
        #expect(Callback.nearest(to: "sceneDidBecomeActiv(_:)") == .sceneDidBecomeActive)
        #expect(Callback.nearest(to: "applicationWillTerminate") == .applicationWillTerminate)
    }
}
