#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Peak resident memory of this process so far, in bytes.
///
/// `getrusage`'s `ru_maxrss` is in kilobytes on Linux and in bytes on macOS, and glibc types
/// its first argument as `__rusage_who_t` where Darwin takes an `Int32`.
public func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
    #endif
}
