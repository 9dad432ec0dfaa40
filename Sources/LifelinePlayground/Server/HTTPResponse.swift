import Foundation

/// A response the server writes: status, content type, body and any extra headers. The
/// security headers every response carries are the server's (`PlaygroundHTTPHandler`).
struct HTTPResponse: Sendable {
    var status: Int
    var contentType: String
    var body: [UInt8]
    var headers: [(String, String)] = []

    static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(data))
    }

    /// `{"error": "…"}` with the error's status.
    static func error(_ error: PlaygroundError) -> HTTPResponse {
        json(["error": error.message], status: error.status)
    }

    static func text(_ text: String, type: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: type, body: Array(text.utf8))
    }

    /// A file the browser saves rather than shows, under `filename` (letters, digits, `.`, `-`).
    static func download(_ text: String, type: String, filename: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, contentType: type, body: Array(text.utf8),
            headers: [("Content-Disposition", "attachment; filename=\"\(filename)\"")])
    }
}
