import SystemPackage

/// Runs a Graphviz call with file descriptor 2 pointed at /dev/null.
///
/// A few Graphviz plugins write to stderr themselves, past the `agseterrf` capture: cairo's
/// "graph is too large for cairo-renderer bitmaps. Scaling by … to fit" when a PNG or PDF
/// would exceed 32767 pixels (the image is still written, scaled down). Lifeline's promise is
/// one diagnostic line or nothing, so that noise is dropped. Only call it holding the Graphviz
/// lock: the redirection is process-wide while `body` runs.
enum StandardErrorSilence {
    static func run<Result>(_ body: () -> Result) -> Result {
        // Without /dev/null or a spare descriptor, the noise is let through: never the drawing.
        guard let silent = try? FileDescriptor.open("/dev/null", .writeOnly, options: .closeOnExec) else {
            return body()
        }
        guard let saved = try? FileDescriptor.standardError.duplicate() else {
            try? silent.close()
            return body()
        }
        _ = try? silent.duplicate(as: .standardError)
        try? silent.close()
        defer {
            _ = try? saved.duplicate(as: .standardError)
            try? saved.close()
        }
        return body()
    }
}
