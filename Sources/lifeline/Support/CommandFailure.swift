import ArgumentParser
import LifelineSupport

/// How the command line ends on a failure: one line on standard error, then a status.
///
/// Status 2 means bad input or usage, for every command; 1 is reserved for "ran fine and
/// found violations".
enum CommandFailure {
    /// Rewrites an error into what `exit(withError:)` should print and return.
    static func normalize(_ error: Error) -> Error {
        if let diagnostic = error as? Diagnostic {
            printError(diagnostic.description)
            return ExitCode(2)
        }
        if error is ExitCode || error is CleanExit { return error }
        let code = Lifeline.exitCode(for: error)
        if code == .validationFailure {
            printError(Lifeline.fullMessage(for: error))
            return ExitCode(2)
        }
        return error
    }
}

extension CommandFailure {
    /// The one line `normalize` would print for `error`: a diagnostic's `file:line:column:
    /// error: …`, else the parser's message.
    static func line(for error: Error) -> String {
        (error as? Diagnostic)?.description ?? Lifeline.fullMessage(for: error)
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandleStandardError.write(message + "\n")
}
