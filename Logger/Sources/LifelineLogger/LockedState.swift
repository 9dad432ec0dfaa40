import Foundation

/// A value that is only ever read or written with its lock held.
///
/// The one `@unchecked Sendable` in the logger, and one that no caller can break: the value is
/// private and reachable only inside ``withLock(_:)``, so every access, read or write, is
/// ordered by the lock (ThreadSanitizer checks this in `LoggerConcurrencyTests`). `NSLock`
/// rather than `Mutex`, which needs iOS 18 and macOS 15.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held; what it returns must be safe to share.
    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
