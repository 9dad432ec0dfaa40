import Foundation
import LifelineModel
import LifelineTeach

/// Every request the page makes, answered without the network: a method, a path and a body
/// in, a response out. The HTTP handler feeds it; tests call it directly too.
///
/// ```
/// GET  /                                   the page (and /playground.css, /playground.js)
/// GET  /diagram/MACHINE/PROFILE.svg         a reference state machine, drawn
/// POST /api/session  {"actions": [...]}     a new session, replaying a URL fragment's presses
/// GET  /api/session/ID                      its state
/// POST /api/session/ID/press {"action": A}  press A in every column
/// POST /api/session/ID/undo | reset | random
/// GET  /api/session/ID/trace/COLUMN.jsonl   that column's trace, as simulate writes it
/// GET  /api/session/ID/report/COLUMN.html   and its HTML report
/// ```
final class PlaygroundRouter: Sendable {
    let store: SessionStore
    let drawings: ReferenceDrawings

    init(store: SessionStore, drawings: ReferenceDrawings) {
        self.store = store
        self.drawings = drawings
    }

    func respond(method: String, path: String, body: [UInt8]) -> HTTPResponse {
        let parts =
            path.split(separator: "?", maxSplits: 1).first.map { $0.split(separator: "/").map(String.init) } ?? []
        do throws(PlaygroundError) {
            switch (method, parts.first) {
            case ("GET", nil): return .text(PlaygroundPage.html, type: "text/html; charset=utf-8")
            case ("GET", "playground.css") where parts.count == 1:
                return .text(PlaygroundPage.style, type: "text/css; charset=utf-8")
            case ("GET", "playground.js") where parts.count == 1:
                return .text(PlaygroundPage.script, type: "text/javascript; charset=utf-8")
            case ("GET", "diagram") where parts.count == 3 && parts[2].hasSuffix(".svg"):
                // `/diagram/scene/ios13.svg` is the column's compact drawing; `….full.svg` the full one.
                let name = parts[2].dropLast(4)
                let full = name.hasSuffix(".full")
                let profile = String(full ? name.dropLast(5) : name)
                guard let svg = drawings.svg(machine: parts[1], profile: profile, full: full) else { break }
                return .text(svg, type: "image/svg+xml; charset=utf-8")
            case (_, "api") where parts.count >= 2 && parts[1] == "session":
                return try session(method: method, parts: Array(parts.dropFirst(2)), body: body)
            default: break
            }
            throw PlaygroundError(status: 404, "no such page: \(Self.shown(path))")
        } catch {
            return .error(error)
        }
    }

    private func session(method: String, parts: [String], body: [UInt8]) throws(PlaygroundError) -> HTTPResponse {
        guard let id = parts.first else {
            guard method == "POST" else { throw Self.methodError(method, "POST") }
            let request: CreateRequest = try Self.decode(body, example: #"{"actions": ["launch", "home"]}"#)
            return .json(try store.create(replaying: request.actions ?? []) { SessionView($0) }, status: 201)
        }
        let rest = Array(parts.dropFirst())
        switch (method, rest.first, rest.count) {
        case ("GET", nil, _):
            return .json(try store.with(id) { SessionView($0) })
        case ("POST", "press", 1):
            let request: PressRequest = try Self.decode(body, example: #"{"action": "home"}"#)
            return .json(
                try store.with(id) { session throws(PlaygroundError) in
                    try session.press(request.action)
                    return SessionView(session)
                })
        case ("POST", "undo", 1):
            return .json(
                try store.with(id) { session throws(PlaygroundError) in
                    try session.undo()
                    return SessionView(session)
                })
        case ("POST", "reset", 1):
            return .json(
                try store.with(id) { session in
                    session.reset()
                    return SessionView(session)
                })
        case ("POST", "random", 1):
            return .json(
                try store.with(id) { session throws(PlaygroundError) in
                    try session.randomStep { self.store.random(below: $0) }
                    return SessionView(session)
                })
        case ("GET", "trace", 2) where rest[1].hasSuffix(".jsonl"):
            let column = String(rest[1].dropLast(6))
            let text = try store.with(id) { session throws(PlaygroundError) in
                try Self.run(column, of: session).traceText
            }
            return .download(text, type: "application/x-ndjson; charset=utf-8", filename: "playground-\(column).jsonl")
        case ("GET", "report", 2) where rest[1].hasSuffix(".html"):
            let column = String(rest[1].dropLast(5))
            let text = try store.with(id) { session throws(PlaygroundError) in
                try Self.run(column, of: session).traceText
            }
            return .download(
                try PlaygroundReport.html(trace: text, column: column), type: "text/html; charset=utf-8",
                filename: "playground-\(column).html")
        case (_, "press", 1), (_, "undo", 1), (_, "reset", 1), (_, "random", 1):
            throw Self.methodError(method, "POST")
        default:
            throw PlaygroundError(
                status: 404, "no such request: \(method) /api/session/…/\(Self.shown(rest.joined(separator: "/")))")
        }
    }

    private static func run(_ column: String, of session: PlaygroundSession) throws(PlaygroundError) -> ColumnRun {
        guard let run = session.run(column) else {
            throw PlaygroundError(
                status: 404,
                "no column '\(shown(column))' (the columns are \(session.columns.map(\.id).joined(separator: ", ")))")
        }
        return run
    }

    private struct CreateRequest: Decodable { var actions: [String]? }
    private struct PressRequest: Decodable { var action: String }

    private static func decode<T: Decodable>(_ body: [UInt8], example: String) throws(PlaygroundError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(body.isEmpty ? Array("{}".utf8) : body))
        } catch {
            throw PlaygroundError(status: 400, "the request body is not JSON of the form \(example)")
        }
    }

    private static func methodError(_ method: String, _ allowed: String) -> PlaygroundError {
        PlaygroundError(status: 405, "\(shown(method)) is not allowed here; use \(allowed)")
    }

    /// Part of a request quoted back: at most 80 characters (the page escapes it as any text).
    static func shown(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(80)) + "…" : text
    }
}
