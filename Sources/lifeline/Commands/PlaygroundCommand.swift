#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ArgumentParser
import LifelineModel
import LifelinePlayground
import LifelineRuntime

/// `lifeline playground`: a local web page where each press runs the simulator under every routing.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Serve a local page where every action runs the simulator under each routing, side by side.",
        discussion: """
            Starts a web server on 127.0.0.1 (this machine only) and prints its address; open it \
            in a browser, stop it with Ctrl-C. The page has one column per routing (default \
            ios12, ios13, ipados-multiwindow, swiftui) and a button for every action possible now \
            in at least one of them. Each press steps the same simulator 'lifeline simulate' runs: \
            every column shows the callbacks, notifications and SwiftUI phases just delivered, \
            explained and cited, the app's and each scene's state on the reference state diagram, \
            and the timeline so far. Undo, reset, random step and a quiz; the URL fragment \
            (#a=launch,home) reproduces a session, and each column's trace downloads as JSON Lines \
            ('lifeline check' finds it clean) or as the HTML report.

            --app PATH adds the app's own columns, before and after its move to scenes (as \
            'simulate --app' runs it). --host serves on another address, which other machines may \
            reach: a warning says so. See Docs/playground.md.

            Examples:
              lifeline playground
              lifeline playground --port 0 --profiles ios13,swiftui
              lifeline playground --app MyApp/
            """
    )

    @Option(help: "The port (0: any free one).")
    var port: Int = 8080

    @Option(help: "The address to serve on (default 127.0.0.1, this machine only).")
    var host: String?

    @Option(help: "The columns' profiles, comma-separated (\(Profile.allValueStrings.joined(separator: ", "))).")
    var profiles: String?

    @Option(help: "An app (its folder, .xcodeproj or files): add its columns, before and after its move to scenes.")
    var app: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port takes 0 to 65535, not \(port)") }
        if let host, host.isEmpty { throw ValidationError("--host needs an address, such as 127.0.0.1") }
    }

    func run() throws {
        var columns = try profileColumns().map(PlaygroundColumn.profile)
        if let app { columns += try appColumns(app) }
        let host = host ?? PlaygroundServer.loopback
        if host != PlaygroundServer.loopback {
            printError(
                """
                warning: serving on \(host): anyone who can reach this address can use the playground (it reads no \
                file, but holds sessions and runs the simulator for them)
                """)
        }
        // A parent may start us with SIGINT and SIGTERM blocked (a test runner's threads do):
        // Ctrl-C, and a terminate, must stop the server. Unblocked before NIO's threads start,
        // which inherit the mask.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &stopping, nil)
        let server = try PlaygroundServer.start(columns: columns, host: host, port: port)
        let reach =
            host == PlaygroundServer.loopback
            ? "127.0.0.1 only: other machines cannot reach it" : "reachable at \(host)"
        printOut(
            "lifeline playground: \(server.url) (\(reach)); \(columns.map(\.id).joined(separator: ", ")); Ctrl-C stops it"
        )
        try server.waitUntilClosed()
    }

    private func profileColumns() throws -> [Profile] {
        guard let profiles else { return PlaygroundColumn.defaultProfiles }
        let names = profiles.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let asked = names.compactMap(Profile.init(rawValue:))
        guard asked.count == names.count, !asked.isEmpty, Set(asked).count == asked.count else {
            throw ValidationError(
                "--profiles takes one or more of \(Profile.allValueStrings.joined(separator: ", ")), comma-separated, each once, not '\(profiles)'"
            )
        }
        return asked
    }

    /// The app's routings, as `compare --app` picks them: before and after its move, or SwiftUI's one.
    private func appColumns(_ path: String) throws -> [PlaygroundColumn] {
        let adoption = try AppAdoption.scanning([path])
        return try AppRun.routings(adoption, profiles: nil, path: path).map { routing in
            let side =
                adoption.isSwiftUI
                ? "its SwiftUI App" : routing.migrated ? "after its move to scenes" : "as it is, before its move"
            let simulation = Simulation(
                scenario: PlaygroundColumn.emptyScenario, profile: routing.profile, app: adoption,
                migrated: routing.migrated, file: "<playground>")
            return PlaygroundColumn(
                id: "app-\(routing.profile.rawValue)", title: "\(adoption.name) (\(routing.profile.rawValue))",
                summary: "\(adoption.name), \(side)", simulation: simulation)
        }
    }
}
