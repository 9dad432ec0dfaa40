#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many cores Lifeline may use: the one knob behind a directory spread over the cores
/// (`ParallelMap` in the CLI) and a large trace's decoding thread (`ReadAhead`).
package enum Cores {
    /// `LIFELINE_JOBS` when it is a number of 1 or more (1 keeps every command on one thread),
    /// else the cores online.
    package static var available: Int {
        if let text = getenv("LIFELINE_JOBS").map({ String(cString: $0) }), let jobs = Int(text), jobs >= 1 {
            return jobs
        }
        return max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1)
    }
}
