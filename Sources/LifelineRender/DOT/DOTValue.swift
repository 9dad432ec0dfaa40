import LifelineSupport

/// The value of a DOT attribute.
///
/// String literals make ``string(_:)`` values, number literals ``number(_:)``, `true`/`false`
/// ``bool(_:)``: `["label": "Active", "penwidth": 2, "constraint": false]`.
package enum DOTValue: Sendable, Hashable {
    /// Text, escaped with ``Escaping.DOT/quoted(_:)`` (quotes omitted for plain identifiers
    /// such as `box` or `LR`).
    case string(String)
    /// An HTML-like label: `markup` is written between `<` and `>` as is. Build it from
    /// tags and ``Escaping.DOT/htmlText(_:)``; it must be well-formed (Graphviz reports bad
    /// markup when laying the graph out).
    case html(String)
    /// A number, written without exponent when Graphviz can read it that way.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)

    /// The DOT text of the value.
    package var dotText: String {
        switch self {
        case let .string(text): Escaping.DOT.identifier(text)
        case let .html(markup): "<" + markup + ">"
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number): Self.dotText(of: number)
        }
    }

    /// Integral values print without ".0"; DOT numerals have no exponent, so numbers Swift
    /// prints with one (`1e-05`) or non-finite ones are quoted, which Graphviz reads with `atof`.
    private static func dotText(of number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        let text = String(number)
        let isNumeral = text.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }
        return isNumeral ? text : "\"" + text + "\""
    }
}

extension DOTValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(stringInterpolation: DefaultStringInterpolation) {
        self = .string(String(stringInterpolation: stringInterpolation))
    }
}

extension DOTValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}
