#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work whose recursion follows its input (swift-syntax's parser and visitor) on a thread
/// of its own with a known stack: the main thread's (8 MB, 512 KB on a secondary thread on
/// macOS) is whatever the platform gives. ``SwiftNesting`` bounds the depth; this gives that
/// bound room whatever thread `scan` runs on.
enum LargeStack {
    /// 64 MiB of address space, touched only as deep as the parse goes. 2,000 nested generic
    /// arguments overflowed the main thread's 8 MiB in a debug build (about 4 KiB a level), so
    /// the 512 levels ``SwiftNesting`` lets through need about 2 MiB: room for 30 times that.
    static let size = 64 << 20

    /// Runs `body` on a fresh thread with a stack of ``size`` and returns its result; the
    /// calling thread waits.
    static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let box = Box { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let context = Unmanaged.passRetained(box).toOpaque()
            let started = pthread_create(
                &thread, &attributes,
                { context in
                    let pointer: UnsafeMutableRawPointer? = context
                    Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue().work()
                    return nil
                }, context)
            guard started == 0 else {
                // No thread (a limit on threads): run here, as before.
                Unmanaged<Box>.fromOpaque(context).release()
                box.work()
                return
            }
            #if canImport(Glibc)
                pthread_join(thread, nil)
            #else
                pthread_join(thread!, nil)
            #endif
        }
        return result!
    }

    /// The work, handed to the thread (the caller waits for it, so nothing runs at once).
    private final class Box: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
