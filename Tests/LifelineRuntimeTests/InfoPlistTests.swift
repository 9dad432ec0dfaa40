import Foundation
import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace
import Testing

/// Real Info.plists (XML fixtures, and a binary one made here) drive the simulation.
struct InfoPlistTests {
    private func fixture(_ name: String) -> String {
        Support.directory.appendingPathComponent("Fixtures/\(name)").path
    }

    private func checkTwoConfigurations(_ configuration: AppConfiguration) throws {
        #expect(configuration.hasSceneManifest)
        #expect(configuration.supportsMultipleScenes)
        let app = configuration.configurations[.windowApplication] ?? []
        #expect(app.map(\.name) == ["Main Window", "Inspector"])
        #expect(app.first?.delegateClassName == "MainSceneDelegate")
        #expect(app.first?.storyboardName == "Main" && app.first?.sceneClassName == "UIWindowScene")
        #expect(configuration.configurations[.windowExternalDisplayNonInteractive]?.first?.name == "External Display")

        // The first configuration for the role is used when configurationForConnecting is absent.
        let events = try Support.events("two-windows", .ipadosMultiwindow, configuration: configuration)
        let connects = events.filter { $0.method == .sceneWillConnect }
        #expect(connects.map(\.detail) == ["configuration=Main Window", "configuration=Main Window"])
        #expect(!events.contains { $0.kind == .note }, "the stand-in registers every class")
    }

    @Test("an XML Info.plist with two scene configurations drives a simulation")
    func xmlPlist() throws {
        try checkTwoConfigurations(try InfoPlistReader.read(path: fixture("TwoConfigurations.plist")))
    }

    @Test("a binary Info.plist reads the same")
    func binaryPlist() throws {
        let xml = try Data(contentsOf: URL(fileURLWithPath: fixture("TwoConfigurations.plist")))
        let object = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        try checkTwoConfigurations(try InfoPlistReader.parse(binary, file: "Info.plist"))
    }

    @Test("no UIApplicationSceneManifest means app-delegate routing even on iOS 13 (§6)")
    func noManifest() throws {
        let configuration = try InfoPlistReader.read(path: fixture("NoManifest.plist"))
        let simulation = Simulation(
            scenario: try Support.builtIn("cold-launch"), profile: .ios13, configuration: configuration)
        let events = try simulation.events()
        #expect(
            Support.callbacks(events) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "applicationDidBecomeActive(_:)"
            ])
        #expect(simulation.header().profile == .ios12)
        #expect(simulation.header()[extra: "requestedProfile"] == .string("ios13"))
    }

    @Test("a malformed Info.plist is one diagnostic")
    func malformed() throws {
        #expect(throws: Diagnostic.self) { try InfoPlistReader.parse(Data("not a plist".utf8), file: "Bad.plist") }
    }
}
