import Foundation
import NIOConcurrencyHelpers

/// The server's sessions: created by a page, found by their id, dropped after `idleSeconds`
/// without a request, never more than `limits.sessions` at once.
///
/// One lock around everything: a press takes a few milliseconds, and the NIO event loops
/// that call in are two at most on a small machine.
final class SessionStore: @unchecked Sendable {
    let columns: [PlaygroundColumn]
    let limits: PlaygroundLimits
    private let lock = NIOLock()
    private var sessions: [String: PlaygroundSession] = [:]
    private var generator = SystemRandomNumberGenerator()
    /// Seconds since some fixed moment; a test moves it.
    private let clock: @Sendable () -> Double

    init(
        columns: [PlaygroundColumn], limits: PlaygroundLimits,
        clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.columns = columns
        self.limits = limits
        self.clock = clock
    }

    /// A new session, stepped through `actions` (a URL fragment's), or why not.
    func create<T>(replaying actions: [String], _ body: (PlaygroundSession) throws(PlaygroundError) -> T)
        throws(PlaygroundError) -> T
    {
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        expire(now: now)
        guard sessions.count < limits.sessions else {
            let minutes = Int((limits.idleSeconds / 60).rounded(.up))
            throw PlaygroundError(
                status: 503,
                """
                the playground already holds \(limits.sessions) sessions, the most it keeps: close other playground \
                tabs, or wait; an unused session ends after \(minutes) minutes
                """)
        }
        let session = PlaygroundSession(id: newID(), columns: columns, limits: limits, now: now)
        try session.replay(actions)
        sessions[session.id] = session
        return try body(session)
    }

    /// Runs `body` on the session `id`, under the lock.
    func with<T>(_ id: String, _ body: (PlaygroundSession) throws(PlaygroundError) -> T) throws(PlaygroundError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        expire(now: now)
        guard let session = sessions[id] else {
            throw PlaygroundError(
                status: 404,
                """
                no session '\(PlaygroundRouter.shown(id))': it ended (a session ends after \
                \(Int(limits.idleSeconds / 60)) unused minutes) or never was; reload the page to start a new one from \
                its link
                """)
        }
        session.lastUsed = now
        return try body(session)
    }

    /// Sessions held now.
    var count: Int { lock.withLock { sessions.count } }

    /// A random number below `count`, for the random step; called under the lock (in `with`'s body).
    func random(below count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }

    private func expire(now: Double) {
        sessions = sessions.filter { now - $0.value.lastUsed < limits.idleSeconds }
    }

    /// 128 random bits in hexadecimal: a session id no other page can guess.
    private func newID() -> String {
        (0..<4).map { _ in
            let word = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }
}
