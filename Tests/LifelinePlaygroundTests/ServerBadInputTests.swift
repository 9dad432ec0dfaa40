import Foundation
import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing
@testable import LifelinePlayground

/// The server over real sockets: bad input of every kind gets one clear error and the server
/// goes on serving (a page loads, a session presses).
@Suite("playground server: bad input", .serialized)
struct ServerBadInputTests {
    static func columns() -> [PlaygroundColumn] { PlaygroundColumn.defaultProfiles.map(PlaygroundColumn.profile) }

    /// A server on a free port, stopped after `body`.
    func withServer(
        _ limits: PlaygroundLimits = PlaygroundLimits(), _ body: (PlaygroundServer, HTTPClient) async throws -> Void
    ) async throws {
        let server = try PlaygroundServer.start(columns: Self.columns(), port: 0, limits: limits)
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.1:\(server.port)/" && server.port > 0)
        try await body(server, HTTPClient(server.url))
    }

    /// The server still serves: the page, and a press in a new session.
    func stillServing(_ client: HTTPClient) async throws {
        let page = try await client.get("/")
        #expect(page.status == 200 && page.body.contains("<title>Lifeline playground</title>"))
        let (created, id) = try await client.newSession(["launch"])
        #expect(created.status == 201, "\(created.body)")
        let pressed = try await client.post("/api/session/\(id ?? "")/press", json: #"{"action": "home"}"#)
        #expect(
            pressed.status == 200 && (pressed.json["actions"] as? [String]) == ["launch", "home"], "\(pressed.body)")
    }

    @Test("an unknown action: 400, with the catalogue's nearest name")
    func unknownAction() async throws {
        try await withServer { _, client in
            let (_, id) = try await client.newSession()
            let reply = try await client.post("/api/session/\(try #require(id))/press", json: #"{"action": "lunch"}"#)
            #expect(reply.status == 400)
            #expect(reply.error == ActionCatalogue.unknownActionMessage("lunch"))
            #expect(reply.headers["content-type"] == "application/json; charset=utf-8")
            // Markup in a name comes back as JSON text, which the page shows with textContent.
            let hostile = try await client.post(
                "/api/session/\(try #require(id))/press", json: #"{"action": "<img src=x onerror=alert(1)>"}"#)
            #expect(
                hostile.status == 400
                    && hostile.error?.hasPrefix("unknown action '<img src=x onerror=alert(1)>'") == true)
            try await stillServing(client)
        }
    }

    @Test("an action not possible now in any column: 409, with each column's reason; nothing changes")
    func notPossibleNow() async throws {
        try await withServer { _, client in
            let (_, id) = try await client.newSession()
            let session = try #require(id)
            let reply = try await client.post("/api/session/\(session)/press", json: #"{"action": "swipe-kill"}"#)
            #expect(reply.status == 409)
            #expect(
                reply.error == """
                    'swipe-kill' is not possible now in any column (ios12: swipe-kill: the app is not running; ios13: \
                    swipe-kill: the app is not running; ipados-multiwindow: swipe-kill: the app is not running; swiftui: \
                    swipe-kill: the app is not running)
                    """)
            let state = try await client.get("/api/session/\(session)")
            #expect(state.status == 200 && (state.json["actions"] as? [String]) == [])
            // The same from a link: the fragment's second action.
            let (linked, _) = try await client.newSession(["launch", "launch"])
            #expect(
                linked.status == 409
                    && linked.error?.hasPrefix(
                        """
                        action 2 of 2: 'launch' is not possible now in any column (ios12: launch: the app is already in the \
                        foreground;
                        """) == true,
                "\(linked.body)")
            try await stillServing(client)
        }
    }

    @Test("a huge body: 413 after reading it without keeping it; a body that is not JSON: 400")
    func hugeBody() async throws {
        try await withServer { _, client in
            let (_, id) = try await client.newSession()
            let huge = Data(repeating: UInt8(ascii: "a"), count: 8 * 1024 * 1024)
            let reply = try await client.post("/api/session/\(try #require(id))/press", bytes: huge)
            #expect(reply.status == 413)
            #expect(reply.error == "the request body is over 16384 bytes, the most the playground reads")
            let garbage = try await client.post("/api/session/\(try #require(id))/press", json: "{not json")
            #expect(
                garbage.status == 400
                    && garbage.error == #"the request body is not JSON of the form {"action": "home"}"#)
            try await stillServing(client)
        }
    }

