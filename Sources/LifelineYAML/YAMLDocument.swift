import LifelineSupport
import Yams

/// A YAML input (a scenario, a rule file) composed into a node tree, within limits: the file
/// is at most ``InputFile/maxSize`` bytes of UTF-8, and its aliases expand to at most
/// ``maxExpandedNodes`` nodes, so a "billion laughs" file cannot make a reader walk forever.
///
/// Every failure is one `file:line:column: error: …` diagnostic.
package enum YAMLDocument {
    /// The most nodes a document may have once every alias is expanded. A 1 MiB file without
    /// aliases has at most about 524,000 nodes, so only aliases reach this.
    package static let maxExpandedNodes = 1_000_000

    /// Reads and composes the file at `path` (`-`: standard input); nil for an empty document.
    package static func load(path: String, what: String) throws(Diagnostic) -> (root: Node?, file: String) {
        let file = Diagnostic.displayName(of: path)
        let bytes = try InputFile.bytes(path: path, what: what)
        return (try compose(InputFile.text(bytes, file: file), file: file), file)
    }

    /// Composes `text`; nil for an empty document.
    package static func compose(_ text: String, file: String) throws(Diagnostic) -> Node? {
        try AliasBudget.check(text, file: file, limit: maxExpandedNodes)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw diagnostic(error, file: file, text: text)
        } catch {
            throw Diagnostic(file: file, line: 1, column: 1, "invalid YAML: \(error)")
        }
        return root
    }

    /// Yams's error as one diagnostic line at the position libyaml reported.
    static func diagnostic(_ error: YamlError, file: String, text: String) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            // libyaml's own wording names its C API; say what the limit is instead.
            if problem.hasPrefix("Maximum nesting level reached") {
                return Diagnostic(
                    file: file, line: mark.line, column: mark.column, "invalid YAML: nested deeper than 1000 levels")
            }
            let prefix = context.map { "\($0.text): " } ?? ""
            return Diagnostic(file: file, line: mark.line, column: mark.column, "invalid YAML: \(prefix)\(problem)")
        case let .reader(problem, offset, _, _):
            let (line, column) = position(ofByte: offset ?? 0, in: text)
            return Diagnostic(file: file, line: line, column: column, "invalid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return Diagnostic(
                file: file, line: context.mark.line, column: context.mark.column,
                "invalid YAML: duplicated key \(duplicates.joined(separator: ", "))")
        default:
            return Diagnostic(file: file, line: 1, column: 1, "invalid YAML: \(error)")
        }
    }

    /// The 1-based line and byte column of byte `offset` of `text`.
    static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
