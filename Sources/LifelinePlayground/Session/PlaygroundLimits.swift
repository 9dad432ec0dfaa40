/// The bounds that keep one local server small whatever a page (or a script) sends.
package struct PlaygroundLimits: Sendable {
    /// Sessions held at once; a new one past it is refused until one expires.
    package var sessions = 64
    /// Presses one session keeps (its URL fragment replays at most as many).
    package var actionsPerSession = 200
    /// Seconds a session lives without a request.
    package var idleSeconds: Double = 30 * 60
    /// The largest request body read, in bytes; a press is a few dozen.
    package var bodyBytes = 16 * 1024

    package init() {}
}

/// Why a request could not be done: one sentence for the page, and the HTTP status it goes with.
package struct PlaygroundError: Error, Equatable, Sendable {
    package var status: Int
    package var message: String

    package init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}
