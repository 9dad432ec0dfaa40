import LifelineSupport

/// An ordered list of DOT attributes: written in insertion order, so the DOT bytes are stable.
///
/// Setting an existing key replaces its value in place; setting `nil` removes it.
package struct DOTAttributes: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// One `key=value` pair.
    package struct Attribute: Sendable, Hashable {
        package var key: String
        package var value: DOTValue

        package init(key: String, value: DOTValue) {
            self.key = key
            self.value = value
        }
    }

    /// The attributes, in insertion order.
    package private(set) var attributes: [Attribute] = []

    /// No attributes.
    package init() {}

    /// The pairs in order; a repeated key keeps its first position and its last value.
    package init(_ pairs: [(String, DOTValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    package init(dictionaryLiteral elements: (String, DOTValue)...) {
        self.init(elements)
    }

    /// The value of `key`, if set.
    package subscript(key: String) -> DOTValue? {
        get { attributes.first { $0.key == key }?.value }
        set {
            let index = attributes.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): attributes[index].value = value
            case let (index?, nil): attributes.remove(at: index)
            case let (nil, value?): attributes.append(Attribute(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    package var isEmpty: Bool { attributes.isEmpty }

    /// `key=value, key=value` (no brackets).
    package var dotText: String {
        attributes.map { Escaping.DOT.identifier($0.key) + "=" + $0.value.dotText }
            .joined(separator: ", ")
    }
}
