// CYaml is Yams's copy of libyaml. It is not a product of the Yams package, but SwiftPM puts
// the modules of a dependency's targets on the import path, and libyaml's event API is the
// only place an alias can be seen before Yams expands it.
import CYaml
import LifelineSupport

/// Refuses YAML whose aliases would expand to more than a budget of nodes ("billion laughs"),
/// before anything expands them: Yams's composer hashes mapping keys (an alias used as a key
/// took 5 s at 531,441 nodes and grows ninefold per level), and every reader walks the
/// expanded tree.
///
/// One pass over libyaml's events, in time and memory linear in the text: each anchor's
/// expanded size is computed when its node ends, and an alias adds that size to its parent.
enum AliasBudget {
    /// Throws at the alias that takes the document past `limit` nodes. Syntax errors are left
    /// for Yams to report, with its messages.
    static func check(_ text: String, file: String, limit: Int) throws(Diagnostic) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer throws(Diagnostic) in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var walk = Walk(limit: limit)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return }
                if let overflow = walk.take(event) {
                    let message =
                        overflow.alias.map {
                            """
                            YAML aliases expand to more than \(limit) nodes at alias *\($0); refusing a \"billion \
                            laughs\" document
                            """
                        } ?? "the YAML document has more than \(limit) nodes"
                    throw Diagnostic(
                        file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
                        message)
                }
            }
        }
    }

    /// Where the budget ran out: at an alias (its name), or at a plain node (nil).
    private struct Overflow { let alias: String? }

    /// The running sizes of one stream's documents.
    private struct Walk {
        let limit: Int
        /// Expanded size of each anchored node (capped at limit + 1).
        var anchors: [String: Int] = [:]
        /// The open sequences and mappings: their anchor and size so far.
        var open: [(anchor: String?, size: Int)] = []
        /// The size of the current document.
        var document = 0

        init(limit: Int) { self.limit = limit }

        /// Accounts for one event; non-nil when it blows the budget.
        mutating func take(_ event: yaml_event_t) -> Overflow? {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                document = 0
                anchors = [:]
            case YAML_SCALAR_EVENT:
                register(name(event.data.scalar.anchor), size: 1)
                return add(1) ? nil : Overflow(alias: nil)
            case YAML_ALIAS_EVENT:
                let alias = name(event.data.alias.anchor) ?? ""
                return add(anchors[alias] ?? 1) ? nil : Overflow(alias: alias)
            case YAML_SEQUENCE_START_EVENT:
                return start(name(event.data.sequence_start.anchor))
            case YAML_MAPPING_START_EVENT:
                return start(name(event.data.mapping_start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                register(closed.anchor, size: closed.size)
                if !open.isEmpty {
                    open[open.count - 1].size = min(open[open.count - 1].size + closed.size, limit + 1)
                }
            default:
                break
            }
            return nil
        }

        /// Opens a sequence or mapping, which is one node itself.
        private mutating func start(_ anchor: String?) -> Overflow? {
            open.append((anchor, 1))
            document = min(document + 1, limit + 1)
            return document <= limit ? nil : Overflow(alias: nil)
        }

        /// Adds a leaf (a scalar, or an alias's whole expansion) to the innermost open node
        /// and the document; false past the limit. A closing node's size is added to its
        /// parent only: the document counted its parts as they came.
        private mutating func add(_ size: Int) -> Bool {
            if !open.isEmpty {
                open[open.count - 1].size = min(open[open.count - 1].size + size, limit + 1)
            }
            document = min(document + size, limit + 1)
            return document <= limit
        }

        private mutating func register(_ anchor: String?, size: Int) {
            if let anchor { anchors[anchor] = size }
        }

        private func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
