import SystemPackage

extension Errno {
    /// The C library's message for a failed system call (`strerror`), as diagnostics show it.
    package static func describing(_ error: any Error) -> String {
        (error as? Errno)?.description ?? "\(error)"
    }
}
