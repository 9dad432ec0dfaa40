/// A second line of defence for the inline drawings: reads the tags of an SVG document and
/// names the first element or attribute that could run code. Text and attribute values are
/// data (Graphviz escapes them), so an escaped `onerror=` inside a label is not a danger;
/// an element named `script` or an attribute named `onload` would be.
enum SVGMarkupCheck {
    private static let elements: Set<String> = ["script", "foreignobject", "iframe", "object", "embed", "handler"]

    /// `element <script>`, `attribute onload`, `javascript: URL`, or nil when the markup is inert.
    static func firstDanger(in svg: String) -> String? {
        var bytes = Array(svg.utf8)[...]
        while let open = bytes.firstIndex(of: UInt8(ascii: "<")) {
            bytes = bytes[(open + 1)...]
            guard let close = bytes.firstIndex(of: UInt8(ascii: ">")) else { return nil }
            if let danger = check(tag: bytes[..<close]) { return danger }
            bytes = bytes[(close + 1)...]
        }
        return nil
    }

    /// One tag's text between `<` and `>`: its name, then `name="value"` attributes.
    private static func check(tag: ArraySlice<UInt8>) -> String? {
        var rest = tag
        if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
        let name = lowercasedWord(&rest)
        if elements.contains(name) { return "element <\(name)>" }
        while true {
            rest = rest.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == UInt8(ascii: "/") }
            let attribute = lowercasedWord(&rest)
            if attribute.isEmpty { return nil }
            if attribute.hasPrefix("on") { return "attribute \(attribute)" }
            guard rest.first == UInt8(ascii: "=") else { continue }
            rest = rest.dropFirst()
            guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                return "an unquoted attribute"
            }
            rest = rest.dropFirst()
            let end = rest.firstIndex(of: quote) ?? rest.endIndex
            let value = String(decoding: rest[..<end], as: UTF8.self).lowercased()
            if attribute.hasSuffix("href") && value.drop(while: { $0 == " " }).hasPrefix("javascript:") {
                return "a javascript: URL"
            }
            rest = end < rest.endIndex ? rest[(end + 1)...] : rest[end...]
        }
    }

    /// The name at the start of `rest` (letters, digits, `-`, `_`, `:`), lowercased, consumed.
    private static func lowercasedWord(_ rest: inout ArraySlice<UInt8>) -> String {
        let word = rest.prefix { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        }
        rest = rest.dropFirst(word.count)
        return String(decoding: word, as: UTF8.self).lowercased()
    }
}
