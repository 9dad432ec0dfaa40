#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pthread mutex and its condition variable: what two threads handing work to each other
/// wait on (`ReadAhead`), and the renderer's lock around libgvc's process-wide state.
/// `Synchronization.Mutex` would need macOS 15; the package supports 13.
package final class HandoffLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex, first waiting (the mutex released meanwhile) until
    /// `ready()` holds; then wakes the other side, since `body` changed what it waits for.
    package func run<Result, Failure: Error>(
        when ready: () -> Bool = { true }, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        while !ready() { pthread_cond_wait(changed, mutex) }
        return try body()
    }
}
