/// One replacement in a file's text: the UTF-8 byte range it replaces (empty to insert) and
/// what it puts there.
struct TextEdit: Sendable {
    var range: Range<Int>
    var replacement: String

    init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// `text` with every edit made. Edits must not overlap; two insertions at one place keep
    /// their order.
    static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.upperBound, a.offset) < (
                b.element.range.lowerBound, b.element.range.upperBound, b.offset
            )
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
        var at = 0
        for edit in ordered {
            let start = max(edit.range.lowerBound, at)
            out += text[at..<start]
            out += Array(edit.replacement.utf8)
            at = max(at, edit.range.upperBound)
        }
        out += text[min(at, text.count)...]
        return out
    }
}
