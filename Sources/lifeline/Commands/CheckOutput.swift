import LifelineSupport

/// Where the analysis commands write: standard output, or a file replaced atomically.
enum CheckOutput {
    /// Writes a human-readable report; control characters that came from a trace (scene ids,
    /// notes) are shown as escapes, keeping the report's own lines.
    static func emit(_ report: String, to output: String?) throws {
        let text = Escaping.Terminal.escaped(report, keepingLineFeeds: true)
        if let output { try OutputFile.write(Array(text.utf8), to: output) } else { printOut(text, terminator: "") }
    }
}
