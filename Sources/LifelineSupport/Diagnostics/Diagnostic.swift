/// An error in an input file, located like a compiler's: `file:line:column: error: message`.
///
/// Every reader in Lifeline reports bad input with one of these, and the command line prints
/// its `description` on one line and exits with status 2.
public struct Diagnostic: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file as the user named it (`-` reads as `<stdin>`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in bytes.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String

    package init(file: String, line: Int, column: Int, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The one line printed for it. Control characters from the input (a newline or an ANSI
    /// escape inside a quoted name) are shown as escapes, so the diagnostic stays one line and
    /// cannot drive the terminal.
    public var description: String {
        "\(Escaping.Terminal.escaped(file)):\(line):\(column): error: \(Escaping.Terminal.escaped(message))"
    }
}

/// A line of an input file, for building diagnostics that point into it.
public struct LineSite: Sendable {
    package var file: String
    package var line: Int
    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
    /// The diagnostic for `message` at `column` of this line.
    package func error(_ column: Int, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, message)
    }
}

extension Diagnostic {
    /// The name a path is shown under in diagnostics and reports: one line, whatever the file
    /// is called (a name holding ESC, a newline or a bidi control is shown with escapes, as the
    /// trace's own text is, so it can neither drive the terminal nor forge a line).
    package static func displayName(of path: String) -> String {
        path == "-" ? "<stdin>" : Escaping.Terminal.escaped(path)
    }
}
