/// The bounds that keep one local server small whatever a page (or a script) sends.
public struct PlaygroundLimits: Sendable {
    /// Sessions held at once; a new one past it is refused until one expires.
    public var sessions = 64
    /// Presses one session keeps (its URL fragment replays at most as many).
    public var actionsPerSession = 200
    /// Seconds a session lives without a request.
    public var idleSeconds: Double = 30 * 60
    /// The largest request body read, in bytes; a press is a few dozen.
    public var bodyBytes = 16 * 1024

    public init() {}
}

/// Why a request could not be done: one sentence for the page, and the HTTP status it goes with.
public struct PlaygroundError: Error, Equatable, Sendable {
    public var status: Int
    public var message: String

    public init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}
