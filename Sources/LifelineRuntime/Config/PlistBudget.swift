import LifelineSupport

/// A property list's size as Foundation would build it, measured before Foundation reads it.
///
/// A binary plist stores each object once and lets containers refer to it by number, so 30
/// objects that each list the next one twice expand to 2^30 when read: a "billion laughs"
/// that `PropertyListSerialization` expands in full (4 GB, then a crash). ``BinaryPlistTable``
/// walks the object table itself: it counts objects after expansion and nesting depth, with
/// memoised sums, checks every object it reaches, and stops at the first limit, in time
/// linear in the table. XML and old-style text have no references: the size limit bounds
/// their objects, and their nesting is counted here, since a deeply nested one would exhaust
/// the parser's stack.
package enum PlistBudget {
    /// The most objects an Info.plist may expand to: a real one has a few hundred.
    package static let maxObjects = 100_000
    /// The deepest nesting of arrays and dictionaries: a real Info.plist has under 10, a
    /// project file under 6.
    package static let maxDepth = 64

    /// Throws `file:1:1: error: …` when `bytes` is an Info.plist over the limits, or a binary
    /// plist with a malformed object or one Foundation cannot bridge; returns for anything
    /// else (Foundation decides).
    package static func check(_ bytes: [UInt8], file: String) throws(Diagnostic) {
        try check(bytes, file: file, limits: .infoPlist)
    }

    static func check(_ bytes: [UInt8], file: String, limits: PropertyListReader.Limits) throws(Diagnostic) {
        if bytes.starts(with: Array("bplist00".utf8)) {
            try BinaryPlistTable(bytes, file: file, limits: limits).check()
        } else if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<")
        {
            try checkXMLDepth(bytes, file: file, limits: limits)
        } else {
            try checkTextDepth(bytes, file: file, limits: limits)
        }
    }

    /// Counts `<array>`/`<dict>` nesting (an empty `<array/>` opens nothing).
    static func checkXMLDepth(_ bytes: [UInt8], file: String, limits: PropertyListReader.Limits) throws(Diagnostic) {
        var depth = 0
        var index = 0
        let open: [[UInt8]] = [Array("<array".utf8), Array("<dict".utf8)]
        let close: [[UInt8]] = [Array("</array".utf8), Array("</dict".utf8)]
        func at(_ pattern: [UInt8]) -> Bool {
            guard index + pattern.count < bytes.count,
                bytes[index + pattern.count] == UInt8(ascii: ">") || bytes[index + pattern.count] == UInt8(ascii: "/")
                    || bytes[index + pattern.count] == 0x20
            else { return false }
            return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if close.contains(where: at) {
                    depth -= 1
                } else if open.contains(where: at) {
                    // `<array/>` is empty: it does not nest.
                    var end = index
                    while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                    if end > 0, end < bytes.count, bytes[end - 1] != UInt8(ascii: "/") { depth += 1 }
                    if depth > limits.maxDepth {
                        let (line, column) = LineIndex(bytes).position(of: index)
                        throw limits.tooDeep(file: file, line: line, column: column)
                    }
                }
            }
            index += 1
        }
    }

    /// Counts `(` and `{` nesting in old-style text (a `project.pbxproj`), outside quoted
    /// strings and comments.
    static func checkTextDepth(_ bytes: [UInt8], file: String, limits: PropertyListReader.Limits) throws(Diagnostic) {
        var depth = 0
        var index = 0
        let slash = UInt8(ascii: "/")
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != byte { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            } else if byte == slash, next == slash {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == slash, next == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == slash) {
                    index += 1
                }
                index += 1
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") {
                depth += 1
                if depth > limits.maxDepth {
                    let (line, column) = LineIndex(bytes).position(of: index)
                    throw limits.tooDeep(file: file, line: line, column: column)
                }
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                depth -= 1
            }
            index += 1
        }
    }
}
