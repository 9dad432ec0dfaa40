import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Requests to a running playground over a real socket, as the page makes them.
struct HTTPClient {
    struct Reply {
        var status: Int
        var body: String
        var headers: [String: String]

        /// The `error` member of a JSON reply.
        var error: String? {
            (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["error"] as? String
        }

        /// The reply as a JSON object.
        var json: [String: Any] {
            ((try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]) ?? [:]
        }
    }

    let base: String
    private let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        return URLSession(configuration: configuration)
    }()

    init(_ base: String) { self.base = base }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await send("GET", path, body: nil, headers: headers)
    }

    func post(_ path: String, json: String) async throws -> Reply {
        try await send("POST", path, body: Data(json.utf8), headers: ["Content-Type": "application/json"])
    }

    func post(_ path: String, bytes: Data) async throws -> Reply {
        try await send("POST", path, body: bytes, headers: ["Content-Type": "application/json"])
    }

    func send(_ method: String, _ path: String, body: Data?, headers: [String: String]) async throws -> Reply {
        var request = URLRequest(url: URL(string: base + path.dropFirst())!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return Reply(status: http?.statusCode ?? 0, body: String(decoding: data, as: UTF8.self), headers: fields)
    }

    /// A new session's id, after replaying `actions`.
    func newSession(_ actions: [String] = []) async throws -> (Reply, String?) {
        let list = actions.map { "\"\($0)\"" }.joined(separator: ",")
        let reply = try await post("/api/session", json: "{\"actions\": [\(list)]}")
        return (reply, reply.json["session"] as? String)
    }
}
