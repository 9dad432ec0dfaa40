import LifelineSupport
import Yams

/// Reading a composed YAML node with diagnostics that point at the node.
struct YAMLReader {
    let file: String

    func error(_ node: Node?, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message)
    }

    func string(_ node: Node, _ what: String) throws(Diagnostic) -> String {
        guard let scalar = node.scalar else { throw error(node, "\(what): expected a string") }
        return scalar.string
    }

    /// The longest time a scenario may name (about 11.6 days): far past any life-cycle budget,
    /// and small enough that no sum of a scenario's times overflows the microsecond clock.
    static let maxSeconds: Double = 1_000_000

    func number(_ node: Node, _ what: String) throws(Diagnostic) -> Double {
        guard let text = node.scalar?.string, let value = Double(text), value >= 0, value <= Self.maxSeconds else {
            throw error(node, "\(what): expected a non-negative number of seconds, at most 1000000")
        }
        return value
    }

    func strings(_ node: Node, _ what: String) throws(Diagnostic) -> [String] {
        if node.scalar != nil { return [try string(node, what)] }
        guard let sequence = node.sequence else { throw error(node, "\(what): expected a list of strings") }
        var result: [String] = []
        for item in sequence { result.append(try string(item, what)) }
        return result
    }

    func mapping(_ node: Node, _ what: String) throws(Diagnostic) -> [(key: String, keyNode: Node, value: Node)] {
        guard let mapping = node.mapping else { throw error(node, "\(what): expected a mapping") }
        var result: [(String, Node, Node)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { throw error(key, "\(what): keys must be strings") }
            result.append((name, key, value))
        }
        return result
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, as type: T.Type) throws(Diagnostic)
        -> T
    where T.RawValue == String {
        let text = try string(node, what)
        guard let value = T(rawValue: text) else {
            throw error(
                node,
                "\(what): unknown value '\(text)' (expected \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }
}
