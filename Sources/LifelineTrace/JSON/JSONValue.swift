import LifelineSupport

/// A JSON value as Lifeline's strict parser reads it: objects keep their key order.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's exact text, so that integers, times and large values round-trip.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Values are equal when they are written the same: numbers by their text, objects member by
    /// member in order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The JSON type's name, for "expected a string, found a number" messages.
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text with keys in their order.
    package var serialized: String {
        var out = ""
        serialize(into: &out)
        return out
    }

    package func serialize(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): Escaping.JSON.appendQuoted(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.serialize(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                Escaping.JSON.appendQuoted(member.key, to: &out)
                out += ":"
                member.value.serialize(into: &out)
            }
            out += "}"
        }
    }
}
