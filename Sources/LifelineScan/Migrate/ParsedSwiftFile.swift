import LifelineRuntime
import SwiftParser
import SwiftSyntax

/// A Swift file as the migration's rewrites read it: its tree, its lines, and a node's
/// `file:line:column`, parsed once per rewrite.
struct ParsedSwiftFile {
    let path: String
    let tree: SourceFileSyntax
    let lines: LineIndex
    private let converter: SourceLocationConverter

    init(path: String, bytes: [UInt8]) {
        self.path = path
        tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        converter = SourceLocationConverter(fileName: path, tree: tree)
        lines = LineIndex(bytes)
    }

    /// Where `node` begins, after its leading trivia.
    func location(_ node: some SyntaxProtocol) -> CodeLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: path, line: l.line, column: l.column)
    }
}
