/// A strict JSON parser for one line of a trace, reporting the byte column of any error.
///
/// Strict where `JSONSerialization` is lenient: duplicate keys, nesting deeper than
/// `maxDepth`, invalid UTF-8, `NaN` and trailing content are errors, because a trace that
/// means two things must not be read as one of them.
package struct JSONParser {
    /// A parse failure at a 1-based byte column.
    package struct Failure: Error, Equatable {
        package var column: Int
        package var message: String
    }

    /// The deepest nesting accepted; deeper input is rejected before it can exhaust the stack.
    package static let maxDepth = 32

    private let bytes: [UInt8]
    private var index: Int
    /// The 1-based column of each top-level object member's value, in member order.
    private var memberColumns: [Int] = []

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.index = 0
    }

    /// Parses exactly one JSON value filling `bytes` (surrounding white space allowed).
    package static func parse<C: Collection>(_ bytes: C) throws(Failure) -> JSONValue where C.Element == UInt8 {
        var parser = JSONParser(Array(bytes))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return value
    }

    /// One member of a top-level object, with the column where its value starts.
    package struct Member {
        package var key: String
        package var value: JSONValue
        package var column: Int
    }

    /// Parses a line that must hold one JSON object, keeping each member's column so that a
    /// reader can point at the offending value.
    package static func parseObject<C: Collection>(_ bytes: C) throws(Failure) -> [Member] where C.Element == UInt8 {
        var parser = JSONParser(Array(bytes))
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "{") else {
            if parser.index >= parser.bytes.count {
                throw parser.failure("expected a JSON object, found an empty line")
            }
            throw parser.failure("expected a JSON object, found \(parser.describeCurrent())")
        }
        guard case .object(let members) = try parser.parseObject(depth: 1) else { return [] }
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the JSON object")
        }
        return zip(members, parser.memberColumns).map { Member(key: $0.key, value: $0.value, column: $1) }
    }

    private func failure(_ message: String, at position: Int? = nil) -> Failure {
        Failure(column: (position ?? index) + 1, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of line" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A
        {
            index += 1
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("expected a JSON value, found end of line") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw failure("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let start = index
        let text = literal.withUTF8Buffer { Array($0) }
        guard index + text.count <= bytes.count, Array(bytes[index..<index + text.count]) == text else {
            throw failure("expected a JSON value, found \(describeCurrent())", at: start)
        }
        index += text.count
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        if depth > JSONParser.maxDepth { throw failure("JSON nested deeper than \(JSONParser.maxDepth) levels") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a quoted key, found \(describeCurrent())")
            }
            let keyStart = index
            let key = try parseString()
            if !seen.insert(key).inserted { throw failure("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            if depth == 1 { memberColumns.append(index + 1) }
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else {
                throw failure("unterminated object: expected ',' or '}', found end of line")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw failure("expected ',' or '}' in object, found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        if depth > JSONParser.maxDepth { throw failure("JSON nested deeper than \(JSONParser.maxDepth) levels") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw failure("unterminated array: expected ',' or ']', found end of line")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw failure("expected ',' or ']' in array, found \(describeCurrent())")
        }
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure("invalid number: leading zero", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("invalid number: no digit after '.'", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("invalid number: no digit in exponent", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func parseString() throws(Failure) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("unterminated string", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte < 0x20 { throw failure("control character in string (escape it as \\u00" + hex2(byte) + ")") }
            if byte != UInt8(ascii: "\\") {
                utf8.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("unterminated string", at: start) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): utf8.append(0x22)
            case UInt8(ascii: "\\"): utf8.append(0x5C)
            case UInt8(ascii: "/"): utf8.append(0x2F)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else {
                        throw failure("unpaired UTF-16 surrogate in \\u escape")
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw failure("unpaired UTF-16 surrogate in \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw failure("unpaired UTF-16 surrogate in \\u escape")
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
                utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
            default:
                throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in string", at: index - 2)
            }
        }
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw failure("invalid UTF-8 in string", at: start)
        }
        return string
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
