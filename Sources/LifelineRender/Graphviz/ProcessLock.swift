import LifelineSupport
import LifelineTrace

/// A value behind a pthread mutex (`HandoffLock`): what `Synchronization.Mutex` gives, without
/// its macOS 15 floor (the package supports macOS 13).
final class ProcessLock<Value>: @unchecked Sendable {  // `value` is only touched under `lock`
    private let lock = HandoffLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.run { () throws(Failure) -> Result in try body(&value) }
    }
}
