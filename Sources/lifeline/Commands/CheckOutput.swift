import LifelineTrace

/// Where the analysis commands write: standard output, or a file replaced atomically.
enum CheckOutput {
    static func emit(_ text: String, to output: String?) throws {
        if let output { try OutputFile.write(Array(text.utf8), to: output) } else { print(text, terminator: "") }
    }
}
