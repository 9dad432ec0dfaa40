import CGraphviz

/// The process-wide state of libgvc/libcgraph, behind the one lock every Graphviz call takes.
///
/// Graphviz 2.43 is not thread-safe, with one shared context or one per thread, and even on
/// one thread a layout must be rendered and freed before the next graph is laid out (layout
/// keeps attribute symbols in globals). So each caller does parse → layout → render →
/// `gvFreeLayout` → `agclose` as one critical section inside ``withLock(_:)``.
enum GraphvizSession {
    /// The shared `GVC_t`, created on first use. Loading the plugin registry is the costly
    /// part of `gvContext()`, so it is done once per process and never freed.
    private static let state = ProcessLock<GraphvizContext?>(nil)

    /// Runs `body` with exclusive use of Graphviz and its shared context.
    ///
    /// Graphviz's messages are captured (not printed) for the duration of `body` and
    /// handed to it through ``GraphvizContext/messages``.
    static func withLock<Result>(
        _ body: (GraphvizContext) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> Result where Result: Sendable {
        try state.withLock { (context: inout GraphvizContext?) throws(GraphvizError) -> Result in
            let current: GraphvizContext
            if let context {
                current = context
            } else {
                // Install the capture before anything can report an error, so nothing reaches stderr.
                agseterr(AGWARN)
                _ = agseterrf(captureGraphvizMessage)
                guard let pointer = gvContext() else {
                    throw GraphvizError.layoutFailed(layout: .dot, message: "gvContext() failed")
                }
                current = GraphvizContext(pointer: pointer)
                context = current
            }
            capturedGraphvizMessages = ""
            _ = agreseterrors()
            defer {
                capturedGraphvizMessages = ""
                _ = agreseterrors()
            }
            return try body(current)
        }
    }
}

/// The shared `GVC_t *`; only used while holding ``GraphvizSession``'s lock.
struct GraphvizContext: @unchecked Sendable {
    let pointer: OpaquePointer

    /// What Graphviz reported since the lock was taken, trimmed; empty if nothing.
    var messages: String {
        capturedGraphvizMessages.trimmingWhitespace()
    }

    /// The number of errors (not warnings) Graphviz reported since the lock was taken.
    var errorCount: Int {
        Int(agerrors())
    }
}

/// Graphviz's messages since the lock was taken. Only read or written while holding
/// ``GraphvizSession``'s lock (the callback below runs inside Graphviz calls made under it).
nonisolated(unsafe) private var capturedGraphvizMessages = ""

/// The `agseterrf` callback. cgraph hands a message over in fragments ("Error", ": ",
/// "syntax error in line 1 …\n"), so the fragments are concatenated.
private func captureGraphvizMessage(_ fragment: UnsafeMutablePointer<CChar>?) -> Int32 {
    if let fragment {
        capturedGraphvizMessages += String(cString: fragment)
    }
    return 0
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
