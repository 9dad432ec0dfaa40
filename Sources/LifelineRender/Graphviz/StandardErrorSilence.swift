#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a Graphviz call with file descriptor 2 pointed at /dev/null.
///
/// A few Graphviz plugins write to stderr themselves, past the `agseterrf` capture: cairo's
/// "graph is too large for cairo-renderer bitmaps. Scaling by … to fit" when a PNG or PDF
/// would exceed 32767 pixels (the image is still written, scaled down). Lifeline's promise is
/// one diagnostic line or nothing, so that noise is dropped. Only call it holding the Graphviz
/// lock: the redirection is process-wide while `body` runs.
enum StandardErrorSilence {
    static func run<Result>(_ body: () -> Result) -> Result {
        let silent = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let saved = dup(2)
        guard silent >= 0, saved >= 0 else {
            if silent >= 0 { close(silent) }
            if saved >= 0 { close(saved) }
            return body()
        }
        dup2(silent, 2)
        close(silent)
        defer {
            dup2(saved, 2)
            close(saved)
        }
        return body()
    }
}
