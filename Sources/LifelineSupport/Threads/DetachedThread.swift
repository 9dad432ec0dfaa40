#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own for a long job that blocks (`ReadAhead`'s decoding): not a task of a
/// shared pool, whose threads the directory commands may all be holding while they wait on
/// this one.
package enum DetachedThread {
    /// Starts `body` on a new detached thread; false when the system would not make one.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Job(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        guard pthread_create(&thread, &attributes, { context in DetachedThread.run(context) }, context) == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// The new thread's entry: runs the job it was given and lets it go.
    private static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let context else { return nil }
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }

    private final class Job {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