    @Test("1,000 sessions: the cap's worth are made, the rest get 503 with the reason; old sessions go on")
    func thousandSessions() async throws {
        var limits = PlaygroundLimits()
        limits.sessions = 20
        try await withServer(limits) { server, client in
            let (_, first) = try await client.newSession(["launch"])
            var made = 1, refused = 0
            var message: String?
            for _ in 1..<1_000 {
                let (reply, _) = try await client.newSession()
                if reply.status == 201 {
                    made += 1
                } else {
                    refused += 1
                    #expect(reply.status == 503)
                    message = reply.error
                }
            }
            #expect(made == 20 && refused == 980 && server.sessionCount == 20)
            #expect(
                message == """
                    the playground already holds 20 sessions, the most it keeps: close other playground tabs, or wait; an \
                    unused session ends after 30 minutes
                    """)
            // The sessions it holds still answer, and the page still loads.
            let pressed = try await client.post(
                "/api/session/\(try #require(first))/press", json: #"{"action": "home"}"#)
            #expect(pressed.status == 200)
            let page = try await client.get("/")
            #expect(page.status == 200)
        }
    }

    @Test("sessions expire after their idle time, which frees their places")
    func expiry() throws {
        nonisolated(unsafe) var now = 0.0
        var limits = PlaygroundLimits()
        limits.sessions = 1
        limits.idleSeconds = 60
        let store = SessionStore(columns: Self.columns(), limits: limits, clock: { now })
        let id = try store.create(replaying: ["launch"]) { $0.id }
        #expect(throws: PlaygroundError.self) { try store.create(replaying: []) { $0.id } }
        now = 61
        #expect(
            throws: PlaygroundError(
                status: 404,
                """
                no session '\(id)': it ended (a session ends after 1 unused minutes) or never was; reload the page to \
                start a new one from its link
                """)
        ) {
            try store.with(id) { $0.id }
        }
        #expect(try store.create(replaying: []) { $0.actions } == [])
    }

    @Test("another host name (DNS rebinding), an unknown path, a wrong method: clear errors")
    func otherRequests() async throws {
        try await withServer { server, client in
            let rebound = try await client.get("/", headers: ["Host": "evil.example:\(server.port)"])
            #expect(
                rebound.status == 421
                    && rebound.error
                        == """
                        the playground answers requests for 127.0.0.1 or localhost only, not \
                        'evil.example:\(server.port)'
                        """
            )
            let missing = try await client.get("/etc/passwd")
            #expect(missing.status == 404 && missing.error == "no such page: /etc/passwd")
            let (_, id) = try await client.newSession()
            let wrong = try await client.get("/api/session/\(try #require(id))/press")
            #expect(wrong.status == 405 && wrong.error == "GET is not allowed here; use POST")
            let column = try await client.get("/api/session/\(try #require(id))/trace/..%2F..%2Fetc.jsonl")
            #expect(column.status == 404 && column.error?.hasPrefix("no column '..%2F..%2Fetc'") == true)
            let page = try await client.get("/")
            #expect(page.headers["content-security-policy"] == PlaygroundHTTPHandler.contentSecurityPolicy)
            #expect(page.headers["x-content-type-options"] == "nosniff")
            try await stillServing(client)
        }
    }

    @Test("a port in use is a clear error")
    func portInUse() throws {
        let first = try PlaygroundServer.start(columns: Self.columns(), port: 0)
        defer { first.stop() }
        do {
            let second = try PlaygroundServer.start(columns: Self.columns(), port: first.port)
            second.stop()
            Issue.record("a second server bound port \(first.port)")
        } catch {
            #expect(
                error.description == """
                    <command line>:1:1: error: port \(first.port) on 127.0.0.1 is in use (another playground, or another \
                    server): choose another with --port, or --port 0 for any free one
                    """)
        }
    }

    @Test("a column's downloaded trace is simulate's, and its report is the HTML report of it")
    func downloads() async throws {
        try await withServer { _, client in
            let (_, id) = try await client.newSession(["launch", "home", "return", "swipe-kill"])
            let session = try #require(id)
            for profile in PlaygroundColumn.defaultProfiles {
                let trace = try await client.get("/api/session/\(session)/trace/\(profile.rawValue).jsonl")
                #expect(trace.status == 200)
                #expect(
                    trace.headers["content-disposition"]
                        == "attachment; filename=\"playground-\(profile.rawValue).jsonl\"")
                let yaml = "name: playground\nactions: [launch, home, return, swipe-kill]\n"
                let expected = try Simulation(scenario: ScenarioParser.parse(yaml, file: "<test>"), profile: profile)
                    .traceText()
                #expect(trace.body == expected, "\(profile.rawValue)")
            }
            let report = try await client.get("/api/session/\(session)/report/ios13.html")
            #expect(
                report.status == 200 && report.body.hasPrefix("<!DOCTYPE html>")
                    && report.body.contains("Lifeline report: playground"))
        }
    }
}
